import type { DoneActorEvent } from 'xstate';
import type { PlayerContext, PrerollAd } from './player.types';

/**
 * An advert whose clock has not moved for this long is given up, so a stalled pre-roll (a decoder
 * or network that stops without an error event) never keeps the viewer from the content.
 */
export const AD_STALL_MS = 8_000;

/**
 * The pre-roll of the player's session (client-side ads, seed 002 §3 ad schedule): the advert of
 * the schedule is loaded, played and tracked (VAST impression, progress, complete, error) while
 * the content waits, loaded, underneath; an advert that fails to load or play, or stalls, never
 * keeps the viewer from the content, which then plays from `session.content.ready`.
 */
export const prerollState = {
  tags: ['ad'],
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPreroll',
        src: 'loadPreroll',
        input: ({ context }: { context: PlayerContext }) => ({ adScheduleId: context.adScheduleId ?? '' }),
        onDone: [
          {
            guard: {
              type: 'hasPrerollAd',
              params: ({ event }: { event: DoneActorEvent<PrerollAd | null> }) => event.output,
            },
            target: 'playing',
            // Started here, not on entry: each tick re-enters `playing` to restart the watch.
            actions: [
              {
                type: 'assignAd',
                params: ({ event }: { event: DoneActorEvent<PrerollAd | null> }) => event.output,
              },
              'playAd',
            ],
          },
          { target: '#player.session.content.ready', actions: ['finishPreroll', 'playMedia'] },
        ],
        onError: { target: '#player.session.content.ready', actions: ['finishPreroll', 'playMedia'] },
      },
    },
    playing: {
      // Each tick of the advert's clock starts the stall watch again.
      after: {
        AD_STALL: {
          target: '#player.session.content.ready',
          actions: [{ type: 'trackAd', params: { event: 'error' } }, 'stopAd', 'finishPreroll', 'playMedia'],
        },
      },
      on: {
        'AD.PLAYING': { actions: { type: 'trackAd', params: { event: 'impression' } } },
        'AD.TIME_UPDATE': {
          target: 'playing',
          reenter: true,
          actions: [
            'assignAdPosition',
            {
              type: 'trackAd',
              params: ({ context }: { context: PlayerContext }) => ({
                event: 'progress' as const,
                position: context.adPosition,
              }),
            },
          ],
        },
        'AD.ENDED': {
          target: '#player.session.content.ready',
          actions: [
            { type: 'trackAd', params: { event: 'complete' } },
            'stopAd',
            'finishPreroll',
            'playMedia',
          ],
        },
        'AD.ERROR': {
          target: '#player.session.content.ready',
          actions: [{ type: 'trackAd', params: { event: 'error' } }, 'stopAd', 'finishPreroll', 'playMedia'],
        },
      },
    },
  },
} as const;
