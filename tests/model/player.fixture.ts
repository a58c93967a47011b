import { deepStrictEqual } from 'node:assert/strict';
import { AD_STALL_MS, playerMachine } from '@machines/player/player.machine';
import { PLAYER_ERROR_CODES } from '@machines/player/player-errors';
import type { NextItem, PlayerEvent, PlayerInput, PlayerItem } from '@machines/player/player.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import { stateKeyOf } from '../support/state-keys';

/**
 * What decides the player's next move: the item's status and how far its start is, the source,
 * autoplay and the pre-roll, the next item, the error and the reload count. Position, duration
 * and the muted flag change all the time and no guard reads them, so they are left out.
 */
export type PlayerProjection = {
  mediaId: string;
  itemStatus: string;
  /** Milliseconds from the injected now to the scheduled start; null without a start. */
  startsIn: number | null;
  hasSource: boolean;
  autoplay: boolean;
  ads: boolean;
  prerollDone: boolean;
  ad: string | null;
  next: 'playable' | 'scheduled' | null;
  error: { kind: string; code: number | null } | null;
  blockedMessage: string | null;
  reloads: number;
};

type State = ProjectedState<PlayerProjection>;

const at = (s: State, ...keys: string[]) => keys.includes(stateKeyOf(s.value));

/** 2026-06-21 18:00 UTC: the moment every input is handed over. */
export const PLAYER_NOW = Date.UTC(2026, 5, 21, 18, 0, 0);
const TWO_HOURS = 2 * 60 * 60 * 1000;

/** The local stack's catalogue ids stand behind the items (server/modules/content/catalogue.data.ts). */
export const playerItems = {
  movie: {
    mediaId: 'MvAct002',
    title: 'Copper Run',
    status: 'VOD',
    scheduledStart: null,
    source: { url: '/media/vod/MvAct002/index.m3u8', kind: 'hls' },
    live: false,
    geoBlockingMessage: null,
  },
  geoMovie: {
    mediaId: 'MvThr002',
    title: 'The Glass Stair',
    status: 'VOD',
    scheduledStart: null,
    source: { url: '/media/vod/MvThr002/index.m3u8', kind: 'hls' },
    live: false,
    geoBlockingMessage: 'The Glass Stair cannot be watched from your country.',
  },
  scheduledEvent: {
    mediaId: 'EvSchd01',
    title: 'Midsummer Harbour Concert',
    status: 'SCHEDULED',
    scheduledStart: PLAYER_NOW + TWO_HOURS,
    source: { url: '/media/live/EvSchd01/index.m3u8', kind: 'hls' },
    live: true,
    geoBlockingMessage: null,
  },
  noSource: {
    mediaId: 'MvNoSrc1',
    title: 'Nothing to play',
    status: 'VOD',
    scheduledStart: null,
    source: null,
    live: false,
    geoBlockingMessage: null,
  },
} satisfies Record<string, PlayerItem>;

const nextPlayable: NextItem = { mediaId: 'MvAct003', title: 'The Ninth Lantern', scheduled: false };
const nextScheduled: NextItem = { mediaId: 'EvSchd01', title: 'Midsummer Harbour Concert', scheduled: true };

const baseInput = { now: PLAYER_NOW, startTime: 0, liveOffset: null } as const;

/** The inputs, by label; the browser plan opens the page that gives each one. */
export const playerInputs = {
  adsAutoplay: {
    ...baseInput,
    item: playerItems.movie,
    next: nextPlayable,
    autoplay: true,
    adScheduleId: 'AdScHd01',
  },
  clickToPlay: {
    ...baseInput,
    item: playerItems.geoMovie,
    next: nextScheduled,
    autoplay: false,
    adScheduleId: null,
  },
  scheduled: {
    ...baseInput,
    item: playerItems.scheduledEvent,
    next: null,
    autoplay: false,
    adScheduleId: 'AdScHd01',
  },
  noSource: {
    ...baseInput,
    item: playerItems.noSource,
    next: null,
    autoplay: true,
    adScheduleId: null,
  },
} satisfies Record<string, PlayerInput>;

// --- Where each variant is offered -------------------------------------------------------------
//
// Every input walks one story, and only the events of that story are offered where they matter:
// without this table the retried and reloaded runs would repeat the whole graph again. A vertex
// is told apart by the item, the state and the projected fields a phase changes (autoplay after a
// Retry, the reload count, the moment of a refetch).

