import type { Context } from 'hono';
import type { StackApp, StackContext, StackEnv } from '../../context.js';
import { getItem, type CatalogueItem } from './catalogue.js';
import { fail } from './http.js';
import {
  ADVERT_HLS_DIR,
  contentTypeOf,
  HLS_FILE,
  type Bytes,
  HLS_TYPE,
  LIVE_SEGMENT_FILE,
  livePlaylist,
  liveSegmentFile,
  parseRange,
  parseTimeWindow,
  readMediaFile,
  type TimeWindow,
} from './media-files.js';
import { isGeoBlocked } from './state.js';

/**
 * The media files behind the items' `sources` (seed 000 §7): per item, so one item can be
 * geo-blocked on its own (seed 000 §8: the app sends a HEAD to the source and a 403 means
 * blocked).
 *
 *   /media/vod/{mediaId}/index.m3u8 | init.mp4 | seg-N.m4s | video.mp4
 *   /media/live/{mediaId}/index.m3u8 (a sliding window over the clock; `t` shifts it back)
 *     | init.mp4 | seg-{sequence}.m4s (segment k: loop segment k mod n)
 *   /media/ads/preroll.mp4 (the VAST advert), /media/ads/hls/init.mp4 | seg-N.m4s (the same
 *     advert for server-side insertion)
 */

/** Media must never be answered from a cache: a geo block switched on must show at once. */
const NO_CACHE = 'no-cache';

const HOUR_MS = 60 * 60 * 1000;
/** seed 000 §9: catch-up hours of an item that gives none. */
const DEFAULT_CATCHUP_HOURS = 8;

/** Bytes with byte-range support (206 / 416), as a CDN answers progressive MP4 requests. */
export function sendBytes(c: Context<StackEnv>, bytes: Bytes, contentType: string): Response {
  const size = bytes.length;
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'cache-control': NO_CACHE,
  };
  const range = parseRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    return c.body(part, 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': String(part.length),
    });
  }
  return c.body(bytes, 200, { ...headers, 'content-length': String(size) });
}

const GEO_BLOCKED = 'This media is not available in your region';

/** The item whose files are asked for, or the 404 / 403 (geo block) answer. */
export function itemForFiles(
  c: Context<StackEnv>,
  ctx: StackContext,
  live: boolean,
): CatalogueItem | Response {
  const item = getItem(c.req.param('id') ?? '');
  const playable =
    item?.stream !== undefined &&
    (live ? item.kind === 'livechannel' || item.kind === 'liveevent' : item.kind !== 'livechannel');
  if (!item || !playable) return fail(c, 404, 'Media file not found');
  if (isGeoBlocked(ctx, item.id)) return fail(c, 403, GEO_BLOCKED);
  return item;
}

/**
 * The live source's `t` (the platform's time-shift parameter, `start` or `start-end` in ISO):
 * clamped to the item's catch-up hours (seed 002 §4, default 8), as a CDN keeps no more. A start
 * still ahead asks for nothing more than the live edge; a recording that ended before the window
 * is gone (410); anything unreadable is a 400.
 */
function timeWindowOf(
  c: Context<StackEnv>,
  value: string | undefined,
  item: CatalogueItem,
  now: number,
): TimeWindow | null | Response {
  if (value === undefined || value === '') return null;
  const window = parseTimeWindow(value);
  if (!window) return fail(c, 400, 'The t parameter must be an ISO start, or start-end');
  if (window.start >= now) return null;
  const hours = Number(item.custom.catchupHours);
  const earliest = now - (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_CATCHUP_HOURS) * HOUR_MS;
  if (window.end !== null && window.end <= earliest)
    return fail(c, 410, 'This programme is no longer available');
  return { start: Math.max(window.start, earliest), end: window.end };
}

export function registerFileRoutes(app: StackApp, ctx: StackContext): void {
  app.get('/media/vod/:id/:file', (c) => {
    const item = itemForFiles(c, ctx, false);
    if (item instanceof Response) return item;
    const file = c.req.param('file');
    const stream = item.stream ?? 'testsrc';
    const path =
      file === 'index.m3u8' || HLS_FILE.test(file)
        ? `${stream}/hls/${file}`
        : file === 'video.mp4'
          ? `${stream}/video.mp4`
          : null;
    const bytes = path ? readMediaFile(path) : undefined;
    if (!bytes) return fail(c, 404, 'Media file not found');
    return sendBytes(c, bytes, contentTypeOf(file));
  });

  app.get('/media/live/:id/:file', (c) => {
    const item = itemForFiles(c, ctx, true);
    if (item instanceof Response) return item;
    const file = c.req.param('file');
    const stream = item.stream ?? 'testsrc';
    if (file === 'index.m3u8') {
      const now = ctx.clock.now();
      const window = timeWindowOf(c, c.req.query('t'), item, now);
      if (window instanceof Response) return window;
      return c.body(livePlaylist(stream, now, window), 200, {
        'content-type': HLS_TYPE,
        'cache-control': NO_CACHE,
      });
    }
    const sequence = LIVE_SEGMENT_FILE.exec(file)?.[1];
    const path =
      sequence !== undefined
        ? liveSegmentFile(stream, Number(sequence))
        : file === 'init.mp4'
          ? `${stream}/hls/init.mp4`
          : undefined;
    const bytes = path ? readMediaFile(path) : undefined;
    if (!bytes) return fail(c, 404, 'Media file not found');
    return sendBytes(c, bytes, contentTypeOf(file));
  });

  app.get(`/media/${ADVERT_HLS_DIR}/:file`, (c) => {
    const file = c.req.param('file');
    const bytes = HLS_FILE.test(file) ? readMediaFile(`${ADVERT_HLS_DIR}/${file}`) : undefined;
    if (!bytes) return fail(c, 404, 'Media file not found');
    return sendBytes(c, bytes, contentTypeOf(file));
  });

  app.get('/media/ads/preroll.mp4', (c) => {
    const bytes = readMediaFile('ads/preroll.mp4');
    if (!bytes) return fail(c, 404, 'Media file not found');
    return sendBytes(c, bytes, 'video/mp4');
  });
}
