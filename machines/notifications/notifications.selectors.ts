import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';
import { BELL_LIST_SIZE, badgeText } from './notifications.rules';
import type { AppNotification } from './notifications.types';

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;
export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;

/** seed 001 §4: the unread count. */
export const selectUnreadCount = (snapshot: NotificationsSnapshot): number => snapshot.context.unreadCount;

/** seed 001 §2: the badge text ('99' at most), or null when nothing is unread. */
export const selectBadgeText = (snapshot: NotificationsSnapshot): string | null =>
  badgeText(snapshot.context.unreadCount);

/** Every loaded notification, newest first (the notifications page). */
export const selectItems = (snapshot: NotificationsSnapshot): readonly AppNotification[] =>
  snapshot.context.items;

/** seed 001 §2: the bell lists at most 9. */
export const selectBellItems = (snapshot: NotificationsSnapshot): readonly AppNotification[] =>
  snapshot.context.items.slice(0, BELL_LIST_SIZE);

/** The first page is on its way (or the viewer is not known yet). */
export const selectIsLoading = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.matches('awaitingViewer') || snapshot.hasTag('loading');

export const selectLoadFailed = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.matches({ active: 'failed' });

/** seed 002 §2: 'No notifications'. */
export const selectIsEmpty = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.hasTag('listed') && snapshot.context.items.length === 0;

/** seed 002 §4: 'Load more' is offered until the total is loaded. */
export const selectHasMore = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.hasTag('listed') && snapshot.context.items.length < snapshot.context.total;

export const selectIsLoadingMore = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.hasTag('loadingMore');

export const selectLoadMoreFailed = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.context.loadMoreFailed;

export const selectTotal = (snapshot: NotificationsSnapshot): number => snapshot.context.total;

/** The notification whose click is being handled (its mark-read is on its way). */
export const selectOpeningId = (snapshot: NotificationsSnapshot): string | null => snapshot.context.openingId;

/** The realtime channel is connected (a page can say so; tests wait for it). */
export function selectIsLive(snapshot: NotificationsSnapshot): boolean {
  const child = snapshot.children.realtime;
  return child ? child.getSnapshot().hasTag('live') : false;
}
