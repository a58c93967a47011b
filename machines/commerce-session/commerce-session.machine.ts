import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type {
  ActionParams,
  CommerceSessionContext,
  CommerceSessionEvent,
  SessionMachineInput,
  StoredSessionCheck,
  StoredSessionInfo,
} from './commerce-session.types';
import { isDefinitiveRefusal, isExpiredAt, MAX_REFRESH_ATTEMPTS, refreshBackoffMs } from './session-rules';

const never = <T>() => new Promise<T>(() => {});

const queued = ({ context }: { context: CommerceSessionContext }) => ({ requestIds: context.queue });
/** The waiting calls go on (resolved) or learn there is no session (rejected). */
const grantQueue = [{ type: 'grantRequests', params: queued }, 'clearQueue'] as const;
const refuseQueue = [{ type: 'refuseRequests', params: queued }, 'clearQueue'] as const;

/** How long a tab waits for another tab's refresh to release the lock before refreshing unlocked. */
export const LOCK_TIMEOUT_MS = 10_000;

/**
 * How long a tab whose refresh token was refused waits for another tab's result before it
 * believes the token is dead: the tab that spent it may not have written or broadcast yet.
 */
export const REFUSAL_GRACE_MS = 1500;

/** A stored session newer than ours: another tab refreshed (or signed in) and it is still valid. */
const isNewerThan = (check: StoredSessionCheck, expiresAt: number | null) =>
  check.session !== null &&
  (expiresAt === null || check.session.expiresAt > expiresAt) &&
  !isExpiredAt(check.session.expiresAt, check.checkedAt);

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
  actors: {
    /** Reads the stored session (expiry only) and the time of reading. */
    readStoredSession: fromPromise<StoredSessionCheck, SessionMachineInput>(() => never()),
    /** Trades the refresh token for a new session, stores it and answers when it expires. */
    refreshSession: fromPromise<StoredSessionInfo, SessionMachineInput>(() => never()),
    /** Asks for the refresh Web Lock, sends LOCK.ACQUIRED, and holds the lock until stopped. */
    holdRefreshLock: fromCallback<EventObject, SessionMachineInput>(() => {}),
    /** Listens to the other tabs' refresh outcomes (CHANNEL.* events) for as long as it runs. */
    listenToOtherTabs: fromCallback<EventObject, SessionMachineInput>(() => {}),
  },
  actions: {
    /** Lets the waiting calls go on with the stored token. */
    grantRequests: (_, _params: ActionParams['grantRequests']) => {},
    /** Tells the waiting calls there is no session. */
    refuseRequests: (_, _params: ActionParams['refuseRequests']) => {},
    /** Tells the other tabs how this tab's refresh goes. */
    broadcast: (_, _params: ActionParams['broadcast']) => {},
    /** Forgets the stored tokens (seed 000 §4: a failed refresh clears them). */
    clearStoredSession: () => {},
    /** Tells the account actor the session is over. */
    notifySessionEnded: (_, _params: ActionParams['notifySessionEnded']) => {},
    /** The channel listener failed: this tab refreshes on its own, guarded by the lock alone. */
    reportChannelFailure: () => {},
    enqueue: assign({
      queue: ({ context, event }) =>
        'requestId' in event && typeof event.requestId === 'string'
          ? [...context.queue, event.requestId]
          : context.queue,
    }),
    clearQueue: assign({ queue: [] }),
    forgetSession: assign({ expiresAt: null, attempts: 0, unauthorized: false }),
    markUnauthorized: assign({ unauthorized: true }),
    clearUnauthorized: assign({ unauthorized: false }),
    startAttempts: assign({ attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    isRequestExpired: ({ context, event }) =>
      event.type === 'TOKEN.REQUEST' && isExpiredAt(context.expiresAt, event.at),
    hasNoStoredSession: (_, check: StoredSessionCheck) => check.session === null,
    isStoredSessionExpired: (_, check: StoredSessionCheck) =>
      check.session !== null && isExpiredAt(check.session.expiresAt, check.checkedAt),
    isStoredSessionNewer: ({ context }, check: StoredSessionCheck) => isNewerThan(check, context.expiresAt),
    // A token the platform refused is not valid whatever its expiry says.
    isOwnSessionValid: ({ context }, check: StoredSessionCheck) =>
      !context.unauthorized && !isExpiredAt(context.expiresAt, check.checkedAt),
    isStaleRefusal: ({ event }) => event.type === 'TOKEN.UNAUTHORIZED' && event.stale,
    isRefreshRefused: (_, error: unknown) => isDefinitiveRefusal(error),
    canRetryRefresh: ({ context }) => context.attempts < MAX_REFRESH_ATTEMPTS,
  },
  delays: {
    LOCK_TIMEOUT: LOCK_TIMEOUT_MS,
    REFUSAL_GRACE: REFUSAL_GRACE_MS,
    /** seed 001 §4: 1 s after the first failed call, 2 s after the second. */
    REFRESH_BACKOFF: ({ context }) => refreshBackoffMs(context.attempts),
  },
}).createMachine({
  id: 'commerceSession',
  context: ({ input }) => ({
    backend: input.backend,
    expiresAt: null,
    attempts: 0,
    queue: [],
    unauthorized: false,
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
            // seed 000 §4: tokens restored from storage are refreshed when expired.
            guard: { type: 'isStoredSessionExpired', params: ({ event }) => event.output },
            target: 'active.refreshing',
            actions: [
              assign({ expiresAt: ({ event }) => event.output.session?.expiresAt ?? null }),
              { type: 'broadcast', params: { outcome: 'refreshing' } },
            ],
          },
          {
            target: 'active.idle',
            actions: [
              assign({ expiresAt: ({ event }) => event.output.session?.expiresAt ?? null }),
              ...grantQueue,
            ],
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
        // Another tab's refresh failed and took the stored tokens with it.
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
          invoke: {
            id: 'refreshLock',
            src: 'holdRefreshLock',
            input: ({ context }) => ({ backend: context.backend }),
            // No lock to be had (an old browser, a refused request): go on without it.
            onError: { target: '.checkingStorage' },
          },
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
            waitingForLock: {
              on: { 'LOCK.ACQUIRED': { target: 'checkingStorage' } },
              // A tab that holds the lock for this long is stuck: refresh without it.
              after: { LOCK_TIMEOUT: { target: 'checkingStorage' } },
            },
            checkingStorage: {
              invoke: {
                id: 'checkStoredSession',
                src: 'readStoredSession',
                input: ({ context }) => ({ backend: context.backend }),
                onDone: [
                  {
                    // Another tab refreshed while this one waited: use its tokens, call nothing.
                    guard: { type: 'isStoredSessionNewer', params: ({ event }) => event.output },
                    target: '#commerceSession.active.resolved',
                    actions: assign({ expiresAt: ({ event }) => event.output.session?.expiresAt ?? null }),
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
                input: ({ context }) => ({ backend: context.backend }),
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
                    actions: [
                      'clearStoredSession',
                      { type: 'broadcast', params: { outcome: 'rejected' } },
                      { type: 'notifySessionEnded', params: { reason: 'failed' } },
                    ],
                  },
                ],
              },
            },
            // Another tab may refresh meanwhile: storage is read again before the next call.
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
                        target: '#commerceSession.active.resolved',
                        actions: assign({
                          expiresAt: ({ event }) => event.output.session?.expiresAt ?? null,
                        }),
                      },
                      {
                        // seed 000 §8: an expired or missing refresh token logs out.
                        target: '#commerceSession.signedOut',
                        actions: [
                          'clearStoredSession',
                          { type: 'broadcast', params: { outcome: 'rejected' } },
                          { type: 'notifySessionEnded', params: { reason: 'refused' } },
                        ],
                      },
                    ],
                    onError: {
                      target: '#commerceSession.signedOut',
                      actions: [
                        'clearStoredSession',
                        { type: 'broadcast', params: { outcome: 'rejected' } },
                        { type: 'notifySessionEnded', params: { reason: 'refused' } },
                      ],
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
