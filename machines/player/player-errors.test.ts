import { describe, expect, it } from 'vitest';
import {
  classifyAccessFailure,
  codeForFailure,
  codeForHttpStatus,
  errorKindOfCode,
  geoMessageOf,
  isReloadCode,
  isUnavailableCode,
} from './player-errors';

/**
 * The codes as seed 002 §8 and docs/decisions.md "Player" give them, written here, never read from
 * the module: 241404 / 224003 (video unavailable), 246007 (reload), 232000 + HTTP status (a stream
 * request failed). 102630 (nothing can play the source) and 200001 (anything else) are Statecast's
 * own codes; MEDIA_ERR_* are the HTML media element's MediaError codes.
 */
const CODES = {
  fileNotFound: 241404,
  manifestUnavailable: 224003,
  reload: 246007,
  network: 232000,
  unsupported: 102630,
  unknown: 200001,
} as const;
const MEDIA_ERR = { network: 2, decode: 3, srcNotSupported: 4 } as const;

describe('player error codes (seed 002 §8)', () => {
  it('shows 241404 and 224003 as video unavailable, everything else as a playback error', () => {
    expect(isUnavailableCode(241404)).toBe(true);
    expect(isUnavailableCode(224003)).toBe(true);
    expect(errorKindOfCode(241404)).toBe('unavailable');
    expect(errorKindOfCode(224003)).toBe('unavailable');
    expect(errorKindOfCode(232500)).toBe('playback');
    expect(errorKindOfCode(246007)).toBe('playback');
  });

  it('reloads the player on 246007 only', () => {
    expect(isReloadCode(246007)).toBe(true);
    expect(isReloadCode(241404)).toBe(false);
  });
});

describe('player fetch errors (seed 002 §8)', () => {
  it("reads 'access blocked' as geo-blocked, with the item's own message when it carries one", () => {
    expect(classifyAccessFailure(new Error('access blocked'))).toBe('geo');
    expect(classifyAccessFailure({ kind: 'access-blocked', message: 'whatever' })).toBe('geo');
    expect(geoMessageOf({ message: 'access blocked', geoBlockingMessage: 'Not in your region.' })).toBe(
      'Not in your region.',
    );
    expect(geoMessageOf({ message: 'access blocked', geoBlockingMessage: '  ' })).toBeNull();
    expect(geoMessageOf(null)).toBeNull();
  });

  it("reads 'unauthorized' in any case as unauthorized and anything else as unknown", () => {
    expect(classifyAccessFailure(new Error('Unauthorized'))).toBe('unauthorized');
    expect(classifyAccessFailure({ message: 'unauthorized' })).toBe('unauthorized');
    // Plain data carries the kind; its message need not say it.
    expect(classifyAccessFailure({ kind: 'unauthorized', message: 'Entitlement refused' })).toBe(
      'unauthorized',
    );
    expect(classifyAccessFailure(new Error('Network request failed'))).toBe('unknown');
    expect(classifyAccessFailure('boom')).toBe('unknown');
    expect(classifyAccessFailure(undefined)).toBe('unknown');
  });
});

