import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mediaQueryOptions } from '@/services/content/media.queries';
import { appContentSearchQueryOptions, playlistQueryOptions } from '@/services/content/playlists.queries';
import {
  seasonEpisodesInfiniteQueryOptions,
  seriesByMediaIdsQueryOptions,
  seriesEpisodesInfiniteQueryOptions,
  seriesQueryOptions,
} from '@/services/content/series.queries';
import { loadFailureCategory, type LoadFailureCategory } from '@/services/http/http';
import {
  catalogueRetry,
  catalogueRetryDelay,
  type Catalogue,
  type ListQueryOptions,
} from './catalogue-queries';

/**
 * The catalogue's queries a screen reads (seed 000 §7, seed 002 §7), in the page's language.
 * Playlists, watch lists and media refetch every 30 s while they hold live or scheduled items.
 */
export const contentQuery = {
  media: ({ client, language }: Catalogue, mediaId: string) =>
    mediaQueryOptions(client, { mediaId, language }),
  playlist: ({ client, language }: Catalogue, playlistId: string) =>
    playlistQueryOptions(client, playlistId, { language }),
  series: ({ client }: Catalogue, seriesId: string) => seriesQueryOptions(client, seriesId),
  /** The series an episode belongs to, looked up by its media id. */
  seriesOfMedia: ({ client }: Catalogue, mediaIds: readonly string[]) =>
    seriesByMediaIdsQueryOptions(client, mediaIds),
  /** All episodes of a series, page after page. */
  seriesEpisodes: ({ client, language }: Catalogue, seriesId: string) =>
    seriesEpisodesInfiniteQueryOptions(client, seriesId, { language }),
  /** The episodes of one season, page after page. */
  seasonEpisodes: ({ client, language }: Catalogue, seriesId: string, season: number) =>
    seasonEpisodesInfiniteQueryOptions(client, seriesId, season, { language }),
  /** App-content search results, retried like the catalogue's lists. */
  search: ({ config, client, language }: Catalogue, term: string): ListQueryOptions => ({
    ...(appContentSearchQueryOptions(client, config.siteId, term, {
      language,
    }) as unknown as ListQueryOptions),
    retry: catalogueRetry,
    retryDelay: catalogueRetryDelay,
  }),
};

/**
 * The item of a media screen (`/m/{id}`), retried by the catalogue's rule. `failure` says why it
 * did not load once it has given up (seed 002 §8's categories); `tryAgain` cancels a hung first
 * load before asking again, so Try again really asks again.
 */
export function useMediaItem(catalogue: Catalogue, mediaId: string) {
  const queryClient = useQueryClient();
  const options = contentQuery.media(catalogue, mediaId);
  const query = useQuery({ ...options, retry: catalogueRetry });
  const failure: LoadFailureCategory | null =
    query.isError && !query.isFetching ? loadFailureCategory(query.error) : null;
  const tryAgain = () =>
    void queryClient.cancelQueries({ queryKey: options.queryKey }).then(() => query.refetch());
  return { item: query.data, isFetching: query.isFetching, failure, tryAgain };
}
