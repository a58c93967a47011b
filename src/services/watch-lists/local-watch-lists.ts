import * as z from 'zod/mini';
import {
  storedFavoritesSchema,
  storedHistorySchema,
  toFavoriteEntry,
  toHistoryEntry,
} from './watch-lists.schemas';
import type { FavoriteEntry, HistoryEntry, PersistResult, WatchListsBackend } from './watch-lists.types';

/** seed 000 §9: local storage keys favorites and history under the fixed app prefix. */
export const FAVORITES_STORAGE_KEY = 'jwapp.favorites';
export const HISTORY_STORAGE_KEY = 'jwapp.history';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What one key holds: nothing yet, a readable list, or something that is not a list of entries. */
type Stored<TEntry> = { status: 'absent' } | { status: 'valid'; entries: TEntry[] } | { status: 'invalid' };

/** Thrown when the browser refuses to store the list (quota, private mode, storage switched off). */
export class WatchListStorageError extends Error {
  readonly kind = 'storage' as const;
  constructor(message: string) {
    super(message);
    this.name = 'WatchListStorageError';
  }
}

function readList<TStored, TEntry>(
  storage: KeyValueStorage | null,
  key: string,
  schema: z.ZodMiniType<TStored[]>,
  toEntry: (stored: TStored) => TEntry,
): Stored<TEntry> {
  let text: string | null;
  try {
    text = storage ? storage.getItem(key) : null;
  } catch {
    // Storage that cannot even be read cannot be trusted with a write either.
    return { status: 'invalid' };
  }
  if (text === null) return { status: 'absent' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 'invalid' };
  }
  const result = z.safeParse(schema, parsed);
  return result.success ? { status: 'valid', entries: result.data.map(toEntry) } : { status: 'invalid' };
}

/** seed 000 §5: what does not validate is treated as empty (and `write` will not replace it). */
function entriesOf<TEntry>(stored: Stored<TEntry>): TEntry[] {
  return stored.status === 'valid' ? stored.entries : [];
}

/**
 * The signed-out back end: both lists in this browser's local storage. Writing checks what is
 * stored first, so a list that does not validate (corrupted JSON, wrong shape, written by
 * something else) is never overwritten, even when it went bad after the page loaded.
 */
export function createLocalWatchListsBackend(storage: KeyValueStorage | null): WatchListsBackend {
  function write<TStored, TEntry>(
    key: string,
    schema: z.ZodMiniType<TStored[]>,
    toEntry: (stored: TStored) => TEntry,
    list: readonly TEntry[],
  ): PersistResult {
    if (!storage) throw new WatchListStorageError('Local storage is not available');
    if (readList(storage, key, schema, toEntry).status === 'invalid') return 'blocked';
    try {
      storage.setItem(key, JSON.stringify(list));
    } catch (error) {
      throw new WatchListStorageError(error instanceof Error ? error.message : String(error));
    }
    return 'saved';
  }

  return {
    kind: 'local',
    async loadFavorites() {
      return entriesOf(readList(storage, FAVORITES_STORAGE_KEY, storedFavoritesSchema, toFavoriteEntry));
    },
    async persistFavorites(list: readonly FavoriteEntry[]) {
      return write(FAVORITES_STORAGE_KEY, storedFavoritesSchema, toFavoriteEntry, list);
    },
    async loadHistory() {
      return entriesOf(readList(storage, HISTORY_STORAGE_KEY, storedHistorySchema, toHistoryEntry));
    },
    async persistHistory(list: readonly HistoryEntry[]) {
      return write(HISTORY_STORAGE_KEY, storedHistorySchema, toHistoryEntry, list);
    },
  };
}