describe('media failures to codes', () => {
  it('turns gone manifests and files into the unavailable codes and other statuses into network codes', () => {
    expect(codeForHttpStatus(404, 'manifest')).toBe(CODES.manifestUnavailable);
    expect(codeForHttpStatus(410, 'file')).toBe(CODES.fileNotFound);
    expect(codeForHttpStatus(500, 'file')).toBe(232500);
    expect(codeForHttpStatus(0, 'manifest')).toBe(232000);
  });

  it('adds only an HTTP status to the network code: anything else leaves it at 232000', () => {
    expect(codeForHttpStatus(999, 'file')).toBe(232999);
    expect(codeForHttpStatus(1, 'file')).toBe(232001);
    expect(codeForHttpStatus(1000, 'file')).toBe(232000);
    expect(codeForHttpStatus(-1, 'manifest')).toBe(232000);
  });

  it.each([
    'manifestLoadError',
    'manifestLoadTimeOut',
    'manifestParsingError',
    'manifestIncompatibleCodecsError',
    'levelEmptyError',
    'levelLoadError',
    'levelLoadTimeOut',
    'levelParsingError',
  ])('reads a gone playlist (hls.js %s, 404) as the missing manifest 224003', (details) => {
    expect(codeForFailure({ source: 'hls', type: 'networkError', details, status: 404 })).toBe(224003);
  });

  it('reads hls.js errors: network by status, media and mux errors reload', () => {
    expect(
      codeForFailure({ source: 'hls', type: 'networkError', details: 'manifestLoadError', status: 404 }),
    ).toBe(224003);
    expect(
      codeForFailure({ source: 'hls', type: 'networkError', details: 'fragLoadError', status: 404 }),
    ).toBe(241404);
    expect(
      codeForFailure({ source: 'hls', type: 'networkError', details: 'fragLoadError', status: 503 }),
    ).toBe(232503);
    expect(
      codeForFailure({ source: 'hls', type: 'networkError', details: 'manifestParsingError', status: null }),
    ).toBe(224003);
    expect(
      codeForFailure({ source: 'hls', type: 'networkError', details: 'fragLoadError', status: null }),
    ).toBe(232000);
    expect(
      codeForFailure({ source: 'hls', type: 'mediaError', details: 'bufferStalledError', status: null }),
    ).toBe(246007);
    expect(
      codeForFailure({ source: 'hls', type: 'muxError', details: 'fragParsingError', status: null }),
    ).toBe(246007);
    expect(
      codeForFailure({ source: 'hls', type: 'otherError', details: 'internalException', status: null }),
    ).toBe(CODES.unknown);
  });

  it('reads native element errors with the probe status of the source', () => {
    const element = { source: 'element', underHls: false } as const;
    expect(
      codeForFailure({ ...element, mediaErrorCode: MEDIA_ERR.decode, probeStatus: 200, kind: 'hls' }),
    ).toBe(246007);
    expect(
      codeForFailure({
        ...element,
        mediaErrorCode: MEDIA_ERR.srcNotSupported,
        probeStatus: 404,
        kind: 'hls',
      }),
    ).toBe(224003);
    expect(
      codeForFailure({
        ...element,
        mediaErrorCode: MEDIA_ERR.srcNotSupported,
        probeStatus: 404,
        kind: 'mp4',
      }),
    ).toBe(241404);
    expect(
      codeForFailure({ ...element, mediaErrorCode: MEDIA_ERR.network, probeStatus: 500, kind: 'mp4' }),
    ).toBe(232500);
    expect(
      codeForFailure({ ...element, mediaErrorCode: MEDIA_ERR.network, probeStatus: 200, kind: 'mp4' }),
    ).toBe(232000);
    // 400 is the first failed status the probe reports.
    expect(
      codeForFailure({ ...element, mediaErrorCode: MEDIA_ERR.network, probeStatus: 400, kind: 'mp4' }),
    ).toBe(232400);
    expect(
      codeForFailure({
        ...element,
        mediaErrorCode: MEDIA_ERR.srcNotSupported,
        probeStatus: 200,
        kind: 'mp4',
      }),
    ).toBe(CODES.unsupported);
    expect(
      codeForFailure({
        ...element,
        mediaErrorCode: MEDIA_ERR.srcNotSupported,
        probeStatus: null,
        kind: 'mp4',
      }),
    ).toBe(232000);
    expect(
      codeForFailure({
        source: 'element',
        underHls: true,
        mediaErrorCode: MEDIA_ERR.network,
        probeStatus: null,
        kind: 'hls',
      }),
    ).toBe(232000);
    expect(codeForFailure({ source: 'unsupported' })).toBe(CODES.unsupported);
    expect(codeForFailure({ source: 'script' })).toBe(232000);
  });
});
