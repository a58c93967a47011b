import { deepStrictEqual } from 'node:assert/strict';
import { commerceSessionMachine } from '@machines/commerce-session/commerce-session.machine';
import type { StoredSessionCheck } from '@machines/commerce-session/commerce-session.types';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';
import {
  adoptsOtherTab,
  backoffAfter,
  backsOffAfterAnAttempt,
  everyCallAnswered,
  invokesOnEntry,
  isCalm,
  isFirstAttempt,
  isIdle,
  isRefreshing,
  leaf,
  refreshRefused,
  SESSION_SPEC,
  sessionErrors,
  sessionSetup,
  sessionTags,
  startsRefresh,
  stored,
  storedOutputOf,
} from './session.builders';

/**
 * The expiry and the refresh calls made so far decide what the session does next; the queue
 * holds ids and never a guard input.
 */
export type CommerceSessionProjection = { expiresAt: string; attempts: number; unauthorized: boolean };

const {
  EXPIRIES,
  nameOf,
  needsRefresh: requestNeedsRefresh,
  storedIsNewer,
  EVENTS,
  OUTPUTS,
} = sessionSetup(4);

/**
 * A refresh answer that says the refresh token is spent in seed 000 §8's words. A 401 without
 * them is tried again like a network or server failure (seed 001 §4).
 */
const isRefusal = (error: unknown) => {
  const e = (error ?? {}) as { message?: string; serverMessage?: string | null };
  const text = `${e.serverMessage ?? ''} ${e.message ?? ''}`;
  return (
    text.includes('Refresh token is expired or does not exist') ||
    text.includes('Missing or invalid parameter')
  );
};

/**
 * The rules of the commerce session, in the seed's words (seed 000 §4 "Commerce-mode session",
 * §8) and, where the seed leaves the how open, in the words of docs/decisions.md.
 */
export const RULES = {
  restore: 'seed 000 §4 (commerce session): tokens are restored from storage and refreshed when expired',
  shared:
    'seed 000 §4 (commerce session): a refresh is shared across browser tabs by broadcast (refreshing, resolved, rejected)',
  broadcastRefreshing: "seed 000 §4 (commerce session): a tab that starts a refresh broadcasts 'refreshing'",
  broadcastResolved: "seed 000 §4 (commerce session): a refresh shared across tabs broadcasts 'resolved'",
  broadcastRejected:
    "seed 000 §4 (commerce session): a refresh that fails broadcasts 'rejected' to the other tabs",
  adopt:
    "seed 000 §4 (commerce session): a tab that hears 'resolved' takes the other tab's session and does not refresh itself",
  queue:
    'seed 000 §4 (commerce session): requests that arrive during a refresh queue until it resolves or rejects',
  granted: 'seed 000 §4 (commerce session): when the refresh resolves, the queued requests go on',
  refused:
    'seed 000 §4 (commerce session): when the refresh rejects or there is no session, the queued requests are refused',
  failClears:
    'seed 000 §4 (commerce session): if refresh fails the tokens are cleared (and the tab is signed out)',
  retry:
    'seed 001 §4 Session refresh: the refresh endpoint is called with up to 3 attempts, back-off 1 s then 2 s (network, 5xx and 401 alike)',
  logout:
    "seed 000 §4, §8 (commerce session): an expired or missing refresh token ('Refresh token is expired or does not exist', 'Missing or invalid parameter') triggers logout",
  grace:
    'docs/decisions.md "A refused refresh token": a refused tab waits 1.5 s for another tab\'s broadcast before it signs out',
  lockTimeout:
    'docs/decisions.md "Sharing a refresh across tabs": a tab that waits more than 10 s for the lock refreshes without it',
  margin: 'docs/decisions.md "Proactive and reactive refresh": a token is renewed 10 s before it expires',
  signedIn: 'seed 000 §4 (commerce session): a session is in use until it expires or ends',
  signOut: 'seed 000 §4 Logout: signing out ends the session and its waiting calls',
  replay:
    'seed 001 §4 Session refresh: on a 401 with a refresh token the refresh endpoint is called (up to 3 attempts); on success the original request is replayed',
  staysSignedIn:
    'seed 000 §4 (commerce session): the session stays in use while its tokens are refreshed; only a failed refresh (or logout) clears them',
  refreshing:
    "seed 000 §4 (commerce session): a refresh is 'refreshing' from its start until it resolves or rejects",
} as const;

const SPEC = SESSION_SPEC;

