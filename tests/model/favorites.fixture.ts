import { deepStrictEqual } from 'node:assert/strict';
import { favoritesMachine } from '@machines/favorites/favorites.machine';
import type { FavoriteEntry, FavoritesInput } from '@machines/favorites/favorites.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';
import {
  backendChanges,
  carryOverAndSave,
  listInputs,
  listStartRows,
  listStateAssertions,
  noLoadRunning,
} from './watch-lists.builders';

/**
 * seed 000 §5, §9: at most 48 favorites (the watch list size). The toast's 5 s is
 * docs/decisions.md's (the seed names the toasts, not how long they stay). Never read from the machine.
 */
const SEED = { max: 48, noticeMs: 5_000 } as const;
const FAVORITES_MAX = SEED.max;

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

const actors = { load: 'loadFavorites', carry: 'importFavorites', save: 'persistFavorites' } as const;
const carryAndSave = carryOverAndSave(actors);

const isLocal = (s: State) => s.backend === 'local';
const isFull = (s: State) => isLocal(s) && s.count >= FAVORITES_MAX - 1;
const isQuiet = (s: State) => JSON.stringify(s.value) === JSON.stringify({ ready: 'quiet' });
/** Failures and clearing are shown from the small lists only, to keep the paths few. */
const isSmall = (s: State) => isLocal(s) && s.count <= 1;

const F = {
  feature:
    'seed 002 §2, §6: favourites exist only when the favoritesList feature is on (no list is read otherwise)',
  waits:
    'seed 000 §4, docs/decisions.md: on a site with accounts the lists wait for the account to say where they live',
  loads:
    'seed 000 §4: the favorites load from where they live (the account when signed in, this browser otherwise)',
  limit:
    'seed 000 §5, §9: adding a favorite beyond the maximum of 48 is refused with the favorites warning carrying the maximum',
  toggle:
    'seed 002 §4: the favourite toggle goes from not favourite to favourite and back (server when signed in, local when signed out)',
  added: "seed 002 §8: a saved favourite says 'Added to favorites' (info)",
  removed: "seed 002 §8: a removed favourite says 'Removed from favorites' (info)",
  addFailed: "seed 002 §8: a favourite that cannot be saved says 'Failed to add to favorites'",
  removeFailed: "seed 002 §8: a favourite that cannot be removed says 'Failed to remove from favorites'",
  rollBack:
    'issue 16, docs/decisions.md "Saves that are never lost": a save that fails for good rolls the list back to what it was, and the viewer sees it',
  refused400:
    'seed 002 §5: adding a favourite refused with a 400 shows the server message, then the generic failure toast',
  toastGoes: 'docs/decisions.md: a toast stays 5 s, or until it is closed',
  clear: 'seed 001 §2, seed 002 §2: clear-all asks for a confirmation first; confirmed, the list is emptied',
  signIn: "seed 000 §4: a login loads the account's favorites",
  register:
    "seed 000 §4: a registration persists the local favorites to the account, then the account's list loads",
  signOut: 'seed 000 §4: a logout restores the local favorites',
  warning: 'seed 002 §4: the warning dialog closes and the list stays as it was',
} as const;

type Step = o.OracleStep<FavoritesProjection>;
const count = (s: State | null) => s?.count ?? NaN;
const toggled = (s: Step) => (s.event as { entry?: FavoriteEntry }).entry?.mediaid ?? '';
const wasIn = (s: Step) =>
  toggled(s) === favoriteA.mediaid ? Boolean(s.before?.withA) : Boolean(s.before?.withB);
const isIn = (s: Step) => (toggled(s) === favoriteA.mediaid ? s.state.withA : s.state.withB);
const inputOf = (s: Step) => s.input as FavoritesInput;
const output = (s: Step) => (s.event as { output?: FavoriteEntry[] }).output ?? [];
/** The step ends with a toast up showing this notice (seed 002 §8). */
const notifies = (rule: string, key: string, serverMessage: string | null = null) => [
  o.stateIs<FavoritesProjection>(rule, 'ready.notifying'),
  o.projected<FavoritesProjection>(rule, { notice: { key, serverMessage } }),
];
/**
 * The list is back to what it was before the toggle being saved: the toggled item is where it was
 * and the count is the count before the toggle (the step before this one is the saving state,
 * which already showed the change).
 */
const rolledBack = o.holds<FavoritesProjection>(F.rollBack, (s) => {
  const wasAdding = s.from === 'adding';
  const expected = count(s.before) + (wasAdding ? -1 : 1);
  return count(s.state) === expected
    ? true
    : `${count(s.before)} → ${count(s.state)} favorites after a failed ${wasAdding ? 'add' : 'removal'}`;
});
const atMostMax = o.holds<FavoritesProjection>(F.limit, (s) =>
  count(s.state) <= SEED.max ? true : `${count(s.state)} favorites kept (at most ${SEED.max})`,
);

