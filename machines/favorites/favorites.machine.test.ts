import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { NOTICE_DURATION_MS, favoritesMachine } from './favorites.machine';
import { FAVORITES_MAX } from './favorites-rules';
import { selectIsFavorite, selectNotice, selectShowsLimitWarning } from './favorites.selectors';
import type {
  FavoriteEntry,
  LoadFavoritesInput,
  PersistFavoritesInput,
  PersistResult,
} from './favorites.types';

const entries = (count: number): FavoriteEntry[] =>
  Array.from({ length: count }, (_, i) => ({ mediaid: `m${i}` }));

function start(stored: FavoriteEntry[], persist: (input: PersistFavoritesInput) => Promise<PersistResult>) {
  const clock = new SimulatedClock();
  const saves: PersistFavoritesInput[] = [];
  const actor = createActor(
    favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise<FavoriteEntry[], LoadFavoritesInput>(async () => stored),
        persistFavorites: fromPromise<PersistResult, PersistFavoritesInput>(({ input }) => {
          saves.push(input);
          return persist(input);
        }),
      },
    }),
    { input: { enabled: true, backend: 'local' }, clock },
  );
  actor.start();
  return { actor, clock, saves };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favorites limit (seed 000 §5, §9)', () => {
  it('adds the 48th favorite', async () => {
    const { actor, saves } = start(entries(FAVORITES_MAX - 1), async () => 'saved');
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'new' } });
    await settle();
    expect(actor.getSnapshot().context.favorites).toHaveLength(48);
    expect(saves).toHaveLength(1);
    expect(selectNotice(actor.getSnapshot())).toEqual({ key: 'added', serverMessage: null });
  });

  it('refuses the 49th with the warning, saves nothing and keeps the 48', async () => {
    const { actor, saves } = start(entries(FAVORITES_MAX), async () => 'saved');
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'new' } });
    expect(selectShowsLimitWarning(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.favorites).toHaveLength(48);
    expect(selectIsFavorite(actor.getSnapshot(), 'new')).toBe(false);
    expect(saves).toHaveLength(0);

    actor.send({ type: 'FAVORITES.WARNING_DISMISS' });
    // Removing one of the 48 is always allowed, and makes room again.
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'm3' } });
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'new' } });
    await settle();
    expect(selectIsFavorite(actor.getSnapshot(), 'new')).toBe(true);
    expect(actor.getSnapshot().context.favorites).toHaveLength(48);
  });

  it('keeps the newest 48 of a longer stored list', async () => {
    const { actor } = start(entries(60), async () => 'saved');
    await settle();
    expect(actor.getSnapshot().context.favorites.map((e) => e.mediaid)).toEqual(
      entries(48).map((e) => e.mediaid),
    );
  });
});

describe('a failed save', () => {
  it('rolls the favorite back, says so, and the next save writes only what is shown (issue 16)', async () => {
    let fail = true;
    const { actor, saves } = start([{ mediaid: 'c' }], async () => {
      if (fail) throw { kind: 'storage', message: 'The quota has been exceeded.' };
      return 'saved';
    });
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'a' } });
    await settle();
    expect(selectIsFavorite(actor.getSnapshot(), 'a')).toBe(false);
    expect(selectNotice(actor.getSnapshot())).toEqual({ key: 'addFailed', serverMessage: null });

    // A failed removal brings the favorite back where it was.
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'c' } });
    await settle();
    expect(selectIsFavorite(actor.getSnapshot(), 'c')).toBe(true);
    expect(selectNotice(actor.getSnapshot())).toEqual({ key: 'removeFailed', serverMessage: null });

    fail = false;
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'b' } });
    await settle();
    expect(saves.at(-1)?.list.map((e) => e.mediaid)).toEqual(['b', 'c']);
  });

  it('keeps a change the back end queued (offline) as done', async () => {
    const { actor } = start([], async () => 'queued');
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'a' } });
    await settle();
    expect(selectIsFavorite(actor.getSnapshot(), 'a')).toBe(true);
    expect(selectNotice(actor.getSnapshot())).toEqual({ key: 'added', serverMessage: null });
  });

  it.each([
    {
      name: 'shows a 400 answer’s message before the generic failure (seed 002 §5)',
      failure: { kind: 'api', code: 400, message: 'Favorite already exists' },
      serverMessage: 'Favorite already exists',
    },
    {
      name: 'reads the 400 from an account error’s status too (AccountError carries it there)',
      failure: { kind: 'account', code: 'unknown', status: 400, message: 'Favorite already exists' },
      serverMessage: 'Favorite already exists',
    },
    {
      name: 'does not show the message of other failures',
      failure: { kind: 'api', code: 500, message: 'Internal error' },
      serverMessage: null,
    },
  ])('$name', async ({ failure, serverMessage }) => {
    const { actor } = start([], async () => {
      throw failure;
    });
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'a' } });
    await settle();
    expect(selectNotice(actor.getSnapshot())).toEqual({ key: 'addFailed', serverMessage });
  });
});

describe('toasts', () => {
  it('stay up for the notice duration, not a millisecond less', async () => {
    const { actor, clock } = start([], async () => 'saved');
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'a' } });
    await settle();
    clock.increment(NOTICE_DURATION_MS - 1);
    expect(selectNotice(actor.getSnapshot())?.key).toBe('added');
    clock.increment(1);
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('a new toggle replaces the toast: removing says so', async () => {
    const { actor } = start([{ mediaid: 'a' }], async () => 'saved');
    await settle();
    actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'a' } });
    await settle();
    expect(selectNotice(actor.getSnapshot())?.key).toBe('removed');
  });
});

it('does nothing with the feature off', () => {
  const actor = createActor(favoritesMachine, { input: { enabled: false, backend: 'local' } }).start();
  expect(actor.getSnapshot().value).toBe('disabled');
  actor.send({ type: 'FAVORITES.TOGGLE', entry: { mediaid: 'a' } });
  expect(actor.getSnapshot().context.favorites).toEqual([]);
});
