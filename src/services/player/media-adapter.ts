import type HlsClass from 'hls.js';
import type {
  AdEvent,
  MediaAdapterInput,
  MediaCommand,
  MediaEvent,
  MediaFailure,
} from '@/domain/playback.types';
import type { PlaybackSupport } from './stream-url';

type Hls = typeof HlsClass;

/** The two `<video>` elements a player renders: the content and, above it, the advert. */
export type MediaElements = { video: HTMLVideoElement; adVideo: HTMLVideoElement };

export type MediaAdapterDeps = {
  /** The player error code of a failure (seed 002 §8); the codes belong to the player flow. */
  codeFor: (failure: MediaFailure) => number;
  /** hls.js, loaded on demand (about 580 kB): only for HLS without native support. */
  loadHls?: () => Promise<Hls>;
  /** The HTTP status of a request for the source, or null without an answer: classifies native errors. */
  probe?: (url: string) => Promise<number | null>;
  support?: PlaybackSupport;
};

export type MediaAdapter = {
  send: (command: MediaCommand) => void;
  destroy: () => void;
};

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** What a `<video>` of this browser can play. */
export function detectPlaybackSupport(
  video: Pick<HTMLVideoElement, 'canPlayType'> = document.createElement('video'),
): PlaybackSupport {
  const managed = (globalThis as { ManagedMediaSource?: unknown }).ManagedMediaSource;
  return {
    nativeHls: video.canPlayType(HLS_MIME) !== '',
    mse: typeof globalThis.MediaSource === 'function' || typeof managed === 'function',
    mp4: video.canPlayType('video/mp4') !== '',
  };
}

/**
 * hls.js only where the browser has no HLS of its own (most players never load it), or for a
 * live stream that starts behind its live edge (`beginning=1`): Chromium's own HLS player gives
 * a live stream no seekable range and always starts it at the live edge.
 */
export function usesHlsJs(
  support: PlaybackSupport,
  input?: Pick<MediaAdapterInput, 'live' | 'liveOffset'>,
): boolean {
  if (!support.mse) return false;
  return !support.nativeHls || (input !== undefined && input.live && input.liveOffset !== null);
}

const loadHlsModule = async (): Promise<Hls> => (await import('hls.js')).default;

/** The status the source answers now: the same request the element made, dropped once the headers are in. */
async function probeStatus(url: string): Promise<number | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { cache: 'no-store', signal: controller.signal });
    controller.abort();
    return response.status;
  } catch {
    return null;
  }
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The media adapter: it owns the `<video>` elements and hls.js, loads the source at once
 * (paused, at the start position), obeys the machine's commands and reports media events. It
 * reports one error at most: after that the machine decides (Retry or reload make a new adapter).
 */