type Step = o.OracleStep<CommerceSessionProjection>;
const BACKEND = { backend: 'commerce' } as const;
const outputOf = storedOutputOf;
const storedIsExpired = (check: StoredSessionCheck | undefined) =>
  Boolean(check?.session && check.session.expiresAt - SPEC.expiryMarginMs <= check.checkedAt);
const requestOf = (s: Step) => s.event as { type: string; requestId: string; at: number };
const signedOutEffects = (rule: string) => [
  o.stateIs<CommerceSessionProjection>(rule, 'signedOut'),
  o.projected<CommerceSessionProjection>(rule, { expiresAt: 'none', unauthorized: false }),
];
const refusalOf = (s: Step) => s.event as { type: string; requestId: string; stale: boolean };
const noRefreshOutcome = (rule: string) =>
  o.effectsExclude<CommerceSessionProjection>(rule, o.action('grantRequests'), o.action('refuseRequests'));

export const commerceSessionOracle = {
  delays: {
    LOCK_TIMEOUT: { ms: SPEC.lockTimeoutMs, rule: RULES.lockTimeout },
    REFUSAL_GRACE: { ms: SPEC.refusalGraceMs, rule: RULES.grace },
    REFRESH_BACKOFF: {
      ms: backoffAfter,
      rule: RULES.retry,
    },
  },
  states: {
    restoring: { seed: RULES.restore, expect: [o.projected(RULES.restore, { expiresAt: 'none' })] },
    signedOut: {
      seed: [RULES.failClears, RULES.logout],
      expect: [o.projected(RULES.failClears, { expiresAt: 'none' })],
    },
    'active.idle': {
      seed: RULES.signedIn,
      expect: [
        o.holds(RULES.signedIn, (s) => (s.state.expiresAt !== 'none' ? true : 'signed in without a session')),
        // A refused token is never kept in use: the refresh that follows ends the refusal.
        o.projected(RULES.replay, { unauthorized: false }),
      ],
    },
    'active.refreshing.waitingForLock': {
      seed: RULES.shared,
      expect: [
        invokesOnEntry(
          RULES.shared,
          'active.refreshing.waitingForLock',
          'refreshLock',
          BACKEND,
          'asking for the refresh lock',
        ),
        o.effectsExclude(RULES.shared, o.invoked('refreshSession')),
      ],
    },
    'active.refreshing.checkingStorage': {
      seed: RULES.adopt,
      expect: [
        invokesOnEntry(
          RULES.adopt,
          'active.refreshing.checkingStorage',
          'checkStoredSession',
          BACKEND,
          'reading the stored session',
        ),
      ],
    },
    'active.refreshing.callingRefresh': {
      seed: RULES.restore,
      expect: [
        invokesOnEntry(
          RULES.restore,
          'active.refreshing.callingRefresh',
          'refreshSession',
          BACKEND,
          'calling refresh',
        ),
      ],
    },
    'active.refreshing.backingOff': {
      seed: RULES.retry,
      expect: [
        backsOffAfterAnAttempt(RULES.retry),
        o.effectsExclude(RULES.retry, o.invoked('refreshSession'), o.action('clearStoredSession')),
      ],
    },
    'active.refreshing.verifyingRefusal.awaitingBroadcast': { seed: [RULES.logout, RULES.grace] },
    'active.refreshing.verifyingRefusal.checkingStorage': {
      seed: [RULES.logout, RULES.adopt],
      expect: [
        invokesOnEntry(
          RULES.logout,
          'active.refreshing.verifyingRefusal.checkingStorage',
          'verifyStoredSession',
          BACKEND,
          'reading the stored session',
        ),
      ],
    },
    // Left at once for idle: its effects show on the step that ends in active.idle.
    'active.resolved': { seed: RULES.granted },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(RULES.restore, 'restoring'),
        o.effectsInclude(RULES.shared, o.invoked('otherTabs', BACKEND)),
        o.effectsInclude(RULES.restore, o.invoked('restoreSession', BACKEND)),
        ...sessionTags(RULES.staysSignedIn, RULES.refreshing),
      ],
    },
    { expect: sessionTags(RULES.staysSignedIn, RULES.refreshing) },
    everyCallAnswered(RULES.queue),
    {
      from: 'restoring',
      on: 'xstate.done.actor.restoreSession',
      where: (s) => outputOf(s)?.session === null,
      expect: [
        ...signedOutEffects(RULES.restore),
        o.effectsInclude(RULES.refused, o.action('refuseRequests')),
      ],
    },
    {
      from: 'restoring',
      on: 'xstate.done.actor.restoreSession',
      where: (s) => storedIsExpired(outputOf(s)),
      expect: [
        o.stateIs(RULES.restore, 'active.refreshing'),
        o.effectsInclude(RULES.broadcastRefreshing, o.action('broadcast', { outcome: 'refreshing' })),
        noRefreshOutcome(RULES.queue),
      ],
    },
    {
      from: 'restoring',
      on: 'xstate.done.actor.restoreSession',
      where: (s) => Boolean(outputOf(s)?.session) && !storedIsExpired(outputOf(s)),
      expect: [
        o.stateIs(RULES.restore, 'active.idle'),
        o.effectsInclude(RULES.granted, o.action('grantRequests')),
        o.effectsExclude(RULES.restore, o.action('broadcast'), o.invoked('refreshSession')),
      ],
    },
    {
      from: 'restoring',
      on: 'xstate.error.actor.restoreSession',
      expect: [
        ...signedOutEffects(RULES.restore),
        o.effectsInclude(RULES.refused, o.action('refuseRequests')),
      ],
    },
    {
      from: ['restoring', 'active.refreshing'],
      on: ['TOKEN.REQUEST', 'TOKEN.UNAUTHORIZED'],
      expect: [noRefreshOutcome(RULES.queue)],
    },
    {
      // A refusal of the token in use during a refresh: the refresh must call the platform.
      from: 'active.refreshing',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => !refusalOf(s).stale,
      expect: [o.projected(RULES.replay, { unauthorized: true })],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => refusalOf(s).stale,
      expect: [
        o.stateIs(RULES.replay, 'active.idle'),
        o.effectsIncludeFrom(RULES.replay, (s) => [
          o.action('grantRequests', { requestIds: [refusalOf(s).requestId] }),
        ]),
        o.effectsExclude(RULES.replay, o.action('broadcast')),
      ],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.UNAUTHORIZED',
      where: (s) => !refusalOf(s).stale,
      expect: [
        o.stateIs(RULES.replay, 'active.refreshing.waitingForLock'),
        o.projected(RULES.replay, { unauthorized: true }),
        o.effectsInclude(RULES.broadcastRefreshing, o.action('broadcast', { outcome: 'refreshing' })),
        noRefreshOutcome(RULES.queue),
      ],
    },
    {
      // The refused token has not expired by the clock, yet it is not used again.
      from: 'active.refreshing.checkingStorage',
      on: 'xstate.done.actor.checkStoredSession',
      where: (s) => Boolean(s.before?.unauthorized) && Boolean(outputOf(s)?.session) && !storedIsNewer(s),
      expect: [o.stateIs(RULES.replay, 'active.refreshing.callingRefresh')],
    },
    {
      from: 'signedOut',
      on: ['TOKEN.REQUEST', 'TOKEN.UNAUTHORIZED'],
      expect: [
        o.effectsIncludeFrom(RULES.refused, (s) => [
          o.action('refuseRequests', { requestIds: [requestOf(s).requestId] }),
        ]),
      ],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.REQUEST',
      where: requestNeedsRefresh,
      expect: [...startsRefresh(RULES.restore, RULES.broadcastRefreshing), noRefreshOutcome(RULES.queue)],
    },
    {
      from: 'active.idle',
      on: 'TOKEN.REQUEST',
      where: (s) => !requestNeedsRefresh(s),
      expect: [
        o.stateIs(RULES.signedIn, 'active.idle'),
        o.effectsIncludeFrom(RULES.signedIn, (s) => [
          o.action('grantRequests', { requestIds: [requestOf(s).requestId] }),
        ]),
        o.effectsExclude(RULES.signedIn, o.action('broadcast')),
      ],
    },
    {
      from: 'active.idle',
      on: 'CHANNEL.REFRESHING',
      expect: [
        o.stateIs(RULES.shared, 'active.refreshing'),
        o.effectsExclude(RULES.shared, o.action('broadcast')),
      ],
    },
    {
      from: 'active.refreshing',
      on: 'CHANNEL.RESOLVED',
      expect: adoptsOtherTab(RULES.adopt, RULES.granted),
    },
    {
      // Not refreshing here: the other tab's broadcast session replaces this tab's all the same.
      from: 'active.idle',
      on: 'CHANNEL.RESOLVED',
      expect: [
        ...o.endsAs(RULES.adopt, 'active.idle', { expiresAt: 'renewed' }),
        o.effectsExclude(RULES.adopt, o.invoked('refreshSession'), o.action('broadcast')),
      ],
    },
    {
      // Joined another tab's refresh that changed nothing: this tab's own token is still good.
      from: 'active.refreshing.checkingStorage',
      on: 'xstate.done.actor.checkStoredSession',
      where: (s) =>
        s.before?.unauthorized === false &&
        s.before.expiresAt === 'valid' &&
        Boolean(outputOf(s)?.session) &&
        !storedIsNewer(s),
      expect: [
        ...o.endsAs(RULES.restore, 'active.idle', { expiresAt: 'valid' }),
        o.effectsInclude(RULES.granted, o.action('grantRequests')),
        o.effectsExclude(RULES.restore, o.invoked('refreshSession'), o.action('broadcast')),
      ],
    },
    {
      from: 'active',
      on: 'CHANNEL.REJECTED',
      expect: [
        ...signedOutEffects(RULES.shared),
        o.effectsInclude(RULES.refused, o.action('refuseRequests')),
        o.effectsInclude(RULES.shared, o.action('notifySessionEnded', { reason: 'elsewhere' })),
        o.effectsExclude(RULES.shared, o.action('broadcast')),
      ],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.done.actor.refreshSession',
      expect: [
        o.stateIs(RULES.granted, 'active.idle'),
        o.projected(RULES.granted, { expiresAt: 'renewed' }),
        o.effectsInclude(RULES.broadcastResolved, o.action('broadcast', { outcome: 'resolved' })),
        o.effectsInclude(RULES.granted, o.action('grantRequests')),
      ],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      where: (s) => isRefusal((s.event as { error?: unknown }).error),
      expect: [
        o.stateIs(RULES.grace, 'active.refreshing.verifyingRefusal.awaitingBroadcast'),
        noRefreshOutcome(RULES.queue),
        o.effectsExclude(RULES.grace, o.action('broadcast'), o.action('clearStoredSession')),
      ],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      where: (s) =>
        !isRefusal((s.event as { error?: unknown }).error) && (s.before?.attempts ?? 0) < SPEC.attempts,
      expect: [
        o.stateIs(RULES.retry, 'active.refreshing.backingOff'),
        noRefreshOutcome(RULES.queue),
        o.effectsExclude(RULES.retry, o.action('broadcast'), o.action('clearStoredSession')),
      ],
    },
    {
      from: 'active.refreshing.backingOff',
      on: 'xstate.after.REFRESH_BACKOFF',
      expect: [o.stateIs(RULES.retry, 'active.refreshing.checkingStorage')],
    },
    {
      from: 'active.refreshing.callingRefresh',
      on: 'xstate.error.actor.refreshSession',
      where: (s) =>
        !isRefusal((s.event as { error?: unknown }).error) && (s.before?.attempts ?? 0) >= SPEC.attempts,
      expect: [
        ...signedOutEffects(RULES.failClears),
        o.effectsInclude(RULES.failClears, o.action('clearStoredSession')),
        o.effectsInclude(RULES.broadcastRejected, o.action('broadcast', { outcome: 'rejected' })),
        o.effectsInclude(RULES.refused, o.action('refuseRequests')),
        o.effectsInclude(RULES.failClears, o.action('notifySessionEnded', { reason: 'failed' })),
      ],
    },
    {
      from: 'active.refreshing.verifyingRefusal.checkingStorage',
      on: ['xstate.done.actor.verifyStoredSession', 'xstate.error.actor.verifyStoredSession'],
      where: (s) => !storedIsNewer(s),
      expect: [
        ...signedOutEffects(RULES.logout),
        o.effectsInclude(RULES.logout, o.action('clearStoredSession')),
        o.effectsInclude(RULES.broadcastRejected, o.action('broadcast', { outcome: 'rejected' })),
        o.effectsInclude(RULES.refused, o.action('refuseRequests')),
        o.effectsInclude(RULES.logout, o.action('notifySessionEnded', { reason: 'refused' })),
      ],
    },
    {
      from: ['active.refreshing.checkingStorage', 'active.refreshing.verifyingRefusal.checkingStorage'],
      on: ['xstate.done.actor.checkStoredSession', 'xstate.done.actor.verifyStoredSession'],
      where: storedIsNewer,
      expect: adoptsOtherTab(RULES.adopt, RULES.granted),
    },
    {
      from: 'active.refreshing.checkingStorage',
      on: 'xstate.done.actor.checkStoredSession',
      where: (s) => outputOf(s)?.session === null,
      expect: [
        ...signedOutEffects(RULES.shared),
        o.effectsInclude(RULES.refused, o.action('refuseRequests')),
        o.effectsInclude(RULES.shared, o.action('notifySessionEnded', { reason: 'elsewhere' })),
        o.effectsExclude(RULES.shared, o.invoked('refreshSession')),
      ],
    },
    {
      from: 'active.refreshing.waitingForLock',
      on: ['LOCK.ACQUIRED', 'xstate.after.LOCK_TIMEOUT', 'xstate.error.actor.refreshLock'],
      expect: [o.stateIs(RULES.shared, 'active.refreshing.checkingStorage')],
    },
    {
      from: 'active',
      on: 'SESSION.END',
      expect: [
        ...signedOutEffects(RULES.signOut),
        o.effectsInclude(RULES.signOut, o.action('refuseRequests')),
      ],
    },
    {
      on: 'SESSION.START',
      expect: [o.stateIs(RULES.signedIn, 'active.idle'), o.projected(RULES.signedIn, { expiresAt: 'valid' })],
    },
    {
      // Signed in while a refresh waits for the lock: the new tokens are used as they are.
      from: 'active.refreshing',
      on: 'SESSION.START',
      expect: [
        ...o.endsAs(RULES.signedIn, 'active.idle', { expiresAt: 'valid', unauthorized: false }),
        o.effectsExclude(RULES.signedIn, o.invoked('refreshSession'), o.action('broadcast')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof commerceSessionMachine, CommerceSessionProjection>;

export const commerceSessionFixture = {
  machine: commerceSessionMachine,
  oracle: commerceSessionOracle,
  inputs: [{ label: 'commerce', input: { backend: 'commerce' } }],
  project: (snapshot) => ({
    expiresAt: nameOf(snapshot.context.expiresAt),
    attempts: snapshot.context.attempts,
    unauthorized: snapshot.context.unauthorized,
  }),
  events: {
    // Five minutes on, the valid token has expired too.
    'TOKEN.REQUEST': EVENTS.tokenRequests(5),
    'TOKEN.UNAUTHORIZED': [
      EVENTS.unauthorized(
        'call refused with the current token',
        false,
        (s) => s.expiresAt !== 'expired' && isCalm(s) && !s.unauthorized,
      ),
      EVENTS.unauthorized(
        'call refused with a replaced token',
        true,
        (s) => (s.expiresAt === 'renewed' && isIdle(s)) || (isRefreshing(s) && isCalm(s) && !s.unauthorized),
      ),
    ],
    'SESSION.START': [EVENTS.signedIn],
    'SESSION.END': [EVENTS.signedOut((s) => s.expiresAt === 'valid')],
    'LOCK.ACQUIRED': EVENTS['LOCK.ACQUIRED'],
    'CHANNEL.REFRESHING': EVENTS['CHANNEL.REFRESHING'],
    'CHANNEL.RESOLVED': [
      EVENTS.otherTabResolved(
        (s) =>
          isCalm(s) ||
          (leaf(s) === 'callingRefresh' && s.attempts === 1) ||
          (leaf(s) === 'backingOff' && s.attempts === 1),
      ),
    ],
    'CHANNEL.REJECTED': EVENTS['CHANNEL.REJECTED'],
  },
  doneOutputs: {
    restoreSession: OUTPUTS.restoreSession,
    checkStoredSession: [
      OUTPUTS.newerInStorage,
      OUTPUTS.storageEmptied((s) => isRefreshing(s) && s.attempts === 0),
      OUTPUTS.unchangedInStorage,
      {
        // The token in storage is the one the platform just refused.
        label: 'storage holds the refused token',
        output: stored(EXPIRIES.valid),
        offer: (s) => s.unauthorized && s.expiresAt === 'valid' && s.attempts === 0,
      },
    ],
    refreshSession: OUTPUTS.refreshSession,
    verifyStoredSession: OUTPUTS.verifyStoredSession,
  },
  errors: {
    ...sessionErrors,
    refreshSession: [
      refreshRefused(isFirstAttempt),
      {
        // A 401 without the platform's words is tried again (seed 001 §4).
        label: 'refresh answered 401 without a reason',
        error: { message: 'Request failed with status 401', status: 401 },
        offer: isFirstAttempt,
      },
      {
        label: 'refresh parameter missing',
        offer: isFirstAttempt,
        error: {
          message: 'Missing or invalid parameter',
          serverMessage: 'Missing or invalid parameter',
          status: 422,
        },
      },
      { label: 'refresh network failure', error: { message: 'Network request failed', status: null } },
    ],
  },
  stateAssertions: {
    'active.refreshing.callingRefresh': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshSession'), BACKEND, description);
    },
    'active.refreshing.waitingForLock': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshLock'), BACKEND, description);
    },
  },
} satisfies MachineFixture<typeof commerceSessionMachine, CommerceSessionProjection>;
