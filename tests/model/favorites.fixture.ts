import { deepStrictEqual } from 'node:assert/strict';
import { NOTICE_DURATION_MS, favoritesMachine } from '@machines/favorites/favorites.machine';
import { FAVORITES_MAX } from '@machines/favorites/favorites-rules';
import type { FavoriteEntry, FavoritesInput } from '@machines/favorites/favorites.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';

/**
 * The favorites the paths toggle: two films of the local stack's catalogue, so the browser paths
 * open their media pages. A full list is 47 other titles plus B.
 */
export const favoriteA: FavoriteEntry = { mediaid: 'MvDrm002', title: 'Paper Boats' };
export const favoriteB: FavoriteEntry = { mediaid: 'MvCom005', title: 'The Great Goose Escape' };

const otherTitles = [
  ...['Act', 'Com', 'Drm'].flatMap((genre) => [1, 2, 3, 4, 5, 6, 7].map((n) => `Mv${genre}00${n}`)),
  ...[1, 2, 3, 4, 5, 6].map((n) => `MvDoc00${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `MvThr00${n}`),
  ...[1, 2, 3, 4].map((n) => `MvFam00${n}`),
  ...[1, 2, 3].map((n) => `MvPrm00${n}`),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `EpHL2E${String(n).padStart(2, '0')}`),
].filter((id) => id !== favoriteA.mediaid && id !== favoriteB.mediaid);

/** 48 favorites, B among them and A not: the 49th (A) is refused. */
export const fullFavorites: FavoriteEntry[] = [
  ...otherTitles.slice(0, FAVORITES_MAX - 1).map((mediaid) => ({ mediaid })),
  favoriteB,
];

export type FavoritesProjection = {
  backend: string | null;
  count: number;
  withA: boolean;
  withB: boolean;
  notice?: { key: string; serverMessage: string | null } | null;
};

type State = ProjectedState<FavoritesProjection>;

const on: FavoritesInput = { enabled: true, backend: 'local' };
const off: FavoritesInput = { enabled: false, backend: 'local' };
/** A site with accounts: the list waits until the account has restored. */
const awaiting: FavoritesInput = { enabled: true, backend: null };

const isLocal = (s: State) => s.backend === 'local';
const isFull = (s: State) => isLocal(s) && s.count >= FAVORITES_MAX - 1;
const isQuiet = (s: State) => JSON.stringify(s.value) === JSON.stringify({ ready: 'quiet' });
/** Failures and clearing are shown from the small lists only, to keep the paths few. */
const isSmall = (s: State) => isLocal(s) && s.count <= 1;

export const favoritesFixture = {
  machine: favoritesMachine,
  inputs: [
    { label: 'favorites on', input: on },
    { label: 'favorites off', input: off },
    { label: 'favorites on, account restoring', input: awaiting },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    const ids = new Set(c.favorites.map((entry) => entry.mediaid));
    return {
      backend: c.backend,
      count: c.favorites.length,
      withA: ids.has(favoriteA.mediaid),
      withB: ids.has(favoriteB.mediaid),
      ...(snapshot.matches({ ready: 'notifying' }) ? { notice: c.notice } : {}),
    };
  },
  events: {
    // seed 000 §4: the session moves the lists between this browser and the account.
    'LISTS.BACKEND_CHANGE': [
      {
        label: 'signed in',
        event: { type: 'LISTS.BACKEND_CHANGE', backend: 'hosted', carryOver: false },
        // Also the account restored with a session: the first load is the account's.
        offer: (s) => (isSmall(s) && isQuiet(s) && s.withA) || s.value === 'awaitingAccount',
      },
      {
        label: 'registered',
        event: { type: 'LISTS.BACKEND_CHANGE', backend: 'hosted', carryOver: true },
        offer: (s) => isSmall(s) && isQuiet(s) && s.withA,
      },
      {
        label: 'signed out',
        event: { type: 'LISTS.BACKEND_CHANGE', backend: 'local', carryOver: false },
        offer: (s) => !isLocal(s) && isQuiet(s),
      },
    ],
    'FAVORITES.TOGGLE': [
      { label: 'toggle A', event: { type: 'FAVORITES.TOGGLE', entry: favoriteA }, offer: isLocal },
      // B matters only to the full list: removing it makes room, adding it back hits the limit.
      { label: 'toggle B', event: { type: 'FAVORITES.TOGGLE', entry: favoriteB }, offer: isFull },
    ],
    'FAVORITES.WARNING_DISMISS': [{ label: 'dismiss warning', event: { type: 'FAVORITES.WARNING_DISMISS' } }],
    'FAVORITES.CLEAR_REQUEST': [
      {
        label: 'clear all',
        event: { type: 'FAVORITES.CLEAR_REQUEST' },
        offer: (s) => isSmall(s) && isQuiet(s),
      },
    ],
    'FAVORITES.CLEAR_CONFIRM': [{ label: 'confirm clear', event: { type: 'FAVORITES.CLEAR_CONFIRM' } }],
    'FAVORITES.CLEAR_CANCEL': [{ label: 'cancel clear', event: { type: 'FAVORITES.CLEAR_CANCEL' } }],
    'NOTICE.DISMISS': [
      { label: 'close toast', event: { type: 'NOTICE.DISMISS' }, offer: (s) => isSmall(s) && !s.withA },
    ],
  },
  doneOutputs: {
    loadFavorites: [
      { label: 'no favorites', output: [], offer: (s) => isLocal(s) && s.count === 0 },
      {
        label: 'A stored',
        output: [favoriteA],
        // A first visit, or back from the account (seed 000 §4: sign-out restores the local list).
        offer: (s) => isLocal(s) && (s.count === 0 || s.withB),
      },
      { label: '48 stored', output: fullFavorites, offer: (s) => isLocal(s) && s.count === 0 },
      { label: 'account has B', output: [favoriteB], offer: (s) => !isLocal(s) },
    ],
    importFavorites: [{ label: 'carried over', output: undefined }],
    persistFavorites: [{ label: 'saved', output: 'saved' }],
  },
  errors: {
    loadFavorites: [
      {
        label: 'load fails',
        error: { kind: 'network', message: 'Network request failed' },
        offer: (s) => s.count === 0,
      },
    ],
    importFavorites: [
      { label: 'carry-over fails', error: { kind: 'api', code: 500, message: 'Internal error' } },
    ],
    persistFavorites: [
      {
        label: 'save fails',
        error: { kind: 'storage', message: 'The quota has been exceeded.' },
        offer: isSmall,
      },
      {
        // seed 002 §5: an account back end refusing with 400 and a message.
        label: 'save refused 400',
        error: { kind: 'api', code: 400, message: 'Favorite could not be added' },
        offer: (s) => isSmall(s) && s.value === 'adding',
      },
    ],
  },
  expectedDelayMs: (type) => {
    if (type.startsWith('xstate.after.NOTICE_DURATION.')) return NOTICE_DURATION_MS;
    throw new Error(`No delay planned for ${type}`);
  },
  stateAssertions: {
    loading: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('loadFavorites'), { backend: snapshot.context.backend }, description);
    },
    // Nothing is read before the account says where the list lives.
    awaitingAccount: ({ snapshot, description }) => {
      deepStrictEqual(Object.keys(snapshot.children), [], description);
    },
    importing: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(
        inputOf('importFavorites'),
        { backend: 'hosted', list: snapshot.context.favorites },
        description,
      );
    },
    adding: ({ snapshot, inputOf, description }) => {
      const input = inputOf('persistFavorites') as {
        list: FavoriteEntry[];
        change: { type: string; entry: FavoriteEntry };
      };
      deepStrictEqual(input.list, snapshot.context.favorites, description);
      deepStrictEqual(input.change, { type: 'add', entry: snapshot.context.favorites[0] }, description);
    },
    removing: ({ snapshot, inputOf, description }) => {
      const input = inputOf('persistFavorites') as { list: FavoriteEntry[]; change: { type: string } };
      deepStrictEqual(input.list, snapshot.context.favorites, description);
      deepStrictEqual(input.change.type, 'remove', description);
    },
    clearing: ({ inputOf, description }) => {
      deepStrictEqual(
        inputOf('persistFavorites'),
        { backend: 'local', list: [], change: { type: 'clear' } },
        description,
      );
    },
  },
} satisfies MachineFixture<typeof favoritesMachine, FavoritesProjection>;
