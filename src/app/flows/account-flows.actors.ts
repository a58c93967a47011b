import { fromCallback, fromPromise } from 'xstate';
import { withRetry, type Sleep } from '@/services/http/save-retry';
import { accountDialogMachine } from '@machines/account-dialog/account-dialog.machine';
import { accountPageMachine } from '@machines/account-page/account-page.machine';
import type { DialogNavigation } from '@machines/account-dialog/account-dialog.types';
import { provideCheckout, provideEntitlementPolling, type CheckoutDeps } from './checkout.actors';
import { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import type { ToastRequest } from '@machines/login/account-failure';
import { loginMachine } from '@machines/login/login.machine';
import { socialSignInMachine, type SocialViewerKnownEvent } from '@machines/login/social-sign-in.machine';
import type { StartSocialInput } from '@machines/login/login.types';
import { otpMachine } from '@machines/otp/otp.machine';
import { changePasswordMachine } from '@machines/password/change-password.machine';
import { forgotPasswordMachine } from '@machines/password/forgot-password.machine';
import { resetPasswordMachine } from '@machines/password/reset-password.machine';
import { personalDetailsMachine } from '@machines/personal-details/personal-details.machine';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import type { SavePreferencesInput } from '@machines/preferences/preferences.types';
import { registerMachine } from '@machines/register/register.machine';
import { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';
import { RESEND_COUNTDOWN_SECONDS } from '@machines/resend-countdown/resend-countdown.types';
import type {
  AccountService,
  AccountUser,
  CaptureAnswers,
  CustomerConsent,
  UserUpdate,
  CaptureStatus,
  Consent,
  SignedIn,
  SportOption,
  UserPreferences,
} from '@/services/account/account.types';

/** The account actor as the flows speak to it (systemId 'account', machines/account). */
export type AccountActorLike = {
  send(
    event:
      | { type: 'ACCOUNT.SIGNED_IN'; session: SignedIn['session']; user: AccountUser; isNewAccount?: boolean }
      | { type: 'ACCOUNT.LOGOUT' }
      | { type: 'ACCOUNT.SESSION_REVOKED' }
      | { type: 'ACCOUNT.RELOAD_USER' }
      | { type: 'ACCOUNT.RELOAD_SUBSCRIPTIONS' }
      | { type: 'ACCOUNT.USER_UPDATED'; user: AccountUser },
  ): void;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the sign-in flows need from the page; screens build it once (src/screens/account). */
export type AccountFlowDeps = {
  /** The active account service; null on a site without accounts. */
  service: () => AccountService | null;
  /** The long-lived account actor, told about sign-ins, sign-outs and user changes. */
  account: () => AccountActorLike | null;
  toast: (request: ToastRequest) => void;
  storage: KeyValueStorage | null;
  /** Leaves the app for another page (a social provider's). */
  leaveFor: (url: string) => void;
  /** Where a social provider sends the viewer back to. */
  socialRedirectUrl: () => string;
  /** How a failed save waits before it is tried again (tests); a timer otherwise. */
  sleep?: Sleep;
};

/** A save tried again on the network, a 5xx or a 408 (src/services/http/save-retry.ts, issue 16). */
const retried = <T>(deps: AccountFlowDeps, save: (service: AccountService) => Promise<T>) =>
  withRetry(() => save(serviceOf(deps)), deps.sleep);

function serviceOf(deps: AccountFlowDeps): AccountService {
  const service = deps.service();
  // seed 000 §8 'user not logged in' is the nearest words for a site without an account back end.
  if (!service) throw new Error('No account service on this site');
  return service;
}

/** Each account service call's input and answer. */
type ServiceCalls = {
  [K in keyof AccountService]: AccountService[K] extends (input: infer I) => Promise<infer O>
    ? { input: I; output: O }
    : never;
};

/** An actor that makes one call of the account service with the actor's input. */
function serviceCall<K extends keyof ServiceCalls>(deps: AccountFlowDeps, method: K) {
  type Call = ServiceCalls[K];
  return fromPromise<Call['output'], Call['input']>(({ input }) => {
    const service = serviceOf(deps);
    const call = service[method] as unknown as (input: Call['input']) => Promise<Call['output']>;
    return call.call(service, input);
  });
}

const actionsOf = (deps: AccountFlowDeps) => ({
  showToast: (_: unknown, params: ToastRequest) => deps.toast(params),
  announceSignedIn: (_: unknown, params: SignedIn) =>
    deps.account()?.send({ type: 'ACCOUNT.SIGNED_IN', session: params.session, user: params.user }),
  // A new account brings this browser's favorites and history along (seed 000 §4).
  announceNewAccount: (_: unknown, params: SignedIn) =>
    deps.account()?.send({
      type: 'ACCOUNT.SIGNED_IN',
      session: params.session,
      user: params.user,
      isNewAccount: true,
    }),
  // The flow ended the session on the server: sign out here without a logout call or its toast.
  announceSignedOut: () => deps.account()?.send({ type: 'ACCOUNT.SESSION_REVOKED' }),
  announceUserUpdated: (_: unknown, params: AccountUser) =>
    deps.account()?.send({ type: 'ACCOUNT.USER_UPDATED', user: params }),
});

// --- flows --------------------------------------------------------------------------------------

export function provideLoginFlow(deps: AccountFlowDeps) {
  const { showToast, announceSignedIn } = actionsOf(deps);
  return loginMachine.provide({
    actors: {
      signIn: serviceCall(deps, 'login'),
      requestEmailCode: serviceCall(deps, 'resendEmailConfirmation'),
      startSocialSignIn: fromPromise<void, StartSocialInput>(async ({ input }) => {
        const urls = await serviceOf(deps).getSocialLoginUrls(deps.socialRedirectUrl());
        const target = urls.find((u) => u.provider === input.provider);
        if (!target) throw new Error(`No ${input.provider} sign-in for this site`);
        deps.leaveFor(target.url);
        // The browser is on its way to the provider: stay busy until the page goes.
        await new Promise<void>(() => {});
      }),
    },
    actions: { showToast, announceSignedIn },
  });
}

/**
 * Tells `listener` what the account knows of the viewer whenever that changes: signed in, signed
 * out, or null while it does not know yet (the stored session is being restored). Returns the
 * unsubscribe.
 */
export type ViewerWatch = (listener: (signedIn: boolean | null) => void) => () => void;

export function provideSocialSignIn(deps: AccountFlowDeps & { watchViewer: ViewerWatch }) {
  const { showToast } = actionsOf(deps);
  return socialSignInMachine.provide({
    actors: {
      // The tokens wait for the account to know the viewer; it is told once.
      watchViewer: fromCallback<SocialViewerKnownEvent>(({ sendBack }) => {
        let told = false;
        return deps.watchViewer((signedIn) => {
          if (told || signedIn === null) return;
          told = true;
          sendBack({ type: 'SOCIAL.VIEWER_KNOWN', signedIn });
        });
      }),
      completeSocialSignIn: serviceCall(deps, 'completeSocialSignIn'),
    },
    actions: {
      showToast,
      announceSignedIn: (_, result) =>
        deps.account()?.send({
          type: 'ACCOUNT.SIGNED_IN',
          session: result.session,
          user: result.user,
          isNewAccount: result.isNewUser,
        }),
    },
  });
}

export function provideRegisterFlow(deps: AccountFlowDeps) {
  const { showToast, announceNewAccount } = actionsOf(deps);
  return registerMachine.provide({
    actors: {
      loadConsents: fromPromise<Consent[]>(async () => {
        const service = serviceOf(deps);
        // The own back end asks for no publisher consents.
        return service.kind === 'own-backend' ? [] : service.getPublisherConsents();
      }),
      register: serviceCall(deps, 'register'),
    },
    actions: {
      showToast,
      announceSignedIn: announceNewAccount,
    },
  });
}

export function providePersonalDetailsFlow(deps: AccountFlowDeps) {
  const { announceUserUpdated } = actionsOf(deps);
  return personalDetailsMachine.provide({
    actors: {
      loadCaptureStatus: fromPromise<CaptureStatus>(() => serviceOf(deps).getCaptureStatus()),
      saveCaptureAnswers: fromPromise<AccountUser, CaptureAnswers>(({ input }) =>
        retried(deps, (service) => service.updateCaptureAnswers(input)),
      ),
    },
    actions: { announceUserUpdated },
  });
}

export function provideForgotPasswordFlow(deps: AccountFlowDeps) {
  const { showToast } = actionsOf(deps);
  return forgotPasswordMachine.provide({
    actors: {
      requestPasswordReset: serviceCall(deps, 'requestPasswordReset'),
    },
    actions: { showToast },
  });
}

export function provideResetPasswordFlow(deps: AccountFlowDeps) {
  const { showToast, announceSignedOut } = actionsOf(deps);
  return resetPasswordMachine.provide({
    actors: {
      verifyResetCode: serviceCall(deps, 'verifyPasswordResetCode'),
      resetPassword: serviceCall(deps, 'resetPassword'),
    },
    actions: { showToast, announceSignedOut: signOutIfSignedIn(deps, announceSignedOut) },
  });
}

export function provideChangePasswordFlow(deps: AccountFlowDeps) {
  const { showToast, announceSignedOut } = actionsOf(deps);
  return changePasswordMachine.provide({
    actors: {
      resetPasswordWithToken: serviceCall(deps, 'resetPassword'),
      changePassword: serviceCall(deps, 'changePassword'),
      setPassword: serviceCall(deps, 'setPassword'),
    },
    actions: { showToast, announceSignedOut },
  });
}

export function provideDeleteAccountFlow(deps: AccountFlowDeps) {
  const { showToast, announceSignedOut } = actionsOf(deps);
  return deleteAccountMachine.provide({
    actors: {
      deleteAccount: serviceCall(deps, 'deleteAccount'),
    },
    actions: { showToast, announceSignedOut },
  });
}

export function provideOtpFlow(deps: AccountFlowDeps) {
  const { showToast, announceNewAccount } = actionsOf(deps);
  return otpMachine.provide({
    actors: {
      confirmEmail: serviceCall(deps, 'confirmEmail'),
    },
    actions: {
      showToast,
      announceSignedIn: announceNewAccount,
    },
  });
}

/** Local storage key of the resend countdown (seed 002 §4: kept in local storage). */
export const RESEND_COUNTDOWN_STORAGE_KEY = 'statecast.otp-resend-seconds';

/** The count a /verify-otp page starts from: the stored one, else a fresh 120 s. */
export function storedResendSeconds(storage: KeyValueStorage | null): number {
  const raw = safely(() => storage?.getItem(RESEND_COUNTDOWN_STORAGE_KEY) ?? null, null);
  const seconds = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(seconds) ? seconds : RESEND_COUNTDOWN_SECONDS;
}

export function provideResendCountdown(deps: AccountFlowDeps) {
  const { showToast } = actionsOf(deps);
  return resendCountdownMachine.provide({
    actors: {
      resendCode: serviceCall(deps, 'resendEmailConfirmation'),
    },
    actions: {
      showToast,
      storeRemaining: (_, { seconds }) =>
        safely(() => deps.storage?.setItem(RESEND_COUNTDOWN_STORAGE_KEY, String(seconds)), undefined),
      clearStoredRemaining: () =>
        safely(() => deps.storage?.removeItem(RESEND_COUNTDOWN_STORAGE_KEY), undefined),
    },
  });
}

export function providePreferencesFlow(deps: AccountFlowDeps & { currentUser: () => AccountUser | null }) {
  const { showToast } = actionsOf(deps);
  return preferencesMachine.provide({
    actors: {
      loadSportOptions: fromPromise<SportOption[]>(() => serviceOf(deps).getSportOptions()),
      savePreferences: fromPromise<UserPreferences, SavePreferencesInput>(({ input }) =>
        retried(deps, (service) => service.updatePreferences(input)),
      ),
    },
    actions: {
      showToast,
      announcePreferences: (_, preferences) => {
        const user = deps.currentUser();
        if (user) deps.account()?.send({ type: 'ACCOUNT.USER_UPDATED', user: { ...user, preferences } });
      },
    },
  });
}

export function provideAccountPage(
  deps: AccountFlowDeps & { onConsents: (consents: CustomerConsent[]) => void },
) {
  const { showToast, announceUserUpdated } = actionsOf(deps);
  return accountPageMachine.provide({
    actors: {
      saveNames: fromPromise<AccountUser, UserUpdate>(({ input }) =>
        retried(deps, (service) => service.updateUser(input)),
      ),
      saveEmail: serviceCall(deps, 'updateEmail'),
      saveConsents: fromPromise<CustomerConsent[], CustomerConsent[]>(({ input }) =>
        retried(deps, (service) => service.updateCustomerConsents(input)),
      ),
      exportData: fromPromise<void>(() => serviceOf(deps).exportAccountData()),
      loadPublisherConsents: fromPromise<Consent[]>(async () => {
        const service = serviceOf(deps);
        return service.kind === 'own-backend' ? [] : service.getPublisherConsents();
      }),
    },
    actions: {
      showToast,
      announceUserUpdated,
      announceConsents: (_, consents) => deps.onConsents(consents),
    },
  });
}

/** The dialog with every flow inside it provided, and the page's navigation. */
/** What the dialog's payment views need (seed 001 §4): the site's checkout service and the notices. */
export type DialogCheckoutDeps = CheckoutDeps & {
  /** The success message of waiting-for-payment (seed 001 §4). */
  announceSuccess: () => void;
  /** A payment went through: the page asks its entitlements again. */
  onPaid?: () => void;
};

export function provideAccountDialog(
  deps: AccountFlowDeps & { navigate: (to: DialogNavigation) => void; checkout: DialogCheckoutDeps },
) {
  return accountDialogMachine.provide({
    actors: {
      checkoutFlow: provideCheckout(deps.checkout),
      entitlementPollingFlow: provideEntitlementPolling(deps.checkout),
      loginFlow: provideLoginFlow(deps),
      registerFlow: provideRegisterFlow(deps),
      personalDetailsFlow: providePersonalDetailsFlow(deps),
      forgotPasswordFlow: provideForgotPasswordFlow(deps),
      changePasswordFlow: provideChangePasswordFlow(deps),
      deleteAccountFlow: provideDeleteAccountFlow(deps),
    },
    actions: {
      navigate: (_, to) => deps.navigate(to),
      // seed 000 §4, seed 001 §4: after a payment the account reloads subscriptions and entitlements.
      announcePaid: () => {
        deps.account()?.send({ type: 'ACCOUNT.RELOAD_SUBSCRIPTIONS' });
        deps.checkout.onPaid?.();
      },
    },
  });
}

// --- helpers ------------------------------------------------------------------------------------

/** A reset is usually done signed out: only a signed-in viewer is signed out by it. */
function signOutIfSignedIn(deps: AccountFlowDeps, signOut: () => void) {
  return () => {
    if (deps.service()?.hasStoredSession()) signOut();
  };
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Storage may be full or refused; the count then lasts for this page only.
    return fallback;
  }
}
