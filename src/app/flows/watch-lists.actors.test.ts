import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectFavorites } from '@machines/favorites/favorites.selectors';
import { selectContinueWatching } from '@machines/watch-history/watch-history.selectors';
import { FAVORITES_STORAGE_KEY, HISTORY_STORAGE_KEY } from '@/services/watch-lists/local-watch-lists';
import type { WatchListsBackend } from '@/services/watch-lists/watch-lists.types';
import { provideFavorites, provideWatchHistory } from './watch-lists.actors';
import { memoryStorage } from '@/services/watch-lists/watch-lists.testing';

const input = { enabled: true, backend: 'local' as const };

describe('favorites in local storage', () => {
  it('stores a toggled favorite and reads it back in the next session', async () => {
    const { storage, items } = memoryStorage();
    const first = createActor(provideFavorites({ storage }), { input }).start();
    await waitFor(first, (s) => s.matches('ready'));
    first.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'MvDrm002', title: 'Paper Boats' } });
    await waitFor(first, (s) => s.matches({ ready: 'notifying' }));
    expect(JSON.parse(items.get(FAVORITES_STORAGE_KEY)!)).toEqual([
      { mediaid: 'MvDrm002', title: 'Paper Boats' },
    ]);

    const second = createActor(provideFavorites({ storage }), { input }).start();
    await waitFor(second, (s) => s.matches('ready'));
    expect(selectFavorites(second.getSnapshot()).map((e) => e.mediaid)).toEqual(['MvDrm002']);
  });

  it('treats corrupted favorites as empty and leaves them as they are', async () => {
    const corrupted = '{"mediaid": "MvDrm002"';
    const { storage, items } = memoryStorage({ [FAVORITES_STORAGE_KEY]: corrupted });
    const actor = createActor(provideFavorites({ storage }), { input }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectFavorites(actor.getSnapshot())).toEqual([]);

    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'MvCom005' } });
    await waitFor(actor, (s) => s.matches({ ready: 'notifying' }));
    // The viewer keeps the favorite for this visit; what was stored is not replaced.
    expect(selectFavorites(actor.getSnapshot()).map((e) => e.mediaid)).toEqual(['MvCom005']);
    expect(items.get(FAVORITES_STORAGE_KEY)).toBe(corrupted);
  });

  it('starts empty when the back end is not there', async () => {
    const actor = createActor(provideFavorites({ storage: null }), {
      input: { enabled: true, backend: 'own-backend' },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectFavorites(actor.getSnapshot())).toEqual([]);
  });
});

describe('watch history in local storage', () => {
  it('saves progress on pause and lists it in continue watching after a reload', async () => {
    const { storage, items } = memoryStorage();
    const first = createActor(provideWatchHistory({ storage }), { input }).start();
    await waitFor(first, (s) => s.matches('idle'));
    first.send({
      type: 'PROGRESS.RECORD',
      media: { mediaid: 'MvAct001', title: 'Breakwater' },
      position: 8,
      duration: 20,
    });
    first.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await waitFor(first, (s) => s.matches('watching'));
    expect(JSON.parse(items.get(HISTORY_STORAGE_KEY)!)).toEqual([
      { mediaid: 'MvAct001', progress: 0.4, title: 'Breakwater', duration: 20 },
    ]);

    const second = createActor(provideWatchHistory({ storage }), { input }).start();
    await waitFor(second, (s) => s.matches('idle'));
    expect(selectContinueWatching(second.getSnapshot()).map((e) => e.progress)).toEqual([0.4]);
  });

  it('treats a history of the wrong shape as empty and leaves it as it is', async () => {
    const wrong = JSON.stringify([{ mediaid: 'MvAct001', progress: '40%' }]);
    const { storage, items } = memoryStorage({ [HISTORY_STORAGE_KEY]: wrong });
    const actor = createActor(provideWatchHistory({ storage }), { input }).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'PROGRESS.RECORD', media: { mediaid: 'MvAct001' }, position: 8, duration: 20 });
    actor.send({ type: 'PROGRESS.FLUSH', reason: 'pagehide' });
    await waitFor(actor, (s) => s.matches('watching'));
    expect(items.get(HISTORY_STORAGE_KEY)).toBe(wrong);
  });
});

