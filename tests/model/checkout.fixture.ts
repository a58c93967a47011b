import { deepStrictEqual, ok } from 'node:assert/strict';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import {
  selectCheckoutForm,
  selectCheckoutView,
  selectOfferChoice,
} from '@machines/checkout/checkout.selectors';
import type {
  CardPayload,
  CheckoutInput,
  CheckoutStart,
  Offer,
  Order,
  PaymentMethod,
} from '@machines/checkout/checkout.types';
import type { MachineFixture, ProjectionValue } from '../support/model-fixture';
import {
  ADYEN_CARD,
  checkoutInput,
  checkoutOffer,
  checkoutOrder,
  HOSTED_METHODS,
  MONTHLY,
  PPV,
  PREMIER,
  YEARLY,
} from './checkout.builders';
import { checkoutOracle } from './checkout.oracle';

const offer = (offerId: string, kind: Offer['kind'], title: string, price: number) =>
  checkoutOffer(offerId, kind, { title, price });

const OFFERS_BOTH = [
  offer(MONTHLY, 'svod', 'Monthly', 6.99),
  offer(YEARLY, 'svod', 'Yearly', 50),
  offer(PPV, 'tvod', 'Match pass', 2.9),
];
const OFFERS_ONE_TIME = [offer(PPV, 'tvod', 'Match pass', 2.9), offer(PREMIER, 'tvod', 'Premiere', 9.99)];

// The commerce platform's Adyen card and PayPal (the hosted platform's card and PayPal: HOSTED_METHODS).
const COMMERCE_METHODS: PaymentMethod[] = [
  ADYEN_CARD,
  { id: '194856796', methodName: 'paypal', provider: null, paymentGateway: 'paypal' },
];

const order = (
  id: string,
  offerId: string,
  requiredPaymentDetails: boolean,
  paymentMethodId: string | null,
): Order =>
  checkoutOrder(requiredPaymentDetails, {
    id,
    offerId,
    paymentMethodId,
    priceBreakdown: {
      offerPrice: 41.32,
      discountAmount: 0,
      discountedPrice: 41.32,
      paymentMethodFee: 0,
      taxValue: 8.68,
    },
  });

const HOSTED_ORDER = 'order-hosted';
const COMMERCE_ORDER = 'order-commerce';
const FREE_ORDER = 'order-free';
const FREE_PPV_ORDER = 'order-free-ppv';

const start = (o: Order, paymentMethods: PaymentMethod[]): CheckoutStart => ({ order: o, paymentMethods });

const ALLOWED = [
  'https://www.sandbox.paypal.test',
  'https://checkoutshopper-test.adyen.test',
  'https://hooks.stripe.test',
];

const baseInput: CheckoutInput = checkoutInput({ allowedRedirectOrigins: ALLOWED });

const CARD: CardPayload = {
  holderName: 'Sam Viewer',
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
};

export type CheckoutProjection = {
  resume: string | null;
  premier: boolean;
  offers: string;
  offerType: string;
  selectedOfferId: string | null;
  order: {
    id: string;
    offerId: string;
    requiredPaymentDetails: boolean;
    paymentMethodId: string | null;
  } | null;
  paymentMethods: string;
  paymentMethodId: string | null;
  couponCode: string | null;
  appliedCouponCode: string | null;
  adyenSession: boolean;
  formError: ProjectionValue;
  couponError: ProjectionValue;
  paymentSentForOrderId: string | null;
  outcome: ProjectionValue;
  /** What the dialog shows, checked on every vertex through the selectors. */
  view: string;
  payControl: string | null;
  showTypeSwitch: boolean;
};

const serverError = (message: string, status = 400) => ({
  name: 'CheckoutError',
  code: 'server',
  message,
  serverMessage: message,
  status,
});

const selectMethod = (paymentMethodId: string) => ({
  type: 'CHECKOUT.SELECT_PAYMENT_METHOD' as const,
  paymentMethodId,
});

const canChooseMethod = (
  s: Pick<CheckoutProjection, 'order' | 'paymentMethodId' | 'couponError' | 'formError'>,
) =>
  s.order?.requiredPaymentDetails === true &&
  s.paymentMethodId === null &&
  s.couponError === null &&
  s.formError === null;

