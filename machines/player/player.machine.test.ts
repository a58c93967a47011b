import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { playerMachine } from './player.machine';
import type {
  CheckAccessInput,
  MediaAdapterInput,
  MediaCommand,
  PlayerEvent,
  PlayerInput,
  PrerollAd,
} from './player.types';

import { MINUTE, movie, NOW, scheduledEvent } from '../../tests/model/player.builders';

/**
 * seed 002 §8: 241404 / 224003 (video unavailable), 246007 (reload); docs/decisions.md "Player":
 * other stream failures are 232000 + HTTP status, the reload happens once, and an advert whose
 * clock stands still 8 s is given up. Written here, never read from the machine.
 */
const CODES = { fileNotFound: 241404, manifestUnavailable: 224003, reload: 246007, network: 232000 } as const;
const AD_STALL_MS = 8_000;
const MAX_PLAYER_RELOADS = 1;

const baseInput: PlayerInput = {
  item: movie,
  next: null,
  now: NOW,
  autoplay: true,
  startTime: 0,
  liveOffset: null,
  adScheduleId: null,
};

const preroll: PrerollAd = {
  id: 'ad-1',
  mediaFileUrl: '/media/ads/preroll.mp4',
  duration: 5,
  title: 'Advert',
};

/**
 * The machine with controllable fakes: the adapter records every command and every input it was
 * started with; access checks and pre-rolls settle when the test says so.
 */
