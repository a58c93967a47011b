import { QueryClient, type Query } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adScheduleQueryOptions } from './ad-schedules.queries';
import { fakeFetch, jsonResponse, readPayload, testClient } from './fake-fetch.testing';
import {
  LIVE_MEDIA_RETRY,
  LIVE_REFETCH_INTERVAL_MS,
  liveRefetchInterval,
  MEDIA_RETRY,
  mediaKeys,
  mediaQueryOptions,
} from './media.queries';
import type { MediaItem, Playlist } from '@/domain/media.types';
import { playlistQueryOptions } from './playlists.queries';
import { seasonEpisodesInfiniteQueryOptions } from './series.queries';

const client = testClient(fakeFetch(() => jsonResponse({})).fetch);
/** The `refetchInterval` function of a query's options, called with just the state it reads. */
const refetchIntervalOf = (options: { refetchInterval?: unknown }) => (data: unknown) =>
  (options.refetchInterval as (query: Pick<Query, 'state'>) => number | false)({ state: { data } } as Pick<
    Query,
    'state'
  >);

afterEach(() => {
  vi.useRealTimers();
});

describe('media query options (seed 002 §7)', () => {
  it('keys are structured: media, id, params', () => {
    expect(mediaQueryOptions(client, { mediaId: 'm1', token: 't', language: 'nl' }).queryKey).toEqual([
      'media',
      'm1',
      { drmPolicyId: undefined, token: 't', language: 'nl' },
    ]);
    expect(mediaKeys.images('m1')).toEqual(['media', 'm1', 'images']);
  });

  it('retry 2 times 1 s apart; live media 5 times 5 s apart', () => {
    expect(MEDIA_RETRY).toEqual({ count: 2, delayMs: 1000 });
    expect(LIVE_MEDIA_RETRY).toEqual({ count: 5, delayMs: 5000 });
    expect(mediaQueryOptions(client, { mediaId: 'm1' })).toMatchObject({ retry: 2, retryDelay: 1000 });
    expect(mediaQueryOptions(client, { mediaId: 'm1', live: true })).toMatchObject({
      retry: 5,
      retryDelay: 5000,
    });
  });

  it('refetch every 30 s while the item is live or scheduled, not otherwise', () => {
    const refetchInterval = refetchIntervalOf(mediaQueryOptions(client, { mediaId: 'm1' }));
    const item = (mediaStatus: MediaItem['mediaStatus']) => ({ mediaStatus }) as MediaItem;
    expect(LIVE_REFETCH_INTERVAL_MS).toBe(30_000);
    expect(refetchInterval(item('LIVE'))).toBe(30_000);
    expect(refetchInterval(item('SCHEDULED'))).toBe(30_000);
    expect(refetchInterval(item('VOD'))).toBe(false);
    expect(refetchInterval(undefined)).toBe(false);
    expect(liveRefetchInterval([])).toBe(false);
  });

  it('a failing media request is tried three times, one second apart', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(() => jsonResponse({ message: 'down' }, 500));
    const queryClient = new QueryClient();
    const result = queryClient
      .fetchQuery(mediaQueryOptions(testClient(fetch), { mediaId: 'm1' }))
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    expect(await result).toMatchObject({ message: 'down', code: 500 });
  });
});

describe('playlist query options (seed 002 §7)', () => {
  it('refetch every 30 s while the playlist holds live or scheduled items', () => {
    const options = playlistQueryOptions(client, 'p1', { pageLimit: 10 });
    expect(options.queryKey).toEqual(['playlist', 'p1', { pageLimit: 10 }]);
    const refetchInterval = refetchIntervalOf(options);
    const playlist = (...statuses: MediaItem['mediaStatus'][]) =>
      ({ playlist: statuses.map((mediaStatus) => ({ mediaStatus })) }) as Playlist;
    expect(refetchInterval(playlist('VOD', 'SCHEDULED'))).toBe(30_000);
    expect(refetchInterval(playlist('VOD'))).toBe(false);
  });

  it('fetches and parses through the query client', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(readPayload('livePlaylist.json')));
    const playlist = await new QueryClient().fetchQuery(playlistQueryOptions(testClient(fetch), 'JSKF03bk'));
    expect(playlist.playlist).toHaveLength(4);
  });
});

describe('season episodes infinite query (seed 000 §7)', () => {
  it('starts at page 1 and stops when page * page_limit covers total', async () => {
    const { fetch, calls } = fakeFetch((url) => {
      const page = Number(new URL(url).searchParams.get('page_offset'));
      return jsonResponse({
        episodes: [{ media_item: { mediaid: `e${page}` }, season_number: 1, episode_number: page }],
        page,
        page_limit: 1,
        total: 2,
      });
    });
    const queryClient = new QueryClient();
    const options = seasonEpisodesInfiniteQueryOptions(testClient(fetch), 'ser1', 1, { pageLimit: 1 });
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, first.pageParams)).toBe(2);
    const both = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.map((page) => page.episodes[0]?.mediaItem.mediaid)).toEqual(['e1', 'e2']);
    expect(options.getNextPageParam(both.pages[1]!, both.pages, 2, both.pageParams)).toBeUndefined();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('ad schedule (seed 000 §7)', () => {
  it('is fetched without credentials and its breaks read', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({
        client: 'vast',
        schedule: [
          { offset: 'pre', tag: ['https://ads.test/pre.xml'] },
          { offset: 30, tag: 'https://ads.test/mid.xml', type: 'linear' },
        ],
      }),
    );
    const schedule = await new QueryClient().fetchQuery(adScheduleQueryOptions(testClient(fetch), 'ad1'));
    expect(calls[0]?.url).toBe('https://content.test/v2/advertising/schedules/ad1.json');
    expect(calls[0]?.init?.credentials).toBe('omit');
    expect(schedule).toMatchObject({
      id: 'ad1',
      client: 'vast',
      breaks: [
        { offset: 'pre', tags: ['https://ads.test/pre.xml'] },
        { offset: '30', tags: ['https://ads.test/mid.xml'], type: 'linear' },
      ],
    });
  });

  it('reads breaks keyed by name and refuses a malformed schedule', async () => {
    const keyed = fakeFetch(() =>
      jsonResponse({ schedule: { adbreak1: { offset: 'post', tag: 'https://ads.test/p.xml' } } }),
    );
    expect(
      (await new QueryClient().fetchQuery(adScheduleQueryOptions(testClient(keyed.fetch), 'a'))).breaks,
    ).toEqual([{ offset: 'post', tags: ['https://ads.test/p.xml'], type: undefined }]);
    const broken = fakeFetch(() => jsonResponse({ schedule: 'nope' }));
    await expect(
      new QueryClient().fetchQuery(adScheduleQueryOptions(testClient(broken.fetch), 'b')),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
