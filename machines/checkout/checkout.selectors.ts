import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';
import { canSwitchOfferType, paymentPathOf, type PaymentPath } from './checkout.rules';
import type { CheckoutMessage, Offer, Order, PaymentMethod } from './checkout.types';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/**
 * The dialog view (seed 001 §2 `u`) the checkout stands on: choose-offer, checkout, the
 * finalisation views on return, or its outcome views once it is done ('redirect' leaves the site).
 */
export type CheckoutView =
  | 'choose-offer'
  | 'checkout'
  | 'finalize-payment-adyen'
  | 'finalize-payment-stripe-ppv'
  | 'waiting-for-payment'
  | 'welcome'
  | 'base-page'
  | 'payment-error'
  | 'payment-cancelled'
  | 'redirect';

export function selectCheckoutView(snapshot: CheckoutSnapshot): CheckoutView {
  const outcome = snapshot.context.outcome;
  if (snapshot.status === 'done' && outcome) return outcome.outcome;
  if (snapshot.matches('finalizingAdyen')) return 'finalize-payment-adyen';
  if (snapshot.matches('finalizingStripePpv')) return 'finalize-payment-stripe-ppv';
  if (snapshot.matches('starting') || snapshot.matches('loadingOffers') || snapshot.matches('offersFailed'))
    return 'choose-offer';
  if (snapshot.matches('choosingOffer') || snapshot.matches('creatingOrder')) return 'choose-offer';
  return 'checkout';
}

/** seed 001 §4 Offer selection: what the choose-offer form shows. */
export type OfferChoice = {
  showTypeSwitch: boolean;
  offerType: Offer['kind'];
  offers: Offer[];
  selectedOfferId: string | null;
  error: CheckoutMessage | null;
  busy: boolean;
  /** Offers failed to load: the view offers a retry. */
  failed: boolean;
};

export function selectOfferChoice(snapshot: CheckoutSnapshot): OfferChoice {
  const { context } = snapshot;
  return {
    showTypeSwitch: canSwitchOfferType(context.offers),
    offerType: context.offerType,
    offers: context.offers.filter((offer) => offer.kind === context.offerType),
    selectedOfferId: context.selectedOfferId,
    error: context.formError,
    busy: snapshot.hasTag('busy'),
    failed: snapshot.matches('offersFailed'),
  };
}

/** seed 001 §4 Checkout: what the checkout form shows and which pay control it offers. */
export type CheckoutForm = {
  order: Order | null;
  paymentMethods: PaymentMethod[];
  paymentMethodId: string | null;
  /** The path the selected method takes; null when none is selected. */
  path: PaymentPath | null;
  /** 'continue' for an order without payment details, else the selected path's control. */
  payControl: 'continue' | 'card-form' | 'paypal' | 'adyen' | 'adyen-form' | null;
  couponCode: string | null;
  couponError: CheckoutMessage | null;
  formError: CheckoutMessage | null;
  busy: boolean;
};

export function selectCheckoutForm(snapshot: CheckoutSnapshot): CheckoutForm {
  const { context } = snapshot;
  const method = context.paymentMethods.find((m) => m.id === context.paymentMethodId) ?? null;
  const path = method ? paymentPathOf(method) : null;
  let payControl: CheckoutForm['payControl'] = null;
  if (snapshot.matches({ checkout: 'adyenForm' })) payControl = 'adyen-form';
  else if (snapshot.can({ type: 'CHECKOUT.CONTINUE', captchaValue: null })) payControl = 'continue';
  else if (snapshot.matches({ checkout: 'ready' }) && context.order?.requiredPaymentDetails && path)
    payControl = path === 'card' ? 'card-form' : path;
  return {
    order: context.order,
    paymentMethods: context.paymentMethods,
    paymentMethodId: context.paymentMethodId,
    path,
    payControl,
    couponCode: context.appliedCouponCode,
    couponError: context.couponError,
    formError: context.formError,
    busy: snapshot.hasTag('busy'),
  };
}
