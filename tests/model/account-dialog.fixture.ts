import { deepStrictEqual } from 'node:assert/strict';
import { accountDialogMachine } from '@machines/account-dialog/account-dialog.machine';
import type {
  AccountDialogInput,
  DialogPayment,
  DialogSyncEvent,
} from '@machines/account-dialog/account-dialog.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import { accountDialogOracle, DIALOG_SEED } from './account-dialog.oracle';
import { DIALOG_FLOW_IDS } from './account-dialog.builders';

export type AccountDialogProjection = {
  backend: string | null;
  accessModel: string;
  view: string | null;
  signedIn: boolean;
  signedInByFlow: boolean;
  hasPassword: boolean;
  hasToken: boolean;
  welcomeSeconds: number;
  deletePasswordGiven: boolean;
  /** The offer waiting-for-payment polls for. */
  paidOfferId: string | null;
  /** The outcome message shown (its key or text), null when none. */
  outcome: string | null;
};

type State = ProjectedState<AccountDialogProjection>;

const referrer = 'http://localhost/';
const svodHosted: AccountDialogInput = {
  accessModel: 'SVOD',
  backend: 'hosted',
  hasOneTimeOffers: false,
  referrer,
};
const authvodHosted: AccountDialogInput = {
  accessModel: 'AUTHVOD',
  backend: 'hosted',
  hasOneTimeOffers: false,
  referrer,
};
const svodOwn: AccountDialogInput = {
  accessModel: 'SVOD',
  backend: 'own-backend',
  hasOneTimeOffers: false,
  referrer,
};
const avod: AccountDialogInput = { accessModel: 'AVOD', backend: null, hasOneTimeOffers: false, referrer };

const sync = (
  view: string | null,
  signedIn: boolean,
  extra: Partial<Omit<DialogSyncEvent, 'type' | 'view' | 'signedIn'>> = {},
): DialogSyncEvent => ({
  type: 'DIALOG.SYNC',
  view,
  signedIn,
  hasPassword: extra.hasPassword ?? true,
  email: extra.email ?? null,
  resetPasswordToken: extra.resetPasswordToken ?? null,
  payment: extra.payment ?? null,
  onPaymentsPage: extra.onPaymentsPage ?? false,
});

/** What a page says about a payment (src/screens/account-dialog/dialog-payment.ts). */
const payment = (
  offerId: string | null,
  resume: DialogPayment['checkout']['resume'] = null,
): DialogPayment => ({
  offerId,
  checkout: {
    offerIds: ['S100000001_NL', 'S100000002_NL'],
    premier: false,
    allowedRedirectOrigins: ['http://localhost'],
    paypalReturnUrls: {
      successUrl: 'http://localhost/?u=waiting-for-payment',
      waitingUrl: 'http://localhost/?u=waiting-for-payment',
      cancelUrl: 'http://localhost/?u=payment-cancelled',
      errorUrl: 'http://localhost/?u=payment-error',
    },
    cardReturnUrl: 'http://localhost/?u=finalize-payment-adyen',
    referrer,
    resume,
  },
});

const is = (state: State, key: string) =>
  JSON.stringify(state.value).includes(`"${key}"`) || state.value === key;
/** Closed as on a fresh page: every opening starts from here, so each is walked once. */
const isClosed = (s: State) =>
  s.value === 'closed' && !s.signedIn && !s.signedInByFlow && s.hasPassword && !s.hasToken;
const isHostedSvod = (s: State) => s.backend === 'hosted' && s.accessModel === 'SVOD';
/** Opening views is combined with the baseline site only; the other sites vary one thing. */
const fromClosedOnSvod = (s: State) => isClosed(s) && isHostedSvod(s);

/**
 * The account dialog (seed 001 §2): every value of `u` a page can open, the signed-out guard, the
 * success routes of each flow, welcome's 10 s countdown and the 300 ms fade. The flows inside
 * are fakes here; each has its own model.
 */
