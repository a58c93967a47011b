import { deepStrictEqual } from 'node:assert/strict';
import { backendSessionMachine } from '@machines/backend-session/backend-session.machine';
import type { StoredSessionCheck } from '@machines/backend-session/backend-session.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import {
  action,
  effectsExclude,
  effectsInclude,
  holds,
  invoked,
  projected,
  stateIs,
  type MachineOracle,
  type OracleStep,
} from '../support/oracle';

/** Expiry, refresh token and the attempt count decide what happens next; the queue never does. */
export type BackendSessionProjection = { expiresAt: string; hasRefreshToken: boolean; attempts: number };

type State = ProjectedState<BackendSessionProjection>;

export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const MINUTE = 60_000;

const EXPIRIES = {
  expired: NOW - MINUTE,
  valid: NOW + 14 * MINUTE,
  renewed: NOW + 15 * MINUTE,
} as const;

const nameOf = (expiresAt: number | null) =>
  expiresAt === null
    ? 'none'
    : (Object.entries(EXPIRIES).find(([, value]) => value === expiresAt)?.[0] ?? String(expiresAt));

const stored = (expiresAt: number | null): StoredSessionCheck => ({
  session: expiresAt === null ? null : { expiresAt, hasRefreshToken: true },
  checkedAt: NOW,
});

const valueOf = (s: State) => JSON.stringify(s.value);
const isIdle = (s: State) => valueOf(s) === JSON.stringify({ active: 'idle' });
const isRefreshing = (s: State) => valueOf(s).includes('refreshing');
/** Events from outside the refresh are combined with its first attempt only. */
const isFirstAttempt = (s: State) => !isRefreshing(s) || s.attempts <= 1;
const leaf = (s: State) => valueOf(s).match(/"(\w+)"}*$/)?.[1] ?? valueOf(s);
/** Calls queue the same way in every refreshing state: shown while waiting for the lock. */
const isCalm = (s: State) => !isRefreshing(s) || (leaf(s) === 'waitingForLock' && s.attempts === 0);

/** The own back end's 401 to a spent refresh token. */
const refusedError = {
  message: 'Refresh token is expired or does not exist',
  serverMessage: 'Refresh token is expired or does not exist',
  status: 401,
};

const R = {
  refresh:
    'seed 001 §4 Session refresh: on a 401 or 403 with a refresh token, the refresh endpoint is called with up to 3 attempts, back-off 1 s then 2 s',
  replay: 'seed 001 §4 Session refresh: on success the original request is replayed',
  fail: "seed 001 §4, §8: a refresh that fails after its attempts clears auth and user and goes to /login ('Authentication failed - please log in again.')",
  noRefreshToken: 'seed 001 §4: a 401 or 403 without a refresh token cannot be renewed: the session ends',
  signedIn:
    "seed 002 §4: signed in only while the token's expiry is in the future (docs/decisions.md: renewed 10 s before)",
  restore: 'seed 001 §3: the session persists in local storage (auth-storage) and is restored on start',
  shared:
    'docs/decisions.md "Sharing a refresh across tabs": one tab refreshes, the others take its broadcast outcome',
  grace:
    'docs/decisions.md "A refused refresh token": a refused tab waits 1.5 s for another tab\'s broadcast before it signs out',
  lockTimeout:
    'docs/decisions.md "Sharing a refresh across tabs": a tab that waits more than 10 s for the lock refreshes without it',
  signOut: 'seed 001 §4 Logout: signing out ends the session and its waiting calls',
} as const;

/** seed 001 §4, §9: 3 attempts, 1 s then 2 s apart; the rest from docs/decisions.md. */
const SPEC = {
  attempts: 3,
  backoffMs: [1000, 2000],
  lockTimeoutMs: 10_000,
  refusalGraceMs: 1500,
  marginMs: 10_000,
} as const;
const BACKEND = { backend: 'own-backend' } as const;

type Step = OracleStep<BackendSessionProjection>;
const requestOf = (s: Step) => s.event as { type: string; requestId: string; at?: number; stale?: boolean };
const expiryOf = (name: string | undefined) =>
  name ? (EXPIRIES as Record<string, number>)[name] : undefined;
