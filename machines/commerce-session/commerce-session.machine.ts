import { assign, setup } from 'xstate';
import type {
  StoredSessionCheck,
  StoredSessionInfo,
  CommerceSessionContext,
  CommerceSessionEvent,
  SessionMachineInput,
} from './commerce-session.types';
import { isDefinitiveRefusal, isExpiredAt } from './session-rules';
import {
  backingOff,
  broadcastRefreshing,
  callingRefresh,
  checkingStorage,
  endedElsewhere,
  endSession,
  enqueueRequest,
  grantOrRefresh,
  grantQueue,
  holdRefreshLock,
  replayStaleRefusal,
  restoring,
  sessionActors,
  sessionDelays,
  sessionEffects,
  sessionGuards,
  signedOut,
  storedCheck,
  verifyingRefusal,
  verifyRefusal,
  waitingForLock,
  watchOtherTabs,
} from './session-setup';
import type { FlowTypes } from '../shared/flow-types';

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
  types: {} as FlowTypes<
    CommerceSessionContext,
    CommerceSessionEvent,
    'signedIn' | 'refreshing',
    SessionMachineInput
  >,
  actors: sessionActors,
  actions: {
    ...sessionEffects,
    enqueue: assign({ queue: enqueueRequest }),
    clearQueue: assign({ queue: [] }),
    forgetSession: assign({ expiresAt: null, attempts: 0, unauthorized: false }),
    /** The session signed in, restored or refreshed: when it expires. */
    adoptSession: assign((_, session: StoredSessionInfo | null) => ({
      expiresAt: session?.expiresAt ?? null,
    })),
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
    restoring,
    signedOut,

    active: {
      tags: ['signedIn'],
      on: {
        'SESSION.START': {
          target: '.idle',
          actions: [
            { type: 'adoptSession', params: ({ event }) => event },
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
                actions: ['enqueue', 'markUnauthorized', broadcastRefreshing],
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
            checkingStorage: checkingStorage('commerceSession', {
              // Joined another tab's refresh that changed nothing, and ours is still good.
              guard: { type: 'isOwnSessionValid', params: storedCheck },
              target: '#commerceSession.active.resolved',
            }),
            callingRefresh: callingRefresh('commerceSession', [
              // A spent refresh token may have been spent by another tab a moment ago.
              verifyRefusal,
              // Network, 5xx or a 401 without those words: try again (seed 001 §4).
              { guard: 'canRetryRefresh', target: 'backingOff' },
              { target: '#commerceSession.signedOut', actions: [...endSession('failed')] },
            ]),
            backingOff,
            verifyingRefusal: verifyingRefusal('commerceSession'),
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
