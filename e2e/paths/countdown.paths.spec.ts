import type { Route } from '@playwright/test';
import type { countdownMachine } from '@machines/countdown/countdown.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { runClockUntilVisible } from '../event.model';

// The countdown card of the event home (tests/model/countdown.fixture.ts) on a stopped browser
// clock: the page opens at the path's `now` with the home content's dates set to the path's, and
// each `after TICK` moves the clock one second (seed 002 §4, §9). Nothing waits in real time.

type World = Record<string, never>;
type Ctx = DriverContext<World>;

const card = (ctx: Ctx) => ctx.page.locator('.countdown-card');
const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

/** seed 002 §4: whole days, hours, minutes and seconds left, a started second counted whole. */
function partsLeft(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const plan = {
  flow: 'countdown',
  world: () => ({}),
  open: async (ctx) => {
    const { page, expected } = ctx;
    const now = expected.now as number;
    // The home content answers with the path's dates; everything else is the stand-in's. The page
    // clock moves in 10 ms steps while the page loads (its timers must run), more of them on a
    // busy machine: the dates are laid from the page's time when the content is asked for, so the
    // time left is the path's however long loading took.
    await page.route(
      (url) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"homePage"'),
      async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { result: Record<string, unknown> };
        const shift = (await page.evaluate(() => Date.now())) - now;
        const at = (ms: unknown) => (typeof ms === 'number' ? iso(ms + shift) : null);
        const result = {
          ...body.result,
          countDownDateAndTime: at(expected.target),
          endDateAndTime: at(expected.end),
          watchLiveText: expected.watchLiveText ?? null,
        };
        await route.fulfill({ response, json: { ...body, result } });
      },
    );
    await page.clock.install({ time: now - 10_000 });
    await page.clock.pauseAt(now);
    await page.goto('/?app-config=eventweb');
    // The card mounts a few milliseconds after the path's `now`: never before it, so the seconds
    // left are those of the path, and each tick below still falls inside its second.
    await runClockUntilVisible(page, page.getByTestId('event-hero'));
  },
  inputs: {
    'two seconds before the start': {},
    'half a second before the start': {},
    'during the Games without an end': {},
    'after the Games': {},
    'no countdown date': {},
  },
  states: {
    checking: 'transient',
    upcoming: async (ctx) => {
      const parts = partsLeft((ctx.expected.target as number) - (ctx.expected.now as number));
      await expect(card(ctx)).toHaveAttribute('data-phase', 'upcoming');
      await expect(ctx.page.getByRole('timer')).toHaveAccessibleName(
        `${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes and ${parts.seconds} seconds to go`,
      );
      await expect(card(ctx).locator('[data-unit="seconds"]')).toHaveText(String(parts.seconds).padStart(2, '0'));
    },
    ongoing: async (ctx) => {
      await expect(card(ctx)).toHaveAttribute('data-phase', 'ongoing');
      await expect(ctx.page.getByRole('timer')).toHaveCount(0);
      // seed 002 §4: the watch-live text, if any.
      const text = ctx.expected.watchLiveText as string | null;
      if (text) await expect(card(ctx).getByRole('link', { name: text })).toHaveAttribute('href', '/live');
      else await expect(card(ctx).getByRole('link')).toHaveCount(0);
    },
    completed: async (ctx) => {
      await expect(ctx.page.getByTestId('event-hero')).toBeVisible();
      await expect(card(ctx)).toHaveCount(0);
    },
  },
  events: {
    'after TICK': { act: async ({ page }) => page.clock.runFor(1_000) },
  },
  exclusions: [
    {
      event: 'dates moved two seconds later',
      reason: 'new dates come only with a refetch of the home content, which no viewer action causes; the model replays it',
    },
    {
      event: 'dates removed',
      reason: 'new dates come only with a refetch of the home content, which no viewer action causes; the model replays it',
    },
  ],
} satisfies PathPlan<typeof countdownMachine, World>;

describePaths(plan);
