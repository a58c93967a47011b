import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { catalogue } from './catalogue.js';
import {
  errorOf,
  expectKeys,
  getJson,
  readPayload,
  referenceItemKeys,
  type MediaJson,
  type PlaylistJson,
} from './content.testing.js';

const stack = useTestStack();

const PLAYLIST_KEYS = Object.keys(readPayload<object>('playlist.json')).sort();

describe('the catalogue', () => {
  it('has at least 60 media items across genres, with the kinds the app shows', () => {
    const items = [...catalogue.items.values()];
    expect(items.length).toBeGreaterThanOrEqual(60);
    const genres = new Set(items.filter((i) => i.kind === 'movie').map((i) => i.genre));
    expect([...genres]).toEqual(expect.arrayContaining(['Action', 'Comedy', 'Drama', 'Documentary']));
    const kinds = new Set(items.map((i) => i.kind));
    for (const kind of ['movie', 'series', 'episode', 'livechannel', 'liveevent', 'hub', 'page'] as const) {
      expect(kinds).toContain(kind);
    }
    expect(catalogue.playlists.size).toBeGreaterThanOrEqual(6);
  });

  it('spreads the three spellings of the series id over the episodes (seed 000 §3)', () => {
    const episodes = [...catalogue.items.values()].filter((i) => i.kind === 'episode');
    for (const key of ['seriesId', 'seriesPlayListId', 'seriesPlaylistId']) {
      expect(episodes.some((e) => e.custom[key] === e.episode?.seriesId)).toBe(true);
    }
  });

  it('has subscription offers and premier offers in productIds (seed 000 §3)', () => {
    const productIds = [...catalogue.items.values()].map((i) => i.custom.productIds ?? '');
    expect(productIds.some((p) => p.includes('cleeng:S100000001_NL'))).toBe(true);
    expect(productIds.some((p) => p.split(',').some((entry) => entry.startsWith('!')))).toBe(true);
  });
});

