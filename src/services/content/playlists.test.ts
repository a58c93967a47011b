import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../http/http';
import { getContentList, searchAppContent } from './content-lists';
import { fakeFetch, jsonResponse, pathOf, queryOf, readPayload, testClient } from './fake-fetch.testing';
import { getPlaylist, getWatchlist } from './playlists';

describe('getPlaylist: /v2/playlists/{id} (seed 000 §7)', () => {
  it('sends related_media_id and page_limit when given', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(readPayload('playlist.json')));
    await getPlaylist(testClient(fetch), 'recs1', { relatedMediaId: 'm1', pageLimit: 10 });
    expect(pathOf(calls[0]!.url)).toBe('/v2/playlists/recs1');
    expect(queryOf(calls[0]!.url)).toEqual({ related_media_id: 'm1', page_limit: '10' });
  });

  it('sends no query without options', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(readPayload('playlist.json')));
    await getPlaylist(testClient(fetch), 'p1');
    expect(calls[0]?.url).toBe('https://content.test/v2/playlists/p1');
  });

  it('marks a playlist with live or scheduled items for refetching (seed 002 §7)', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ playlist: [{ mediaid: 'e1', 'VCH.EventState': 'PRE_LIVE' }, { mediaid: 'v1' }] }),
    );
    const playlist = await getPlaylist(testClient(fetch), 'events');
    expect(playlist.feedid).toBe('events');
    expect(playlist.refetch).toBe(true);
    expect(playlist.playlist.map((item) => item.mediaStatus)).toEqual(['SCHEDULED', 'VOD']);
  });

  it('reads playlist-level custom params', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({
        feedid: 'p1',
        title: 'T',
        playlist: [],
        contentType: 'Hub',
        cardImageAspectRatio: '16:9',
        shelf: 'x',
      }),
    );
    const playlist = await getPlaylist(testClient(fetch), 'p1');
    expect(playlist).toMatchObject({ contentType: 'hub', cardImageAspectRatio: '16:9' });
    expect(playlist.custom.shelf).toBe('x');
  });
});

describe('getWatchlist: /apps/watchlists/{playlistId} (seed 000 §7)', () => {
  it('asks with token and media_ids and answers the playlist', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(readPayload('favorites.json')));
    const items = await getWatchlist(testClient(fetch), 'KKOhckQL', {
      mediaIds: ['1TJAvj2S', 'rnibIt0n'],
      token: 't',
    });
    expect(pathOf(calls[0]!.url)).toBe('/apps/watchlists/KKOhckQL');
    expect(queryOf(calls[0]!.url)).toEqual({ token: 't', media_ids: '1TJAvj2S,rnibIt0n' });
    expect(items.map((item) => item.mediaid)).toEqual(['1TJAvj2S', 'rnibIt0n', 'MaCvdQdE']);
  });

  it('makes no call for an empty list', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({}));
    expect(await getWatchlist(testClient(fetch), 'w', { mediaIds: [] })).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

const contentList = {
  id: 'cl1',
  title: 'Picks',
  description: 'Editor picks',
  list: [
    {
      media_id: 'm1',
      title: 'First',
      description: 'One',
      tags: ['a', 'b'],
      custom_params: { contentType: 'Series', productIds: '!cleeng:S1', 'title-nl': 'Eerste' },
      duration: 30,
    },
    { media_id: 'm2', tags: [], custom_params: {} },
  ],
};

describe('getContentList: /v2/sites/{siteId}/content_lists/{id} (seed 000 §7)', () => {
  it('turns list entries into media items: media_id, description, tags array, custom_params', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(contentList));
    const playlist = await getContentList(testClient(fetch), 'site1', 'cl1', { language: 'nl' });
    expect(calls[0]?.url).toBe('https://content.test/v2/sites/site1/content_lists/cl1');
    expect(playlist).toMatchObject({ feedid: 'cl1', title: 'Picks', description: 'Editor picks' });
    expect(playlist.playlist[0]).toMatchObject({
      mediaid: 'm1',
      feedid: 'cl1',
      title: 'Eerste',
      description: 'One',
      tags: ['a', 'b'],
      contentType: 'series',
      duration: 30,
      mediaOffers: [{ provider: 'cleeng', offerId: 'S1', premier: true }],
    });
    expect(playlist.playlist[1]).toMatchObject({ mediaid: 'm2', title: '', description: '', tags: [] });
  });

  it('a list entry without media_id is malformed', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ list: [{ tags: [] }] }));
    await expect(getContentList(testClient(fetch), 's', 'c')).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('searchAppContent: /v2/sites/{siteId}/app_content/media/search (seed 000 §7)', () => {
  it('sends search_query and reads the content-list answer', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(contentList));
    const result = await searchAppContent(testClient(fetch), 'site1', 'big buck');
    expect(pathOf(calls[0]!.url)).toBe('/v2/sites/site1/app_content/media/search');
    expect(queryOf(calls[0]!.url)).toEqual({ search_query: 'big buck' });
    expect(result.playlist.map((item) => item.mediaid)).toEqual(['m1', 'm2']);
  });

  it('reads a playlist-shaped answer as well', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(readPayload('playlist.json')));
    expect((await searchAppContent(testClient(fetch), 's', 'x')).playlist).toHaveLength(3);
  });
});