const needsRefresh = (s: Step) => {
  const expiry = expiryOf(s.before?.expiresAt);
  return expiry === undefined || expiry - SPEC.marginMs <= (requestOf(s).at ?? NOW);
};
const errorOf = (s: Step) => (s.event as { error?: { status?: number | null; message?: string } }).error;
const isRefusal = (s: Step) => {
  const e = errorOf(s);
  return (
    e?.status === 401 ||
    /Refresh token is (expired or does not exist|missing)|Missing or invalid parameter/.test(e?.message ?? '')
  );
};
const outputOf = (s: Step) => (s.event as { output?: StoredSessionCheck }).output;
const storedIsNewer = (s: Step) => {
  const check = outputOf(s);
  if (!check?.session || check.session.expiresAt - SPEC.marginMs <= check.checkedAt) return false;
  const own = expiryOf(s.before?.expiresAt);
  return own === undefined || check.session.expiresAt > own;
};
const forOne = (rule: string, type: 'grantRequests' | 'refuseRequests') =>
  holds<BackendSessionProjection>(rule, (s) =>
    effectsInclude<BackendSessionProjection>(
      rule,
      action(type, { requestIds: [requestOf(s).requestId] }),
    ).check(s),
  );
const waits = (rule: string) =>
  effectsExclude<BackendSessionProjection>(rule, action('grantRequests'), action('refuseRequests'));
const ended = (rule: string, reason: string) => [
  stateIs<BackendSessionProjection>(rule, 'signedOut'),
  projected<BackendSessionProjection>(rule, { expiresAt: 'none', hasRefreshToken: false }),
  effectsInclude<BackendSessionProjection>(
    rule,
    action('clearStoredSession'),
    action('broadcast', { outcome: 'rejected' }),
    action('refuseRequests'),
    action('notifySessionEnded', { reason }),
  ),
];
const entered = (s: Step, key: string) => s.to === key && s.from !== key;

