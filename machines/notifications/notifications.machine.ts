import { assertEvent, assign, emit, fromCallback, sendParent, setup } from 'xstate';
import { notificationsRealtimeMachine } from './notifications-realtime.machine';
import {
  NOTIFICATIONS_PAGE_SIZE,
  appendPage,
  isAllowedRedirect,
  isKnown,
  markRead,
  sameViewer,
  targetOf,
} from './notifications.rules';
import type {
  AppNotification,
  FirstPage,
  LoadPageInput,
  MarkReadInput,
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
  NotificationsPage,
  RealtimeNews,
  Viewer,
} from './notifications.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/** The realtime connection, telling this flow what arrives and that it is back after a drop. */
export const realtimeLogic = notificationsRealtimeMachine.provide({
  actions: {
    forward: sendParent(({ event }) => event as RealtimeNews),
    reportReconnected: sendParent({ type: 'REALTIME.RECONNECTED' } satisfies RealtimeNews),
  },
});

const itemOf = (context: NotificationsContext, id: string | null): AppNotification | undefined =>
  id === null ? undefined : context.items.find((n) => n.id === id);

const openedId = ({ event }: { event: NotificationsEvent }): string => {
  assertEvent(event, 'NOTIFICATIONS.OPEN');
  return event.id;
};

/**
 * Notifications (seed 001 §2, §4, §7, §9; seed 002 §2, §4): the list, ten a page with `Load more`
 * until the total; the unread count, which a read notice lowers by 1 and a live message raises by
 * 1; read state on the server for a signed-in viewer and in this browser for a guest (the actors
 * decide where). A click marks an unread notice read, then navigates to its target; a missing
 * target only warns and a failed mark-read is logged, navigation still happens. The realtime
 * channel runs as a child (notifications-realtime.machine.ts); the payment events it carries for a
 * signed-in viewer are handed to the host as emitted events. Everything waits until the host says
 * who the viewer is (`VIEWER.CHANGE`), and starts again for a new one.
 */
