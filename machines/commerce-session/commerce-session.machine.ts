import { assign, setup } from 'xstate';
import type {
  CommerceSessionContext,
  CommerceSessionEvent,
  SessionMachineInput,
  StoredSessionCheck,
} from './commerce-session.types';
import { isDefinitiveRefusal, isExpiredAt } from './session-rules';
import {
  backendOf,
  endSession,
  enqueueRequest,
  grantQueue,
  queueCalls,
  refuseCalls,
  refuseQueue,
  awaitingBroadcast,
  backingOff,
  endedElsewhere,
  grantOrRefresh,
  holdRefreshLock,
  replayStaleRefusal,
  sessionActors,
  waitingForLock,
  sessionDelays,
  sessionEffects,
  sessionGuards,
  storedExpiry,
  watchOtherTabs,
} from './session-setup';

/**
 * The commerce-platform session (seed 000 §4 "Commerce-mode session"), also used for the hosted
 * platform's rotating tokens: tokens are restored from storage and refreshed when expired. A
 * refresh is shared by the tabs of one browser: a Web Lock lets one tab refresh at a time and a
 * BroadcastChannel tells the others the outcome (refreshing, resolved, rejected). Token requests
 * that arrive meanwhile queue until it resolves or rejects. A refresh call that fails is tried
 * again, 3 calls in all 1 s then 2 s apart (seed 001 §4), and then clears the tokens; a refresh
 * token refused in the platform's words (seed 000 §8) logs out at once. A tab that waited on the lock and finds a newer stored session
 * uses it without calling refresh. A call the platform refused for its token (`TOKEN.UNAUTHORIZED`)
 * starts the same refresh even though the token has not expired by the clock, and is replayed
 * once when it resolves (seed 001 §4).
 */
