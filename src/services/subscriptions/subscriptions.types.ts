/**
 * The payments page's service (seed 001 §7 account service: updateSubscription, updateCardDetails,
 * reloadSubscriptions, change subscription, get receipt; checkout service: switchSubscription,
 * updatePayPalPaymentMethod): subscriptions, plan switches, payment details, transactions and
 * receipts, one implementation per back end. Answers are parsed at the edge into these types.
 */
import type { ManagedSubscription, SwitchDirection } from '@/domain/subscription.types';

export type { ManagedSubscription, SwitchDirection };

/** seed 000 §3, seed 001 §3 Subscription, as the page shows it. */
export type PaymentsSubscription = ManagedSubscription & {
  offerTitle: string;
  nextPaymentPrice: number;
  nextPaymentCurrency: string;
  paymentMethod: string | null;
  /** Hosted platform: the link a cancel calls (seed 000 §4); empty when there is none. */
  unsubscribeUrl: string | null;
  /** Commerce platform: a switch waiting for the end of the period (seed 000 §4). */
  pendingSwitchId: string | null;
};

/** An offer the subscription may switch to (seed 000 §4 "Plan switch"). */
export type SwitchOffer = {
  offerId: string;
  title: string;
  price: number;
  currency: string;
  period: string;
  direction: SwitchDirection;
};

/** seed 000 §3 Card payment detail, seed 001 §3 Payment detail. */
export type PaymentDetail = {
  id: string;
  method: 'card' | 'paypal';
  holderName: string | null;
  lastFour: string | null;
  /** MM/YYYY */
  expiry: string | null;
};

/** seed 001 §3 Transaction. */
export type Transaction = {
  transactionId: string;
  /** What the receipt is asked for by (the hosted platform's transaction token). */
  receiptId: string;
  /** Seconds since the epoch. */
  date: number;
  offerTitle: string;
  price: number;
  currency: string;
  paymentMethod: string;
};

/** seed 001 §2: a receipt is a PDF (downloaded) or base64 HTML (opened in a window). */
export type Receipt = { kind: 'pdf'; blob: Blob } | { kind: 'html-base64'; data: string };

export type CardUpdate = {
  cardName: string;
  cardNumber: string;
  cvc: string;
  expMonth: number;
  expYear: number;
};

export type PaymentsFeatures = {
  canRenewSubscription: boolean;
  canUpdatePaymentMethod: boolean;
  canShowReceipts: boolean;
};

/** A failed payments call: the seed's message, and the server's own words when it gave some. */
export class PaymentsError extends Error {
  readonly kind = 'payments' as const;
  readonly serverMessage: string | null;
  readonly status: number | null;
  constructor(message: string, options: { serverMessage?: string | null; status?: number | null } = {}) {
    super(message);
    this.name = 'PaymentsError';
    this.serverMessage = options.serverMessage ?? null;
    this.status = options.status ?? null;
  }
}

/** seed 000 §6: 'Using a disabled feature fails with "{feature} is not enabled"'. */
export class FeatureNotEnabledError extends PaymentsError {
  readonly feature: string;
  constructor(feature: string) {
    super(`${feature} is not enabled`);
    this.name = 'FeatureNotEnabledError';
    this.feature = feature;
  }
}

export const FEATURE_NAMES = {
  canRenewSubscription: 'Renew subscription',
  canUpdatePaymentMethod: 'Update payment method',
  canShowReceipts: 'Show receipts',
} as const satisfies Record<keyof PaymentsFeatures, string>;

export function assertFeature(features: PaymentsFeatures, flag: keyof PaymentsFeatures): void {
  if (!features[flag]) throw new FeatureNotEnabledError(FEATURE_NAMES[flag]);
}

export interface PaymentsService {
  readonly features: PaymentsFeatures;
  listSubscriptions(): Promise<PaymentsSubscription[]>;
  /** Cancel (status cancelled) or renew (status active; needs the renew flag). */
  updateSubscription(subscription: PaymentsSubscription, status: 'cancelled' | 'active'): Promise<void>;
  switchOffers(subscription: PaymentsSubscription): Promise<SwitchOffer[]>;
  switchSubscription(
    subscription: PaymentsSubscription,
    toOfferId: string,
    direction: SwitchDirection,
  ): Promise<void>;
  /** The target offer id of a pending switch (seed 000 §4 "A pending switch loads the target offer"). */
  pendingSwitchOffer(pendingSwitchId: string): Promise<string | null>;
  paymentDetail(): Promise<PaymentDetail | null>;
  updateCardDetails(card: CardUpdate): Promise<void>;
  /** PayPal as the payment method: the provider's page to go to (needs the update flag). */
  paypalPaymentMethod(urls: {
    successUrl: string;
    cancelUrl: string;
    errorUrl: string;
    waitingUrl: string;
  }): Promise<{ redirectUrl: string }>;
  transactions(): Promise<Transaction[]>;
  /** Needs the receipts flag. */
  receipt(transaction: Transaction): Promise<Receipt>;
}
