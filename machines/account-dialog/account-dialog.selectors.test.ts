import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { dialogSync as sync } from '../../tests/model/account-dialog.builders';
import { accountDialogMachine } from './account-dialog.machine';
import { selectDialog, type DialogViewModel } from './account-dialog.selectors';
import type {
  AccountDialogInput,
  CheckoutOutput,
  DialogPayment,
  EntitlementPollingOutput,
} from './account-dialog.types';

/** seed 001 §2: the dialog fades for 300 ms; welcome counts down 10 s. Never read from the code. */
const ANIMATION_MS = 300;
const WELCOME_SECONDS = 10;

const input: AccountDialogInput = {
  accessModel: 'SVOD',
  backend: 'hosted',
  hasOneTimeOffers: false,
  referrer: '/',
};

const payment: DialogPayment = {
  checkout: {
    offerIds: ['S123456789_NL'],
    premier: false,
    allowedRedirectOrigins: [],
    paypalReturnUrls: { successUrl: '', waitingUrl: '', cancelUrl: '', errorUrl: '' },
    cardReturnUrl: '',
    referrer: '',
    resume: null,
  },
  offerId: 'S123456789_NL',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** The dialog with every flow held: the checkout and the polling answer when the test says. */
function start() {
  const clock = new SimulatedClock();
  const checkout = deferred<CheckoutOutput>();
  const polling = deferred<EntitlementPollingOutput>();
  const pending = () => fromPromise(() => new Promise<never>(() => {}));
  const machine = accountDialogMachine.provide({
    actions: { navigate: () => {}, announcePaid: () => {} },
    actors: {
      loginFlow: pending() as never,
      registerFlow: pending() as never,
      personalDetailsFlow: pending() as never,
      forgotPasswordFlow: pending() as never,
      changePasswordFlow: pending() as never,
      deleteAccountFlow: pending() as never,
      checkoutFlow: fromPromise(() => checkout.promise) as never,
      entitlementPollingFlow: fromPromise(() => polling.promise) as never,
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock, checkout, polling, view: () => selectDialog(actor.getSnapshot()) };
}

const closed: DialogViewModel = {
  phase: 'closed',
  screen: null,
  view: null,
  size: 'normal',
  welcomeSeconds: WELCOME_SECONDS,
  email: null,
  outcomeMessage: null,
  shownByPage: false,
};

describe('the view the account dialog shows for `u` (seed 001 §2)', () => {
  it('seed 001 §2: shows nothing without `u`', () => {
    expect(start().view()).toEqual(closed);
  });

  it.each([
    ['login', false, 'login'],
    ['create-account', false, 'createAccount'],
    ['personal-details', true, 'personalDetails'],
    ['welcome', true, 'welcome'],
    ['forgot-password', false, 'passwordRequest'],
    ['reset-password', false, 'passwordRequest'],
    ['send-confirmation', false, 'sendConfirmation'],
    ['edit-password', false, 'editPassword'],
    ['delete-account', true, 'deletionForm'],
    ['warning-account-deletion', true, 'warningAccountDeletion'],
    ['choose-offer', true, 'checkout'],
    ['checkout', true, 'checkout'],
  ] as const)('seed 001 §2: u=%s (signed in: %s) shows %s', (view, signedIn, screen) => {
    const s = start();
    s.actor.send(sync(view, signedIn, { email: 'viewer@statecast.test' }));
    expect(s.view()).toEqual({ ...closed, phase: 'open', screen, view, email: 'viewer@statecast.test' });
  });

  it('seed 001 §2: large only for delete-account-confirmation', () => {
    const s = start();
    s.actor.send(sync('delete-account', true));
    s.actor.send({ type: 'DELETE.PASSWORD_ENTERED', password: 'Viewer123!' });
    expect(s.view()).toEqual({
      ...closed,
      phase: 'open',
      screen: 'deletionConfirmation',
      view: 'delete-account-confirmation',
      size: 'large',
    });
  });

  it('seed 001 §2, §9: welcome counts its 10 s down', () => {
    const s = start();
    s.actor.send(sync('welcome', true));
    s.clock.increment(1_000);
    expect(s.view()).toEqual({
      ...closed,
      phase: 'open',
      screen: 'welcome',
      view: 'welcome',
      welcomeSeconds: 9,
    });
  });

  it('seed 001 §2: fades out over 300 ms showing the view it had, then shows nothing', () => {
    const s = start();
    s.actor.send(sync('login', false));
    s.actor.send({ type: 'DIALOG.CLOSE' });
    expect(s.view()).toEqual({ ...closed, phase: 'closing', view: 'login' });
    s.clock.increment(ANIMATION_MS);
    expect(s.view()).toEqual(closed);
  });

  it('seed 001 §2: a subscription view is shown by the payments page, open or fading out', () => {
    const s = start();
    s.actor.send(sync('unsubscribe', true, { onPaymentsPage: true }));
    expect(s.view()).toEqual({
      ...closed,
      phase: 'open',
      screen: 'subscription',
      view: 'unsubscribe',
      shownByPage: true,
    });
    s.actor.send(sync(null, true, { onPaymentsPage: true }));
    expect(s.view()).toEqual({ ...closed, phase: 'closing', view: 'unsubscribe', shownByPage: true });
    s.clock.increment(ANIMATION_MS);
    expect(s.view()).toEqual(closed);
  });
});

describe('the payment views of the dialog (seed 001 §2, §4, §8)', () => {
  it('seed 001 §4: a provider page is left for (the dialog shows it is leaving)', async () => {
    const s = start();
    s.actor.send(sync('choose-offer', true, { payment }));
    s.checkout.resolve({ outcome: 'redirect', url: 'https://www.paypal.com/checkoutnow?token=EC-1' });
    await settle();
    expect(s.view()).toEqual({ ...closed, phase: 'open', screen: 'leaving', view: 'choose-offer' });
  });

  it('seed 001 §2, §8: payment-error shows the server message', async () => {
    const s = start();
    s.actor.send(sync('checkout', true, { payment }));
    s.checkout.resolve({ outcome: 'payment-error', message: { text: 'Card declined' } });
    await settle();
    expect(s.view()).toEqual({
      ...closed,
      phase: 'open',
      screen: 'paymentOutcome',
      view: 'payment-error',
      outcomeMessage: { text: 'Card declined' },
    });
  });

  it('seed 001 §4: waiting-for-payment polls, then says it takes longer than usual', async () => {
    const s = start();
    s.actor.send(sync('waiting-for-payment', true, { payment }));
    expect(s.view()).toEqual({
      ...closed,
      phase: 'open',
      screen: 'waitingForPayment',
      view: 'waiting-for-payment',
    });
    s.polling.resolve({ outcome: 'timed-out', messageKey: 'payment.longer_than_usual' });
    await settle();
    expect(s.view()).toEqual({
      ...closed,
      phase: 'open',
      screen: 'waitingTimedOut',
      view: 'waiting-for-payment',
    });
  });
});
