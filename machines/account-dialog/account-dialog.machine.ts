import { assertEvent, assign, sendTo, setup } from 'xstate';
import { checkoutMachine } from '../checkout/checkout.machine';
import { entitlementPollingMachine } from '../entitlement-polling/entitlement-polling.machine';
import { deleteAccountMachine } from '../delete-account/delete-account.machine';
import { loginMachine } from '../login/login.machine';
import type { LoginOutput } from '../login/login.types';
import { changePasswordMachine } from '../password/change-password.machine';
import { forgotPasswordMachine } from '../password/forgot-password.machine';
import type { ForgotPasswordOutput } from '../password/password.types';
import { personalDetailsMachine } from '../personal-details/personal-details.machine';
import { registerMachine } from '../register/register.machine';
import type { RegisterOutput } from '../register/register.types';
import {
  CHECKOUT_FLOW_VIEWS,
  isDialogView,
  PASSWORD_REQUEST_VIEWS,
  PUBLIC_VIEWS,
  type AccountDialogContext,
  type AccountDialogEvent,
  type AccountDialogInput,
  type CheckoutInput,
  type CheckoutMessage,
  type CheckoutOutput,
  type EntitlementPollingOutput,
  type DialogNavigation,
  type DialogSyncEvent,
  type DialogView,
} from './account-dialog.types';

/** seed 001 §2: the dialog animates for 300 ms. */
export const DIALOG_ANIMATION_MS = 300;
/** seed 001 §2, §9: welcome counts down 10 s, then closes. */
export const WELCOME_SECONDS = 10;
export const WELCOME_TICK_MS = 1_000;

const requestedView = (event: DialogSyncEvent): DialogView | null => (isDialogView(event.view) ? event.view : null);

const isSignedIn = (context: AccountDialogContext, event: DialogSyncEvent) =>
  event.signedIn || context.signedInByFlow;

/** A checkout started without the page's parameters: the site's offers, nothing to resume. */
const EMPTY_CHECKOUT: CheckoutInput = {
  offerIds: [],
  premier: false,
  allowedRedirectOrigins: [],
  paypalReturnUrls: { successUrl: '', waitingUrl: '', cancelUrl: '', errorUrl: '' },
  cardReturnUrl: '',
  referrer: '',
  resume: null,
};

/**
 * What the checkout starts with: the page's parameters; a provider's return (`resume`) only on
 * the view it returns to, so that choosing an offer again starts afresh.
 */
function checkoutInputOf(context: AccountDialogContext): CheckoutInput {
  const checkout = context.payment?.checkout ?? EMPTY_CHECKOUT;
  const resumes = context.view !== 'choose-offer' && context.view !== 'checkout';
  return { ...checkout, resume: resumes ? checkout.resume : null };
}

const checkoutOutputOf = (event: unknown) => (event as { output: CheckoutOutput }).output;
const pollingOutputOf = (event: unknown) => (event as { output: EntitlementPollingOutput }).output;

/** payment-error / payment-cancelled carry the server's words in `message` (seed 001 §2). */
const messageParams = (message: CheckoutMessage | null): Record<string, string> | undefined =>
  message && 'text' in message ? { message: message.text } : undefined;

/**
 * The account dialog (seed 001 §2) replaces a switch over `?u=` with states. The page sends
 * DIALOG.SYNC whenever the URL or the account changes; the dialog picks the view, refuses
 * signed-out viewers everything but the public views (they go to login), and asks the page to
 * navigate when a flow ends: login back to the page without `u`, registration on to
 * personal-details (or to /verify-otp on the own back end), personal-details on to choose-offer
 * or welcome, welcome closing itself after 10 s. Checkout, subscription and payment views are
 * the checkout work's; until it lands they show "not available yet".
 */
