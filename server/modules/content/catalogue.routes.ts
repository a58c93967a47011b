import type { Context } from 'hono';
import type { StackApp, StackContext, StackEnv } from '../../context.js';
import { catalogue, getItem, searchableItems, type CatalogueItem, type PlaylistDef } from './catalogue.js';
import { commaList, fail, MAX_PAGE_LIMIT, pageOf, wholeNumber } from './http.js';
import { mediaJson, stableUuid, viewOf, type View } from './media-json.js';

/**
 * Lists of the content host (seed 000 §7): playlists (with recommendations, search and paging),
 * watchlists, content lists, app-content search and series with their episodes.
 */

/** How many items a recommendations playlist answers with. */
const RECOMMENDATIONS_SIZE = 12;

/** Search (seed 000 §7): every word must appear in the title, description, tags or genre. */
export function searchCatalogue(
  term: string,
  items: readonly CatalogueItem[] = searchableItems(),
): CatalogueItem[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const matches = items.filter((item) => {
    const haystack = [item.title, item.description, item.genre ?? '', ...item.tags].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  // Titles starting with the words first, then titles holding them, then the rest; within
  // each, whole works before their episodes, then catalogue order.
  const rank = (item: CatalogueItem) => {
    const title = item.title.toLowerCase();
    const titleRank = title.startsWith(phrase) ? 0 : title.includes(phrase) ? 1 : 2;
    return titleRank * 2 + (item.kind === 'episode' ? 1 : 0);
  };
  return matches
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Recommendations for an item: films and series of the same genre first, then those sharing
 * tags, never the item itself or a signed premiere. Without an item, the newest films.
 */
export function recommendationsFor(related: CatalogueItem | undefined): CatalogueItem[] {
  const pool = [...catalogue.items.values()].filter(
    (item) => (item.kind === 'movie' || item.kind === 'series') && !item.protected && item.id !== related?.id,
  );
  if (!related) {
    return [...pool].sort((a, b) => b.pubdate - a.pubdate).slice(0, RECOMMENDATIONS_SIZE);
  }
  const genre = related.genre;
  const tags = new Set(related.tags.filter((t) => t !== 'movie' && t !== 'episode' && t !== 'series'));
  const score = (item: CatalogueItem) =>
    (genre && item.genre === genre ? 10 : 0) + item.tags.filter((t) => tags.has(t)).length;
  return pool
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RECOMMENDATIONS_SIZE)
    .map((entry) => entry.item);
}

function playlistUrl(
  view: View,
  id: string,
  query: Record<string, string | undefined>,
  page: number,
  limit: number,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  params.set('page_limit', String(limit));
  params.set('page_offset', String(page));
  return `${view.origin}/v2/playlists/${id}?${params.toString()}`;
}

/** The playlist envelope (reference playlist.json): title, description, kind, feedid, links, playlist. */
function playlistJson(
  def: Pick<PlaylistDef, 'id' | 'title' | 'description' | 'kind' | 'custom'>,
  items: readonly CatalogueItem[],
  view: View,
  paging: { page: number; pageLimit: number; query: Record<string, string | undefined> },
): Record<string, unknown> {
  const page = pageOf(items, paging.page, paging.pageLimit);
  const link = (n: number) => playlistUrl(view, def.id, paging.query, n, paging.pageLimit);
  return {
    title: def.title,
    description: def.description,
    kind: def.kind,
    feedid: def.id,
    links: {
      first: link(1),
      last: link(page.lastPage),
      ...(page.page > 1 ? { prev: link(page.page - 1) } : {}),
      ...(page.page < page.lastPage ? { next: link(page.page + 1) } : {}),
    },
    playlist: page.items.map((item) => mediaJson(item, view, { feedid: def.id })),
    feed_instance_id: stableUuid(`feed:${def.id}`),
    ...def.custom,
  };
}

const items = (ids: readonly string[]): CatalogueItem[] =>
  ids.flatMap((id) => {
    const item = getItem(id);
    return item ? [item] : [];
  });

/** Episodes of a series in running order, with their season and number. */
function episodesOf(seriesId: string, seasonNumber?: number) {
  const series = catalogue.series.get(seriesId);
  if (!series) return undefined;
  return series.seasons
    .filter((season) => seasonNumber === undefined || season.number === seasonNumber)
    .flatMap((season) =>
      season.episodeIds.flatMap((id) => {
        const item = getItem(id);
        return item?.episode ? [{ item, season: item.episode.season, number: item.episode.number }] : [];
      }),
    );
}

export function registerCatalogueRoutes(app: StackApp, ctx: StackContext): void {
  app.get('/v2/playlists/:id', (c) => {
    const def = catalogue.playlists.get(c.req.param('id'));
    if (!def) return fail(c, 404, 'Playlist not found');
    const pageLimit = wholeNumber(c.req.query('page_limit'), MAX_PAGE_LIMIT, MAX_PAGE_LIMIT);
    const page = wholeNumber(c.req.query('page_offset'), 1);
    if (pageLimit === null)
      return fail(c, 400, `page_limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`);
    if (page === null) return fail(c, 400, 'page_offset must be a whole number from 1');
    const relatedId = c.req.query('related_media_id') || undefined;
    const search = c.req.query('search')?.trim() || undefined;
    const view = viewOf(c, ctx);

    let list: CatalogueItem[];
    if (def.kind === 'RECOMMENDATIONS') {
      const related = relatedId ? getItem(relatedId) : undefined;
      if (relatedId && !related) return fail(c, 404, 'Related media not found');
      list = recommendationsFor(related);
    } else if (def.kind === 'SEARCH') {
      list = search ? searchCatalogue(search) : [];
    } else if (def.kind === 'WATCHLIST') {
      // A watchlist's items come from the viewer: see /apps/watchlists/{id}.
      list = [];
    } else {
      list = items(def.itemIds);
    }
    if (search && def.kind !== 'SEARCH') list = searchCatalogue(search, list);
    if (relatedId) list = list.filter((item) => item.id !== relatedId);

    return c.json(
      playlistJson(def, list, view, { page, pageLimit, query: { related_media_id: relatedId, search } }),
    );
  });

  // seed 000 §7: /apps/watchlists/{playlistId} with token and media_ids; answer playlist.
  app.get('/apps/watchlists/:id', (c) => {
    const def = catalogue.playlists.get(c.req.param('id'));
    if (!def || def.kind !== 'WATCHLIST') return fail(c, 404, 'Watchlist not found');
    const view = viewOf(c, ctx);
    const wanted = items(commaList(c.req.query('media_ids')));
    return c.json({
      feedid: def.id,
      title: def.title,
      playlist: wanted.map((item) => mediaJson(item, view, { feedid: def.id, watchlist: true })),
    });
  });

  app.get('/v2/sites/:siteId/content_lists/:id', (c) => {
    const list = catalogue.contentLists.get(c.req.param('id'));
    if (!list) return fail(c, 404, 'Content list not found');
    const view = viewOf(c, ctx);
    return c.json({
      id: list.id,
      title: list.title,
      description: list.description,
      list: items(list.itemIds).map((item) => {
        // An entry carries the platform fields; everything custom goes in custom_params.
        const { title, mediaid, description, duration, tags, genre, rating, ...rest } = mediaJson(
          item,
          view,
          {
            feedid: list.id,
          },
        );
        const custom: Record<string, string> = {};
        for (const [key, value] of Object.entries(rest)) if (typeof value === 'string') custom[key] = value;
        for (const key of ['link', 'image', 'feedid']) delete custom[key];
        if (typeof genre === 'string') custom.genre = genre;
        if (typeof rating === 'string') custom.rating = rating;
        return {
          media_id: mediaid,
          title,
          description,
          tags: typeof tags === 'string' ? tags.split(',') : [],
          duration,
          custom_params: custom,
        };
      }),
    });
  });

  app.get('/v2/sites/:siteId/app_content/media/search', (c) => {
    const term = c.req.query('search_query')?.trim();
    if (!term) return fail(c, 400, 'search_query is required');
    const view = viewOf(c, ctx);
    return c.json(
      playlistJson(
        { id: 'SeArCh01', title: 'Search results', description: `Results for "${term}"`, kind: 'SEARCH' },
        searchCatalogue(term),
        view,
        { page: 1, pageLimit: MAX_PAGE_LIMIT, query: { search: term } },
      ),
    );
  });

  // --- Series (seed 000 §7, seed 002 §3) -----------------------------------------------------

  app.get('/apps/series', (c) => {
    const ids = commaList(c.req.query('media_ids'));
    if (ids.length === 0) return fail(c, 400, 'media_ids is required');
    const answer: Record<string, { series_id: string; season_number: number; episode_number: number }[]> = {};
    for (const id of ids) {
      const episode = getItem(id)?.episode;
      answer[id] = episode
        ? [{ series_id: episode.seriesId, season_number: episode.season, episode_number: episode.number }]
        : [];
    }
    return c.json(answer);
  });

  app.get('/apps/series/:id', (c) => {
    const series = catalogue.series.get(c.req.param('id'));
    if (!series) return fail(c, 404, 'Series not found');
    const seasons = series.seasons.map((season) => ({
      season_id: season.id,
      season_number: season.number,
      season_title: season.title,
      season_description: season.description,
      episode_count: season.episodeIds.length,
      total_duration: items(season.episodeIds).reduce((sum, item) => sum + item.duration, 0),
    }));
    return c.json({
      series_id: series.id,
      title: series.title,
      description: series.description,
      playlist_id: series.id,
      episode_count: seasons.reduce((sum, s) => sum + s.episode_count, 0),
      season_count: seasons.length,
      total_duration: seasons.reduce((sum, s) => sum + s.total_duration, 0),
      seasons,
    });
  });

  const episodesAnswer = (c: Context<StackEnv>, seriesId: string, seasonNumber: number | undefined) => {
    let list = episodesOf(seriesId, seasonNumber);
    if (!list) return fail(c, 404, 'Series not found');
    if (seasonNumber !== undefined && list.length === 0) return fail(c, 404, 'Season not found');
    // seed 000 §7, §9: page size 20 by default.
    const pageLimit = wholeNumber(c.req.query('page_limit'), 20, MAX_PAGE_LIMIT);
    const page = wholeNumber(c.req.query('page_offset'), 1);
    if (pageLimit === null)
      return fail(c, 400, `page_limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`);
    if (page === null) return fail(c, 400, 'page_offset must be a whole number from 1');
    const afterId = seasonNumber === undefined ? c.req.query('after_id') : undefined;
    if (afterId) {
      const at = list.findIndex((entry) => entry.item.id === afterId);
      if (at < 0) return fail(c, 400, 'after_id is not an episode of this series');
      list = list.slice(at + 1);
    }
    const view = viewOf(c, ctx);
    const slice = pageOf(list, page, pageLimit);
    return c.json({
      episodes: slice.items.map((entry) => ({
        episode_number: entry.number,
        season_number: entry.season,
        media_item: mediaJson(entry.item, view, { feedid: seriesId }),
      })),
      page: slice.page,
      page_limit: slice.pageLimit,
      total: slice.total,
    });
  };

  app.get('/apps/series/:id/episodes', (c) => episodesAnswer(c, c.req.param('id'), undefined));

  app.get('/apps/series/:id/seasons/:season/episodes', (c) => {
    const season = wholeNumber(c.req.param('season'), 0);
    if (season === null || season === 0) return fail(c, 404, 'Season not found');
    return episodesAnswer(c, c.req.param('id'), season);
  });
}