export const backendSessionOracle = {
  delays: {
    REFRESH_BACKOFF: {
      ms: (before) => (before.attempts === 1 ? SPEC.backoffMs[0] : SPEC.backoffMs[1]),
      rule: R.refresh,
    },
    LOCK_TIMEOUT: { ms: SPEC.lockTimeoutMs, rule: R.lockTimeout },
    REFUSAL_GRACE: { ms: SPEC.refusalGraceMs, rule: R.grace },
  },
  states: {
    restoring: { seed: R.restore },
    signedOut: {
      seed: [R.fail, R.signOut],
      expect: [projected(R.fail, { expiresAt: 'none', hasRefreshToken: false, attempts: 0 })],
    },
    'active.idle': {
      seed: R.signedIn,
      expect: [
        holds(R.signedIn, (s) => (s.state.expiresAt !== 'none' ? true : 'signed in without a session')),
      ],
    },
    'active.refreshing.waitingForLock': {
      seed: R.shared,
      expect: [effectsExclude(R.shared, invoked('refreshSession'))],
    },
    'active.refreshing.checkingStorage': { seed: R.shared },
    'active.refreshing.callingRefresh': {
      seed: R.refresh,
      expect: [
        holds(R.refresh, (s) =>
          s.state.attempts >= 1 && s.state.attempts <= SPEC.attempts ? true : `attempt ${s.state.attempts}`,
        ),
        holds(R.refresh, (s) =>
          !entered(s, 'active.refreshing.callingRefresh') ||
          s.effects.some(invoked('refreshSession', BACKEND).test)
            ? true
            : 'entered without calling refresh',
        ),
      ],
    },
    'active.refreshing.backingOff': {
      seed: R.refresh,
      expect: [
        holds(R.refresh, (s) =>
          s.state.attempts >= 1 && s.state.attempts < SPEC.attempts
            ? true
            : `backing off after attempt ${s.state.attempts}`,
        ),
      ],
    },
    'active.refreshing.verifyingRefusal.awaitingBroadcast': { seed: [R.fail, R.grace] },
    'active.refreshing.verifyingRefusal.checkingStorage': { seed: [R.fail, R.shared] },
    'active.resolved': { seed: R.replay },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        stateIs(R.restore, 'restoring'),
        effectsInclude(R.restore, invoked('restoreSession', BACKEND), invoked('otherTabs', BACKEND)),
      ],
    },
    {
      from: ['restoring', 'active.refreshing'],
      on: ['TOKEN.REQUEST', 'TOKEN.UNAUTHORIZED'],
      expect: [waits(R.replay)],
    },
    { from: 'signedOut', on: 'TOKEN.REQUEST', expect: [forOne(R.fail, 'refuseRequests')] },
    { from: 'signedOut', on: 'TOKEN.UNAUTHORIZED', expect: [forOne(R.fail, 'refuseRequests')] },
    {
      from: 'active.idle',
      on: 'TOKEN.REQUEST',
      where: needsRefresh,
      expect: [
        stateIs(R.signedIn, 'active.refreshing.waitingForLock'),
        effectsInclude(R.shared, action('broadcast', { outcome: 'refreshing' })),
        waits(R.replay),
      ],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.REQUEST',
      where: (s) => !needsRefresh(s),
      expect: [stateIs(R.signedIn, 'active.idle'), forOne(R.signedIn, 'grantRequests')],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => requestOf(s).stale === true,
      expect: [stateIs(R.replay, 'active.idle'), forOne(R.replay, 'grantRequests')],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => requestOf(s).stale === false && s.before?.hasRefreshToken === true,
      expect: [
        stateIs(R.refresh, 'active.refreshing.waitingForLock'),
        effectsInclude(R.shared, action('broadcast', { outcome: 'refreshing' })),
        waits(R.replay),
      ],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => requestOf(s).stale === false && s.before?.hasRefreshToken === false,
      expect: [...ended(R.noRefreshToken, 'refused'), forOne(R.noRefreshToken, 'refuseRequests')],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.done.actor.refreshSession',
      expect: [
        stateIs(R.replay, 'active.idle'),
        projected(R.replay, { expiresAt: 'renewed' }),
        effectsInclude(R.replay, action('grantRequests')),
        effectsInclude(R.shared, action('broadcast', { outcome: 'resolved' })),
      ],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      // seed 001 §4: 3 calls whatever the failure, a refusal too (issue: 401 alike).
      where: (s) => (s.before?.attempts ?? 0) < SPEC.attempts,
      expect: [stateIs(R.refresh, 'active.refreshing.backingOff'), waits(R.refresh)],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      where: (s) => !isRefusal(s) && (s.before?.attempts ?? 0) >= SPEC.attempts,
      expect: [...ended(R.fail, 'failed')],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      where: (s) => isRefusal(s) && (s.before?.attempts ?? 0) >= SPEC.attempts,
      expect: [stateIs(R.grace, 'active.refreshing.verifyingRefusal.awaitingBroadcast'), waits(R.grace)],
    },
    {
      from: 'active.refreshing.backingOff',
      on: 'xstate.after.REFRESH_BACKOFF',
      expect: [stateIs(R.refresh, 'active.refreshing.checkingStorage')],
    },
    {
      from: 'active.refreshing.verifyingRefusal.checkingStorage',
      on: ['xstate.done.actor.verifyStoredSession', 'xstate.error.actor.verifyStoredSession'],
      where: (s) => !storedIsNewer(s),
      expect: [...ended(R.fail, 'refused')],
    },
    {
      from: ['active.refreshing.checkingStorage', 'active.refreshing.verifyingRefusal.checkingStorage'],
      on: ['xstate.done.actor.checkStoredSession', 'xstate.done.actor.verifyStoredSession'],
      where: storedIsNewer,
      expect: [
        stateIs(R.shared, 'active.idle'),
        projected(R.shared, { expiresAt: 'renewed' }),
        effectsInclude(R.replay, action('grantRequests')),
        effectsExclude(R.shared, invoked('refreshSession'), action('broadcast')),
      ],
    },
    {
      from: 'active.refreshing',
      on: 'CHANNEL.RESOLVED',
      expect: [
        stateIs(R.shared, 'active.idle'),
        projected(R.shared, { expiresAt: 'renewed' }),
        effectsInclude(R.replay, action('grantRequests')),
        effectsExclude(R.shared, invoked('refreshSession'), action('broadcast')),
      ],
    },
    {
      from: 'active',
      on: 'CHANNEL.REJECTED',
      expect: [
        stateIs(R.shared, 'signedOut'),
        effectsInclude(
          R.shared,
          action('refuseRequests'),
          action('notifySessionEnded', { reason: 'elsewhere' }),
        ),
        effectsExclude(R.shared, action('broadcast')),
      ],
    },
    {
      from: 'active',
      on: 'SESSION.END',
      expect: [stateIs(R.signOut, 'signedOut'), effectsInclude(R.signOut, action('refuseRequests'))],
    },
    {
      from: 'active.refreshing.waitingForLock',
      on: ['LOCK.ACQUIRED', 'xstate.after.LOCK_TIMEOUT', 'xstate.error.actor.refreshLock'],
      expect: [
        stateIs(R.shared, 'active.refreshing.checkingStorage'),
        effectsInclude(R.shared, invoked('checkStoredSession', BACKEND)),
      ],
    },
  ],
} satisfies MachineOracle<typeof backendSessionMachine, BackendSessionProjection>;

