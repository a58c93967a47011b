import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './local-watch-lists';
import {
  createPendingSaves,
  createReliableWatchLists,
  PENDING_SAVES_STORAGE_KEY,
} from './reliable-watch-lists';
import { SAVE_ATTEMPTS, SAVE_RETRY_DELAYS_MS } from '../http/save-retry';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from './watch-lists.types';
import { memoryStorage } from './watch-lists.testing';

/** What an account back end throws (an AccountError, src/services/account/account.types.ts). */
const serverError = (status: number) =>
  Object.assign(new Error(`Request failed with ${status}`), { code: 'server', status });
/** Newest first, one entry per item (the flow's own rule also folds series together). */
const saveToHistory = (history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] => [
  entry,
  ...history.filter((other) => other.mediaid !== entry.mediaid),
];
const networkError = () => Object.assign(new Error('Failed to fetch'), { code: 'network', status: null });

/** A stand-in account: the lists it holds, and the failures the next calls meet. */
function account() {
  const held = { favorites: [] as FavoriteEntry[], history: [] as HistoryEntry[] };
  const failures: Error[] = [];
  const calls: string[] = [];
  const next = (what: string) => {
    calls.push(what);
    const failure = failures.shift();
    if (failure) throw failure;
  };
  const backend: WatchListsBackend = {
    kind: 'hosted',
    async loadFavorites() {
      next('load favorites');
      return [...held.favorites];
    },
    async persistFavorites(_list, change) {
      next(`favorites ${change.type}`);
      if (change.type === 'add') held.favorites = [change.entry, ...held.favorites];
      if (change.type === 'remove')
        held.favorites = held.favorites.filter((e) => e.mediaid !== change.mediaid);
      if (change.type === 'clear') held.favorites = [];
      return 'saved';
    },
    async loadHistory() {
      next('load history');
      return [...held.history];
    },
    async persistHistory(_list, change) {
      next(`history ${change.type}`);
      if (change.type === 'save') held.history = saveToHistory(held.history, change.entry);
      else held.history = [];
      return 'saved';
    },
  };
  return { held, failures, calls, backend };
}

function reliable(inner: WatchListsBackend, storage: KeyValueStorage) {
  const waits: number[] = [];
  const backend = createReliableWatchLists(inner, {
    pending: createPendingSaves(storage),
    saveToHistory,
    sleep: async (ms) => void waits.push(ms),
  });
  return { backend, waits };
}

/** The reliable layer over a fresh account stub, queueing in a fresh storage. */
function onFreshAccount() {
  const stub = account();
  const { storage } = memoryStorage();
  return { stub, storage, ...reliable(stub.backend, storage) };
}

/** Each of a save's three attempts fails with a new `failure`. */
const failEveryAttempt = (stub: ReturnType<typeof account>, failure: () => Error) =>
  stub.failures.push(failure(), failure(), failure());

const film = { mediaid: 'MvDrm002', title: 'Paper Boats' };
const progress = (value: number): HistoryEntry => ({ mediaid: 'MvAct001', progress: value, duration: 100 });

describe('retries (docs/decisions.md "Saves that are never lost")', () => {
  it('tries a save 3 times, 1 s then 2 s apart, on 5xx answers', async () => {
    const { stub, backend, waits } = onFreshAccount();
    stub.failures.push(serverError(500), serverError(503));
    expect(await backend.persistFavorites([film], { type: 'add', entry: film })).toBe('saved');
    expect(SAVE_ATTEMPTS).toBe(3);
    expect(waits).toEqual([...SAVE_RETRY_DELAYS_MS]);
    expect(waits).toEqual([1_000, 2_000]);
    expect(stub.held.favorites).toEqual([film]);
  });

  it('gives up after the third 5xx and reports the failure (the flow rolls back)', async () => {
    const { stub, backend } = onFreshAccount();
    failEveryAttempt(stub, () => serverError(500));
    await expect(backend.persistFavorites([film], { type: 'add', entry: film })).rejects.toMatchObject({
      status: 500,
    });
    expect(stub.calls).toEqual(['favorites add', 'favorites add', 'favorites add']);
    expect(await backend.loadFavorites()).toEqual([]);
  });

  it('never tries a 4xx again (seed 002 §8), and 408 is tried again', async () => {
    const { stub, backend } = onFreshAccount();
    stub.failures.push(serverError(400));
    await expect(backend.persistFavorites([film], { type: 'add', entry: film })).rejects.toMatchObject({
      status: 400,
    });
    expect(stub.calls).toHaveLength(1);
    stub.failures.push(serverError(408));
    expect(await backend.persistFavorites([film], { type: 'add', entry: film })).toBe('saved');
  });
});

