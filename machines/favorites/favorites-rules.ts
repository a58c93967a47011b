import type { FavoriteEntry } from '@/services/watch-lists/watch-lists.types';

/** seed 000 §5, §9: at most 48 favorites (the watch list size, the same in every mode). */
export const FAVORITES_MAX = 48;

export const isFavorite = (favorites: readonly FavoriteEntry[], mediaid: string): boolean =>
  favorites.some((entry) => entry.mediaid === mediaid);

/** seed 000 §5: adding is refused once the list holds the maximum (a 49th would exceed it). */
export const isFavoritesFull = (favorites: readonly FavoriteEntry[]): boolean =>
  favorites.length >= FAVORITES_MAX;

/** The new favorite goes first, so the list reads newest first. */
export const withFavorite = (favorites: readonly FavoriteEntry[], entry: FavoriteEntry): FavoriteEntry[] => [
  entry,
  ...favorites.filter((other) => other.mediaid !== entry.mediaid),
];

export const withoutFavorite = (favorites: readonly FavoriteEntry[], mediaid: string): FavoriteEntry[] =>
  favorites.filter((entry) => entry.mediaid !== mediaid);

/**
 * A loaded list as the flow keeps it: one entry per media item, at most the maximum. A list
 * written by an older version or another tab may hold more; the newest are kept.
 */
export const normaliseFavorites = (favorites: readonly FavoriteEntry[]): FavoriteEntry[] => {
  const seen = new Set<string>();
  return favorites
    .filter((entry) => (seen.has(entry.mediaid) ? false : (seen.add(entry.mediaid), true)))
    .slice(0, FAVORITES_MAX);
};
