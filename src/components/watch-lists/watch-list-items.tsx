import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Breakpoint } from '@/components/ui/breakpoints';
import { MediaCard } from '@/components/ui/media-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { MediaItem } from '@/domain/media.types';
import {
  catalogueRetry,
  catalogueRetryDelay,
  useCatalogue,
  watchlistQuery,
} from '@/app/data/catalogue-queries';
import { toMediaCardProps } from '@/components/catalogue/media-card-model';
import { useViewerAccess } from '@/components/catalogue/viewer-access';

/** seed 001 §2, seed 002 §9: the favorites and history grids have 1, 2, 3, 4 and 4 columns. */
export const WATCH_LIST_GRID_COLUMNS: Readonly<Record<Breakpoint, number>> = {
  xs: 1,
  sm: 2,
  md: 3,
  lg: 4,
  xl: 4,
};

export type WatchListItemsStatus = 'loading' | 'error' | 'ready';

/**
 * The media items of a favorites or history list, in the list's order (seed 000 §7:
 * /apps/watchlists/{playlistId} with media_ids). Items the catalogue no longer has are left out.
 * The request does not depend on the order, so moving an entry to the front asks for nothing new.
 */
export function useWatchListItems(playlistId: string | null | undefined, mediaIds: readonly string[]) {
  const catalogue = useCatalogue();
  const idsKey = mediaIds.join(',');
  const requested = useMemo(() => [...new Set(idsKey ? idsKey.split(',') : [])].sort(), [idsKey]);
  const query = useQuery({
    ...watchlistQuery(catalogue, playlistId ?? '', requested),
    enabled: Boolean(playlistId) && requested.length > 0,
    retry: catalogueRetry,
    retryDelay: catalogueRetryDelay,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => {
    const byId = new Map((query.data ?? []).map((item) => [item.mediaid, item]));
    return (idsKey ? idsKey.split(',') : []).flatMap((id) => byId.get(id) ?? []);
  }, [query.data, idsKey]);
  const status: WatchListItemsStatus =
    requested.length === 0 || query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return { items, status };
}

/** Cards for the items, with a progress bar where `progressOf` gives one. */
export function useWatchListCards(
  items: readonly MediaItem[],
  progressOf?: (mediaid: string) => number | null,
): { key: string; node: React.ReactNode }[] {
  const { client } = useCatalogue();
  const viewer = useViewerAccess();
  const { t } = useTranslation(['video']);
  const now = client.now();
  return items.map((item) => {
    const progress = progressOf?.(item.mediaid) ?? null;
    return {
      key: item.mediaid,
      node: (
        <MediaCard
          {...toMediaCardProps(item, { now, viewer })}
          progress={
            progress === null ? undefined : (
              <ProgressBar
                value={progress}
                label={t('video:watched_progress', { percent: Math.round(progress * 100) })}
              />
            )
          }
        />
      ),
    };
  });
}
