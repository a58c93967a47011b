import { and, assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import { AD_STALL_MS, prerollState } from './player.adverts';
import {
  classifyAccessFailure,
  errorKindOfCode,
  geoMessageOf,
  isReloadCode,
  isUnavailableCode,
} from './player-errors';
import type {
  AdTrackingEvent,
  CheckAccessInput,
  LoadPrerollInput,
  MediaAdapterInput,
  MediaCommand,
  PlayerContext,
  PlayerEvent,
  PlayerInput,
  PlayerOutput,
  PrerollAd,
} from './player.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

export { AD_STALL_MS };

/** seed 002 §8: code 246007 reloads the player; once, so a broken stream cannot loop. */
export const MAX_PLAYER_RELOADS = 1;

/** The invoke id of the media adapter: commands are sent to it by this id. */
export const MEDIA_ACTOR_ID = 'media';

/**
 * The player (DESIGN.md "player", seed 002 §4, §8): scheduled media waits for its start, then the
 * stream is checked (geo block, entitlement), an optional pre-roll plays, and the content runs
 * through ready, playing, paused, buffering and ended. Errors offer Retry, except for scheduled
 * media, which goes back to its message; blocks offer nothing. The media adapter (a callback
 * actor) owns the `<video>` elements: commands go in, media events come out.
 */
export const playerMachine = setup({
  types: {} as FlowTypes<
    PlayerContext,
    PlayerEvent,
    'loading' | 'controls' | 'ad' | 'message',
    PlayerInput,
    PlayerOutput
  >,
  actors: {
    /** The media adapter: loads `input.source` paused, obeys commands, reports media events. */
    mediaElement: fromCallback<MediaCommand, MediaAdapterInput>(() => () => {}),
    /** The fetch before playback: resolves when the stream may be played (seed 000 §8 geo block). */
    checkAccess: unprovided<void, CheckAccessInput>(),
    /** The pre-roll of the ad schedule, or null when it has none (client-side ads). */
    loadPreroll: unprovided<PrerollAd | null, LoadPrerollInput>(),
  },
  actions: {
    /** Watch progress hooks (seed 002 §4: recorded on time updates, saved on pause and play). */
    notifyTimeUpdate: (_, _params: { position: number; duration: number }) => {},
    notifyPlay: () => {},
    notifyPause: () => {},
    notifyEnded: () => {},
    /** Fires the VAST trackers of the current advert. */
    trackAd: (_, _params: { event: AdTrackingEvent; position?: number }) => {},
    /** Hands over to the next item (its page plays it). */
    announceNext: (_, _params: { mediaId: string }) => {},

    playMedia: sendTo(MEDIA_ACTOR_ID, { type: 'PLAY' } satisfies MediaCommand),
    pauseMedia: sendTo(MEDIA_ACTOR_ID, { type: 'PAUSE' } satisfies MediaCommand),
    rewindMedia: sendTo(MEDIA_ACTOR_ID, { type: 'SEEK', to: 0 } satisfies MediaCommand),
    seekMedia: sendTo(MEDIA_ACTOR_ID, ({ event }): MediaCommand => {
      assertEvent(event, 'SEEK');
      return 'by' in event ? { type: 'SEEK', by: event.by } : { type: 'SEEK', to: event.to };
    }),
    toggleMute: sendTo(MEDIA_ACTOR_ID, ({ context }): MediaCommand => ({
      type: 'SET_MUTED',
      muted: !context.muted,
    })),
    playAd: sendTo(MEDIA_ACTOR_ID, ({ context }): MediaCommand => ({
      type: 'PLAY_AD',
      url: context.ad?.mediaFileUrl ?? '',
    })),
    stopAd: sendTo(MEDIA_ACTOR_ID, { type: 'STOP_AD' } satisfies MediaCommand),

    assignUpdate: assign(({ event }) => {
      assertEvent(event, 'ITEM.UPDATE');
      return { item: event.item, next: event.next, now: event.now };
    }),
    /** The scheduled start has come (seed 002 §4: scheduled media plays when live). */
    markLive: assign(({ context }) => ({ item: { ...context.item, status: 'LIVE' as const } })),
    assignDuration: assign(({ event }) => {
      assertEvent(event, 'MEDIA.CAN_PLAY');
      return { duration: event.duration };
    }),
    assignTime: assign(({ event }) => {
      assertEvent(event, 'MEDIA.TIME_UPDATE');
      return { position: event.position, duration: event.duration };
    }),
    assignMuted: assign(({ event }) => {
      assertEvent(event, 'MEDIA.VOLUME');
      return { muted: event.muted };
    }),
    assignMediaError: assign(({ event }) => {
      assertEvent(event, 'MEDIA.ERROR');
      return { error: { kind: errorKindOfCode(event.code), code: event.code } };
    }),
    assignAd: assign((_, ad: PrerollAd | null) => ({ ad, adPosition: 0 })),
    assignAdPosition: assign(({ event }) => {
      assertEvent(event, 'AD.TIME_UPDATE');
      return { adPosition: event.position };
    }),
    finishPreroll: assign({ prerollDone: true, ad: null, adPosition: 0 }),
    /** After a reload or a Retry the stream starts again where it was, playing. */
    resumeWhereLeft: assign(({ context }) => ({
      autoplay: true,
      startTime: context.item.live ? context.startTime : context.position || context.startTime,
      liveOffset: context.item.live ? context.liveOffset : null,
    })),
    countReload: assign(({ context }) => ({ reloads: context.reloads + 1 })),
    clearFailure: assign({ error: null, blockedMessage: null, reloads: 0 }),
  },
  guards: {
    isScheduled: ({ context }) => context.item.status === 'SCHEDULED',
    hasSource: ({ context }) => context.item.source !== null,
    /** The wait is counted from the injected `now`: no clock is read here. */
    isStartAhead: ({ context }) =>
      context.item.scheduledStart !== null && context.item.scheduledStart > context.now,
    isUpdateScheduled: ({ event }) => {
      assertEvent(event, 'ITEM.UPDATE');
      return event.item.status === 'SCHEDULED';
    },
    isGeoBlocked: (_, error: unknown) => classifyAccessFailure(error) === 'geo',
    isUnauthorized: (_, error: unknown) => classifyAccessFailure(error) === 'unauthorized',
    shouldAutoplay: ({ context }) => context.autoplay,
    needsPreroll: ({ context }) => context.adScheduleId !== null && !context.prerollDone,
    hasPrerollAd: (_, output: PrerollAd | null) => output !== null,
    canReload: ({ context, event }) => {
      assertEvent(event, 'MEDIA.ERROR');
      return isReloadCode(event.code) && context.reloads < MAX_PLAYER_RELOADS;
    },
    isUnavailableError: ({ event }) => {
      assertEvent(event, 'MEDIA.ERROR');
      return isUnavailableCode(event.code);
    },
    /** seed 002 §4: playing the next item is skipped if the next item is scheduled. */
    hasPlayableNext: ({ context }) => context.next !== null && !context.next.scheduled,
  },
  delays: {
    AD_STALL: AD_STALL_MS,
    /** From the injected `now` to the scheduled start; at least 1 ms so it never fires at once. */
    SCHEDULED_START: ({ context }) => Math.max(1, (context.item.scheduledStart ?? context.now) - context.now),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    item: input.item,
    next: input.next,
    now: input.now,
    autoplay: input.autoplay,
    startTime: input.startTime,
    liveOffset: input.liveOffset,
    adScheduleId: input.adScheduleId,
    prerollDone: false,
    ad: null,
    adPosition: 0,
    position: input.startTime,
    duration: 0,
    muted: false,
    error: null,
    blockedMessage: null,
    reloads: 0,
  }),
  initial: 'starting',
  // A refetched item is taken in wherever the player is; only the waiting states act on it.
  on: { 'ITEM.UPDATE': { actions: 'assignUpdate' } },
  states: {
    starting: {
      tags: ['loading'],
      always: [
        { guard: 'isScheduled', target: 'scheduled' },
        { guard: 'hasSource', target: 'checkingAccess' },
        // An item with nothing this browser can play is as gone as a missing file (seed 002 §8).
        {
          target: 'error.unavailable',
          actions: assign({ error: { kind: 'unavailable', code: null } }),
        },
      ],
    },

    // seed 002 §4: not yet live: the message with the start time, then it plays when live. The
    // wait ends at the scheduled start, or earlier when the 30 s refetch (seed 002 §7) says live.
    scheduled: {
      tags: ['message'],
      after: {
        SCHEDULED_START: { guard: 'isStartAhead', target: 'starting', actions: 'markLive' },
      },
      on: {
        'ITEM.UPDATE': [
          { guard: 'isUpdateScheduled', target: 'scheduled', reenter: true, actions: 'assignUpdate' },
          { target: 'starting', actions: 'assignUpdate' },
        ],
      },
    },

    checkingAccess: {
      tags: ['loading'],
      invoke: {
        id: 'checkAccess',
        src: 'checkAccess',
        input: ({ context }) => ({
          url: context.item.source?.url ?? '',
          geoBlockingMessage: context.item.geoBlockingMessage,
        }),
        onDone: { target: 'session' },
        // seed 002 §8 "Player fetch errors".
        onError: [
          {
            guard: {
              type: 'isGeoBlocked',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'blocked.geo',
            actions: assign({
              blockedMessage: ({ event, context }) =>
                geoMessageOf(event.error) ?? context.item.geoBlockingMessage,
            }),
          },
          {
            guard: {
              type: 'isUnauthorized',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'blocked.unauthorized',
          },
          { target: 'error.unknown', actions: assign({ error: { kind: 'unknown', code: null } }) },
        ],
      },
    },

    session: {
      invoke: {
        id: MEDIA_ACTOR_ID,
        src: 'mediaElement',
        input: ({ context }) => ({
          // Entered only through checkingAccess, which needs a source.
          source: context.item.source ?? { url: '', kind: 'mp4' },
          live: context.item.live,
          startTime: context.startTime,
          liveOffset: context.liveOffset,
        }),
        // The element's driver failing (no element to attach to, a load that throws) is a
        // playback failure the viewer can retry, like any other.
        onError: { target: 'error.playback', actions: assign({ error: { kind: 'playback', code: null } }) },
      },
      initial: 'content',
      on: {
        'MEDIA.ERROR': [
          // seed 002 §4: Retry only for non-scheduled media; scheduled media shows its message.
          { guard: 'isScheduled', target: 'scheduled' },
          // seed 002 §8: 246007 reloads the player where it was.
          {
            guard: 'canReload',
            target: '#player.session',
            reenter: true,
            actions: ['countReload', 'resumeWhereLeft', assign({ prerollDone: true })],
          },
          { guard: 'isUnavailableError', target: 'error.unavailable', actions: 'assignMediaError' },
          { target: 'error.playback', actions: 'assignMediaError' },
        ],
        'MEDIA.VOLUME': { actions: 'assignMuted' },
        TOGGLE_MUTE: { actions: 'toggleMute' },
      },
      states: {
        content: {
          initial: 'loading',
          on: {
            'MEDIA.TIME_UPDATE': {
              actions: [
                'assignTime',
                {
                  type: 'notifyTimeUpdate',
                  params: ({ context }) => ({ position: context.position, duration: context.duration }),
                },
              ],
            },
            SEEK: { actions: 'seekMedia' },
            NEXT: { guard: 'hasPlayableNext', target: '#player.next' },
          },
          states: {
            loading: {
              tags: ['loading'],
              on: {
                'MEDIA.CAN_PLAY': [
                  {
                    guard: and(['shouldAutoplay', 'needsPreroll']),
                    target: '#player.session.ad',
                    actions: 'assignDuration',
                  },
                  { guard: 'shouldAutoplay', target: 'ready', actions: ['assignDuration', 'playMedia'] },
                  { target: 'ready', actions: 'assignDuration' },
                ],
              },
            },
            // Loaded and paused at the start position; waits for PLAY (or for the autoplay it asked for).
            ready: {
              tags: ['controls'],
              on: {
                PLAY: [{ guard: 'needsPreroll', target: '#player.session.ad' }, { actions: 'playMedia' }],
                TOGGLE: [{ guard: 'needsPreroll', target: '#player.session.ad' }, { actions: 'playMedia' }],
                'MEDIA.PLAYING': { target: 'playing', actions: 'notifyPlay' },
              },
            },
            playing: {
              tags: ['controls'],
              on: {
                PAUSE: { actions: 'pauseMedia' },
                TOGGLE: { actions: 'pauseMedia' },
                'MEDIA.PAUSED': { target: 'paused', actions: 'notifyPause' },
                'MEDIA.WAITING': { target: 'buffering' },
                'MEDIA.ENDED': [
                  { guard: 'hasPlayableNext', target: '#player.next', actions: 'notifyEnded' },
                  { target: 'ended', actions: 'notifyEnded' },
                ],
              },
            },
            buffering: {
              tags: ['controls', 'loading'],
              on: {
                PAUSE: { actions: 'pauseMedia' },
                TOGGLE: { actions: 'pauseMedia' },
                'MEDIA.PLAYING': { target: 'playing' },
                'MEDIA.PAUSED': { target: 'paused', actions: 'notifyPause' },
              },
            },
            paused: {
              tags: ['controls'],
              on: {
                PLAY: { actions: 'playMedia' },
                TOGGLE: { actions: 'playMedia' },
                'MEDIA.PLAYING': { target: 'playing', actions: 'notifyPlay' },
              },
            },
            ended: {
              tags: ['controls'],
              on: {
                PLAY: { actions: ['rewindMedia', 'playMedia'] },
                TOGGLE: { actions: ['rewindMedia', 'playMedia'] },
                'MEDIA.PLAYING': { target: 'playing', actions: 'notifyPlay' },
              },
            },
          },
        },

        // A pre-roll before the content (client-side ads): player.adverts.ts.
        ad: prerollState,
      },
    },

    error: {
      tags: ['message'],
      // Entered only through the explicit targets above.
      initial: 'playback',
      on: {
        RETRY: { target: 'starting', actions: ['clearFailure', 'resumeWhereLeft'] },
        'ITEM.UPDATE': [
          // Scheduled media never offers Retry: back to its message (seed 002 §4).
          { guard: 'isUpdateScheduled', target: 'scheduled', actions: ['assignUpdate', 'clearFailure'] },
          { actions: 'assignUpdate' },
        ],
      },
      states: {
        unavailable: {},
        playback: {},
        unknown: {},
      },
    },

    // Geo block or no entitlement: a message and no Retry.
    blocked: {
      tags: ['message'],
      initial: 'geo',
      states: {
        geo: {},
        unauthorized: {},
      },
    },

    next: {
      type: 'final',
      entry: { type: 'announceNext', params: ({ context }) => ({ mediaId: context.next?.mediaId ?? '' }) },
    },
  },
  output: ({ context }) => (context.next ? { nextMediaId: context.next.mediaId } : null),
});
