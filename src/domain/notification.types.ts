/**
 * Notifications of the event site (seed 001 §3, §4), as the notifications flow
 * (machines/notifications) holds them and the notifications client (src/services/notifications)
 * parses them.
 */

/** seed 001 §3, seed 002 §3: the two kinds of notification. */
export type NotificationKind = 'global_notification' | 'stream_on_live_notification';

/** The target of a global notice: an entity of the site by type and slug (`/{type}s/{slug}`). */
export type NotificationItem = { type: string; title: string; slug: string };

/** A notification as the flow holds it (seed 001 §3: id, title, description, createdAt, read, _type, item, streamId). */
export type AppNotification = {
  id: string;
  kind: NotificationKind;
  title: string;
  description: string;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
  item: NotificationItem | null;
  streamId: string | null;
};

/** One page of the list (seed 001 §7: items, page, limit, total). */
export type NotificationsPage = { items: AppNotification[]; page: number; total: number };

/** seed 001 §4: the payment events the channel tells a signed-in viewer. */
export type PaymentEventType =
  | 'payment_failed'
  | 'subscribe_failed'
  | 'card_payment_success'
  | 'subscribe_success'
  | 'access_revoked'
  | 'requires_action';

export type PaymentMessage = {
  type: PaymentEventType;
  /** The server's words for a failure, when it sent any. */
  message: string | null;
  /** Where a requires-action event asks the browser to go. */
  redirectUrl: string | null;
};
