import type { accountDialogMachine } from '@machines/account-dialog/account-dialog.machine';
import {
  action,
  effectsExclude,
  effectsInclude,
  endsAs,
  holds,
  invoked,
  projected,
  sent,
  stateIs,
  type MachineOracle,
  type OracleExpectation,
  type OracleStep,
} from '../support/oracle';
import type { AccountDialogProjection } from './account-dialog.fixture';

type Step = OracleStep<AccountDialogProjection>;

/** What the dialog hands the deletion flow when the password form is submitted. */
const SUBMIT_PASSWORD = { type: 'DELETE.SUBMIT_PASSWORD', password: 'Viewer123!' };

/** seed 001 §2, §9: the dialog's numbers, written here and never read from the machine. */
export const DIALOG_SEED = { animationMs: 300, welcomeSeconds: 10, welcomeTickMs: 1000 } as const;

/** seed 001 §2: the values of `u`. */
const SEED_VIEWS = [
  'login',
  'create-account',
  'personal-details',
  'choose-offer',
  'checkout',
  'upgrade-subscription',
  'upgrade-subscription-pending',
  'upgrade-subscription-success',
  'upgrade-subscription-error',
  'payment-error',
  'payment-cancelled',
  'welcome',
  'reset-password',
  'forgot-password',
  'add-password',
  'edit-password',
  'send-confirmation',
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
  'unsubscribe',
  'renew-subscription',
  'edit-card',
  'payment-method',
  'payment-method-success',
  'waiting-for-payment',
  'finalize-payment-adyen',
  'finalize-payment-stripe-ppv',
] as const;
/** seed 001 §2: the only values a signed-out viewer is not sent to login from. */
const SEED_PUBLIC = [
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'edit-password',
];
/** seed 001 §2: offer choice, checkout, plan change and payment views (the checkout work's screens). */
const SEED_CHECKOUT = [
  'choose-offer',
  'checkout',
  'upgrade-subscription',
  'upgrade-subscription-pending',
  'upgrade-subscription-success',
  'upgrade-subscription-error',
  'payment-error',
  'payment-cancelled',
  'unsubscribe',
  'renew-subscription',
  'edit-card',
  'payment-method',
  'payment-method-success',
  'waiting-for-payment',
  'finalize-payment-adyen',
  'finalize-payment-stripe-ppv',
];
/** seed 001 §2, §4: offer choice, payment, the finalisations after a redirect and the outcome views. */
const SEED_CHECKOUT_FLOW = [
  'choose-offer',
  'checkout',
  'finalize-payment-adyen',
  'finalize-payment-stripe-ppv',
  'payment-error',
  'payment-cancelled',
];
/** seed 001 §2 "Payments page": the dialog routes of the payments page (and their outcome views). */
const SEED_PAYMENTS_PAGE = SEED_CHECKOUT.filter(
  (v) => !SEED_CHECKOUT_FLOW.includes(v) && v !== 'waiting-for-payment',
);

