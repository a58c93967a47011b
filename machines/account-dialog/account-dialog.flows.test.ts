import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { dialogSync as sync } from '../../tests/model/account-dialog.builders';
import { accountDialogMachine } from './account-dialog.machine';
import { selectDialog } from './account-dialog.selectors';
import type { AccountDialogInput, DialogNavigation, DialogSyncEvent } from './account-dialog.types';

/**
 * The account dialog with each flow under the name the app gives it (src/app/flows), each one
 * finishing or failing when the test says: what every flow is started with, where the dialog
 * goes when it ends, and what a sync from the page keeps for later. Expectations come from the
 * seeds (/work/shared/seeds), never from the machine's constants.
 */

/** seed 001 §2, §9: the dialog fades for 300 ms; welcome counts down 10 s, one tick a second. */
const SEED = { animationMs: 300, welcomeSeconds: 10, tickMs: 1000 } as const;

const FLOWS = [
  'loginFlow',
  'registerFlow',
  'personalDetailsFlow',
  'forgotPasswordFlow',
  'changePasswordFlow',
  'deleteAccountFlow',
  'checkoutFlow',
  'entitlementPollingFlow',
] as const;
type FlowName = (typeof FLOWS)[number];

const hosted: AccountDialogInput = {
  accessModel: 'SVOD',
  backend: 'hosted',
  hasOneTimeOffers: false,
  referrer: '/',
};

type Run = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };

