import { fromPromise } from 'xstate';
import { isFavorite, withFavorite } from '@machines/favorites/favorites-rules';
import { favoritesMachine } from '@machines/favorites/favorites.machine';
import type {
  FavoriteEntry,
  ImportFavoritesInput,
  LoadFavoritesInput,
  PersistFavoritesInput,
} from '@machines/favorites/favorites.types';
import { saveToHistory } from '@machines/watch-history/history-rules';
import { watchHistoryMachine } from '@machines/watch-history/watch-history.machine';
import type {
  HistoryEntry,
  ImportHistoryInput,
  LoadHistoryInput,
  PersistHistoryInput,
} from '@machines/watch-history/watch-history.types';
import { createLocalWatchListsBackend, type KeyValueStorage } from '@/services/watch-lists/local-watch-lists';
import type { Sleep } from '@/services/http/save-retry';
import {
  createPendingSaves,
  createReliableWatchLists,
  type PendingSaves,
  type ReliableWatchLists,
} from '@/services/watch-lists/reliable-watch-lists';
import type {
  PersistResult,
  WatchListsBackend,
  WatchListsBackendKind,
} from '@/services/watch-lists/watch-lists.types';

/** The back ends the lists can be kept in; the account ones join once their code has loaded. */
export type WatchListsBackends = Partial<Record<WatchListsBackendKind, WatchListsBackend>>;

export type WatchListsDeps = {
  /** Local storage, or null where the browser refuses it. */
  storage: KeyValueStorage | null;
  /** Replaces or adds back ends (tests, and the account back ends later). */
  backends?: WatchListsBackends;
  /** How the account saves wait between attempts (tests); a timer otherwise. */
  sleep?: Sleep;
  /**
   * Calls `listener` each time the browser comes back online (the window's `online` event when
   * not given); what was queued while offline is sent then, without waiting for the next save.
   */
  onOnline?: (listener: () => void) => void;
};

const ACCOUNT_KINDS = [
  'hosted',
  'commerce',
  'own-backend',
] as const satisfies readonly WatchListsBackendKind[];

const browserOnline = (listener: () => void) => {
  if (typeof window !== 'undefined') window.addEventListener('online', listener);
};

type BackendLookup = {
  backendFor: (kind: WatchListsBackendKind) => WatchListsBackend;
  pending: PendingSaves;
  /** The account back ends that have something queued, wrapped with their queue. */
  queuedIn: (which: 'favorites' | 'history') => ReliableWatchLists[];
};

function backendsOf(deps: WatchListsDeps): BackendLookup {
  const local = createLocalWatchListsBackend(deps.storage);
  const pending = createPendingSaves(deps.storage);
  // Issue 16: account saves are retried and queued (docs/decisions.md "Saves that are never lost").
  const reliable = new WeakMap<WatchListsBackend, ReliableWatchLists>();
  const reliableOf = (inner: WatchListsBackend) => {
    let wrapped = reliable.get(inner);
    if (!wrapped) {
      wrapped = createReliableWatchLists(inner, { pending, saveToHistory, sleep: deps.sleep });
      reliable.set(inner, wrapped);
    }
    return wrapped;
  };
  // Looked up at use: the account back ends join once their code has loaded.
  const backendFor = (kind: WatchListsBackendKind) => {
    const backend = deps.backends?.[kind] ?? (kind === 'local' ? local : undefined);
    if (!backend) throw new Error(`No ${kind} back end for favorites and watch history`);
    return backend.kind === 'local' ? backend : reliableOf(backend);
  };
  const queuedIn = (which: 'favorites' | 'history') =>
    ACCOUNT_KINDS.filter((kind) => deps.backends?.[kind] && pending.read(kind)[which].length > 0).map(
      (kind) => reliableOf(deps.backends![kind]!),
    );
  return { backendFor, pending, queuedIn };
}

/** The favorites flow with its real side effects (provided in src/app/app.actor.ts). */
export function provideFavorites(deps: WatchListsDeps) {
  const { backendFor, pending, queuedIn } = backendsOf(deps);
  (deps.onOnline ?? browserOnline)(() => {
    for (const backend of queuedIn('favorites')) void backend.sendQueuedFavorites();
  });
  return favoritesMachine.provide({
    actors: {
      loadFavorites: fromPromise<FavoriteEntry[], LoadFavoritesInput>(async ({ input }) => {
        // Signed out: what an account could not send is never sent to the next one.
        if (input.backend === 'local') pending.forgetAccounts();
        return backendFor(input.backend).loadFavorites();
      }),
      persistFavorites: fromPromise<PersistResult, PersistFavoritesInput>(async ({ input }) =>
        backendFor(input.backend).persistFavorites(input.list, input.change),
      ),
      // seed 000 §4: one add per favorite the account lacks, oldest first, so the account ends up
      // in the same order. `list` is the whole resulting list, for back ends that store it whole
      // (the commerce platform): what the account had stays behind the carried-over favorites.
      importFavorites: fromPromise<void, ImportFavoritesInput>(async ({ input }) => {
        const backend = backendFor(input.backend);
        let list = await backend.loadFavorites();
        for (const entry of [...input.list].reverse()) {
          if (isFavorite(list, entry.mediaid)) continue;
          list = withFavorite(list, entry);
          await backend.persistFavorites(list, { type: 'add', entry });
        }
      }),
    },
  });
}

/** The watch-history flow with its real side effects (provided in src/app/app.actor.ts). */
export function provideWatchHistory(deps: WatchListsDeps) {
  const { backendFor, pending, queuedIn } = backendsOf(deps);
  (deps.onOnline ?? browserOnline)(() => {
    for (const backend of queuedIn('history')) void backend.sendQueuedHistory();
  });
  return watchHistoryMachine.provide({
    actors: {
      loadHistory: fromPromise<HistoryEntry[], LoadHistoryInput>(async ({ input }) => {
        if (input.backend === 'local') pending.forgetAccounts();
        return backendFor(input.backend).loadHistory();
      }),
      persistHistory: fromPromise<PersistResult, PersistHistoryInput>(async ({ input }) =>
        backendFor(input.backend).persistHistory(input.list, input.change),
      ),
      // seed 000 §4: one save per entry, oldest first, so the newest ends up first there too;
      // `list` is the account's history with each saved entry moved to the front.
      importHistory: fromPromise<void, ImportHistoryInput>(async ({ input }) => {
        const backend = backendFor(input.backend);
        let list = await backend.loadHistory();
        for (const entry of [...input.list].reverse()) {
          list = saveToHistory(list, entry);
          await backend.persistHistory(list, { type: 'save', entry });
        }
      }),
    },
  });
}
