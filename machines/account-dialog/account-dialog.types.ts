import type { AccountBackendKind } from '@/services/account/account.types';
import type { AccessModel } from '@/domain/media-lock';
import type { CheckoutInput, CheckoutMessage, CheckoutOutput } from '../checkout/checkout.types';
import type { EntitlementPollingOutput } from '../entitlement-polling/entitlement-polling.types';

export type { CheckoutInput, CheckoutMessage, CheckoutOutput, EntitlementPollingOutput };

/** seed 001 §2: every value of `u`. */
export const DIALOG_VIEWS = [
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

export type DialogView = (typeof DIALOG_VIEWS)[number];

/** seed 001 §2: the views a signed-out viewer may open; any other sends them to login. */
export const PUBLIC_VIEWS: readonly DialogView[] = [
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'edit-password',
];

/**
 * seed 001 §2: the dialog routes of the payments page for a subscription and its payment method:
 * cancel, renew, plan change with its outcomes, card edit and payment method. The page's
 * subscription flow runs them; opened elsewhere, they take the viewer to the payments page.
 */
export const SUBSCRIPTION_VIEWS: readonly DialogView[] = [
  'unsubscribe',
  'renew-subscription',
  'upgrade-subscription',
  'upgrade-subscription-pending',
  'upgrade-subscription-success',
  'upgrade-subscription-error',
  'edit-card',
  'payment-method',
  'payment-method-success',
];

export function isSubscriptionView(view: string | null): boolean {
  return view !== null && (SUBSCRIPTION_VIEWS as readonly string[]).includes(view);
}

/**
 * The views the checkout flow stands on (seed 001 §2, §4): offer choice and payment, the
 * finalisations after a provider's redirect, and the outcomes that show a message.
 */
export const CHECKOUT_FLOW_VIEWS: readonly DialogView[] = [
  'choose-offer',
  'checkout',
  'finalize-payment-adyen',
  'finalize-payment-stripe-ppv',
  'payment-error',
  'payment-cancelled',
];

/** The steps of the checkout flow that have their own `u` while the flow runs. */
export type CheckoutStepView = 'choose-offer' | 'checkout';

/**
 * What the page says about a payment (seed 001 §2 query parameters, read by the page): what the
 * checkout starts with (offers of the page, return URLs, a provider's return in `resume`) and the
 * `offerId` of the address, which waiting-for-payment polls for.
 */
export type DialogPayment = {
  checkout: CheckoutInput;
  offerId: string | null;
};

/** The password flows that only ask for an e-mail to be sent (seed 001 §2, §4). */
export const PASSWORD_REQUEST_VIEWS: readonly DialogView[] = [
  'forgot-password',
  'reset-password',
  'add-password',
];

export function isDialogView(value: string | null): value is DialogView {
  return value !== null && (DIALOG_VIEWS as readonly string[]).includes(value);
}

export type AccountDialogInput = {
  accessModel: AccessModel;
  /** Null when the config has no account back end (AVOD): the dialog never opens. */
  backend: AccountBackendKind | null;
  /**
   * seed 001 §4: AUTHVOD goes on to choose-offer only when one-time offers exist among the offers
   * the checkout would start with (the page's own, else the site's); each sync may update it.
   */
  hasOneTimeOffers: boolean;
  /** The page the dialog opened on, sent as the sign-in referrer. */
  referrer: string;
  /** seed 001 §5: the site has a captcha key, which registration asks for; absent means none. */
  captcha?: boolean;
};

/** What the page says, sent whenever the URL or the account changes. */
export type DialogSyncEvent = {
  type: 'DIALOG.SYNC';
  /** The raw value of `u`; null when absent. */
  view: string | null;
  signedIn: boolean;
  /** False for a social account without a password (seed 001 §4). */
  hasPassword: boolean;
  /** `email` and `resetPasswordToken` from the query (seed 001 §2). */
  email: string | null;
  resetPasswordToken: string | null;
  /** The payment parameters of the page; null (or absent) where no payment view is asked for. */
  payment?: DialogPayment | null;
  /** Whether the offers of the page include a one-time one (seed 001 §4); absent keeps what was known. */
  hasOneTimeOffers?: boolean;
  /** The page is the payments page, whose subscription views the page itself shows; absent is no. */
  onPaymentsPage?: boolean;
};

export type AccountDialogEvent =
  | DialogSyncEvent
  /** The checkout moved between offer choice and payment: the address follows. */
  | { type: 'CHECKOUT.STEP'; view: CheckoutStepView }
  /** From payment-error or payment-cancelled: choose an offer again (a new order). */
  | { type: 'CHECKOUT.RESTART' }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'WELCOME.START_WATCHING' }
  | { type: 'DELETE.PASSWORD_ENTERED'; password: string }
  | { type: 'DELETE.RETRY' };

/** Where the dialog asks the page to go. The page turns it into a URL (src/app/paths.ts). */
export type DialogNavigation =
  | { to: 'view'; view: DialogView; email?: string; replace?: boolean; params?: Record<string, string> }
  /** seed 001 §4: a provider's page (PayPal, 3-D Secure, the card gateway): the browser leaves. */
  | { to: 'leave'; url: string }
  | { to: 'close' }
  /** seed 002 §4: the own back end confirms e-mails by code on /verify-otp. */
  | { to: 'verify-otp'; email: string }
  /** seed 001 §2: a subscription view opens on the payments page, which runs its flow. */
  | { to: 'payments'; view: DialogView; replace?: boolean }
  /** seed 001 §2: after deleting the account. */
  | { to: 'home' };

export type AccountDialogContext = {
  accessModel: AccessModel;
  backend: AccountBackendKind | null;
  hasOneTimeOffers: boolean;
  referrer: string;
  captcha: boolean;
  /** The view asked for by the last sync (kept while closing, so it can fade out). */
  view: DialogView | null;
  signedIn: boolean;
  /**
   * Signed in by a flow of this dialog before the account actor says so: the next view must not
   * be refused for being signed out in between.
   */
  signedInByFlow: boolean;
  hasPassword: boolean;
  email: string | null;
  resetPasswordToken: string | null;
  /** seed 001 §2: welcome closes itself after 10 s. */
  welcomeSeconds: number;
  /** seed 001 §4: the confirmation needs the password entered on the form before it. */
  deletePasswordGiven: boolean;
  /** The page's payment parameters (last sync). */
  payment: DialogPayment | null;
  /** The offer waiting-for-payment polls for: the checkout's, or the address's `offerId`. */
  paidOfferId: string | null;
  /** The message payment-error or payment-cancelled shows (seed 001 §2, §8). */
  outcomeMessage: CheckoutMessage | null;
  /** The page is the payments page (last sync). */
  onPaymentsPage: boolean;
};
