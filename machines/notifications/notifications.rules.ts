/**
 * Pure rules of the notifications flow (seed 001 §4, §9; seed 002 §4): where a click leads, how
 * the badge reads, how pages and live messages merge, and the reconnect back-off.
 */
import type { AppNotification, NotificationTarget, Viewer } from './notifications.types';

export { isAllowedRedirect } from '../checkout/checkout.rules';

/** seed 001 §9: the list call pages by 10. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** seed 001 §2, §9: the bell lists at most 9. */
export const BELL_LIST_SIZE = 9;
/** seed 001 §2, §9: the badge caps at 99. */
export const BADGE_CAP = 99;

/** seed 001 §2: 120 unread shows '99'; nothing shows at 0. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return String(Math.min(unread, BADGE_CAP));
}

/**
 * seed 001 §4: `/m/{streamId}` for live notices, `/{type}s/{slug}` for global ones; null when the
 * stream id or the slug is missing (a warning, no navigation).
 */
export function targetOf(notification: AppNotification): NotificationTarget | null {
  if (notification.kind === 'stream_on_live_notification')
    return notification.streamId ? { kind: 'media', id: notification.streamId } : null;
  const item = notification.item;
  return item?.type && item.slug ? { kind: 'entity', type: item.type, slug: item.slug } : null;
}

/** Adds a page, keeping the first copy of an id (a live message shifts later pages by one). */
export function appendPage(
  items: readonly AppNotification[],
  page: readonly AppNotification[],
): AppNotification[] {
  const known = new Set(items.map((n) => n.id));
  return [...items, ...page.filter((n) => !known.has(n.id))];
}

/** seed 001 §4: a live message adds an item on top (once). */
export const isKnown = (items: readonly AppNotification[], id: string) => items.some((n) => n.id === id);

/** Marks ids read; answers the new list and how many were unread before. */
export function markRead(
  items: readonly AppNotification[],
  ids: readonly string[],
): { items: AppNotification[]; newlyRead: number } {
  const wanted = new Set(ids);
  let newlyRead = 0;
  const next = items.map((n) => {
    if (!wanted.has(n.id) || n.read) return n;
    newlyRead += 1;
    return { ...n, read: true };
  });
  return { items: next, newlyRead };
}

export const sameViewer = (a: Viewer | null, b: Viewer | null): boolean =>
  a?.kind === b?.kind && (a?.kind !== 'user' || (b?.kind === 'user' && a.userId === b.userId));

/**
 * The broadcast events of the channel `notification` a viewer listens to (seed 001 §7):
 * globalNotification for everyone; `{userId}_favorite` and the payment events (seed 001 §4) for a
 * signed-in user; `{mediaId}_stream_on_live` for the media given.
 */
export function channelEvents(viewer: Viewer, liveMediaIds: readonly string[] = []): string[] {
  const events = ['globalNotification'];
  if (viewer.kind === 'user') events.push(`${viewer.userId}_favorite`, `${viewer.userId}_payment`);
  for (const id of liveMediaIds) events.push(`${id}_stream_on_live`);
  return events;
}

/** Reconnect back-off (docs/decisions.md: the seeds give none): 1 s, doubling, at most 30 s. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** After this many failures in a row the wait stays at its ceiling. */
export const RECONNECT_MAX_STEP = 6;

export function reconnectDelayMs(attempts: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempts - 1), RECONNECT_MAX_MS);
}
