/**
 * Saves that are never lost (issue 16; docs/decisions.md "Saves that are never lost"). Wraps an
 * account back end of the watch lists:
 * - every call is tried again on the network or with a 5xx or 408, as every save is
 *   (src/services/http/save-retry.ts). A 401 is refreshed and replayed once by the back end's own
 *   HTTP layer (seed 001 §4), so it never reaches this wrapper unless the refresh failed;
 * - a favorites change that still cannot reach the back end because the network is down is kept
 *   in local storage and reported as `queued`: the viewer's choice stays on screen and is sent
 *   before the next save or load that reaches the back end (a reload included);
 * - the last position per item of a progress save that fails on the network or with a 5xx is kept
 *   in local storage as well, then sent before the next save or load; the failure still reaches
 *   the flow, which keeps the recording unsaved and saves it again on its own interval;
 * - loads show what is still queued on top of what the back end answers, so a reload while the
 *   back end is down does not undo the viewer's choices.
 * A refusal that can never succeed (any other 4xx, a session that ended) drops the queued entry.
 */
import type {
  FavoriteEntry,
  FavoritesChange,
  HistoryChange,
  HistoryEntry,
  PersistResult,
  WatchListsBackend,
  WatchListsBackendKind,
} from './watch-lists.types';
import type { KeyValueStorage } from './local-watch-lists';
import { isOffline, isRetryable, withRetry, type Sleep } from '../http/save-retry';

/** Under the app prefix of seed 000 §9, next to favorites and history. */
export const PENDING_SAVES_STORAGE_KEY = 'jwapp.pending_saves';

type PendingFavorite = { change: FavoritesChange; list: FavoriteEntry[] };
type PendingLists = { favorites: PendingFavorite[]; history: HistoryEntry[] };
type PendingByBackend = Partial<Record<WatchListsBackendKind, PendingLists>>;

/** The queue in local storage; unreadable or unwritable storage holds nothing (it cannot help then). */
export function createPendingSaves(storage: KeyValueStorage | null) {
  function readAll(): PendingByBackend {
    try {
      const text = storage?.getItem(PENDING_SAVES_STORAGE_KEY);
      const parsed = text ? (JSON.parse(text) as unknown) : null;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as PendingByBackend)
        : {};
    } catch {
      return {};
    }
  }
  function writeAll(all: PendingByBackend): void {
    try {
      storage?.setItem(PENDING_SAVES_STORAGE_KEY, JSON.stringify(all));
    } catch {
      // Nothing more can be kept; the flow still holds the viewer's choice for this visit.
    }
  }
  const listsOf = (all: PendingByBackend, kind: WatchListsBackendKind): PendingLists => {
    const lists = all[kind];
    return {
      favorites: Array.isArray(lists?.favorites) ? lists.favorites : [],
      history: Array.isArray(lists?.history) ? lists.history : [],
    };
  };
  return {
    read: (kind: WatchListsBackendKind): PendingLists => listsOf(readAll(), kind),
    update(kind: WatchListsBackendKind, change: (lists: PendingLists) => PendingLists): void {
      const all = readAll();
      const next = change(listsOf(all, kind));
      if (next.favorites.length === 0 && next.history.length === 0) delete all[kind];
      else all[kind] = next;
      writeAll(all);
    },
    /** A sign-out: what one account could not send must never reach the next account. */
    forgetAccounts(): void {
      if (Object.keys(readAll()).length > 0) writeAll({});
    },
  };
}

export type PendingSaves = ReturnType<typeof createPendingSaves>;

/** What a queued favorites change does to a list the back end answered. */
function applyFavoriteChange(list: FavoriteEntry[], change: FavoritesChange): FavoriteEntry[] {
  if (change.type === 'clear') return [];
  const others = list.filter(
    (entry) => entry.mediaid !== (change.type === 'add' ? change.entry.mediaid : change.mediaid),
  );
  return change.type === 'add' ? [change.entry, ...others] : others;
}

export type ReliableOptions = {
  pending: PendingSaves;
  /** How a saved entry goes into a history (the flow's rule: seed 000 §4, newest first, one per item and series). */
  saveToHistory: (history: readonly HistoryEntry[], entry: HistoryEntry) => HistoryEntry[];
  sleep?: Sleep;
};

