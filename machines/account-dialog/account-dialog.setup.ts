import { assertEvent, assign, setup } from 'xstate';
import { checkoutMachine } from '../checkout/checkout.machine';
import { entitlementPollingMachine } from '../entitlement-polling/entitlement-polling.machine';
import { deleteAccountMachine } from '../delete-account/delete-account.machine';
import { loginMachine } from '../login/login.machine';
import type { LoginOutput } from '../login/login.types';
import { changePasswordMachine } from '../password/change-password.machine';
import { forgotPasswordMachine } from '../password/forgot-password.machine';
import { personalDetailsMachine } from '../personal-details/personal-details.machine';
import { registerMachine } from '../register/register.machine';
import type { RegisterOutput } from '../register/register.types';
import {
  checkoutOutputOf,
  DIALOG_ANIMATION_MS,
  isSignedIn,
  pollingOutputOf,
  requestedView,
  WELCOME_TICK_MS,
} from './account-dialog.rules';
import {
  PUBLIC_VIEWS,
  type AccountDialogContext,
  type AccountDialogEvent,
  type AccountDialogInput,
  type CheckoutOutput,
  type DialogNavigation,
  type DialogView,
} from './account-dialog.types';
import type { FlowTypes } from '../shared/flow-types';

/**
 * The account dialog's types, flows, delays, actions and guards (seed 001 §2), shared by the
 * machine and the state configs of its payment views (account-dialog.payment.ts).
 */
export const accountDialogSetup = setup({
  types: {} as FlowTypes<AccountDialogContext, AccountDialogEvent, 'open' | 'large', AccountDialogInput> & {
    children: {
      login: 'loginFlow';
      register: 'registerFlow';
      personalDetails: 'personalDetailsFlow';
      forgotPassword: 'forgotPasswordFlow';
      changePassword: 'changePasswordFlow';
      deleteAccount: 'deleteAccountFlow';
      checkout: 'checkoutFlow';
      entitlementPolling: 'entitlementPollingFlow';
    };
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
        hasOneTimeOffers: event.hasOneTimeOffers ?? context.hasOneTimeOffers,
        onPaymentsPage: event.onPaymentsPage ?? false,
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
      context.view !== null &&
      !PUBLIC_VIEWS.includes(context.view) &&
      !context.signedIn &&
      !context.signedInByFlow,
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
    /** A signed-in social account without a password, on a platform that mails the first one. */
    isPlatformPasswordAddition: ({ context }) =>
      context.view === 'edit-password' &&
      context.signedIn &&
      !context.hasPassword &&
      !context.resetPasswordToken &&
      context.backend !== 'own-backend',
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
    isOnPaymentsPage: ({ context }) => context.onPaymentsPage,
    isOtherStep: ({ context, event }) => {
      assertEvent(event, 'CHECKOUT.STEP');
      return context.view !== event.view;
    },
    /** seed 001 §4: SVOD, or AUTHVOD with one-time offers, goes on to choose-offer. */
    needsOfferChoice: ({ context }) =>
      context.accessModel === 'SVOD' || (context.accessModel === 'AUTHVOD' && context.hasOneTimeOffers),
  },
});