export const commerceSessionMachine = setup({
  types: {
    context: {} as CommerceSessionContext,
    events: {} as CommerceSessionEvent,
    input: {} as SessionMachineInput,
    tags: {} as 'signedIn' | 'refreshing',
  },
  actors: sessionActors,
  actions: {
    ...sessionEffects,
    enqueue: assign({ queue: enqueueRequest }),
    clearQueue: assign({ queue: [] }),
    forgetSession: assign({ expiresAt: null, attempts: 0, unauthorized: false }),
    markUnauthorized: assign({ unauthorized: true }),
    clearUnauthorized: assign({ unauthorized: false }),
    startAttempts: assign({ attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    ...sessionGuards,
    // A token the platform refused is not valid whatever its expiry says.
    isOwnSessionValid: ({ context }, check: StoredSessionCheck) =>
      !context.unauthorized && !isExpiredAt(context.expiresAt, check.checkedAt),
    isRefreshRefused: (_, error: unknown) => isDefinitiveRefusal(error),
  },
  delays: sessionDelays,
}).createMachine({
  id: 'commerceSession',
  context: ({ input }) => ({
    backend: input.backend,
    expiresAt: null,
    attempts: 0,
    queue: [],
    unauthorized: false,
  }),
  invoke: watchOtherTabs,
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'readStoredSession',
        input: backendOf,
        onDone: [
          {
            guard: { type: 'hasNoStoredSession', params: ({ event }) => event.output },
            target: 'signedOut',
          },
          {
            // seed 000 §4: tokens restored from storage are refreshed when expired.
            guard: { type: 'isStoredSessionExpired', params: ({ event }) => event.output },
            target: 'active.refreshing',
            actions: [
              assign({ expiresAt: storedExpiry }),
              { type: 'broadcast', params: { outcome: 'refreshing' } },
            ],
          },
          {
            target: 'active.idle',
            actions: [assign({ expiresAt: storedExpiry }), ...grantQueue],
          },
        ],
        onError: { target: 'signedOut' },
      },
      on: queueCalls,
    },

    signedOut: {
      entry: [...refuseQueue, 'forgetSession'],
      on: {
        ...refuseCalls,
        'SESSION.START': {
          target: 'active.idle',
          actions: assign({ expiresAt: ({ event }) => event.expiresAt }),
        },
      },
    },

    active: {
      tags: ['signedIn'],
      on: {
        'SESSION.START': {
          target: '.idle',
          actions: [
            assign({ expiresAt: ({ event }) => event.expiresAt }),
            'clearUnauthorized',
            ...grantQueue,
          ],
        },
        'SESSION.END': { target: 'signedOut' },
        'CHANNEL.REJECTED': endedElsewhere,
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'TOKEN.REQUEST': grantOrRefresh,
            'TOKEN.UNAUTHORIZED': [
              replayStaleRefusal,
              {
                // seed 001 §4: a refused call refreshes the session, then replays once.
                target: 'refreshing',
                actions: [
                  'enqueue',
                  'markUnauthorized',
                  { type: 'broadcast', params: { outcome: 'refreshing' } },
                ],
              },
            ],
            // Another tab is refreshing: its tokens replace ours, so calls wait for the outcome.
            'CHANNEL.REFRESHING': { target: 'refreshing' },
            'CHANNEL.RESOLVED': { actions: assign({ expiresAt: ({ event }) => event.expiresAt }) },
          },
        },

        refreshing: {
          tags: ['refreshing'],
          entry: 'startAttempts',
          invoke: holdRefreshLock,
          on: {
            'TOKEN.REQUEST': { actions: 'enqueue' },
            'TOKEN.UNAUTHORIZED': [
              { guard: 'isStaleRefusal', actions: 'enqueue' },
              { actions: ['enqueue', 'markUnauthorized'] },
            ],
            // Another tab finished first: adopt its session (seed 000 §4 "resolved").
            'CHANNEL.RESOLVED': {
              target: 'resolved',
              actions: assign({ expiresAt: ({ event }) => event.expiresAt }),
            },
          },
          initial: 'waitingForLock',
          states: {
            waitingForLock,
            checkingStorage: {
              invoke: {
                id: 'checkStoredSession',
                src: 'readStoredSession',
                input: backendOf,
                onDone: [
                  {
                    // Another tab refreshed while this one waited: use its tokens, call nothing.
                    guard: { type: 'isStoredSessionNewer', params: ({ event }) => event.output },
                    target: '#commerceSession.active.resolved',
                    actions: assign({ expiresAt: storedExpiry }),
                  },
                  {
                    // Signed out in another tab meanwhile.
                    guard: { type: 'hasNoStoredSession', params: ({ event }) => event.output },
                    target: '#commerceSession.signedOut',
                    actions: { type: 'notifySessionEnded', params: { reason: 'elsewhere' } },
                  },
                  {
                    // Joined another tab's refresh that changed nothing, and ours is still good.
                    guard: { type: 'isOwnSessionValid', params: ({ event }) => event.output },
                    target: '#commerceSession.active.resolved',
                  },
                  { target: 'callingRefresh' },
                ],
                onError: { target: 'callingRefresh' },
              },
            },
            callingRefresh: {
              entry: 'countAttempt',
              invoke: {
                id: 'refreshSession',
                src: 'refreshSession',
                input: backendOf,
                onDone: {
                  target: '#commerceSession.active.resolved',
                  actions: [
                    assign({ expiresAt: ({ event }) => event.output.expiresAt }),
                    { type: 'broadcast', params: { outcome: 'resolved' } },
                  ],
                },
                onError: [
                  {
                    // A spent refresh token may have been spent by another tab a moment ago.
                    guard: {
                      type: 'isRefreshRefused',
                      params: ({ event }: { event: { error: unknown } }) => event.error,
                    },
                    target: 'verifyingRefusal',
                  },
                  // Network, 5xx or a 401 without those words: try again (seed 001 §4).
                  { guard: 'canRetryRefresh', target: 'backingOff' },
                  {
                    target: '#commerceSession.signedOut',
                    actions: [...endSession('failed')],
                  },
                ],
              },
            },
            backingOff,
            verifyingRefusal: {
              initial: 'awaitingBroadcast',
              states: {
                awaitingBroadcast,
                checkingStorage: {
                  invoke: {
                    id: 'verifyStoredSession',
                    src: 'readStoredSession',
                    input: backendOf,
                    onDone: [
                      {
                        guard: { type: 'isStoredSessionNewer', params: ({ event }) => event.output },
                        target: '#commerceSession.active.resolved',
                        actions: assign({ expiresAt: storedExpiry }),
                      },
                      {
                        // seed 000 §8: an expired or missing refresh token logs out.
                        target: '#commerceSession.signedOut',
                        actions: [...endSession('refused')],
                      },
                    ],
                    onError: {
                      target: '#commerceSession.signedOut',
                      actions: [...endSession('refused')],
                    },
                  },
                },
              },
            },
          },
        },

        /** seed 000 §4 "resolved": the queue goes on with the new tokens. */
        resolved: {
          entry: ['clearUnauthorized', ...grantQueue],
          always: { target: 'idle' },
        },
      },
    },
  },
});
