import { describe, expect, it, vi } from 'vitest';
import type { AdEvent, MediaAdapterInput, MediaEvent, MediaFailure } from '@/domain/playback.types';
import { createMediaAdapter, detectPlaybackSupport, type MediaAdapterDeps } from './media-adapter';

/** A `<video>` stand-in: an event target with the properties and methods the adapter uses. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = Number.NaN;
  muted = false;
  ended = false;
  preload = '';
  error: { code: number; message: string } | null = null;
  seekable = { length: 0, start: (_: number) => 0, end: (_: number) => 0 };
  private attributes = new Map<string, string>();
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  load = vi.fn();
  canPlayType = () => 'maybe';
  set src(value: string) {
    this.attributes.set('src', value);
  }
  get src() {
    return this.attributes.get('src') ?? '';
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

const vod: MediaAdapterInput = {
  source: { url: '/media/vod/MvAct002/index.m3u8', kind: 'hls' },
  live: false,
  startTime: 0,
  liveOffset: null,
};

function setup(input: Partial<MediaAdapterInput> = {}, deps: Partial<MediaAdapterDeps> = {}) {
  const video = new FakeVideo();
  const adVideo = new FakeVideo();
  const events: (MediaEvent | AdEvent)[] = [];
  const adapter = createMediaAdapter(
    { video: video as unknown as HTMLVideoElement, adVideo: adVideo as unknown as HTMLVideoElement },
    { ...vod, ...input },
    (event) => events.push(event),
    { support: { nativeHls: true, mse: true, mp4: true }, codeFor, ...deps },
  );
  return { video, adVideo, events, adapter };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The HTML media element's MediaError codes. */
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * Stands in for the flow's code table (tested in machines/player): the failure is reported as
 * its JSON, so the tests see exactly what the adapter observed.
 */
const failures: MediaFailure[] = [];
const codeFor = (failure: MediaFailure) => failures.push(failure) - 1;

