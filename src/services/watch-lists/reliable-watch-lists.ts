/**
 * Saves that are never lost (issue 16; docs/decisions.md "Saves that are never lost"). Wraps an
 * account back end of the watch lists:
 * - every call is tried up to {@link SAVE_ATTEMPTS} times, waiting {@link SAVE_RETRY_DELAYS_MS}
 *   between attempts, when it fails on the network or with a 5xx or 408 (seed 002 §8: retry only
 *   network and api errors, never a 4xx except 408). A 401 is refreshed and replayed once by the
 *   back end's own HTTP layer (seed 001 §4), so it never reaches this wrapper unless the refresh
 *   failed;
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

/** Like the session refresh of seed 001 §4: 3 attempts, 1 s then 2 s apart. */
export const SAVE_ATTEMPTS = 3;
export const SAVE_RETRY_DELAYS_MS = [1_000, 2_000] as const;

/** Under the app prefix of seed 000 §9, next to favorites and history. */
export const PENDING_SAVES_STORAGE_KEY = 'jwapp.pending_saves';

type PendingFavorite = { change: FavoritesChange; list: FavoriteEntry[] };
type PendingLists = { favorites: PendingFavorite[]; history: HistoryEntry[] };
type PendingByBackend = Partial<Record<WatchListsBackendKind, PendingLists>>;

type Failure = { code?: unknown; status?: unknown; kind?: unknown };

/** The network did not answer (a dropped connection, offline). */
export function isOffline(error: unknown): boolean {
  const failure = (error ?? {}) as Failure;
  return failure.code === 'network' || failure.kind === 'network' || error instanceof TypeError;
}

/** seed 002 §8: network errors and server errors are tried again; a 4xx never, except 408. */
export function isRetryable(error: unknown): boolean {
  if (isOffline(error)) return true;
  const status = (error ?? {}) as Failure;
  return typeof status.status === 'number' && (status.status >= 500 || status.status === 408);
}

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call` until it succeeds, fails for good, or has been tried {@link SAVE_ATTEMPTS} times. */
export async function withRetry<T>(call: () => Promise<T>, sleep: Sleep = realSleep): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= SAVE_ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(SAVE_RETRY_DELAYS_MS[Math.min(attempt, SAVE_RETRY_DELAYS_MS.length) - 1] ?? 0);
    }
  }
}

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

/** The account back end `inner`, with retries and the offline queue described above. */
export function createReliableWatchLists(
  inner: WatchListsBackend,
  options: ReliableOptions,
): WatchListsBackend {
  const { pending, saveToHistory } = options;
  const kind = inner.kind;
  const retry = <T>(call: () => Promise<T>) => withRetry(call, options.sleep);

  /** Sends what is queued, oldest first; stops at the first change that still cannot go. */
  async function flushFavorites(): Promise<void> {
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

  async function flushHistory(): Promise<void> {
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
