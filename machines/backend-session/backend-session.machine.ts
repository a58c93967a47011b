import { assign, setup } from 'xstate';
import { isRefusedRefresh } from '../commerce-session/session-rules';
import {
  backendOf,
  endSession,
  enqueueRequest,
  grantQueue,
  queueCalls,
  refuseCalls,
  refuseQueue,
  requestOf,
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
} from '../commerce-session/session-setup';
import {
  type BackendSessionContext,
  type BackendSessionEvent,
  type SessionMachineInput,
  type StoredSessionCheck,
} from './backend-session.types';

const storedRefresh = ({ event }: { event: { output: StoredSessionCheck } }) =>
  event.output.session?.hasRefreshToken ?? false;

/**
 * The own back end's session (seed 001 §4 "Session refresh"): on a 401 or 403 with a refresh
 * token, `GET /auth/refresh-token` is called with up to 3 attempts, 1 s then 2 s apart; on
 * success every refused call is replayed, otherwise auth and user are cleared and the app goes
 * to /login ('Authentication failed - please log in again.', seed 001 §8). The session persists
 * under `auth-storage`; a token past its expiry is renewed before use (seed 002 §4: signed in
 * only while the token's expiry is in the future). Like the commerce session, a refresh is
 * shared by the tabs of one browser (Web Lock, BroadcastChannel).
 */
export const backendSessionMachine = setup({
  types: {
    context: {} as BackendSessionContext,
    events: {} as BackendSessionEvent,
    input: {} as SessionMachineInput,
    tags: {} as 'signedIn' | 'refreshing',
  },
  actors: sessionActors,
  actions: {
    ...sessionEffects,
    enqueue: assign({ queue: enqueueRequest }),
    clearQueue: assign({ queue: [] }),
    forgetSession: assign({ expiresAt: null, hasRefreshToken: false, attempts: 0 }),
    startAttempts: assign({ attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    ...sessionGuards,
    hasRefreshToken: ({ context }) => context.hasRefreshToken,
    isRefreshRefused: (_, error: unknown) => isRefusedRefresh(error),
  },
  delays: sessionDelays,
}).createMachine({
  id: 'backendSession',
  context: ({ input }) => ({
    backend: input.backend,
    expiresAt: null,
    hasRefreshToken: false,
    attempts: 0,
    queue: [],
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
            guard: { type: 'isStoredSessionExpired', params: ({ event }) => event.output },
            target: 'active.refreshing',
            actions: [
              assign({ expiresAt: storedExpiry, hasRefreshToken: storedRefresh }),
              { type: 'broadcast', params: { outcome: 'refreshing' } },
            ],
          },
          {
            target: 'active.idle',
            actions: [assign({ expiresAt: storedExpiry, hasRefreshToken: storedRefresh }), ...grantQueue],
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
          actions: assign({
            expiresAt: ({ event }) => event.expiresAt,
            hasRefreshToken: ({ event }) => event.hasRefreshToken,
          }),
        },
      },
    },

    active: {
      tags: ['signedIn'],
      on: {
        'SESSION.START': {
          target: '.idle',
          actions: [
            assign({
              expiresAt: ({ event }) => event.expiresAt,
              hasRefreshToken: ({ event }) => event.hasRefreshToken,
            }),
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
                guard: 'hasRefreshToken',
                target: 'refreshing',
                actions: ['enqueue', { type: 'broadcast', params: { outcome: 'refreshing' } }],
              },
              {
                // seed 001 §4: without a refresh token there is nothing to try.
                target: '#backendSession.signedOut',
                actions: [{ type: 'refuseRequests', params: requestOf }, ...endSession('refused')],
              },
            ],
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
            'TOKEN.UNAUTHORIZED': { actions: 'enqueue' },
            'CHANNEL.RESOLVED': {
              target: 'resolved',
              actions: assign({ expiresAt: ({ event }) => event.expiresAt, hasRefreshToken: true }),
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
                    // Another tab refreshed while this one waited: replay with its token.
                    guard: { type: 'isStoredSessionNewer', params: ({ event }) => event.output },
                    target: '#backendSession.active.resolved',
                    actions: assign({ expiresAt: storedExpiry, hasRefreshToken: storedRefresh }),
                  },
                  {
                    guard: { type: 'hasNoStoredSession', params: ({ event }) => event.output },
                    target: '#backendSession.signedOut',
                    actions: { type: 'notifySessionEnded', params: { reason: 'elsewhere' } },
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
                  target: '#backendSession.active.resolved',
                  actions: [
                    assign({
                      expiresAt: ({ event }) => event.output.expiresAt,
                      hasRefreshToken: ({ event }) => event.output.hasRefreshToken,
                    }),
                    { type: 'broadcast', params: { outcome: 'resolved' } },
                  ],
                },
                onError: [
                  // seed 001 §4: 3 calls, whatever the failure (network, 5xx, 401 alike).
                  { guard: 'canRetryRefresh', target: 'backingOff' },
                  {
                    // The last call was refused: another tab may have spent the token meanwhile.
                    guard: {
                      type: 'isRefreshRefused',
                      params: ({ event }: { event: { error: unknown } }) => event.error,
                    },
                    target: 'verifyingRefusal',
                  },
                  { target: '#backendSession.signedOut', actions: [...endSession('failed')] },
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
                        target: '#backendSession.active.resolved',
                        actions: assign({ expiresAt: storedExpiry, hasRefreshToken: storedRefresh }),
                      },
                      { target: '#backendSession.signedOut', actions: [...endSession('refused')] },
                    ],
                    onError: { target: '#backendSession.signedOut', actions: [...endSession('refused')] },
                  },
                },
              },
            },
          },
        },

        resolved: {
          entry: [...grantQueue],
          always: { target: 'idle' },
        },
      },
    },
  },
});
