import { assign, sendTo } from 'xstate';
import type { LoginOutput } from '../login/login.types';
import type { ForgotPasswordOutput } from '../password/password.types';
import type { RegisterOutput } from '../register/register.types';
import { paymentStates } from './account-dialog.payment';
import { WELCOME_SECONDS } from './account-dialog.rules';
import { accountDialogSetup } from './account-dialog.setup';
import { CHECKOUT_FLOW_VIEWS, PASSWORD_REQUEST_VIEWS } from './account-dialog.types';

/**
 * The account dialog (seed 001 §2) replaces a switch over `?u=` with states. The page sends
 * DIALOG.SYNC whenever the URL or the account changes; the dialog picks the view, refuses
 * signed-out viewers everything but the public views (they go to login), and asks the page to
 * navigate when a flow ends: login back to the page without `u`, registration on to
 * personal-details (or to /verify-otp on the own back end), personal-details on to choose-offer
 * or welcome, welcome closing itself after 10 s. The checkout and payment views are in
 * account-dialog.payment.ts. The subscription views are the payments page's: its subscription flow
 * shows them, and the dialog takes a viewer who opened one elsewhere to that page.
 */
export const accountDialogMachine = accountDialogSetup.createMachine({
  id: 'accountDialog',
  context: ({ input }) => ({
    accessModel: input.accessModel,
    backend: input.backend,
    hasOneTimeOffers: input.hasOneTimeOffers,
    referrer: input.referrer,
    captcha: input.captcha ?? false,
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
    onPaymentsPage: false,
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
          actions: [
            assign({ view: 'login' }),
            { type: 'navigate', params: { to: 'view', view: 'login', replace: true } },
          ],
        },
        { guard: { type: 'isView', params: { views: ['login'] } }, target: 'open.login' },
        { guard: { type: 'isView', params: { views: ['create-account'] } }, target: 'open.createAccount' },
        {
          guard: { type: 'isView', params: { views: ['personal-details'] } },
          target: 'open.personalDetails',
        },
        { guard: { type: 'isView', params: { views: ['welcome'] } }, target: 'open.welcome' },
        {
          guard: { type: 'isView', params: { views: PASSWORD_REQUEST_VIEWS } },
          target: 'open.passwordRequest',
        },
        {
          guard: { type: 'isView', params: { views: ['send-confirmation'] } },
          target: 'open.sendConfirmation',
        },
        {
          // seed 001 §4: users registered through an external sign-in with no password are sent to
          // the add-password flow (the platform mails the link); the own back end sets it at once.
          guard: 'isPlatformPasswordAddition',
          target: 'open.passwordRequest',
          actions: [
            assign({ view: 'add-password' }),
            { type: 'navigate', params: { to: 'view', view: 'add-password', replace: true } },
          ],
        },
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
        {
          guard: { type: 'isView', params: { views: ['warning-account-deletion'] } },
          target: 'open.warningAccountDeletion',
        },
        { guard: { type: 'isView', params: { views: CHECKOUT_FLOW_VIEWS } }, target: 'open.checkout' },
        {
          guard: { type: 'isView', params: { views: ['waiting-for-payment'] } },
          target: 'open.waitingForPayment',
          actions: 'assignPaidOfferFromPage',
        },
        // What is left are the subscription views (SUBSCRIPTION_VIEWS); a `u` the dialog does not
        // know never gets here: it reads as no dialog at all.
        { guard: 'isOnPaymentsPage', target: 'open.subscription' },
        {
          // seed 001 §2: they are dialog routes of the payments page, where their flow runs.
          target: 'open.subscription',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: 'payments', view: context.view!, replace: true }),
          },
        },
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
            onError: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
          },
        },
        createAccount: {
          invoke: {
            id: 'register',
            src: 'registerFlow',
            input: ({ context }) => ({
              backend: context.backend ?? 'hosted',
              referrer: context.referrer,
              captcha: context.captcha,
            }),
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
            onError: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
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
                actions: [
                  assign({ view: 'welcome' }),
                  { type: 'navigate', params: { to: 'view', view: 'welcome' } },
                ],
              },
            ],
            onError: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
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
            onError: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
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
            onError: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
          },
        },
        deletion: {
          // Entered afresh, the flow below starts without a password.
          entry: assign({ deletePasswordGiven: false }),
          invoke: {
            id: 'deleteAccount',
            src: 'deleteAccountFlow',
            input: ({ context }) => ({
              backend: context.backend ?? 'hosted',
              needsPassword: context.hasPassword,
            }),
            // seed 001 §4: success goes to /, signed out.
            onDone: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'home' } },
            },
            onError: {
              target: '#accountDialog.closing',
              actions: { type: 'navigate', params: { to: 'close' } },
            },
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
        /** seed 001 §2: the payments page shows the view with its subscription flow. */
        subscription: {},
        /**
         * seed 001 §4 Checkout: offer choice, order, coupon and the four payment paths run in the
         * checkout flow; its outcome becomes the next view (docs/decisions.md).
         */
        ...paymentStates,
      },
    },
  },
});
