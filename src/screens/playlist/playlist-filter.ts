import type { MediaItem } from '@/domain/media.types';

/**
 * The items of one genre (seed 002 §2: the playlist grid is genre-filterable). A genre matches an
 * item's tag or its genre field, ignoring case; no genre keeps every item.
 */
export function filterByGenre<T extends Pick<MediaItem, 'tags' | 'genre'>>(
  items: readonly T[],
  genre: string | null,
): T[] {
  if (!genre) return [...items];
  const wanted = genre.toLowerCase();
  return items.filter(
    (item) => item.genre?.toLowerCase() === wanted || item.tags.some((tag) => tag.toLowerCase() === wanted),
  );
}

/**
 * A live playlist shows the TV guide (seed 002 §2): the playlist says so (`contentType` live), or
 * every item is a live channel.
 */
export function isLivePlaylist(playlist: {
  contentType?: string;
  playlist: readonly Pick<MediaItem, 'contentType'>[];
}) {
  if (playlist.contentType === 'live') return true;
  return (
    playlist.playlist.length > 0 && playlist.playlist.every((item) => item.contentType === 'livechannel')
  );
}
