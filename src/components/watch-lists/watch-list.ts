import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config } from '@/services/config/config.schemas';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { useFavorites } from './use-favorites';
import { useContinueWatching } from './use-watch-history';
import { useWatchListCards, useWatchListItems } from './watch-list-items';

/** A watch list's flow as its shelf and page read it: its entries and clearing them. */
type WatchListFlow = {
  enabled: boolean;
  loading: boolean;
  items: readonly { mediaid: string; progress?: number }[];
  canClear: boolean;
  confirmingClear: boolean;
  requestClear: () => void;
  confirmClear: () => void;
  cancelClear: () => void;
};

/**
 * The two watch lists (seed 001 §2, seed 002 §2): the flow, the playlist the config names for its
 * media (seed 000 §3 features), the `user` texts and the page.
 */
const WATCH_LISTS: Record<
  'favorites' | 'continue-watching',
  {
    useList: () => WatchListFlow;
    playlistId: (features: Config['features']) => string | null | undefined;
    texts: string;
    href: string;
  }
> = {
  favorites: {
    useList: useFavorites,
    playlistId: (features) => features.favoritesList,
    texts: 'favorites',
    href: paths.favorites.getHref(),
  },
  'continue-watching': {
    useList: useContinueWatching,
    playlistId: (features) => features.continueWatchingList,
    texts: 'continue_watching',
    href: paths.continueWatching.getHref(),
  },
};

export type WatchListKind = keyof typeof WATCH_LISTS;

/**
 * A watch list's flow and its cards: each entry's media from the list's playlist, newest first,
 * with a progress bar where the entry has progress; `text` reads the list's own texts.
 */
export function useWatchList(kind: WatchListKind) {
  const { config } = useStartedApp();
  const { t } = useTranslation(['user']);
  const { useList, playlistId, texts, href } = WATCH_LISTS[kind];
  const list = useList();
  const entries = list.items;
  const { items, status } = useWatchListItems(
    playlistId(config.features),
    entries.map((entry) => entry.mediaid),
  );
  const progressOf = useCallback(
    (mediaid: string) => entries.find((entry) => entry.mediaid === mediaid)?.progress ?? null,
    [entries],
  );
  const cards = useWatchListCards(items, progressOf);
  const text = (key: string) => String(t(`user:${texts}.${key}` as never));
  return { list, cards, status, text, href };
}
