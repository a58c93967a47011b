import type { notificationsMachine } from '@machines/notifications/notifications.machine';
import * as o from '../support/oracle';
import type { NotificationsProjection } from './notifications.fixture';

/** seed 001 §9: the numbers of the spec, written here and never read from the machine. */
const SEED = { pageSize: 10 } as const;

/**
 * Where each notice of the fixture must lead (seed 001 §4: `/m/{streamId}` for live notices,
 * `/{type}s/{slug}` for global ones; null = missing stream id or slug, a warning only).
 */
export const EXPECTED_TARGETS: Record<string, string | null> = {
  n1: '/sports/swimming',
  n2: '/m/EvLive01',
  n3: null,
  live1: '/m/EvLive02',
};

/**
 * The type of each notice of the fixture, which marking it read sends (seed 001 §7:
 * `GET /notification/{notificationId}` with `notificationType`).
 */
const EXPECTED_KINDS: Record<string, string> = {
  n1: 'global_notification',
  n2: 'stream_on_live_notification',
  n3: 'global_notification',
  live1: 'stream_on_live_notification',
};

const R = {
  waits: 'seed 001 §6: notifications and the unread count depend on who the viewer is',
  lists: 'seed 001 §7, §9: the list loads 10 a page (page, limit=10) with the unread count',
  more: 'seed 002 §2, §4: Load more reveals the next page and stops once the total is loaded',
  failure: 'DESIGN.md: every call has its failure state; a failed list can be tried again',
  live: 'seed 001 §4: a live broadcast message adds an item and raises the count by 1',
  read: 'seed 001 §4: the unread count decreases by 1 when one is marked read',
  guests: 'seed 001 §4: guests are marked read in local storage (read-notifications) plus a browser event',
  clickUnread: 'seed 002 §4: clicking an unread item marks it read and navigates',
  clickRead: 'seed 002 §4: a read item only navigates',
  targets:
    'seed 001 §4: clicking navigates to /m/{streamId} for live notices, /{type}s/{slug} for global ones',
  missing: 'seed 001 §4: a missing stream id or slug only warns, no navigation',
  markFails: 'seed 001 §4: a mark-read failure is logged and navigation still happens',
  paymentError: 'seed 001 §4: failed payment or subscribe events show a payment error',
  cardSuccess: 'seed 001 §4: card payment success refreshes entitlements and subscriptions',
  subscriptions: 'seed 001 §4: subscribe success or access revoked reloads subscriptions',
  redirect: 'seed 001 §4 + issue 15: requires-action events redirect, only to a URL the config allows',
  catchUp:
    'seed 001 §4: messages published while the channel was down still count: the list reloads once back',
  realtime: 'seed 001 §7: the realtime channel listens for the viewer',
  lost: 'seed 001 §4 + common rules (nothing is lost): a live message during the first load is added once the list is there',
  logged:
    'DESIGN.md: every invoke has its onError; a failure the page lives with is logged with its error and what failed',
  reads:
    'seed 001 §4, §7: a signed-in viewer is read and marked read on the server, a guest in this browser: each call says for whom',
  listed: 'seed 002 §2, §4: the list (and Load more) stays on screen while a click or a next page is handled',
  keepsChannel: 'seed 001 §7: the channel that just came back stays open while the list reloads',
} as const;

type Step = o.OracleStep<NotificationsProjection>;

const hrefOf = (target: unknown): string | null => {
  const t = target as { kind: string; id?: string; type?: string; slug?: string } | undefined;
  if (!t) return null;
  return t.kind === 'media' ? `/m/${t.id}` : `/${t.type}s/${t.slug}`;
};

const navigatedTo = (s: Step): string[] =>
  s.effects.flatMap((e) =>
    e.kind === 'emit' && e.event.type === 'notifications.navigate' ? [hrefOf(e.event.target) ?? '?'] : [],
  );

const openedId = (s: Step) => (s.event as { id?: string }).id ?? s.before?.openingId ?? '';
const wasUnread = (s: Step, id: string) => (s.before?.items ?? '').split(',').includes(id);

