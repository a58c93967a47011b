import { fromCallback, type EventObject } from 'xstate';
import type {
  ActionParams,
  SessionMachineInput,
  SessionEvent,
  StoredSessionCheck,
  StoredSessionInfo,
} from './commerce-session.types';
import { isExpiredAt, MAX_REFRESH_ATTEMPTS, refreshBackoffMs } from './session-rules';
import { unprovided } from '../shared/unprovided';

/**
 * The parts both session machines (the commerce/hosted platform's and the own back end's) are
 * built from: the same actors, queue, guards and delays (seed 001 §4 "Session refresh"). Each
 * machine keeps its own graph; only what is the same to the letter lives here.
 */

/** How long a tab waits for another tab's refresh to release the lock before refreshing unlocked. */
export const LOCK_TIMEOUT_MS = 10_000;

/**
 * How long a tab whose refresh token was refused waits for another tab's result before it
 * believes the token is dead: the tab that spent it may not have written or broadcast yet.
 */
export const REFUSAL_GRACE_MS = 1500;

/** The actors a session machine names; src/app/flows provides the real ones. */
export const sessionActors = {
  /** Reads the stored session (expiry only) and the time of reading. */
  readStoredSession: unprovided<StoredSessionCheck, SessionMachineInput>(),
  /** Trades the refresh token for a new session, stores it and answers when it expires. */
  refreshSession: unprovided<StoredSessionInfo, SessionMachineInput>(),
  /** Asks for the refresh Web Lock, sends LOCK.ACQUIRED, and holds the lock until stopped. */
  holdRefreshLock: fromCallback<EventObject, SessionMachineInput>(() => {}),
  /** Listens to the other tabs' refresh outcomes (CHANNEL.* events) for as long as it runs. */
  listenToOtherTabs: fromCallback<EventObject, SessionMachineInput>(() => {}),
};

/** The effects a session machine names; src/app/flows provides the real ones. */
export const sessionEffects = {
  /** Lets the waiting calls go on with the stored token. */
  grantRequests: (_: unknown, _params: ActionParams['grantRequests']) => {},
  /** Tells the waiting calls there is no session. */
  refuseRequests: (_: unknown, _params: ActionParams['refuseRequests']) => {},
  /** Tells the other tabs how this tab's refresh goes. */
  broadcast: (_: unknown, _params: ActionParams['broadcast']) => {},
  /** Forgets the stored tokens (seed 000 §4: a failed refresh clears them). */
  clearStoredSession: () => {},
  /** Tells the account actor the session is over. */
  notifySessionEnded: (_: unknown, _params: ActionParams['notifySessionEnded']) => {},
  /** The channel listener failed: this tab refreshes on its own, guarded by the lock alone. */
  reportChannelFailure: () => {},
};

/** What every session machine's context holds. */
type SessionCore = {
  /** When the stored access token expires (epoch ms); null when signed out. */
  expiresAt: number | null;
  /** Refresh calls made in the current refresh (seed 001 §4: at most 3). */
  attempts: number;
  /** Token requests waiting for a refresh, by id (the caller's promises live outside the machine). */
  queue: string[];
};
type SessionArgs = { context: SessionCore; event: SessionEvent };

const queued = ({ context }: { context: SessionCore }) => ({ requestIds: context.queue });
/** The waiting calls go on with the new token (resolved) or learn there is no session (rejected). */
export const grantQueue = [{ type: 'grantRequests', params: queued }, 'clearQueue'] as const;
export const refuseQueue = [{ type: 'refuseRequests', params: queued }, 'clearQueue'] as const;

/** Answers the one call the event is about. */
export const requestOf = ({ event }: { event: { requestId: string } }) => ({ requestIds: [event.requestId] });

/** A call that needs a token waits for the refresh to end. */
export const enqueueRequest = ({ context, event }: SessionArgs) =>
  'requestId' in event && typeof event.requestId === 'string'
    ? [...context.queue, event.requestId]
    : context.queue;

/** A read of the stored session, as the params of the guards that judge it. */
export const storedCheck = ({ event }: { event: { output: StoredSessionCheck } }) => event.output;

/** The stored session as read by `readStoredSession` (null when there is none). */
const storedSession = ({ event }: { event: { output: StoredSessionCheck } }) => event.output.session;

/** The session a refresh call stored. */
const refreshedSession = ({ event }: { event: { output: StoredSessionInfo } }) => event.output;

