import { fetchJson, parseAnswer } from '../http/http';
import { buildUrl, segment, type ContentClient } from './content-client';
import { toMediaItem } from './media.mappers';
import type { MediaItem } from '@/domain/media.types';
import {
  episodesPageDocumentSchema,
  seriesByMediaIdsDocumentSchema,
  seriesDocumentSchema,
  type EpisodesPageDocument,
} from './series.schemas';

/** seed 000 §7, §9: episode page size. */
export const EPISODE_PAGE_LIMIT = 20;

export type Season = {
  seasonId?: string;
  seasonNumber: number;
  seasonTitle: string;
  episodeCount: number;
  playlistId?: string;
};

export type Series = {
  seriesId: string;
  title: string;
  description: string;
  playlistId?: string;
  seasonCount: number;
  episodeCount: number;
  seasons: Season[];
};

/** Where a media item sits in a series (seed 000 §3 Episode: seasonNumber, episodeNumber). */
export type SeriesLookup = { seriesId: string; seasonNumber?: number; episodeNumber?: number };

export type Episode = { mediaItem: MediaItem; seasonNumber?: number; episodeNumber?: number };

/** One page of episodes with the pagination of seed 000 §3 (page, page_limit, total). */
export type EpisodesPage = { episodes: Episode[]; page: number; pageLimit: number; total: number };

/** GET /apps/series/{seriesId} (seed 000 §7). */
export async function getSeries(client: ContentClient, seriesId: string): Promise<Series> {
  const url = buildUrl(client.host, `/apps/series/${segment(seriesId)}`);
  const document = parseAnswer(seriesDocumentSchema, await fetchJson(url, client.fetch), 'series');
  const seasons = document.seasons.map((season) => ({
    seasonId: season.season_id,
    seasonNumber: season.season_number,
    seasonTitle: season.season_title ?? '',
    episodeCount: season.episode_count ?? 0,
    playlistId: season.playlist_id ?? undefined,
  }));
  return {
    seriesId: document.series_id,
    title: document.title ?? '',
    description: document.description ?? '',
    playlistId: document.playlist_id ?? undefined,
    seasonCount: document.season_count ?? seasons.length,
    episodeCount: document.episode_count ?? seasons.reduce((sum, season) => sum + season.episodeCount, 0),
    seasons,
  };
}

/** GET /apps/series?media_ids=a,b (seed 000 §7): media id -> the series it is an episode of. */
export async function getSeriesByMediaIds(
  client: ContentClient,
  mediaIds: readonly string[],
): Promise<Record<string, SeriesLookup[]>> {
  if (mediaIds.length === 0) return {};
  const url = buildUrl(client.host, '/apps/series', { media_ids: mediaIds });
  const document = parseAnswer(
    seriesByMediaIdsDocumentSchema,
    await fetchJson(url, client.fetch),
    'series lookup',
  );
  const lookups: Record<string, SeriesLookup[]> = {};
  for (const [mediaId, entries] of Object.entries(document)) {
    lookups[mediaId] = (entries ?? []).map((entry) => ({
      seriesId: entry.series_id,
      seasonNumber: entry.season_number,
      episodeNumber: entry.episode_number,
    }));
  }
  return lookups;
}

export type EpisodesRequest = {
  /** 1-based page number (the `page` of the previous answer plus one). */
  pageOffset?: number;
  /** Default 20 (seed 000 §7). */
  pageLimit?: number;
  /** Continue after this episode's media id (series episodes only). */
  afterId?: string;
  language?: string;
};

function toEpisodesPage(
  document: EpisodesPageDocument,
  client: ContentClient,
  language: string | undefined,
): EpisodesPage {
  const options = { host: client.host, now: client.now(), language };
  return {
    episodes: document.episodes.map((episode) => {
      const mediaItem = toMediaItem(episode.media_item, options);
      return {
        mediaItem: {
          ...mediaItem,
          seasonNumber: mediaItem.seasonNumber ?? episode.season_number,
          episodeNumber: mediaItem.episodeNumber ?? episode.episode_number,
        },
        seasonNumber: episode.season_number,
        episodeNumber: episode.episode_number,
      };
    }),
    page: document.page,
    pageLimit: document.page_limit,
    total: document.total,
  };
}

/** GET /apps/series/{id}/episodes with page_offset, page_limit (default 20), after_id (seed 000 §7). */
export async function getSeriesEpisodes(
  client: ContentClient,
  seriesId: string,
  request: EpisodesRequest = {},
): Promise<EpisodesPage> {
  const url = buildUrl(client.host, `/apps/series/${segment(seriesId)}/episodes`, {
    page_offset: request.pageOffset,
    page_limit: request.pageLimit ?? EPISODE_PAGE_LIMIT,
    after_id: request.afterId,
  });
  const document = parseAnswer(episodesPageDocumentSchema, await fetchJson(url, client.fetch), 'episodes');
  return toEpisodesPage(document, client, request.language);
}

/** GET /apps/series/{id}/seasons/{n}/episodes with page_offset, page_limit (seed 000 §7). */
export async function getSeasonEpisodes(
  client: ContentClient,
  seriesId: string,
  seasonNumber: number,
  request: Omit<EpisodesRequest, 'afterId'> = {},
): Promise<EpisodesPage> {
  const url = buildUrl(
    client.host,
    `/apps/series/${segment(seriesId)}/seasons/${segment(seasonNumber)}/episodes`,
    {
      page_offset: request.pageOffset,
      page_limit: request.pageLimit ?? EPISODE_PAGE_LIMIT,
    },
  );
  const document = parseAnswer(
    episodesPageDocumentSchema,
    await fetchJson(url, client.fetch),
    'season episodes',
  );
  return toEpisodesPage(document, client, request.language);
}

/** The page_offset of the next page, or undefined when `page * page_limit` already covers `total`. */
export function nextEpisodesPageOffset(
  page: Pick<EpisodesPage, 'page' | 'pageLimit' | 'total'>,
): number | undefined {
  return page.page * page.pageLimit < page.total ? page.page + 1 : undefined;
}