type Rule = { when: (s: State) => boolean; labels: readonly string[] };

const movie = (s: State) => s.mediaId === playerItems.movie.mediaId;
const geoMovie = (s: State) => s.mediaId === playerItems.geoMovie.mediaId;
const event = (s: State) => s.mediaId === playerItems.scheduledEvent.mediaId;
const noSource = (s: State) => s.mediaId === playerItems.noSource.mediaId;
/** The scheduled event before any refetch moved its clock. */
const onTime = (s: State) => event(s) && s.startsIn === TWO_HOURS;

const rules: readonly Rule[] = [
  // Movie with a pre-roll and play=1: blocks and errors before playback, the advert, two
  // reloads (the second one is refused), a missing file, Next and the automatic next item.
  {
    when: (s) => movie(s) && at(s, 'checkingAccess') && !s.prerollDone,
    labels: ['stream reachable', 'not entitled', 'stream check fails'],
  },
  { when: (s) => movie(s) && at(s, 'checkingAccess') && s.prerollDone, labels: ['stream reachable'] },
  {
    when: (s) => movie(s) && at(s, 'error.unknown', 'error.unavailable', 'error.playback'),
    labels: ['press retry'],
  },
  { when: (s) => movie(s) && at(s, 'session.content.loading'), labels: ['stream can play'] },
  { when: (s) => movie(s) && at(s, 'session.ad.loading'), labels: ['pre-roll found', 'ad schedule fails'] },
  {
    when: (s) => movie(s) && at(s, 'session.ad.playing'),
    labels: ['advert plays', 'advert progresses', 'browser mutes', 'advert ends'],
  },
  { when: (s) => movie(s) && at(s, 'session.content.ready'), labels: ['frames play'] },
  {
    when: (s) => movie(s) && at(s, 'session.content.playing') && s.reloads === 0,
    labels: ['file not found 241404', 'player reload 246007', 'press next', 'stream ends'],
  },
  {
    when: (s) => movie(s) && at(s, 'session.content.playing') && s.reloads > 0,
    labels: ['player reload 246007'],
  },

  // Geo-blockable movie, no ads, click to play: the geo block, a missing manifest, every control
  // and media event of playback, the end with a scheduled next item, Retry back to playing.
  {
    when: (s) => geoMovie(s) && at(s, 'checkingAccess') && !s.autoplay,
    labels: ['stream reachable', 'geo blocked'],
  },
  { when: (s) => geoMovie(s) && at(s, 'checkingAccess') && s.autoplay, labels: ['stream reachable'] },
  {
    when: (s) => geoMovie(s) && at(s, 'session.content.loading') && !s.autoplay,
    labels: ['stream can play', 'manifest unavailable 224003'],
  },
  { when: (s) => geoMovie(s) && at(s, 'session.content.loading') && s.autoplay, labels: ['stream can play'] },
  {
    when: (s) => geoMovie(s) && at(s, 'session.content.ready') && !s.autoplay,
    labels: ['press play', 'press space', 'frames play'],
  },
  { when: (s) => geoMovie(s) && at(s, 'session.content.ready') && s.autoplay, labels: ['frames play'] },
  {
    when: (s) => geoMovie(s) && at(s, 'session.content.playing') && !s.autoplay,
    labels: [
      'press pause',
      'press space',
      'stream pauses',
      'stream stalls',
      'time passes',
      'arrow right',
      'press mute',
      'stream ends',
      'stream fails 232500',
    ],
  },
  {
    when: (s) => geoMovie(s) && at(s, 'session.content.paused'),
    labels: ['press play', 'press space', 'arrow left', 'frames play'],
  },
  {
    when: (s) => geoMovie(s) && at(s, 'session.content.buffering'),
    labels: ['press pause', 'press space', 'frames play', 'stream pauses'],
  },
  {
    when: (s) => geoMovie(s) && at(s, 'session.content.ended'),
    labels: ['press play', 'press space', 'frames play'],
  },
  { when: (s) => geoMovie(s) && at(s, 'error.unavailable', 'error.playback'), labels: ['press retry'] },
  { when: (s) => geoMovie(s) && at(s, 'session.content.loading'), labels: ['media element fails'] },

  // Scheduled event with a pre-roll: the wait on the clock, the refetches, click to play through
  // the advert, a seek point, and errors while scheduled and while live.
  { when: (s) => onTime(s) && at(s, 'scheduled'), labels: ['refetch still scheduled', 'refetch now live'] },
  { when: (s) => onTime(s) && at(s, 'checkingAccess') && !s.autoplay, labels: ['stream reachable'] },
  { when: (s) => event(s) && at(s, 'session.content.loading'), labels: ['stream can play'] },
  {
    when: (s) => event(s) && at(s, 'session.content.ready') && !s.prerollDone,
    labels: ['press play', 'press space'],
  },
  { when: (s) => event(s) && at(s, 'session.ad.loading'), labels: ['pre-roll found', 'no pre-roll'] },
  { when: (s) => event(s) && at(s, 'session.ad.playing'), labels: ['advert fails'] },
  { when: (s) => event(s) && at(s, 'session.content.ready') && s.prerollDone, labels: ['frames play'] },
  {
    when: (s) => event(s) && at(s, 'session.content.playing') && s.itemStatus === 'LIVE',
    labels: ['seek point', 'refetch still scheduled', 'stream fails 232500'],
  },
  {
    when: (s) => event(s) && at(s, 'session.content.playing') && s.itemStatus === 'SCHEDULED',
    labels: ['stream fails 232500'],
  },
  {
    when: (s) => onTime(s) && at(s, 'error.playback'),
    labels: ['refetch still scheduled', 'refetch now live', 'press retry'],
  },

  // An item with nothing to play: unavailable, and Retry finds nothing either.
  { when: (s) => noSource(s) && at(s, 'error.unavailable'), labels: ['press retry'] },
];

