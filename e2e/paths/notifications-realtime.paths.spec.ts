import type { notificationsRealtimeMachine } from '@machines/notifications/notifications-realtime.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, type Stack } from '../support/stack-fixture';
import { AccountUi, demo } from '../models/account.model';
import { runClockUntil } from '../models/consent.model';

// The realtime channel of the notifications (tests/model/notifications-realtime.fixture.ts) on
// the event site (eventweb, own back end) with the page's clock paused: the stack's channel
// (`GET /realtime/notification`, server/modules/notifications) is refused by an injected fault
// for a connection that cannot open, and a reset of the stack ends every open stream, as its
// restart would. Each `after RECONNECT_DELAY` moves the page clock the wait docs/decisions.md
// decides (1 s, 2 s, 4 s, 8 s, 16 s, then 30 s). What the stack holds is checked: who listens,
// which connections the page asked for; the badge shows what arrived (seed 001 §4, §7).

/** docs/decisions.md: the wait after the nth failure in a row. */
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
const CHANNEL = '/realtime/notification';
/** The stack seeds 12 notices for everyone (server/modules/notifications/notifications.seed.ts). */
const SEEDED = 12;
const START = Date.parse('2026-11-26T09:00:00Z');

type World = {
  signedIn: boolean;
  /** Connections the page should have asked the stack for since its request log was emptied. */
  connects: number;
  published: number;
};
type Ctx = DriverContext<World>;

const badge = (ctx: Ctx) => ctx.page.getByTestId('notification-badge');

const channelRequests = async (stack: Stack) => (await stack.requests(CHANNEL)).length;

/** The step after the one being driven, if any. */
const nextStep = (ctx: Ctx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) + 1];
const fromState = (ctx: Ctx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) - 1];

/** The next connection the page opens is refused (a connection that drops while connecting). */
const refuseNextConnection = (stack: Stack) =>
  stack.fault({ route: `GET ${CHANNEL}`, status: 503, body: '{"message":"Service Unavailable"}', times: 1 });

const plan = {
  flow: 'notifications-realtime',
  world: () => ({ signedIn: false, connects: 0, published: 0 }),
  open: async (ctx) => {
    const { page, stack, world } = ctx;
    if (world.signedIn) await new AccountUi(page, stack, 'own').signIn();
    // From here on the page's timers wait for the test; the request log starts empty.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
    await stack.clearFaults();
    await fetch(`${stack.url}/__stack/requests`, { method: 'DELETE' });
    if (nextStep(ctx)?.label === 'connection drops') await refuseNextConnection(stack);
    world.connects = 1;
    await page.goto('/?app-config=eventweb');
  },
  inputs: {
    guest: {},
    'signed in': { arrange: async ({ world }) => void (world.signedIn = true) },
  },
  states: {
    'online.connecting': async (ctx) => {
      // The page asked for the channel (once per connection).
      const { page, stack, world } = ctx;
      await runClockUntil(page, async () => (await channelRequests(stack)) >= world.connects, 5_000);
      expect(await channelRequests(stack)).toBe(world.connects);
    },
    'online.connected': async (ctx) => {
      const { page, stack, world } = ctx;
      const viewerListens = async () =>
        (await stack.noticeListeners()).some((l) => (world.signedIn ? l.userId !== null : l.userId === null));
      await runClockUntil(page, viewerListens, 5_000);
      expect(await viewerListens(), 'the stack has the page on its channel').toBe(true);
      // seed 001 §4: each live message raised the count by one.
      const shown = String(SEEDED + world.published);
      await runClockUntil(page, async () => (await badge(ctx).allTextContents()).join() === shown);
      await expect(badge(ctx)).toHaveText(shown);
      expect(await channelRequests(stack)).toBe(world.connects);
    },
    waiting: async (ctx) => {
      const { stack, world } = ctx;
      await expect.poll(async () => (await stack.noticeListeners()).length).toBe(0);
      // No new connection until the page's clock has run the wait.
      expect(await channelRequests(stack)).toBe(world.connects);
    },
  },
  events: {
    'server listens': {},
    'connection drops': {
      act: async (ctx) => {
        // While connecting the refusal was arranged before the connection was asked for.
        if (fromState(ctx)?.stateKey !== 'online.connected') return;
        // A reset ends every open stream, as a restart of the stack would, and empties its log.
        await ctx.stack.reset();
        ctx.world.connects = 0;
      },
    },
    'after RECONNECT_DELAY': {
      act: async (ctx) => {
        const attempts = fromState(ctx)?.expected.attempts as number;
        if (nextStep(ctx)?.label === 'connection drops') await refuseNextConnection(ctx.stack);
        ctx.world.connects += 1;
        await ctx.page.clock.runFor(BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!);
      },
    },
    'live message arrives': {
      act: async (ctx) => {
        await ctx.stack.publishNotice({
          kind: 'global',
          id: `live-${ctx.world.published + 1}`,
          title: 'Flash: finals moved to 18:00',
        });
        ctx.world.published += 1;
      },
    },
    'payment event arrives': {
      act: async (ctx) => {
        // A payment message is no notice: the connected check finds the badge where it was.
        await ctx.stack.publishNotice({ kind: 'payment', email: demo.viewer, type: 'subscribe_success' });
      },
    },
  },
  exclusions: [
    {
      event: 'connection cannot open',
      reason:
        'the page reports a refused or broken connection as the stream closing (notifications-client stream() never rejects), which the paths take as "connection drops"',
    },
    // The stack's stream says it is ready before anything else: nothing arrives while connecting.
    ...flowModel('notifications-realtime')
      .paths.filter((p) =>
        p.steps.some(
          (s, i) =>
            (s.label === 'live message arrives' || s.label === 'payment event arrives') &&
            p.steps[i - 1]?.stateKey === 'online.connecting',
        ),
      )
      .map((p) => ({
        description: p.description,
        reason: 'the channel sends its ready frame first: no message comes before the page is connected',
      })),
  ],
  coverage: 'every transition',
} satisfies PathPlan<typeof notificationsRealtimeMachine, World>;

describePaths(plan);
