import { describe, expect, it } from 'vitest';
import {
  createLocalWatchListsBackend,
  FAVORITES_STORAGE_KEY,
  HISTORY_STORAGE_KEY,
  WatchListStorageError,
  type KeyValueStorage,
} from './local-watch-lists';
import { memoryStorage } from './watch-lists.testing';

describe('local watch lists (seed 000 §5, §9)', () => {
  it('keeps both lists under the fixed app prefix', () => {
    expect(FAVORITES_STORAGE_KEY).toBe('jwapp.favorites');
    expect(HISTORY_STORAGE_KEY).toBe('jwapp.history');
  });

  it('reads nothing stored as an empty list, and writes the first list', async () => {
    const { storage, items } = memoryStorage();
    const backend = createLocalWatchListsBackend(storage);
    expect(await backend.loadFavorites()).toEqual([]);
    expect(await backend.loadHistory()).toEqual([]);

    const list = [{ mediaid: 'MvDrm002', title: 'Paper Boats' }];
    expect(await backend.persistFavorites(list, { type: 'add', entry: list[0]! })).toBe('saved');
    expect(JSON.parse(items.get(FAVORITES_STORAGE_KEY)!)).toEqual(list);
    expect(await backend.loadFavorites()).toEqual(list);
  });

  it('round-trips history entries with their optional fields', async () => {
    const { storage } = memoryStorage();
    const backend = createLocalWatchListsBackend(storage);
    const entry = {
      mediaid: 'EpHL1E02',
      progress: 0.3,
      seriesId: 'SrHarb01',
      title: 'The Night Ferry',
      duration: 2880,
    };
    await backend.persistHistory([entry], { type: 'save', entry });
    expect(await backend.loadHistory()).toEqual([entry]);
  });

  it('drops optional fields of the wrong type but keeps the entry', async () => {
    const stored = [
      { mediaid: 'MvAct001', progress: 0.4, title: 7, seriesId: null, duration: 'long', extra: true },
    ];
    const { storage } = memoryStorage({ [HISTORY_STORAGE_KEY]: JSON.stringify(stored) });
    expect(await createLocalWatchListsBackend(storage).loadHistory()).toEqual([
      { mediaid: 'MvAct001', progress: 0.4 },
    ]);
  });

  const corrupted: [string, string][] = [
    ['corrupted JSON', '[{"mediaid": "MvDrm002"'],
    ['an object, not a list', '{"mediaid":"MvDrm002"}'],
    ['an entry without mediaid', '[{"mediaid":"MvDrm002"},{"title":"Paper Boats"}]'],
    ['a numeric mediaid', '[{"mediaid":42}]'],
    ['a list of strings', '["MvDrm002"]'],
    ['null', 'null'],
  ];

  it.each(corrupted)('favorites holding %s are treated as empty and never overwritten', async (_, text) => {
    const { storage, items } = memoryStorage({ [FAVORITES_STORAGE_KEY]: text });
    const backend = createLocalWatchListsBackend(storage);
    expect(await backend.loadFavorites()).toEqual([]);

    const entry = { mediaid: 'MvCom005' };
    expect(await backend.persistFavorites([entry], { type: 'add', entry })).toBe('blocked');
    expect(await backend.persistFavorites([], { type: 'clear' })).toBe('blocked');
    expect(items.get(FAVORITES_STORAGE_KEY)).toBe(text);
  });

  it.each([
    ['corrupted JSON', '[{"mediaid":"MvAct001","progress":0.4}'],
    ['an entry without progress', '[{"mediaid":"MvAct001"}]'],
    ['a progress given as text', '[{"mediaid":"MvAct001","progress":"0.4"}]'],
  ])('history holding %s is treated as empty and never overwritten', async (_, text) => {
    const { storage, items } = memoryStorage({ [HISTORY_STORAGE_KEY]: text });
    const backend = createLocalWatchListsBackend(storage);
    expect(await backend.loadHistory()).toEqual([]);

    const entry = { mediaid: 'MvAct001', progress: 0.5 };
    expect(await backend.persistHistory([entry], { type: 'save', entry })).toBe('blocked');
    expect(items.get(HISTORY_STORAGE_KEY)).toBe(text);
  });

  it('blocks only the list that does not read', async () => {
    const { storage, items } = memoryStorage({ [HISTORY_STORAGE_KEY]: 'not json' });
    const backend = createLocalWatchListsBackend(storage);
    const entry = { mediaid: 'MvCom005' };
    expect(await backend.persistFavorites([entry], { type: 'add', entry })).toBe('saved');
    expect(items.get(FAVORITES_STORAGE_KEY)).toBe(JSON.stringify([entry]));
    expect(items.get(HISTORY_STORAGE_KEY)).toBe('not json');
  });

  it('does not overwrite a list that went bad after it was read', async () => {
    const { storage, items } = memoryStorage({ [FAVORITES_STORAGE_KEY]: '[]' });
    const backend = createLocalWatchListsBackend(storage);
    expect(await backend.loadFavorites()).toEqual([]);
    items.set(FAVORITES_STORAGE_KEY, '{broken');
    expect(await backend.persistFavorites([], { type: 'clear' })).toBe('blocked');
    expect(items.get(FAVORITES_STORAGE_KEY)).toBe('{broken');
  });

  it('reports a write the browser refuses (quota) as a storage error', async () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const backend = createLocalWatchListsBackend(storage);
    const entry = { mediaid: 'MvCom005' };
    await expect(backend.persistFavorites([entry], { type: 'add', entry })).rejects.toBeInstanceOf(
      WatchListStorageError,
    );
  });

  it('reads unreadable storage as empty and refuses to write to it', async () => {
    const storage: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
      setItem: () => {
        throw new Error('must not be called');
      },
    };
    const backend = createLocalWatchListsBackend(storage);
    expect(await backend.loadFavorites()).toEqual([]);
    expect(await backend.persistFavorites([], { type: 'clear' })).toBe('blocked');
  });

  it('without local storage, reads empty lists and fails every write', async () => {
    const backend = createLocalWatchListsBackend(null);
    expect(await backend.loadHistory()).toEqual([]);
    await expect(backend.persistHistory([], { type: 'clear' })).rejects.toBeInstanceOf(WatchListStorageError);
  });
});