/** Favorites as seed 000 §4-§5, §9 and seed 002 §4, §5, §8 describe them. */
export const favoritesOracle = {
  delays: { NOTICE_DURATION: { ms: SEED.noticeMs, rule: F.toastGoes } },
  states: {
    disabled: {
      seed: F.feature,
      expect: [
        o.holds(F.feature, (s) => (inputOf(s).enabled ? 'disabled although the feature is on' : true)),
        o.projected(F.feature, { count: 0 }),
        noLoadRunning<FavoritesProjection>(F.feature),
      ],
    },
    loading: { seed: F.loads, expect: [atMostMax] },
    awaitingAccount: {
      seed: F.waits,
      expect: [
        o.projected(F.waits, { backend: null, count: 0 }),
        noLoadRunning<FavoritesProjection>(F.waits),
      ],
    },
    'ready.quiet': { seed: [F.toggle, F.limit], expect: [atMostMax] },
    'ready.notifying': {
      seed: [F.added, F.removed, F.addFailed, F.removeFailed],
      expect: [atMostMax, o.holds(F.added, (s) => (s.state.notice ? true : 'a toast is up with no message'))],
    },
    adding: { seed: F.toggle, expect: [atMostMax] },
    removing: { seed: F.toggle, expect: [atMostMax] },
    importing: { seed: F.register, expect: [o.projected(F.register, { backend: 'hosted' })] },
    limitWarning: { seed: F.limit, expect: [o.projected(F.limit, { count: SEED.max })] },
    confirmingClear: {
      seed: F.clear,
      expect: [o.holds(F.clear, (s) => (count(s.state) > 0 ? true : 'asked to clear an empty list'))],
    },
    clearing: { seed: F.clear, expect: [o.projected(F.clear, { count: 0 })] },
  },
  transitions: [
    ...listStartRows<FavoritesProjection>(F, 'loadFavorites'),
    {
      from: 'loading',
      on: 'xstate.done.actor.loadFavorites',
      expect: [
        o.stateIs(F.loads, 'ready.quiet'),
        o.holds(F.loads, (s) => {
          const want = Math.min(SEED.max, output(s).length);
          return count(s.state) === want
            ? true
            : `${count(s.state)} favorites shown after loading ${output(s).length}`;
        }),
      ],
    },
    {
      from: 'loading',
      on: 'xstate.error.actor.loadFavorites',
      expect: [o.stateIs(F.loads, 'ready.quiet'), o.projected(F.loads, { count: 0 })],
    },
    {
      from: 'ready',
      on: 'FAVORITES.TOGGLE',
      where: (s) => !wasIn(s) && count(s.before) < SEED.max,
      expect: [
        o.stateIs(F.toggle, 'adding'),
        o.holds(F.toggle, (s) =>
          isIn(s) && count(s.state) === count(s.before) + 1
            ? true
            : `${toggled(s)} not added (${count(s.before)} → ${count(s.state)})`,
        ),
        o.effectsIncludeFrom(F.toggle, (s) => [
          o.invoked('persistFavorites', {
            backend: s.before?.backend ?? 'local',
            change: { type: 'add', entry: { mediaid: toggled(s) } },
          }),
        ]),
      ],
    },
    {
      from: 'ready',
      on: 'FAVORITES.TOGGLE',
      where: (s) => !wasIn(s) && count(s.before) >= SEED.max,
      expect: [
        o.stateIs(F.limit, 'limitWarning'),
        o.projected(F.limit, { count: SEED.max }),
        o.holds(F.limit, (s) => (isIn(s) ? `${toggled(s)} added beyond ${SEED.max}` : true)),
        o.effectsExclude(F.limit, o.invoked('persistFavorites')),
      ],
    },
    {
      from: 'ready',
      on: 'FAVORITES.TOGGLE',
      where: (s) => wasIn(s),
      expect: [
        o.stateIs(F.toggle, 'removing'),
        o.holds(F.toggle, (s) =>
          !isIn(s) && count(s.state) === count(s.before) - 1
            ? true
            : `${toggled(s)} not removed (${count(s.before)} → ${count(s.state)})`,
        ),
        o.effectsIncludeFrom(F.toggle, (s) => [
          o.invoked('persistFavorites', {
            backend: s.before?.backend ?? 'local',
            change: { type: 'remove', mediaid: toggled(s) },
          }),
        ]),
      ],
    },
    {
      from: 'adding',
      on: 'xstate.done.actor.persistFavorites',
      expect: notifies(F.added, 'added'),
    },
    {
      from: 'adding',
      on: 'save refused 400',
      expect: [...notifies(F.refused400, 'addFailed', 'Favorite could not be added'), rolledBack],
    },
    {
      from: 'adding',
      on: 'save fails',
      expect: [...notifies(F.addFailed, 'addFailed'), rolledBack],
    },
    {
      from: 'removing',
      on: 'xstate.done.actor.persistFavorites',
      expect: notifies(F.removed, 'removed'),
    },
    {
      from: 'removing',
      on: 'xstate.error.actor.persistFavorites',
      expect: [...notifies(F.removeFailed, 'removeFailed'), rolledBack],
    },
    {
      from: 'ready.notifying',
      on: ['xstate.after.NOTICE_DURATION', 'NOTICE.DISMISS'],
      expect: [
        o.stateIs(F.toastGoes, 'ready.quiet'),
        o.holds(F.toastGoes, (s) =>
          count(s.state) === count(s.before) ? true : 'closing a toast changed the list',
        ),
      ],
    },
    {
      from: 'limitWarning',
      on: 'FAVORITES.WARNING_DISMISS',
      expect: [o.stateIs(F.warning, 'ready.quiet'), o.projected(F.warning, { count: SEED.max })],
    },
    {
      on: 'FAVORITES.CLEAR_REQUEST',
      expect: [
        o.stateIs(F.clear, 'confirmingClear'),
        o.holds(F.clear, (s) =>
          count(s.state) === count(s.before) ? true : 'the list changed before confirming',
        ),
        o.effectsExclude(F.clear, o.invoked('persistFavorites')),
      ],
    },
    {
      from: 'confirmingClear',
      on: 'FAVORITES.CLEAR_CANCEL',
      expect: [
        o.stateIs(F.clear, 'ready.quiet'),
        o.holds(F.clear, (s) => (count(s.state) === count(s.before) ? true : 'cancel changed the list')),
        o.effectsExclude(F.clear, o.invoked('persistFavorites')),
      ],
    },
    {
      from: 'confirmingClear',
      on: 'FAVORITES.CLEAR_CONFIRM',
      expect: o.endsAs(
        F.clear,
        'clearing',
        { count: 0, withA: false, withB: false },
        o.invoked('persistFavorites', { list: [], change: { type: 'clear' } }),
      ),
    },
    {
      from: 'clearing',
      on: 'xstate.done.actor.persistFavorites',
      expect: [o.stateIs(F.clear, 'ready.quiet'), o.projected(F.clear, { count: 0 })],
    },
    {
      from: 'clearing',
      on: 'xstate.error.actor.persistFavorites',
      expect: [
        o.stateIs(F.rollBack, 'ready.quiet'),
        o.holds(F.rollBack, (s) => (count(s.state) > 0 ? true : 'the cleared list did not come back')),
      ],
    },
    {
      on: 'signed in',
      expect: [
        o.stateIs(F.signIn, 'loading'),
        o.projected(F.signIn, { backend: 'hosted' }),
        o.effectsInclude(F.signIn, o.invoked('loadFavorites', { backend: 'hosted' })),
        o.effectsExclude(F.signIn, o.invoked('importFavorites')),
      ],
    },
    {
      on: 'registered',
      expect: [
        o.stateIs(F.register, 'importing'),
        o.effectsIncludeFrom(F.register, (s) => [
          o.invoked('importFavorites', {
            backend: 'hosted',
            ...(s.before?.withA ? { list: [favoriteA] } : {}),
          }),
        ]),
      ],
    },
    {
      from: 'importing',
      on: ['xstate.done.actor.importFavorites', 'xstate.error.actor.importFavorites'],
      expect: o.endsIn(F.register, 'loading', o.invoked('loadFavorites', { backend: 'hosted' })),
    },
    {
      on: 'signed out',
      expect: o.endsAs(
        F.signOut,
        'loading',
        { backend: 'local' },
        o.invoked('loadFavorites', { backend: 'local' }),
      ),
    },
  ],
} satisfies o.MachineOracle<typeof favoritesMachine, FavoritesProjection>;

export const favoritesFixture = {
  machine: favoritesMachine,
  oracle: favoritesOracle,
  inputs: listInputs('favorites'),
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
    'LISTS.BACKEND_CHANGE': backendChanges<FavoritesProjection>('hosted', {
      signedIn: (s) => (isSmall(s) && isQuiet(s) && s.withA) || s.value === 'awaitingAccount',
      registered: (s) => isSmall(s) && isQuiet(s) && s.withA,
      signedOut: (s) => !isLocal(s) && isQuiet(s),
    }),
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
    ...carryAndSave.doneOutputs,
  },
  errors: {
    loadFavorites: [
      {
        label: 'load fails',
        error: { kind: 'network', message: 'Network request failed' },
        offer: (s) => s.count === 0,
      },
    ],
    ...carryAndSave.carryOverFails,
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
  stateAssertions: {
    ...listStateAssertions(actors, 'hosted', (c: { favorites: FavoriteEntry[] }) => c.favorites),
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
  },
} satisfies MachineFixture<typeof favoritesMachine, FavoritesProjection>;