describe('offline favorites', () => {
  it('are queued in local storage, shown on the next load, and sent once the back end answers', async () => {
    const stub = account();
    const { storage, items } = memoryStorage();
    const first = reliable(stub.backend, storage).backend;
    failEveryAttempt(stub, networkError);
    expect(await first.persistFavorites([film], { type: 'add', entry: film })).toBe('queued');
    expect(items.get(PENDING_SAVES_STORAGE_KEY)).toContain(film.mediaid);
    expect(stub.held.favorites).toEqual([]);

    // A reload while the back end is still unreachable shows the queued favorite.
    failEveryAttempt(stub, networkError);
    const second = reliable(stub.backend, storage).backend;
    expect(await second.loadFavorites()).toEqual([film]);
    expect(stub.held.favorites).toEqual([]);

    // Back: the queue goes first, then the load.
    expect(await second.loadFavorites()).toEqual([film]);
    expect(stub.held.favorites).toEqual([film]);
    expect(JSON.parse(items.get(PENDING_SAVES_STORAGE_KEY) ?? '{}')).toEqual({});
  });

  it('keep their order: a queued add then a removal leave the favorite out', async () => {
    const { stub, backend } = onFreshAccount();
    failEveryAttempt(stub, networkError);
    await backend.persistFavorites([film], { type: 'add', entry: film });
    expect(await backend.persistFavorites([], { type: 'remove', mediaid: film.mediaid })).toBe('saved');
    expect(stub.calls.slice(-2)).toEqual(['favorites add', 'favorites remove']);
    expect(stub.held.favorites).toEqual([]);
  });

  it('a 5xx while something is queued fails the new change and keeps the queue', async () => {
    const { stub, backend } = onFreshAccount();
    failEveryAttempt(stub, networkError);
    await backend.persistFavorites([film], { type: 'add', entry: film });
    failEveryAttempt(stub, () => serverError(500));
    const other = { mediaid: 'MvCom005' };
    await expect(
      backend.persistFavorites([other, film], { type: 'add', entry: other }),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(await backend.loadFavorites()).toEqual([film]);
    expect(stub.held.favorites).toEqual([film]);
  });
});

describe('watch progress is never lost', () => {
  it('keeps the last position of a failed save and sends it on the next load', async () => {
    const stub = account();
    const { storage } = memoryStorage();
    const first = reliable(stub.backend, storage).backend;
    failEveryAttempt(stub, () => serverError(500));
    await expect(
      first.persistHistory([progress(0.3)], { type: 'save', entry: progress(0.3) }),
    ).rejects.toMatchObject({
      status: 500,
    });
    // The player moves on; that save fails too: only the last position is kept.
    failEveryAttempt(stub, networkError);
    await expect(
      first.persistHistory([progress(0.4)], { type: 'save', entry: progress(0.4) }),
    ).rejects.toMatchObject({
      code: 'network',
    });

    // The page is reloaded and the back end is back.
    const second = reliable(stub.backend, storage).backend;
    expect(await second.loadHistory()).toEqual([progress(0.4)]);
    expect(stub.held.history).toEqual([progress(0.4)]);
    expect(stub.calls.filter((c) => c === 'history save')).toHaveLength(7);
  });

  it('shows the queued position over what the back end answers while it is still failing', async () => {
    const stub = account();
    stub.held.history = [progress(0.1)];
    const { storage } = memoryStorage();
    const { backend } = reliable(stub.backend, storage);
    stub.failures.push(serverError(502), serverError(502), serverError(502));
    await expect(
      backend.persistHistory([progress(0.6)], { type: 'save', entry: progress(0.6) }),
    ).rejects.toBeTruthy();
    failEveryAttempt(stub, () => serverError(502));
    expect(await backend.loadHistory()).toEqual([progress(0.6)]);
    expect(stub.held.history).toEqual([progress(0.1)]);
  });

  it('does not queue a save refused for good, and clearing drops what is queued', async () => {
    const { stub, storage, backend } = onFreshAccount();
    stub.failures.push(serverError(400));
    await expect(
      backend.persistHistory([progress(0.3)], { type: 'save', entry: progress(0.3) }),
    ).rejects.toBeTruthy();
    expect(createPendingSaves(storage).read('hosted').history).toEqual([]);

    failEveryAttempt(stub, () => serverError(500));
    await expect(
      backend.persistHistory([progress(0.5)], { type: 'save', entry: progress(0.5) }),
    ).rejects.toBeTruthy();
    expect(await backend.persistHistory([], { type: 'clear' })).toBe('saved');
    expect(createPendingSaves(storage).read('hosted').history).toEqual([]);
    expect(stub.held.history).toEqual([]);
  });
});

describe('the queue', () => {
  it('is forgotten at sign-out, so nothing reaches the next account', () => {
    const { storage } = memoryStorage();
    const pending = createPendingSaves(storage);
    pending.update('hosted', (lists) => ({ ...lists, history: [progress(0.5)] }));
    pending.forgetAccounts();
    expect(pending.read('hosted')).toEqual({ favorites: [], history: [] });
  });

  it('reads unreadable storage as empty and survives a refused write', () => {
    const broken: KeyValueStorage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const pending = createPendingSaves(broken);
    expect(pending.read('own-backend')).toEqual({ favorites: [], history: [] });
    expect(() =>
      pending.update('own-backend', (lists) => ({ ...lists, history: [progress(0.2)] })),
    ).not.toThrow();
    expect(createPendingSaves(null).read('hosted')).toEqual({ favorites: [], history: [] });
  });
});
