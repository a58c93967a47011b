/**
 * Types of the checkout flow (seed 001 §4 Offer selection and Checkout, seed 000 §4 Order, §8).
 */
import type {
  AdyenSession,
  CardPayload,
  Offer,
  OfferKind,
  Order,
  PaymentMethod,
  PaypalReturnUrls,
} from '@/services/checkout/checkout.types';

/** The domain types this flow's events and context carry. */
export type * from '@/services/checkout/checkout.types';

/** A message for the view: a translation key of the account namespace, or the server's own words. */
export type CheckoutMessage = { key: string } | { text: string };

/** seed 001 §2: the query parameters of a return from a provider, read by `readCheckoutReturn`. */
export type CheckoutResume =
  | { kind: 'adyen'; redirectResult: string | null; orderId: string | null; offerId: string | null }
  | { kind: 'stripe-ppv'; paymentIntent: string | null; offerId: string | null }
  | { kind: 'error'; message: string | null }
  | { kind: 'cancelled'; message: string | null };

export type CheckoutInput = {
  /** The offers to show: the item's own and the site's subscription offers. */
  offerIds: readonly string[];
  /** seed 001 §4: premier media makes one-time the default. */
  premier: boolean;
  /** Origins a provider page may have (PayPal's redirectUrl is checked against them). */
  allowedRedirectOrigins: readonly string[];
  /** Where PayPal sends the browser back (success, waiting, cancel, error). */
  paypalReturnUrls: PaypalReturnUrls;
  /** Where a card gateway or 3-D Secure sends the browser back. */
  cardReturnUrl: string;
  /** The page the dialog was opened on (directPostCardPayment's referrer). */
  referrer: string;
  /** A return from a provider: the flow starts at its finalisation. */
  resume: CheckoutResume | null;
};

export type CheckoutContext = Omit<CheckoutInput, 'resume'> & {
  resume: CheckoutResume | null;
  offers: Offer[];
  offerType: OfferKind;
  selectedOfferId: string | null;
  order: Order | null;
  paymentMethods: PaymentMethod[];
  paymentMethodId: string | null;
  /** The coupon being applied (set when the viewer applies it, kept when the update fails). */
  couponCode: string | null;
  /** The coupon the current order carries (the last successful update's). */
  appliedCouponCode: string | null;
  adyenSession: AdyenSession | null;
  /** Field or form message under the offer choice or the checkout form. */
  formError: CheckoutMessage | null;
  /** Message under the coupon field. */
  couponError: CheckoutMessage | null;
  /**
   * The order a payment call was sent for. Set as the call leaves, never cleared: a second pay
   * for the same order is refused ('a failed payment never charges twice').
   */
  paymentSentForOrderId: string | null;
  /** The message of the outcome (payment-error, payment-cancelled). */
  outcomeMessage: CheckoutMessage | null;
  /** Where the browser goes for a provider redirect. */
  redirectUrl: string | null;
  /** Set on entering a final state: the machine's output. */
  outcome: CheckoutOutput | null;
};

export type CheckoutEvent =
  /** seed 001 §4: the svod / tvod switch (only when both kinds exist). */
  | { type: 'OFFER.SELECT_TYPE'; offerType: OfferKind }
  | { type: 'OFFER.SELECT'; offerId: string }
  | { type: 'OFFER.SUBMIT' }
  /** Offers failed to load: ask again. */
  | { type: 'OFFER.RETRY' }
  | { type: 'CHECKOUT.CHANGE_OFFER' }
  | { type: 'CHECKOUT.SELECT_PAYMENT_METHOD'; paymentMethodId: string }
  | { type: 'CHECKOUT.APPLY_COUPON'; couponCode: string }
  /** No payment details required: the plain continue button (seed 001 §4), captcha value optional. */
  | { type: 'CHECKOUT.CONTINUE'; captchaValue: string | null }
  /** PayPal or the Adyen gateway: leave for the provider / open its form. */
  | { type: 'CHECKOUT.PAY'; captchaValue: string | null }
  /** Stripe card: the card form's valid payload. */
  | { type: 'CHECKOUT.PAY_CARD'; card: CardPayload }
  /** The gateway's drop-in form was submitted with this payment method data. */
  | { type: 'ADYEN.SUBMIT'; paymentMethod: unknown };

/** Inputs of the actors (what the fakes record and the fixture checks). */
export type InitialiseOffersInput = { offerIds: readonly string[] };
export type InitialiseOrderInput = { offer: Offer };
export type UpdateOrderInput = { order: Order; paymentMethodId: string | null; couponCode: string | null };
export type PaymentWithoutDetailsInput = { order: Order; captchaValue: string | null };
export type PaypalPaymentInput = {
  order: Order;
  paymentMethodId: string;
  urls: PaypalReturnUrls;
  couponCode: string | null;
  captchaValue: string | null;
};
export type CardPaymentInput = {
  order: Order;
  card: CardPayload;
  couponCode: string | null;
  referrer: string;
  returnUrl: string;
};
export type AdyenSessionInput = { order: Order; returnUrl: string };
export type InitialAdyenPaymentInput = { order: Order; paymentMethod: unknown; returnUrl: string };
export type FinalizeAdyenInput = { orderId: string; redirectResult: string };
export type FinalizeStripePpvInput = { paymentIntent: string };

/**
 * Where the checkout ends (seed 001 §4): the browser leaves for a provider; waiting-for-payment
 * polls for the entitlement; welcome (subscription) or the base page (one-time); payment-error
 * with the message; payment-cancelled.
 */
export type CheckoutOutput =
  | { outcome: 'redirect'; url: string }
  | { outcome: 'waiting-for-payment'; offerId: string | null }
  | { outcome: 'welcome' }
  | { outcome: 'base-page' }
  | { outcome: 'payment-error'; message: CheckoutMessage }
  | { outcome: 'payment-cancelled'; message: CheckoutMessage };