function harness(input: Partial<PlayerInput> = {}) {
  const commands: MediaCommand[] = [];
  const adapterInputs: MediaAdapterInput[] = [];
  const tracked: string[] = [];
  const notified: string[] = [];
  const access: { settle?: (error?: unknown) => void } = {};
  const ads: { settle?: (ad: PrerollAd | null) => void } = {};
  const machine = playerMachine.provide({
    actors: {
      mediaElement: fromCallback<MediaCommand, MediaAdapterInput>(({ input: adapterInput, receive }) => {
        adapterInputs.push(adapterInput);
        receive((command) => commands.push(command));
        return () => {};
      }),
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
    actions: {
      trackAd: (_, { event }) => tracked.push(event),
      notifyPlay: () => notified.push('play'),
      notifyPause: () => notified.push('pause'),
      notifyEnded: () => notified.push('ended'),
      notifyTimeUpdate: (_, { position }) => notified.push(`time ${position}`),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { ...baseInput, ...input }, clock });
  actor.start();
  const send = (event: PlayerEvent) => actor.send(event);
  const state = () => actor.getSnapshot();
  return { actor, clock, send, state, commands, adapterInputs, tracked, notified, access, ads };
}

/** Lets settled promises reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A player on a site with an ad schedule whose pre-roll has begun playing on the advert element. */
async function playingPreroll() {
  const player = harness({ adScheduleId: 'AdScHd01' });
  player.access.settle?.();
  await flush();
  player.send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
  player.ads.settle?.(preroll);
  await flush();
  player.send({ type: 'AD.PLAYING' });
  return player;
}

describe('player machine: scheduled media (seed 002 §4)', () => {
  it('waits exactly until the scheduled start, counted from the injected now, then checks access', () => {
    const { clock, state } = harness({ item: scheduledEvent });
    expect(state().value).toBe('scheduled');
    clock.increment(90 * MINUTE - 1);
    expect(state().value).toBe('scheduled');
    clock.increment(1);
    expect(state().value).toBe('checkingAccess');
    expect(state().context.item.status).toBe('LIVE');
  });

  it('counts the wait again from a refetch that still says scheduled', () => {
    const { clock, send, state } = harness({ item: scheduledEvent });
    clock.increment(30_000);
    send({ type: 'ITEM.UPDATE', item: scheduledEvent, next: null, now: NOW + 30_000 });
    clock.increment(90 * MINUTE - 30_000 - 1);
    expect(state().value).toBe('scheduled');
    clock.increment(1);
    expect(state().value).toBe('checkingAccess');
  });

  it('plays at once when the refetch says live before the start', () => {
    const { send, state } = harness({ item: scheduledEvent });
    send({ type: 'ITEM.UPDATE', item: { ...scheduledEvent, status: 'LIVE' }, next: null, now: NOW + MINUTE });
    expect(state().value).toBe('checkingAccess');
  });

  it('waits for a refetch when the start is unknown or past', () => {
    const { clock, state } = harness({ item: { ...scheduledEvent, scheduledStart: NOW - MINUTE } });
    clock.increment(24 * 60 * MINUTE);
    expect(state().value).toBe('scheduled');
  });

  it('waits for a refetch when the start is exactly now: it is not ahead any more', () => {
    const { clock, state } = harness({ item: { ...scheduledEvent, scheduledStart: NOW } });
    clock.increment(24 * 60 * MINUTE);
    expect(state().value).toBe('scheduled');
    expect(state().context.item.status).toBe('SCHEDULED');
  });

  it('shows the scheduled message, not Retry, when a stream fails while the item is scheduled', async () => {
    const { send, state, access } = harness({ item: movie });
    access.settle?.();
    await flush();
    send({
      type: 'ITEM.UPDATE',
      item: { ...movie, status: 'SCHEDULED', scheduledStart: NOW + MINUTE },
      next: null,
      now: NOW,
    });
    send({ type: 'MEDIA.ERROR', code: CODES.network + 500 });
    expect(state().value).toBe('scheduled');
    expect(state().can({ type: 'RETRY' })).toBe(false);
  });
});

describe('player machine: access and adverts', () => {
  it('reads the geo block of seed 002 §8, with the item message when the error has none', async () => {
    const { state, access } = harness({ item: { ...movie, geoBlockingMessage: 'Not here.' } });
    access.settle?.({ message: 'access blocked' });
    await flush();
    expect(state().value).toEqual({ blocked: 'geo' });
    expect(state().context.blockedMessage).toBe('Not here.');
    expect(state().can({ type: 'RETRY' })).toBe(false);
  });

  it('plays the pre-roll on the advert element, tracks it, then plays the content', async () => {
    const { send, state, access, ads, commands, tracked } = harness({ adScheduleId: 'AdScHd01' });
    access.settle?.();
    await flush();
    send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
    expect(state().value).toEqual({ session: { ad: 'loading' } });
    ads.settle?.(preroll);
    await flush();
    expect(commands).toContainEqual({ type: 'PLAY_AD', url: '/media/ads/preroll.mp4' });
    send({ type: 'AD.PLAYING' });
    send({ type: 'AD.TIME_UPDATE', position: 2 });
    send({ type: 'AD.ENDED' });
    expect(tracked).toEqual(['impression', 'progress', 'complete']);
    expect(commands.slice(-2)).toEqual([{ type: 'STOP_AD' }, { type: 'PLAY' }]);
    expect(state().value).toEqual({ session: { content: 'ready' } });
    expect(state().context.prerollDone).toBe(true);
  });

  it(`gives up an advert whose clock stands still for ${AD_STALL_MS} ms, without restarting it on each tick`, async () => {
    const { send, state, commands, tracked, clock } = await playingPreroll();
    clock.increment(AD_STALL_MS - 1);
    send({ type: 'AD.TIME_UPDATE', position: 3 });
    clock.increment(AD_STALL_MS - 1);
    expect(state().value).toEqual({ session: { ad: 'playing' } });
    expect(commands.filter((command) => command.type === 'PLAY_AD')).toHaveLength(1);
    clock.increment(1);
    expect(state().value).toEqual({ session: { content: 'ready' } });
    expect(tracked).toEqual(['impression', 'progress', 'error']);
    expect(commands.slice(-2)).toEqual([{ type: 'STOP_AD' }, { type: 'PLAY' }]);
  });

  it('plays the pre-roll once: a reload during the advert goes back to the content, playing', async () => {
    const { send, state, commands } = await playingPreroll();
    // The content underneath fails with the reload code (seed 002 §8: the player reloads).
    send({ type: 'MEDIA.ERROR', code: CODES.reload });
    expect(state().value).toEqual({ session: { content: 'loading' } });
    send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
    expect(state().value).toEqual({ session: { content: 'ready' } });
    expect(commands.at(-1)).toEqual({ type: 'PLAY' });
    expect(commands.filter((c) => c.type === 'PLAY_AD')).toHaveLength(1);
  });

  it('goes on to the content when the advert cannot load', async () => {
    const { send, state, access, commands } = harness({ adScheduleId: 'AdScHd01', autoplay: false });
    access.settle?.();
    await flush();
    send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
    expect(commands).toEqual([]);
    send({ type: 'PLAY' });
    const actor = state().children.loadPreroll;
    expect(actor).toBeDefined();
    send({ type: 'xstate.error.actor.loadPreroll', error: new Error('down') } as unknown as PlayerEvent);
    expect(state().value).toEqual({ session: { content: 'ready' } });
    expect(commands).toEqual([{ type: 'PLAY' }]);
  });
});

describe('player machine: playback', () => {
  async function playing(input: Partial<PlayerInput> = {}) {
    const h = harness(input);
    h.access.settle?.();
    await flush();
    h.send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
    h.send({ type: 'MEDIA.PLAYING' });
    return h;
  }

  it.each([
    ['plays at once', { autoplay: true }, { session: { content: 'ready' } }],
    ['waits for play', { autoplay: false }, { session: { content: 'ready' } }],
    [
      'plays its pre-roll first',
      { autoplay: true, adScheduleId: 'AdScHd01' },
      { session: { ad: 'loading' } },
    ],
  ] as const)('knows the length of the stream once it can play, when it %s', async (_, input, value) => {
    const h = harness(input);
    h.access.settle?.();
    await flush();
    h.send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
    expect(h.state().value).toEqual(value);
    expect(h.state().context.duration).toBe(20);
  });

  it('sends the seek commands of the arrow keys and the seek points', async () => {
    const { send, commands } = await playing();
    send({ type: 'SEEK', by: 10 });
    send({ type: 'SEEK', by: -10 });
    send({ type: 'SEEK', to: 9 });
    expect(commands.slice(-3)).toEqual([
      { type: 'SEEK', by: 10 },
      { type: 'SEEK', by: -10 },
      { type: 'SEEK', to: 9 },
    ]);
  });

  it('toggles: pause while playing, play while paused, and tells the page', async () => {
    const { send, state, commands, notified } = await playing();
    send({ type: 'TOGGLE' });
    expect(commands.at(-1)).toEqual({ type: 'PAUSE' });
    send({ type: 'MEDIA.PAUSED' });
    expect(state().value).toEqual({ session: { content: 'paused' } });
    send({ type: 'TOGGLE' });
    expect(commands.at(-1)).toEqual({ type: 'PLAY' });
    send({ type: 'MEDIA.TIME_UPDATE', position: 4, duration: 20 });
    expect(notified).toEqual(['play', 'pause', 'time 4']);
  });

  it(`reloads the player where it was on 246007, at most ${MAX_PLAYER_RELOADS} time`, async () => {
    const { send, state, adapterInputs } = await playing();
    send({ type: 'MEDIA.TIME_UPDATE', position: 7, duration: 20 });
    send({ type: 'MEDIA.ERROR', code: CODES.reload });
    expect(state().value).toEqual({ session: { content: 'loading' } });
    expect(adapterInputs.at(-1)).toMatchObject({ startTime: 7 });
    send({ type: 'MEDIA.CAN_PLAY', duration: 20 });
    send({ type: 'MEDIA.PLAYING' });
    send({ type: 'MEDIA.ERROR', code: CODES.reload });
    expect(state().value).toEqual({ error: 'playback' });
  });

  it('maps 241404 and 224003 to unavailable, and Retry resumes where it was', async () => {
    for (const code of [CODES.fileNotFound, CODES.manifestUnavailable]) {
      const { send, state, access, adapterInputs } = await playing({ autoplay: false });
      send({ type: 'MEDIA.TIME_UPDATE', position: 12, duration: 20 });
      send({ type: 'MEDIA.ERROR', code });
      expect(state().value).toEqual({ error: 'unavailable' });
      send({ type: 'RETRY' });
      expect(state().value).toBe('checkingAccess');
      access.settle?.();
      await flush();
      expect(adapterInputs.at(-1)).toMatchObject({ startTime: 12 });
      expect(state().context.autoplay).toBe(true);
    }
  });

  it('hands over to a playable next item when the stream ends, and stays at the end before a scheduled one', async () => {
    const next = { mediaId: 'MvAct003', title: 'The Ninth Lantern', scheduled: false };
    const withNext = await playing({ next });
    withNext.send({ type: 'MEDIA.ENDED' });
    expect(withNext.state().status).toBe('done');
    expect(withNext.state().output).toEqual({ nextMediaId: 'MvAct003' });

    const scheduledNext = await playing({ next: { ...next, scheduled: true } });
    expect(scheduledNext.state().can({ type: 'NEXT' })).toBe(false);
    scheduledNext.send({ type: 'MEDIA.ENDED' });
    expect(scheduledNext.state().value).toEqual({ session: { content: 'ended' } });
  });

  it('asks for sound off and on through the adapter', async () => {
    const { send, commands } = await playing();
    send({ type: 'TOGGLE_MUTE' });
    expect(commands.at(-1)).toEqual({ type: 'SET_MUTED', muted: true });
    send({ type: 'MEDIA.VOLUME', muted: true });
    send({ type: 'TOGGLE_MUTE' });
    expect(commands.at(-1)).toEqual({ type: 'SET_MUTED', muted: false });
  });
});
