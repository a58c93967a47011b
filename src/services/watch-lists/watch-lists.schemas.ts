import * as z from 'zod/mini';
import type { FavoriteEntry, HistoryEntry } from './watch-lists.types';

/**
 * seed 000 §5: stored favorites and history must be a list of entries with a string mediaid
 * (history also a numeric progress). Other fields are optional: one of the wrong type is dropped,
 * not a reason to refuse the list.
 */
export const storedFavoritesSchema = z.array(z.looseObject({ mediaid: z.string() }));
export const storedHistorySchema = z.array(z.looseObject({ mediaid: z.string(), progress: z.number() }));

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const seconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** Only the fields that are set, so entries compare and serialise without `undefined` keys. */
function defined<T extends object>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as T;
}

export function toFavoriteEntry(stored: { mediaid: string } & Record<string, unknown>): FavoriteEntry {
  return defined({ mediaid: stored.mediaid, title: text(stored.title), feedid: text(stored.feedid) });
}

export function toHistoryEntry(
  stored: { mediaid: string; progress: number } & Record<string, unknown>,
): HistoryEntry {
  return defined({
    mediaid: stored.mediaid,
    progress: stored.progress,
    seriesId: text(stored.seriesId),
    title: text(stored.title),
    feedid: text(stored.feedid),
    duration: seconds(stored.duration),
  });
}