const R = {
  openOnU: 'seed 001 §2: the dialog is open whenever the query parameter u is set (to one of its values)',
  closedWithoutU: 'seed 001 §2: without a u value of the table there is no dialog',
  signedOut:
    'seed 001 §2: any u value other than login, create-account, forgot-password, reset-password, send-confirmation and edit-password sends a signed-out user to login',
  publicViews:
    'seed 001 §2: login, create-account, forgot-password, reset-password, send-confirmation and edit-password open for a signed-out user',
  view: 'seed 001 §2: each u value shows its own screen',
  paymentsPage:
    'seed 001 §2: unsubscribe, renew-subscription, upgrade-subscription, edit-card and payment-method are dialog routes used from the payments page',
  large: 'seed 001 §2: the dialog is large only for delete-account-confirmation; otherwise normal size',
  animation: 'seed 001 §2, §9: the dialog animation lasts 300 ms',
  loginSuccess: 'seed 001 §2: login success returns to the page with no u',
  verifyOtp:
    'seed 002 §4: an unconfirmed e-mail (login) or a new own-back-end account (registration) goes to /verify-otp with the e-mail',
  registered: 'seed 001 §2: registration success goes to personal-details',
  afterDetails:
    'seed 001 §4: after personal details the user goes to choose-offer (SVOD, or AUTHVOD with one-time offers) or else welcome',
  welcome: 'seed 001 §2, §9: welcome shows a 10-second countdown and then closes automatically',
  startWatching: 'seed 001 §2: the start-watching button closes welcome at once',
  passwordModes:
    'seed 001 §4, §5: a password change uses a reset token for the e-mail, or the old password of a signed-in user; with neither token nor user the link is invalid; seed 002 §2: a social user without a password sets one',
  passwordDone: 'seed 001 §4: a password change logs the user out and redirects to login',
  addPassword:
    'seed 001 §4: users registered through an external sign-in with no password are sent to the add-password flow; seed 002 §2: on the own back end they set a first password',
  forgotDone: 'seed 001 §2: a sent reset mail is confirmed on send-confirmation for the e-mail',
  deleteForm: 'seed 001 §4: delete account is a password form, then confirmation, then delete',
  deleteNoPassword:
    'seed 001 §4: if the confirmation is opened without a stored password it returns to the form',
  deleteSocial: 'seed 001 §4: a social user without a password is not asked for one',
  deleted: 'seed 001 §2, §4: delete success goes to /',
  avod: 'seed 001 §6: under the ad-supported model there is no sign-in, so no account dialog',
  close: 'seed 001 §2: closing the dialog removes u from the page',
  crashed: 'seed 001 §8: a flow that fails unexpectedly closes the dialog instead of leaving it stuck',
  checkout:
    'seed 001 §4 Checkout: an offer is chosen, an order initialised, then paid by one of four paths; seed 001 §2: choose-offer, checkout and the finalisations after a redirect',
  checkoutStep: 'seed 001 §2: choose-offer picks the offer, checkout pays: the address names the step shown',
  redirect: 'seed 001 §4: PayPal (and a card redirect) send the browser to the returned URL',
  success:
    'seed 001 §4 step 4: success goes to welcome for subscription offers and to the base page for one-time offers',
  paid: 'seed 000 §4 Login, seed 001 §4: subscriptions and entitlements are loaded again after a payment',
  paymentError: 'seed 001 §2, §8: payment errors are shown on payment-error with the message',
  outcomeReplaces:
    "docs/decisions.md (a failed payment never charges twice): a payment's outcome view replaces the checkout's address, so Back never returns to a paid checkout",
  paymentCancelled:
    'seed 001 §2, §8: cancelled shows checkout.payment_cancelled_message (or the message parameter)',
  waiting:
    'seed 001 §4 Waiting for payment: entitlements are polled for the paid offer; on access the base page (C or P prefix) or welcome; otherwise payment.longer_than_usual',
  captcha:
    'seed 001 §5: registration shows a captcha only when the site has a captcha key; seed 001 §7: on the own backend the dialog flows make its auth calls',
  forgotEmail:
    'seed 001 §2: the email query parameter fills the forgot-password form; seed 001 §7: on the own backend the dialog flows make its auth calls',
  restart:
    'seed 001 §4: after a failed or cancelled payment the viewer may choose an offer again (a new order replaces the old, seed 000 §4)',
} as const;

const syncOf = (s: Step) =>
  s.event as unknown as {
    view: string | null;
    signedIn: boolean;
    hasPassword: boolean;
    email: string | null;
    payment?: { offerId: string | null } | null;
    onPaymentsPage?: boolean;
  };
const checkoutOutcomeOf = (s: Step) =>
  (
    s.event as unknown as {
      output: { outcome: string; url?: string; offerId?: string | null; message?: unknown };
    }
  ).output;
const pollingOutcomeOf = (s: Step) =>
  (s.event as unknown as { output: { outcome: string; route?: string } }).output;
const isSeedView = (v: string | null): boolean => v !== null && (SEED_VIEWS as readonly string[]).includes(v);
const tagged = (s: Step, tag: string) => (s.snapshot as { hasTag: (t: string) => boolean }).hasTag(tag);
const navigate = (params: unknown) => action('navigate', params);
const outputOf = (s: Step) =>
  (s.event as unknown as { output?: { next?: string; email?: string } }).output ?? {};

const showsView = (views: string | readonly string[]): OracleExpectation<AccountDialogProjection> => {
  const list = typeof views === 'string' ? [views] : views;
  return holds(R.view, (s) =>
    s.state.view !== null && list.includes(s.state.view)
      ? true
      : `shows u=${s.state.view}, want ${list.join(' or ')}`,
  );
};
const openTag = holds<AccountDialogProjection>(R.openOnU, (s) =>
  tagged(s, 'open') ? true : 'the dialog is not open',
);

