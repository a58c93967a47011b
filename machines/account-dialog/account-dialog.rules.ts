/**
 * Pure rules of the account dialog (seed 001 §2, §4): its timings, which view an address asks
 * for, and what the checkout starts with and ends with.
 */
import type {
  AccountDialogContext,
  CheckoutInput,
  CheckoutMessage,
  CheckoutOutput,
  DialogSyncEvent,
  DialogView,
  EntitlementPollingOutput,
} from './account-dialog.types';
import { isDialogView } from './account-dialog.types';

/** seed 001 §2: the dialog animates for 300 ms. */
export const DIALOG_ANIMATION_MS = 300;
/** seed 001 §2, §9: welcome counts down 10 s, then closes. */
export const WELCOME_SECONDS = 10;
export const WELCOME_TICK_MS = 1_000;

/** The view `u` names; null when it names none. */
export const requestedView = (event: DialogSyncEvent): DialogView | null =>
  isDialogView(event.view) ? event.view : null;

/** Signed in, by the account or by a flow of this dialog before the account says so. */
export const isSignedIn = (context: AccountDialogContext, event: DialogSyncEvent) =>
  event.signedIn || context.signedInByFlow;

/** A checkout started without the page's parameters: the site's offers, nothing to resume. */
export const EMPTY_CHECKOUT: CheckoutInput = {
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
export function checkoutInputOf(context: AccountDialogContext): CheckoutInput {
  const checkout = context.payment?.checkout ?? EMPTY_CHECKOUT;
  const resumes = context.view !== 'choose-offer' && context.view !== 'checkout';
  return { ...checkout, resume: resumes ? checkout.resume : null };
}

export const checkoutOutputOf = (event: unknown) => (event as { output: CheckoutOutput }).output;
export const pollingOutputOf = (event: unknown) => (event as { output: EntitlementPollingOutput }).output;

/** payment-error / payment-cancelled carry the server's words in `message` (seed 001 §2). */
export const messageParams = (message: CheckoutMessage | null): Record<string, string> | undefined =>
  message && 'text' in message ? { message: message.text } : undefined;
