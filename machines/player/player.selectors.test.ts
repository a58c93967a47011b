import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { playerMachine } from './player.machine';
import { samePlayerView, selectPlayerView, type PlayerView } from './player.selectors';
import type {
  CheckAccessInput,
  MediaAdapterInput,
  MediaCommand,
  NextItem,
  PlayerEvent,
  PlayerInput,
  PrerollAd,
} from './player.types';

import { MINUTE, movie, NOW, scheduledEvent } from '../../tests/model/player.builders';

const NEXT: NextItem = { mediaId: 'MvAct003', title: 'Iron Bend', scheduled: false };

const baseInput: PlayerInput = {
  item: movie,
  next: null,
  now: NOW,
  autoplay: false,
  startTime: 30,
  liveOffset: null,
  adScheduleId: null,
};

const preroll: PrerollAd = {
  id: 'ad-1',
  mediaFileUrl: '/media/ads/preroll.mp4',
  duration: 5,
  title: 'Advert',
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The real player with a silent media adapter; the access check and the pre-roll settle when told. */
function player(input: Partial<PlayerInput> = {}) {
  const access: { settle?: (error?: unknown) => void } = {};
  const ads: { settle?: (ad: PrerollAd | null) => void } = {};
  const machine = playerMachine.provide({
    actors: {
      mediaElement: fromCallback<MediaCommand, MediaAdapterInput>(() => () => {}),
      checkAccess: fromPromise<void, CheckAccessInput>(
        () =>
          new Promise<void>((resolve, reject) => {
            access.settle = (error) => (error ? reject(error) : resolve());
          }),
      ),
      loadPreroll: fromPromise<PrerollAd | null, { adScheduleId: string }>(
        () => new Promise((resolve) => (ads.settle = resolve)),
      ),
    },
  });
  const actor = createActor(machine, { input: { ...baseInput, ...input }, clock: new SimulatedClock() });
  actor.start();
  return {
    send: (...events: PlayerEvent[]) => events.forEach((e) => actor.send(e)),
    view: () => selectPlayerView(actor.getSnapshot()),
    async grant(error?: unknown) {
      access.settle?.(error);
      await flush();
    },
    async advert(ad: PrerollAd | null) {
      ads.settle?.(ad);
      await flush();
    },
  };
}

/** A view with nothing shown but the loading spinner, for the movie above. */
const LOADING: PlayerView = {
  phase: 'loading',
  message: null,
  canRetry: false,
  showControls: false,
  isLoading: true,
  isPlaying: false,
  showStartButton: false,
  inAd: false,
  adRemaining: 0,
  position: 30,
  duration: 0,
  live: false,
  muted: false,
  next: null,
};

describe('player view', () => {
  it('seed 002 §4: scheduled media shows its message with the start time, no Retry, no controls', () => {
    expect(player({ item: scheduledEvent, startTime: 0 }).view()).toEqual({
      ...LOADING,
      phase: 'scheduled',
      message: { kind: 'scheduled', startsAt: NOW + 90 * MINUTE },
      isLoading: false,
      position: 0,
      live: true,
    });
  });

  it('seed 002 §4: while access is checked and the stream loads, a spinner and nothing else', async () => {
    const p = player();
    expect(p.view()).toEqual(LOADING);
    await p.grant();
    expect(p.view()).toEqual(LOADING);
  });

  it('seed 002 §8 "Player fetch errors": access blocked shows geo-blocked with the custom message, unauthorized its own, neither with Retry', async () => {
    const geo = player({ item: { ...movie, geoBlockingMessage: 'Not here.' } });
    await geo.grant({ message: 'access blocked' });
    expect(geo.view()).toEqual({
      ...LOADING,
      phase: 'blocked',
      message: { kind: 'geo', customMessage: 'Not here.' },
      isLoading: false,
    });
    const plainGeo = player();
    await plainGeo.grant({ message: 'access blocked' });
    expect(plainGeo.view().message).toEqual({ kind: 'geo', customMessage: null });
    const unauthorized = player();
    await unauthorized.grant({ message: 'Unauthorized' });
    expect(unauthorized.view()).toEqual({
      ...LOADING,
      phase: 'blocked',
      message: { kind: 'unauthorized' },
      isLoading: false,
    });
  });

  it('seed 002 §8: any other fetch failure shows unknown; seed 002 §4: Retry on player errors for non-scheduled media', async () => {
    const p = player();
    await p.grant(new Error('Service unavailable'));
    expect(p.view()).toEqual({
      ...LOADING,
      phase: 'error',
      message: { kind: 'error', error: 'unknown', code: null },
      canRetry: true,
      isLoading: false,
    });
    expect(player({ item: { ...movie, source: null } }).view()).toEqual({
      ...LOADING,
      phase: 'error',
      message: { kind: 'error', error: 'unavailable', code: null },
      canRetry: true,
      isLoading: false,
    });
  });

  it('seed 002 §8: codes 241404 and 224003 show unavailable, other codes the playback message, both with Retry', async () => {
    const gone = player();
    await gone.grant();
    gone.send({ type: 'MEDIA.ERROR', code: 241404 });
    expect(gone.view()).toMatchObject({
      phase: 'error',
      message: { kind: 'error', error: 'unavailable', code: 241404 },
      canRetry: true,
      showControls: false,
    });
    const broken = player();
    await broken.grant();
    broken.send({ type: 'MEDIA.ERROR', code: 232503 });
    expect(broken.view()).toMatchObject({
      phase: 'error',
      message: { kind: 'error', error: 'playback', code: 232503 },
      canRetry: true,
    });
  });

  it('seed 002 §4: ready shows the start button; playing, buffering, paused and ended keep the controls', async () => {
    const p = player();
    await p.grant();
    p.send({ type: 'MEDIA.CAN_PLAY', duration: 600 });
    const ready = {
      ...LOADING,
      phase: 'ready',
      showControls: true,
      isLoading: false,
      showStartButton: true,
      duration: 600,
    } as const;
    expect(p.view()).toEqual(ready);
    p.send(
      { type: 'PLAY' },
      { type: 'MEDIA.PLAYING' },
      { type: 'MEDIA.TIME_UPDATE', position: 42.5, duration: 600 },
    );
    const playing = {
      ...ready,
      phase: 'playing',
      isPlaying: true,
      showStartButton: false,
      position: 42.5,
    } as const;
    expect(p.view()).toEqual(playing);
    p.send({ type: 'MEDIA.WAITING' });
    expect(p.view()).toEqual({ ...playing, phase: 'buffering', isLoading: true });
    p.send({ type: 'MEDIA.PAUSED' }, { type: 'MEDIA.VOLUME', muted: true });
    expect(p.view()).toEqual({ ...playing, phase: 'paused', isPlaying: false, muted: true });
    p.send({ type: 'PLAY' }, { type: 'MEDIA.PLAYING' }, { type: 'MEDIA.ENDED' });
    expect(p.view()).toEqual({ ...playing, phase: 'ended', isPlaying: false, muted: true });
  });

  it('seed 002 §4: Next leads to the next item only when it plays (a scheduled next item is skipped)', async () => {
    const p = player({ next: NEXT });
    await p.grant();
    p.send({ type: 'MEDIA.CAN_PLAY', duration: 600 });
    expect(p.view().next).toEqual(NEXT);
    p.send({ type: 'NEXT' });
    expect(p.view()).toMatchObject({ phase: 'next', message: null, next: null, showControls: false });
    const skipped = player({ next: { ...NEXT, scheduled: true } });
    await skipped.grant();
    skipped.send({ type: 'MEDIA.CAN_PLAY', duration: 600 });
    expect(skipped.view().next).toBeNull();
  });

  it('a pre-roll shows the advert with the whole seconds left, never below 0, then the content', async () => {
    const p = player({ autoplay: true, adScheduleId: 'sched-1' });
    await p.grant();
    p.send({ type: 'MEDIA.CAN_PLAY', duration: 600 });
    expect(p.view()).toEqual({ ...LOADING, phase: 'ad', inAd: true, duration: 600 });
    await p.advert(preroll);
    expect(p.view()).toEqual({
      ...LOADING,
      phase: 'ad',
      inAd: true,
      isLoading: false,
      adRemaining: 5,
      duration: 600,
    });
    p.send({ type: 'AD.TIME_UPDATE', position: 1.2 });
    expect(p.view().adRemaining).toBe(4);
    p.send({ type: 'AD.TIME_UPDATE', position: 6 });
    expect(p.view().adRemaining).toBe(0);
    p.send({ type: 'AD.ENDED' });
    expect(p.view()).toMatchObject({ phase: 'ready', inAd: false, adRemaining: 0, showControls: true });
  });
});

describe('two player views render the same', () => {
  const base: PlayerView = {
    ...LOADING,
    phase: 'playing',
    message: null,
    isLoading: false,
    showControls: true,
    isPlaying: true,
    position: 10,
    duration: 600,
    next: NEXT,
  };
  const error = (code: number | null): PlayerView => ({
    ...base,
    phase: 'error',
    message: { kind: 'error', error: 'playback', code },
  });

  it('when nothing shown differs (the position is shown in whole seconds)', () => {
    expect(samePlayerView(base, { ...base })).toBe(true);
    expect(samePlayerView(base, { ...base, position: 10.5 })).toBe(true);
    expect(samePlayerView(base, { ...base, position: 10.99 })).toBe(true);
    expect(samePlayerView(error(232000), error(232000))).toBe(true);
    expect(samePlayerView({ ...base, next: null }, { ...base, next: null })).toBe(true);
  });

  it.each<[string, Partial<PlayerView>]>([
    ['phase', { phase: 'paused' }],
    ['message kind', { message: { kind: 'unauthorized' } }],
    ['canRetry', { canRetry: true }],
    ['showControls', { showControls: false }],
    ['isLoading', { isLoading: true }],
    ['inAd', { inAd: true }],
    ['adRemaining', { adRemaining: 3 }],
    ['position (a new second)', { position: 11 }],
    ['position (an earlier second)', { position: 9.9 }],
    ['duration', { duration: 601 }],
    ['live', { live: true }],
    ['muted', { muted: true }],
    ['next item', { next: { ...NEXT, mediaId: 'MvAct004' } }],
    ['no next item', { next: null }],
  ])('not when the %s differs', (_, change) => {
    expect(samePlayerView(base, { ...base, ...change })).toBe(false);
    expect(samePlayerView({ ...base, ...change }, base)).toBe(false);
  });

  it('not when the message differs in its details', () => {
    expect(samePlayerView(error(232000), error(241404))).toBe(false);
  });
});
