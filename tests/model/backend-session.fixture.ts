import { deepStrictEqual } from 'node:assert/strict';
import {
  backendSessionMachine,
  LOCK_TIMEOUT_MS,
  REFUSAL_GRACE_MS,
} from '@machines/backend-session/backend-session.machine';
import { REFRESH_BACKOFF_MS, type StoredSessionCheck } from '@machines/backend-session/backend-session.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';

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

export const backendSessionFixture = {
  machine: backendSessionMachine,
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
      { label: 'refresh token refused', error: refusedError, offer: isFirstAttempt },
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
  expectedDelayMs: (type, before) => {
    if (type.startsWith('xstate.after.LOCK_TIMEOUT.')) return LOCK_TIMEOUT_MS;
    if (type.startsWith('xstate.after.REFUSAL_GRACE.')) return REFUSAL_GRACE_MS;
    // seed 001 §4: 1 s after the first failed attempt, 2 s after the second.
    if (type.startsWith('xstate.after.REFRESH_BACKOFF.'))
      return before.context.attempts === 1 ? REFRESH_BACKOFF_MS[0] : REFRESH_BACKOFF_MS[1];
    throw new Error(`No delay known for ${type}`);
  },
  stateAssertions: {
    'active.refreshing.callingRefresh': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshSession'), { backend: 'own-backend' }, description);
    },
  },
} satisfies MachineFixture<typeof backendSessionMachine, BackendSessionProjection>;
