import { deepStrictEqual } from 'node:assert/strict';
import {
  commerceSessionMachine,
  LOCK_TIMEOUT_MS,
  REFUSAL_GRACE_MS,
} from '@machines/commerce-session/commerce-session.machine';
import type { StoredSessionCheck } from '@machines/commerce-session/commerce-session.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';

/** Only the expiry decides what the session does next; the queue holds ids and never a guard input. */
export type CommerceSessionProjection = { expiresAt: string };

type State = ProjectedState<CommerceSessionProjection>;

/** The clock every event and read of this fixture is stamped with. */
export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const MINUTE = 60_000;

/** Named expiries, so the path catalogue reads as a story rather than numbers. */
const EXPIRIES = {
  expired: NOW - MINUTE,
  valid: NOW + 4 * MINUTE,
  renewed: NOW + 5 * MINUTE,
} as const;

const nameOf = (expiresAt: number | null) =>
  expiresAt === null
    ? 'none'
    : (Object.entries(EXPIRIES).find(([, value]) => value === expiresAt)?.[0] ?? String(expiresAt));

const stored = (expiresAt: number | null): StoredSessionCheck => ({
  session: expiresAt === null ? null : { expiresAt, hasRefreshToken: true },
  checkedAt: NOW,
});

const isRefreshing = (s: State) => JSON.stringify(s.value).includes('refreshing');
const isIdle = (s: State) => JSON.stringify(s.value) === JSON.stringify({ active: 'idle' });
const leaf = (s: State) => JSON.stringify(s.value).match(/"(\w+)"}*$/)?.[1] ?? '';
/** Calls queue the same way in every refreshing state: shown while waiting for the lock. */
const isCalm = (s: State) => !isRefreshing(s) || leaf(s) === 'waitingForLock';

/** A spent refresh token, in the commerce platform's words (seed 000 §8). */
const refusedError = {
  message: 'Refresh token is expired or does not exist',
  serverMessage: 'Refresh token is expired or does not exist',
  status: 401,
};

export const commerceSessionFixture = {
  machine: commerceSessionMachine,
  inputs: [{ label: 'commerce', input: { backend: 'commerce' } }],
  project: (snapshot) => ({ expiresAt: nameOf(snapshot.context.expiresAt) }),
  events: {
    'TOKEN.REQUEST': [
      {
        label: 'token request',
        event: { type: 'TOKEN.REQUEST', requestId: 'call-1', at: NOW },
        offer: isCalm,
      },
      {
        // Five minutes on, the valid token has expired too.
        label: 'token request 5 minutes later',
        event: { type: 'TOKEN.REQUEST', requestId: 'call-2', at: NOW + 5 * MINUTE },
        offer: (s) => s.expiresAt === 'valid' && isIdle(s),
      },
    ],
    'SESSION.START': [
      {
        label: 'signed in',
        event: { type: 'SESSION.START', expiresAt: EXPIRIES.valid, hasRefreshToken: true },
        offer: (s) => s.expiresAt === 'none' || (s.expiresAt === 'expired' && isRefreshing(s)),
      },
    ],
    'SESSION.END': [
      { label: 'signed out', event: { type: 'SESSION.END' }, offer: (s) => s.expiresAt === 'valid' },
    ],
    'LOCK.ACQUIRED': [{ label: 'lock acquired', event: { type: 'LOCK.ACQUIRED' } }],
    'CHANNEL.REFRESHING': [{ label: 'other tab refreshing', event: { type: 'CHANNEL.REFRESHING' } }],
    'CHANNEL.RESOLVED': [
      {
        label: 'other tab resolved',
        event: { type: 'CHANNEL.RESOLVED', expiresAt: EXPIRIES.renewed },
        offer: (s) => isCalm(s) || leaf(s) === 'callingRefresh',
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
      { label: 'storage holds newer tokens', output: stored(EXPIRIES.renewed) },
      { label: 'storage emptied', output: stored(null), offer: isRefreshing },
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
    checkStoredSession: [{ label: 'storage check fails', error: { message: 'SecurityError' } }],
    refreshSession: [
      { label: 'refresh token refused', error: refusedError },
      {
        label: 'refresh parameter missing',
        error: {
          message: 'Missing or invalid parameter',
          serverMessage: 'Missing or invalid parameter',
          status: 422,
        },
      },
      { label: 'refresh network failure', error: { message: 'Network request failed', status: null } },
    ],
    verifyStoredSession: [{ label: 'storage verify fails', error: { message: 'SecurityError' } }],
  },
  expectedDelayMs: (type) => {
    if (type.startsWith('xstate.after.LOCK_TIMEOUT.')) return LOCK_TIMEOUT_MS;
    if (type.startsWith('xstate.after.REFUSAL_GRACE.')) return REFUSAL_GRACE_MS;
    throw new Error(`No delay known for ${type}`);
  },
  stateAssertions: {
    'active.refreshing.callingRefresh': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshSession'), { backend: 'commerce' }, description);
    },
    'active.refreshing.waitingForLock': ({ inputOf, description }) => {
      deepStrictEqual(inputOf('refreshLock'), { backend: 'commerce' }, description);
    },
  },
} satisfies MachineFixture<typeof commerceSessionMachine, CommerceSessionProjection>;
