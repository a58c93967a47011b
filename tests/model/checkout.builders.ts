import type { CheckoutInput, Offer, Order, PaymentMethod } from '@machines/checkout/checkout.types';

/** Offers as the seeds name them (seed 000 §3: S subscription, C pay-per-view; seed 001 §3 C or P one-time). */
export const MONTHLY = 'S916977979_NL';
export const YEARLY = 'S345569153_NL';
export const PPV = 'C100000101_NL';
export const PREMIER = 'P100000102_NL';

/** An offer of the platform's shape; a subscription renews monthly unless told otherwise. */
export const checkoutOffer = (offerId: string, kind: Offer['kind'], changes: Partial<Offer> = {}): Offer => ({
  offerId,
  kind,
  title: offerId,
  price: 1,
  currency: 'EUR',
  period: kind === 'svod' ? 'month' : null,
  freeDays: 0,
  freePeriods: 0,
  planSwitchEnabled: false,
  ...changes,
});

/** seed 000 §9: the hosted platform's card 1 (provider stripe) and PayPal 2. */
export const HOSTED_METHODS: PaymentMethod[] = [
  { id: '1', methodName: 'card', provider: 'stripe', paymentGateway: null },
  { id: '2', methodName: 'paypal', provider: null, paymentGateway: null },
];

/** The commerce platform's Adyen card. */
export const ADYEN_CARD: PaymentMethod = {
  id: '194856795',
  methodName: 'card',
  provider: null,
  paymentGateway: 'adyen',
};

/**
 * An order for the yearly offer: 50 EUR with payment details, free without; `changes` for the
 * id, offer, chosen method or price breakdown.
 */
export const checkoutOrder = (requiredPaymentDetails: boolean, changes: Partial<Order> = {}): Order => ({
  id: 'order-1',
  offerId: YEARLY,
  totalPrice: requiredPaymentDetails ? 50 : 0,
  currency: 'EUR',
  taxRate: 0.21,
  requiredPaymentDetails,
  priceBreakdown: {
    offerPrice: 50,
    discountAmount: 0,
    discountedPrice: 50,
    paymentMethodFee: 0,
    taxValue: 0,
  },
  discount: { applied: false, type: '', periods: 0 },
  paymentMethodId: null,
  ...changes,
});

/** A checkout started from a media page (`/m/abc`) with the given changes. */
export const checkoutInput = (changes: Partial<CheckoutInput> = {}): CheckoutInput => ({
  offerIds: [MONTHLY, YEARLY, PPV],
  premier: false,
  allowedRedirectOrigins: ['https://www.sandbox.paypal.test'],
  paypalReturnUrls: {
    successUrl: 'http://statecast.test/m/abc?u=welcome',
    waitingUrl: 'http://statecast.test/m/abc?u=waiting-for-payment',
    cancelUrl: 'http://statecast.test/m/abc?u=payment-cancelled',
    errorUrl: 'http://statecast.test/m/abc?u=payment-error',
  },
  cardReturnUrl: 'http://statecast.test/m/abc?u=finalize-payment-adyen',
  referrer: 'http://statecast.test/m/abc',
  resume: null,
  ...changes,
});