export const accountDialogOracle = {
  delays: {
    ANIMATION: { ms: DIALOG_SEED.animationMs, rule: R.animation },
    WELCOME_TICK: { ms: DIALOG_SEED.welcomeTickMs, rule: R.welcome },
  },
  states: {
    closed: {
      seed: R.closedWithoutU,
      expect: [
        projected(R.closedWithoutU, { view: null }),
        holds(R.closedWithoutU, (s) => (tagged(s, 'open') ? 'tagged open while closed' : true)),
      ],
    },
    closing: { seed: [R.animation, R.close] },
    routing: { seed: R.openOnU },
    'open.login': { seed: [R.signedOut, R.loginSuccess], expect: [openTag, showsView('login')] },
    'open.createAccount': { seed: R.registered, expect: [openTag, showsView('create-account')] },
    'open.personalDetails': { seed: R.registered, expect: [openTag, showsView('personal-details')] },
    'open.welcome.counting': {
      seed: R.welcome,
      expect: [
        openTag,
        showsView('welcome'),
        holds(R.welcome, (s) =>
          s.state.welcomeSeconds >= 1 && s.state.welcomeSeconds <= DIALOG_SEED.welcomeSeconds
            ? true
            : `welcome counting with ${s.state.welcomeSeconds} s`,
        ),
      ],
    },
    'open.passwordRequest': {
      seed: R.view,
      expect: [openTag, showsView(['forgot-password', 'reset-password', 'add-password'])],
    },
    'open.sendConfirmation': { seed: R.forgotDone, expect: [openTag, showsView('send-confirmation')] },
    'open.editPassword': { seed: R.passwordModes, expect: [openTag, showsView('edit-password')] },
    'open.deletion.form': { seed: R.deleteForm, expect: [openTag, showsView('delete-account')] },
    'open.deletion.checkingPassword': { seed: R.deleteNoPassword },
    'open.deletion.confirmation': {
      seed: [R.deleteForm, R.large],
      expect: [
        openTag,
        showsView('delete-account-confirmation'),
        holds(R.deleteNoPassword, (s) =>
          s.state.deletePasswordGiven || !s.state.hasPassword
            ? true
            : 'confirmation shown without a password given',
        ),
      ],
    },
    'open.warningAccountDeletion': { seed: R.view, expect: [openTag, showsView('warning-account-deletion')] },
    'open.subscription': {
      seed: R.paymentsPage,
      expect: [
        openTag,
        showsView(SEED_PAYMENTS_PAGE),
        holds(R.paymentsPage, (s) =>
          Object.keys(s.snapshot.children).length === 0 ? true : 'a flow runs in the dialog',
        ),
      ],
    },
    'open.checkout': {
      seed: R.checkout,
      expect: [
        openTag,
        showsView(SEED_CHECKOUT_FLOW),
        holds(R.checkout, (s) =>
          (s.snapshot.children as Record<string, unknown>).checkout ? true : 'no checkout flow running',
        ),
      ],
    },
    'open.leaving': { seed: R.redirect, expect: [openTag] },
    'open.paymentOutcome': {
      seed: [R.paymentError, R.paymentCancelled],
      expect: [
        openTag,
        showsView(['payment-error', 'payment-cancelled']),
        holds(R.paymentError, (s) => (s.state.outcome !== null ? true : 'no message to show')),
      ],
    },
    'open.waitingForPayment.deciding': { seed: R.waiting },
    'open.waitingForPayment.polling': {
      seed: R.waiting,
      expect: [
        openTag,
        showsView('waiting-for-payment'),
        holds(R.waiting, (s) => (s.state.paidOfferId !== null ? true : 'polling without an offer')),
      ],
    },
    'open.waitingForPayment.timedOut': {
      seed: R.waiting,
      expect: [openTag, showsView('waiting-for-payment')],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [stateIs(R.closedWithoutU, 'closed')] },
    // seed 001 §2: the large size belongs to delete-account-confirmation alone, at every step.
    {
      expect: [
        holds(R.large, (s) =>
          tagged(s, 'large') === s.to.startsWith('open.deletion.confirmation')
            ? true
            : `large is ${tagged(s, 'large')} in ${s.to}`,
        ),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => !isSeedView(syncOf(s).view),
      expect: [
        holds(R.closedWithoutU, (s) =>
          s.to === 'closed' || s.to === 'closing' ? true : `u=${syncOf(s).view} left the dialog in ${s.to}`,
        ),
        effectsExclude(R.closedWithoutU, action('navigate')),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) =>
        s.before?.backend !== null &&
        isSeedView(syncOf(s).view) &&
        !SEED_PUBLIC.includes(syncOf(s).view ?? '') &&
        !syncOf(s).signedIn &&
        !s.before?.signedInByFlow &&
        // The view a closing dialog still shows is not reopened (the page is on its way out).
        !(s.from === 'closing' && s.before?.view === syncOf(s).view),
      expect: [
        stateIs(R.signedOut, 'open.login'),
        projected(R.signedOut, { view: 'login' }),
        // The refused address is replaced: Back does not return to a view that sends to login again.
        effectsInclude(R.signedOut, navigate({ to: 'view', view: 'login', replace: true })),
        effectsInclude(R.signedOut, invoked('login')),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) =>
        s.before?.backend !== null && SEED_PUBLIC.includes(syncOf(s).view ?? '') && s.from !== 'closing',
      expect: [
        holds(R.publicViews, (s) =>
          syncOf(s).view === 'login' || !s.to.startsWith('open.login')
            ? true
            : `u=${syncOf(s).view} went to login`,
        ),
        effectsExclude(R.publicViews, navigate({ to: 'view', view: 'login' })),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.before?.backend === null,
      expect: [stateIs(R.avod, 'closed'), effectsExclude(R.avod, invoked('login'), invoked('register'))],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.before?.backend !== null && s.from === 'closed' && syncOf(s).view === 'login',
      expect: [
        stateIs(R.openOnU, 'open.login'),
        holds(R.openOnU, (s) =>
          effectsInclude(
            R.openOnU,
            invoked('login', { backend: s.before?.backend, referrer: 'http://localhost/' }),
          ).check(s),
        ),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.from === 'closed' && syncOf(s).view === 'create-account' && s.before?.backend !== null,
      expect: [
        stateIs(R.openOnU, 'open.createAccount'),
        // The site's own back end; no captcha: none of the fixture's sites has a captcha key.
        holds(R.captcha, (s) =>
          effectsInclude(
            R.captcha,
            invoked('register', {
              backend: s.before?.backend,
              referrer: 'http://localhost/',
              captcha: false,
            }),
          ).check(s),
        ),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.from === 'closed' && syncOf(s).view === 'forgot-password',
      expect: [
        stateIs(R.openOnU, 'open.passwordRequest'),
        holds(R.forgotEmail, (s) =>
          effectsInclude(
            R.forgotEmail,
            invoked('forgotPassword', { backend: s.before?.backend, email: syncOf(s).email }),
          ).check(s),
        ),
      ],
    },
    {
      // A new u while the dialog fades out: it opens again on that view.
      from: 'closing',
      on: 'DIALOG.SYNC',
      where: (s) => isSeedView(syncOf(s).view) && syncOf(s).view !== s.before?.view,
      expect: [
        holds(R.openOnU, (s) => {
          const asked = syncOf(s).view ?? '';
          const signedIn = syncOf(s).signedIn || s.before?.signedInByFlow === true;
          const want = SEED_PUBLIC.includes(asked) || signedIn ? asked : 'login';
          return s.to.startsWith('open.') && s.state.view === want
            ? true
            : `u=${asked} left the dialog in ${s.to} showing ${s.state.view} (want ${want})`;
        }),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) =>
        s.from === 'closed' && syncOf(s).signedIn && SEED_PAYMENTS_PAGE.includes(syncOf(s).view ?? ''),
      expect: [
        stateIs(R.paymentsPage, 'open.subscription'),
        // Elsewhere the viewer is taken to the payments page, replacing the address they came by.
        holds(R.paymentsPage, (s) => {
          const view = syncOf(s).view;
          const leaves = effectsInclude(R.paymentsPage, navigate({ to: 'payments', view, replace: true }));
          const stays = effectsExclude(R.paymentsPage, action('navigate'));
          return (syncOf(s).onPaymentsPage ? stays : leaves).check(s);
        }),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) =>
        s.from === 'closed' &&
        syncOf(s).signedIn &&
        ['choose-offer', 'checkout'].includes(syncOf(s).view ?? ''),
      expect: [
        stateIs(R.checkout, 'open.checkout'),
        // A return's parameters belong to the finalisation views only: choosing starts afresh.
        effectsInclude(R.checkout, invoked('checkout', { resume: null })),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.from === 'closed' && syncOf(s).signedIn && syncOf(s).view === 'waiting-for-payment',
      expect: [
        holds(R.waiting, (s) => {
          const offerId = syncOf(s).payment?.offerId ?? null;
          if (offerId === null)
            return stateIs(R.waiting, 'open.paymentOutcome').check(s) === true &&
              effectsInclude(R.waiting, navigate({ to: 'view', view: 'payment-error' })).check(s) === true &&
              effectsInclude(R.outcomeReplaces, navigate({ view: 'payment-error', replace: true })).check(
                s,
              ) === true &&
              // seed 001 §5, §8: no server words, so the form-level unknown_error.
              projected(R.paymentError, { outcome: 'unknown_error' }).check(s) === true
              ? true
              : 'waiting without an offer did not end on payment-error with unknown_error';
          return effectsInclude(R.waiting, invoked('entitlementPolling', { offerId })).check(s);
        }),
      ],
    },
    // Checkout outcomes (the flow's output, docs/decisions.md).
    {
      from: 'open.checkout',
      on: 'xstate.done.actor.checkout',
      where: (s) => checkoutOutcomeOf(s).outcome === 'redirect',
      expect: [
        stateIs(R.redirect, 'open.leaving'),
        holds(R.redirect, (s) =>
          effectsInclude(R.redirect, navigate({ to: 'leave', url: checkoutOutcomeOf(s).url })).check(s),
        ),
      ],
    },
    {
      from: 'open.checkout',
      on: 'xstate.done.actor.checkout',
      where: (s) => checkoutOutcomeOf(s).outcome === 'waiting-for-payment',
      expect: [
        stateIs(R.waiting, 'open.waitingForPayment.polling'),
        projected(R.waiting, { view: 'waiting-for-payment' }),
        holds(R.waiting, (s) => {
          const offerId = checkoutOutcomeOf(s).offerId;
          return effectsInclude(
            R.waiting,
            navigate({ to: 'view', view: 'waiting-for-payment', params: { offerId } }),
            invoked('entitlementPolling', { offerId }),
          ).check(s);
        }),
        effectsInclude(R.outcomeReplaces, navigate({ view: 'waiting-for-payment', replace: true })),
      ],
    },
    {
      from: 'open.checkout',
      on: 'xstate.done.actor.checkout',
      where: (s) => checkoutOutcomeOf(s).outcome === 'welcome',
      expect: [
        stateIs(R.success, 'open.welcome.counting'),
        projected(R.welcome, { welcomeSeconds: DIALOG_SEED.welcomeSeconds }),
        effectsInclude(R.success, navigate({ to: 'view', view: 'welcome' })),
        effectsInclude(R.outcomeReplaces, navigate({ view: 'welcome', replace: true })),
        effectsInclude(R.paid, action('announcePaid')),
      ],
    },
    {
      from: 'open.checkout',
      on: 'xstate.done.actor.checkout',
      where: (s) => checkoutOutcomeOf(s).outcome === 'base-page',
      expect: [
        stateIs(R.success, 'closing'),
        effectsInclude(R.success, navigate({ to: 'close' })),
        effectsInclude(R.paid, action('announcePaid')),
      ],
    },
    {
      from: 'open.checkout',
      on: 'xstate.done.actor.checkout',
      where: (s) => ['payment-error', 'payment-cancelled'].includes(String(checkoutOutcomeOf(s).outcome)),
      expect: [
        stateIs(R.paymentError, 'open.paymentOutcome'),
        holds(R.paymentError, (s) => {
          const output = checkoutOutcomeOf(s);
          const message = output.message as { key?: string; text?: string };
          const shown = (s.snapshot.context as { outcomeMessage: unknown }).outcomeMessage;
          if (JSON.stringify(shown) !== JSON.stringify(message)) return `shows ${JSON.stringify(shown)}`;
          return effectsInclude(
            R.paymentError,
            navigate({
              to: 'view',
              view: output.outcome,
              ...(message.text ? { params: { message: message.text } } : {}),
            }),
          ).check(s);
        }),
        holds(R.outcomeReplaces, (s) =>
          effectsInclude(
            R.outcomeReplaces,
            navigate({ view: checkoutOutcomeOf(s).outcome, replace: true }),
          ).check(s),
        ),
        effectsExclude(R.paid, action('announcePaid')),
      ],
    },
    {
      from: 'open.checkout',
      on: 'CHECKOUT.STEP',
      expect: [
        holds(R.checkoutStep, (s) => {
          const view = (s.event as { view?: string }).view;
          return s.state.view === view
            ? effectsInclude(R.checkoutStep, navigate({ to: 'view', view })).check(s)
            : `shows ${s.state.view}`;
        }),
        effectsExclude(R.checkoutStep, invoked('checkout')),
      ],
    },
    {
      from: 'open.paymentOutcome',
      on: 'CHECKOUT.RESTART',
      expect: endsAs(
        R.restart,
        'open.checkout',
        { view: 'choose-offer', outcome: null },
        navigate({ to: 'view', view: 'choose-offer' }),
        invoked('checkout', { resume: null }),
      ),
    },
    // Waiting for payment.
    {
      from: 'open.waitingForPayment.polling',
      on: 'xstate.done.actor.entitlementPolling',
      where: (s) => pollingOutcomeOf(s).outcome === 'granted' && pollingOutcomeOf(s).route === 'welcome',
      expect: [
        stateIs(R.waiting, 'open.welcome.counting'),
        effectsInclude(R.waiting, navigate({ to: 'view', view: 'welcome' })),
        effectsInclude(R.outcomeReplaces, navigate({ view: 'welcome', replace: true })),
        effectsInclude(R.paid, action('announcePaid')),
      ],
    },
    {
      from: 'open.waitingForPayment.polling',
      on: 'xstate.done.actor.entitlementPolling',
      where: (s) => pollingOutcomeOf(s).outcome === 'granted' && pollingOutcomeOf(s).route === 'base-page',
      expect: [
        stateIs(R.waiting, 'closing'),
        effectsInclude(R.waiting, navigate({ to: 'close' })),
        effectsInclude(R.paid, action('announcePaid')),
      ],
    },
    {
      from: 'open.waitingForPayment.polling',
      on: 'xstate.done.actor.entitlementPolling',
      where: (s) => pollingOutcomeOf(s).outcome === 'timed-out',
      expect: [
        stateIs(R.waiting, 'open.waitingForPayment.timedOut'),
        effectsExclude(R.waiting, action('navigate')),
        // The access may still arrive: the account looks again.
        effectsInclude(R.paid, action('announcePaid')),
      ],
    },
    // Login.
    {
      from: 'open.login',
      on: 'xstate.done.actor.login',
      where: (s) => outputOf(s).next !== 'verify-email',
      expect: [
        stateIs(R.loginSuccess, 'closing'),
        effectsInclude(R.loginSuccess, navigate({ to: 'close' })),
        effectsExclude(R.loginSuccess, navigate({ to: 'view' })),
      ],
    },
    {
      from: ['open.login', 'open.createAccount'],
      on: ['xstate.done.actor.login', 'xstate.done.actor.register'],
      where: (s) => outputOf(s).next === 'verify-email',
      expect: [
        stateIs(R.verifyOtp, 'closing'),
        holds(R.verifyOtp, (s) =>
          effectsInclude(R.verifyOtp, navigate({ to: 'verify-otp', email: outputOf(s).email })).check(s),
        ),
      ],
    },
    // Registration.
    {
      from: 'open.createAccount',
      on: 'xstate.done.actor.register',
      where: (s) => outputOf(s).next !== 'verify-email',
      expect: endsAs(
        R.registered,
        'open.personalDetails',
        { view: 'personal-details' },
        navigate({ to: 'view', view: 'personal-details' }),
        invoked('personalDetails'),
      ),
    },
    {
      from: 'open.personalDetails',
      on: 'xstate.done.actor.personalDetails',
      where: (s) => s.before?.accessModel === 'SVOD',
      expect: endsAs(
        R.afterDetails,
        'open.checkout',
        { view: 'choose-offer' },
        navigate({ to: 'view', view: 'choose-offer' }),
        invoked('checkout'),
      ),
    },
    {
      // AUTHVOD without one-time offers (the fixture's AUTHVOD site has none).
      from: 'open.personalDetails',
      on: 'xstate.done.actor.personalDetails',
      where: (s) => s.before?.accessModel === 'AUTHVOD',
      expect: [
        stateIs(R.afterDetails, 'open.welcome'),
        projected(R.welcome, { welcomeSeconds: DIALOG_SEED.welcomeSeconds }),
        effectsInclude(R.afterDetails, navigate({ to: 'view', view: 'welcome' })),
      ],
    },
    // Welcome.
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.from === 'closed' && syncOf(s).view === 'welcome' && syncOf(s).signedIn,
      expect: [
        stateIs(R.welcome, 'open.welcome'),
        projected(R.welcome, { welcomeSeconds: DIALOG_SEED.welcomeSeconds }),
      ],
    },
    {
      from: 'open.welcome',
      on: 'xstate.after.WELCOME_TICK',
      where: (s) => (s.before?.welcomeSeconds ?? 0) > 1,
      expect: [
        stateIs(R.welcome, 'open.welcome'),
        holds(R.welcome, (s) =>
          s.state.welcomeSeconds === (s.before?.welcomeSeconds ?? NaN) - 1
            ? true
            : `${s.before?.welcomeSeconds} s became ${s.state.welcomeSeconds} s after one second`,
        ),
        effectsExclude(R.welcome, action('navigate')),
      ],
    },
    {
      from: 'open.welcome',
      on: 'xstate.after.WELCOME_TICK',
      where: (s) => s.before?.welcomeSeconds === 1,
      expect: [
        stateIs(R.welcome, 'closing'),
        // It fades out showing the end of the countdown.
        projected(R.welcome, { welcomeSeconds: 0 }),
        effectsInclude(R.welcome, navigate({ to: 'close' })),
      ],
    },
    {
      from: 'open.welcome',
      on: 'WELCOME.START_WATCHING',
      expect: [
        stateIs(R.startWatching, 'closing'),
        effectsInclude(R.startWatching, navigate({ to: 'close' })),
      ],
    },
    // Closing.
    {
      from: 'closing',
      on: 'xstate.after.ANIMATION',
      expect: [stateIs(R.animation, 'closed'), projected(R.animation, { view: null })],
    },
    {
      from: 'open',
      on: 'DIALOG.CLOSE',
      expect: [stateIs(R.close, 'closing'), effectsInclude(R.close, navigate({ to: 'close' }))],
    },
    {
      from: 'open',
      on: 'DIALOG.SYNC',
      where: (s) => syncOf(s).view === null,
      expect: [stateIs(R.close, 'closing')],
    },
    {
      from: 'open',
      // Each flow on its own: a flow whose failure leads nowhere leaves no step to check.
      on: [
        'xstate.error.actor.login',
        'xstate.error.actor.register',
        'xstate.error.actor.personalDetails',
        'xstate.error.actor.forgotPassword',
        'xstate.error.actor.changePassword',
        'xstate.error.actor.deleteAccount',
        'xstate.error.actor.checkout',
        'xstate.error.actor.entitlementPolling',
      ],
      expect: [stateIs(R.crashed, 'closing'), effectsInclude(R.crashed, navigate({ to: 'close' }))],
    },
    // Passwords.
    {
      from: 'open.passwordRequest',
      on: 'xstate.done.actor.forgotPassword',
      expect: [
        stateIs(R.forgotDone, 'open.sendConfirmation'),
        holds(R.forgotDone, (s) => {
          const shown = (s.snapshot.context as { email: string | null }).email;
          return shown === outputOf(s).email ? true : `send-confirmation shows ${shown}`;
        }),
        holds(R.forgotDone, (s) =>
          effectsInclude(
            R.forgotDone,
            navigate({ to: 'view', view: 'send-confirmation', email: outputOf(s).email }),
          ).check(s),
        ),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => syncOf(s).view === 'edit-password' && s.from === 'closed',
      expect: [
        holds(R.passwordModes, (s) => {
          const e = s.event as unknown as {
            signedIn: boolean;
            hasPassword: boolean;
            resetPasswordToken: string | null;
          };
          // A hosted or commerce social user without a password is the add-password rule's, below.
          const addsPassword =
            !e.resetPasswordToken && e.signedIn && !e.hasPassword && s.before?.backend !== 'own-backend';
          return stateIs(R.passwordModes, addsPassword ? 'open.passwordRequest' : 'open.editPassword').check(
            s,
          );
        }),
        holds(R.passwordModes, (s) => {
          const e = s.event as unknown as {
            signedIn: boolean;
            hasPassword: boolean;
            resetPasswordToken: string | null;
          };
          // A signed-in social user without a password is the add-password rule's, below.
          if (!e.resetPasswordToken && e.signedIn && !e.hasPassword) return true;
          const mode = e.resetPasswordToken ? 'token' : !e.signedIn ? 'invalid-link' : 'old-password';
          return effectsInclude(
            R.passwordModes,
            invoked('changePassword', { mode, token: e.resetPasswordToken }),
          ).check(s);
        }),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) => {
        const e = s.event as unknown as {
          view: string | null;
          signedIn: boolean;
          hasPassword: boolean;
          resetPasswordToken: string | null;
        };
        return (
          s.from === 'closed' &&
          e.view === 'edit-password' &&
          e.signedIn &&
          !e.hasPassword &&
          !e.resetPasswordToken
        );
      },
      expect: [
        holds(R.addPassword, (s) =>
          s.before?.backend === 'own-backend'
            ? // seed 002 §2: the own back end's social user sets a first password at once.
              effectsInclude(R.addPassword, invoked('changePassword', { mode: 'set' })).check(s)
            : true,
        ),
        // seed 001 §4: a hosted or commerce social user without a password goes to the
        // add-password flow (u=add-password, a mailed link).
        holds(R.addPassword, (s) =>
          s.before?.backend === 'own-backend'
            ? true
            : effectsInclude(
                R.addPassword,
                navigate({ to: 'view', view: 'add-password', replace: true }),
              ).check(s),
        ),
        effectsExclude(R.addPassword, invoked('changePassword', { mode: 'old-password' })),
      ],
    },
    {
      from: 'open.editPassword',
      on: 'xstate.done.actor.changePassword',
      expect: endsAs(
        R.passwordDone,
        'open.login',
        { signedInByFlow: false },
        navigate({ to: 'view', view: 'login' }),
        invoked('login'),
      ),
    },
    // Deletion.
    {
      on: 'DIALOG.SYNC',
      where: (s) => s.from === 'closed' && syncOf(s).view === 'delete-account' && syncOf(s).signedIn,
      expect: [
        holds(R.deleteSocial, (s) =>
          syncOf(s).hasPassword
            ? stateIs(R.deleteForm, 'open.deletion.form').check(s)
            : stateIs(R.deleteSocial, 'open.deletion.confirmation').check(s),
        ),
        holds(R.deleteSocial, (s) =>
          effectsInclude(
            R.deleteSocial,
            invoked('deleteAccount', { needsPassword: syncOf(s).hasPassword }),
          ).check(s),
        ),
        // The address follows, replacing the form the social user is not asked to fill in.
        holds(R.deleteSocial, (s) =>
          syncOf(s).hasPassword
            ? effectsExclude(R.deleteSocial, action('navigate')).check(s)
            : effectsInclude(
                R.deleteSocial,
                navigate({ to: 'view', view: 'delete-account-confirmation', replace: true }),
              ).check(s),
        ),
      ],
    },
    {
      on: 'DIALOG.SYNC',
      where: (s) =>
        s.from === 'closed' &&
        syncOf(s).view === 'delete-account-confirmation' &&
        syncOf(s).signedIn &&
        syncOf(s).hasPassword,
      expect: endsAs(
        R.deleteNoPassword,
        'open.deletion.form',
        { view: 'delete-account' },
        navigate({ to: 'view', view: 'delete-account' }),
      ),
    },
    {
      from: 'open.deletion.form',
      on: 'DELETE.PASSWORD_ENTERED',
      expect: [
        stateIs(R.deleteForm, 'open.deletion.confirmation'),
        effectsInclude(
          R.deleteForm,
          sent(SUBMIT_PASSWORD, 'deleteAccount'),
          navigate({ to: 'view', view: 'delete-account-confirmation' }),
        ),
      ],
    },
    {
      from: 'open.deletion',
      on: 'xstate.done.actor.deleteAccount',
      expect: [stateIs(R.deleted, 'closing'), effectsInclude(R.deleted, navigate({ to: 'home' }))],
    },
    {
      from: 'open.deletion.confirmation',
      on: 'DELETE.RETRY',
      expect: endsAs(
        R.deleteForm,
        'open.deletion.form',
        { deletePasswordGiven: false },
        navigate({ to: 'view', view: 'delete-account' }),
      ),
    },
  ],
} satisfies MachineOracle<typeof accountDialogMachine, AccountDialogProjection>;
