import type { MediaItem } from '@/domain/media.types';
import { getMediaStatus } from '@/domain/media-status';

/** The metadata line's parts (year, duration, genre, rating); each left out when unknown. */
export type MetadataParts = {
  year?: number;
  duration?: { hours: number; minutes: number };
  genre?: string;
  rating?: string;
};

export function metadataParts(
  item: Pick<MediaItem, 'pubdate' | 'duration' | 'genre' | 'rating'>,
): MetadataParts {
  const parts: MetadataParts = {};
  if (item.pubdate) parts.year = new Date(item.pubdate * 1000).getUTCFullYear();
  if (item.duration > 0) {
    const minutes = Math.round(item.duration / 60);
    parts.duration = { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  }
  if (item.genre) parts.genre = item.genre;
  if (item.rating) parts.rating = item.rating;
  return parts;
}

/** Where a live event stands: before its start, on air, or over (seed 002 §4 media status). */
export type EventPhase = 'scheduled' | 'live' | 'ended';

export function eventPhase(
  item: Pick<MediaItem, 'eventState' | 'scheduledStart' | 'scheduledEnd'>,
  now: Date,
): EventPhase {
  const status = getMediaStatus(item, now);
  if (status === 'LIVE') return 'live';
  if (status === 'SCHEDULED') return 'scheduled';
  return 'ended';
}
