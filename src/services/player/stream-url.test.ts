import { describe, expect, it } from 'vitest';
import {
  buildPlayerSource,
  liveOffsetFor,
  selectSource,
  sourceKindOf,
  ssaiManifestUrl,
  withStreamParams,
  withTimeWindow,
  type PlaybackSupport,
} from './stream-url';

const everything: PlaybackSupport = { nativeHls: true, mse: true, mp4: true };
const hlsSource = {
  file: 'https://cdn.example/media/vod/MvAct002/index.m3u8',
  type: 'application/vnd.apple.mpegurl',
};
const mp4Source = { file: 'https://cdn.example/media/vod/MvAct002/video.mp4', type: 'video/mp4' };

describe('stream parameters (seed 002 §7)', () => {
  it('adds user_id, ad_config_id and passport when known', () => {
    expect(
      withStreamParams('https://cdn.example/a/index.m3u8', {
        userId: 'u-1',
        adConfigId: 'AdCf01',
        passport: 'p.q.r',
      }),
    ).toBe('https://cdn.example/a/index.m3u8?user_id=u-1&ad_config_id=AdCf01&passport=p.q.r');
  });

  it('leaves out what is not known and keeps the query and hash the URL has', () => {
    expect(withStreamParams('https://cdn.example/a.mp4', {})).toBe('https://cdn.example/a.mp4');
    expect(
      withStreamParams('https://cdn.example/a.mp4?exp=1&sig=x#t=5', { userId: null, passport: 'tok' }),
    ).toBe('https://cdn.example/a.mp4?exp=1&sig=x&passport=tok#t=5');
  });

  it('replaces a parameter the URL already carries and encodes values', () => {
    expect(withStreamParams('/media/a.m3u8?user_id=old', { userId: 'new id&x' })).toBe(
      '/media/a.m3u8?user_id=new+id%26x',
    );
  });

  it('builds the ad-inserted manifest URL of server-side ads', () => {
    expect(
      ssaiManifestUrl({
        host: 'https://cdn.example',
        siteId: 'sc-free',
        mediaId: 'MvAct002',
        adConfigId: 'AdCf01',
      }),
    ).toBe('https://cdn.example/v2/sites/sc-free/media/MvAct002/ssai.m3u8?ad_config_id=AdCf01');
  });
});

describe('source choice', () => {
  it('reads the kind from the type, else the file name', () => {
    expect(sourceKindOf(hlsSource)).toBe('hls');
    expect(sourceKindOf({ file: '/x/index.m3u8?token=1' })).toBe('hls');
    expect(sourceKindOf({ file: '/x/video.MP4' })).toBe('mp4');
    expect(sourceKindOf({ file: '/x/manifest.mpd', type: 'application/dash+xml' })).toBeNull();
  });

  it('prefers HLS when the browser plays it natively or through hls.js, else MP4', () => {
    expect(selectSource([mp4Source, hlsSource], everything)).toEqual({ file: hlsSource.file, kind: 'hls' });
    expect(selectSource([hlsSource, mp4Source], { nativeHls: false, mse: true, mp4: true })?.kind).toBe(
      'hls',
    );
    expect(selectSource([hlsSource, mp4Source], { nativeHls: false, mse: false, mp4: true })).toEqual({
      file: mp4Source.file,
      kind: 'mp4',
    });
    expect(selectSource([hlsSource], { nativeHls: false, mse: false, mp4: true })).toBeNull();
    expect(selectSource([], everything)).toBeNull();
  });

  it('plays the ad-inserted manifest with server-side ads, the source itself otherwise', () => {
    const ssai = { host: 'https://cdn.example', siteId: 'sc-free', adConfigId: 'AdCf01' };
    expect(
      buildPlayerSource({
        sources: [hlsSource, mp4Source],
        mediaId: 'MvAct002',
        support: everything,
        params: { adConfigId: 'AdCf01' },
        ssai,
      }),
    ).toEqual({
      url: 'https://cdn.example/v2/sites/sc-free/media/MvAct002/ssai.m3u8?ad_config_id=AdCf01',
      kind: 'hls',
    });
    expect(
      buildPlayerSource({
        sources: [hlsSource],
        mediaId: 'MvAct002',
        support: everything,
        params: { userId: 'u-1' },
        ssai: null,
      }),
    ).toEqual({ url: `${hlsSource.file}?user_id=u-1`, kind: 'hls' });
    // A DRM source keeps its own manifest: the stitched one is clear.
    const drm = { ...hlsSource, drm: { widevine: { url: 'https://drm.example' } } };
    expect(
      buildPlayerSource({ sources: [drm], mediaId: 'MvAct002', support: everything, params: {}, ssai })?.url,
    ).toBe(hlsSource.file);
    expect(
      buildPlayerSource({ sources: [], mediaId: 'x', support: everything, params: {}, ssai: null }),
    ).toBeNull();
  });
});

describe('a programme of a live stream (seed 002 §2 start, end)', () => {
  const live = 'https://cdn.example/media/live/LvChan01/index.m3u8';
  it("adds the platform's time-shift parameter t: start alone, or start-end", () => {
    const start = new Date('2026-11-21T12:00:00.000Z');
    expect(withTimeWindow(live, { start, end: null })).toBe(`${live}?t=2026-11-21T12%3A00%3A00Z`);
    expect(withTimeWindow(`${live}?user_id=u#x`, { start, end: new Date('2026-11-21T12:15:00Z') })).toBe(
      `${live}?user_id=u&t=2026-11-21T12%3A00%3A00Z-2026-11-21T12%3A15%3A00Z#x`,
    );
    expect(withTimeWindow(live, { start: new Date('nonsense'), end: null })).toBe(live);
  });

  it('applies to HLS sources only', () => {
    const window = { start: new Date('2026-11-21T12:00:00Z'), end: null };
    const request = { mediaId: 'LvChan01', support: everything, params: {}, ssai: null, window };
    expect(buildPlayerSource({ ...request, sources: [{ file: live }] })?.url).toBe(
      `${live}?t=2026-11-21T12%3A00%3A00Z`,
    );
    expect(buildPlayerSource({ ...request, sources: [mp4Source] })?.url).toBe(mp4Source.file);
  });
});

describe('start from the beginning (seed 002 §2 beginning=1, §4 catch-up window)', () => {
  const now = new Date('2026-06-21T18:00:00Z');
  it('gives the seconds behind the live edge within the window', () => {
    expect(liveOffsetFor(new Date('2026-06-21T17:30:00Z'), now, 8)).toBe(1800);
    expect(liveOffsetFor(new Date('2026-06-21T10:00:00Z'), now, 8)).toBe(8 * 3600);
  });
  it('refuses a programme ahead or older than the window', () => {
    expect(liveOffsetFor(new Date('2026-06-21T18:30:00Z'), now, 8)).toBeNull();
    expect(liveOffsetFor(new Date('2026-06-21T09:59:59Z'), now, 8)).toBeNull();
    expect(liveOffsetFor(new Date('nonsense'), now, 8)).toBeNull();
  });
});
