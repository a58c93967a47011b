import type { MediaFailure } from '@/domain/playback.types';
import type { PlaybackAccessFailure, PlayerErrorKind } from './player.types';

export type { MediaFailure };

/**
 * Player error codes (seed 002 §8). Two codes mean the video is gone for good and one means the
 * player itself must be rebuilt; the media adapter reports every other failure with a code of its
 * own (below) so that the machine sees one shape for all of them.
 */
export const PLAYER_ERROR_CODES = {
  /** seed 002 §8: video unavailable (Retry). The media file is not found. */
  fileNotFound: 241404,
  /** seed 002 §8: video unavailable (Retry). The HLS manifest is not found or cannot be read. */
  manifestUnavailable: 224003,
  /** seed 002 §8: the player reloads (a broken decoder or media pipeline). */
  reload: 246007,
  /** A request for the stream failed on the network or the server side (232000 + HTTP status). */
  network: 232000,
  /** Nothing in this browser can play the source. */
  unsupported: 102630,
  /** Anything else the media element reports. */
  unknown: 200001,
} as const;

/** seed 002 §8: codes 241404 and 224003 show 'This video is no longer available.' with Retry. */
export function isUnavailableCode(code: number): boolean {
  return code === PLAYER_ERROR_CODES.fileNotFound || code === PLAYER_ERROR_CODES.manifestUnavailable;
}

/** seed 002 §8: code 246007 reloads the player. */
export function isReloadCode(code: number): boolean {
  return code === PLAYER_ERROR_CODES.reload;
}

/** The kind of error a media error code is shown as (seed 002 §8). */
export function errorKindOfCode(code: number): PlayerErrorKind {
  return isUnavailableCode(code) ? 'unavailable' : 'playback';
}

/** How a failed fetch before playback is shown (seed 002 §8 "Player fetch errors"). */
export type AccessFailureKind = 'geo' | 'unauthorized' | 'unknown';

/**
 * seed 002 §8: 'access blocked' shows geo-blocked (or the item's own geo message), 'unauthorized'
 * shows unauthorized, anything else shows unknown. The service layer's errors carry the message
 * (seed 000 §8: 'access blocked', 'Unauthorized'); the kind is read as well for plain data.
 */
export function classifyAccessFailure(error: unknown): AccessFailureKind {
  const failure = (error && typeof error === 'object' ? error : {}) as PlaybackAccessFailure;
  const message = (failure.message ?? '').toLowerCase();
  if (failure.kind === 'access-blocked' || message === 'access blocked') return 'geo';
  if (failure.kind === 'unauthorized' || message === 'unauthorized') return 'unauthorized';
  return 'unknown';
}

/** The item's own geo message carried by an 'access blocked' error, if any. */
export function geoMessageOf(error: unknown): string | null {
  const failure = (error && typeof error === 'object' ? error : {}) as PlaybackAccessFailure;
  return failure.geoBlockingMessage?.trim() ? failure.geoBlockingMessage : null;
}

// --- From what went wrong in the browser to a code ---------------------------------------------

const GONE = new Set([404, 410]);

/** A failed request for the stream: gone files are 'unavailable', anything else a network code. */
export function codeForHttpStatus(status: number, what: 'manifest' | 'file'): number {
  if (GONE.has(status)) {
    return what === 'manifest' ? PLAYER_ERROR_CODES.manifestUnavailable : PLAYER_ERROR_CODES.fileNotFound;
  }
  return PLAYER_ERROR_CODES.network + (status > 0 && status < 1000 ? status : 0);
}

/** hls.js details that concern the manifest (the master or a level playlist). */
const MANIFEST_DETAILS = new Set([
  'manifestLoadError',
  'manifestLoadTimeOut',
  'manifestParsingError',
  'manifestIncompatibleCodecsError',
  'levelEmptyError',
  'levelLoadError',
  'levelLoadTimeOut',
  'levelParsingError',
]);

/** MediaError codes of the HTML media element. */
export const MEDIA_ERR = { aborted: 1, network: 2, decode: 3, srcNotSupported: 4 } as const;

/**
 * The player error code of a failure. Media and mux errors are what a fresh player fixes (the
 * reload code); a missing manifest or file is 'unavailable'; a native error says little, so the
 * probe request tells a missing file from a server failure.
 */
export function codeForFailure(failure: MediaFailure): number {
  switch (failure.source) {
    case 'hls': {
      if (failure.type === 'mediaError' || failure.type === 'muxError') return PLAYER_ERROR_CODES.reload;
      if (failure.type !== 'networkError') return PLAYER_ERROR_CODES.unknown;
      const what = MANIFEST_DETAILS.has(failure.details) ? 'manifest' : 'file';
      if (!failure.status && failure.details === 'manifestParsingError')
        return PLAYER_ERROR_CODES.manifestUnavailable;
      return codeForHttpStatus(failure.status ?? 0, what);
    }
    case 'element': {
      if (failure.mediaErrorCode === MEDIA_ERR.decode) return PLAYER_ERROR_CODES.reload;
      if (failure.underHls) return PLAYER_ERROR_CODES.network;
      if (failure.probeStatus !== null && failure.probeStatus >= 400) {
        return codeForHttpStatus(failure.probeStatus, failure.kind === 'hls' ? 'manifest' : 'file');
      }
      if (failure.mediaErrorCode === MEDIA_ERR.srcNotSupported && failure.probeStatus !== null) {
        return PLAYER_ERROR_CODES.unsupported;
      }
      return PLAYER_ERROR_CODES.network;
    }
    case 'unsupported':
      return PLAYER_ERROR_CODES.unsupported;
    case 'script':
      return PLAYER_ERROR_CODES.network;
  }
}
