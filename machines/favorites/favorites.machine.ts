import { assertEvent, assign, setup } from 'xstate';
import {
  isFavorite,
  isFavoritesFull,
  normaliseFavorites,
  withFavorite,
  withoutFavorite,
} from './favorites-rules';
import type {
  FavoriteEntry,
  FavoritesChange,
  FavoritesContext,
  FavoritesEvent,
  FavoritesInput,
  FavoritesNoticeKey,
  ImportFavoritesInput,
  LoadFavoritesInput,
  PersistFailure,
  PersistFavoritesInput,
  PersistResult,
} from './favorites.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';
import {
  awaitingAccount,
  beforeLoading,
  followListsBackend,
  importingList,
  clearChange,
  loadInput,
  persistingList,
  watchListGuards,
} from '../shared/watch-list';

/** How long a toast stays up. seed 002 §8 names the toasts but not their duration. */
export const NOTICE_DURATION_MS = 5_000;

const favoritesOf = (context: FavoritesContext) => context.favorites;

/** Saves the favorites as they are now, with the change that made them. */
const persistFavorites = (
  changeOf: (args: { context: FavoritesContext; event: FavoritesEvent }) => FavoritesChange,
) => persistingList('persistFavorites', favoritesOf, changeOf);

function serverMessageOf(error: unknown): string | null {
  const failure = (error ?? {}) as PersistFailure;
  return typeof failure.message === 'string' && failure.message ? failure.message : null;
}

/**
 * Favorites (seed 000 §4-5, §9; seed 002 §4, §8): load, then toggle with a toast for each
 * outcome, refuse a 49th with the limit warning, and clear after a confirmation. Every change is
 * optimistic: the list in memory changes at once, and a save that fails for good (after the
 * retries of src/services/watch-lists/reliable-watch-lists.ts) rolls it back with the failure
 * toast (issue 16). A save queued while offline counts as done.
 * When the session changes where the lists live, they load again from there (a registration
 * carries the local favorites over first). On a site with accounts the flow starts waiting for the
 * account to say where the list lives, so a signed-in viewer never sees this browser's list first.
 */
