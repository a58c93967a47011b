import { notificationsMachine } from '@machines/notifications/notifications.machine';
import type {
  AppNotification,
  FirstPage,
  NotificationsPage,
} from '@machines/notifications/notifications.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import { notificationsOracle } from './notifications.oracle';

export type NotificationsProjection = {
  viewer: string;
  /** Ids in list order, a read one marked `*` (bounded: the fixture's pages and one live message). */
  items: string;
  itemCount: number;
  total: number;
  pagesLoaded: number;
  unreadCount: number;
  loadMoreFailed: boolean;
  openingId: string | null;
  /** Live messages added on top of the loaded pages. */
  liveAdded: number;
  /** Live messages held while the first page loads. */
  held: number;
};

const at = '2026-06-01T12:00:00.000Z';
const notice = (id: string, fields: Partial<AppNotification>): AppNotification => ({
  id,
  kind: 'global_notification',
  title: `Notice ${id}`,
  description: '',
  createdAt: at,
  read: false,
  item: null,
  streamId: null,
  ...fields,
});

/** An unread global notice with a target, a read live one, an unread global one without a slug. */
const n1 = notice('n1', { item: { type: 'sport', title: 'Swimming', slug: 'swimming' } });
const n2 = notice('n2', { kind: 'stream_on_live_notification', streamId: 'EvLive01', read: true });
const n3 = notice('n3', { item: { type: 'sport', title: 'Judo', slug: '' } });
const n4 = notice('n4', { item: { type: 'federation', title: 'World Rowing', slug: 'world-rowing' } });
const live1 = notice('live1', { kind: 'stream_on_live_notification', streamId: 'EvLive02' });

const FIRST: FirstPage = { items: [n1, n2, n3], page: 1, total: 4, unreadCount: 3 };
const SECOND: NotificationsPage = { items: [n4], page: 2, total: 4 };
/** The same page once a live message was published: the server counts it too. */
const SECOND_AFTER_LIVE: NotificationsPage = { items: [n4], page: 2, total: 5 };

const GUEST = { kind: 'guest' } as const;
const USER = { kind: 'user', userId: '1' } as const;
const ALLOWED_ORIGIN = 'http://localhost:4780';

/** An actor of the page failing with an error of this name and message, offered where `offer` says. */
const fails = (
  label: string,
  name: string,
  message: string,
  offer: (s: ProjectedState<NotificationsProjection>) => boolean,
) => ({ label, error: { name, message }, offer });
const firstLoaded = (s: ProjectedState<NotificationsProjection>) => s.pagesLoaded === 1 && s.liveAdded === 0;
/** The list as first loaded, nothing clicked or read yet: where the one-off events are offered. */
const untouched = (s: ProjectedState<NotificationsProjection>) =>
  firstLoaded(s) && s.openingId === null && s.items === 'n1,n2*,n3' && !s.loadMoreFailed;
const inList = (s: ProjectedState<NotificationsProjection>, value: string) =>
  JSON.stringify(s.value) === JSON.stringify({ active: value });

const payment = (type: string, redirectUrl: string | null = null) => ({
  type: 'REALTIME.PAYMENT' as const,
  payment: {
    type: type as 'payment_failed',
    message: type.endsWith('failed') ? 'Card declined' : null,
    redirectUrl,
  },
});
const signedInReady = (s: ProjectedState<NotificationsProjection>) =>
  s.viewer === 'user' && untouched(s) && inList(s, 'ready');

/**
 * Notifications (seed 001 §2, §4, §7, §9; seed 002 §2, §4): a first page of 3 of 4 notices (one
 * read), Load more up to the total, a live message on top, clicks on an unread notice with a
 * target, a read one, and one without a slug, for a guest and a signed-in viewer; the payment
 * events of seed 001 §4 for the signed-in one.
 */