export const backendSessionFixture = {
  machine: backendSessionMachine,
  oracle: backendSessionOracle,
  inputs: [{ label: 'own back end', input: { backend: 'own-backend' } }],
  project: (snapshot) => ({
    expiresAt: nameOf(snapshot.context.expiresAt),
    hasRefreshToken: snapshot.context.hasRefreshToken,
    attempts: snapshot.context.attempts,
  }),
  events: {
    'TOKEN.REQUEST': [
      {
        label: 'token request',
        event: { type: 'TOKEN.REQUEST', requestId: 'call-1', at: NOW },
        offer: isCalm,
      },
      {
        label: 'token request 15 minutes later',
        event: { type: 'TOKEN.REQUEST', requestId: 'call-2', at: NOW + 15 * MINUTE },
        offer: (s) => s.expiresAt === 'valid' && isIdle(s),
      },
    ],
    'TOKEN.UNAUTHORIZED': [
      {
        label: 'call refused',
        event: { type: 'TOKEN.UNAUTHORIZED', requestId: 'call-3', stale: false },
        offer: isCalm,
      },
      {
        label: 'call refused with a replaced token',
        event: { type: 'TOKEN.UNAUTHORIZED', requestId: 'call-4', stale: true },
        offer: isIdle,
      },
    ],
    'SESSION.START': [
      {
        label: 'signed in',
        event: { type: 'SESSION.START', expiresAt: EXPIRIES.valid, hasRefreshToken: true },
        offer: (s) =>
          s.expiresAt === 'none' || (s.expiresAt === 'expired' && isRefreshing(s) && s.attempts === 0),
      },
      {
        label: 'signed in without refresh token',
        event: { type: 'SESSION.START', expiresAt: EXPIRIES.valid, hasRefreshToken: false },
        offer: (s) => s.expiresAt === 'none',
      },
    ],
    'SESSION.END': [
      {
        label: 'signed out',
        event: { type: 'SESSION.END' },
        offer: (s) => s.expiresAt === 'valid' && s.hasRefreshToken && isCalm(s),
      },
    ],
    'LOCK.ACQUIRED': [{ label: 'lock acquired', event: { type: 'LOCK.ACQUIRED' } }],
    'CHANNEL.REFRESHING': [{ label: 'other tab refreshing', event: { type: 'CHANNEL.REFRESHING' } }],
    'CHANNEL.RESOLVED': [
      {
        label: 'other tab resolved',
        event: { type: 'CHANNEL.RESOLVED', expiresAt: EXPIRIES.renewed },
        offer: (s) => isCalm(s) || (leaf(s) === 'backingOff' && s.attempts === 1),
      },
    ],
    'CHANNEL.REJECTED': [
      {
        label: 'other tab rejected',
        event: { type: 'CHANNEL.REJECTED' },
        offer: (s) => s.expiresAt !== 'renewed' && isCalm(s),
      },
    ],
  },
  doneOutputs: {
    restoreSession: [
      { label: 'nothing stored', output: stored(null) },
      { label: 'valid tokens stored', output: stored(EXPIRIES.valid) },
      { label: 'expired tokens stored', output: stored(EXPIRIES.expired) },
    ],
    checkStoredSession: [
      { label: 'storage holds newer tokens', output: stored(EXPIRIES.renewed), offer: isFirstAttempt },
      { label: 'storage emptied', output: stored(null), offer: (s) => s.attempts === 0 },
      { label: 'storage unchanged', output: stored(EXPIRIES.expired) },
    ],
    refreshSession: [{ label: 'refresh ok', output: { expiresAt: EXPIRIES.renewed, hasRefreshToken: true } }],
    verifyStoredSession: [
      { label: 'another tab had refreshed', output: stored(EXPIRIES.renewed) },
      { label: 'storage still spent', output: stored(EXPIRIES.expired) },
    ],
  },
  errors: {
    otherTabs: [
      {
        label: 'channel unavailable',
        error: { message: 'BroadcastChannel is not defined' },
        offer: (s) => s.value === 'signedOut',
      },
    ],
    restoreSession: [{ label: 'storage unreadable', error: { message: 'SecurityError' } }],
    refreshLock: [
      {
        label: 'locks unavailable',
        error: { message: 'navigator.locks is undefined' },
        offer: (s) => leaf(s) === 'waitingForLock',
      },
    ],
    checkStoredSession: [
      { label: 'storage check fails', error: { message: 'SecurityError' }, offer: (s) => s.attempts === 0 },
    ],
    refreshSession: [
      // Refused on the first call (tried again) and on the last (then checked against storage).
      {
        label: 'refresh token refused',
        error: refusedError,
        offer: (s) => s.attempts === 1 || s.attempts === 3,
      },
      {
        label: 'refresh server error',
        error: {
          message: 'Request failed with status 500',
          serverMessage: 'Request failed with status 500',
          status: 500,
        },
      },
    ],
    verifyStoredSession: [{ label: 'storage verify fails', error: { message: 'SecurityError' } }],
  },
  stateAssertions: {
    'active.refreshing.callingRefresh': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshSession'), { backend: 'own-backend' }, description);
    },
  },
} satisfies MachineFixture<typeof backendSessionMachine, BackendSessionProjection>;
