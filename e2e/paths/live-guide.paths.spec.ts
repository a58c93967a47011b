import type { liveGuideMachine } from '@machines/live-guide/live-guide.machine';
import { HOUR_MS, type WatchQuery } from '@machines/live-guide/live-guide.types';
import type { LiveGuideProjection } from '../../tests/model/live-guide.fixture';
import { expectNoAxeViolations } from '../support/axe';
import { describePaths, type DriverContext, type PathPlan, type StatePlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import {
  GUIDE_ROUTE,
  GUIDE_TEST_TIME,
  guideRouteOf,
  LiveGuidePage,
  type ChannelId,
  type ProgrammeKindName,
} from '../models/live-guide.model';

/**
 * The live-guide model paths (tests/model/live-guide.fixture.ts) driven through the real UI
 * against the local stack, one test per path. The model's fixed moment is the stack's and the
 * page's 12:07:30 UTC (both clocks are set to it); the model's programmes are matched on the page
 * by channel and standing (live, on demand, upcoming), not by id. Refreshes run on Playwright's
 * clock; a refetch is held open by a delayed answer so that the busy guide can be seen.
 */

type World = { query: URLSearchParams };
type Ctx = DriverContext<World>;
type Expected = Ctx['expected'] & LiveGuideProjection;

const guide = ({ page, stack }: Ctx) => new LiveGuidePage(page, stack);
const expectedOf = (ctx: Ctx) => ctx.expected as Expected;

/** How long a refetch is held open: long enough to see it, and for a refresh to pass during it. */
const REFETCH_HOLD_MS = 3_000;
const REFETCH_HOLD_THROUGH_REFRESH_MS = 6_000;

const nextStepLabel = (ctx: Ctx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) + 1]?.label;

/** What the page shows for the model's selection, unavailable guides and watch request. */
async function seeGuideAsModelled(ctx: Ctx): Promise<void> {
  const g = guide(ctx);
  const expected = expectedOf(ctx);
  await g.seeChannels();
  const [channel] = (expected.selection ?? '').split('/') as [ChannelId];
  await g.seeSelected(channel, expected.selectedKind as ProgrammeKindName);

  const docs = g.row('LvChan02');
  if (expected.unavailable?.includes('LvChan02')) {
    await expect(docs).toContainText('Programme information is unavailable');
    await expect(docs.getByRole('button')).toHaveCount(0);
  } else {
    await expect(docs.getByRole('button').first()).toBeVisible();
  }

  const watch = expected.watch as WatchQuery | null | undefined;
  const query = await g.guideQuery();
  if (!watch) {
    expect(query.play, 'nothing asked to play').toBeUndefined();
    expect(query.beginning).toBeUndefined();
    return;
  }
  expect(query.play).toBe('1');
  expect(query.channel).toBe(watch.channel);
  expect('beginning' in query, 'beginning=1 only for Start from beginning').toBe(watch.beginning === '1');
  if (watch.start) {
    expect(query.start).toBe(await g.selected.getAttribute('data-start'));
    expect(query.end).toBe(await g.selected.getAttribute('data-end'));
  } else {
    expect(query.start, 'the live edge needs no window').toBeUndefined();
  }
}

const ready: StatePlan<World> = async (ctx) => {
  await guide(ctx).seeChannels();
  await guide(ctx).expectBusy(false);
  await seeGuideAsModelled(ctx);
};

const refetching: StatePlan<World> = async (ctx) => {
  const g = guide(ctx);
  // The guide stays on screen while its schedules are fetched again, marked busy.
  await g.expectBusy(true);
  const [channel] = (expectedOf(ctx).selection ?? '').split('/') as [ChannelId];
  await g.seeSelected(channel, expectedOf(ctx).selectedKind as ProgrammeKindName);
};