export const accountDialogFixture = {
  machine: accountDialogMachine,
  oracle: accountDialogOracle,
  inputs: [
    { label: 'svod hosted site', input: svodHosted },
    { label: 'authvod hosted site', input: authvodHosted },
    { label: 'svod own back end site', input: svodOwn },
    { label: 'avod site', input: avod },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    return {
      backend: c.backend,
      accessModel: c.accessModel,
      view: c.view,
      signedIn: c.signedIn,
      signedInByFlow: c.signedInByFlow,
      hasPassword: c.hasPassword,
      hasToken: c.resetPasswordToken !== null,
      welcomeSeconds: c.welcomeSeconds,
      deletePasswordGiven: c.deletePasswordGiven,
      paidOfferId: c.paidOfferId,
      outcome: c.outcomeMessage
        ? 'key' in c.outcomeMessage
          ? c.outcomeMessage.key
          : c.outcomeMessage.text
        : null,
    };
  },
  events: {
    'DIALOG.SYNC': [
      {
        label: 'u=login signed out',
        event: sync('login', false),
        offer: (s) => isClosed(s) || (s.value === 'closing' && isHostedSvod(s) && s.view === 'welcome'),
      },
      {
        label: 'u=create-account signed out',
        event: sync('create-account', false),
        offer: (s) => isClosed(s) && s.backend !== null,
      },
      {
        label: 'u=personal-details signed out',
        event: sync('personal-details', false),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=personal-details signed in',
        event: sync('personal-details', true),
        offer: (s) =>
          (isClosed(s) && s.backend === 'hosted') || (is(s, 'personalDetails') && s.signedInByFlow),
      },
      { label: 'u=welcome signed in', event: sync('welcome', true), offer: fromClosedOnSvod },
      {
        label: 'u=welcome signed out',
        event: sync('welcome', false),
        offer: (s) => is(s, 'welcome') && s.welcomeSeconds === 10,
      },
      {
        label: 'u=forgot-password signed out',
        event: sync('forgot-password', false, { email: 'viewer@statecast.test' }),
        offer: (s) => isHostedSvod(s) && (isClosed(s) || is(s, 'login')),
      },
      { label: 'u=reset-password signed in', event: sync('reset-password', true), offer: fromClosedOnSvod },
      {
        label: 'u=add-password social',
        event: sync('add-password', true, { hasPassword: false }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=send-confirmation',
        event: sync('send-confirmation', false, { email: 'viewer@statecast.test' }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=edit-password with token',
        event: sync('edit-password', false, {
          email: 'viewer@statecast.test',
          resetPasswordToken: 'reset-token',
        }),
        offer: fromClosedOnSvod,
      },
      { label: 'u=edit-password signed in', event: sync('edit-password', true), offer: fromClosedOnSvod },
      {
        label: 'u=edit-password social',
        event: sync('edit-password', true, { hasPassword: false }),
        // seed 002 §2: on the own back end a social account sets its first password in the dialog.
        offer: (s) => fromClosedOnSvod(s) || (isClosed(s) && s.backend === 'own-backend'),
      },
      { label: 'u=delete-account signed in', event: sync('delete-account', true), offer: fromClosedOnSvod },
      {
        label: 'u=delete-account social',
        event: sync('delete-account', true, { hasPassword: false }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=delete-account-confirmation signed in',
        event: sync('delete-account-confirmation', true),
        offer: (s) => fromClosedOnSvod(s) || (is(s, 'confirmation') && isHostedSvod(s) && s.hasPassword),
      },
      {
        // The account is gone and signed out before the page has left for / (seed 001 §4).
        label: 'u=delete-account-confirmation signed out',
        event: sync('delete-account-confirmation', false),
        offer: (s) => isHostedSvod(s) && s.value === 'closing' && s.view === 'delete-account-confirmation',
      },
      {
        label: 'u=delete-account-confirmation social',
        event: sync('delete-account-confirmation', true, { hasPassword: false }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=warning-account-deletion signed in',
        event: sync('warning-account-deletion', true),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=choose-offer signed in',
        event: sync('choose-offer', true, { payment: payment(null) }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=checkout signed in',
        event: sync('checkout', true, { payment: payment(null) }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=finalize-payment-adyen returned',
        event: sync('finalize-payment-adyen', true, {
          payment: payment('S100000001_NL', {
            kind: 'adyen',
            redirectResult: 'Ab02b4c0!x',
            orderId: '696000001',
            offerId: 'S100000001_NL',
          }),
        }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=waiting-for-payment with offerId',
        event: sync('waiting-for-payment', true, { payment: payment('C100000001_NL') }),
        offer: fromClosedOnSvod,
      },
      {
        label: 'u=waiting-for-payment without an offer',
        event: sync('waiting-for-payment', true, { payment: payment(null) }),
        offer: fromClosedOnSvod,
      },
      { label: 'u=unsubscribe signed in', event: sync('unsubscribe', true), offer: fromClosedOnSvod },
      {
        label: 'u=renew-subscription on the payments page',
        event: sync('renew-subscription', true, { onPaymentsPage: true }),
        offer: fromClosedOnSvod,
      },
      { label: 'u=bogus', event: sync('bogus', false), offer: fromClosedOnSvod },
      {
        label: 'no u',
        event: sync(null, false),
        offer: (s) =>
          isHostedSvod(s) &&
          ((is(s, 'sendConfirmation') && !s.signedIn) || (s.value === 'closing' && s.view === 'login')),
      },
      {
        label: 'no u signed in',
        event: sync(null, true),
        offer: (s) => isHostedSvod(s) && s.value === 'closing' && s.view === 'welcome',
      },
    ],
    'DIALOG.CLOSE': [
      {
        label: 'close',
        event: { type: 'DIALOG.CLOSE' },
        offer: (s) => is(s, 'subscription') || is(s, 'warningAccountDeletion') || is(s, 'timedOut'),
      },
    ],
    'CHECKOUT.STEP': [
      {
        label: 'offer chosen: checkout',
        event: { type: 'CHECKOUT.STEP', view: 'checkout' },
        offer: (s) => s.view === 'choose-offer',
      },
      {
        label: 'change offer: choose-offer',
        event: { type: 'CHECKOUT.STEP', view: 'choose-offer' },
        offer: (s) => s.view === 'checkout',
      },
    ],
    'CHECKOUT.RESTART': [{ label: 'choose again', event: { type: 'CHECKOUT.RESTART' } }],
    'WELCOME.START_WATCHING': [
      {
        label: 'start watching',
        event: { type: 'WELCOME.START_WATCHING' },
        offer: (s) => s.welcomeSeconds === 10,
      },
    ],
    'DELETE.PASSWORD_ENTERED': [
      { label: 'enter password', event: { type: 'DELETE.PASSWORD_ENTERED', password: 'Viewer123!' } },
    ],
    'DELETE.RETRY': [
      { label: 'back to the password', event: { type: 'DELETE.RETRY' }, offer: (s) => s.hasPassword },
    ],
  },
  doneOutputs: {
    login: [
      { label: 'signed in', output: { next: 'signed-in' }, offer: (s) => s.backend !== 'own-backend' },
      {
        label: 'e-mail not confirmed',
        output: { next: 'verify-email', email: 'unconfirmed@statecast.test' },
        offer: (s) => s.backend === 'own-backend',
      },
    ],
    register: [
      { label: 'registered', output: { next: 'signed-in' }, offer: (s) => s.backend !== 'own-backend' },
      {
        label: 'registered, confirm e-mail',
        output: { next: 'verify-email', email: 'new.viewer@statecast.test' },
        offer: (s) => s.backend === 'own-backend',
      },
    ],
    personalDetails: [
      { label: 'details saved', output: { captured: true } },
      { label: 'capture skipped', output: { captured: false }, offer: (s) => s.accessModel === 'AUTHVOD' },
    ],
    forgotPassword: [{ label: 'reset mail sent', output: { email: 'viewer@statecast.test', token: null } }],
    changePassword: [{ label: 'password changed', output: { next: 'login' } }],
    deleteAccount: [{ label: 'account deleted', output: { next: 'home' } }],
    checkout: [
      {
        label: 'PayPal redirect',
        output: { outcome: 'redirect', url: 'http://localhost/__pay/paypal?token=EC-1' },
        offer: (s) => s.view === 'checkout',
      },
      {
        label: 'card paid: waiting',
        output: { outcome: 'waiting-for-payment', offerId: 'S100000001_NL' },
        offer: (s) => s.view === 'checkout' || s.view === 'finalize-payment-adyen',
      },
      {
        label: 'free subscription: welcome',
        output: { outcome: 'welcome' },
        offer: (s) => s.view === 'checkout',
      },
      {
        label: 'free one-time: base page',
        output: { outcome: 'base-page' },
        offer: (s) => s.view === 'checkout',
      },
      {
        label: 'declined',
        output: { outcome: 'payment-error', message: { text: 'Your card was declined.' } },
        offer: (s) => s.view === 'checkout',
      },
      {
        label: 'order unknown',
        output: { outcome: 'payment-error', message: { key: 'adyen_order_unknown' } },
        offer: (s) => s.view === 'finalize-payment-adyen',
      },
      {
        label: 'cancelled',
        output: { outcome: 'payment-cancelled', message: { key: 'checkout.payment_cancelled_message' } },
        offer: (s) => s.view === 'checkout',
      },
    ],
    entitlementPolling: [
      {
        label: 'granted: welcome',
        output: { outcome: 'granted', route: 'welcome' },
        offer: (s) => s.paidOfferId === 'S100000001_NL',
      },
      {
        label: 'granted: base page',
        output: { outcome: 'granted', route: 'base-page' },
        offer: (s) => s.paidOfferId === 'C100000001_NL',
      },
      { label: 'five misses', output: { outcome: 'timed-out', messageKey: 'payment.longer_than_usual' } },
    ],
  },
  errors: Object.fromEntries(
    DIALOG_FLOW_IDS.map((id) => [
      id,
      [{ label: `${id} flow crashed`, error: { message: 'Unexpected error' }, offer: isHostedSvod }],
    ]),
  ),
  expectedDelayMs: (type) => {
    if (type.startsWith('xstate.after.ANIMATION.')) return DIALOG_SEED.animationMs;
    if (type.startsWith('xstate.after.WELCOME_TICK.')) return DIALOG_SEED.welcomeTickMs;
    throw new Error(`No timing for ${type}`);
  },
  stateAssertions: {
    'open.login': ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('login'), { backend: snapshot.context.backend, referrer }, description);
    },
    'open.editPassword': ({ snapshot, inputOf, description }) => {
      const token = snapshot.context.resetPasswordToken;
      deepStrictEqual(
        inputOf('changePassword'),
        {
          // The site's own account back end (every site that opens the dialog names one).
          backend: snapshot.context.backend,
          email: snapshot.context.email,
          token,
          mode: token
            ? 'token'
            : !snapshot.context.signedIn
              ? 'invalid-link'
              : snapshot.context.hasPassword
                ? 'old-password'
                : 'set',
        },
        description,
      );
    },
    'open.deletion.confirmation': ({ snapshot, description }) => {
      deepStrictEqual(snapshot.hasTag('large'), true, description);
    },
  },
} satisfies MachineFixture<typeof accountDialogMachine, AccountDialogProjection>;