export const notificationsMachine = setup({
  types: {} as FlowTypes<
    NotificationsContext,
    NotificationsEvent,
    'loading' | 'loadingMore' | 'opening' | 'listed',
    NotificationsInput
  > & {
    emitted: NotificationsEmitted;
    /** Child id -> actor name, so `snapshot.children.<id>` is typed. */
    children: {
      watchViewer: 'watchViewer';
      watchLocalReads: 'watchLocalReads';
      loadFirstPage: 'loadFirstPage';
      loadPage: 'loadPage';
      markRead: 'markRead';
      realtime: 'realtime';
    };
  },
  actors: {
    /** Sends `VIEWER.CHANGE` whenever the signed-in viewer changes (src/app/flows/notifications.actors.ts). */
    watchViewer: fromCallback<NotificationsEvent>(() => () => {}),
    /** Sends `LOCAL_READS.CHANGED` when this browser's read list changes (seed 001 §4 browser event). */
    watchLocalReads: fromCallback<NotificationsEvent>(() => () => {}),
    loadFirstPage: unprovided<FirstPage, { viewer: Viewer }>(),
    loadPage: unprovided<NotificationsPage, LoadPageInput>(),
    markRead: unprovided<void, MarkReadInput>(),
    realtime: realtimeLogic,
  },
  guards: {
    isNewViewer: ({ context, event }) => {
      assertEvent(event, 'VIEWER.CHANGE');
      return !sameViewer(context.viewer, event.viewer);
    },
    isGuest: ({ context }) => context.viewer?.kind === 'guest',
    /** seed 002 §4: Load more stops once the total is loaded. */
    hasMore: ({ context }) => context.items.length < context.total,
    isNewNotification: ({ context, event }) => {
      assertEvent(event, 'REALTIME.NOTIFICATION');
      return !isKnown(context.items, event.notification.id);
    },
    /** seed 002 §4: clicking an unread item marks it read and navigates; a read item only navigates. */
    isUnread: ({ context, event }) => itemOf(context, openedId({ event }))?.read === false,
    hasTarget: ({ context, event }) => {
      const item = itemOf(context, openedId({ event }));
      return item !== undefined && targetOf(item) !== null;
    },
    isListed: ({ context, event }) => itemOf(context, openedId({ event })) !== undefined,
    openedHasTarget: ({ context }) => {
      const item = itemOf(context, context.openingId);
      return item !== undefined && targetOf(item) !== null;
    },
    isPaymentFailure: ({ event }) => {
      assertEvent(event, 'REALTIME.PAYMENT');
      return event.payment.type === 'payment_failed' || event.payment.type === 'subscribe_failed';
    },
    isCardPaymentSuccess: ({ event }) => {
      assertEvent(event, 'REALTIME.PAYMENT');
      return event.payment.type === 'card_payment_success';
    },
    isSubscriptionChange: ({ event }) => {
      assertEvent(event, 'REALTIME.PAYMENT');
      return event.payment.type === 'subscribe_success' || event.payment.type === 'access_revoked';
    },
    /** seed 001 §4: requires-action redirects, but only to an origin the site allows. */
    isAllowedRedirect: ({ context, event }) => {
      assertEvent(event, 'REALTIME.PAYMENT');
      const url = event.payment.redirectUrl;
      return (
        event.payment.type === 'requires_action' &&
        url !== null &&
        isAllowedRedirect(url, context.allowedRedirectOrigins)
      );
    },
  },
  actions: {
    /** Logs a failure (console.error in the app). */
    logError: (_, _params: { what: string; error: unknown }) => {},
    /** Warns (console.warn in the app). */
    warn: (_, _params: { message: string }) => {},
    assignViewer: assign({
      viewer: ({ event }) => {
        assertEvent(event, 'VIEWER.CHANGE');
        return event.viewer;
      },
      items: [],
      total: 0,
      pagesLoaded: 0,
      unreadCount: 0,
      loadMoreFailed: false,
      held: [],
    }),
    assignFirstPage: assign(({ context, event }) => {
      const output = (event as unknown as { output: FirstPage }).output;
      // A message the page already holds is counted in it; any other is added on top.
      const missed = context.held.filter((n) => !isKnown(output.items, n.id));
      return {
        items: [...missed, ...output.items],
        total: output.total + missed.length,
        pagesLoaded: 1,
        unreadCount: output.unreadCount + missed.filter((n) => !n.read).length,
        loadMoreFailed: false,
        held: [],
      };
    }),
    /** A live message during the first load is kept until the page is there (nothing is lost). */
    holdNotification: assign({
      held: ({ context, event }) => {
        assertEvent(event, 'REALTIME.NOTIFICATION');
        return isKnown(context.held, event.notification.id)
          ? context.held
          : [event.notification, ...context.held];
      },
    }),
    appendPage: assign(({ context, event }) => {
      const output = (event as unknown as { output: NotificationsPage }).output;
      return {
        items: appendPage(context.items, output.items),
        total: output.total,
        pagesLoaded: context.pagesLoaded + 1,
        loadMoreFailed: false,
      };
    }),
    flagLoadMoreFailed: assign({ loadMoreFailed: true }),
    /** seed 001 §4: a live broadcast message adds an item and raises the count by 1. */
    addNotification: assign(({ context, event }) => {
      assertEvent(event, 'REALTIME.NOTIFICATION');
      const { notification } = event;
      return {
        items: [notification, ...context.items],
        total: context.total + 1,
        unreadCount: context.unreadCount + (notification.read ? 0 : 1),
      };
    }),
    /** seed 001 §4: the unread count decreases by 1 when one is marked read. */
    applyLocalReads: assign(({ context, event }) => {
      assertEvent(event, 'LOCAL_READS.CHANGED');
      const { items, newlyRead } = markRead(context.items, event.ids);
      return { items, unreadCount: Math.max(0, context.unreadCount - newlyRead) };
    }),
    markOpenedRead: assign(({ context }) => {
      const { items, newlyRead } = markRead(context.items, context.openingId ? [context.openingId] : []);
      return { items, unreadCount: Math.max(0, context.unreadCount - newlyRead) };
    }),
    assignOpening: assign({ openingId: ({ event }) => openedId({ event }) }),
    clearOpening: assign({ openingId: null }),
    navigateToOpened: emit(({ context }) => {
      const item = itemOf(context, context.openingId);
      const target = item ? targetOf(item) : null;
      // Only reached behind `openedHasTarget`.
      return { type: 'notifications.navigate', target: target ?? { kind: 'media', id: '' } } as const;
    }),
    navigateToEventTarget: emit(({ context, event }) => {
      const item = itemOf(context, openedId({ event }));
      const target = item ? targetOf(item) : null;
      return { type: 'notifications.navigate', target: target ?? { kind: 'media', id: '' } } as const;
    }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    viewer: null,
    items: [],
    total: 0,
    pagesLoaded: 0,
    unreadCount: 0,
    loadMoreFailed: false,
    openingId: null,
    held: [],
    allowedRedirectOrigins: input.allowedRedirectOrigins,
  }),
  invoke: [
    {
      id: 'watchViewer',
      src: 'watchViewer',
      onError: {
        actions: { type: 'logError', params: ({ event }) => ({ what: 'viewer', error: event.error }) },
      },
    },
    {
      id: 'watchLocalReads',
      src: 'watchLocalReads',
      onError: {
        actions: { type: 'logError', params: ({ event }) => ({ what: 'local reads', error: event.error }) },
      },
    },
  ],
  on: {
    // A new viewer sees a new list and listens to other events: start again from the first page.
    'VIEWER.CHANGE': { guard: 'isNewViewer', target: '.active', actions: 'assignViewer' },
    'LOCAL_READS.CHANGED': { guard: 'isGuest', actions: 'applyLocalReads' },
    // seed 001 §4: realtime messages for a signed-in user.
    'REALTIME.PAYMENT': [
      {
        guard: 'isPaymentFailure',
        actions: emit(({ event }) => ({
          type: 'notifications.paymentError',
          message: event.payment.message,
        })),
      },
      {
        guard: 'isCardPaymentSuccess',
        actions: emit({ type: 'notifications.accessChanged', refresh: 'entitlements-and-subscriptions' }),
      },
      {
        guard: 'isSubscriptionChange',
        actions: emit({ type: 'notifications.accessChanged', refresh: 'subscriptions' }),
      },
      {
        guard: 'isAllowedRedirect',
        actions: emit(({ event }) => ({
          type: 'notifications.redirect',
          url: event.payment.redirectUrl ?? '',
        })),
      },
      {
        actions: {
          type: 'warn',
          params: ({ event }) => ({
            message: `Refused to follow a payment redirect to ${event.payment.redirectUrl ?? '(none)'}`,
          }),
        },
      },
    ],
  },
  initial: 'awaitingViewer',
  states: {
    awaitingViewer: {},
    active: {
      // The realtime channel for this viewer (seed 001 §7), for as long as the viewer stays.
      invoke: {
        id: 'realtime',
        src: 'realtime',
        input: ({ context }) => ({ viewer: context.viewer ?? { kind: 'guest' } }),
        onError: {
          actions: { type: 'logError', params: ({ event }) => ({ what: 'realtime', error: event.error }) },
        },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          on: { 'REALTIME.NOTIFICATION': { actions: 'holdNotification' } },
          invoke: {
            id: 'loadFirstPage',
            src: 'loadFirstPage',
            input: ({ context }) => ({ viewer: context.viewer ?? { kind: 'guest' } }),
            onDone: { target: 'ready', actions: 'assignFirstPage' },
            onError: {
              target: 'failed',
              actions: { type: 'logError', params: ({ event }) => ({ what: 'list', error: event.error }) },
            },
          },
        },
        ready: {
          tags: ['listed'],
          on: {
            'NOTIFICATIONS.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' },
            'REALTIME.NOTIFICATION': { guard: 'isNewNotification', actions: 'addNotification' },
            // Back after a drop: what was published meanwhile is on the server.
            'REALTIME.RECONNECTED': 'loading',
            'NOTIFICATIONS.OPEN': [
              { guard: 'isUnread', target: 'marking', actions: 'assignOpening' },
              { guard: 'hasTarget', actions: 'navigateToEventTarget' },
              {
                guard: 'isListed',
                actions: {
                  type: 'warn',
                  params: ({ event }) => ({ message: `Notification ${event.id} has no stream id or slug` }),
                },
              },
            ],
          },
        },
        loadingMore: {
          tags: ['listed', 'loadingMore'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              viewer: context.viewer ?? { kind: 'guest' },
              page: context.pagesLoaded + 1,
              limit: NOTIFICATIONS_PAGE_SIZE,
            }),
            onDone: { target: 'ready', actions: 'appendPage' },
            onError: {
              target: 'ready',
              actions: [
                'flagLoadMoreFailed',
                { type: 'logError', params: ({ event }) => ({ what: 'more', error: event.error }) },
              ],
            },
          },
          on: {
            'REALTIME.NOTIFICATION': { guard: 'isNewNotification', actions: 'addNotification' },
            'REALTIME.RECONNECTED': 'loading',
          },
        },
        marking: {
          tags: ['listed', 'opening'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => {
              const item = itemOf(context, context.openingId);
              return {
                viewer: context.viewer ?? { kind: 'guest' },
                id: context.openingId ?? '',
                kind: item?.kind ?? 'global_notification',
              };
            },
            onDone: [
              {
                guard: 'openedHasTarget',
                target: 'ready',
                actions: ['markOpenedRead', 'navigateToOpened', 'clearOpening'],
              },
              {
                target: 'ready',
                actions: [
                  'markOpenedRead',
                  {
                    type: 'warn',
                    params: ({ context }) => ({
                      message: `Notification ${context.openingId ?? ''} has no stream id or slug`,
                    }),
                  },
                  'clearOpening',
                ],
              },
            ],
            // seed 001 §4: a failed mark-read is logged and navigation still happens.
            onError: [
              {
                guard: 'openedHasTarget',
                target: 'ready',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ what: 'mark read', error: event.error }) },
                  'navigateToOpened',
                  'clearOpening',
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ what: 'mark read', error: event.error }) },
                  {
                    type: 'warn',
                    params: ({ context }) => ({
                      message: `Notification ${context.openingId ?? ''} has no stream id or slug`,
                    }),
                  },
                  'clearOpening',
                ],
              },
            ],
          },
          on: {
            'REALTIME.NOTIFICATION': { guard: 'isNewNotification', actions: 'addNotification' },
          },
        },
        failed: {
          on: {
            'NOTIFICATIONS.RETRY': 'loading',
            'REALTIME.RECONNECTED': 'loading',
          },
        },
      },
    },
  },
});