export const accountDialogMachine = setup({
  types: {
    context: {} as AccountDialogContext,
    events: {} as AccountDialogEvent,
    input: {} as AccountDialogInput,
    tags: {} as 'open' | 'large',
    children: {} as {
      login: 'loginFlow';
      register: 'registerFlow';
      personalDetails: 'personalDetailsFlow';
      forgotPassword: 'forgotPasswordFlow';
      changePassword: 'changePasswordFlow';
      deleteAccount: 'deleteAccountFlow';
      checkout: 'checkoutFlow';
      entitlementPolling: 'entitlementPollingFlow';
    },
  },
  actors: {
    loginFlow: loginMachine,
    registerFlow: registerMachine,
    personalDetailsFlow: personalDetailsMachine,
    forgotPasswordFlow: forgotPasswordMachine,
    changePasswordFlow: changePasswordMachine,
    deleteAccountFlow: deleteAccountMachine,
    checkoutFlow: checkoutMachine,
    entitlementPollingFlow: entitlementPollingMachine,
  },
  delays: {
    ANIMATION: DIALOG_ANIMATION_MS,
    WELCOME_TICK: WELCOME_TICK_MS,
  },
  actions: {
    /** Changes the URL: the page maps the request onto src/app/paths.ts. */
    navigate: (_, _params: DialogNavigation) => {},
    /**
     * A payment went through (or may still): the account reloads the viewer's subscriptions and
     * entitlements (seed 000 §4, seed 001 §4), so cards and players open without a reload.
     */
    announcePaid: () => {},
    assignSync: assign(({ context, event }) => {
      assertEvent(event, 'DIALOG.SYNC');
      return {
        view: requestedView(event) ?? context.view,
        signedIn: event.signedIn,
        // Once the account actor agrees, the flow's word is no longer needed.
        signedInByFlow: event.signedIn ? false : context.signedInByFlow,
        hasPassword: event.hasPassword,
        email: event.email,
        resetPasswordToken: event.resetPasswordToken,
        payment: event.payment ?? null,
      };
    }),
    /** The address's `offerId` is the offer waiting-for-payment polls for (seed 001 §2). */
    assignPaidOfferFromPage: assign({ paidOfferId: ({ context }) => context.payment?.offerId ?? null }),
  },
  guards: {
    isClosedUrl: ({ event }) => {
      assertEvent(event, 'DIALOG.SYNC');
      return requestedView(event) === null;
    },
    hasNoAccounts: ({ context }) => context.backend === null,
    /** The same rule as `needsSignIn`, once the sync is in the context (while routing). */
    mustSignInFirst: ({ context }) =>
      context.view !== null && !PUBLIC_VIEWS.includes(context.view) && !context.signedIn && !context.signedInByFlow,
    needsSignIn: ({ context, event }) => {
      assertEvent(event, 'DIALOG.SYNC');
      const view = requestedView(event);
      return view !== null && !PUBLIC_VIEWS.includes(view) && !isSignedIn(context, event);
    },
    isShownView: ({ context, event }) => {
      assertEvent(event, 'DIALOG.SYNC');
      return requestedView(event) === context.view;
    },
    isView: ({ context }, params: { views: readonly DialogView[] }) =>
      context.view !== null && params.views.includes(context.view),
    canConfirmDeletion: ({ context }) => context.deletePasswordGiven || !context.hasPassword,
    isPasswordlessDeletion: ({ context }) => context.view === 'delete-account' && !context.hasPassword,
    isLastWelcomeSecond: ({ context }) => context.welcomeSeconds <= 1,
    goesToVerifyEmail: ({ event }) =>
      (event as { output?: LoginOutput | RegisterOutput }).output?.next === 'verify-email',
    isCheckoutOutcome: ({ event }, params: { outcome: CheckoutOutput['outcome'] }) =>
      checkoutOutputOf(event).outcome === params.outcome,
    isPollingOutcome: ({ event }, params: { route: 'welcome' | 'base-page' }) => {
      const output = pollingOutputOf(event);
      return output.outcome === 'granted' && output.route === params.route;
    },
    hasPaidOffer: ({ context }) => context.paidOfferId !== null,
    isOtherStep: ({ context, event }) => {
      assertEvent(event, 'CHECKOUT.STEP');
      return context.view !== event.view;
    },
    /** seed 001 §4: SVOD, or AUTHVOD with one-time offers, goes on to choose-offer. */
    needsOfferChoice: ({ context }) =>
      context.accessModel === 'SVOD' || (context.accessModel === 'AUTHVOD' && context.hasOneTimeOffers),
  },
}).createMachine({
  id: 'accountDialog',
  context: ({ input }) => ({
    accessModel: input.accessModel,
    backend: input.backend,
    hasOneTimeOffers: input.hasOneTimeOffers,
    referrer: input.referrer,
    view: null,
    signedIn: false,
    signedInByFlow: false,
    hasPassword: true,
    email: null,
    resetPasswordToken: null,
    welcomeSeconds: WELCOME_SECONDS,
    deletePasswordGiven: false,
    payment: null,
    paidOfferId: null,
    outcomeMessage: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'DIALOG.SYNC': [
          { guard: 'isClosedUrl', actions: 'assignSync' },
          { target: 'routing', actions: 'assignSync' },
        ],
      },
    },
    closing: {
      // seed 001 §2: the dialog fades out over 300 ms, showing the view it had.
      after: {
        ANIMATION: {
          target: 'closed',
          actions: assign({
            view: null,
            deletePasswordGiven: false,
            welcomeSeconds: WELCOME_SECONDS,
            paidOfferId: null,
            outcomeMessage: null,
          }),
        },
      },
      on: {
        'DIALOG.SYNC': [
          { guard: 'isClosedUrl', actions: 'assignSync' },
          // The page still names the view being closed: the move the flow asked for has not
          // landed yet (a deleted account is signed out before it reaches /, seed 001 §4).
          { guard: 'isShownView', actions: 'assignSync' },
          { target: 'routing', actions: 'assignSync' },
        ],
      },
    },
    routing: {
      always: [
        {
          // AVOD has no account back end: there is nothing to open (seed 001 §6).
          guard: 'hasNoAccounts',
          target: 'closed',
          actions: [assign({ view: null }), { type: 'navigate', params: { to: 'close' } }],
        },
        {
          guard: 'mustSignInFirst',
          target: 'open.login',
          actions: [assign({ view: 'login' }), { type: 'navigate', params: { to: 'view', view: 'login', replace: true } }],
        },
        { guard: { type: 'isView', params: { views: ['login'] } }, target: 'open.login' },
        { guard: { type: 'isView', params: { views: ['create-account'] } }, target: 'open.createAccount' },
        { guard: { type: 'isView', params: { views: ['personal-details'] } }, target: 'open.personalDetails' },
        { guard: { type: 'isView', params: { views: ['welcome'] } }, target: 'open.welcome' },
        { guard: { type: 'isView', params: { views: PASSWORD_REQUEST_VIEWS } }, target: 'open.passwordRequest' },
        { guard: { type: 'isView', params: { views: ['send-confirmation'] } }, target: 'open.sendConfirmation' },
        { guard: { type: 'isView', params: { views: ['edit-password'] } }, target: 'open.editPassword' },
        {
          // seed 001 §4: a social account without a password is not asked for one.
          guard: 'isPasswordlessDeletion',
          target: 'open.deletion.confirmation',
          actions: [
            assign({ view: 'delete-account-confirmation' }),
            { type: 'navigate', params: { to: 'view', view: 'delete-account-confirmation', replace: true } },
          ],
        },
        { guard: { type: 'isView', params: { views: ['delete-account'] } }, target: 'open.deletion.form' },
        {
          guard: { type: 'isView', params: { views: ['delete-account-confirmation'] } },
          target: 'open.deletion.checkingPassword',
        },
        { guard: { type: 'isView', params: { views: ['warning-account-deletion'] } }, target: 'open.warningAccountDeletion' },
        { guard: { type: 'isView', params: { views: CHECKOUT_FLOW_VIEWS } }, target: 'open.checkout' },
        {
          guard: { type: 'isView', params: { views: ['waiting-for-payment'] } },
          target: 'open.waitingForPayment',
          actions: 'assignPaidOfferFromPage',
        },
        // What is left are the subscription views (CHECKOUT_VIEWS); a `u` the dialog does not know
        // never gets here: it reads as no dialog at all.
        { target: 'open.notAvailable' },
      ],
    },
    open: {
      tags: ['open'],
      on: {
        'DIALOG.SYNC': [
          // The URL lost `u` (back button, a link): fade out.
          { guard: 'isClosedUrl', target: 'closing', actions: 'assignSync' },
          {
            // seed 001 §2: signed out, only the public views open; the rest go to login.
            guard: 'needsSignIn',
            target: '.login',
            actions: [
              'assignSync',
              assign({ view: 'login' }),
              { type: 'navigate', params: { to: 'view', view: 'login', replace: true } },
            ],
          },
          // Same view (the account or a query value changed): the flow keeps its state.
          { guard: 'isShownView', actions: 'assignSync' },
          { target: 'routing', actions: 'assignSync' },
        ],
        'DIALOG.CLOSE': { target: 'closing', actions: { type: 'navigate', params: { to: 'close' } } },
      },
      initial: 'login',
      states: {
        login: {
          invoke: {
            id: 'login',
            src: 'loginFlow',
            input: ({ context }) => ({ backend: context.backend ?? 'hosted', referrer: context.referrer }),
            onDone: [
              {
                guard: 'goesToVerifyEmail',
                target: '#accountDialog.closing',
                actions: {
                  type: 'navigate',
                  params: ({ event }) => ({
                    to: 'verify-otp',
                    email: (event.output as Extract<LoginOutput, { next: 'verify-email' }>).email,
                  }),
                },
              },
              {
                // seed 001 §2: login success returns to the page without `u`.
                target: '#accountDialog.closing',
                actions: [assign({ signedInByFlow: true }), { type: 'navigate', params: { to: 'close' } }],
              },
            ],
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
        },
        createAccount: {
          invoke: {
            id: 'register',
            src: 'registerFlow',
            input: ({ context }) => ({ backend: context.backend ?? 'hosted', referrer: context.referrer }),
            onDone: [
              {
                guard: 'goesToVerifyEmail',
                target: '#accountDialog.closing',
                actions: {
                  type: 'navigate',
                  params: ({ event }) => ({
                    to: 'verify-otp',
                    email: (event.output as Extract<RegisterOutput, { next: 'verify-email' }>).email,
                  }),
                },
              },
              {
                // seed 001 §2: registration success goes to personal-details.
                target: 'personalDetails',
                actions: [
                  assign({ signedInByFlow: true, view: 'personal-details' }),
                  { type: 'navigate', params: { to: 'view', view: 'personal-details' } },
                ],
              },
            ],
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
        },
        personalDetails: {
          invoke: {
            id: 'personalDetails',
            src: 'personalDetailsFlow',
            onDone: [
              {
                guard: 'needsOfferChoice',
                target: 'checkout',
                actions: [
                  assign({ view: 'choose-offer' }),
                  { type: 'navigate', params: { to: 'view', view: 'choose-offer' } },
                ],
              },
              {
                target: 'welcome',
                actions: [assign({ view: 'welcome' }), { type: 'navigate', params: { to: 'view', view: 'welcome' } }],
              },
            ],
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
        },
        welcome: {
          entry: assign({ welcomeSeconds: WELCOME_SECONDS }),
          on: {
            'WELCOME.START_WATCHING': {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
          },
          initial: 'counting',
          states: {
            counting: {
              after: {
                WELCOME_TICK: [
                  {
                    guard: 'isLastWelcomeSecond',
                    target: '#accountDialog.closing',
                    actions: [assign({ welcomeSeconds: 0 }), { type: 'navigate', params: { to: 'close' } }],
                  },
                  {
                    target: 'counting',
                    reenter: true,
                    actions: assign({ welcomeSeconds: ({ context }) => context.welcomeSeconds - 1 }),
                  },
                ],
              },
            },
          },
        },
        passwordRequest: {
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPasswordFlow',
            input: ({ context }) => ({
              backend: context.backend ?? 'hosted',
              email: context.view === 'forgot-password' ? context.email : null,
            }),
            onDone: {
              target: 'sendConfirmation',
              actions: [
                assign({
                  view: 'send-confirmation',
                  email: ({ event }) => (event.output as ForgotPasswordOutput).email,
                }),
                {
                  type: 'navigate',
                  params: ({ event }) => ({
                    to: 'view',
                    view: 'send-confirmation',
                    email: (event.output as ForgotPasswordOutput).email,
                  }),
                },
              ],
            },
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
        },
        sendConfirmation: {},
        editPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePasswordFlow',
            input: ({ context }) => ({
              backend: context.backend ?? 'hosted',
              email: context.email,
              token: context.resetPasswordToken,
              // seed 001 §4: a reset token for the e-mail, else the old password of a signed-in
              // viewer; seed 002 §2: a social account without a password sets its first one.
              mode: context.resetPasswordToken
                ? 'token'
                : !context.signedIn
                  ? 'invalid-link'
                  : context.hasPassword
                    ? 'old-password'
                    : 'set',
            }),
            onDone: {
              target: 'login',
              actions: [
                assign({ view: 'login', signedInByFlow: false }),
                { type: 'navigate', params: { to: 'view', view: 'login' } },
              ],
            },
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
        },
        deletion: {
          // Entered afresh, the flow below starts without a password.
          entry: assign({ deletePasswordGiven: false }),
          invoke: {
            id: 'deleteAccount',
            src: 'deleteAccountFlow',
            input: ({ context }) => ({ backend: context.backend ?? 'hosted', needsPassword: context.hasPassword }),
            // seed 001 §4: success goes to /, signed out.
            onDone: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'home' } } },
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
          initial: 'form',
          states: {
            form: {
              on: {
                'DELETE.PASSWORD_ENTERED': {
                  target: 'confirmation',
                  actions: [
                    sendTo('deleteAccount', ({ event }) => ({
                      type: 'DELETE.SUBMIT_PASSWORD' as const,
                      password: event.password,
                    })),
                    assign({ deletePasswordGiven: true, view: 'delete-account-confirmation' }),
                    { type: 'navigate', params: { to: 'view', view: 'delete-account-confirmation' } },
                  ],
                },
              },
            },
            checkingPassword: {
              always: [
                { guard: 'canConfirmDeletion', target: 'confirmation' },
                {
                  // seed 001 §4: opened without a stored password, the confirmation returns to the form.
                  target: 'form',
                  actions: [
                    assign({ view: 'delete-account' }),
                    { type: 'navigate', params: { to: 'view', view: 'delete-account', replace: true } },
                  ],
                },
              ],
            },
            confirmation: {
              tags: ['large'],
              on: {
                // After a refused password the flow is back on its form: so is the URL.
                'DELETE.RETRY': {
                  target: 'form',
                  actions: [
                    assign({ deletePasswordGiven: false, view: 'delete-account' }),
                    { type: 'navigate', params: { to: 'view', view: 'delete-account' } },
                  ],
                },
              },
            },
          },
        },
        warningAccountDeletion: {},
        notAvailable: {},
        /**
         * seed 001 §4 Checkout: offer choice, order, coupon and the four payment paths run in the
         * checkout flow; its outcome becomes the next view (docs/decisions.md).
         */
        checkout: {
          invoke: {
            id: 'checkout',
            src: 'checkoutFlow',
            input: ({ context }) => checkoutInputOf(context),
            onDone: [
              {
                // PayPal, 3-D Secure or the card gateway: the browser leaves for the provider.
                guard: { type: 'isCheckoutOutcome', params: { outcome: 'redirect' } },
                target: 'leaving',
                actions: {
                  type: 'navigate',
                  params: ({ event }) => {
                    const output = checkoutOutputOf(event);
                    return { to: 'leave', url: output.outcome === 'redirect' ? output.url : '' };
                  },
                },
              },
              {
                guard: { type: 'isCheckoutOutcome', params: { outcome: 'waiting-for-payment' } },
                target: 'waitingForPayment',
                actions: [
                  assign(({ event }) => {
                    const output = checkoutOutputOf(event);
                    return {
                      view: 'waiting-for-payment' as const,
                      paidOfferId: output.outcome === 'waiting-for-payment' ? output.offerId : null,
                    };
                  }),
                  {
                    type: 'navigate',
                    params: ({ context }) => ({
                      to: 'view',
                      view: 'waiting-for-payment',
                      replace: true,
                      ...(context.paidOfferId ? { params: { offerId: context.paidOfferId } } : {}),
                    }),
                  },
                ],
              },
              {
                // seed 001 §4 step 4: a subscription paid without details goes to welcome.
                guard: { type: 'isCheckoutOutcome', params: { outcome: 'welcome' } },
                target: 'welcome',
                actions: [
                  'announcePaid',
                  assign({ view: 'welcome' }),
                  { type: 'navigate', params: { to: 'view', view: 'welcome', replace: true } },
                ],
              },
              {
                // seed 001 §4 step 4: a one-time offer goes back to the base (media) page.
                guard: { type: 'isCheckoutOutcome', params: { outcome: 'base-page' } },
                target: '#accountDialog.closing',
                actions: ['announcePaid', { type: 'navigate', params: { to: 'close' } }],
              },
              {
                guard: { type: 'isCheckoutOutcome', params: { outcome: 'payment-cancelled' } },
                target: 'paymentOutcome',
                actions: [
                  assign(({ event }) => {
                    const output = checkoutOutputOf(event);
                    return {
                      view: 'payment-cancelled' as const,
                      outcomeMessage: output.outcome === 'payment-cancelled' ? output.message : null,
                    };
                  }),
                  {
                    type: 'navigate',
                    params: ({ context }) => ({
                      to: 'view',
                      view: 'payment-cancelled',
                      replace: true,
                      ...(messageParams(context.outcomeMessage) ? { params: messageParams(context.outcomeMessage) } : {}),
                    }),
                  },
                ],
              },
              {
                // seed 001 §8: payment errors are shown on payment-error with the server message.
                target: 'paymentOutcome',
                actions: [
                  assign(({ event }) => {
                    const output = checkoutOutputOf(event);
                    return {
                      view: 'payment-error' as const,
                      outcomeMessage: output.outcome === 'payment-error' ? output.message : { key: 'unknown_error' },
                    };
                  }),
                  {
                    type: 'navigate',
                    params: ({ context }) => ({
                      to: 'view',
                      view: 'payment-error',
                      replace: true,
                      ...(messageParams(context.outcomeMessage) ? { params: messageParams(context.outcomeMessage) } : {}),
                    }),
                  },
                ],
              },
            ],
            onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
          },
          on: {
            'CHECKOUT.STEP': {
              guard: 'isOtherStep',
              actions: [
                assign({ view: ({ event }) => event.view }),
                { type: 'navigate', params: ({ event }) => ({ to: 'view', view: event.view }) },
              ],
            },
          },
        },
        /** On its way to a provider's page: nothing more to do here. */
        leaving: {},
        /** payment-error or payment-cancelled with its message; the viewer may choose again. */
        paymentOutcome: {
          on: {
            'CHECKOUT.RESTART': {
              target: 'checkout',
              actions: [
                assign({ view: 'choose-offer', outcomeMessage: null }),
                { type: 'navigate', params: { to: 'view', view: 'choose-offer' } },
              ],
            },
          },
        },
        /** seed 001 §4 Waiting for payment: the entitlement of the paid offer is polled. */
        waitingForPayment: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'hasPaidOffer', target: 'polling' },
                {
                  // Nothing names the offer paid for: there is nothing to wait for.
                  target: '#accountDialog.open.paymentOutcome',
                  actions: [
                    assign({ view: 'payment-error', outcomeMessage: { key: 'unknown_error' } }),
                    { type: 'navigate', params: { to: 'view', view: 'payment-error', replace: true } },
                  ],
                },
              ],
            },
            polling: {
              invoke: {
                id: 'entitlementPolling',
                src: 'entitlementPollingFlow',
                input: ({ context }) => ({ offerId: context.paidOfferId ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isPollingOutcome', params: { route: 'welcome' } },
                    target: '#accountDialog.open.welcome',
                    actions: [
                      'announcePaid',
                      assign({ view: 'welcome' }),
                      { type: 'navigate', params: { to: 'view', view: 'welcome', replace: true } },
                    ],
                  },
                  {
                    guard: { type: 'isPollingOutcome', params: { route: 'base-page' } },
                    target: '#accountDialog.closing',
                    actions: ['announcePaid', { type: 'navigate', params: { to: 'close' } }],
                  },
                  // seed 001 §4: 'payment.longer_than_usual'; the access may still arrive later.
                  { target: 'timedOut', actions: 'announcePaid' },
                ],
                onError: { target: '#accountDialog.closing', actions: { type: 'navigate', params: { to: 'close' } } },
              },
            },
            timedOut: {},
          },
        },
      },
    },
  },
});