/** An account back end with retries and its queue, which can be sent when the browser is back online. */
export type ReliableWatchLists = WatchListsBackend & {
  /** Sends the queued favorites changes now (the browser came back online); never throws. */
  sendQueuedFavorites(): Promise<void>;
  /** Sends the kept positions now; never throws. */
  sendQueuedHistory(): Promise<void>;
};

/** The account back end `inner`, with retries and the offline queue described above. */
export function createReliableWatchLists(
  inner: WatchListsBackend,
  options: ReliableOptions,
): ReliableWatchLists {
  const { pending, saveToHistory } = options;
  const kind = inner.kind;
  const retry = <T>(call: () => Promise<T>) => withRetry(call, options.sleep);

  /** One send of the queue at a time: a second caller shares it, so no entry is sent or dropped twice. */
  const inFlight: { favorites: Promise<void> | null; history: Promise<void> | null } = {
    favorites: null,
    history: null,
  };
  const once = (which: 'favorites' | 'history', send: () => Promise<void>) =>
    (inFlight[which] ??= send().finally(() => {
      inFlight[which] = null;
    }));
  const flushFavorites = () => once('favorites', sendFavorites);
  const flushHistory = () => once('history', sendHistory);

  /** Sends what is queued, oldest first; stops at the first change that still cannot go. */
  async function sendFavorites(): Promise<void> {
    for (const queued of pending.read(kind).favorites) {
      try {
        await retry(() => inner.persistFavorites(queued.list, queued.change));
      } catch (error) {
        if (isRetryable(error)) throw error;
        // Refused for good: it can never be sent.
      }
      pending.update(kind, (lists) => ({ ...lists, favorites: lists.favorites.slice(1) }));
    }
  }

  async function sendHistory(): Promise<void> {
    for (const entry of [...pending.read(kind).history].reverse()) {
      try {
        const list = saveToHistory([], entry);
        await retry(() => inner.persistHistory(list, { type: 'save', entry }));
      } catch (error) {
        if (isRetryable(error)) throw error;
      }
      pending.update(kind, (lists) => ({
        ...lists,
        history: lists.history.filter((other) => other.mediaid !== entry.mediaid),
      }));
    }
  }

  const queueFavorite = (list: readonly FavoriteEntry[], change: FavoritesChange) =>
    pending.update(kind, (lists) => ({
      ...lists,
      favorites: [...lists.favorites, { change, list: [...list] }],
    }));

  const queueProgress = (entry: HistoryEntry) =>
    pending.update(kind, (lists) => ({
      ...lists,
      history: [entry, ...lists.history.filter((other) => other.mediaid !== entry.mediaid)],
    }));

  return {
    kind,
    sendQueuedFavorites: () => flushFavorites().catch(() => undefined),
    sendQueuedHistory: () => flushHistory().catch(() => undefined),
    async loadFavorites() {
      await flushFavorites().catch(() => undefined);
      const list = await retry(() => inner.loadFavorites());
      return pending
        .read(kind)
        .favorites.reduce((shown, queued) => applyFavoriteChange(shown, queued.change), list);
    },
    async persistFavorites(list, change): Promise<PersistResult> {
      try {
        await flushFavorites();
        return await retry(() => inner.persistFavorites(list, change));
      } catch (error) {
        if (!isOffline(error)) throw error;
        queueFavorite(list, change);
        return 'queued';
      }
    },
    async loadHistory() {
      await flushHistory().catch(() => undefined);
      const list = await retry(() => inner.loadHistory());
      return [...pending.read(kind).history]
        .reverse()
        .reduce((shown, entry) => saveToHistory(shown, entry), list);
    },
    async persistHistory(list, change: HistoryChange): Promise<PersistResult> {
      if (change.type === 'clear') {
        pending.update(kind, (lists) => ({ ...lists, history: [] }));
        return retry(() => inner.persistHistory(list, change));
      }
      try {
        await flushHistory();
        const result = await retry(() => inner.persistHistory(list, change));
        return result;
      } catch (error) {
        // seed 002 §4 with issue 16: the last position per item survives a failed save.
        if (isRetryable(error)) queueProgress(change.entry);
        throw error;
      }
    },
  };
}
