import { deepStrictEqual } from 'node:assert/strict';
import { backendSessionMachine } from '@machines/backend-session/backend-session.machine';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';
import {
  adoptsOtherTab,
  backoffAfter,
  backsOffAfterAnAttempt,
  everyCallAnswered,
  invokesOnEntry,
  isCalm,
  isIdle,
  leaf,
  NOW,
  refreshRefused,
  SESSION_SPEC,
  sessionErrors,
  sessionSetup,
  sessionTags,
  startsRefresh,
} from './session.builders';

/** Expiry, refresh token and the attempt count decide what happens next; the queue never does. */
export type BackendSessionProjection = { expiresAt: string; hasRefreshToken: boolean; attempts: number };

const { EXPIRIES, nameOf, needsRefresh, storedIsNewer, EVENTS, OUTPUTS } = sessionSetup(14);

const R = {
  refresh:
    'seed 001 §4 Session refresh: on a 401 or 403 with a refresh token, the refresh endpoint is called with up to 3 attempts, back-off 1 s then 2 s',
  replay: 'seed 001 §4 Session refresh: on success the original request is replayed',
  fail: "seed 001 §4, §8: a refresh that fails after its attempts clears auth and user and goes to /login ('Authentication failed - please log in again.')",
  noRefreshToken: 'seed 001 §4: a 401 or 403 without a refresh token cannot be renewed: the session ends',
  expiredWithoutRefreshToken:
    "seed 001 §4, seed 002 §4: signed in only while the token's expiry is in the future; only a refresh token renews it, so without one an expired session ends",
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
  signIn:
    'seed 001 §3, seed 002 §7: signing in stores the auth state (auth-storage) and the session goes on with its expiry and refresh token',
  queue:
    'seed 001 §4 Session refresh: the calls refused meanwhile wait for the refresh and are replayed (or refused) once when it ends',
  staysSignedIn:
    'seed 001 §4 Session refresh: the viewer stays signed in while the session is refreshed; only a failed refresh (or logout) clears auth and user',
  refreshing:
    'docs/decisions.md "Sharing a refresh across tabs": the session shows it is refreshing from the refresh\'s start until its outcome',
} as const;

const SPEC = SESSION_SPEC;
const BACKEND = { backend: 'own-backend' } as const;

type Step = o.OracleStep<BackendSessionProjection>;
const requestOf = (s: Step) => s.event as { type: string; requestId: string; at?: number; stale?: boolean };
const errorOf = (s: Step) => (s.event as { error?: { status?: number | null; message?: string } }).error;
const restoredDead = (s: Step) => {
  const session = (
    s.event as { output?: { session: { expiresAt: number; hasRefreshToken: boolean } | null } }
  ).output?.session;
  return session != null && !session.hasRefreshToken && session.expiresAt <= NOW;
};
const isRefusal = (s: Step) => {
  const e = errorOf(s);
  return (
    e?.status === 401 ||
    /Refresh token is (expired or does not exist|missing)|Missing or invalid parameter/.test(e?.message ?? '')
  );
};
const forOne = (rule: string, type: 'grantRequests' | 'refuseRequests') =>
  o.holds<BackendSessionProjection>(rule, (s) =>
    o
      .effectsInclude<BackendSessionProjection>(
        rule,
        o.action(type, { requestIds: [requestOf(s).requestId] }),
      )
      .check(s),
  );
const waits = (rule: string) =>
  o.effectsExclude<BackendSessionProjection>(rule, o.action('grantRequests'), o.action('refuseRequests'));
const ended = (rule: string, reason: string) => [
  o.stateIs<BackendSessionProjection>(rule, 'signedOut'),
  o.projected<BackendSessionProjection>(rule, { expiresAt: 'none', hasRefreshToken: false }),
  o.effectsInclude<BackendSessionProjection>(
    rule,
    o.action('clearStoredSession'),
    o.action('broadcast', { outcome: 'rejected' }),
    o.action('refuseRequests'),
    o.action('notifySessionEnded', { reason }),
  ),
];