/** The offer filter of one variant label, from the table above. */
const offeredBy =
  (label: string) =>
  (s: State): boolean =>
    rules.some((rule) => rule.labels.includes(label) && rule.when(s));

/** One event variant, offered where the table says. */
function variant<const TEvent extends PlayerEvent>(label: string, event: TEvent) {
  return { label, event, offer: offeredBy(label) };
}

const refetchedEvent = (status: PlayerItem['status'], now: number) => ({
  type: 'ITEM.UPDATE' as const,
  item: { ...playerItems.scheduledEvent, status },
  next: null,
  now,
});

export const playerFixture = {
  machine: playerMachine,
  inputs: [
    { label: 'movie with pre-roll, play=1', input: playerInputs.adsAutoplay },
    { label: 'geo-blockable movie, no ads, click to play', input: playerInputs.clickToPlay },
    { label: 'scheduled event with pre-roll', input: playerInputs.scheduled },
    { label: 'item without a playable source', input: playerInputs.noSource },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    return {
      mediaId: c.item.mediaId,
      itemStatus: c.item.status,
      startsIn: c.item.scheduledStart === null ? null : c.item.scheduledStart - c.now,
      hasSource: c.item.source !== null,
      autoplay: c.autoplay,
      ads: c.adScheduleId !== null,
      prerollDone: c.prerollDone,
      ad: c.ad?.id ?? null,
      next: c.next === null ? null : c.next.scheduled ? 'scheduled' : 'playable',
      error: c.error,
      blockedMessage: c.blockedMessage,
      reloads: c.reloads,
    };
  },
  events: {
    PLAY: [variant('press play', { type: 'PLAY' })],
    PAUSE: [variant('press pause', { type: 'PAUSE' })],
    TOGGLE: [variant('press space', { type: 'TOGGLE' })],
    SEEK: [
      variant('arrow right', { type: 'SEEK', by: 10 }),
      variant('arrow left', { type: 'SEEK', by: -10 }),
      // EvDone01's cue points hold 'Judges taste#9' (seed 002 §3).
      variant('seek point', { type: 'SEEK', to: 9 }),
    ],
    TOGGLE_MUTE: [variant('press mute', { type: 'TOGGLE_MUTE' })],
    RETRY: [variant('press retry', { type: 'RETRY' })],
    NEXT: [variant('press next', { type: 'NEXT' })],
    'MEDIA.CAN_PLAY': [variant('stream can play', { type: 'MEDIA.CAN_PLAY', duration: 20 })],
    'MEDIA.PLAYING': [variant('frames play', { type: 'MEDIA.PLAYING' })],
    'MEDIA.PAUSED': [variant('stream pauses', { type: 'MEDIA.PAUSED' })],
    'MEDIA.WAITING': [variant('stream stalls', { type: 'MEDIA.WAITING' })],
    'MEDIA.TIME_UPDATE': [variant('time passes', { type: 'MEDIA.TIME_UPDATE', position: 5, duration: 20 })],
    'MEDIA.ENDED': [variant('stream ends', { type: 'MEDIA.ENDED' })],
    'MEDIA.ERROR': [
      variant('file not found 241404', { type: 'MEDIA.ERROR', code: PLAYER_ERROR_CODES.fileNotFound }),
      variant('manifest unavailable 224003', {
        type: 'MEDIA.ERROR',
        code: PLAYER_ERROR_CODES.manifestUnavailable,
      }),
      variant('player reload 246007', { type: 'MEDIA.ERROR', code: PLAYER_ERROR_CODES.reload }),
      variant('stream fails 232500', { type: 'MEDIA.ERROR', code: PLAYER_ERROR_CODES.network + 500 }),
    ],
    'MEDIA.VOLUME': [variant('browser mutes', { type: 'MEDIA.VOLUME', muted: true })],
    'AD.PLAYING': [variant('advert plays', { type: 'AD.PLAYING' })],
    'AD.TIME_UPDATE': [variant('advert progresses', { type: 'AD.TIME_UPDATE', position: 2.5 })],
    'AD.ENDED': [variant('advert ends', { type: 'AD.ENDED' })],
    'AD.ERROR': [variant('advert fails', { type: 'AD.ERROR' })],
    'ITEM.UPDATE': [
      variant('refetch still scheduled', refetchedEvent('SCHEDULED', PLAYER_NOW + 30_000)),
      variant('refetch now live', refetchedEvent('LIVE', PLAYER_NOW + 60_000)),
    ],
  },
  doneOutputs: {
    checkAccess: [{ label: 'stream reachable', output: undefined, offer: offeredBy('stream reachable') }],
    loadPreroll: [
      {
        label: 'pre-roll found',
        output: {
          id: 'sc-preroll-1',
          mediaFileUrl: '/media/ads/preroll.mp4',
          duration: 5,
          title: 'Lanternfish Pictures: coming soon',
        },
        offer: offeredBy('pre-roll found'),
      },
      { label: 'no pre-roll', output: null, offer: offeredBy('no pre-roll') },
    ],
  },
  errors: {
    checkAccess: [
      {
        label: 'geo blocked',
        error: {
          kind: 'access-blocked',
          message: 'access blocked',
          geoBlockingMessage: 'The Glass Stair cannot be watched from your country.',
        },
        offer: offeredBy('geo blocked'),
      },
      {
        label: 'not entitled',
        error: { kind: 'unauthorized', message: 'Unauthorized' },
        offer: offeredBy('not entitled'),
      },
      {
        label: 'stream check fails',
        error: { kind: 'network', message: 'Network request failed' },
        offer: offeredBy('stream check fails'),
      },
    ],
    media: [
      {
        label: 'media element fails',
        error: { name: 'Error', message: 'The video element is gone' },
        offer: offeredBy('media element fails'),
      },
    ],
    loadPreroll: [
      {
        label: 'ad schedule fails',
        error: { kind: 'api', message: 'Ad schedule not found' },
        offer: offeredBy('ad schedule fails'),
      },
    ],
  },
  expectedDelayMs: (type, before) => {
    if (type.startsWith('xstate.after.AD_STALL.')) return AD_STALL_MS;
    if (type === 'xstate.after.SCHEDULED_START.player.scheduled') {
      const { scheduledStart } = before.context.item;
      if (scheduledStart === null) throw new Error('A scheduled wait without a start');
      return scheduledStart - before.context.now;
    }
    throw new Error(`No delay is specified for ${type}`);
  },
  stateAssertions: {
    checkingAccess: ({ snapshot, inputOf, description }) => {
      const { item } = snapshot.context;
      deepStrictEqual(
        inputOf('checkAccess'),
        { url: item.source?.url, geoBlockingMessage: item.geoBlockingMessage },
        description,
      );
    },
    'session.content.loading': ({ snapshot, inputOf, description }) => {
      const c = snapshot.context;
      deepStrictEqual(
        inputOf('media'),
        { source: c.item.source, live: c.item.live, startTime: c.startTime, liveOffset: c.liveOffset },
        description,
      );
    },
    'session.ad.loading': ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('loadPreroll'), { adScheduleId: snapshot.context.adScheduleId }, description);
    },
    next: ({ snapshot, description }) => {
      deepStrictEqual(snapshot.output, { nextMediaId: 'MvAct003' }, description);
    },
  },
} satisfies MachineFixture<typeof playerMachine, PlayerProjection>;