/** seed 001 §4: the refresh failed for good: clear, tell the other tabs, sign out (the app goes to /login). */
export const endSession = (reason: ActionParams['notifySessionEnded']['reason']) =>
  [
    'clearStoredSession',
    { type: 'broadcast', params: { outcome: 'rejected' } },
    { type: 'notifySessionEnded', params: { reason } },
  ] as const;

/** A stored session newer than ours: another tab refreshed (or signed in) and it is still valid. */
const isNewerThan = (check: StoredSessionCheck, expiresAt: number | null) =>
  check.session !== null &&
  (expiresAt === null || check.session.expiresAt > expiresAt) &&
  !isExpiredAt(check.session.expiresAt, check.checkedAt);

export const sessionGuards = {
  isRequestExpired: ({ context, event }: SessionArgs) =>
    event.type === 'TOKEN.REQUEST' && isExpiredAt(context.expiresAt, event.at),
  isStaleRefusal: ({ event }: SessionArgs) => event.type === 'TOKEN.UNAUTHORIZED' && event.stale,
  hasNoStoredSession: (_: unknown, check: StoredSessionCheck) => check.session === null,
  isStoredSessionExpired: (_: unknown, check: StoredSessionCheck) =>
    check.session !== null && isExpiredAt(check.session.expiresAt, check.checkedAt),
  isStoredSessionNewer: ({ context }: SessionArgs, check: StoredSessionCheck) =>
    isNewerThan(check, context.expiresAt),
  canRetryRefresh: ({ context }: SessionArgs) => context.attempts < MAX_REFRESH_ATTEMPTS,
};

export const sessionDelays = {
  LOCK_TIMEOUT: LOCK_TIMEOUT_MS,
  REFUSAL_GRACE: REFUSAL_GRACE_MS,
  /** seed 001 §4: 1 s after the first failed call, 2 s after the second. */
  REFRESH_BACKOFF: ({ context }: { context: SessionCore }) => refreshBackoffMs(context.attempts),
};

export const backendOf = ({ context }: { context: { backend: SessionMachineInput['backend'] } }) => ({
  backend: context.backend,
});

/** Invokes one of the session's actors with the back end it serves. */
const withBackend = <const Id extends string, const Src extends string, OnError>(
  id: Id,
  src: Src,
  onError: OnError,
) => ({ id, src, input: backendOf, onError });

/** For as long as the session lives, it hears the other tabs' refresh outcomes. */
export const watchOtherTabs = withBackend('otherTabs', 'listenToOtherTabs', {
  actions: 'reportChannelFailure',
} as const);

/** While the session is read or refreshed, calls that need a token wait in the queue. */
export const queueCalls = {
  'TOKEN.REQUEST': { actions: 'enqueue' },
  'TOKEN.UNAUTHORIZED': { actions: 'enqueue' },
} as const;

/** Signed out, every call learns at once that there is no session. */
export const refuseCalls = {
  'TOKEN.REQUEST': { actions: { type: 'refuseRequests', params: requestOf } },
  'TOKEN.UNAUTHORIZED': { actions: { type: 'refuseRequests', params: requestOf } },
} as const;

export const broadcastRefreshing = { type: 'broadcast', params: { outcome: 'refreshing' } } as const;

/** Signed in and idle: a call goes on with the token, or waits for a refresh when it has expired. */
export const grantOrRefresh = [
  { guard: 'isRequestExpired', target: 'refreshing', actions: ['enqueue', broadcastRefreshing] },
  { actions: { type: 'grantRequests', params: requestOf } },
] as const;

/** Refused with a token that has since been replaced: replay with the new one. */
export const replayStaleRefusal = {
  guard: 'isStaleRefusal',
  actions: { type: 'grantRequests', params: requestOf },
} as const;

/** A refresh starts by asking for the Web Lock; with no lock to be had it goes on without it. */
export const holdRefreshLock = withBackend('refreshLock', 'holdRefreshLock', {
  target: '.checkingStorage',
} as const);

/** A tab that holds the lock for this long is stuck: refresh without it. */
export const waitingForLock = {
  on: { 'LOCK.ACQUIRED': { target: 'checkingStorage' } },
  after: { LOCK_TIMEOUT: { target: 'checkingStorage' } },
} as const;

