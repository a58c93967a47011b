import type {
  FavoriteEntry,
  FavoritesChange,
  PersistResult,
  WatchListsBackendKind,
} from '@/services/watch-lists/watch-lists.types';
import type { ListsBackendChange, WatchListInput } from '../shared/watch-list';

export type { ListsBackendChange, FavoriteEntry, FavoritesChange, PersistResult, WatchListsBackendKind };

/** What the root hands the flow once the app runs; `enabled`: the config names a favorites list (seed 000 §3). */
export type FavoritesInput = WatchListInput;

/** The toasts of seed 002 §8, by what happened. */
export type FavoritesNoticeKey = 'added' | 'removed' | 'addFailed' | 'removeFailed';

export type FavoritesNotice = {
  key: FavoritesNoticeKey;
  /** seed 002 §5: a 400 answer's message, shown before the generic failure toast. */
  serverMessage: string | null;
};

export type FavoritesContext = {
  enabled: boolean;
  /** null until the root says where the list lives. */
  backend: WatchListsBackendKind | null;
  /** Newest first. */
  favorites: FavoriteEntry[];
  /** The list before the change being saved, to roll back to if the save fails (issue 16). */
  beforeSave: FavoriteEntry[] | null;
  notice: FavoritesNotice | null;
};

export type FavoritesEvent =
  | ListsBackendChange
  | { type: 'FAVORITES.TOGGLE'; entry: FavoriteEntry }
  | { type: 'FAVORITES.WARNING_DISMISS' }
  | { type: 'FAVORITES.CLEAR_REQUEST' }
  | { type: 'FAVORITES.CLEAR_CONFIRM' }
  | { type: 'FAVORITES.CLEAR_CANCEL' }
  | { type: 'NOTICE.DISMISS' };

export type LoadFavoritesInput = { backend: WatchListsBackendKind };

/** The favorites to carry over into `backend`, oldest first once added there. */
export type ImportFavoritesInput = { backend: WatchListsBackendKind; list: FavoriteEntry[] };

/** The list to save, and the change that made it. */
export type PersistFavoritesInput = ImportFavoritesInput & { change: FavoritesChange };

/** How a failed save reads to the machine: a typed service error, or anything else. */
/** A failed save as the machine reads it: a service ApiError (`code`) or an AccountError (`status`). */
export type PersistFailure = {
  kind?: string;
  code?: number | string;
  status?: number | null;
  message?: string;
};
