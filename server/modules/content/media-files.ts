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
  readonly segments: readonly { file: string; duration: number }[];
  /** Seconds. */
  readonly duration: number;
  readonly mp4Size: number;
}

function readStreamInfo(name: StreamName): StreamInfo {
  const playlist = readFileSync(join(MEDIA_DIR, name, 'hls', 'index.m3u8'), 'utf8');
  const segments: { file: string; duration: number }[] = [];
  let pending: number | undefined;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) pending = Number(extinf[1]);
    else if (line && !line.startsWith('#') && pending !== undefined) {
      segments.push({ file: line, duration: pending });
      pending = undefined;
    }
  }
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
 * A live HLS playlist at `now` (epoch ms): a sliding window of the last complete segments of an
 * endless loop of the stream's VOD segments. Segment k of the loop started at k x 4 s after the
 * epoch, so the media sequence advances with the (possibly shifted) stack clock, and every wrap
 * of the loop is marked with a discontinuity because the timestamps start again.
 */
export function livePlaylist(name: StreamName, now: number): string {
  const { segments } = streamInfo(name);
  const count = segments.length;
  const current = Math.floor(now / (SEGMENT_SECONDS * 1000));
  const first = Math.max(0, current - LIVE_WINDOW);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Discontinuities that slid out of the window: one per completed loop before `first`.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="init.mp4"',
  ];
  for (let k = first; k < current; k += 1) {
    const segment = segments[k % count];
    if (!segment) continue;
    if (k % count === 0 && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(k * SEGMENT_SECONDS * 1000).toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, segment.file);
  }
  return `${lines.join('\n')}\n`;
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
