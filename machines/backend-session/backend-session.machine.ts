import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import {
  isExpiredAt,
  isRefusedRefresh,
  MAX_REFRESH_ATTEMPTS,
  refreshBackoffMs,
} from '../commerce-session/session-rules';
import {
  type ActionParams,
  type BackendSessionContext,
  type BackendSessionEvent,
  type SessionMachineInput,
  type StoredSessionCheck,
  type StoredSessionInfo,
} from './backend-session.types';

const never = <T>() => new Promise<T>(() => {});

/** How long a tab waits for another tab's refresh to release the lock before refreshing unlocked. */
export const LOCK_TIMEOUT_MS = 10_000;

/**
 * How long a tab whose refresh token was refused waits for another tab's result before it
 * believes the token is dead: the tab that spent it may not have written or broadcast yet.
 */
export const REFUSAL_GRACE_MS = 1500;

const queued = ({ context }: { context: BackendSessionContext }) => ({ requestIds: context.queue });
/** The waiting calls are replayed with the new token, or learn the session is over. */
const grantQueue = [{ type: 'grantRequests', params: queued }, 'clearQueue'] as const;
const refuseQueue = [{ type: 'refuseRequests', params: queued }, 'clearQueue'] as const;

const storedExpiry = ({ event }: { event: { output: StoredSessionCheck } }) =>
  event.output.session?.expiresAt ?? null;
const storedRefresh = ({ event }: { event: { output: StoredSessionCheck } }) =>
  event.output.session?.hasRefreshToken ?? false;

