import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../paths.js';
import { STREAM_NAMES, type StreamName } from './catalogue.data.js';

/**
 * The committed test streams (made once by scripts/generate-media.sh): per stream an fmp4 HLS
 * rendition (index.m3u8, init.mp4, seg-N.m4s) and a faststart MP4, plus the advert clip. Files
 * are read once and kept in memory; together they are a few megabytes.
 */
export const MEDIA_DIR = join(DATA_DIR, 'media');

export const HLS_TYPE = 'application/vnd.apple.mpegurl';
export const MP4_TYPE = 'video/mp4';

/** Every VOD segment is this long (the encoder's 50-frame GOP at 25 fps). */
export const SEGMENT_SECONDS = 4;
/** Segments in the live sliding window. */
export const LIVE_WINDOW = 4;

export interface StreamInfo {
  readonly name: StreamName;
  readonly segments: readonly Segment[];
  /** Seconds. */
  readonly duration: number;
  readonly mp4Size: number;
}

type Segment = { file: string; duration: number };

/** The segments of a committed fmp4 HLS rendition, as its own playlist lists them. */
function readSegments(relativeDir: string): Segment[] {
  const playlist = readFileSync(join(MEDIA_DIR, relativeDir, 'index.m3u8'), 'utf8');
  const segments: Segment[] = [];
  let pending: number | undefined;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) pending = Number(extinf[1]);
    else if (line && !line.startsWith('#') && pending !== undefined) {
      segments.push({ file: line, duration: pending });
      pending = undefined;
    }
  }
  return segments;
}

function readStreamInfo(name: StreamName): StreamInfo {
  const segments = readSegments(join(name, 'hls'));
  return {
    name,
    segments,
    duration: segments.reduce((sum, s) => sum + s.duration, 0),
    mp4Size: statSync(join(MEDIA_DIR, name, 'video.mp4')).size,
  };
}

let streams: Map<StreamName, StreamInfo> | undefined;

export function streamInfo(name: StreamName): StreamInfo {
  streams ??= new Map(STREAM_NAMES.map((n) => [n, readStreamInfo(n)]));
  const info = streams.get(name);
  if (!info) throw new Error(`Unknown stream ${name}`);
  return info;
}

export type Bytes = Uint8Array<ArrayBuffer>;

const fileCache = new Map<string, Bytes>();

/** A committed file by its path under MEDIA_DIR, or undefined. Callers pass checked names only. */
export function readMediaFile(relativePath: string): Bytes | undefined {
  const cached = fileCache.get(relativePath);
  if (cached) return cached;
  let bytes: Bytes;
  try {
    bytes = new Uint8Array(readFileSync(join(MEDIA_DIR, relativePath)));
  } catch {
    return undefined;
  }
  fileCache.set(relativePath, bytes);
  return bytes;
}

/** Names a stream folder may be asked for: anything else never reaches the disk. */
export const HLS_FILE = /^(?:init\.mp4|seg-\d{1,3}\.m4s)$/;

export function contentTypeOf(file: string): string {
  if (file.endsWith('.m3u8')) return HLS_TYPE;
  if (file.endsWith('.m4s')) return 'video/iso.segment';
  return MP4_TYPE;
}

/**
 * A stretch of a live stream asked for with `t` (the platform's time-shift parameter): from
 * `start`, which extends the window back to it, up to `end` when given. Epoch ms.
 */
export interface TimeWindow {
  start: number;
  end: number | null;
}

const SEGMENT_MS = SEGMENT_SECONDS * 1000;

/**
 * A live HLS playlist at `now` (epoch ms): a sliding window of the last complete segments of an
 * endless loop of the stream's VOD segments. Segment k of the loop started at k x 4 s after the
 * epoch, so the media sequence advances with the (possibly shifted) stack clock, and every wrap
 * of the loop is marked with a discontinuity because the timestamps start again. Each segment is
 * named by its own sequence number (`seg-{k}.m4s`), as a live packager names them: a window never
 * lists one address twice, and the request log tells which moment of the stream was fetched.
 *
 * With a time window the playlist reaches back to the window's start (a catch-up window the
 * caller has already clamped), and a window that has ended is a finished recording: a VOD
 * playlist of its segments with ENDLIST. A window still running grows until its end.
 */
