import type { MediaItem, MediaStatus } from './media.types';

type StatusInput = Pick<MediaItem, 'eventState' | 'scheduledStart' | 'scheduledEnd'>;

/** seed 000 §4: the status each VCH.EventState gives; no (or an unknown) event state gives VOD. */
const statusByEventState: Record<string, MediaStatus> = {
  PRE_LIVE: 'SCHEDULED',
  LIVE_UNPUBLISHED: 'SCHEDULED',
  LIVE_PUBLISHED: 'LIVE',
  INSTANT_VOD: 'VOD',
  VOD_PUBLIC: 'VOD',
};

/**
 * Media status at `now` (seed 000 §4). The override: when the event is published live or its
 * scheduled start has passed (start <= now), and its scheduled end is still ahead (end > now),
 * the item is LIVE whatever the event state says. Without a scheduled end the override cannot
 * hold and the table decides.
 */
export function getMediaStatus(item: StatusInput, now: Date): MediaStatus {
  const at = now.getTime();
  const { eventState, scheduledStart, scheduledEnd } = item;
  const startPassed = scheduledStart !== undefined && scheduledStart.getTime() <= at;
  const endAhead = scheduledEnd !== undefined && scheduledEnd.getTime() > at;
  if ((eventState === 'LIVE_PUBLISHED' || startPassed) && endAhead) return 'LIVE';
  return (eventState && statusByEventState[eventState]) || 'VOD';
}

export const isLiveOrScheduled = (status: MediaStatus): boolean =>
  status === 'LIVE' || status === 'SCHEDULED';

/** The 30 s refetch rule (seed 002 §7): a list is refetched while it holds live or scheduled items. */
export function isPlaylistLive(items: readonly Pick<MediaItem, 'mediaStatus'>[]): boolean {
  return items.some((item) => isLiveOrScheduled(item.mediaStatus));
}

const statusRank: Record<MediaStatus, number> = { LIVE: 0, SCHEDULED: 1, VOD: 2 };

/**
 * Media sort (seed 002 §9): live first, then scheduled, then the others; within each group by
 * scheduled start, earliest first, items without one after those with one. The sort is stable,
 * so on-demand items keep the catalogue order among themselves.
 */
export function sortMediaItems<T extends StatusInput>(items: readonly T[], now: Date): T[] {
  const ranked = items.map((item, index) => ({
    item,
    index,
    rank: statusRank[getMediaStatus(item, now)],
    start: item.scheduledStart?.getTime() ?? Number.POSITIVE_INFINITY,
  }));
  ranked.sort(
    (a, b) => a.rank - b.rank || (a.start === b.start ? 0 : a.start < b.start ? -1 : 1) || a.index - b.index,
  );
  return ranked.map((entry) => entry.item);
}