/** The dialog with every flow faked under its own name; `finish` / `fail` settle the latest run. */
function start(input: Partial<AccountDialogInput> = {}) {
  const navigations: DialogNavigation[] = [];
  const runs = Object.fromEntries(FLOWS.map((name) => [name, [] as Run[]])) as Record<FlowName, Run[]>;
  const fake = (name: FlowName) =>
    fromPromise<unknown, unknown>(
      ({ input: received }) =>
        new Promise((resolve, reject) => void runs[name].push({ input: received, resolve, reject })),
    );
  const machine = accountDialogMachine.provide({
    actions: { navigate: (_, to) => void navigations.push(to) },
    actors: Object.fromEntries(FLOWS.map((name) => [name, fake(name)])) as never,
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { ...hosted, ...input }, clock });
  actor.start();
  const latest = (name: FlowName) => {
    const run = runs[name].at(-1);
    if (!run) throw new Error(`${name} was never started under its own name`);
    return run;
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    clock,
    navigations,
    runs,
    /** The input the latest run of a flow was started with. */
    inputOf: (name: FlowName) => latest(name).input,
    finish: async (name: FlowName, output: unknown) => {
      latest(name).resolve(output);
      await settled();
    },
    fail: async (name: FlowName) => {
      latest(name).reject(new Error('Unexpected error'));
      await settled();
    },
    /** The dialog fades out (seed 001 §2: 300 ms). */
    fadeOut: () => clock.increment(SEED.animationMs),
    matches: (value: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
      actor.getSnapshot().matches(value),
    view: () => actor.getSnapshot().context.view,
  };
}
type Dialog = ReturnType<typeof start>;

/** seed 001 §2: the protected view a signed-out viewer is sent to login from. */
const expectSentToLogin = (dialog: Dialog, rule: string) => {
  expect(dialog.matches({ open: 'login' }), rule).toBe(true);
  expect(dialog.view(), rule).toBe('login');
};

describe('each flow runs under its own name and the dialog moves on when it ends', () => {
  it('seed 001 §2: login success returns to the page with no u', async () => {
    const d = start();
    d.actor.send(sync('login', false));
    expect(d.inputOf('loginFlow')).toEqual({ backend: 'hosted', referrer: '/' });
    await d.finish('loginFlow', { next: 'signed-in' });
    expect(d.matches('closing')).toBe(true);
    expect(d.navigations).toEqual([{ to: 'close' }]);
  });

  it('seed 001 §2: registration success goes to personal-details', async () => {
    const d = start();
    d.actor.send(sync('create-account', false));
    expect(d.inputOf('registerFlow')).toEqual({ backend: 'hosted', referrer: '/', captcha: false });
    await d.finish('registerFlow', { next: 'signed-in' });
    expect(d.matches({ open: 'personalDetails' })).toBe(true);
    expect(d.navigations).toEqual([{ to: 'view', view: 'personal-details' }]);
    expect(d.runs.personalDetailsFlow).toHaveLength(1);
  });

  it('seed 001 §2: a sent reset mail is confirmed on send-confirmation for the e-mail', async () => {
    const d = start();
    // seed 001 §2: the address's `email` fills the forgot-password form.
    d.actor.send(sync('forgot-password', false, { email: 'viewer@statecast.test' }));
    expect(d.inputOf('forgotPasswordFlow')).toEqual({ backend: 'hosted', email: 'viewer@statecast.test' });
    await d.finish('forgotPasswordFlow', { email: 'typed@statecast.test', token: null });
    expect(d.matches({ open: 'sendConfirmation' })).toBe(true);
    // The confirmation names the address the mail went to: the one typed in the flow.
    expect(selectDialog(d.actor.getSnapshot()).email).toBe('typed@statecast.test');
    expect(d.navigations).toEqual([{ to: 'view', view: 'send-confirmation', email: 'typed@statecast.test' }]);
  });

  it('seed 001 §4: a password change logs the user out and redirects to login', async () => {
    const d = start();
    d.actor.send(sync('edit-password', false, { email: 'viewer@statecast.test', resetPasswordToken: 'tok' }));
    expect(d.inputOf('changePasswordFlow')).toEqual({
      backend: 'hosted',
      email: 'viewer@statecast.test',
      token: 'tok',
      mode: 'token',
    });
    await d.finish('changePasswordFlow', { next: 'login' });
    expect(d.matches({ open: 'login' })).toBe(true);
    expect(d.navigations).toEqual([{ to: 'view', view: 'login' }]);
    expect(d.runs.loginFlow).toHaveLength(1);
  });

  it('seed 001 §5: with neither token nor user the password link is invalid (reset.invalid_link)', () => {
    const d = start();
    d.actor.send(sync('edit-password', false, { email: 'viewer@statecast.test' }));
    expect(d.matches({ open: 'editPassword' })).toBe(true);
    expect(d.inputOf('changePasswordFlow')).toMatchObject({ token: null, mode: 'invalid-link' });
  });

  it('seed 001 §4: delete success goes to /', async () => {
    const d = start();
    d.actor.send(sync('delete-account', true));
    expect(d.inputOf('deleteAccountFlow')).toEqual({ backend: 'hosted', needsPassword: true });
    await d.finish('deleteAccountFlow', { next: 'home' });
    expect(d.matches('closing')).toBe(true);
    expect(d.navigations).toEqual([{ to: 'home' }]);
  });
});

describe('seed 001 §8: a flow that fails unexpectedly closes the dialog instead of leaving it stuck', () => {
  const openings: [FlowName, DialogSyncEvent][] = [
    ['loginFlow', sync('login', false)],
    ['registerFlow', sync('create-account', false)],
    ['personalDetailsFlow', sync('personal-details', true)],
    ['forgotPasswordFlow', sync('forgot-password', false)],
    ['changePasswordFlow', sync('edit-password', true)],
    ['deleteAccountFlow', sync('delete-account', true)],
  ];
  for (const [flow, opening] of openings) {
    it(`${flow} failing closes the dialog and asks for the page without u`, async () => {
      const d = start();
      d.actor.send(opening);
      await d.fail(flow);
      expect(d.matches('closing'), flow).toBe(true);
      expect(d.navigations.at(-1), flow).toEqual({ to: 'close' });
      d.fadeOut();
      expect(d.matches('closed'), flow).toBe(true);
    });
  }
});

describe("the site's account back end and captcha reach the flows", () => {
  it('seed 001 §7: on the own back end every flow of the dialog makes the own back end auth calls', () => {
    const own = { backend: 'own-backend' } as const;
    const login = start(own);
    login.actor.send(sync('login', false));
    expect(login.inputOf('loginFlow')).toMatchObject(own);
    const register = start(own);
    register.actor.send(sync('create-account', false));
    expect(register.inputOf('registerFlow')).toMatchObject(own);
    const forgot = start(own);
    forgot.actor.send(sync('forgot-password', false));
    expect(forgot.inputOf('forgotPasswordFlow')).toEqual({ ...own, email: null });
    const change = start(own);
    change.actor.send(sync('edit-password', true));
    expect(change.inputOf('changePasswordFlow')).toMatchObject({ ...own, mode: 'old-password' });
    const deletion = start(own);
    deletion.actor.send(sync('delete-account', true));
    expect(deletion.inputOf('deleteAccountFlow')).toEqual({ ...own, needsPassword: true });
  });

  it('seed 001 §5: registration asks for the captcha only where the site has a captcha key', () => {
    const withKey = start({ captcha: true });
    withKey.actor.send(sync('create-account', false));
    expect(withKey.inputOf('registerFlow')).toEqual({ backend: 'hosted', referrer: '/', captcha: true });
    const without = start({ captcha: false });
    without.actor.send(sync('create-account', false));
    expect(without.inputOf('registerFlow')).toMatchObject({ captcha: false });
    // A site that says nothing has no key.
    const unsaid = start();
    unsaid.actor.send(sync('create-account', false));
    expect(unsaid.inputOf('registerFlow')).toMatchObject({ captcha: false });
  });
});

describe('seed 001 §2: the address the dialog is sent to replaces the one it refused', () => {
  it('a signed-out viewer moving to a protected view inside the dialog is sent to login', () => {
    const d = start();
    d.actor.send(sync('create-account', false));
    d.actor.send(sync('personal-details', false));
    expectSentToLogin(
      d,
      'seed 001 §2: any u value other than the public ones sends a signed-out user to login',
    );
    expect(d.navigations).toEqual([{ to: 'view', view: 'login', replace: true }]);
  });

  it('seed 001 §4: a hosted social account without a password is sent to add-password', () => {
    const d = start();
    d.actor.send(sync('edit-password', true, { hasPassword: false }));
    expect(d.matches({ open: 'passwordRequest' })).toBe(true);
    expect(d.view()).toBe('add-password');
    expect(d.navigations).toEqual([{ to: 'view', view: 'add-password', replace: true }]);
    expect(d.inputOf('forgotPasswordFlow')).toEqual({ backend: 'hosted', email: null });
    expect(d.runs.changePasswordFlow).toHaveLength(0);
  });

  it('seed 001 §4: a social user without a password is not asked for one on delete-account', () => {
    const d = start();
    d.actor.send(sync('delete-account', true, { hasPassword: false }));
    expect(d.matches({ open: { deletion: 'confirmation' } })).toBe(true);
    expect(d.actor.getSnapshot().hasTag('large')).toBe(true);
    expect(d.navigations).toEqual([{ to: 'view', view: 'delete-account-confirmation', replace: true }]);
    expect(d.inputOf('deleteAccountFlow')).toEqual({ backend: 'hosted', needsPassword: false });
  });

  it('seed 001 §4: a social user opening the confirmation itself stays on it', () => {
    const d = start();
    d.actor.send(sync('delete-account-confirmation', true, { hasPassword: false }));
    expect(d.matches({ open: { deletion: 'confirmation' } })).toBe(true);
    expect(d.navigations).toEqual([]);
  });

  it('seed 001 §2: a subscription view opened elsewhere goes to the payments page (absent "on the payments page" is no)', () => {
    const d = start();
    d.actor.send(sync('unsubscribe', true));
    expect(d.matches({ open: 'subscription' })).toBe(true);
    expect(d.navigations).toEqual([{ to: 'payments', view: 'unsubscribe', replace: true }]);
  });
});

describe("the account's word in a sync counts, whatever the sync does to the dialog", () => {
  const rule = 'seed 001 §2: any u value other than the public ones sends a signed-out user to login';
  /** Login succeeds: the flow says signed in before the account does. */
  const signedInByLogin = async () => {
    const d = start();
    d.actor.send(sync('login', false));
    await d.finish('loginFlow', { next: 'signed-in' });
    expect(d.matches('closing')).toBe(true);
    return d;
  };

  it('the account saying signed in while the dialog is closed, then signing out', async () => {
    const d = await signedInByLogin();
    d.fadeOut();
    d.actor.send(sync(null, true));
    d.actor.send(sync(null, false));
    d.actor.send(sync('personal-details', false));
    expectSentToLogin(d, rule);
  });

  it('the account saying signed in while the dialog fades out without u, then signing out', async () => {
    const d = await signedInByLogin();
    d.actor.send(sync(null, true));
    d.fadeOut();
    d.actor.send(sync('personal-details', false));
    expectSentToLogin(d, rule);
  });

  it('the account saying signed in while the dialog fades out on the view it had, then signing out', async () => {
    const d = await signedInByLogin();
    d.actor.send(sync('login', true));
    expect(d.matches('closing')).toBe(true);
    d.fadeOut();
    d.actor.send(sync('personal-details', false));
    expectSentToLogin(d, rule);
  });

  it('the account saying signed in as the open dialog loses u, then signing out', async () => {
    const d = start();
    d.actor.send(sync('create-account', false));
    await d.finish('registerFlow', { next: 'signed-in' });
    d.actor.send(sync(null, true));
    expect(d.matches('closing')).toBe(true);
    d.fadeOut();
    d.actor.send(sync('personal-details', false));
    expectSentToLogin(d, rule);
  });

  it('the account saying signed in on the view shown, then signing out while it is open', async () => {
    const d = start();
    d.actor.send(sync('create-account', false));
    await d.finish('registerFlow', { next: 'signed-in' });
    d.actor.send(sync('personal-details', true));
    expect(d.matches({ open: 'personalDetails' })).toBe(true);
    d.actor.send(sync('personal-details', false));
    expectSentToLogin(d, rule);
  });

  it('seed 001 §4: one-time offers said by the sync that sent the viewer to login count after it', async () => {
    const d = start({ accessModel: 'AUTHVOD' });
    d.actor.send(sync('create-account', false));
    d.actor.send(sync('personal-details', false, { hasOneTimeOffers: true }));
    expectSentToLogin(d, rule);
    // Signed in, the viewer goes on to personal details; the page says nothing new about offers.
    d.actor.send(sync('personal-details', true));
    expect(d.matches({ open: 'personalDetails' })).toBe(true);
    await d.finish('personalDetailsFlow', { captured: true });
    expect(d.navigations.at(-1)).toEqual({ to: 'view', view: 'choose-offer' });
  });
});

describe('seed 001 §2: a viewer who has just signed in is not sent back to login before the account knows', () => {
  it('after login success, the next protected view opens while the account still says signed out', async () => {
    const d = start();
    d.actor.send(sync('login', false));
    await d.finish('loginFlow', { next: 'signed-in' });
    d.actor.send(sync('personal-details', false));
    expect(d.matches({ open: 'personalDetails' })).toBe(true);
    expect(d.navigations).toEqual([{ to: 'close' }]);
  });

  it('after registration, personal-details stays while the account still says signed out', async () => {
    const d = start();
    d.actor.send(sync('create-account', false));
    await d.finish('registerFlow', { next: 'signed-in' });
    d.actor.send(sync('personal-details', false));
    expect(d.matches({ open: 'personalDetails' })).toBe(true);
    expect(d.navigations).toEqual([{ to: 'view', view: 'personal-details' }]);
    expect(d.runs.personalDetailsFlow).toHaveLength(1);
  });
});

describe('seed 001 §2: the dialog is open whenever u is set, showing that value', () => {
  it('a new u while the dialog fades out opens it again on that view', async () => {
    const d = start();
    d.actor.send(sync('login', false));
    await d.finish('loginFlow', { next: 'signed-in' });
    d.actor.send(sync('personal-details', true));
    expect(d.matches({ open: 'personalDetails' })).toBe(true);
    expect(d.view()).toBe('personal-details');
  });

  it('a new u while it is open moves to that view', () => {
    const d = start();
    d.actor.send(sync('login', false));
    d.actor.send(sync('create-account', false));
    expect(d.matches({ open: 'createAccount' })).toBe(true);
    expect(d.runs.registerFlow).toHaveLength(1);
  });

  it('seed 001 §2, §9: welcome opened again counts from 10 s', () => {
    const d = start();
    d.actor.send(sync('welcome', true));
    d.clock.increment(SEED.tickMs);
    d.clock.increment(SEED.tickMs);
    d.clock.increment(SEED.tickMs);
    expect(d.actor.getSnapshot().context.welcomeSeconds).toBe(SEED.welcomeSeconds - 3);
    d.actor.send(sync('personal-details', true));
    d.actor.send(sync('welcome', true));
    expect(d.matches({ open: 'welcome' })).toBe(true);
    expect(selectDialog(d.actor.getSnapshot()).welcomeSeconds).toBe(SEED.welcomeSeconds);
  });

  it('seed 001 §2, §9: welcome fades out showing 0 s once its countdown ends', () => {
    const d = start();
    d.actor.send(sync('welcome', true));
    for (let second = 0; second < SEED.welcomeSeconds; second++) d.clock.increment(SEED.tickMs);
    expect(d.matches('closing')).toBe(true);
    expect(selectDialog(d.actor.getSnapshot()).welcomeSeconds).toBe(0);
  });
});

describe('seed 001 §4: delete account is a password form, then confirmation, then delete', () => {
  it('a deletion opened afresh has no password: its confirmation returns to the form', () => {
    const d = start();
    d.actor.send(sync('delete-account', true));
    d.actor.send({ type: 'DELETE.PASSWORD_ENTERED', password: 'Viewer123!' });
    expect(d.matches({ open: { deletion: 'confirmation' } })).toBe(true);
    // Back to the form by the address: a new deletion flow, which has no password.
    d.actor.send(sync('delete-account', true));
    expect(d.matches({ open: { deletion: 'form' } })).toBe(true);
    expect(d.runs.deleteAccountFlow).toHaveLength(2);
    d.actor.send(sync('delete-account-confirmation', true));
    expect(d.matches({ open: { deletion: 'form' } })).toBe(true);
    expect(d.navigations.at(-1)).toEqual({ to: 'view', view: 'delete-account', replace: true });
  });
});

describe('seed 001 §4: payment views', () => {
  it('waiting-for-payment without an offer id shows payment-error (nothing to poll for)', () => {
    const d = start();
    d.actor.send(sync('waiting-for-payment', true));
    expect(d.matches({ open: 'paymentOutcome' })).toBe(true);
    expect(d.view()).toBe('payment-error');
    // seed 001 §5, §8: no server words to show, so the form-level unknown_error.
    expect(d.actor.getSnapshot().context.outcomeMessage).toEqual({ key: 'unknown_error' });
    expect(d.runs.entitlementPollingFlow).toHaveLength(0);
  });

  it('seed 001 §2: payment-cancelled shows the optional message parameter: the address carries it', async () => {
    const d = start();
    d.actor.send(sync('checkout', true));
    await d.finish('checkoutFlow', { outcome: 'payment-cancelled', message: { text: 'Stopped by you' } });
    expect(d.matches({ open: 'paymentOutcome' })).toBe(true);
    expect(d.navigations.at(-1)).toMatchObject({
      to: 'view',
      view: 'payment-cancelled',
      params: { message: 'Stopped by you' },
    });
  });

  it('seed 001 §2: a checkout step already shown asks for no new address', () => {
    const d = start();
    d.actor.send(sync('choose-offer', true));
    expect(d.matches({ open: 'checkout' })).toBe(true);
    d.actor.send({ type: 'CHECKOUT.STEP', view: 'choose-offer' });
    expect(d.navigations).toEqual([]);
    d.actor.send({ type: 'CHECKOUT.STEP', view: 'checkout' });
    expect(d.navigations).toEqual([{ to: 'view', view: 'checkout' }]);
  });

  it('seed 001 §4: after personal details only SVOD, or AUTHVOD with one-time offers, goes to choose-offer', async () => {
    // A site with an account back end under another model (AVOD has sign-in hidden, seed 001 §6).
    const d = start({ accessModel: 'AVOD', hasOneTimeOffers: true });
    d.actor.send(sync('personal-details', true));
    await d.finish('personalDetailsFlow', { captured: true });
    expect(d.navigations.at(-1)).toEqual({ to: 'view', view: 'welcome' });
  });
});