/** An order the update answers with: the same order, its payment method applied. */
const updated = (label: string, o: Order) => ({
  label,
  output: o,
  offer: (state: { order: CheckoutProjection['order']; paymentMethodId: string | null }) =>
    state.order?.id === o.id && state.paymentMethodId === o.paymentMethodId,
});

/** A payment call's answers: paid, then a redirect per label (the provider's page, a foreign host). */
const paymentOutcomes = (paidLabel: string, redirects: Record<string, string>) => [
  { label: paidLabel, output: { kind: 'paid' as const } },
  ...Object.entries(redirects).map(([label, url]) => ({ label, output: { kind: 'redirect' as const, url } })),
];

/**
 * Checkout (seed 001 §4 Offer selection and Checkout; seed 000 §4 Order, §8 Update order): choose
 * an offer (switch, defaults, preselection, 'choose_offer.field_required'), the order, payment
 * method and coupon with every update error, the four payment paths to their outcomes, and the
 * returns from a provider (seed 001 §2).
 */
export const checkoutFixture = {
  machine: checkoutMachine,
  oracle: checkoutOracle,
  inputs: [
    { label: 'media with subscription and one-time offers', input: baseInput },
    { label: 'premier media', input: { ...baseInput, premier: true } },
    {
      label: 'back from the card gateway',
      input: {
        ...baseInput,
        resume: { kind: 'adyen', redirectResult: 'Ab02b4c0', orderId: COMMERCE_ORDER, offerId: MONTHLY },
      },
    },
    {
      label: 'back from the card gateway without order id',
      input: {
        ...baseInput,
        resume: { kind: 'adyen', redirectResult: 'Ab02b4c0', orderId: null, offerId: MONTHLY },
      },
    },
    {
      label: 'back from the card gateway without redirect result',
      input: {
        ...baseInput,
        resume: { kind: 'adyen', redirectResult: null, orderId: COMMERCE_ORDER, offerId: MONTHLY },
      },
    },
    {
      label: 'back from a one-time card payment',
      input: { ...baseInput, resume: { kind: 'stripe-ppv', paymentIntent: 'pi_3Nx', offerId: PPV } },
    },
    {
      label: 'back with a payment error',
      input: { ...baseInput, resume: { kind: 'error', message: 'Your card was declined.' } },
    },
    {
      label: 'back from a cancelled payment',
      input: { ...baseInput, resume: { kind: 'cancelled', message: null } },
    },
  ],
  project: (snapshot) => {
    const { context } = snapshot;
    const form = selectCheckoutForm(snapshot);
    return {
      resume: context.resume?.kind ?? null,
      premier: context.premier,
      offers: context.offers.map((o) => o.offerId).join(','),
      offerType: context.offerType,
      selectedOfferId: context.selectedOfferId,
      order: context.order
        ? {
            id: context.order.id,
            offerId: context.order.offerId,
            requiredPaymentDetails: context.order.requiredPaymentDetails,
            paymentMethodId: context.order.paymentMethodId,
          }
        : null,
      paymentMethods: context.paymentMethods.map((m) => m.id).join(','),
      paymentMethodId: context.paymentMethodId,
      couponCode: context.couponCode,
      appliedCouponCode: context.appliedCouponCode,
      adyenSession: context.adyenSession !== null,
      formError: context.formError,
      couponError: context.couponError,
      paymentSentForOrderId: context.paymentSentForOrderId,
      outcome: context.outcome,
      view: selectCheckoutView(snapshot),
      payControl: form.payControl,
      showTypeSwitch: selectOfferChoice(snapshot).showTypeSwitch,
    };
  },
  events: {
    'OFFER.SELECT_TYPE': [
      {
        label: 'switches to one-time',
        event: { type: 'OFFER.SELECT_TYPE', offerType: 'tvod' },
        offer: (s) => s.offerType === 'svod',
      },
      {
        label: 'switches to subscription',
        event: { type: 'OFFER.SELECT_TYPE', offerType: 'svod' },
        offer: (s) => s.offerType === 'tvod',
      },
    ],
    'OFFER.SELECT': [
      {
        label: 'picks monthly',
        event: { type: 'OFFER.SELECT', offerId: MONTHLY },
        offer: (s) => s.selectedOfferId !== MONTHLY,
      },
      {
        label: 'picks the match pass',
        event: { type: 'OFFER.SELECT', offerId: PPV },
        offer: (s) => s.selectedOfferId !== PPV,
      },
    ],
    'OFFER.SUBMIT': [{ label: 'continues with the offer', event: { type: 'OFFER.SUBMIT' } }],
    'OFFER.RETRY': [{ label: 'retries the offers', event: { type: 'OFFER.RETRY' } }],
    'CHECKOUT.CHANGE_OFFER': [{ label: 'changes the offer', event: { type: 'CHECKOUT.CHANGE_OFFER' } }],
    // A method is chosen once per path, on an order that needs payment details; with a coupon
    // applied only the card path goes on (coupon and method reach the payment together).
    'CHECKOUT.SELECT_PAYMENT_METHOD': [
      { label: 'selects card', event: selectMethod('1'), offer: (s) => canChooseMethod(s) },
      {
        label: 'selects PayPal',
        event: selectMethod('2'),
        offer: (s) => canChooseMethod(s) && s.appliedCouponCode === null,
      },
      {
        label: 'selects Adyen card',
        event: selectMethod('194856795'),
        offer: (s) => canChooseMethod(s) && s.appliedCouponCode === null,
      },
      {
        label: 'selects commerce PayPal',
        event: selectMethod('194856796'),
        offer: (s) => canChooseMethod(s) && s.appliedCouponCode === null,
      },
    ],
    'CHECKOUT.APPLY_COUPON': [
      {
        label: 'applies coupon SAVE10',
        event: { type: 'CHECKOUT.APPLY_COUPON', couponCode: ' SAVE10 ' },
        offer: (s) =>
          s.appliedCouponCode === null &&
          s.paymentMethodId === null &&
          s.order?.requiredPaymentDetails === true,
      },
    ],
    'CHECKOUT.CONTINUE': [
      {
        label: 'continues without payment',
        event: { type: 'CHECKOUT.CONTINUE', captchaValue: 'captcha-token' },
      },
    ],
    'CHECKOUT.PAY': [{ label: 'pays', event: { type: 'CHECKOUT.PAY', captchaValue: null } }],
    'CHECKOUT.PAY_CARD': [{ label: 'pays by card', event: { type: 'CHECKOUT.PAY_CARD', card: CARD } }],
    'ADYEN.SUBMIT': [
      { label: 'submits the Adyen form', event: { type: 'ADYEN.SUBMIT', paymentMethod: { type: 'scheme' } } },
    ],
  },
  doneOutputs: {
    initialiseOffers: [
      { label: 'subscription and one-time offers', output: OFFERS_BOTH },
      { label: 'one-time offers only', output: OFFERS_ONE_TIME, offer: (s) => !s.premier },
      { label: 'no offers', output: [], offer: (s) => !s.premier },
    ],
    initialiseOrder: [
      {
        label: 'hosted order with card and PayPal',
        output: start(order(HOSTED_ORDER, YEARLY, true, null), HOSTED_METHODS),
        offer: (s) => s.selectedOfferId === YEARLY && !s.premier,
      },
      {
        label: 'commerce order with Adyen and PayPal',
        output: start(order(COMMERCE_ORDER, MONTHLY, true, null), COMMERCE_METHODS),
        offer: (s) => s.selectedOfferId === MONTHLY && !s.premier,
      },
      {
        label: 'free subscription order',
        output: start(order(FREE_ORDER, YEARLY, false, null), HOSTED_METHODS),
        offer: (s) => s.selectedOfferId === YEARLY && !s.premier,
      },
      {
        label: 'free one-time order',
        output: start(order(FREE_PPV_ORDER, PPV, false, null), HOSTED_METHODS),
        offer: (s) => s.selectedOfferId === PPV,
      },
    ],
    updateOrder: [
      updated('order updated', order(HOSTED_ORDER, YEARLY, true, null)),
      updated('order updated for card', order(HOSTED_ORDER, YEARLY, true, '1')),
      updated('order updated for PayPal', order(HOSTED_ORDER, YEARLY, true, '2')),
      updated('order updated for Adyen', order(COMMERCE_ORDER, MONTHLY, true, '194856795')),
      updated('order updated for commerce PayPal', order(COMMERCE_ORDER, MONTHLY, true, '194856796')),
    ],
    paymentWithoutDetails: [{ label: 'paid without details', output: undefined }],
    paypalPayment: [
      {
        label: 'PayPal page',
        output: { redirectUrl: 'https://www.sandbox.paypal.test/checkoutnow?token=EC-1' },
      },
      {
        label: 'PayPal page on a foreign host',
        output: { redirectUrl: 'https://paypal.evil.test/checkoutnow?token=EC-1' },
      },
    ],
    directPostCardPayment: paymentOutcomes('card paid', {
      '3-D Secure asked': 'https://hooks.stripe.test/3d_secure_2/authenticate',
      '3-D Secure on a foreign host': 'https://stripe.evil.test/3ds',
    }),
    createAdyenPaymentSession: [{ label: 'Adyen session', output: { id: 'CS1', sessionData: 'Ab02' } }],
    initialAdyenPayment: paymentOutcomes('Adyen authorised', {
      'Adyen redirects': 'https://checkoutshopper-test.adyen.test/threeDS2/redirect',
      'Adyen redirects to a foreign host': 'https://adyen.evil.test/redirect',
    }),
    finalizeAdyenPayment: [{ label: 'Adyen finalized', output: undefined }],
    finalizeStripePpvPayment: [{ label: 'one-time card payment finalized', output: undefined }],
  },
  errors: {
    initialiseOffers: [{ label: 'offers fail', error: serverError('Failed to get offers', 500) }],
    initialiseOrder: [{ label: 'order creation fails', error: serverError('No offer selected') }],
    updateOrder: [
      { label: 'order not found', error: serverError('Order not found', 404) },
      {
        label: 'coupon not valid',
        error: serverError('Invalid coupon code'),
        offer: (s) => s.couponCode !== null && s.appliedCouponCode === null,
      },
      {
        label: 'coupon not valid for offer',
        error: serverError('Invalid coupon code for this offer'),
        offer: (s) => s.couponCode !== null && s.appliedCouponCode === null,
      },
      {
        label: 'update fails otherwise',
        error: serverError('Request failed with 500', 500),
        offer: (s) => s.paymentMethodId !== null && s.appliedCouponCode === null,
      },
    ],
    paymentWithoutDetails: [{ label: 'free payment fails', error: serverError('Failed to make payment') }],
    paypalPayment: [{ label: 'PayPal fails', error: serverError('Failed to generate PayPal payment url') }],
    directPostCardPayment: [{ label: 'card declined', error: serverError('Your card was declined.', 402) }],
    createAdyenPaymentSession: [
      { label: 'Adyen session fails', error: serverError('Request failed with 500', 500) },
    ],
    initialAdyenPayment: [{ label: 'Adyen refused', error: serverError('Refused') }],
    finalizeAdyenPayment: [
      { label: 'Adyen finalisation fails', error: serverError('Payment details are not valid') },
    ],
    finalizeStripePpvPayment: [
      { label: 'one-time card finalisation fails', error: serverError('Failed to confirm payment') },
    ],
  },
  stateAssertions: {
    loadingOffers: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('initialiseOffers'), { offerIds: [MONTHLY, YEARLY, PPV] }, description),
    choosingOffer: ({ snapshot, description }) => {
      const choice = selectOfferChoice(snapshot);
      const kinds = new Set(snapshot.context.offers.map((o) => o.kind));
      // seed 001 §4: the switch only with both kinds; premier or no subscription offers default to one-time.
      deepStrictEqual(choice.showTypeSwitch, kinds.size === 2, description);
      ok(
        choice.offers.every((o) => o.kind === choice.offerType),
        description,
      );
    },
    creatingOrder: ({ snapshot, inputOf, description }) => {
      const input = inputOf('initialiseOrder') as { offer: Offer };
      deepStrictEqual(input.offer.offerId, snapshot.context.selectedOfferId, description);
    },
    updatingOrder: ({ snapshot, inputOf, description }) =>
      deepStrictEqual(
        inputOf('updateOrder'),
        {
          order: snapshot.context.order,
          paymentMethodId: snapshot.context.paymentMethodId,
          couponCode: snapshot.context.couponCode,
        },
        description,
      ),
    payingWithoutDetails: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(
        inputOf('paymentWithoutDetails'),
        { order: snapshot.context.order, captchaValue: 'captcha-token' },
        description,
      );
      onePaymentPerOrder(snapshot, description);
    },
    requestingPaypal: ({ snapshot, inputOf, description }) => {
      const input = inputOf('paypalPayment') as { urls: unknown; paymentMethodId: string };
      deepStrictEqual(input.urls, baseInput.paypalReturnUrls, description);
      deepStrictEqual(input.paymentMethodId, snapshot.context.paymentMethodId, description);
      onePaymentPerOrder(snapshot, description);
    },
    payingByCard: ({ snapshot, inputOf, description }) => {
      const input = inputOf('directPostCardPayment') as { card: CardPayload; returnUrl: string };
      deepStrictEqual(input.card, CARD, description);
      deepStrictEqual(input.returnUrl, baseInput.cardReturnUrl, description);
      onePaymentPerOrder(snapshot, description);
    },
    payingAdyen: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(
        inputOf('initialAdyenPayment'),
        {
          order: snapshot.context.order,
          paymentMethod: { type: 'scheme' },
          returnUrl: baseInput.cardReturnUrl,
        },
        description,
      );
      onePaymentPerOrder(snapshot, description);
    },
    finalizingAdyen: ({ inputOf, description }) =>
      deepStrictEqual(
        inputOf('finalizeAdyenPayment'),
        { orderId: COMMERCE_ORDER, redirectResult: 'Ab02b4c0' },
        description,
      ),
    finalizingStripePpv: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('finalizeStripePpvPayment'), { paymentIntent: 'pi_3Nx' }, description),
    redirecting: ({ snapshot, description }) => {
      const output = snapshot.output;
      ok(output?.outcome === 'redirect' && ALLOWED.includes(new URL(output.url).origin), description);
    },
    // seed 001 §4, §8: a missing order id shows adyen_order_unknown; payment-error shows the message.
    paymentError: ({ snapshot, description }) => {
      const { resume } = snapshot.context;
      const output = snapshot.output;
      ok(output?.outcome === 'payment-error', description);
      if (resume?.kind === 'adyen' && resume.orderId === null)
        deepStrictEqual(output.message, { key: 'adyen_order_unknown' }, description);
      if (resume?.kind === 'error')
        deepStrictEqual(output.message, { text: 'Your card was declined.' }, description);
    },
    // seed 001 §8: cancelled shows checkout.payment_cancelled_message when the address has no message.
    paymentCancelled: ({ snapshot, description }) =>
      deepStrictEqual(
        snapshot.output,
        { outcome: 'payment-cancelled', message: { key: 'checkout.payment_cancelled_message' } },
        description,
      ),
    // seed 001 §4: the card and gateway paths wait for the entitlement of the offer paid for.
    waitingForPayment: ({ snapshot, description }) => {
      const { order, resume } = snapshot.context;
      const offerId =
        order?.offerId ?? (resume?.kind === 'adyen' || resume?.kind === 'stripe-ppv' ? resume.offerId : null);
      deepStrictEqual(snapshot.output, { outcome: 'waiting-for-payment', offerId }, description);
    },
    welcome: ({ snapshot, description }) => {
      ok(snapshot.context.order && !/^[CP]/.test(snapshot.context.order.offerId), description);
      deepStrictEqual(snapshot.output, { outcome: 'welcome' }, description);
    },
    basePage: ({ snapshot, description }) => {
      ok(snapshot.context.order && /^[CP]/.test(snapshot.context.order.offerId), description);
      deepStrictEqual(snapshot.output, { outcome: 'base-page' }, description);
    },
  },
} satisfies MachineFixture<typeof checkoutMachine, CheckoutProjection>;

/**
 * 'A failed payment never charges twice': once a pay call is out for the order, no pay event is
 * accepted any more, whichever the path.
 */
function onePaymentPerOrder(snapshot: Parameters<typeof selectCheckoutView>[0], description: string) {
  deepStrictEqual(snapshot.context.paymentSentForOrderId, snapshot.context.order?.id, description);
  for (const event of [
    { type: 'CHECKOUT.PAY', captchaValue: null },
    { type: 'CHECKOUT.PAY_CARD', card: CARD },
    { type: 'CHECKOUT.CONTINUE', captchaValue: null },
    { type: 'ADYEN.SUBMIT', paymentMethod: { type: 'scheme' } },
  ] as const)
    ok(!snapshot.can(event), `${description}: ${event.type} accepted while paying`);
}
