import { deepStrictEqual } from 'node:assert/strict';
import { accountMachine, USER_RETRY_DELAY_MS } from '@machines/account/account.machine';
import type { AccountUser } from '@machines/account/account.types';
import type { AccountFeatures } from '@/services/account/account.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import { buildUser } from './login.builders';

export type AccountProjection = {
  backend: string | null;
  hasFeatures: boolean;
  user: string | null;
  notice: string | null;
  userAttempts: number;
};

type State = ProjectedState<AccountProjection>;

const features: AccountFeatures = {
  canUpdateEmail: true,
  canSupportEmptyFullName: true,
  canRenewSubscription: true,
  canUpdatePaymentMethod: true,
  canChangePasswordWithOldPassword: false,
  canExportAccountData: false,
  canDeleteAccount: false,
  canShowReceipts: false,
  hasSocialURLs: false,
  hasNotifications: false,
  hasEmailCodes: false,
  hasSportPreferences: false,
};

const user = (id: string, firstName: string): AccountUser =>
  buildUser({
    id,
    email: `${firstName.toLowerCase()}@statecast.test`,
    firstName,
    fullName: `${firstName} Viewer`,
  });

const vera = user('362000001', 'Vera');
const vera2 = { ...vera, firstName: 'Veronica', fullName: 'Veronica Viewer' };
const sam = user('362000009', 'Sam');

const session = {
  type: 'manual' as const,
  accessToken: 'jwt.fixture',
  refreshToken: 'refresh.fixture',
  expiresAt: 1,
};

const valueOf = (s: State) => JSON.stringify(s.value);
const isReady = (s: State) => valueOf(s).includes('ready');
const isCommerce = (s: State) => s.backend === 'commerce';
/**
 * Events combine with a restored or signed-in account only, without a notice showing and
 * outside the user retries: elsewhere they behave the same and would only multiply the paths.
 */
const isLive = (s: State) => s.hasFeatures && s.notice === null && s.userAttempts === 0;
/** The own back end differs only in where logout and an expired session lead (/login). */
const ownBackendOnlyWhenReady = (s: State) => isCommerce(s) || isReady(s);

export const accountFixture = {
  machine: accountMachine,
  inputs: [
    { label: 'commerce', input: { backend: 'commerce' } },
    { label: 'own back end', input: { backend: 'own-backend' } },
    { label: 'no accounts', input: { backend: null } },
  ],
  project: (snapshot) => ({
    backend: snapshot.context.backend,
    hasFeatures: snapshot.context.features !== null,
    user: snapshot.context.user?.fullName ?? null,
    notice: snapshot.context.notice?.kind ?? null,
    userAttempts: snapshot.context.userAttempts,
  }),
  events: {
    'ACCOUNT.SIGNED_IN': [
      {
        label: 'flow signs in Sam',
        event: { type: 'ACCOUNT.SIGNED_IN', session, user: sam, isNewAccount: false },
        offer: (s) => isLive(s) && isCommerce(s) && s.user !== 'Sam Viewer',
      },
    ],
    'ACCOUNT.LOGOUT': [
      {
        label: 'log out',
        event: { type: 'ACCOUNT.LOGOUT' },
        offer: (s) => isLive(s) && ownBackendOnlyWhenReady(s) && s.user !== 'Sam Viewer',
      },
    ],
    'ACCOUNT.USER_UPDATED': [
      {
        label: 'user renamed',
        event: { type: 'ACCOUNT.USER_UPDATED', user: vera2 },
        offer: (s) => isLive(s) && isCommerce(s) && isReady(s) && s.user === 'Vera Viewer',
      },
    ],
    'ACCOUNT.SESSION_EXPIRED': [
      {
        label: 'session expired',
        event: { type: 'ACCOUNT.SESSION_EXPIRED', reason: 'refused' },
        offer: (s) => isLive(s) && ownBackendOnlyWhenReady(s) && s.user !== 'Sam Viewer',
      },
    ],
    // A deletion or a password change ended the session on the server: signed out, no call, no toast.
    'ACCOUNT.SESSION_REVOKED': [
      {
        label: 'session revoked',
        event: { type: 'ACCOUNT.SESSION_REVOKED' },
        offer: (s) => isLive(s) && ownBackendOnlyWhenReady(s) && s.user !== 'Sam Viewer',
      },
    ],
    'ACCOUNT.RELOAD_USER': [
      {
        label: 'reload user',
        event: { type: 'ACCOUNT.RELOAD_USER' },
        offer: (s) => isLive(s) && isCommerce(s) && s.user !== 'Veronica Viewer',
      },
    ],
    'ACCOUNT.NOTICE_DISMISS': [
      { label: 'dismiss notice', event: { type: 'ACCOUNT.NOTICE_DISMISS' }, offer: (s) => s.notice !== null },
    ],
  },
  doneOutputs: {
    restoreAccount: [
      { label: 'session stored', output: { features, hasSession: true }, offer: (s) => s.backend !== null },
      { label: 'nothing stored', output: { features, hasSession: false }, offer: isCommerce },
      {
        label: 'no account service',
        output: { features: null, hasSession: false },
        offer: (s) => s.backend === null,
      },
    ],
    loadUser: [{ label: 'user loaded', output: vera }],
    loadConsents: [
      { label: 'consents loaded', output: [{ name: 'terms', version: '2', state: 'accepted', value: null }] },
    ],
    logout: [{ label: 'logout ok', output: undefined }],
  },
  errors: {
    restoreAccount: [{ label: 'restore fails', error: { message: 'SecurityError' }, offer: isCommerce }],
    loadUser: [
      {
        label: 'Invalid JWT token',
        error: { code: 'session-expired', message: 'Invalid JWT token', status: 401 },
        offer: (s) => isCommerce(s) && s.userAttempts === 0 && s.user === null,
      },
      {
        label: 'user load fails',
        error: { code: 'server', message: 'Request failed with status 500', status: 500 },
        offer: (s) => isCommerce(s) && s.user === null,
      },
    ],
    loadConsents: [
      {
        label: 'consents fail',
        error: { code: 'server', message: 'Unable to fetch Customer consents.' },
        offer: (s) => isCommerce(s) && s.user === 'Vera Viewer',
      },
    ],
    logout: [
      {
        label: 'logout fails',
        error: { code: 'server', message: 'Failed to sign out.', status: 500 },
        offer: (s) => isCommerce(s) && s.user === 'Vera Viewer',
      },
    ],
  },
  expectedDelayMs: (type) => {
    if (type.startsWith('xstate.after.USER_RETRY_DELAY.')) return USER_RETRY_DELAY_MS;
    throw new Error(`No delay known for ${type}`);
  },
  stateAssertions: {
    restoring: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('restoreAccount'), { backend: snapshot.context.backend }, description);
      // The back end's session machine runs beside the account from the start; none without a back end.
      const backend = snapshot.context.backend;
      deepStrictEqual(inputOf('session'), backend === null ? undefined : { backend }, description);
    },
    unavailable: ({ snapshot, description }) => {
      deepStrictEqual(Object.keys(snapshot.children), [], description);
    },
  },
} satisfies MachineFixture<typeof accountMachine, AccountProjection>;
