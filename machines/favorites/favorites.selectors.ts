import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from './favorites.machine';
import { FAVORITES_MAX, isFavorite } from './favorites-rules';
import type { FavoriteEntry, FavoritesNotice } from './favorites.types';
import { isListEnabled, isListLoading } from '../shared/watch-list';

export type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** The favorites feature is on (seed 001 §2: the page and the toggle exist only then). */
export const selectFavoritesEnabled: (snapshot: FavoritesSnapshot) => boolean = isListEnabled;

/** The list has not been read yet (or the account has not said where it lives). */
export const selectFavoritesLoading: (snapshot: FavoritesSnapshot) => boolean = isListLoading;

/** Newest first. */
export const selectFavorites = (snapshot: FavoritesSnapshot): FavoriteEntry[] => snapshot.context.favorites;

export const selectIsFavorite = (snapshot: FavoritesSnapshot, mediaid: string): boolean =>
  isFavorite(snapshot.context.favorites, mediaid);

/** A toggle is taken now (not while loading, saving, warning or confirming). */
export const selectCanToggle = (snapshot: FavoritesSnapshot): boolean => snapshot.matches('ready');

/** seed 002 §4: the warning dialog is open; its text carries {@link selectFavoritesLimit}. */
export const selectShowsLimitWarning = (snapshot: FavoritesSnapshot): boolean =>
  snapshot.matches('limitWarning');

/** seed 000 §5: the maximum the warning names. */
export const selectFavoritesLimit = (): number => FAVORITES_MAX;

/** The clear-all confirmation is open (seed 001 §2). */
export const selectConfirmingClear = (snapshot: FavoritesSnapshot): boolean =>
  snapshot.matches('confirmingClear');

/** "Clear all" is offered: there is something to clear and nothing else is going on. */
export const selectCanClear = (snapshot: FavoritesSnapshot): boolean =>
  snapshot.can({ type: 'FAVORITES.CLEAR_REQUEST' });

/** The toast to show, while it is up (seed 002 §8). */
export const selectNotice = (snapshot: FavoritesSnapshot): FavoritesNotice | null =>
  snapshot.matches({ ready: 'notifying' }) ? snapshot.context.notice : null;
