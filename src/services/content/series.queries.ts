import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/http';
import type { ContentClient } from './content-client';
import {
  getSeasonEpisodes,
  getSeries,
  getSeriesByMediaIds,
  getSeriesEpisodes,
  nextEpisodesPageOffset,
  type EpisodesPage,
} from './series';

/** seed 002 §7, §9: series lookups are not retried on 404, otherwise twice. */
export const SERIES_RETRY_COUNT = 2;

export function seriesRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.code === 404) return false;
  return failureCount < SERIES_RETRY_COUNT;
}

export const seriesKeys = {
  all: ['series'] as const,
  detail: (seriesId: string) => ['series', seriesId] as const,
  byMediaIds: (mediaIds: readonly string[]) => ['series', 'by-media-ids', [...mediaIds]] as const,
  episodes: (seriesId: string, params: { pageLimit?: number; language?: string }) =>
    ['series', seriesId, 'episodes', { ...params }] as const,
  seasonEpisodes: (
    seriesId: string,
    seasonNumber: number,
    params: { pageLimit?: number; language?: string },
  ) => ['series', seriesId, 'seasons', seasonNumber, 'episodes', { ...params }] as const,
};

export function seriesQueryOptions(client: ContentClient, seriesId: string) {
  return queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: () => getSeries(client, seriesId),
    retry: seriesRetry,
  });
}

export function seriesByMediaIdsQueryOptions(client: ContentClient, mediaIds: readonly string[]) {
  return queryOptions({
    queryKey: seriesKeys.byMediaIds(mediaIds),
    queryFn: () => getSeriesByMediaIds(client, mediaIds),
    retry: seriesRetry,
  });
}

/**
 * The episodes with after_id paging: the next page starts after the last episode loaded, while
 * fewer than `total` have been loaded.
 */
export function nextEpisodesAfterId(pages: readonly EpisodesPage[]): string | undefined {
  const last = pages[pages.length - 1];
  if (!last) return undefined;
  const loaded = pages.reduce((count, page) => count + page.episodes.length, 0);
  const lastEpisode = last.episodes[last.episodes.length - 1];
  return lastEpisode && loaded < last.total ? lastEpisode.mediaItem.mediaid : undefined;
}

/** All episodes of a series, page after page (after_id), page_limit default 20. */
export function seriesEpisodesInfiniteQueryOptions(
  client: ContentClient,
  seriesId: string,
  params: { pageLimit?: number; language?: string } = {},
) {
  return infiniteQueryOptions({
    queryKey: seriesKeys.episodes(seriesId, params),
    queryFn: ({ pageParam }) => getSeriesEpisodes(client, seriesId, { ...params, afterId: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_lastPage, allPages) => nextEpisodesAfterId(allPages),
    retry: seriesRetry,
  });
}

/** The episodes of one season, page after page (page_offset from 1). */
export function seasonEpisodesInfiniteQueryOptions(
  client: ContentClient,
  seriesId: string,
  seasonNumber: number,
  params: { pageLimit?: number; language?: string } = {},
) {
  return infiniteQueryOptions({
    queryKey: seriesKeys.seasonEpisodes(seriesId, seasonNumber, params),
    queryFn: ({ pageParam }) =>
      getSeasonEpisodes(client, seriesId, seasonNumber, { ...params, pageOffset: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => nextEpisodesPageOffset(lastPage),
    retry: seriesRetry,
  });
}
