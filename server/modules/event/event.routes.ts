import { evaluate, parse } from 'groq-js';
import type { StackContext, StackModule } from '../../context.js';
import { buildEventDataset, COUNTRIES, type EventDataset, type EventDocument } from './event.data.js';
import { eventImageSvg, flagSvg } from './event.images.js';
import { podcastRss } from './event.rss.js';
import { registerResultRoutes } from './results.routes.js';
import { buildLivePageDocument, buildScheduleDocuments } from './schedule.data.js';
import { withEmbedDomains } from './embed-pages.data.js';

/**
 * The event site's own back end, CMS part (seed 002 §7): `GET /sanity/query-cdn` evaluates the
 * GROQ query it is sent with groq-js over the generated dataset (no per-query handlers), the
 * media-search routes, the podcasts' RSS feeds and the pictures the dataset names.
 */

type EventState = { anchor: number; dataset: EventDataset };
const states = new WeakMap<StackContext, EventState>();

/** The dataset of this stack, laid around the stack clock when it started or was last reset. */
export function eventDataset(ctx: StackContext): EventDataset {
  let state = states.get(ctx);
  if (!state) {
    const anchor = ctx.clock.now();
    const dataset = buildEventDataset(anchor);
    // seed 002 §2: the schedule, laid around the same anchor, and the live page.
    dataset.documents.push(...buildScheduleDocuments(anchor), buildLivePageDocument());
    // seed 002 §5: the domains each federation's embed may be shown on.
    withEmbedDomains(dataset.documents);
    state = { anchor, dataset };
    states.set(ctx, state);
  }
  return state.dataset;
}

/**
 * Query parameters as the content management service's HTTP API takes them: `$name=<JSON>`.
 * A value that is not JSON is refused, as the service refuses it.
 */
function readParams(url: URL): Record<string, unknown> | string {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw) as unknown;
    } catch {
      return `Unable to parse value of "${key}=${raw}". Please quote string values.`;
    }
  }
  return params;
}

/** Evaluates one GROQ query over the documents; a syntax error or unknown parameter throws. */
export async function runGroq(
  documents: readonly EventDocument[],
  query: string,
  params: Record<string, unknown>,
  now: number,
): Promise<unknown> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params, timestamp: new Date(now) });
  return value.get();
}

const findByTitle = (documents: readonly EventDocument[], type: string, title: string) =>
  documents.find(
    (doc) =>
      doc._type === type &&
      (doc.titleAndSlug as { title: string } | undefined)?.title.toLowerCase() === title.toLowerCase(),
  );

export const eventModule: StackModule = {
  name: 'event',
  register: (app, ctx) => {
    app.get('/sanity/query-cdn', async (c) => {
      const url = new URL(c.req.url);
      const query = url.searchParams.get('query');
      if (!query) return c.json({ error: { description: 'Missing query', type: 'queryParseError' } }, 400);
      const params = readParams(url);
      if (typeof params === 'string') return c.json({ error: { description: params, type: 'httpBadRequest' } }, 400);
      const started = performance.now();
      try {
        const result = await runGroq(eventDataset(ctx).documents, query, params, ctx.clock.now());
        return c.json({ query, result: result ?? null, ms: Math.round(performance.now() - started) });
      } catch (error) {
        const description = error instanceof Error ? error.message : String(error);
        return c.json({ error: { description, type: 'queryParseError', query } }, 400);
      }
    });

    // seed 002 §7: media ids of a sport or an athlete; an error answers with a body the app throws.
    app.get('/media-search/sport/:sportTitle', (c) => {
      const sport = findByTitle(eventDataset(ctx).documents, 'sport', c.req.param('sportTitle'));
      if (!sport) return c.json({ message: 'Sport not found' }, 404);
      return c.json(sport.vods as string[]);
    });
    app.get('/media-search/athlete/:athleteTitle', (c) => {
      const athlete = findByTitle(eventDataset(ctx).documents, 'athlete', c.req.param('athleteTitle'));
      if (!athlete) return c.json({ message: 'Athlete not found' }, 404);
      return c.json((athlete.vodsSection as { vods: string[] }).vods);
    });

    app.get('/event/podcasts/:slug/rss.xml', (c) => {
      const feed = eventDataset(ctx).podcastFeeds.get(c.req.param('slug'));
      if (!feed) return c.json({ message: 'Podcast feed not found' }, 404);
      return c.body(podcastRss(feed, new URL(c.req.url).origin), 200, {
        'content-type': 'application/rss+xml; charset=utf-8',
      });
    });

    registerResultRoutes(app, () => eventDataset(ctx).documents);

    const svg = { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' };
    app.get('/event/images/:kind/:file', (c) => {
      const id = c.req.param('file').replace(/\.svg$/, '');
      return c.body(eventImageSvg(c.req.param('kind'), id), 200, svg);
    });
    app.get('/event/flags/:file', (c) => {
      const code = c.req.param('file').replace(/\.svg$/, '').toUpperCase();
      const country = COUNTRIES.find((entry) => entry.code === code);
      if (!country) return c.json({ message: 'Flag not found' }, 404);
      return c.body(flagSvg(country.stripes), 200, svg);
    });
  },
  // The countdown and podcast dates are laid around the clock again after a reset.
  onReset: (ctx) => {
    states.delete(ctx);
  },
};
