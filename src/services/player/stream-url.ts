import type { PlayerSource, SourceKind } from '@/domain/playback.types';
import type { MediaSource } from '@/domain/media.types';

/** What a stream URL may carry about the viewer and the ads (seed 002 §7). */
export type StreamParams = {
  /** The signed-in viewer's id (from the accounts back end, when known). */
  userId?: string | null;
  /** The config's `adConfig` (seed 000 §3). */
  adConfigId?: string | null;
  /** The access bridge passport (seed 000 §3 access tokens), when known. */
  passport?: string | null;
};

/**
 * seed 002 §7: player streams get `user_id`, `ad_config_id` and `passport` parameters. Each is
 * added only when known; a parameter the URL already has is replaced, anything else is kept.
 */
export function withStreamParams(url: string, params: StreamParams): string {
  const [withoutHash, hash] = splitHash(url);
  const queryStart = withoutHash.indexOf('?');
  const base = queryStart < 0 ? withoutHash : withoutHash.slice(0, queryStart);
  const search = new URLSearchParams(queryStart < 0 ? '' : withoutHash.slice(queryStart + 1));
  const entries: [string, string | null | undefined][] = [
    ['user_id', params.userId],
    ['ad_config_id', params.adConfigId],
    ['passport', params.passport],
  ];
  for (const [key, value] of entries) if (value) search.set(key, value);
  const query = search.toString();
  return `${base}${query ? `?${query}` : ''}${hash}`;
}

function splitHash(url: string): [string, string] {
  const at = url.indexOf('#');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

export type SsaiManifestRequest = {
  /** Content host base URL ('' for the app's own origin). */
  host: string;
  siteId: string;
  mediaId: string;
  adConfigId: string;
};

/**
 * seed 002 §7: with server-side ad insertion the ad-inserted manifest URL is played. The content
 * host builds the manifest with the adverts of the ad config stitched in.
 */
export function ssaiManifestUrl({ host, siteId, mediaId, adConfigId }: SsaiManifestRequest): string {
  const path = `/v2/sites/${encodeURIComponent(siteId)}/media/${encodeURIComponent(mediaId)}/ssai.m3u8`;
  return `${host}${path}?${new URLSearchParams({ ad_config_id: adConfigId }).toString()}`;
}

/** What this browser can play; read from a `<video>` by the adapter, plain data everywhere else. */
export type PlaybackSupport = {
  /** The browser plays HLS itself (Safari, recent Chromium). */
  nativeHls: boolean;
  /** Media Source Extensions: hls.js can play HLS. */
  mse: boolean;
  mp4: boolean;
};

const HLS_TYPES = new Set(['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'hls']);
const MP4_TYPES = new Set(['video/mp4', 'mp4']);

/** HLS or MP4 by the source's type, else by the file name; null for anything else (DASH, audio). */
export function sourceKindOf(source: Pick<MediaSource, 'file' | 'type'>): SourceKind | null {
  const type = source.type?.toLowerCase();
  if (type && HLS_TYPES.has(type)) return 'hls';
  if (type && MP4_TYPES.has(type)) return 'mp4';
  const path = source.file.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.mp4')) return 'mp4';
  return null;
}

/**
 * The source to play: HLS first (adaptive, and the only kind live streams come in) when the
 * browser plays it natively or through hls.js, else the first MP4. Null when none can be played.
 */
export function selectSource(
  sources: readonly Pick<MediaSource, 'file' | 'type'>[],
  support: PlaybackSupport,
): { file: string; kind: SourceKind } | null {
  const typed = sources.flatMap((source) => {
    const kind = sourceKindOf(source);
    return kind ? [{ file: source.file, kind }] : [];
  });
  const hls = typed.find((source) => source.kind === 'hls');
  if (hls && (support.nativeHls || support.mse)) return hls;
  const mp4 = typed.find((source) => source.kind === 'mp4');
  if (mp4 && support.mp4) return mp4;
  return null;
}

/** A stretch of a live stream: a programme from the live guide (seed 002 §2 `start`, `end`). */
export type TimeWindow = { start: Date; end: Date | null };

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const isValidDate = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/**
 * A live source from a programme's start (seed 002 §2 `start`, `end`): the platform's time-shift
 * parameter `t`, `start` alone (the live window reaches back to it) or `start-end` (the
 * programme's recording, cut from the live stream).
 */
export function withTimeWindow(url: string, window: TimeWindow): string {
  const [withoutHash, hash] = splitHash(url);
  const queryStart = withoutHash.indexOf('?');
  const base = queryStart < 0 ? withoutHash : withoutHash.slice(0, queryStart);
  const search = new URLSearchParams(queryStart < 0 ? '' : withoutHash.slice(queryStart + 1));
  if (!isValidDate(window.start)) return url;
  const end = isValidDate(window.end) ? `-${isoSeconds(window.end)}` : '';
  search.set('t', `${isoSeconds(window.start)}${end}`);
  return `${base}?${search.toString()}${hash}`;
}

export type PlayerSourceRequest = {
  sources: readonly Pick<MediaSource, 'file' | 'type' | 'drm'>[];
  mediaId: string;
  support: PlaybackSupport;
  params: StreamParams;
  /**
   * Set when the config delivers adverts server-side (`adDeliveryMethod: 'ssai'` with an
   * `adConfig`) and the item is on demand: the platform stitches adverts into VOD manifests only.
   */
  ssai: { host: string; siteId: string; adConfigId: string } | null;
  /** A programme of a live stream to play (its live HLS source only). */
  window?: TimeWindow | null;
};

/**
 * The URL the player loads (seed 002 §7). With server-side ads and a clear HLS source, the
 * ad-inserted manifest replaces the source (DRM sources keep theirs: the stitched manifest is
 * clear); a programme of a live stream asks the live source for its stretch; every URL then
 * carries the stream parameters that are known.
 */
export function buildPlayerSource({
  sources,
  mediaId,
  support,
  params,
  ssai,
  window = null,
}: PlayerSourceRequest): PlayerSource | null {
  const chosen = selectSource(sources, support);
  if (!chosen) return null;
  const isDrm = sources.some((source) => source.file === chosen.file && source.drm !== undefined);
  if (ssai && chosen.kind === 'hls' && !isDrm) {
    return { url: withStreamParams(ssaiManifestUrl({ ...ssai, mediaId }), params), kind: 'hls' };
  }
  const file = window && chosen.kind === 'hls' ? withTimeWindow(chosen.file, window) : chosen.file;
  return { url: withStreamParams(file, params), kind: chosen.kind };
}

/**
 * seconds behind the live edge to start a programme from its beginning (`beginning=1` with
 * `start`, seed 002 §2), or null when it cannot: the programme lies ahead, or it started before
 * the channel's catch-up window (seed 002 §4, default 8 hours, seed 000 §9).
 */
export function liveOffsetFor(programmeStart: Date, now: Date, catchupHours: number): number | null {
  const behind = (now.getTime() - programmeStart.getTime()) / 1000;
  if (!Number.isFinite(behind) || behind < 0) return null;
  if (behind > catchupHours * 3600) return null;
  return behind;
}
