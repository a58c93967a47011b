import type { heroSliderMachine } from '@machines/hero-slider/hero-slider.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, type DriverContext, type PathExclusion, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { runClockUntilVisible } from '../event.model';

// The hero slider of the event home (tests/model/hero-slider.fixture.ts), fed by the live events
// playlist (three items) on a stopped browser clock: chevrons, dots and mouse swipes move it, and
// each phase's delay is a move of the clock (init 20 ms, animation 500 ms, end 20 ms).

type World = { oneSlide: boolean };
type Ctx = DriverContext<World>;

const slider = (ctx: Ctx) => ctx.page.getByRole('region', { name: 'Live events', exact: true });

async function swipe(ctx: Ctx, distance: number) {
  await slider(ctx).scrollIntoViewIfNeeded();
  const box = await slider(ctx).boundingBox();
  if (!box) throw new Error('the hero slider is not on the page');
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2 - distance / 2;
  await ctx.page.mouse.move(x, y);
  await ctx.page.mouse.down();
  await ctx.page.mouse.move(x + distance, y, { steps: 4 });
  await ctx.page.mouse.up();
}

/** The paths the browser walks: each kind of move, both wraps, one slide. The rest repeat their steps. */
const WALKED = [
  'hero-slider: three slides → idle › fast swipe left → init',
  'hero-slider: three slides → idle › long swipe right → init',
  'hero-slider: three slides → idle › next chevron → init › after INIT → start › after ANIMATION → end › after END → idle › previous chevron → init › after INIT → start › after ANIMATION → end › after END → idle',
  'hero-slider: three slides → idle › previous chevron → init › after INIT → start › after ANIMATION → end › after END → idle › first dot → init › after INIT → start › after ANIMATION → end',
  'hero-slider: three slides → idle › third dot → init › after INIT → start › after ANIMATION → end',
  'hero-slider: one slide → idle',
];

const exclusions: PathExclusion[] = flowModel('hero-slider')
  .paths.filter((path) => !WALKED.includes(path.description))
  .map((path) => ({
    description: path.description,
    reason: 'its moves are walked in the browser by the paths kept; the model replays it on the machine',
  }));

const plan = {
  flow: 'hero-slider',
  world: () => ({ oneSlide: false }),
  open: async (ctx) => {
    const { page, world } = ctx;
    if (world.oneSlide) {
      await page.route('**/v2/playlists/EvEnTs01**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { playlist: unknown[] };
        await route.fulfill({ response, json: { ...body, playlist: body.playlist.slice(0, 1) } });
      });
    }
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/?app-config=eventweb');
    await runClockUntilVisible(page, slider(ctx));
  },
  inputs: {
    'three slides': {},
    'one slide': { arrange: async (ctx) => void (ctx.world.oneSlide = true) },
  },
  states: {
    idle: async (ctx) => {
      await expect(slider(ctx)).toHaveAttribute('data-phase', 'idle');
      await expect(slider(ctx)).toHaveAttribute('data-current', String(ctx.expected.index));
      const count = ctx.expected.count as number;
      // seed 002 §2: one slide has nothing to move to: no chevrons, no dots.
      await expect(ctx.page.getByRole('button', { name: 'Next slide' })).toHaveCount(count > 1 ? 1 : 0);
      if (count > 1)
        await expect(ctx.page.getByRole('button', { name: `Go to slide ${(ctx.expected.index as number) + 1}` })).toHaveAttribute('aria-current', 'true');
    },
    init: async (ctx) => {
      await expect(slider(ctx)).toHaveAttribute('data-phase', 'init');
      await expect(slider(ctx)).toHaveAttribute('data-direction', String(ctx.expected.direction));
      await expect(slider(ctx)).toHaveAttribute('data-current', String(ctx.expected.target));
      await expect(slider(ctx).locator('[data-role="incoming"]')).toHaveCount(1);
    },
    start: async (ctx) => {
      await expect(slider(ctx)).toHaveAttribute('data-phase', 'start');
      await expect(slider(ctx).locator('[data-role="leaving"]')).toHaveCount(1);
    },
    end: async (ctx) => {
      await expect(slider(ctx)).toHaveAttribute('data-phase', 'end');
      await expect(slider(ctx)).toHaveAttribute('data-current', String(ctx.expected.index));
      await expect(slider(ctx).locator('[data-role="incoming"]')).toHaveCount(0);
    },
  },
  events: {
    'next chevron': { act: async (ctx) => ctx.page.getByRole('button', { name: 'Next slide' }).click() },
    'previous chevron': { act: async (ctx) => ctx.page.getByRole('button', { name: 'Previous slide' }).click() },
    'first dot': { act: async (ctx) => ctx.page.getByRole('button', { name: 'Go to slide 1' }).click() },
    'third dot': { act: async (ctx) => ctx.page.getByRole('button', { name: 'Go to slide 3' }).click() },
    // seed 002 §9: fast (80 velocity units) or far (half the screen): a quick 60 px flick left, a 700 px drag right.
    'fast swipe left': { act: async (ctx) => swipe(ctx, -60) },
    'long swipe right': { act: async (ctx) => swipe(ctx, 700) },
    'after INIT': { act: async ({ page }) => page.clock.runFor(20) },
    'after ANIMATION': { act: async ({ page }) => page.clock.runFor(500) },
    'after END': { act: async ({ page }) => page.clock.runFor(20) },
  },
  exclusions,
} satisfies PathPlan<typeof heroSliderMachine, World>;

describePaths(plan);