describe('GET /v2/playlists/{id}', () => {
  it.each(['FeAtUr01', 'MoViEs01', 'SeRiEs01', 'LiVeTv01', 'EvEnTs01', 'DoCuMe01', 'PrEmIe01', 'TrAiLr01'])(
    'answers %s in the reference playlist shape',
    async (id) => {
      const playlist = await getJson<PlaylistJson>(stack, `/v2/playlists/${id}`);
      expectKeys(playlist, PLAYLIST_KEYS);
      expect(playlist.feedid).toBe(id);
      expect(playlist.playlist.length).toBeGreaterThan(0);
      for (const item of playlist.playlist) expect(item.feedid).toBe(id);
    },
  );

  it('gives films every key of the reference playlist items', async () => {
    const keys = referenceItemKeys('playlist.json');
    const { playlist } = await getJson<PlaylistJson>(stack, '/v2/playlists/MoViEs01');
    for (const item of playlist) expectKeys(item, keys);
  });

  it('gives live channels every key of the reference live playlist items, and the live type', async () => {
    const keys = referenceItemKeys('livePlaylist.json');
    const live = await getJson<PlaylistJson>(stack, '/v2/playlists/LiVeTv01');
    expect(live.contentType).toBe('live');
    expect(live.playlist).toHaveLength(3);
    for (const item of live.playlist) {
      expectKeys(item, keys);
      expect(item).toMatchObject({ contentType: 'livechannel', liveChannelsId: 'LiVeTv01', duration: 0 });
    }
    const types = live.playlist.map((item) => item.scheduleType);
    expect(types.filter((t) => t === 'jwp')).toHaveLength(2);
    expect(types.filter((t) => t === 'viewnexa')).toHaveLength(1);
    expect(live.playlist.filter((item) => item.scheduleToken)).toHaveLength(1);
  });

  it('has Action, Comedy and Drama films for the menu filter tags', async () => {
    const { playlist } = await getJson<PlaylistJson>(stack, '/v2/playlists/MoViEs01');
    for (const genre of ['Action', 'Comedy', 'Drama']) {
      expect(playlist.filter((item) => item.tags.split(',').includes(genre)).length).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it('pages with page_limit and page_offset (1-based pages) and links to the next page', async () => {
    const first = await getJson<PlaylistJson>(stack, '/v2/playlists/MoViEs01?page_limit=10');
    const second = await getJson<PlaylistJson>(stack, '/v2/playlists/MoViEs01?page_limit=10&page_offset=2');
    const all = await getJson<PlaylistJson>(stack, '/v2/playlists/MoViEs01');
    expect(first.playlist.map((i) => i.mediaid)).toEqual(all.playlist.slice(0, 10).map((i) => i.mediaid));
    expect(second.playlist.map((i) => i.mediaid)).toEqual(all.playlist.slice(10, 20).map((i) => i.mediaid));
    expect(first.links.next).toMatch(/page_offset=2/);
    expect(first.links.last).toMatch(/page_offset=4/);
    expect(all.links.next).toBeUndefined();
  });

  it('refuses a page_limit that is not a whole number', async () => {
    const { status, body } = await errorOf(stack, '/v2/playlists/MoViEs01?page_limit=abc');
    expect(status).toBe(400);
    expect(body.message).toMatch(/page_limit/);
  });

  it('answers 404 with a message for an unknown playlist', async () => {
    expect(await errorOf(stack, '/v2/playlists/NoSuch01')).toEqual({
      status: 404,
      body: { message: 'Playlist not found' },
    });
  });

  it('recommends items related to related_media_id, never the item itself', async () => {
    const { playlist } = await getJson<PlaylistJson>(
      stack,
      '/v2/playlists/ReCoMm01?related_media_id=MvAct001',
    );
    const ids = playlist.map((i) => i.mediaid);
    expect(ids).not.toContain('MvAct001');
    expect(playlist.slice(0, 5).every((i) => i.genre === 'Action')).toBe(true);
    const comedy = await getJson<PlaylistJson>(stack, '/v2/playlists/ReCoMm01?related_media_id=MvCom001');
    expect(comedy.playlist[0]?.genre).toBe('Comedy');
  });

  it('searches the search playlist with ?search=', async () => {
    const { playlist } = await getJson<PlaylistJson>(stack, '/v2/playlists/SeArCh01?search=harbour');
    const ids = playlist.map((i) => i.mediaid);
    expect(ids).toContain('SrHarb01');
    expect(ids).toContain('EvSchd01');
    expect(ids[0]).toBe('SrHarb01');
    const none = await getJson<PlaylistJson>(stack, '/v2/playlists/SeArCh01?search=zzzyx');
    expect(none.playlist).toEqual([]);
    const empty = await getJson<PlaylistJson>(stack, '/v2/playlists/SeArCh01');
    expect(empty.playlist).toEqual([]);
  });

  it('answers series ids as the playlist of their episodes (seriesPlayListId)', async () => {
    const { playlist } = await getJson<PlaylistJson>(stack, '/v2/playlists/SrHarb01');
    expect(playlist).toHaveLength(39);
  });
});

describe('GET /apps/watchlists/{id}', () => {
  it('answers the asked items in order, in the reference favorites shape', async () => {
    const keys = referenceItemKeys('favorites.json');
    const list = await getJson<PlaylistJson>(
      stack,
      '/apps/watchlists/FaVoRi01?media_ids=MvDrm002,nothere1,LvChan01&token=x',
    );
    expectKeys(list, Object.keys(readPayload<object>('favorites.json')));
    expect(list.playlist.map((i) => i.mediaid)).toEqual(['MvDrm002', 'LvChan01']);
    for (const item of list.playlist) expectKeys(item, keys);
    expect(list.playlist[0]?.cardImage).toMatch(
      /\/v2\/media\/MvDrm002\/images\/card\.webp\?poster_fallback=1$/,
    );
  });

  it('serves the continue-watching list too, and nothing without media_ids', async () => {
    const list = await getJson<PlaylistJson>(stack, '/apps/watchlists/CoWaTc01');
    expect(list.playlist).toEqual([]);
    expect((await stack.request('/apps/watchlists/MoViEs01?media_ids=MvDrm002')).status).toBe(404);
  });
});

describe('content lists and app-content search', () => {
  it('answers CoNtLs01 with entries of media_id, description, a tags array and custom_params', async () => {
    const list = await getJson<{ id: string; title: string; list: Record<string, unknown>[] }>(
      stack,
      '/v2/sites/sc-free/content_lists/CoNtLs01',
    );
    expect(list.id).toBe('CoNtLs01');
    expect(list.list.length).toBeGreaterThan(5);
    for (const entry of list.list) {
      expectKeys(entry, ['media_id', 'title', 'description', 'tags', 'duration', 'custom_params']);
      expect(Array.isArray(entry.tags)).toBe(true);
      expect(entry.custom_params).toBeTypeOf('object');
    }
    const page = list.list.find((e) => e.media_id === 'PgRules1');
    expect(page?.custom_params).toMatchObject({ contentType: 'page' });
    expect((await stack.request('/v2/sites/sc-free/content_lists/NoSuch01')).status).toBe(404);
  });

  it('searches with search_query and answers a playlist', async () => {
    const result = await getJson<PlaylistJson>(
      stack,
      '/v2/sites/sc-games/app_content/media/search?search_query=regatta',
    );
    expect(result.playlist.map((i) => i.mediaid)).toContain('EvLive01');
    expect((await stack.request('/v2/sites/sc-games/app_content/media/search')).status).toBe(400);
  });
});

type EpisodesJson = {
  episodes: { episode_number: number; season_number: number; media_item: MediaJson }[];
  page: number;
  page_limit: number;
  total: number;
};

describe('series', () => {
  it('answers /apps/series/{id} with seasons and counts', async () => {
    const series = await getJson<Record<string, unknown> & { seasons: Record<string, unknown>[] }>(
      stack,
      '/apps/series/SrHarb01',
    );
    expect(series).toMatchObject({ series_id: 'SrHarb01', episode_count: 39, season_count: 3 });
    expect(series.seasons.map((s) => s.episode_count)).toEqual([8, 25, 6]);
    for (const season of series.seasons) {
      expectKeys(season, [
        'season_id',
        'season_number',
        'season_title',
        'season_description',
        'episode_count',
        'total_duration',
      ]);
    }
    expect(await errorOf(stack, '/apps/series/MvAct001')).toEqual({
      status: 404,
      body: { message: 'Series not found' },
    });
  });

  it('pages the 25-episode season at 20 a page by default (seed 000 §9)', async () => {
    const page1 = await getJson<EpisodesJson>(stack, '/apps/series/SrHarb01/seasons/2/episodes');
    expect(page1).toMatchObject({ page: 1, page_limit: 20, total: 25 });
    expect(page1.episodes).toHaveLength(20);
    const page2 = await getJson<EpisodesJson>(
      stack,
      '/apps/series/SrHarb01/seasons/2/episodes?page_offset=2&page_limit=20',
    );
    expect(page2).toMatchObject({ page: 2, page_limit: 20, total: 25 });
    expect(page2.episodes.map((e) => e.episode_number)).toEqual([21, 22, 23, 24, 25]);
    for (const episode of page2.episodes) {
      expect(episode.season_number).toBe(2);
      expect(episode.media_item).toMatchObject({ contentType: 'episode', seasonNumber: '2' });
    }
    expect((await stack.request('/apps/series/SrHarb01/seasons/9/episodes')).status).toBe(404);
  });

  it('answers every episode of a series in order, with after_id', async () => {
    const all = await getJson<EpisodesJson>(stack, '/apps/series/SrHarb01/episodes?page_limit=100');
    expect(all.total).toBe(39);
    expect(all.episodes[8]).toMatchObject({ season_number: 2, episode_number: 1 });
    const after = await getJson<EpisodesJson>(stack, '/apps/series/SrHarb01/episodes?after_id=EpHL1E08');
    expect(after.episodes[0]?.media_item.mediaid).toBe('EpHL2E01');
    expect(after.total).toBe(31);
    const page2 = await getJson<EpisodesJson>(stack, '/apps/series/SrHarb01/episodes?page_offset=2');
    expect(page2.episodes).toHaveLength(19);
  });

  it('maps episodes to their series with /apps/series?media_ids=', async () => {
    const answer = await getJson(stack, '/apps/series?media_ids=EpHL2E14,EpKC1E03,MvAct001');
    expect(answer).toEqual({
      EpHL2E14: [{ series_id: 'SrHarb01', season_number: 2, episode_number: 14 }],
      EpKC1E03: [{ series_id: 'SrKitc01', season_number: 1, episode_number: 3 }],
      MvAct001: [],
    });
  });
});
