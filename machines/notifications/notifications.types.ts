import type {
  AppNotification,
  NotificationKind,
  NotificationsPage,
  PaymentMessage,
} from '@/domain/notification.types';

/** The domain types this flow's events and context carry. */
export type * from '@/domain/notification.types';

/** Who reads: a guest keeps read state in this browser, a signed-in user on the server (seed 001 §4). */
export type Viewer = { kind: 'guest' } | { kind: 'user'; userId: string };

/** The first page with the unread count beside it. */
export type FirstPage = NotificationsPage & { unreadCount: number };

export type LoadPageInput = { viewer: Viewer; page: number; limit: number };
export type MarkReadInput = { viewer: Viewer; id: string; kind: NotificationKind };
export type RealtimeInput = { viewer: Viewer };

/** Where a click leads (seed 001 §4): a live notice to its media, a global one to its entity. */
export type NotificationTarget =
  { kind: 'media'; id: string } | { kind: 'entity'; type: string; slug: string };

/** What the realtime connection reports (machines/notifications/notifications-realtime.machine.ts). */
export type RealtimeEvent =
  | { type: 'REALTIME.OPEN' }
  | { type: 'REALTIME.CLOSED' }
  | { type: 'REALTIME.NOTIFICATION'; notification: AppNotification }
  | { type: 'REALTIME.PAYMENT'; payment: PaymentMessage };

/** The realtime connection tells its parent what arrived, and that it is back after a drop. */
export type RealtimeNews =
  | Extract<RealtimeEvent, { type: 'REALTIME.NOTIFICATION' | 'REALTIME.PAYMENT' }>
  | { type: 'REALTIME.RECONNECTED' };

export type NotificationsEvent =
  | { type: 'VIEWER.CHANGE'; viewer: Viewer }
  | { type: 'NOTIFICATIONS.LOAD_MORE' }
  | { type: 'NOTIFICATIONS.RETRY' }
  | { type: 'NOTIFICATIONS.OPEN'; id: string }
  /** Guests: the ids read in this browser changed (another tab, or this one). */
  | { type: 'LOCAL_READS.CHANGED'; ids: readonly string[] }
  | RealtimeNews;

export type NotificationsInput = {
  /** Origins a requires-action event may send the browser to (the site's own and its providers'). */
  allowedRedirectOrigins: readonly string[];
};

export type NotificationsContext = {
  viewer: Viewer | null;
  items: AppNotification[];
  total: number;
  /** Pages loaded so far; `Load more` asks for the next. */
  pagesLoaded: number;
  unreadCount: number;
  /** The last `Load more` failed (the list stays, the button offers it again). */
  loadMoreFailed: boolean;
  /** The notification whose click is being handled. */
  openingId: string | null;
  /** Live messages that arrived while the first page loaded: added once it is there. */
  held: AppNotification[];
  allowedRedirectOrigins: readonly string[];
};

/** What the flow asks its host to do: the page navigates, the payment outcomes show. */
export type NotificationsEmitted =
  | { type: 'notifications.navigate'; target: NotificationTarget }
  | { type: 'notifications.paymentError'; message: string | null }
  | { type: 'notifications.accessChanged'; refresh: 'entitlements-and-subscriptions' | 'subscriptions' }
  | { type: 'notifications.redirect'; url: string };

export type RealtimeContext = { viewer: Viewer; attempts: number };