/** An hls.js stand-in recording what the adapter asks of it. */
function fakeHls() {
  type Record = {
    url?: string;
    media?: unknown;
    destroyed: boolean;
    config: unknown;
    startedAt: number[];
    emit: (data: unknown) => void;
    levelLoaded: (totalduration: number) => void;
  };
  const instances: Record[] = [];
  class Hls {
    static Events = { ERROR: 'hlsError', LEVEL_LOADED: 'hlsLevelLoaded' };
    static isSupported = () => true;
    private handler: ((event: string, data: unknown) => void) | null = null;
    private onLevel: ((event: string, data: unknown) => void) | null = null;
    record: Record = {
      destroyed: false,
      config: undefined,
      startedAt: [],
      emit: (data: unknown) => this.handler?.('hlsError', data),
      levelLoaded: (totalduration: number) =>
        this.onLevel?.('hlsLevelLoaded', { details: { totalduration } }),
    };
    constructor(config?: unknown) {
      this.record.config = config;
      instances.push(this.record);
    }
    on(_event: string, handler: (event: string, data: unknown) => void) {
      this.handler = handler;
    }
    once(_event: string, handler: (event: string, data: unknown) => void) {
      this.onLevel = handler;
    }
    startLoad(position: number) {
      this.record.startedAt.push(position);
    }
    loadSource(url: string) {
      this.record.url = url;
    }
    attachMedia(media: unknown) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { Hls, instances };
}

describe('media adapter', () => {
  it('reads what the browser plays', () => {
    const support = detectPlaybackSupport({
      canPlayType: (type: string) => (type === 'video/mp4' ? 'probably' : ''),
    });
    expect(support).toMatchObject({ nativeHls: false, mp4: true });
  });

  it('plays HLS natively when the browser can, paused and preloading, without loading hls.js', () => {
    const loadHls = vi.fn();
    const { video } = setup({}, { loadHls });
    expect(video.src).toBe('/media/vod/MvAct002/index.m3u8');
    expect(video.preload).toBe('auto');
    expect(video.play).not.toHaveBeenCalled();
    expect(loadHls).not.toHaveBeenCalled();
  });

  it('loads hls.js only for HLS without native support, and reports its fatal errors once', async () => {
    const { Hls, instances } = fakeHls();
    const { video, events, adapter } = setup(
      {},
      { support: { nativeHls: false, mse: true, mp4: true }, loadHls: async () => Hls as never },
    );
    await flush();
    expect(instances[0]?.url).toBe('/media/vod/MvAct002/index.m3u8');
    expect(instances[0]?.media).toBe(video);
    instances[0]?.emit({
      type: 'networkError',
      details: 'fragLoadError',
      fatal: false,
      response: { code: 404 },
    });
    expect(events).toEqual([]);
    instances[0]?.emit({
      type: 'networkError',
      details: 'manifestLoadError',
      fatal: true,
      response: { code: 404 },
    });
    instances[0]?.emit({ type: 'mediaError', details: 'bufferStalledError', fatal: true });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'MEDIA.ERROR', message: 'manifestLoadError' });
    expect(failures.at(-1)).toEqual({
      source: 'hls',
      type: 'networkError',
      details: 'manifestLoadError',
      status: 404,
    });
    adapter.destroy();
    expect(instances[0]?.destroyed).toBe(true);
  });

  it('loads a native live stream afresh when it plays after standing still', () => {
    {
      const live = { live: true, source: { url: '/media/live/EvLive01/index.m3u8', kind: 'hls' as const } };
      const { video, adapter } = setup(live);
      const assigned: string[] = [];
      Object.defineProperty(video, 'src', { set: (value: string) => assigned.push(value), get: () => '' });
      Object.defineProperty(video, 'paused', { value: true, configurable: true });
      video.fire('canplay');
      adapter.send({ type: 'PLAY' });
      expect(assigned).toEqual(['/media/live/EvLive01/index.m3u8']);
      video.fire('playing');
      adapter.send({ type: 'PLAY' });
      expect(assigned).toHaveLength(1);
      video.fire('pause');
      adapter.send({ type: 'PLAY' });
      expect(assigned).toHaveLength(2);
      expect(video.play).toHaveBeenCalledTimes(3);
    }
  });

  it('plays a live stream that starts behind its edge through hls.js, even where HLS is native', async () => {
    const { Hls, instances } = fakeHls();
    const loadHls = vi.fn(async () => Hls as never);
    const url = '/media/live/LvChan01/index.m3u8?t=2026-11-21T12%3A00%3A00Z';
    const { video } = setup({ live: true, liveOffset: 600, source: { url, kind: 'hls' } }, { loadHls });
    await flush();
    expect(instances[0]?.url).toBe(url);
    // hls.js starts loading where the programme began, not at the live edge and a seek later.
    expect(instances[0]?.config).toEqual({ autoStartLoad: false });
    instances[0]?.levelLoaded(640);
    expect(instances[0]?.startedAt).toEqual([40]);
    video.seekable = { length: 1, start: () => 0, end: () => 640 };
    video.currentTime = 40;
    video.fire('loadedmetadata');
    expect(video.currentTime).toBe(40);
    // At the live edge the browser's own player is enough.
    setup({ live: true, liveOffset: null, source: { url, kind: 'hls' } }, { loadHls });
    await flush();
    expect(loadHls).toHaveBeenCalledTimes(1);
  });

  it('still starts a programme from its beginning when the first play loads a native live stream afresh', () => {
    // A browser with native HLS and no Media Source Extensions (hls.js cannot run there).
    const { video, adapter } = setup(
      {
        live: true,
        liveOffset: 600,
        source: { url: '/media/live/LvChan01/index.m3u8?t=2026-11-21T12%3A00%3A00Z', kind: 'hls' },
      },
      { support: { nativeHls: true, mse: false, mp4: true } },
    );
    Object.defineProperty(video, 'paused', { value: true, configurable: true });
    video.seekable = { length: 1, start: () => 40, end: () => 640 };
    video.fire('loadedmetadata');
    video.fire('canplay');
    expect(video.currentTime).toBe(40);
    video.currentTime = 630;
    adapter.send({ type: 'PLAY' });
    video.fire('loadedmetadata');
    expect(video.currentTime).toBe(40);

    // Once it has played, a resume after a pause starts at the live edge of the fresh load.
    video.fire('playing');
    video.fire('pause');
    video.currentTime = 700;
    adapter.send({ type: 'PLAY' });
    video.fire('loadedmetadata');
    expect(video.currentTime).toBe(700);
  });

  it('plays MP4 natively', () => {
    const loadHls = vi.fn();
    const { video } = setup(
      { source: { url: '/media/vod/MvAct002/video.mp4', kind: 'mp4' } },
      { support: { nativeHls: false, mse: false, mp4: true }, loadHls },
    );
    expect(video.src).toBe('/media/vod/MvAct002/video.mp4');
    expect(loadHls).not.toHaveBeenCalled();
  });

  it('fails as unsupported when neither native HLS nor hls.js can play', () => {
    const { events } = setup({}, { support: { nativeHls: false, mse: false, mp4: true } });
    expect(events).toMatchObject([{ type: 'MEDIA.ERROR' }]);
    expect(failures.at(-1)).toEqual({ source: 'unsupported' });
  });

  it('starts on-demand items at the start time and live ones behind the edge, within the window', () => {
    const onDemand = setup({ startTime: 7 });
    onDemand.video.duration = 20;
    onDemand.video.fire('loadedmetadata');
    expect(onDemand.video.currentTime).toBe(7);

    const live = setup({ live: true, liveOffset: 30 });
    live.video.seekable = { length: 1, start: () => 100, end: () => 160 };
    live.video.fire('loadedmetadata');
    expect(live.video.currentTime).toBe(130);

    const tooFar = setup({ live: true, liveOffset: 1000 });
    tooFar.video.seekable = { length: 1, start: () => 100, end: () => 160 };
    tooFar.video.fire('loadedmetadata');
    expect(tooFar.video.currentTime).toBe(100);
  });

  it('reports media events: can play once, no pause for the end, time with the duration', () => {
    const { video, events } = setup();
    video.duration = 20;
    video.fire('canplay');
    video.fire('canplay');
    video.fire('playing');
    video.currentTime = 3;
    video.fire('timeupdate');
    video.fire('waiting');
    video.fire('pause');
    video.ended = true;
    video.fire('pause');
    video.fire('ended');
    video.muted = true;
    video.fire('volumechange');
    expect(events).toEqual([
      { type: 'MEDIA.CAN_PLAY', duration: 20 },
      { type: 'MEDIA.PLAYING' },
      { type: 'MEDIA.TIME_UPDATE', position: 3, duration: 20 },
      { type: 'MEDIA.WAITING' },
      { type: 'MEDIA.PAUSED' },
      { type: 'MEDIA.ENDED' },
      { type: 'MEDIA.VOLUME', muted: true },
    ]);
  });

  it('reports live streams without a duration', () => {
    const { video, events } = setup({ live: true });
    video.duration = Number.POSITIVE_INFINITY;
    video.currentTime = 50;
    video.fire('timeupdate');
    expect(events).toEqual([{ type: 'MEDIA.TIME_UPDATE', position: 50, duration: 0 }]);
  });

  it('seeks by and to seconds, kept within the item or the live window', () => {
    const { video, adapter } = setup();
    video.duration = 20;
    video.currentTime = 5;
    adapter.send({ type: 'SEEK', by: -10 });
    expect(video.currentTime).toBe(0);
    adapter.send({ type: 'SEEK', by: 10 });
    expect(video.currentTime).toBe(10);
    adapter.send({ type: 'SEEK', to: 99 });
    expect(video.currentTime).toBe(20);

    const live = setup({ live: true });
    live.video.seekable = { length: 1, start: () => 100, end: () => 160 };
    live.video.currentTime = 150;
    live.adapter.send({ type: 'SEEK', by: 10 });
    expect(live.video.currentTime).toBe(160);
    live.adapter.send({ type: 'SEEK', to: 0 });
    expect(live.video.currentTime).toBe(100);
  });

  it('plays muted when the browser refuses sound, and mutes both elements on demand', async () => {
    const { video, adVideo, adapter } = setup();
    video.play
      .mockImplementationOnce(() => Promise.reject(new DOMException('no sound', 'NotAllowedError')))
      .mockImplementationOnce(() => Promise.resolve());
    adapter.send({ type: 'PLAY' });
    await flush();
    expect(video.muted).toBe(true);
    expect(adVideo.muted).toBe(true);
    expect(video.play).toHaveBeenCalledTimes(2);
    adapter.send({ type: 'SET_MUTED', muted: false });
    expect(video.muted).toBe(false);
    expect(adVideo.muted).toBe(false);
    adapter.send({ type: 'PAUSE' });
    expect(video.pause).toHaveBeenCalled();
  });

  it('plays the advert on its own element and reports it', () => {
    const { adVideo, events, adapter } = setup();
    adapter.send({ type: 'PLAY_AD', url: '/media/ads/preroll.mp4' });
    expect(adVideo.src).toBe('/media/ads/preroll.mp4');
    expect(adVideo.play).toHaveBeenCalled();
    adVideo.fire('playing');
    adVideo.currentTime = 2;
    adVideo.fire('timeupdate');
    adVideo.fire('ended');
    adapter.send({ type: 'STOP_AD' });
    expect(adVideo.getAttribute('src')).toBeNull();
    adVideo.fire('error');
    expect(events).toEqual([
      { type: 'AD.PLAYING' },
      { type: 'AD.TIME_UPDATE', position: 2 },
      { type: 'AD.ENDED' },
    ]);
  });

  it('classifies a native error with a probe of the source', async () => {
    const probe = vi.fn(async () => 404);
    const { video, events } = setup({}, { probe });
    video.error = { code: MEDIA_ERR_SRC_NOT_SUPPORTED, message: 'DEMUXER_ERROR' };
    video.fire('error');
    await flush();
    expect(probe).toHaveBeenCalledWith('/media/vod/MvAct002/index.m3u8');
    expect(events).toMatchObject([{ type: 'MEDIA.ERROR', message: 'DEMUXER_ERROR' }]);
    // Loading the source (a dynamic import, slow on a cold cache) may still report its own
    // outcome after this one: look for the element's failure, not at the last one.
    expect(failures).toContainEqual({
      source: 'element',
      mediaErrorCode: MEDIA_ERR_SRC_NOT_SUPPORTED,
      probeStatus: 404,
      kind: 'hls',
      underHls: false,
    });
  });

  it('stops listening and empties both elements when destroyed', () => {
    const { video, adVideo, events, adapter } = setup();
    adapter.destroy();
    video.fire('playing');
    adapter.send({ type: 'PLAY' });
    expect(events).toEqual([]);
    expect(video.play).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBeNull();
    expect(adVideo.load).toHaveBeenCalled();
  });
});
