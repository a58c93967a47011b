import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError } from '../http/http';
import { fakeFetch, jsonResponse, pathOf, queryOf, testClient } from './fake-fetch.testing';
import {
  EPISODE_PAGE_LIMIT,
  getSeasonEpisodes,
  getSeries,
  getSeriesByMediaIds,
  getSeriesEpisodes,
  nextEpisodesPageOffset,
  type EpisodesPage,
} from './series';
import { nextEpisodesAfterId, seriesQueryOptions, seriesRetry } from './series.queries';

const episode = (mediaid: string, season: number, number: number) => ({
  media_item: { mediaid, title: `Episode ${number}` },
  season_number: season,
  episode_number: number,
});

const pageAnswer = (page: number, total: number, ids: string[]) => ({
  episodes: ids.map((id, index) => episode(id, 1, (page - 1) * 2 + index + 1)),
  page,
  page_limit: 2,
  total,
});

describe('getSeries: /apps/series/{seriesId} (seed 000 §7)', () => {
  it('reads the series and its seasons', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({
        series_id: 'ser1',
        title: 'Caminandes',
        description: 'Llamas',
        playlist_id: 'pl1',
        seasons: [
          { season_id: 's1', season_number: 1, season_title: 'One', episode_count: 3 },
          { season_number: 2, episode_count: 2 },
        ],
      }),
    );
    const series = await getSeries(testClient(fetch), 'ser1');
    expect(calls[0]?.url).toBe('https://content.test/apps/series/ser1');
    expect(series).toEqual({
      seriesId: 'ser1',
      title: 'Caminandes',
      description: 'Llamas',
      playlistId: 'pl1',
      seasonCount: 2,
      episodeCount: 5,
      seasons: [
        { seasonId: 's1', seasonNumber: 1, seasonTitle: 'One', episodeCount: 3, playlistId: undefined },
        { seasonId: undefined, seasonNumber: 2, seasonTitle: '', episodeCount: 2, playlistId: undefined },
      ],
    });
  });

  it('a series without series_id is malformed', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ title: 'x' }));
    await expect(getSeries(testClient(fetch), 's')).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('getSeriesByMediaIds: /apps/series?media_ids= (seed 000 §7)', () => {
  it('maps each media id to the series it is in', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({ e1: [{ series_id: 'ser1', season_number: 1, episode_number: 2 }], m2: null }),
    );
    const lookup = await getSeriesByMediaIds(testClient(fetch), ['e1', 'm2']);
    expect(queryOf(calls[0]!.url)).toEqual({ media_ids: 'e1,m2' });
    expect(lookup).toEqual({ e1: [{ seriesId: 'ser1', seasonNumber: 1, episodeNumber: 2 }], m2: [] });
  });

  it('makes no call without ids', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({}));
    expect(await getSeriesByMediaIds(testClient(fetch), [])).toEqual({});
    expect(calls).toHaveLength(0);
  });
});

describe('episodes paging (seed 000 §3, §7)', () => {
  it('series episodes: page_limit defaults to 20; page_offset and after_id when given', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(pageAnswer(1, 3, ['e1', 'e2'])));
    await getSeriesEpisodes(testClient(fetch), 'ser1');
    expect(pathOf(calls[0]!.url)).toBe('/apps/series/ser1/episodes');
    expect(queryOf(calls[0]!.url)).toEqual({ page_limit: String(EPISODE_PAGE_LIMIT) });
    await getSeriesEpisodes(testClient(fetch), 'ser1', { pageOffset: 2, pageLimit: 2, afterId: 'e2' });
    expect(queryOf(calls[1]!.url)).toEqual({ page_offset: '2', page_limit: '2', after_id: 'e2' });
  });

  it('season episodes: /apps/series/{id}/seasons/{n}/episodes with page_offset and page_limit', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(pageAnswer(2, 3, ['e3'])));
    const page = await getSeasonEpisodes(testClient(fetch), 'ser1', 1, { pageOffset: 2, pageLimit: 2 });
    expect(pathOf(calls[0]!.url)).toBe('/apps/series/ser1/seasons/1/episodes');
    expect(queryOf(calls[0]!.url)).toEqual({ page_offset: '2', page_limit: '2' });
    expect(page).toMatchObject({ page: 2, pageLimit: 2, total: 3 });
    expect(page.episodes[0]).toMatchObject({
      seasonNumber: 1,
      episodeNumber: 3,
      mediaItem: { mediaid: 'e3', title: 'Episode 3', seasonNumber: 1, episodeNumber: 3 },
    });
  });

  it('the next page offset is page + 1 until page * page_limit covers total', () => {
    expect(nextEpisodesPageOffset({ page: 1, pageLimit: 20, total: 45 })).toBe(2);
    expect(nextEpisodesPageOffset({ page: 2, pageLimit: 20, total: 45 })).toBe(3);
    expect(nextEpisodesPageOffset({ page: 3, pageLimit: 20, total: 45 })).toBeUndefined();
    expect(nextEpisodesPageOffset({ page: 2, pageLimit: 20, total: 40 })).toBeUndefined();
    expect(nextEpisodesPageOffset({ page: 1, pageLimit: 20, total: 0 })).toBeUndefined();
  });

  it('with after_id, the next page starts after the last episode while fewer than total are loaded', async () => {
    const { fetch } = fakeFetch((url) =>
      jsonResponse(
        queryOf(url).after_id === 'e2' ? pageAnswer(2, 3, ['e3']) : pageAnswer(1, 3, ['e1', 'e2']),
      ),
    );
    const first: EpisodesPage = await getSeriesEpisodes(testClient(fetch), 's', { pageLimit: 2 });
    expect(nextEpisodesAfterId([first])).toBe('e2');
    const second = await getSeriesEpisodes(testClient(fetch), 's', { pageLimit: 2, afterId: 'e2' });
    expect(nextEpisodesAfterId([first, second])).toBeUndefined();
    expect(nextEpisodesAfterId([])).toBeUndefined();
  });

  it('an answer without paging fields is malformed', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ episodes: [] }));
    await expect(getSeriesEpisodes(testClient(fetch), 's')).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('series lookups retry (seed 002 §7): never on 404, otherwise twice', () => {
  it('the retry rule', () => {
    expect(seriesRetry(0, new ApiError('Not found', 404))).toBe(false);
    expect(seriesRetry(0, new ApiError('Request failed with 500', 500))).toBe(true);
    expect(seriesRetry(1, new ApiError('Request failed with 500', 500))).toBe(true);
    expect(seriesRetry(2, new ApiError('Request failed with 500', 500))).toBe(false);
  });

  it('a 404 series is asked for once', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ message: 'Series not found' }, 404));
    const queryClient = new QueryClient();
    const error = await queryClient
      .fetchQuery(seriesQueryOptions(testClient(fetch), 'gone'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Series not found', code: 404 });
    expect(calls).toHaveLength(1);
  });

  it('a failing series is asked for three times in all', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({}, 500));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const options = { ...seriesQueryOptions(testClient(fetch), 'flaky'), retryDelay: 0 };
    await queryClient.fetchQuery(options).catch(() => undefined);
    expect(calls).toHaveLength(3);
  });
});