export function livePlaylist(name: StreamName, now: number, window: TimeWindow | null = null): string {
  const { segments } = streamInfo(name);
  const count = segments.length;
  const current = Math.floor(now / SEGMENT_MS);
  let first = Math.max(0, current - LIVE_WINDOW);
  let last = current;
  let ended = false;
  if (window) {
    // Never shorter than the plain window: players start three target durations from the end.
    first = Math.min(first, Math.max(0, Math.floor(window.start / SEGMENT_MS)));
    const endSegment = window.end === null ? null : Math.ceil(window.end / SEGMENT_MS);
    if (endSegment !== null && endSegment <= current) {
      last = Math.max(endSegment, first + 1);
      ended = true;
    }
  }
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Discontinuities that slid out of the window: one per completed loop before `first`.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    ...(ended ? ['#EXT-X-PLAYLIST-TYPE:VOD'] : []),
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="init.mp4"',
  ];
  for (let k = first; k < last; k += 1) {
    const segment = segments[k % count];
    if (!segment) continue;
    if (k % count === 0 && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(k * SEGMENT_MS).toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, `seg-${k}.m4s`);
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Live segment names: the segment's sequence number. */
export const LIVE_SEGMENT_FILE = /^seg-(\d{1,15})\.m4s$/;

/** The committed file behind live segment k: loop segment k mod n. */
export function liveSegmentFile(name: StreamName, k: number): string | undefined {
  const { segments } = streamInfo(name);
  const segment = segments[k % segments.length];
  return segment ? `${name}/hls/${segment.file}` : undefined;
}

/** The folder of the advert's HLS rendition (server-side ad insertion). */
export const ADVERT_HLS_DIR = 'ads/hls';

let advertSegments: Segment[] | undefined;

/**
 * The ad-inserted manifest of an on-demand item (server-side ad insertion): the advert's
 * segments, a discontinuity with the content's own init segment, then the content's segments.
 * Paths are absolute on the stand-in's origin, so the manifest may be served from anywhere.
 */
export function ssaiPlaylist(name: StreamName, mediaId: string): string {
  advertSegments ??= readSegments(ADVERT_HLS_DIR);
  const content = streamInfo(name).segments;
  const advertBase = `/media/${ADVERT_HLS_DIR}`;
  const contentBase = `/media/vod/${encodeURIComponent(mediaId)}`;
  const longest = Math.max(...[...advertSegments, ...content].map((s) => s.duration));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${advertBase}/init.mp4"`,
    ...advertSegments.flatMap((s) => [`#EXTINF:${s.duration.toFixed(6)},`, `${advertBase}/${s.file}`]),
    '#EXT-X-DISCONTINUITY',
    `#EXT-X-MAP:URI="${contentBase}/init.mp4"`,
    ...content.flatMap((s) => [`#EXTINF:${s.duration.toFixed(6)},`, `${contentBase}/${s.file}`]),
    '#EXT-X-ENDLIST',
  ];
  return `${lines.join('\n')}\n`;
}

/** Seconds of advert an ad-inserted manifest starts with. */
export function ssaiAdvertSeconds(): number {
  advertSegments ??= readSegments(ADVERT_HLS_DIR);
  return advertSegments.reduce((sum, s) => sum + s.duration, 0);
}

const ISO_TIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|\+\d{2}:?\d{2})?`;
const TIME_PARAM = new RegExp(`^(${ISO_TIME})(?:-(${ISO_TIME}))?$`);

/** An ISO time; one without a zone is read as UTC, whatever the server's own zone. */
function parseIsoTime(text: string): number {
  return Date.parse(/(?:Z|\+\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
}

/**
 * The `t` parameter of a live source: `start` (extends the window back to it) or `start-end`
 * (selects a recording from the live stream). Null for anything else, or an end not after the start.
 */
export function parseTimeWindow(value: string): TimeWindow | null {
  const match = TIME_PARAM.exec(value);
  if (!match?.[1]) return null;
  const start = parseIsoTime(match[1]);
  const end = match[2] ? parseIsoTime(match[2]) : null;
  if (!Number.isFinite(start) || (end !== null && !(Number.isFinite(end) && end > start))) return null;
  return { start, end };
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One range of a `Range: bytes=...` header (RFC 9110): `a-b`, `a-` or `-n`. Null when the
 * header asks for something else (several ranges, other units): the whole file is sent then.
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
