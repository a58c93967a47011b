/**
 * Pure rules of the checkout flow (seed 001 §4 Offer selection and Checkout, seed 000 §8 Update
 * order): which offers are shown and preselected, which payment path a method takes, how order
 * and coupon errors read, where a provider may send the browser, and what a return URL says.
 */
import type { Offer, OfferKind, PaymentMethod } from '@/services/checkout/checkout.types';
import type { CheckoutMessage, CheckoutResume } from './checkout.types';

/** seed 001 §3: an offer id starting with C or P is one-time; it leads back to the media page. */
export const isOneTimeOfferId = (offerId: string) => /^[CP]/i.test(offerId);

/** seed 001 §4: whether the offers the checkout starts with include a one-time one. */
export const hasOneTimeOffer = (offerIds: readonly string[]) => offerIds.some(isOneTimeOfferId);

const kindsOf = (offers: readonly Offer[]) => new Set(offers.map((offer) => offer.kind));

/** seed 001 §4: the svod / tvod switch is shown only when both kinds exist. */
export const canSwitchOfferType = (offers: readonly Offer[]) => kindsOf(offers).size === 2;

/** seed 001 §4: premier media, or no subscription offers, makes one-time the default. */
export function defaultOfferType(offers: readonly Offer[], premier: boolean): OfferKind {
  return premier || !kindsOf(offers).has('svod') ? 'tvod' : 'svod';
}

/** seed 001 §4: the last offer of the list (of the chosen kind) is preselected. */
export function preselectOfferId(offers: readonly Offer[], kind: OfferKind): string | null {
  return offers.filter((offer) => offer.kind === kind).at(-1)?.offerId ?? null;
}

/** The payment path of seed 001 §4 a method takes: PayPal, the Adyen gateway, or a Stripe card. */
export type PaymentPath = 'paypal' | 'adyen' | 'card';

export function paymentPathOf(method: PaymentMethod): PaymentPath {
  if (method.methodName === 'paypal') return 'paypal';
  return method.paymentGateway === 'adyen' ? 'adyen' : 'card';
}

/** Text of a thrown error: the server's words when known (typed errors keep them). */
export function messageOf(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const record = error as { serverMessage?: unknown; message?: unknown };
    if (typeof record.serverMessage === 'string' && record.serverMessage) return record.serverMessage;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return typeof error === 'string' && error ? error : null;
}

/** How a failed order update reads (seed 000 §8 "Update order"). */
export type UpdateOrderFailure =
  | { kind: 'order-not-found' }
  | { kind: 'coupon'; message: CheckoutMessage }
  | { kind: 'form'; message: CheckoutMessage };

/**
 * seed 000 §8: 'Order not found' clears the order (and seed 001 §4 returns to choose-offer);
 * 'Invalid coupon code' is 'coupon not valid'; 'Invalid coupon code for this offer' is 'coupon
 * not valid for offer'; anything else the form's 'unknown error'. The hosted platform's
 * 'Voucher not found' arrives already as 'Invalid coupon code' (its client maps it).
 */
export function updateOrderFailureOf(error: unknown): UpdateOrderFailure {
  const message = messageOf(error);
  if (message === 'Order not found') return { kind: 'order-not-found' };
  if (message === 'Invalid coupon code')
    return { kind: 'coupon', message: { key: 'checkout.coupon_not_valid' } };
  if (message === 'Invalid coupon code for this offer')
    return { kind: 'coupon', message: { key: 'checkout.coupon_not_valid_for_offer' } };
  return { kind: 'form', message: { key: 'unknown_error' } };
}

/** A payment failure shown on payment-error: the server's words (seed 001 §8), else unknown error. */
export function paymentErrorMessageOf(error: unknown): CheckoutMessage {
  const message = messageOf(error);
  return message ? { text: message } : { key: 'unknown_error' };
}

/**
 * May the browser be sent to this provider page? Only to an http(s) address whose origin the
 * config allows: an answer naming another host is refused rather than followed.
 */
export function isAllowedRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}

/**
 * What the address says on the way back from a provider (seed 001 §2): `u` is the view, then
 * `redirectResult` and `orderId` (card gateway), `payment_intent` (one-time card payment),
 * `offerId`, `paymentMethodId` and `message`. Null when the address is not a return.
 */
export function readCheckoutReturn(params: URLSearchParams): CheckoutResume | null {
  const view = params.get('u');
  const text = (name: string) => params.get(name)?.trim() || null;
  const offerId = text('offerId');
  switch (view) {
    case 'finalize-payment-adyen':
      return { kind: 'adyen', redirectResult: text('redirectResult'), orderId: text('orderId'), offerId };
    case 'finalize-payment-stripe-ppv':
      return { kind: 'stripe-ppv', paymentIntent: text('payment_intent'), offerId };
    case 'payment-error':
      return { kind: 'error', message: text('message') };
    case 'payment-cancelled':
      return { kind: 'cancelled', message: text('message') };
    default:
      return null;
  }
}