describe('moving between this browser and an account (seed 000 §4)', () => {
  function accountLists() {
    const favorites: string[] = [];
    const history: string[] = [];
    const backend: WatchListsBackend = {
      kind: 'hosted',
      loadFavorites: async () => favorites.map((mediaid) => ({ mediaid })),
      persistFavorites: async (_list, change) => {
        if (change.type === 'add') favorites.unshift(change.entry.mediaid);
        return 'saved';
      },
      loadHistory: async () => history.map((mediaid) => ({ mediaid, progress: 0.5 })),
      persistHistory: async (_list, change) => {
        if (change.type === 'save') history.unshift(change.entry.mediaid);
        return 'saved';
      },
    };
    return { backend, favorites, history };
  }

  it('registration carries the local favorites over in order; signing out restores the local ones', async () => {
    const local = JSON.stringify([{ mediaid: 'b' }, { mediaid: 'a' }]);
    const { storage, items } = memoryStorage({ [FAVORITES_STORAGE_KEY]: local });
    const account = accountLists();
    const actor = createActor(provideFavorites({ storage, backends: { hosted: account.backend } }), {
      input,
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'LISTS.BACKEND_CHANGE', backend: 'hosted', carryOver: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(account.favorites).toEqual(['b', 'a']);

    // Signed in, changes go to the account only.
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'c' } });
    await waitFor(actor, (s) => s.matches({ ready: 'notifying' }));
    expect(account.favorites).toEqual(['c', 'b', 'a']);
    expect(items.get(FAVORITES_STORAGE_KEY)).toBe(local);

    actor.send({ type: 'LISTS.BACKEND_CHANGE', backend: 'local', carryOver: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectFavorites(actor.getSnapshot()).map((e) => e.mediaid)).toEqual(['b', 'a']);
  });

  it('registration carries the local history over, newest ending first', async () => {
    const local = JSON.stringify([
      { mediaid: 'new', progress: 0.5 },
      { mediaid: 'old', progress: 0.3 },
    ]);
    const { storage } = memoryStorage({ [HISTORY_STORAGE_KEY]: local });
    const account = accountLists();
    const actor = createActor(provideWatchHistory({ storage, backends: { hosted: account.backend } }), {
      input,
    }).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'LISTS.BACKEND_CHANGE', backend: 'hosted', carryOver: true });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(account.history).toEqual(['new', 'old']);
  });

  it('carries over only what the account lacks, and hands whole-list back ends the merged list', async () => {
    const local = JSON.stringify([{ mediaid: 'b' }, { mediaid: 'a' }]);
    const { storage } = memoryStorage({ [FAVORITES_STORAGE_KEY]: local });
    // The commerce platform keeps the list whole (customer externalData): each save replaces it.
    let stored = [{ mediaid: 'a' }, { mediaid: 'x' }];
    const adds: string[] = [];
    const whole: WatchListsBackend = {
      kind: 'commerce',
      loadFavorites: async () => stored,
      persistFavorites: async (list, change) => {
        if (change.type === 'add') adds.push(change.entry.mediaid);
        stored = [...list];
        return 'saved';
      },
      loadHistory: async () => [],
      persistHistory: async () => 'saved',
    };
    const actor = createActor(provideFavorites({ storage, backends: { commerce: whole } }), {
      input,
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LISTS.BACKEND_CHANGE', backend: 'commerce', carryOver: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(adds).toEqual(['b']);
    expect(stored.map((e) => e.mediaid)).toEqual(['b', 'a', 'x']);
    expect(selectFavorites(actor.getSnapshot()).map((e) => e.mediaid)).toEqual(['b', 'a', 'x']);
  });

  it('waits for the account before reading anything', async () => {
    const { storage } = memoryStorage({ [FAVORITES_STORAGE_KEY]: JSON.stringify([{ mediaid: 'local' }]) });
    const account = accountLists();
    account.favorites.push('mine');
    const actor = createActor(provideFavorites({ storage, backends: { hosted: account.backend } }), {
      input: { enabled: true, backend: null },
    }).start();
    expect(actor.getSnapshot().matches('awaitingAccount')).toBe(true);
    actor.send({ type: 'LISTS.BACKEND_CHANGE', backend: 'hosted', carryOver: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectFavorites(actor.getSnapshot()).map((e) => e.mediaid)).toEqual(['mine']);
  });
});

describe('account saves that fail (issue 16, docs/decisions.md "Saves that are never lost")', () => {
  const hosted = { enabled: true, backend: 'hosted' as const };
  const serverError = () =>
    Object.assign(new Error('Request failed with 500'), { code: 'server', status: 500 });

  function failingAccount(failures: number) {
    const state = {
      failures,
      favorites: [] as string[],
      history: [] as { mediaid: string; progress: number }[],
    };
    const gate = () => {
      if (state.failures > 0) {
        state.failures -= 1;
        throw serverError();
      }
    };
    const backend: WatchListsBackend = {
      kind: 'hosted',
      loadFavorites: async () => state.favorites.map((mediaid) => ({ mediaid })),
      persistFavorites: async (_list, change) => {
        gate();
        if (change.type === 'add') state.favorites.unshift(change.entry.mediaid);
        return 'saved';
      },
      loadHistory: async () => [...state.history],
      persistHistory: async (_list, change) => {
        gate();
        if (change.type === 'save')
          state.history = [{ mediaid: change.entry.mediaid, progress: change.entry.progress }];
        return 'saved';
      },
    };
    return { backend, state };
  }

  /** Adds a favorite on an account that refuses the first `failures` saves, and waits for the toast. */
  async function toggleOnFailingAccount(failures: number) {
    const { storage } = memoryStorage();
    const account = failingAccount(failures);
    const actor = createActor(
      provideFavorites({ storage, backends: { hosted: account.backend }, sleep: async () => {} }),
      { input: hosted },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'MvDrm002' } });
    await waitFor(actor, (s) => s.matches({ ready: 'notifying' }));
    return { actor, account };
  }

  it('a favorite the account refuses three times is rolled back with the failure toast', async () => {
    const { actor, account } = await toggleOnFailingAccount(3);
    expect(selectFavorites(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().context.notice?.key).toBe('addFailed');
    expect(account.state.favorites).toEqual([]);
  });

  it('a favorite saved on the third attempt stays, with the added toast', async () => {
    const { actor, account } = await toggleOnFailingAccount(2);
    expect(actor.getSnapshot().context.notice?.key).toBe('added');
    expect(account.state.favorites).toEqual(['MvDrm002']);
  });

  it('progress whose save fails is sent when the page loads again', async () => {
    const { storage } = memoryStorage();
    const account = failingAccount(3);
    const deps = { storage, backends: { hosted: account.backend }, sleep: async () => {} };
    const first = createActor(provideWatchHistory(deps), { input: hosted }).start();
    await waitFor(first, (s) => s.matches('idle'));
    first.send({ type: 'PROGRESS.RECORD', media: { mediaid: 'MvAct001' }, position: 30, duration: 100 });
    first.send({ type: 'PROGRESS.FLUSH', reason: 'pause' });
    await waitFor(first, (s) => s.matches('watching') && s.context.unsaved);
    expect(account.state.history).toEqual([]);
    first.stop();

    const second = createActor(provideWatchHistory(deps), { input: hosted }).start();
    await waitFor(second, (s) => s.matches('idle'));
    expect(account.state.history).toEqual([{ mediaid: 'MvAct001', progress: 0.3 }]);
    expect(selectContinueWatching(second.getSnapshot()).map((e) => e.progress)).toEqual([0.3]);
  });

  it('a favorite added offline is sent when the browser comes back online, once however many ask', async () => {
    const { storage } = memoryStorage();
    const account = failingAccount(0);
    const offline = { on: true };
    const sent: string[] = [];
    const backend: WatchListsBackend = {
      ...account.backend,
      persistFavorites: async (list, change) => {
        if (offline.on) throw Object.assign(new TypeError('Failed to fetch'), { code: 'network' });
        if (change.type === 'add') sent.push(change.entry.mediaid);
        return account.backend.persistFavorites(list, change);
      },
    };
    const online: (() => void)[] = [];
    const actor = createActor(
      provideFavorites({
        storage,
        backends: { hosted: backend },
        sleep: async () => {},
        onOnline: (listener) => online.push(listener),
      }),
      { input: hosted },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'MvDrm002' } });
    await waitFor(actor, (s) => s.matches({ ready: 'notifying' }));
    expect(selectFavorites(actor.getSnapshot()).map((e) => e.mediaid)).toEqual(['MvDrm002']);
    expect(account.state.favorites).toEqual([]);

    offline.on = false;
    // The event may reach the page more than once; the queued add is sent once.
    online.forEach((listener) => listener());
    online.forEach((listener) => listener());
    await vi.waitFor(() => expect(account.state.favorites).toEqual(['MvDrm002']));
    await vi.waitFor(() => expect(JSON.parse(storage.getItem('jwapp.pending_saves') ?? '{}')).toEqual({}));
    expect(sent).toEqual(['MvDrm002']);
  });
});
