import { isDeepStrictEqual } from 'node:util';
import { deepStrictEqual } from 'node:assert/strict';
import { accountMachine } from '@machines/account/account.machine';
import type { AccountFeatures } from '@/services/account/account.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';
import { viewerNamed } from './login.builders';

export type AccountProjection = {
  backend: string | null;
  hasFeatures: boolean;
  user: string | null;
  notice: string | null;
  userAttempts: number;
  /** How many subscriptions the account holds (seed 000 §4 Login). */
  subscriptions: number;
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

const vera = viewerNamed('362000001', 'Vera');
const vera2 = { ...vera, firstName: 'Veronica', fullName: 'Veronica Viewer' };
const sam = viewerNamed('362000009', 'Sam');

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

const R = {
  session:
    'seed 000 §4, seed 001 §4: the back end keeps a session beside the account (commerce and hosted tokens restored and refreshed; the own back end renewed on refusal)',
  noAccounts: 'seed 000 §1: an ad-supported site without integration has no account to sign in to',
  restore: 'seed 000 §4: the session is restored from storage on start',
  login: 'seed 000 §4 Login: loading, then the user is set, then consents (and the lists) load',
  signIn: 'seed 000 §4 Login / Registration: a sign-in stores the session and sets the user',
  invalidJwt: "seed 000 §8: 'Invalid JWT token' while loading the user triggers logout",
  userRetries:
    'seed 002 §7: GET /auth/user: no retry on 401, otherwise up to 3 retries (docs/decisions.md: 1 s apart)',
  logout: 'seed 000 §4 Logout: clears the user (and the lists go back to this browser)',
  logoutOwn:
    "seed 001 §4, seed 002 §4: logout clears auth, user and local storage, shows 'Logout successful!' and goes to /login",
  logoutFails: 'seed 001 §8, seed 002 §8: a logout error shows the server message',
  expired:
    "seed 001 §8: a session that cannot be renewed is cleared with 'Authentication failed - please log in again.'; the own back end goes to /login",
  revoked:
    'seed 002 §4: flows that end the session on the server (password, deletion) clear it without a logout call',
  consents: 'seed 000 §4 Login: consents load after the user',
  features:
    'seed 000 §6: each back end declares what it can do (feature flags); the screens read them signed in or out',
  userUpdated:
    "seed 001 §2 Account settings: details the viewer edits (name, e-mail) are the account's user from then on",
  subscriptions:
    'seed 000 §4 Login: then subscriptions load; seed 001 §4: a payment reloads subscriptions and entitlements (docs/decisions.md: a failed load keeps the last known)',
} as const;

/** seed 002 §7: 'up to 3 retries' of GET /auth/user. */
const SEED_MAX_USER_RETRIES = 3;
type Step = o.OracleStep<AccountProjection>;
const errorOf = (s: Step) =>
  (s.event as { error?: { status?: number; code?: string; message?: string } }).error;
const isUnauthorised = (s: Step) => {
  const e = errorOf(s);
  return e?.status === 401 || e?.code === 'session-expired';
};
const signedOutNow = (rule: string, reason: string) => [
  o.stateIs<AccountProjection>(rule, 'signedOut'),
  // seed 000 §4 Logout clears user, subscription, transactions, payment and consents.
  o.projected<AccountProjection>(rule, { user: null, subscriptions: 0 }),
  o.effectsInclude<AccountProjection>(rule, o.emitted({ type: 'account.signedOut', reason })),
];
const toLogin = (rule: string, own: boolean) =>
  own
    ? o.effectsInclude<AccountProjection>(rule, o.emitted({ type: 'account.navigate', to: 'login' }))
    : o.effectsExclude<AccountProjection>(rule, o.emitted('account.navigate'));
const isOwn = (s: Step) => s.state.backend === 'own-backend';
const consentsOf = (s: Step) => (s.snapshot.context as { consents: unknown[] }).consents;
/** seed 000 §4 Logout clears consents too: a signed-out viewer holds none. */
const noConsents = (rule: string) =>
  o.holds<AccountProjection>(rule, (s) =>
    consentsOf(s).length === 0 ? true : `${consentsOf(s).length} consents held signed out`,
  );

export const accountOracle = {
  delays: { USER_RETRY_DELAY: { ms: 1000, rule: R.userRetries } },
  states: {
    unavailable: {
      seed: R.noAccounts,
      expect: [o.projected(R.noAccounts, { backend: null, user: null }), noConsents(R.noAccounts)],
    },
    restoring: { seed: R.restore },
    signedOut: {
      seed: [R.logout, R.expired],
      expect: [o.projected(R.logout, { user: null }), noConsents(R.logout)],
    },
    'signedIn.loadingUser': {
      seed: R.login,
      expect: [
        o.holds(
          R.login,
          (s) =>
            s.from === 'signedIn.loadingUser' ||
            o
              .effectsInclude<AccountProjection>(R.login, o.invoked('loadUser', { backend: s.state.backend }))
              .check(s),
        ),
      ],
    },
    'signedIn.retryingUser': {
      seed: R.userRetries,
      expect: [
        o.holds(R.userRetries, (s) =>
          s.state.userAttempts >= 1 && s.state.userAttempts <= SEED_MAX_USER_RETRIES
            ? true
            : `retry number ${s.state.userAttempts}`,
        ),
      ],
    },
    'signedIn.userUnavailable': { seed: R.userRetries },
    'signedIn.loadingConsents': {
      seed: R.consents,
      expect: [
        o.holds(R.consents, (s) => (s.state.user !== null ? true : 'consents load before the user is set')),
        o.effectsIncludeFrom(R.consents, (s) => [o.invoked('loadConsents', { backend: s.state.backend })]),
      ],
    },
    'signedIn.loadingSubscriptions': {
      seed: R.subscriptions,
      expect: [
        o.holds(R.subscriptions, (s) =>
          s.state.user !== null ? true : 'subscriptions load before the user is set',
        ),
        o.effectsIncludeFrom(R.subscriptions, (s) => [
          o.invoked('loadSubscriptions', { backend: s.state.backend }),
        ]),
      ],
    },
    'signedIn.ready': {
      seed: R.login,
      expect: [o.holds(R.login, (s) => (s.state.user !== null ? true : 'no user'))],
    },
    loggingOut: {
      seed: R.logout,
      expect: [
        o.holds(R.logout, (s) =>
          o
            .effectsInclude<AccountProjection>(R.logout, o.invoked('logout', { backend: s.state.backend }))
            .check(s),
        ),
      ],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      where: (s) => s.state.backend !== null,
      expect: [
        o.stateIs(R.restore, 'restoring'),
        o.effectsIncludeFrom(R.session, (s) => [
          o.invoked('session', { backend: s.state.backend }),
          o.invoked('restoreAccount', { backend: s.state.backend }),
        ]),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => s.state.backend === null,
      expect: [o.effectsExclude(R.noAccounts, o.invoked('session'))],
    },
    {
      from: 'restoring',
      on: 'xstate.done.actor.restoreAccount',
      where: (s) => (s.event.output as { hasSession: boolean }).hasSession && s.state.backend !== null,
      expect: o.endsIn(
        R.restore,
        'signedIn.loadingUser',
        o.emitted({ type: 'account.restored', signedIn: true }),
      ),
    },
    {
      from: 'restoring',
      on: ['xstate.done.actor.restoreAccount', 'xstate.error.actor.restoreAccount'],
      where: (s) =>
        !(s.event as { output?: { hasSession: boolean } }).output?.hasSession || s.state.backend === null,
      expect: [
        o.effectsInclude(R.restore, o.emitted({ type: 'account.restored', signedIn: false })),
        o.projected(R.restore, { user: null }),
        o.holds(R.restore, (s) => {
          const want = s.state.backend === null ? 'unavailable' : 'signedOut';
          return s.to === want ? true : `restored signed out into ${s.to}, want ${want}`;
        }),
        // seed 000 §6: a back end's abilities hold signed out too (what the screens offer).
        o.holds(R.features, (s) => {
          const output = (s.event as { output?: { features: unknown } }).output;
          const held = (s.snapshot.context as { features: unknown }).features;
          return isDeepStrictEqual(held, output?.features ?? null)
            ? true
            : `features held: ${JSON.stringify(held)}`;
        }),
      ],
    },
    {
      from: 'signedIn.loadingUser',
      on: 'xstate.done.actor.loadUser',
      expect: o.endsAs(
        R.login,
        'signedIn.loadingConsents',
        { user: 'Vera Viewer' },
        o.emitted({ type: 'account.signedIn', isNewAccount: false }),
      ),
    },
    {
      from: 'signedIn.loadingUser',
      on: 'xstate.error.actor.loadUser',
      where: isUnauthorised,
      expect: [
        ...signedOutNow(R.invalidJwt, 'expired'),
        o.effectsInclude(R.invalidJwt, o.action('endSession')),
        o.projected(R.invalidJwt, { notice: 'session-expired' }),
      ],
    },
    {
      from: 'signedIn.loadingUser',
      on: 'xstate.error.actor.loadUser',
      where: (s) => !isUnauthorised(s),
      expect: [
        o.holds(R.userRetries, (s) => {
          const retriesSoFar = s.before?.userAttempts ?? 0;
          if (s.to === 'signedIn.retryingUser')
            return retriesSoFar < SEED_MAX_USER_RETRIES || `retry ${retriesSoFar + 1}`;
          // Given up only once every retry was made: the first call and 3 more.
          return s.to === 'signedIn.userUnavailable' && retriesSoFar === SEED_MAX_USER_RETRIES
            ? true
            : `${s.to} after ${retriesSoFar} retries (want ${SEED_MAX_USER_RETRIES})`;
        }),
      ],
    },
    {
      from: 'signedIn.retryingUser',
      on: 'xstate.after.USER_RETRY_DELAY',
      expect: o.endsIn(R.userRetries, 'signedIn.loadingUser', o.invoked('loadUser')),
    },
    {
      from: 'signedIn.loadingConsents',
      on: ['xstate.done.actor.loadConsents', 'xstate.error.actor.loadConsents'],
      expect: [o.stateIs(R.subscriptions, 'signedIn.loadingSubscriptions')],
    },
    {
      from: 'signedIn.loadingConsents',
      on: 'xstate.done.actor.loadConsents',
      expect: [
        o.holds(R.consents, (s) => {
          const loaded = (s.event as { output?: unknown[] }).output;
          return isDeepStrictEqual(consentsOf(s), loaded)
            ? true
            : `consents ${JSON.stringify(consentsOf(s))}`;
        }),
      ],
    },
    {
      from: 'signedIn.loadingSubscriptions',
      on: 'xstate.done.actor.loadSubscriptions',
      expect: [
        o.stateIs(R.subscriptions, 'signedIn.ready'),
        o.holds(R.subscriptions, (s) => {
          const loaded = (s.event as { output?: unknown[] }).output?.length ?? -1;
          return s.state.subscriptions === loaded
            ? true
            : `${s.state.subscriptions} kept of ${loaded} loaded`;
        }),
      ],
    },
    {
      from: 'signedIn.loadingSubscriptions',
      on: 'xstate.error.actor.loadSubscriptions',
      expect: [
        o.stateIs(R.subscriptions, 'signedIn.ready'),
        o.holds(R.subscriptions, (s) =>
          s.state.subscriptions === (s.before?.subscriptions ?? 0)
            ? true
            : 'a failed load changed the subscriptions',
        ),
      ],
    },
    {
      // Asked again while loading, or once loaded.
      from: ['signedIn.loadingSubscriptions', 'signedIn.ready'],
      on: 'ACCOUNT.RELOAD_SUBSCRIPTIONS',
      expect: o.endsIn(R.subscriptions, 'signedIn.loadingSubscriptions', o.invoked('loadSubscriptions')),
    },
    {
      // Signed out, or signed in already (another account, or a code confirmed in this tab).
      from: ['signedOut', 'signedIn.ready'],
      on: 'ACCOUNT.SIGNED_IN',
      expect: [
        o.stateIs(R.signIn, 'signedIn.loadingConsents'),
        o.projected(R.signIn, { user: 'Sam Viewer' }),
        o.effectsInclude(
          R.signIn,
          o.action('startSession', { session: { accessToken: 'jwt.fixture' } }),
          o.emitted({ type: 'account.signedIn', isNewAccount: false }),
        ),
      ],
    },
    {
      // The viewer tries again after the retries ran out, or the account page asks for the user again.
      from: ['signedIn.userUnavailable', 'signedIn.ready'],
      on: 'ACCOUNT.RELOAD_USER',
      expect: o.endsIn(R.userRetries, 'signedIn.loadingUser', o.invoked('loadUser')),
    },
    {
      from: 'signedIn.ready',
      on: 'ACCOUNT.USER_UPDATED',
      expect: [
        o.stateIs(R.userUpdated, 'signedIn.ready'),
        o.projected(R.userUpdated, { user: 'Veronica Viewer' }),
      ],
    },
    {
      from: 'signedIn',
      on: 'ACCOUNT.LOGOUT',
      expect: [o.stateIs(R.logout, 'loggingOut')],
    },
    {
      from: 'loggingOut',
      on: 'xstate.done.actor.logout',
      expect: [
        ...signedOutNow(R.logout, 'logout'),
        o.effectsInclude(R.logout, o.action('endSession')),
        o.projected(R.logoutOwn, { notice: 'logout-success' }),
        o.holds(R.logoutOwn, (s) => toLogin(R.logoutOwn, isOwn(s)).check(s)),
      ],
    },
    {
      from: 'loggingOut',
      on: 'xstate.error.actor.logout',
      expect: [
        ...signedOutNow(R.logoutFails, 'logout'),
        o.effectsInclude(R.logoutFails, o.action('endSession')),
        o.holds(R.logoutFails, (s) => {
          const notice = (s.snapshot.context as { notice: { kind: string; message?: string } | null }).notice;
          return notice?.kind === 'logout-failed' && notice.message === errorOf(s)?.message
            ? true
            : `notice ${JSON.stringify(notice)}`;
        }),
      ],
    },
    {
      from: 'signedIn',
      on: 'ACCOUNT.SESSION_EXPIRED',
      expect: [
        ...signedOutNow(R.expired, 'expired'),
        o.projected(R.expired, { notice: 'session-expired' }),
        o.holds(R.expired, (s) => toLogin(R.expired, isOwn(s)).check(s)),
      ],
    },
    {
      from: 'signedIn',
      on: 'ACCOUNT.SESSION_REVOKED',
      expect: [
        ...signedOutNow(R.revoked, 'revoked'),
        o.effectsInclude(R.revoked, o.action('endSession')),
        o.effectsExclude(R.revoked, o.invoked('logout')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof accountMachine, AccountProjection>;

export const accountFixture = {
  machine: accountMachine,
  oracle: accountOracle,
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
    subscriptions: snapshot.context.subscriptions.length,
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
    'ACCOUNT.RELOAD_SUBSCRIPTIONS': [
      {
        label: 'a payment went through',
        event: { type: 'ACCOUNT.RELOAD_SUBSCRIPTIONS' },
        offer: (s) => isLive(s) && isCommerce(s) && s.user === 'Vera Viewer',
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
    loadSubscriptions: [
      {
        label: 'one subscription',
        output: [
          {
            subscriptionId: '590680399',
            offerId: 'S100000001_NL',
            status: 'active',
            offerTitle: 'Monthly subscription',
            expiresAt: 1_900_000_000,
            period: 'month',
            nextPaymentPrice: 6.99,
            nextPaymentCurrency: 'EUR',
            paymentMethod: 'card',
          },
        ],
      },
      { label: 'no subscription', output: [], offer: (s) => isCommerce(s) && s.subscriptions === 0 },
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
    loadSubscriptions: [
      {
        label: 'subscriptions fail',
        error: { code: 'server', message: 'Request failed with 500' },
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
