import type { SnapshotFrom } from 'xstate';
import type { accountDialogMachine } from './account-dialog.machine';
import { isSubscriptionView, type CheckoutMessage, type DialogView } from './account-dialog.types';

export type AccountDialogSnapshot = SnapshotFrom<typeof accountDialogMachine>;

/** The view the dialog shows, by its state. */
export type DialogScreen =
  | 'login'
  | 'createAccount'
  | 'personalDetails'
  | 'welcome'
  | 'passwordRequest'
  | 'sendConfirmation'
  | 'editPassword'
  | 'deletionForm'
  | 'deletionConfirmation'
  | 'warningAccountDeletion'
  | 'subscription'
  | 'checkout'
  | 'leaving'
  | 'paymentOutcome'
  | 'waitingForPayment'
  | 'waitingTimedOut';

const screens: [DialogScreen, Parameters<AccountDialogSnapshot['matches']>[0]][] = [
  ['login', { open: 'login' }],
  ['createAccount', { open: 'createAccount' }],
  ['personalDetails', { open: 'personalDetails' }],
  ['welcome', { open: 'welcome' }],
  ['passwordRequest', { open: 'passwordRequest' }],
  ['sendConfirmation', { open: 'sendConfirmation' }],
  ['editPassword', { open: 'editPassword' }],
  ['deletionForm', { open: { deletion: 'form' } }],
  ['deletionConfirmation', { open: { deletion: 'confirmation' } }],
  ['warningAccountDeletion', { open: 'warningAccountDeletion' }],
  ['subscription', { open: 'subscription' }],
  ['checkout', { open: 'checkout' }],
  ['leaving', { open: 'leaving' }],
  ['paymentOutcome', { open: 'paymentOutcome' }],
  ['waitingTimedOut', { open: { waitingForPayment: 'timedOut' } }],
  ['waitingForPayment', { open: 'waitingForPayment' }],
];

export type DialogViewModel = {
  phase: 'closed' | 'open' | 'closing';
  screen: DialogScreen | null;
  /** The `u` value shown (several share a screen: forgot / reset / add password). */
  view: DialogView | null;
  /** seed 001 §2: large only for delete-account-confirmation. */
  size: 'normal' | 'large';
  welcomeSeconds: number;
  email: string | null;
  /** payment-error / payment-cancelled: the message to show (seed 001 §2, §8). */
  outcomeMessage: CheckoutMessage | null;
  /**
   * A subscription view (seed 001 §2): the payments page shows it with its own flow, open or
   * fading out, so the dialog itself shows nothing.
   */
  shownByPage: boolean;
};

export function selectDialog(snapshot: AccountDialogSnapshot): DialogViewModel {
  const phase = snapshot.hasTag('open') ? 'open' : snapshot.matches('closing') ? 'closing' : 'closed';
  const screen = screens.find(([, value]) => snapshot.matches(value))?.[0] ?? null;
  return {
    phase,
    screen,
    view: snapshot.context.view,
    size: snapshot.hasTag('large') ? 'large' : 'normal',
    welcomeSeconds: snapshot.context.welcomeSeconds,
    email: snapshot.context.email,
    outcomeMessage: snapshot.context.outcomeMessage,
    shownByPage: phase !== 'closed' && isSubscriptionView(snapshot.context.view),
  };
}