/** Another tab may refresh meanwhile: storage is read again before the next call. */
export const backingOff = {
  after: { REFRESH_BACKOFF: { target: 'checkingStorage' } },
} as const;

/** The tab that spent the token may be about to say so: give its broadcast a moment. */
export const awaitingBroadcast = {
  after: { REFUSAL_GRACE: { target: 'checkingStorage' } },
} as const;

/** Another tab's refresh failed and took the stored tokens with it. */
export const endedElsewhere = {
  target: 'signedOut',
  actions: { type: 'notifySessionEnded', params: { reason: 'elsewhere' } },
} as const;

/** seed 000 §4: the session is restored from storage, and refreshed first when it has expired. */
export const restoring = {
  invoke: {
    id: 'restoreSession',
    src: 'readStoredSession',
    input: backendOf,
    onDone: [
      { guard: { type: 'hasNoStoredSession', params: storedCheck }, target: 'signedOut' },
      {
        guard: { type: 'isStoredSessionExpired', params: storedCheck },
        target: 'active.refreshing',
        actions: [{ type: 'adoptSession', params: storedSession }, broadcastRefreshing],
      },
      { target: 'active.idle', actions: [{ type: 'adoptSession', params: storedSession }, ...grantQueue] },
    ],
    onError: { target: 'signedOut' },
  },
  on: queueCalls,
} as const;

/** Signed out: calls are refused until the viewer signs in. */
export const signedOut = {
  entry: [...refuseQueue, 'forgetSession'],
  on: {
    ...refuseCalls,
    'SESSION.START': {
      target: 'active.idle',
      actions: { type: 'adoptSession', params: ({ event }: { event: StoredSessionInfo }) => event },
    },
  },
} as const;

/** Another tab refreshed while this one waited: use its stored session, call nothing. */
const adoptNewerSession = <const Id extends string>(id: Id) =>
  ({
    guard: { type: 'isStoredSessionNewer', params: storedCheck },
    target: `#${id}.active.resolved`,
    actions: { type: 'adoptSession', params: storedSession },
  }) as const;

/**
 * Before calling refresh, storage is read again: another tab may have refreshed (its session is
 * used) or signed out (so does this one) meanwhile. `stillValid` are the machine's own reasons to
 * skip the call; otherwise refresh is called.
 */
export const checkingStorage = <const Id extends string, const StillValid extends readonly object[]>(
  id: Id,
  ...stillValid: StillValid
) =>
  ({
    invoke: {
      id: 'checkStoredSession',
      src: 'readStoredSession',
      input: backendOf,
      onDone: [
        adoptNewerSession(id),
        {
          guard: { type: 'hasNoStoredSession', params: storedCheck },
          target: `#${id}.signedOut`,
          actions: { type: 'notifySessionEnded', params: { reason: 'elsewhere' } },
        },
        ...stillValid,
        { target: 'callingRefresh' },
      ],
      onError: { target: 'callingRefresh' },
    },
  }) as const;

/** One refresh call; `onError` says what a failed call leads to. */
export const callingRefresh = <const Id extends string, const OnError>(id: Id, onError: OnError) =>
  ({
    entry: 'countAttempt',
    invoke: {
      id: 'refreshSession',
      src: 'refreshSession',
      input: backendOf,
      onDone: {
        target: `#${id}.active.resolved`,
        actions: [
          { type: 'adoptSession', params: refreshedSession },
          { type: 'broadcast', params: { outcome: 'resolved' } },
        ],
      },
      onError,
    },
  }) as const;

/** The refresh token was refused: another tab may have spent it a moment ago. */
export const verifyRefusal = {
  guard: { type: 'isRefreshRefused', params: ({ event }: { event: { error: unknown } }) => event.error },
  target: 'verifyingRefusal',
} as const;

/**
 * After a refused refresh token: unless another tab's newer session turns up in storage, the
 * token is dead and the session ends (seed 000 §8: an expired or missing refresh token logs out).
 */
export const verifyingRefusal = <const Id extends string>(id: Id) => {
  const refused = { target: `#${id}.signedOut`, actions: [...endSession('refused')] } as const;
  return {
    initial: 'awaitingBroadcast',
    states: {
      awaitingBroadcast,
      checkingStorage: {
        invoke: {
          id: 'verifyStoredSession',
          src: 'readStoredSession',
          input: backendOf,
          onDone: [adoptNewerSession(id), refused],
          onError: refused,
        },
      },
    },
  } as const;
};
