/**
 * The checkout service (seed 001 §7 "Checkout service"): offers, orders, coupons and the four
 * payment paths, one implementation per back end (commerce platform, hosted platform). Every
 * answer is parsed at the edge into these domain types; failures are `CheckoutError`s carrying
 * the server's message.
 */

import type { Subscription, SubscriptionStatus } from '../account/account.types';

export type { Subscription, SubscriptionStatus };

/** seed 001 §3: subscription (svod) or one-time (tvod). */
export type OfferKind = 'svod' | 'tvod';

/** seed 000 §3, seed 001 §3 Offer. */
export type Offer = {
  offerId: string;
  kind: OfferKind;
  title: string;
  /** customerPriceInclTax */
  price: number;
  currency: string;
  /** month, year, granted, or a number of hours for a rental; null when unknown. */
  period: string | null;
  freeDays: number;
  freePeriods: number;
  planSwitchEnabled: boolean;
};

/** seed 000 §3, seed 001 §3 Order. */
export type Order = {
  id: string;
  offerId: string;
  totalPrice: number;
  currency: string;
  taxRate: number;
  requiredPaymentDetails: boolean;
  priceBreakdown: {
    offerPrice: number;
    discountAmount: number;
    discountedPrice: number;
    paymentMethodFee: number;
    taxValue: number;
  };
  discount: { applied: boolean; type: string; periods: number };
  paymentMethodId: string | null;
};

/** seed 001 §3 Payment method: card (stripe or the adyen gateway) or paypal. */
export type PaymentMethod = {
  id: string;
  methodName: 'card' | 'paypal';
  provider: string | null;
  paymentGateway: string | null;
};

/** The order and the ways it may be paid, as the checkout view starts with them. */
export type CheckoutStart = { order: Order; paymentMethods: PaymentMethod[] };

/** seed 001 §7 paypalPayment: where the provider sends the browser back. */
export type PaypalReturnUrls = {
  successUrl: string;
  waitingUrl: string;
  cancelUrl: string;
  errorUrl: string;
};

/** What the card form sends (seed 001 §7 directPostCardPayment "card payload"). */
export type CardPayload = {
  holderName: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
};

/** A payment either settled at once or needs the browser at the provider (3-D Secure, redirect). */
export type PaymentResult = { kind: 'paid' } | { kind: 'redirect'; url: string };

export type CheckoutErrorCode =
  /** seed 000 §8: 'Order not found' clears the order. */
  | 'order_not_found'
  /** seed 000 §8: 'Invalid coupon code' (hosted 'Voucher not found'). */
  | 'coupon_not_valid'
  /** seed 000 §8: 'Invalid coupon code for this offer'. */
  | 'coupon_not_valid_for_offer'
  | 'not_logged_in'
  | 'server'
  | 'network'
  | 'malformed';

/** A failed checkout call; `message` is the server's words (or the seed's generic message). */
export class CheckoutError extends Error {
  readonly kind = 'checkout' as const;
  readonly code: CheckoutErrorCode;
  readonly status: number | null;
  readonly serverMessage: string | null;
  constructor(
    code: CheckoutErrorCode,
    message: string,
    options: { status?: number | null; serverMessage?: string | null } = {},
  ) {
    super(message);
    this.name = 'CheckoutError';
    this.code = code;
    this.status = options.status ?? null;
    this.serverMessage = options.serverMessage ?? null;
  }
}

/** seed 001 §7 "Checkout service", plus the entitlement check of waiting-for-payment. */
export interface CheckoutService {
  /** The offers the viewer may buy: these ids (the item's and the site's subscriptions). */
  initialiseOffers(args: { offerIds: readonly string[] }): Promise<Offer[]>;
  /** One offer, fresh (its price may have changed since the list was shown). */
  chooseOffer(args: { offerId: string }): Promise<Offer>;
  /** Creates the order for an offer; it replaces the current one (seed 000 §4). */
  initialiseOrder(args: { offer: Offer }): Promise<Order>;
  /** The payment method and/or coupon (seed 001 §7 updateOrder). */
  updateOrder(args: {
    order: Order;
    paymentMethodId: string | null;
    couponCode: string | null;
  }): Promise<Order>;
  /** seed 001 §4: a free order (no payment details required), optionally with a captcha value. */
  paymentWithoutDetails(args: { order: Order; captchaValue: string | null }): Promise<void>;
  /** Returns the provider page to send the browser to (seed 001 §7 "returns redirectUrl"). */
  paypalPayment(args: {
    order: Order;
    paymentMethodId: string;
    urls: PaypalReturnUrls;
    couponCode: string | null;
    captchaValue: string | null;
  }): Promise<{ redirectUrl: string }>;
  /** seed 001 §7 directPostCardPayment: a card on the hosted platform (card provider stripe). */
  directPostCardPayment(args: {
    order: Order;
    card: CardPayload;
    couponCode: string | null;
    referrer: string;
    returnUrl: string;
  }): Promise<PaymentResult>;
  /** The session the card gateway's drop-in form needs. */
  createAdyenPaymentSession(args: { order: Order; returnUrl: string }): Promise<AdyenSession>;
  /** Sends what the drop-in collected; the gateway may answer with a redirect. */
  initialAdyenPayment(args: {
    order: Order;
    paymentMethod: unknown;
    returnUrl: string;
  }): Promise<PaymentResult>;
  /** After the gateway's redirect: `redirectResult` and `orderId` of the return URL. */
  finalizeAdyenPayment(args: { orderId: string; redirectResult: string }): Promise<void>;
  /** After a one-time card payment's return: `payment_intent` of the return URL. */
  finalizeStripePpvPayment(args: { paymentIntent: string }): Promise<void>;
  getPaymentMethods(): Promise<PaymentMethod[]>;
  /** Is this offer entitled now (waiting for payment, seed 001 §4)? */
  checkEntitlements(offerId: string): Promise<boolean>;
  /** The viewer's subscriptions (seed 000 §4 Login, §7), loaded after sign-in and after a payment. */
  getSubscriptions(): Promise<Subscription[]>;
}

/** What the gateway's drop-in form is created with. */
export type AdyenSession = { id: string; sessionData: string };
