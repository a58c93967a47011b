import { and, assign, not, setup } from 'xstate';
import { isExpiredAt, isRefusedRefresh } from '../commerce-session/session-rules';
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
  requestOf,
  restoring as restoringStored,
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
} from '../commerce-session/session-setup';
import type {
  StoredSessionCheck,
  StoredSessionInfo,
  BackendSessionContext,
  BackendSessionEvent,
  SessionMachineInput,
} from './backend-session.types';
import type { FlowTypes } from '../shared/flow-types';

/**
 * The own back end's session (seed 001 §4 "Session refresh"): on a 401 or 403 with a refresh
 * token, `GET /auth/refresh-token` is called with up to 3 attempts, 1 s then 2 s apart; on
 * success every refused call is replayed, otherwise auth and user are cleared and the app goes
 * to /login ('Authentication failed - please log in again.', seed 001 §8). The session persists
 * under `auth-storage`; a token past its expiry is renewed before use (seed 002 §4: signed in
 * only while the token's expiry is in the future). Only a refresh token renews a session: one
 * without it ends when it expires (at restore, quietly; on a call, as a refused refresh). Like
 * the commerce session, a refresh is shared by the tabs of one browser (Web Lock,
 * BroadcastChannel).
 */
export const backendSessionMachine = setup({
  types: {} as FlowTypes<
    BackendSessionContext,
    BackendSessionEvent,
    'signedIn' | 'refreshing',
    SessionMachineInput
  >,
  actors: sessionActors,
  actions: {
    ...sessionEffects,
    enqueue: assign({ queue: enqueueRequest }),
    clearQueue: assign({ queue: [] }),
    forgetSession: assign({ expiresAt: null, hasRefreshToken: false, attempts: 0 }),
    /** The session signed in, restored or refreshed: when it expires, and whether it can be refreshed. */
    adoptSession: assign((_, session: StoredSessionInfo | null) => ({
      expiresAt: session?.expiresAt ?? null,
      hasRefreshToken: session?.hasRefreshToken ?? false,
    })),
    startAttempts: assign({ attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    ...sessionGuards,
    hasRefreshToken: ({ context }) => context.hasRefreshToken,
    isRefreshRefused: (_, error: unknown) => isRefusedRefresh(error),
    /** A stored session past its expiry that holds no refresh token: nothing can renew it. */
    isStoredSessionDead: (_, check: StoredSessionCheck) =>
      check.session !== null &&
      !check.session.hasRefreshToken &&
      isExpiredAt(check.session.expiresAt, check.checkedAt),
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
      ...restoringStored,
      invoke: {
        ...restoringStored.invoke,
        onDone: [
          {
            // seed 002 §4: signed in only while the token's expiry is in the future; seed 001 §4:
            // the refresh endpoint takes a refresh token. Without one an expired session is over.
            guard: { type: 'isStoredSessionDead', params: storedCheck },
            target: 'signedOut',
            actions: 'clearStoredSession',
          },
          ...restoringStored.invoke.onDone,
        ],
      },
    },
    signedOut,

    active: {
      tags: ['signedIn'],
      on: {
        'SESSION.START': {
          target: '.idle',
          actions: [{ type: 'adoptSession', params: ({ event }) => event }, ...grantQueue],
        },
        'SESSION.END': { target: 'signedOut' },
        'CHANNEL.REJECTED': endedElsewhere,
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'TOKEN.REQUEST': [
              {
                // seed 001 §4: only a refresh token renews a session; without one, expiry ends it.
                guard: and(['isRequestExpired', not('hasRefreshToken')]),
                target: '#backendSession.signedOut',
                actions: [{ type: 'refuseRequests', params: requestOf }, ...endSession('refused')],
              },
              ...grantOrRefresh,
            ],
            'TOKEN.UNAUTHORIZED': [
              replayStaleRefusal,
              {
                guard: 'hasRefreshToken',
                target: 'refreshing',
                actions: ['enqueue', broadcastRefreshing],
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
            checkingStorage: checkingStorage('backendSession'),
            callingRefresh: callingRefresh('backendSession', [
              // seed 001 §4: 3 calls, whatever the failure (network, 5xx, 401 alike).
              { guard: 'canRetryRefresh', target: 'backingOff' },
              // The last call was refused: another tab may have spent the token meanwhile.
              verifyRefusal,
              { target: '#backendSession.signedOut', actions: [...endSession('failed')] },
            ]),
            backingOff,
            verifyingRefusal: verifyingRefusal('backendSession'),
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
