import { useCallback } from 'react';
import type { InputFrom, OutputFrom, Subscription } from 'xstate';
import {
  selectAccountStatus,
  selectUser,
  type AccountActorRef,
  type AccountSnapshot,
} from '@machines/account/account.selectors';
import { useAccountActor } from '@/app/account-actor';
import { useAppRuntime } from '@/app/providers';
import { useAccountFlowDeps } from '@/app/account/account-runtime';
import {
  provideAccountPage,
  provideChangePasswordFlow,
  provideDeleteAccountFlow,
  provideForgotPasswordFlow,
  provideLoginFlow,
  provideOtpFlow,
  providePreferencesFlow,
  provideRegisterFlow,
  provideResendCountdown,
  provideResetPasswordFlow,
  provideSocialSignIn,
  storedResendSeconds,
  type ViewerWatch,
} from './account-flows.actors';
import { useFlow } from './use-flow';
import { useFlowActor } from './use-flow-actor';

/**
 * The sign-in and account flows of the account pages (seed 001 §2, seed 002 §2, §4): each hook
 * gives its machine the page's account service, the account actor and the toasts, and runs it in
 * the root system. `onDone` hears the flow's output once, when it ends.
 */
type Done<T extends (...args: never[]) => unknown> = (output: OutputFrom<ReturnType<T>>) => void;
type Input<T extends (...args: never[]) => unknown> = InputFrom<ReturnType<T>>;

export function useLoginFlow(input: Input<typeof provideLoginFlow>, onDone: Done<typeof provideLoginFlow>) {
  const deps = useAccountFlowDeps();
  return useFlow('login', () => provideLoginFlow(deps), input, onDone);
}

export function useRegisterFlow(
  input: Input<typeof provideRegisterFlow>,
  onDone: Done<typeof provideRegisterFlow>,
) {
  const deps = useAccountFlowDeps();
  return useFlow('register', () => provideRegisterFlow(deps), input, onDone);
}

export function useForgotPasswordFlow(
  input: Input<typeof provideForgotPasswordFlow>,
  onDone: Done<typeof provideForgotPasswordFlow>,
) {
  const deps = useAccountFlowDeps();
  return useFlow('forgotPassword', () => provideForgotPasswordFlow(deps), input, onDone);
}

export function useResetPasswordFlow(
  input: Input<typeof provideResetPasswordFlow>,
  onDone: Done<typeof provideResetPasswordFlow>,
) {
  const deps = useAccountFlowDeps();
  return useFlow('resetPassword', () => provideResetPasswordFlow(deps), input, onDone);
}

export function useChangePasswordFlow(
  input: Input<typeof provideChangePasswordFlow>,
  onDone: Done<typeof provideChangePasswordFlow>,
) {
  const deps = useAccountFlowDeps();
  return useFlow('changePassword', () => provideChangePasswordFlow(deps), input, onDone);
}

export function useDeleteAccountFlow(
  input: Input<typeof provideDeleteAccountFlow>,
  onDone: Done<typeof provideDeleteAccountFlow>,
) {
  const deps = useAccountFlowDeps();
  return useFlow('deleteAccount', () => provideDeleteAccountFlow(deps), input, onDone);
}

export function useOtpFlow(input: Input<typeof provideOtpFlow>, onDone: Done<typeof provideOtpFlow>) {
  const deps = useAccountFlowDeps();
  return useFlow('otp', () => provideOtpFlow(deps), input, onDone);
}

/**
 * The 'Resend Code' countdown of /verify-otp (seed 002 §4): it starts from the count kept in local
 * storage, else a fresh 120 s.
 */
export function useResendCountdownFlow(email: string | null) {
  const deps = useAccountFlowDeps();
  return useFlowActor('resendCountdown', () => provideResendCountdown(deps), {
    email,
    remainingSeconds: storedResendSeconds(deps.storage),
  });
}

/** The sports preferences (seed 002 §4): a save updates the account's user. */
export function usePreferencesFlow(
  input: Input<typeof providePreferencesFlow>,
  onDone: Done<typeof providePreferencesFlow>,
) {
  const deps = useAccountFlowDeps();
  const account = useAccountActor();
  return useFlow(
    'preferences',
    () =>
      providePreferencesFlow({
        ...deps,
        currentUser: () => (account ? selectUser(account.getSnapshot()) : null),
      }),
    input,
    onDone,
  );
}

/**
 * The account page's sections (seed 001 §2, seed 002 §2). With `reloadUserAfterConsents` the
 * account reads its user again once consents are saved (the user area's terms and tracking).
 */
export function useAccountPageFlow(
  input: Input<typeof provideAccountPage>,
  { reloadUserAfterConsents }: { reloadUserAfterConsents: boolean },
) {
  const deps = useAccountFlowDeps();
  const account = useAccountActor();
  return useFlow(
    'accountPage',
    () =>
      provideAccountPage({
        ...deps,
        onConsents: () => {
          if (reloadUserAfterConsents) account?.send({ type: 'ACCOUNT.RELOAD_USER' });
        },
      }),
    input,
    () => {},
  );
}

/**
 * What the account knows of the viewer: signed in once the user is read (a social account may have
 * no password, which the dialog needs), signed out, or null while restoring or signing out.
 */
function viewerKnown(snapshot: AccountSnapshot): boolean | null {
  const status = selectAccountStatus(snapshot);
  if (status === 'signedIn') return selectUser(snapshot) !== null ? true : null;
  return status === 'signedOut' ? false : null;
}

/** Follows the account actor the root spawns (it may come after the flow starts). */
function useViewerWatch(): ViewerWatch {
  const { appActor } = useAppRuntime();
  return useCallback(
    (listener) => {
      let watched: AccountActorRef | null = null;
      let accountSubscription: Subscription | null = null;
      const read = () => {
        const account = (appActor.getSnapshot().context.account as AccountActorRef | null) ?? null;
        if (account !== watched) {
          accountSubscription?.unsubscribe();
          watched = account;
          accountSubscription = account?.subscribe(read) ?? null;
        }
        listener(account ? viewerKnown(account.getSnapshot()) : null);
      };
      const rootSubscription = appActor.subscribe(read);
      read();
      return () => {
        rootSubscription.unsubscribe();
        accountSubscription?.unsubscribe();
      };
    },
    [appActor],
  );
}

/**
 * Finishes a social sign-in whose tokens came back in the address (seed 000 §2, seed 002 §4),
 * once the account knows the viewer is signed out.
 */
export function useSocialSignInFlow(
  input: Input<typeof provideSocialSignIn>,
  onDone: Done<typeof provideSocialSignIn>,
) {
  const deps = useAccountFlowDeps();
  const watchViewer = useViewerWatch();
  return useFlow('socialSignIn', () => provideSocialSignIn({ ...deps, watchViewer }), input, onDone);
}