/** Navigates exactly where the seed says for the notice being opened, or nowhere when it has no target. */
const leadsToTarget = (rule: string) =>
  o.holds<NotificationsProjection>(rule, (s) => {
    const want = EXPECTED_TARGETS[openedId(s)];
    const seen = navigatedTo(s);
    if (want === undefined) return `no expected target for ${openedId(s)}`;
    if (want === null) return seen.length === 0 ? true : `navigated to ${seen.join(', ')} without a target`;
    return seen.length === 1 && seen[0] === want ? true : `navigated to [${seen.join(', ')}] (want ${want})`;
  });

const countDown = (rule: string) =>
  o.holds<NotificationsProjection>(rule, (s) => {
    const id = openedId(s);
    const want = (s.before?.unreadCount ?? NaN) - (wasUnread(s, id) ? 1 : 0);
    return s.state.unreadCount === want
      ? true
      : `unread ${s.before?.unreadCount} became ${s.state.unreadCount} (want ${want})`;
  });

/** `logError` ran with the step's error and a word for what failed. */
const loggedWithError = (rule: string) =>
  o.holds<NotificationsProjection>(rule, (s) => {
    const error = (s.event as { error?: unknown }).error;
    const logs = s.effects.flatMap((e) =>
      e.kind === 'action' && e.type === 'logError' ? [e.params as { what?: unknown; error?: unknown }] : [],
    );
    if (logs.length === 0) return 'nothing logged';
    return logs.some((p) => typeof p?.what === 'string' && p.what !== '' && o.matchesPartial(p.error, error))
      ? true
      : `logged ${JSON.stringify(logs)} (want the error ${JSON.stringify(error)} and what failed)`;
  });

/** A warning whose message names `word` (the notice without a target, the refused address). */
const warnsAbout = (rule: string, word: (s: Step) => string) =>
  o.holds<NotificationsProjection>(rule, (s) => {
    const messages = s.effects.flatMap((e) =>
      e.kind === 'action' && e.type === 'warn'
        ? [(e.params as { message?: unknown } | undefined)?.message]
        : [],
    );
    return messages.some((m) => typeof m === 'string' && m.includes(word(s)))
      ? true
      : `warned ${JSON.stringify(messages)} (want a warning naming ${word(s)})`;
  });

const viewerOf = (s: Step) => ({ kind: s.before?.viewer });

const payment = (type: string) => (s: Step) =>
  (s.event as { payment?: { type: string } }).payment?.type === type;

