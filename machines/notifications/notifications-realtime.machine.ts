import { assign, fromCallback, setup } from 'xstate';
import { RECONNECT_MAX_STEP, reconnectDelayMs } from './notifications.rules';
import type { RealtimeContext, RealtimeEvent, RealtimeInput } from './notifications.types';
import type { FlowTypes } from '../shared/flow-types';

/**
 * The realtime channel `notification` (seed 001 §4, §7) for one viewer: connect, hand what arrives
 * to the notifications flow, and after a drop (the stack restarting, a network change) connect
 * again after a growing wait: 1 s, 2 s, 4 s ... at most 30 s (docs/decisions.md). Once back it
 * tells the flow, which reloads what it may have missed meanwhile.
 */
export const notificationsRealtimeMachine = setup({
  types: {} as FlowTypes<RealtimeContext, RealtimeEvent, 'live', RealtimeInput>,
  actors: {
    /**
     * The connection: reports `REALTIME.OPEN` once the server listens, each message, and
     * `REALTIME.CLOSED` when the stream ends or breaks. Provided in src/app/flows/notifications.actors.ts.
     */
    connect: fromCallback<RealtimeEvent, RealtimeInput>(() => () => {}),
  },
  delays: {
    RECONNECT_DELAY: ({ context }) => reconnectDelayMs(context.attempts),
  },
  guards: {
    isReconnect: ({ context }) => context.attempts > 0,
  },
  actions: {
    countFailure: assign({ attempts: ({ context }) => Math.min(context.attempts + 1, RECONNECT_MAX_STEP) }),
    resetFailures: assign({ attempts: 0 }),
    /**
     * Hands a message to the notifications flow. The parent wires these two
     * (`realtimeLogic` in notifications.machine.ts), so this machine runs alone in its tests.
     */
    forward: () => {},
    /** Tells the notifications flow the connection is back after a drop. */
    reportReconnected: () => {},
  },
}).createMachine({
  id: 'notificationsRealtime',
  context: ({ input }) => ({ viewer: input.viewer, attempts: 0 }),
  initial: 'online',
  states: {
    online: {
      // One connection for both substates: opened in `connecting`, kept in `connected`.
      invoke: {
        id: 'connect',
        src: 'connect',
        input: ({ context }) => ({ viewer: context.viewer }),
        onError: { target: 'waiting', actions: 'countFailure' },
      },
      on: {
        'REALTIME.NOTIFICATION': { actions: 'forward' },
        'REALTIME.PAYMENT': { actions: 'forward' },
        'REALTIME.CLOSED': { target: 'waiting', actions: 'countFailure' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'REALTIME.OPEN': [
              { guard: 'isReconnect', target: 'connected', actions: ['resetFailures', 'reportReconnected'] },
              { target: 'connected' },
            ],
          },
        },
        connected: { tags: ['live'] },
      },
    },
    waiting: {
      after: { RECONNECT_DELAY: 'online' },
    },
  },
});
