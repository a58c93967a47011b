import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { favoritesMachine } from '@machines/favorites/favorites.machine';
import {
  selectCanClear,
  selectCanToggle,
  selectConfirmingClear,
  selectFavorites,
  selectFavoritesEnabled,
  selectFavoritesLimit,
  selectFavoritesLoading,
  selectIsFavorite,
  selectNotice,
  selectShowsLimitWarning,
} from '@machines/favorites/favorites.selectors';
import type { FavoriteEntry } from '@machines/favorites/favorites.types';
import type { MediaItem } from '@/domain/media.types';
import { useAppSystemActor, useClearableList } from './clearable-list';

export type FavoritesActor = ActorRefFrom<typeof favoritesMachine>;

/** The long-lived favorites actor the root spawns once the app runs (systemId 'favorites'). */
export function useFavoritesActor(): FavoritesActor {
  return useAppSystemActor<FavoritesActor>('favorites');
}

/** A media item as the favorites keep it (seed 001 §2: mediaid, title and feedid). */
export function favoriteEntryOf(item: Pick<MediaItem, 'mediaid' | 'title' | 'feedid'>): FavoriteEntry {
  return { mediaid: item.mediaid, title: item.title, ...(item.feedid ? { feedid: item.feedid } : {}) };
}

/** The favorites list and its clear-all confirmation, for the favorites page and shelf. */
export function useFavorites() {
  return useClearableList(useFavoritesActor(), 'FAVORITES', {
    enabled: selectFavoritesEnabled,
    loading: selectFavoritesLoading,
    items: selectFavorites,
    canClear: selectCanClear,
    confirmingClear: selectConfirmingClear,
  });
}

/** One item's favorite toggle, with the limit warning and the toasts it may raise (seed 002 §4, §8). */
export function useFavoriteToggle(item: Pick<MediaItem, 'mediaid' | 'title' | 'feedid'>) {
  const actor = useFavoritesActor();
  const { mediaid, title, feedid } = item;
  const enabled = useSelector(actor, selectFavoritesEnabled);
  const isFavorite = useSelector(actor, (snapshot) => selectIsFavorite(snapshot, mediaid));
  const canToggle = useSelector(actor, selectCanToggle);
  const showsLimitWarning = useSelector(actor, selectShowsLimitWarning);
  const notice = useSelector(actor, selectNotice);
  const toggle = useCallback(
    () => actor.send({ type: 'FAVORITES.TOGGLE', entry: favoriteEntryOf({ mediaid, title, feedid }) }),
    [actor, mediaid, title, feedid],
  );
  return {
    enabled,
    isFavorite,
    busy: !canToggle,
    toggle,
    showsLimitWarning,
    limit: selectFavoritesLimit(),
    dismissWarning: () => actor.send({ type: 'FAVORITES.WARNING_DISMISS' }),
    notice,
    dismissNotice: () => actor.send({ type: 'NOTICE.DISMISS' }),
  };
}