export const backendSessionOracle = {
  delays: {
    REFRESH_BACKOFF: {
      ms: backoffAfter,
      rule: R.refresh,
    },
    LOCK_TIMEOUT: { ms: SPEC.lockTimeoutMs, rule: R.lockTimeout },
    REFUSAL_GRACE: { ms: SPEC.refusalGraceMs, rule: R.grace },
  },
  states: {
    restoring: {
      seed: R.restore,
      // Nothing is known of the session until storage has been read.
      expect: [o.projected(R.restore, { expiresAt: 'none', hasRefreshToken: false, attempts: 0 })],
    },
    signedOut: {
      seed: [R.fail, R.signOut],
      expect: [o.projected(R.fail, { expiresAt: 'none', hasRefreshToken: false, attempts: 0 })],
    },
    'active.idle': {
      seed: R.signedIn,
      expect: [
        o.holds(R.signedIn, (s) => (s.state.expiresAt !== 'none' ? true : 'signed in without a session')),
      ],
    },
    'active.refreshing.waitingForLock': {
      seed: R.shared,
      expect: [o.effectsExclude(R.shared, o.invoked('refreshSession'))],
    },
    'active.refreshing.checkingStorage': { seed: R.shared },
    'active.refreshing.callingRefresh': {
      seed: R.refresh,
      expect: [
        o.holds(R.refresh, (s) =>
          s.state.attempts >= 1 && s.state.attempts <= SPEC.attempts ? true : `attempt ${s.state.attempts}`,
        ),
        invokesOnEntry(
          R.refresh,
          'active.refreshing.callingRefresh',
          'refreshSession',
          BACKEND,
          'calling refresh',
        ),
      ],
    },
    'active.refreshing.backingOff': {
      seed: R.refresh,
      expect: [backsOffAfterAnAttempt(R.refresh)],
    },
    'active.refreshing.verifyingRefusal.awaitingBroadcast': { seed: [R.fail, R.grace] },
    'active.refreshing.verifyingRefusal.checkingStorage': { seed: [R.fail, R.shared] },
    'active.resolved': { seed: R.replay },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: o.endsIn(
        R.restore,
        'restoring',
        o.invoked('restoreSession', BACKEND),
        o.invoked('otherTabs', BACKEND),
      ),
    },
    { on: 'xstate.init', expect: sessionTags(R.staysSignedIn, R.refreshing) },
    { expect: sessionTags(R.staysSignedIn, R.refreshing) },
    everyCallAnswered(R.queue),
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
      where: (s) => needsRefresh(s) && s.before?.hasRefreshToken === true,
      expect: [...startsRefresh(R.signedIn, R.shared), waits(R.replay)],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.REQUEST',
      where: (s) => needsRefresh(s) && s.before?.hasRefreshToken === false,
      expect: [
        ...ended(R.expiredWithoutRefreshToken, 'refused'),
        forOne(R.expiredWithoutRefreshToken, 'refuseRequests'),
        o.effectsExclude(R.expiredWithoutRefreshToken, o.invoked('refreshSession'), o.invoked('refreshLock')),
      ],
    },
    {
      from: 'restoring',
      on: 'xstate.done.actor.restoreSession',
      where: restoredDead,
      expect: [
        o.stateIs(R.expiredWithoutRefreshToken, 'signedOut'),
        o.effectsInclude(R.expiredWithoutRefreshToken, o.action('clearStoredSession')),
        // Nothing was signed in on this page, so nothing is announced to it or to other tabs.
        o.effectsExclude(
          R.expiredWithoutRefreshToken,
          o.invoked('refreshLock'),
          o.action('broadcast'),
          o.action('notifySessionEnded'),
        ),
      ],
    },
    {
      from: 'restoring',
      on: 'xstate.done.actor.restoreSession',
      where: (s) => !restoredDead(s),
      expect: [o.effectsExclude(R.restore, o.action('clearStoredSession'), o.action('notifySessionEnded'))],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.REQUEST',
      where: (s) => !needsRefresh(s),
      expect: [o.stateIs(R.signedIn, 'active.idle'), forOne(R.signedIn, 'grantRequests')],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => requestOf(s).stale === true,
      expect: [o.stateIs(R.replay, 'active.idle'), forOne(R.replay, 'grantRequests')],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => requestOf(s).stale === false && s.before?.hasRefreshToken === true,
      expect: [...startsRefresh(R.refresh, R.shared), waits(R.replay)],
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
        o.stateIs(R.replay, 'active.idle'),
        o.projected(R.replay, { expiresAt: 'renewed' }),
        o.effectsInclude(R.replay, o.action('grantRequests')),
        o.effectsInclude(R.shared, o.action('broadcast', { outcome: 'resolved' })),
      ],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      // seed 001 §4: 3 calls whatever the failure, a refusal too (issue: 401 alike).
      where: (s) => (s.before?.attempts ?? 0) < SPEC.attempts,
      expect: [o.stateIs(R.refresh, 'active.refreshing.backingOff'), waits(R.refresh)],
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
      expect: [o.stateIs(R.grace, 'active.refreshing.verifyingRefusal.awaitingBroadcast'), waits(R.grace)],
    },
    {
      from: 'active.refreshing.backingOff',
      on: 'xstate.after.REFRESH_BACKOFF',
      expect: [o.stateIs(R.refresh, 'active.refreshing.checkingStorage')],
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
      expect: adoptsOtherTab(R.shared, R.replay),
    },
    {
      from: 'active.refreshing',
      on: 'CHANNEL.RESOLVED',
      // The other tab's refresh stored a new refresh token with the session.
      expect: [...adoptsOtherTab(R.shared, R.replay), o.projected(R.shared, { hasRefreshToken: true })],
    },
    {
      // Signed in (or restored) here: another tab's refresh replaced the stored session.
      from: 'active.idle',
      on: 'CHANNEL.RESOLVED',
      expect: [
        ...o.endsAs(R.shared, 'active.idle', { expiresAt: 'renewed' }),
        o.effectsExclude(R.shared, o.invoked('refreshSession'), o.action('broadcast')),
      ],
    },
    {
      from: 'active.idle',
      on: 'CHANNEL.REFRESHING',
      expect: [
        o.stateIs(R.shared, 'active.refreshing.waitingForLock'),
        o.effectsExclude(R.shared, o.action('broadcast')),
      ],
    },
    {
      on: 'SESSION.START',
      expect: [
        ...o.endsAs(R.signIn, 'active.idle', { expiresAt: 'valid' }),
        o.holds(R.signIn, (s) =>
          s.state.hasRefreshToken === s.event.hasRefreshToken
            ? true
            : `signed in with hasRefreshToken ${String(s.event.hasRefreshToken)}, the session says ${s.state.hasRefreshToken}`,
        ),
      ],
    },
    {
      // Signing in while a refresh waits for the lock: the new session is used, nothing is refreshed.
      from: 'active.refreshing',
      on: 'SESSION.START',
      expect: [
        ...o.endsAs(R.signIn, 'active.idle', { expiresAt: 'valid', hasRefreshToken: true }),
        o.effectsExclude(R.signIn, o.invoked('refreshSession'), o.action('broadcast')),
      ],
    },
    {
      from: 'active',
      on: 'CHANNEL.REJECTED',
      expect: [
        o.stateIs(R.shared, 'signedOut'),
        o.effectsInclude(
          R.shared,
          o.action('refuseRequests'),
          o.action('notifySessionEnded', { reason: 'elsewhere' }),
        ),
        o.effectsExclude(R.shared, o.action('broadcast')),
      ],
    },
    {
      from: 'active',
      on: 'SESSION.END',
      expect: o.endsIn(R.signOut, 'signedOut', o.action('refuseRequests')),
    },
    {
      from: 'active.refreshing.waitingForLock',
      on: ['LOCK.ACQUIRED', 'xstate.after.LOCK_TIMEOUT', 'xstate.error.actor.refreshLock'],
      expect: o.endsIn(
        R.shared,
        'active.refreshing.checkingStorage',
        o.invoked('checkStoredSession', BACKEND),
      ),
    },
  ],
} satisfies o.MachineOracle<typeof backendSessionMachine, BackendSessionProjection>;

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
    'TOKEN.REQUEST': EVENTS.tokenRequests(15),
    'TOKEN.UNAUTHORIZED': [
      EVENTS.unauthorized('call refused', false, isCalm),
      EVENTS.unauthorized('call refused with a replaced token', true, isIdle),
    ],
    'SESSION.START': [
      EVENTS.signedIn,
      {
        label: 'signed in without refresh token',
        event: { type: 'SESSION.START', expiresAt: EXPIRIES.valid, hasRefreshToken: false },
        offer: (s) => s.expiresAt === 'none',
      },
    ],
    'SESSION.END': [EVENTS.signedOut((s) => s.expiresAt === 'valid' && s.hasRefreshToken && isCalm(s))],
    'LOCK.ACQUIRED': EVENTS['LOCK.ACQUIRED'],
    'CHANNEL.REFRESHING': EVENTS['CHANNEL.REFRESHING'],
    'CHANNEL.RESOLVED': [
      EVENTS.otherTabResolved((s) => isCalm(s) || (leaf(s) === 'backingOff' && s.attempts === 1)),
    ],
    'CHANNEL.REJECTED': EVENTS['CHANNEL.REJECTED'],
  },
  doneOutputs: {
    restoreSession: [
      ...OUTPUTS.restoreSession,
      {
        label: 'expired tokens stored without refresh token',
        output: { session: { expiresAt: EXPIRIES.expired, hasRefreshToken: false }, checkedAt: NOW },
      },
    ],
    checkStoredSession: [
      OUTPUTS.newerInStorage,
      OUTPUTS.storageEmptied((s) => s.attempts === 0),
      OUTPUTS.unchangedInStorage,
    ],
    refreshSession: OUTPUTS.refreshSession,
    verifyStoredSession: OUTPUTS.verifyStoredSession,
  },
  errors: {
    ...sessionErrors,
    refreshSession: [
      // Refused on the first call (tried again) and on the last (then checked against storage).
      refreshRefused((s) => s.attempts === 1 || s.attempts === 3),
      {
        label: 'refresh server error',
        error: {
          message: 'Request failed with status 500',
          serverMessage: 'Request failed with status 500',
          status: 500,
        },
      },
    ],
  },
  stateAssertions: {
    'active.refreshing.callingRefresh': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshSession'), { backend: 'own-backend' }, description);
    },
  },
} satisfies MachineFixture<typeof backendSessionMachine, BackendSessionProjection>;