export const notificationsFixture = {
  machine: notificationsMachine,
  oracle: notificationsOracle,
  inputs: [{ label: 'event site', input: { allowedRedirectOrigins: [ALLOWED_ORIGIN] } }],
  project: (snapshot) => {
    const { context } = snapshot;
    return {
      viewer: context.viewer === null ? 'none' : context.viewer.kind,
      items: context.items.map((n) => (n.read ? `${n.id}*` : n.id)).join(','),
      itemCount: context.items.length,
      total: context.total,
      pagesLoaded: context.pagesLoaded,
      unreadCount: context.unreadCount,
      loadMoreFailed: context.loadMoreFailed,
      openingId: context.openingId,
      liveAdded: context.items.filter((n) => n.id === live1.id).length,
      held: context.held.length,
    };
  },
  events: {
    'VIEWER.CHANGE': [
      {
        label: 'a guest',
        event: { type: 'VIEWER.CHANGE', viewer: GUEST },
        offer: (s) => s.viewer === 'none',
      },
      {
        label: 'signed in',
        event: { type: 'VIEWER.CHANGE', viewer: USER },
        offer: (s) => s.viewer === 'none' || (s.viewer === 'guest' && untouched(s) && inList(s, 'ready')),
      },
      {
        label: 'signed out',
        event: { type: 'VIEWER.CHANGE', viewer: GUEST },
        offer: (s) => s.viewer === 'user' && untouched(s) && inList(s, 'ready'),
      },
    ],
    'NOTIFICATIONS.LOAD_MORE': [{ label: 'load more', event: { type: 'NOTIFICATIONS.LOAD_MORE' } }],
    'NOTIFICATIONS.RETRY': [{ label: 'try again', event: { type: 'NOTIFICATIONS.RETRY' } }],
    'NOTIFICATIONS.OPEN': [
      { label: 'open unread notice', event: { type: 'NOTIFICATIONS.OPEN', id: 'n1' }, offer: firstLoaded },
      { label: 'open read notice', event: { type: 'NOTIFICATIONS.OPEN', id: 'n2' }, offer: firstLoaded },
      {
        label: 'open notice without slug',
        event: { type: 'NOTIFICATIONS.OPEN', id: 'n3' },
        offer: firstLoaded,
      },
      {
        label: 'open live notice',
        event: { type: 'NOTIFICATIONS.OPEN', id: 'live1' },
        offer: (s) => s.liveAdded === 1 && s.pagesLoaded === 1,
      },
    ],
    'LOCAL_READS.CHANGED': [
      {
        label: 'read in another tab',
        event: { type: 'LOCAL_READS.CHANGED', ids: ['n1', 'n2'] },
        offer: (s) => untouched(s) && inList(s, 'ready'),
      },
    ],
    'REALTIME.NOTIFICATION': [
      {
        label: 'live message',
        event: { type: 'REALTIME.NOTIFICATION', notification: live1 },
        offer: (s) =>
          (untouched(s) && !inList(s, 'loading')) ||
          (s.pagesLoaded === 2 && s.liveAdded === 0 && s.openingId === null) ||
          (inList(s, 'marking') && s.viewer === 'user' && firstLoaded(s)) ||
          (inList(s, 'loading') && s.viewer === 'guest' && s.pagesLoaded === 0 && s.held === 0),
      },
    ],
    'REALTIME.RECONNECTED': [
      {
        label: 'channel back',
        event: { type: 'REALTIME.RECONNECTED' },
        offer: (s) =>
          s.viewer === 'guest' && (untouched(s) || inList(s, 'failed') || inList(s, 'loadingMore')),
      },
    ],
    'REALTIME.PAYMENT': [
      { label: 'payment failed', event: payment('payment_failed'), offer: signedInReady },
      { label: 'subscribe failed', event: payment('subscribe_failed'), offer: signedInReady },
      { label: 'card payment success', event: payment('card_payment_success'), offer: signedInReady },
      { label: 'subscribe success', event: payment('subscribe_success'), offer: signedInReady },
      { label: 'access revoked', event: payment('access_revoked'), offer: signedInReady },
      {
        label: 'allowed redirect',
        event: payment('requires_action', `${ALLOWED_ORIGIN}/__pay/card?intent=1`),
        offer: signedInReady,
      },
      {
        label: 'redirect elsewhere',
        event: payment('requires_action', 'https://evil.example/steal'),
        offer: signedInReady,
      },
    ],
  },
  doneOutputs: {
    loadFirstPage: [{ label: 'first page', output: FIRST }],
    loadPage: [
      { label: 'next page', output: SECOND, offer: (s) => s.liveAdded === 0 },
      { label: 'next page after live message', output: SECOND_AFTER_LIVE, offer: (s) => s.liveAdded === 1 },
    ],
    markRead: [{ label: 'marked read', output: undefined }],
  },
  errors: {
    loadFirstPage: [fails('list fails', 'NetworkError', 'Failed to fetch', (s) => s.viewer === 'guest')],
    loadPage: [fails('load more fails', 'NetworkError', 'Failed to fetch', (s) => s.liveAdded === 0)],
    markRead: [
      fails('mark read fails', 'ApiError', 'Request failed with status 500', (s) => s.viewer === 'user'),
    ],
    watchViewer: [fails('viewer unknown', 'Error', 'no account', (s) => s.viewer === 'none')],
    watchLocalReads: [fails('storage unavailable', 'Error', 'denied', (s) => s.viewer === 'none')],
    realtime: [fails('realtime crashes', 'Error', 'bug', (s) => s.viewer === 'guest' && untouched(s))],
  },
} satisfies MachineFixture<typeof notificationsMachine, NotificationsProjection>;