const failed: StatePlan<World> = async ({ page }) => {
  const region = page.getByRole('region', { name: 'TV guide' });
  await expect(
    region.getByRole('heading', { level: 2, name: 'The TV guide could not be loaded' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(region.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
};

const pickAct = (choose: (g: LiveGuidePage) => ReturnType<LiveGuidePage['programmes']>) => ({
  act: async (ctx: Ctx) => {
    const g = guide(ctx);
    await g.pick(choose(g));
  },
});

export const liveGuidePlan = {
  flow: 'live-guide',
  world: () => ({ query: new URLSearchParams() }),
  open: async (ctx) => {
    const g = guide(ctx);
    // These paths check the guide. The player that 'Watch' opens above it is checked in
    // e2e/live-guide.spec.ts; here it gets no media, because these paths run the page on
    // Playwright's clock, whose jumps of 30 s would also drive hls.js's timers and loads.
    await ctx.page.route('**/media/**', (route) => route.abort());
    await g.startClocksAt(GUIDE_TEST_TIME);
    await g.open(ctx.world.query);
  },
  inputs: {
    guide: {},
    'channel=LvChan03': { arrange: async ({ world }) => world.query.set('channel', 'LvChan03') },
    'channel=LvChan02 start=catch-up': {
      // The newest Docs programme that ended within its 4 h window, by the stack's own guide.
      arrange: async (ctx) => {
        const g = guide(ctx);
        await g.setStackClock(GUIDE_TEST_TIME);
        const programmes = await g.stackProgrammes('LvChan02');
        const catchUp = programmes
          .filter(
            (p) =>
              Date.parse(p.endTime) <= GUIDE_TEST_TIME &&
              Date.parse(p.startTime) >= GUIDE_TEST_TIME - 4 * HOUR_MS,
          )
          .at(-1);
        if (!catchUp) throw new Error('The Docs guide has no programme to catch up on at the test time');
        ctx.world.query.set('channel', 'LvChan02');
        ctx.world.query.set('start', catchUp.startTime);
      },
    },
  },
  states: {
    loading: 'transient',
    failed,
    'ready.current.ticking': ready,
    'ready.refetching.ticking': refetching,
  },
  events: {
    'schedules loaded': {},
    'LvChan02 guide unavailable': {
      arrange: async ({ stack }) => {
        await stack.fault({ route: guideRouteOf('LvChan02'), status: 500, times: 1 });
      },
    },
    'every guide fails': {
      arrange: async ({ stack }) => {
        await stack.fault({ route: GUIDE_ROUTE, status: 500, times: 3 });
      },
    },
    retry: {
      // The path ends while the guide loads again; it then shows, the faults being used up.
      act: async (ctx) => {
        const g = guide(ctx);
        await ctx.page.getByRole('button', { name: 'Try again' }).click();
        await g.seeChannels();
      },
    },
    'pick catch-up on LvChan01': pickAct((g) => g.latestCatchUp('LvChan01')),
    'pick upcoming on LvChan01': pickAct((g) => g.programmes('LvChan01', 'upcoming').first()),
    'pick live on LvChan02': pickAct((g) => g.programmes('LvChan02', 'live').first()),
    now: {
      act: async (ctx) => {
        const g = guide(ctx);
        await g.nowButton.click();
        // 'Now' scrolls the grid back to the now-line.
        await expect(ctx.page.getByTestId('now-line')).toBeInViewport();
      },
    },
    watch: { act: async (ctx) => guide(ctx).watchButton.click() },
    'start from beginning': { act: async (ctx) => guide(ctx).fromStartButton.click() },
    'after 5 s': { act: async (ctx) => guide(ctx).advance(5_000) },
    'after 30 s': {
      arrange: async (ctx) => {
        const next = nextStepLabel(ctx);
        const delayMs = next === 'after 5 s' ? REFETCH_HOLD_THROUGH_REFRESH_MS : REFETCH_HOLD_MS;
        await ctx.stack.fault({
          route: GUIDE_ROUTE,
          delayMs,
          times: 3,
          ...(next === 'refetch fails' ? { status: 500 } : {}),
        });
      },
      // The refetch shows as a busy guide (checked next) while the held answers are on their way.
      act: async (ctx) => guide(ctx).advance(30_000),
    },
    // The held answers arrive by themselves: as the schedules, or as the errors arranged above.
    'schedules refreshed': {},
    'refetch fails': {},
  },
} satisfies PathPlan<typeof liveGuideMachine, World>;

describePaths(liveGuidePlan);