export const favoritesMachine = setup({
  types: {} as FlowTypes<FavoritesContext, FavoritesEvent, 'busy', FavoritesInput>,
  actors: {
    loadFavorites: unprovided<FavoriteEntry[], LoadFavoritesInput>(),
    importFavorites: unprovided<void, ImportFavoritesInput>(),
    persistFavorites: unprovided<PersistResult, PersistFavoritesInput>(),
  },
  delays: {
    NOTICE_DURATION: NOTICE_DURATION_MS,
  },
  guards: {
    ...watchListGuards,
    isFavorite: ({ context, event }) => {
      assertEvent(event, 'FAVORITES.TOGGLE');
      return isFavorite(context.favorites, event.entry.mediaid);
    },
    isFull: ({ context }) => isFavoritesFull(context.favorites),
    hasFavorites: ({ context }) => context.favorites.length > 0,
    /** seed 002 §5: a 400 answer carries a message for the viewer. */
    isBadRequest: ({ event }) => {
      const failure = ((event as { error?: unknown }).error ?? {}) as PersistFailure;
      return (failure.code === 400 || failure.status === 400) && serverMessageOf(failure) !== null;
    },
  },
  actions: {
    // Optimistic (issue 16): the list changes at once, and what it was is kept for a rollback.
    add: assign(({ context, event }) => {
      assertEvent(event, 'FAVORITES.TOGGLE');
      return {
        favorites: withFavorite(context.favorites, event.entry),
        beforeSave: context.favorites,
        notice: null,
      };
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'FAVORITES.TOGGLE');
      return {
        favorites: withoutFavorite(context.favorites, event.entry.mediaid),
        beforeSave: context.favorites,
        notice: null,
      };
    }),
    clear: assign(({ context }) => ({ favorites: [], beforeSave: context.favorites, notice: null })),
    /** The save failed for good: the viewer sees the list as it was before the change. */
    rollBack: assign(({ context }) => ({
      favorites: context.beforeSave ?? context.favorites,
      beforeSave: null,
    })),
    settle: assign({ beforeSave: null }),
    notify: assign((_, params: { key: FavoritesNoticeKey }) => ({
      notice: { key: params.key, serverMessage: null },
    })),
    /** seed 002 §5: a 400 shows the server message, then the generic failure toast. */
    notifyAddRefused: assign(({ event }) => ({
      notice: {
        key: 'addFailed' as const,
        serverMessage: serverMessageOf((event as { error?: unknown }).error),
      },
    })),
    forgetNotice: assign({ notice: null }),
    assignBackend: assign(({ event }) => {
      assertEvent(event, 'LISTS.BACKEND_CHANGE');
      return { backend: event.backend, notice: null };
    }),
  },
}).createMachine({
  id: 'favorites',
  context: ({ input }) => ({
    enabled: input.enabled,
    backend: input.backend,
    favorites: [],
    beforeSave: null,
    notice: null,
  }),
  initial: 'loading',
  on: followListsBackend,
  states: {
    /** The config names no favorites list: no toggle, no page (seed 001 §2, seed 002 §6). */
    disabled: {},
    loading: {
      ...beforeLoading,
      invoke: {
        id: 'loadFavorites',
        src: 'loadFavorites',
        input: loadInput,
        onDone: {
          target: 'ready',
          actions: assign({ favorites: ({ event }) => normaliseFavorites(event.output) }),
        },
        // Nothing could be read: start empty rather than block the toggle.
        onError: { target: 'ready', actions: assign({ favorites: [] }) },
      },
    },
    awaitingAccount,
    ready: {
      initial: 'quiet',
      states: {
        quiet: {},
        notifying: {
          after: { NOTICE_DURATION: { target: 'quiet', actions: 'forgetNotice' } },
          on: { 'NOTICE.DISMISS': { target: 'quiet', actions: 'forgetNotice' } },
        },
      },
      on: {
        'FAVORITES.TOGGLE': [
          { guard: 'isFavorite', target: 'removing', actions: 'remove' },
          // seed 000 §5: refused with the warning that carries the maximum.
          { guard: 'isFull', target: 'limitWarning', actions: 'forgetNotice' },
          { target: 'adding', actions: 'add' },
        ],
        'FAVORITES.CLEAR_REQUEST': {
          guard: 'hasFavorites',
          target: 'confirmingClear',
          actions: 'forgetNotice',
        },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        ...persistFavorites(({ event }) => {
          assertEvent(event, 'FAVORITES.TOGGLE');
          return { type: 'add', entry: event.entry };
        }),
        onDone: {
          target: 'ready.notifying',
          actions: ['settle', { type: 'notify', params: { key: 'added' } }],
        },
        onError: [
          { guard: 'isBadRequest', target: 'ready.notifying', actions: ['rollBack', 'notifyAddRefused'] },
          {
            target: 'ready.notifying',
            actions: ['rollBack', { type: 'notify', params: { key: 'addFailed' } }],
          },
        ],
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        ...persistFavorites(({ event }) => {
          assertEvent(event, 'FAVORITES.TOGGLE');
          return { type: 'remove', mediaid: event.entry.mediaid };
        }),
        onDone: {
          target: 'ready.notifying',
          actions: ['settle', { type: 'notify', params: { key: 'removed' } }],
        },
        onError: {
          target: 'ready.notifying',
          actions: ['rollBack', { type: 'notify', params: { key: 'removeFailed' } }],
        },
      },
    },
    importing: importingList('importFavorites', favoritesOf),
    /** seed 002 §4: the warning dialog when the store refuses another favorite. */
    limitWarning: {
      on: { 'FAVORITES.WARNING_DISMISS': { target: 'ready' } },
    },
    /** seed 001 §2: clear-all asks first. */
    confirmingClear: {
      on: {
        'FAVORITES.CLEAR_CONFIRM': { target: 'clearing', actions: 'clear' },
        'FAVORITES.CLEAR_CANCEL': { target: 'ready' },
      },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        ...persistFavorites(clearChange),
        onDone: { target: 'ready', actions: 'settle' },
        // The list comes back on the favorites page, where the viewer cleared it (seed 002 §8
        // names no toast for clearing, and the page shows none).
        onError: { target: 'ready', actions: 'rollBack' },
      },
    },
  },
});