export function createMediaAdapter(
  { video, adVideo }: MediaElements,
  input: MediaAdapterInput,
  emit: (event: MediaEvent | AdEvent) => void,
  deps: MediaAdapterDeps,
): MediaAdapter {
  const support = deps.support ?? detectPlaybackSupport(video);
  const loadHls = deps.loadHls ?? loadHlsModule;
  const probe = deps.probe ?? probeStatus;
  let destroyed = false;
  let failed = false;
  let canPlaySent = false;
  let startApplied = false;
  let hls: InstanceType<Hls> | null = null;
  /**
   * A native live stream that stood still (loaded, or paused) is loaded afresh before it plays:
   * Chromium's own HLS player fails a live window it resumes (DEMUXER_ERROR_COULD_NOT_PARSE in 2
   * of 8 starts 2.5 s after loading, on the local stack's live streams; 0 of 8 after a fresh load).
   * Live resumes at the live edge anyway; the reload costs one playlist request.
   */
  let stoodStill = false;
  /** Whether the content has played yet: a reload before that keeps the start position to apply. */
  let played = false;
  const nativeLive = input.live && input.source.kind === 'hls' && !usesHlsJs(support, input);
  const removers: (() => void)[] = [];

  const on = <K extends keyof HTMLMediaElementEventMap>(
    target: HTMLVideoElement,
    type: K,
    listener: () => void,
  ) => {
    target.addEventListener(type, listener);
    removers.push(() => target.removeEventListener(type, listener));
  };

  const fail = (failure: MediaFailure, message?: string) => {
    if (destroyed || failed) return;
    failed = true;
    emit({ type: 'MEDIA.ERROR', code: deps.codeFor(failure), ...(message ? { message } : {}) });
  };

  /** The start position: watch progress for on-demand, `beginning=1` behind the live edge. */
  const applyStartPosition = () => {
    if (startApplied) return;
    startApplied = true;
    if (input.live) {
      if (input.liveOffset === null || video.seekable.length === 0) return;
      const last = video.seekable.length - 1;
      const target = video.seekable.end(last) - input.liveOffset;
      video.currentTime = Math.max(video.seekable.start(0), target);
    } else if (input.startTime > 0) {
      const duration = finite(video.duration);
      video.currentTime = duration > 0 ? Math.min(input.startTime, duration) : input.startTime;
    }
  };

  const position = () => finite(video.currentTime);
  const duration = () => (input.live ? 0 : finite(video.duration));

  on(video, 'loadedmetadata', applyStartPosition);
  on(video, 'canplay', () => {
    if (video.paused) stoodStill = true;
    if (canPlaySent) return;
    canPlaySent = true;
    emit({ type: 'MEDIA.CAN_PLAY', duration: duration() });
  });
  on(video, 'playing', () => {
    stoodStill = false;
    played = true;
    emit({ type: 'MEDIA.PLAYING' });
  });
  // At the end the element pauses before it ends: that pause is the end, not the viewer's.
  on(video, 'pause', () => {
    stoodStill = true;
    if (!video.ended) emit({ type: 'MEDIA.PAUSED' });
  });
  on(video, 'waiting', () => emit({ type: 'MEDIA.WAITING' }));
  on(video, 'timeupdate', () =>
    emit({ type: 'MEDIA.TIME_UPDATE', position: position(), duration: duration() }),
  );
  on(video, 'ended', () => emit({ type: 'MEDIA.ENDED' }));
  on(video, 'volumechange', () => emit({ type: 'MEDIA.VOLUME', muted: video.muted }));
  on(video, 'error', () => {
    const mediaErrorCode = video.error?.code ?? 0;
    // hls.js reports its own failures with more detail; an element error under it is a decoder one.
    const failure = { source: 'element', mediaErrorCode, kind: input.source.kind } as const;
    if (hls) {
      fail({ ...failure, probeStatus: null, underHls: true });
      return;
    }
    const message = video.error?.message || undefined;
    void probe(input.source.url).then((probeStatus) =>
      fail({ ...failure, probeStatus, underHls: false }, message),
    );
  });

  on(adVideo, 'playing', () => emit({ type: 'AD.PLAYING' }));
  on(adVideo, 'timeupdate', () => emit({ type: 'AD.TIME_UPDATE', position: finite(adVideo.currentTime) }));
  on(adVideo, 'ended', () => emit({ type: 'AD.ENDED' }));
  on(adVideo, 'error', () => {
    if (adVideo.getAttribute('src')) emit({ type: 'AD.ERROR', message: adVideo.error?.message || undefined });
  });

  /**
   * Plays an element. A browser that refuses to autoplay with sound plays muted instead (the
   * viewer can unmute); an interrupted play (a pause, a new load) needs nothing.
   */
  const play = (target: HTMLVideoElement) => {
    const attempt = target.play();
    attempt?.catch((error: unknown) => {
      if (destroyed) return;
      const name = error instanceof Error ? error.name : '';
      if (name === 'NotAllowedError' && !target.muted) {
        video.muted = true;
        adVideo.muted = true;
        target.play()?.catch(() => {});
      }
    });
  };

  const seek = (command: Extract<MediaCommand, { type: 'SEEK' }>) => {
    const target = 'by' in command ? position() + command.by : command.to;
    if (input.live) {
      if (video.seekable.length === 0) return;
      const last = video.seekable.length - 1;
      video.currentTime = Math.min(Math.max(target, video.seekable.start(0)), video.seekable.end(last));
      return;
    }
    const end = duration();
    video.currentTime = Math.max(0, end > 0 ? Math.min(target, end) : target);
  };

  const load = async () => {
    video.preload = 'auto';
    const { source } = input;
    if (source.kind === 'hls' && !support.nativeHls && !support.mse) {
      fail({ source: 'unsupported' });
      return;
    }
    if (source.kind === 'hls' && usesHlsJs(support, input)) {
      let HlsModule: Hls;
      try {
        HlsModule = await loadHls();
      } catch {
        fail({ source: 'script' });
        return;
      }
      if (destroyed) return;
      if (!HlsModule.isSupported()) {
        fail({ source: 'unsupported' });
        return;
      }
      // Behind the live edge, hls.js is told where to start before it loads anything: a seek
      // once the live edge has loaded raced its first fragments and could leave it waiting.
      const behindEdge = input.live && input.liveOffset !== null;
      const instance = new HlsModule(behindEdge ? { autoStartLoad: false } : undefined);
      hls = instance;
      if (behindEdge) {
        startApplied = true;
        instance.once(HlsModule.Events.LEVEL_LOADED, (_event, data) => {
          instance.startLoad(Math.max(0, data.details.totalduration - (input.liveOffset ?? 0)));
        });
      }
      instance.on(HlsModule.Events.ERROR, (_event, data) => {
        // hls.js recovers from what is not fatal by itself.
        if (!data.fatal) return;
        const status = (data.response as { code?: number } | undefined)?.code ?? null;
        fail({ source: 'hls', type: String(data.type), details: String(data.details), status }, data.details);
      });
      instance.loadSource(source.url);
      instance.attachMedia(video);
      return;
    }
    video.src = source.url;
  };

  void load();

  return {
    send(command) {
      if (destroyed) return;
      switch (command.type) {
        case 'PLAY':
          if (nativeLive && stoodStill) {
            // Before the first play the fresh load still starts where it was asked to (beginning=1).
            if (!played) startApplied = false;
            video.src = input.source.url;
          }
          stoodStill = false;
          play(video);
          break;
        case 'PAUSE':
          video.pause();
          break;
        case 'SEEK':
          seek(command);
          break;
        case 'SET_MUTED':
          video.muted = command.muted;
          adVideo.muted = command.muted;
          break;
        case 'PLAY_AD':
          adVideo.src = command.url;
          play(adVideo);
          break;
        case 'STOP_AD':
          adVideo.pause();
          adVideo.removeAttribute('src');
          adVideo.load();
          break;
      }
    },
    destroy() {
      destroyed = true;
      for (const remove of removers.splice(0)) remove();
      hls?.destroy();
      hls = null;
      for (const element of [video, adVideo]) {
        element.pause();
        element.removeAttribute('src');
        element.load();
      }
    },
  };
}