/** seed 001 §4: the refresh failed for good: clear, tell the other tabs, sign out (the app goes to /login). */
const endSession = (reason: ActionParams['notifySessionEnded']['reason']) =>
  [
    'clearStoredSession',
    { type: 'broadcast', params: { outcome: 'rejected' } },
    { type: 'notifySessionEnded', params: { reason } },
  ] as const;

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
  actors: {
    readStoredSession: fromPromise<StoredSessionCheck, SessionMachineInput>(() => never()),
    refreshSession: fromPromise<StoredSessionInfo, SessionMachineInput>(() => never()),
    holdRefreshLock: fromCallback<EventObject, SessionMachineInput>(() => {}),
    listenToOtherTabs: fromCallback<EventObject, SessionMachineInput>(() => {}),
  },
  actions: {
    grantRequests: (_, _params: ActionParams['grantRequests']) => {},
    refuseRequests: (_, _params: ActionParams['refuseRequests']) => {},
    broadcast: (_, _params: ActionParams['broadcast']) => {},
    clearStoredSession: () => {},
    notifySessionEnded: (_, _params: ActionParams['notifySessionEnded']) => {},
    reportChannelFailure: () => {},
    enqueue: assign({
      queue: ({ context, event }) =>
        'requestId' in event && typeof event.requestId === 'string'
          ? [...context.queue, event.requestId]
          : context.queue,
    }),
    clearQueue: assign({ queue: [] }),
    forgetSession: assign({ expiresAt: null, hasRefreshToken: false, attempts: 0 }),
    startAttempts: assign({ attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    isRequestExpired: ({ context, event }) =>
      event.type === 'TOKEN.REQUEST' && isExpiredAt(context.expiresAt, event.at),
    isStaleRefusal: ({ event }) => event.type === 'TOKEN.UNAUTHORIZED' && event.stale,
    hasRefreshToken: ({ context }) => context.hasRefreshToken,
    hasNoStoredSession: (_, check: StoredSessionCheck) => check.session === null,
    isStoredSessionExpired: (_, check: StoredSessionCheck) =>
      check.session !== null && isExpiredAt(check.session.expiresAt, check.checkedAt),
    isStoredSessionNewer: ({ context }, check: StoredSessionCheck) =>
      check.session !== null &&
      (context.expiresAt === null || check.session.expiresAt > context.expiresAt) &&
      !isExpiredAt(check.session.expiresAt, check.checkedAt),
    isRefreshRefused: (_, error: unknown) => isRefusedRefresh(error),
    canRetryRefresh: ({ context }) => context.attempts < MAX_REFRESH_ATTEMPTS,
  },
  delays: {
    LOCK_TIMEOUT: LOCK_TIMEOUT_MS,
    REFUSAL_GRACE: REFUSAL_GRACE_MS,
    /** seed 001 §4: 1 s after the first failed call, 2 s after the second. */
    REFRESH_BACKOFF: ({ context }) => refreshBackoffMs(context.attempts),
  },
}).createMachine({
  id: 'backendSession',
  context: ({ input }) => ({
    backend: input.backend,
    expiresAt: null,
    hasRefreshToken: false,
    attempts: 0,
    queue: [],
  }),
  invoke: {
    id: 'otherTabs',
    src: 'listenToOtherTabs',
    input: ({ context }) => ({ backend: context.backend }),
    onError: { actions: 'reportChannelFailure' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'readStoredSession',
        input: ({ context }) => ({ backend: context.backend }),
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
      on: {
        'TOKEN.REQUEST': { actions: 'enqueue' },
        'TOKEN.UNAUTHORIZED': { actions: 'enqueue' },
      },
    },

    signedOut: {
      entry: [...refuseQueue, 'forgetSession'],
      on: {
        'TOKEN.REQUEST': {
          actions: { type: 'refuseRequests', params: ({ event }) => ({ requestIds: [event.requestId] }) },
        },
        'TOKEN.UNAUTHORIZED': {
          actions: { type: 'refuseRequests', params: ({ event }) => ({ requestIds: [event.requestId] }) },
        },
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
        'CHANNEL.REJECTED': {
          target: 'signedOut',
          actions: { type: 'notifySessionEnded', params: { reason: 'elsewhere' } },
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'TOKEN.REQUEST': [
              {
                guard: 'isRequestExpired',
                target: 'refreshing',
                actions: ['enqueue', { type: 'broadcast', params: { outcome: 'refreshing' } }],
              },
              {
                actions: {
                  type: 'grantRequests',
                  params: ({ event }) => ({ requestIds: [event.requestId] }),
                },
              },
            ],
            'TOKEN.UNAUTHORIZED': [
              {
                // Refused with a token that has since been replaced: replay with the new one.
                guard: 'isStaleRefusal',
                actions: {
                  type: 'grantRequests',
                  params: ({ event }) => ({ requestIds: [event.requestId] }),
                },
              },
              {
                guard: 'hasRefreshToken',
                target: 'refreshing',
                actions: ['enqueue', { type: 'broadcast', params: { outcome: 'refreshing' } }],
              },
              {
                // seed 001 §4: without a refresh token there is nothing to try.
                target: '#backendSession.signedOut',
                actions: [
                  { type: 'refuseRequests', params: ({ event }) => ({ requestIds: [event.requestId] }) },
                  ...endSession('refused'),
                ],
              },
            ],
            'CHANNEL.REFRESHING': { target: 'refreshing' },
            'CHANNEL.RESOLVED': { actions: assign({ expiresAt: ({ event }) => event.expiresAt }) },
          },
        },

        refreshing: {
          tags: ['refreshing'],
          entry: 'startAttempts',
          invoke: {
            id: 'refreshLock',
            src: 'holdRefreshLock',
            input: ({ context }) => ({ backend: context.backend }),
            onError: { target: '.checkingStorage' },
          },
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
            waitingForLock: {
              on: { 'LOCK.ACQUIRED': { target: 'checkingStorage' } },
              after: { LOCK_TIMEOUT: { target: 'checkingStorage' } },
            },
            checkingStorage: {
              invoke: {
                id: 'checkStoredSession',
                src: 'readStoredSession',
                input: ({ context }) => ({ backend: context.backend }),
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
                input: ({ context }) => ({ backend: context.backend }),
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
            backingOff: {
              after: { REFRESH_BACKOFF: { target: 'checkingStorage' } },
            },
            verifyingRefusal: {
              initial: 'awaitingBroadcast',
              states: {
                // The tab that spent the token may be about to say so: give its broadcast a moment.
                awaitingBroadcast: {
                  after: { REFUSAL_GRACE: { target: 'checkingStorage' } },
                },
                checkingStorage: {
                  invoke: {
                    id: 'verifyStoredSession',
                    src: 'readStoredSession',
                    input: ({ context }) => ({ backend: context.backend }),
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