export const notificationsOracle = {
  states: {
    awaitingViewer: {
      seed: R.waits,
      expect: [
        o.projected(R.waits, {
          viewer: 'none',
          unreadCount: 0,
          itemCount: 0,
          total: 0,
          held: 0,
          loadMoreFailed: false,
        }),
      ],
    },
    'active.loading': { seed: [R.lists, R.realtime] },
    'active.ready': {
      seed: [R.lists, R.more],
      expect: [
        o.tagged(R.listed, 'listed'),
        o.projected(R.clickRead, { openingId: null }),
        o.holds(R.more, (s) =>
          s.state.itemCount <= s.state.total ? true : `${s.state.itemCount} items of ${s.state.total}`,
        ),
        o.holds(R.lists, (s) =>
          s.state.itemCount <= s.state.pagesLoaded * SEED.pageSize + s.state.liveAdded
            ? true
            : `${s.state.itemCount} items after ${s.state.pagesLoaded} pages`,
        ),
      ],
    },
    'active.loadingMore': { seed: R.more, expect: [o.tagged(R.listed, 'listed')] },
    'active.failed': { seed: R.failure },
    'active.marking': { seed: R.clickUnread, expect: [o.tagged(R.listed, 'listed')] },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(R.waits, 'awaitingViewer'),
        o.effectsExclude(R.waits, o.invoked('loadFirstPage'), o.invoked('realtime')),
      ],
    },
    {
      on: 'VIEWER.CHANGE',
      expect: [
        o.stateIs(R.lists, 'active.loading'),
        o.holds(R.lists, (s) => {
          const viewer = s.event.viewer;
          return o
            .effectsInclude(
              R.lists,
              o.invoked('loadFirstPage', { viewer }),
              o.invoked('realtime', { viewer }),
            )
            .check(s);
        }),
        o.projected(R.waits, { unreadCount: 0, itemCount: 0, held: 0, loadMoreFailed: false }),
      ],
    },
    {
      on: 'xstate.done.actor.loadFirstPage',
      expect: [
        o.stateIs(R.lists, 'active.ready'),
        o.holds(R.lists, (s) => {
          const output = s.event.output as { unreadCount: number; total: number; items: unknown[] };
          // The fixture's first page never holds the live message, so a held one is added on top.
          const held = s.before?.held ?? 0;
          return s.state.unreadCount === output.unreadCount + held &&
            s.state.total === output.total + held &&
            s.state.itemCount === output.items.length + held
            ? true
            : `shows ${s.state.itemCount} items, ${s.state.unreadCount} unread of ${s.state.total} (${held} held)`;
        }),
        o.projected(R.lost, { held: 0 }),
      ],
    },
    {
      on: 'xstate.error.actor.loadFirstPage',
      expect: [...o.endsIn(R.failure, 'active.failed', o.action('logError')), loggedWithError(R.logged)],
    },
    {
      on: [
        'xstate.error.actor.watchViewer',
        'xstate.error.actor.watchLocalReads',
        'xstate.error.actor.realtime',
      ],
      expect: [loggedWithError(R.logged)],
    },
    {
      on: 'NOTIFICATIONS.RETRY',
      expect: o.endsIn(R.failure, 'active.loading', o.invoked('loadFirstPage')),
    },
    {
      on: 'NOTIFICATIONS.LOAD_MORE',
      expect: [
        o.holds(R.more, (s) =>
          (s.before?.itemCount ?? 0) < (s.before?.total ?? 0)
            ? true
            : 'Load more with the total already loaded',
        ),
        o.stateIs(R.more, 'active.loadingMore'),
        o.effectsIncludeFrom(R.more, (s) => [
          o.invoked('loadPage', { page: (s.before?.pagesLoaded ?? 0) + 1, limit: SEED.pageSize }),
        ]),
        o.effectsIncludeFrom(R.reads, (s) => [o.invoked('loadPage', { viewer: viewerOf(s) })]),
      ],
    },
    {
      on: 'xstate.done.actor.loadPage',
      expect: [
        o.stateIs(R.more, 'active.ready'),
        o.holds(R.more, (s) =>
          s.state.itemCount > (s.before?.itemCount ?? 0) ? true : 'the next page added nothing',
        ),
      ],
    },
    {
      on: 'xstate.error.actor.loadPage',
      expect: [
        ...o.endsAs(R.more, 'active.ready', { loadMoreFailed: true }, o.action('logError')),
        loggedWithError(R.logged),
      ],
    },
    {
      from: 'active.loading',
      on: 'REALTIME.NOTIFICATION',
      expect: [
        o.stateIs(R.lost, 'active.loading'),
        o.holds(R.lost, (s) => (s.state.held === (s.before?.held ?? 0) + 1 ? true : `${s.state.held} held`)),
      ],
    },
    {
      from: ['active.ready', 'active.loadingMore', 'active.marking'],
      on: 'REALTIME.NOTIFICATION',
      expect: [
        o.holds(R.live, (s) =>
          s.state.unreadCount === (s.before?.unreadCount ?? NaN) + 1 &&
          s.state.total === (s.before?.total ?? NaN) + 1
            ? true
            : `unread ${s.before?.unreadCount} -> ${s.state.unreadCount}, total ${s.before?.total} -> ${s.state.total}`,
        ),
      ],
    },
    {
      on: 'NOTIFICATIONS.OPEN',
      where: (s) => wasUnread(s, openedId(s)),
      expect: [
        o.stateIs(R.clickUnread, 'active.marking'),
        o.effectsIncludeFrom(R.clickUnread, (s) => [o.invoked('markRead', { id: openedId(s) })]),
        o.effectsIncludeFrom(R.reads, (s) => [
          o.invoked('markRead', { viewer: viewerOf(s), kind: EXPECTED_KINDS[openedId(s)] ?? '?' }),
        ]),
        // Marked read first, then navigates.
        o.effectsExclude(R.clickUnread, o.emitted('notifications.navigate')),
      ],
    },
    {
      on: 'NOTIFICATIONS.OPEN',
      where: (s) => !wasUnread(s, openedId(s)),
      expect: [
        o.stateIs(R.clickRead, 'active.ready'),
        o.effectsExclude(R.clickRead, o.invoked('markRead')),
        leadsToTarget(R.targets),
      ],
    },
    {
      on: 'NOTIFICATIONS.OPEN',
      where: (s) => EXPECTED_TARGETS[openedId(s)] === null && !wasUnread(s, openedId(s)),
      expect: [o.effectsInclude(R.missing, o.action('warn')), warnsAbout(R.missing, openedId)],
    },
    {
      on: 'xstate.done.actor.markRead',
      expect: [o.stateIs(R.clickUnread, 'active.ready'), countDown(R.read), leadsToTarget(R.targets)],
    },
    {
      on: ['xstate.done.actor.markRead', 'xstate.error.actor.markRead'],
      where: (s) => EXPECTED_TARGETS[openedId(s)] === null,
      expect: [o.effectsInclude(R.missing, o.action('warn')), warnsAbout(R.missing, openedId)],
    },
    {
      on: 'xstate.error.actor.markRead',
      expect: [
        o.stateIs(R.markFails, 'active.ready'),
        o.effectsInclude(R.markFails, o.action('logError')),
        loggedWithError(R.markFails),
        leadsToTarget(R.markFails),
        o.holds(R.markFails, (s) =>
          s.state.unreadCount === s.before?.unreadCount
            ? true
            : 'the count changed though nothing was marked read',
        ),
      ],
    },
    {
      on: 'LOCAL_READS.CHANGED',
      expect: [
        o.holds(R.guests, (s) =>
          s.before?.viewer === 'guest' ? true : 'a signed-in viewer followed the local read list',
        ),
        o.holds(R.read, (s) => {
          const ids = (s.event as unknown as { ids: string[] }).ids;
          const newly = ids.filter((id) => wasUnread(s, id)).length;
          const want = (s.before?.unreadCount ?? NaN) - newly;
          return s.state.unreadCount === want ? true : `unread ${s.state.unreadCount} (want ${want})`;
        }),
      ],
    },
    {
      on: 'REALTIME.PAYMENT',
      where: (s) => payment('payment_failed')(s) || payment('subscribe_failed')(s),
      expect: [o.effectsInclude(R.paymentError, o.emitted('notifications.paymentError'))],
    },
    {
      on: 'REALTIME.PAYMENT',
      where: payment('card_payment_success'),
      expect: [
        o.effectsInclude(
          R.cardSuccess,
          o.emitted({ type: 'notifications.accessChanged', refresh: 'entitlements-and-subscriptions' }),
        ),
      ],
    },
    {
      on: 'REALTIME.PAYMENT',
      where: (s) => payment('subscribe_success')(s) || payment('access_revoked')(s),
      expect: [
        o.effectsInclude(
          R.subscriptions,
          o.emitted({ type: 'notifications.accessChanged', refresh: 'subscriptions' }),
        ),
      ],
    },
    {
      on: 'allowed redirect',
      expect: [
        o.effectsInclude(
          R.redirect,
          o.emitted({ type: 'notifications.redirect', url: 'http://localhost:4780/__pay/card?intent=1' }),
        ),
      ],
    },
    {
      on: 'redirect elsewhere',
      expect: [
        o.effectsExclude(R.redirect, o.emitted('notifications.redirect')),
        o.effectsInclude(R.redirect, o.action('warn')),
        warnsAbout(R.redirect, () => 'https://evil.example/steal'),
      ],
    },
    {
      on: 'REALTIME.RECONNECTED',
      expect: [
        ...o.endsIn(R.catchUp, 'active.loading', o.invoked('loadFirstPage')),
        o.effectsExclude(R.keepsChannel, o.invoked('realtime')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof notificationsMachine, NotificationsProjection>;
