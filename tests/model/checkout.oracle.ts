import type { checkoutMachine } from '@machines/checkout/checkout.machine';
import * as o from '../support/oracle';
import type { CheckoutProjection } from './checkout.fixture';

/** Keys and messages of seed 001 §4, §5, §8 and seed 000 §8, written here and never read from the machine. */
const SEED = {
  fieldRequired: 'choose_offer.field_required',
  orderUnknown: 'adyen_order_unknown',
  cancelled: 'checkout.payment_cancelled_message',
  unknownError: 'unknown_error',
  orderNotFound: 'Order not found',
  invalidCoupon: 'Invalid coupon code',
  invalidCouponForOffer: 'Invalid coupon code for this offer',
  voucherNotFound: 'Voucher not found',
  redirectNotAllowed: 'checkout.redirect_not_allowed',
} as const;

const R = {
  offers: 'seed 001 §4, §7: choose-offer loads the offers of the media (initialiseOffers)',
  switchShown: 'seed 001 §4: a switch between subscription and one-time is shown only when both kinds exist',
  defaultType: 'seed 001 §4: premier media, or no subscription offers, makes one-time the default',
  preselect: 'seed 001 §4: the last offer in the list is preselected',
  required: "seed 001 §5: offer type and offer id are both required ('choose_offer.field_required')",
  create: 'seed 001 §4 Checkout step 1: an offer is chosen, an order is initialised for it',
  replaces: 'seed 000 §4: order creation replaces the current order',
  update:
    'seed 001 §4 Checkout step 2, §7: the payment method or coupon updates the order (updateOrder: order, payment method id, coupon)',
  notFound:
    "seed 000 §4, §8, seed 001 §4 step 5: 'Order not found' clears the order and the user returns to choose-offer",
  couponInvalid: "seed 000 §8: 'Invalid coupon code' (hosted 'Voucher not found') gives 'coupon not valid'",
  couponForOffer: "seed 000 §8: 'Invalid coupon code for this offer' gives 'coupon not valid for offer'",
  unknown: "seed 000 §8: any other update order failure gives the form error 'unknown error'",
  continue:
    'seed 001 §4 Checkout step 3: no payment details required: a plain continue button pays without details (captcha value may be sent)',
  paypal: 'seed 001 §4 Checkout step 3: PayPal: the browser is redirected to the returned URL (redirectUrl)',
  paypalCall:
    'seed 001 §7: paypalPayment takes the success, waiting, cancel and error URLs, coupon and captcha',
  card: 'seed 001 §4 Checkout step 3: Stripe card: after payment the user goes to waiting-for-payment',
  cardCall: 'seed 001 §7: directPostCardPayment takes the card payload, referrer and return URL',
  adyen:
    'seed 001 §4 Checkout step 3: card gateway (Adyen): its form pays, a redirect-result finalisation follows (finalize-payment-adyen)',
  success:
    'seed 001 §4 Checkout step 4: success goes to welcome for subscription offers and to the base page for one-time offers (C or P)',
  once: 'a payment is never sent twice for one order',
  withOrder:
    'seed 001 §4 Checkout steps 1 and 5: checkout works on an initialised order; with the order not found the user is back on choose-offer',
  adyenReturn:
    'seed 001 §2, §4: back from the card gateway with redirectResult and orderId, finalize-payment-adyen finalises the payment, then waiting-for-payment',
  ppvReturn:
    'seed 001 §2: back with payment_intent, finalize-payment-stripe-ppv finalises the one-time card payment, then waiting-for-payment',
  orderUnknown: "seed 001 §4 step 5, §8: a missing order id on return shows 'adyen_order_unknown'",
  paymentError: 'seed 001 §2, §8: payment errors are shown on payment-error with the server message',
  cancelled:
    "seed 001 §2, §8: payment-cancelled shows the message parameter, else 'checkout.payment_cancelled_message'",
  redirectHost:
    'docs/decisions.md (Provider redirects): a provider page on a host the config does not allow ends on payment-error',
  redirectRefused:
    "docs/decisions.md (Provider redirects): a refused provider page shows 'checkout.redirect_not_allowed' on payment-error",
  noOrderYet:
    'seed 001 §4 Checkout step 1, seed 000 §4: an order is initialised once an offer is chosen and replaces the current one: while the offer is chosen no order, payment method, coupon or gateway session is current',
  newChoice:
    'seed 001 §4 Offer selection, §5: a new choice of offer or offer type is a new submission; the last one’s error is no longer shown',
  restore:
    'docs/decisions.md (Checkout and entitlement polling, Update-order errors): a failed update puts back the coupon and payment method the order had',
  listedMethod:
    "seed 001 §4 Checkout step 2: the payment method chosen is one of the order's payment methods",
  freshCheck:
    'seed 001 §4 Checkout step 2, seed 000 §8: a coupon or method sent anew is checked anew; no earlier error is shown',
  busy: 'docs/decisions.md (Checkout and entitlement polling, Paid once), seed 001 §4: while a checkout call is out the dialog is busy (its controls wait for the answer); a form waiting for the viewer is not',
} as const;

type Step = o.OracleStep<CheckoutProjection>;
type Input = {
  premier: boolean;
  referrer: string;
  cardReturnUrl: string;
  paypalReturnUrls: Record<string, string>;
  resume:
    | { kind: 'adyen'; redirectResult: string | null; orderId: string | null; offerId: string | null }
    | { kind: 'stripe-ppv'; paymentIntent: string | null; offerId: string | null }
    | { kind: 'error' | 'cancelled'; message: string | null }
    | null;
};
type OutputOffer = { offerId: string };
type OutputOrder = {
  id: string;
  offerId: string;
  paymentMethodId: string | null;
  requiredPaymentDetails: boolean;
};

const show = (value: unknown) => JSON.stringify(value);
const inputOf = (s: Step) => s.input as Input;
const resumeOf = (s: Step) => inputOf(s).resume;
const ev = <T>(s: Step) => s.event as unknown as T;
const errorText = (s: Step) => {
  const e = ev<{ error?: { serverMessage?: string; message?: string } }>(s).error;
  return e?.serverMessage ?? e?.message ?? '';
};

/** seed 000 §3, seed 001 §3: an offer id starting with C or P is one-time, S a subscription. */
const isOneTime = (offerId: string | null | undefined) => /^[CP]/.test(offerId ?? '');
const kindOf = (offerId: string) => (isOneTime(offerId) ? 'tvod' : 'svod');
const offerIds = (s: CheckoutProjection | null) => (s?.offers ? s.offers.split(',').filter(Boolean) : []);
const lastOfKind = (ids: readonly string[], kind: string) =>
  ids.filter((id) => kindOf(id) === kind).at(-1) ?? null;

/** seed 000 §9, the fixture's methods: hosted card 1, PayPal 2; commerce Adyen card and PayPal. */
const METHOD = { card: '1', paypal: ['2', '194856796'], adyen: '194856795' } as const;
const isPaypal = (id: string | null | undefined) => (METHOD.paypal as readonly string[]).includes(id ?? '');

const PAY_ACTORS = ['paymentWithoutDetails', 'paypalPayment', 'directPostCardPayment', 'initialAdyenPayment'];
const PAY_EVENTS = [
  { type: 'CHECKOUT.PAY', captchaValue: null },
  {
    type: 'CHECKOUT.PAY_CARD',
    card: { holderName: 'A', cardNumber: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '1' },
  },
  { type: 'CHECKOUT.CONTINUE', captchaValue: null },
  { type: 'ADYEN.SUBMIT', paymentMethod: { type: 'scheme' } },
] as const;

const payCallsOf = (s: Step) => s.effects.filter((e) => e.kind === 'invoke' && PAY_ACTORS.includes(e.id));
const isPaid = (p: CheckoutProjection | null) =>
  p !== null && p.order !== null && p.paymentSentForOrderId === p.order.id;

/**
 * A payment never goes out twice for one order: a step that sends one starts from an order no
 * payment was sent for and records it; an order a payment was sent for accepts no pay event.
 */
const neverTwice: o.OracleExpectation<CheckoutProjection> = o.holds(R.once, (s) => {
  const calls = payCallsOf(s);
  if (calls.length > 1) return `${calls.length} pay calls in one step`;
  if (calls.length === 1) {
    if (isPaid(s.before))
      return `${calls[0]?.kind === 'invoke' ? calls[0].id : ''} sent again for order ${s.before?.order?.id}`;
    if (!isPaid(s.state)) return `a pay call went out for order ${s.state.order?.id} without being recorded`;
  }
  if (isPaid(s.state) && s.snapshot.status === 'active') {
    const accepted = PAY_EVENTS.filter((e) => s.snapshot.can(e)).map((e) => e.type);
    if (accepted.length)
      return `${accepted.join(', ')} still accepted for the paid order ${s.state.order?.id}`;
  }
  return true;
});

/** The outcome shown after the step is the one read from the step. */
const outcomeFrom = (rule: string, wantOf: (s: Step) => unknown) =>
  o.holds<CheckoutProjection>(rule, (s) => {
    const want = wantOf(s);
    return show(s.state.outcome) === show(want)
      ? true
      : `outcome ${show(s.state.outcome)} (want ${show(want)})`;
  });
/** A failed call leaves the viewer in `stateKey` with the failure's message on the form. */
const failedWithMessage = (rule: string, stateKey: string, what: string) => [
  o.stateIs<CheckoutProjection>(rule, stateKey),
  o.holds<CheckoutProjection>(rule, (s) => (s.state.formError ? true : `the ${what} failed with no message`)),
];
const outcomeIs = (rule: string, want: unknown) => outcomeFrom(rule, () => want);
/** A return from the payment page shows its message, or the seed's words when it brought none. */
const resumedWith = (rule: string, outcome: string, fallbackKey: string) =>
  outcomeFrom(rule, (s) => {
    const r = resumeOf(s) as { message: string | null };
    return { outcome, message: r.message ? { text: r.message } : { key: fallbackKey } };
  });
/** After a failed update the form holds the coupon and the payment method the order still has. */
const putBack = o.holds<CheckoutProjection>(R.restore, (s) =>
  s.state.couponCode === (s.before?.appliedCouponCode ?? null) &&
  s.state.paymentMethodId === (s.before?.order?.paymentMethodId ?? null)
    ? true
    : `coupon ${show(s.state.couponCode)} and method ${show(s.state.paymentMethodId)} after the failed update (the order has ${show(s.before?.appliedCouponCode)}, ${show(s.before?.order?.paymentMethodId)})`,
);
const done = (rule: string, view: string) => o.projected<CheckoutProjection>(rule, { status: 'done', view });

const busy = o.tagged<CheckoutProjection>(R.busy, 'busy', true);
const idle = o.tagged<CheckoutProjection>(R.busy, 'busy', false);

const paying = (rule: string, view = 'checkout') => ({
  seed: [rule, R.once],
  expect: [neverTwice, busy, o.projected<CheckoutProjection>(rule, { view, outcome: null })],
});

/** The other offer type: only a shown switch may change to it. */
/** How many offers and payment methods the machine holds (the projection shows their ids). */
const noneHeld = (rule: string, ...lists: ('offers' | 'paymentMethods')[]) =>
  o.holds<CheckoutProjection>(rule, (s) => {
    const held = lists.filter((l) => (s.snapshot.context as Record<typeof l, unknown[]>)[l].length > 0);
    return held.length ? `${held.join(' and ')} held: ${show(held.map((l) => s.snapshot.context[l]))}` : true;
  });

const otherType = (type: string) => (type === 'svod' ? 'tvod' : 'svod');

/** Checkout as seed 001 §2, §4, §5, §7, §8 and seed 000 §4, §8 describe it. */
export const checkoutOracle = {
  states: {
    starting: { seed: [R.adyenReturn, R.ppvReturn, R.orderUnknown, R.offers], expect: [neverTwice] },
    loadingOffers: {
      seed: R.offers,
      expect: [
        neverTwice,
        busy,
        o.projected(R.offers, {
          view: 'choose-offer',
          order: null,
          outcome: null,
        }),
        noneHeld(R.offers, 'offers', 'paymentMethods'),
      ],
    },
    offersFailed: {
      seed: R.offers,
      expect: [
        neverTwice,
        idle,
        o.projected(R.offers, { view: 'choose-offer' }),
        noneHeld(R.offers, 'offers'),
        o.holds(R.offers, (s) => (s.state.formError ? true : 'the offers failed with no message')),
      ],
    },
    choosingOffer: {
      seed: [R.switchShown, R.defaultType, R.preselect, R.required, R.noOrderYet],
      expect: [
        neverTwice,
        idle,
        o.projected(R.switchShown, { view: 'choose-offer', outcome: null }),
        o.projected(R.noOrderYet, {
          order: null,
          paymentMethodId: null,
          couponCode: null,
          appliedCouponCode: null,
          adyenSession: false,
        }),
        noneHeld(R.noOrderYet, 'paymentMethods'),
        o.holds(R.switchShown, (s) =>
          !s.state.showTypeSwitch &&
          s.snapshot.can({ type: 'OFFER.SELECT_TYPE', offerType: otherType(s.state.offerType) })
            ? `switching to ${otherType(s.state.offerType)} accepted with no switch shown (offers ${s.state.offers})`
            : true,
        ),
        o.holds(R.switchShown, (s) => {
          const kinds = new Set(offerIds(s.state).map(kindOf));
          return s.state.showTypeSwitch === (kinds.size === 2)
            ? true
            : `switch ${s.state.showTypeSwitch ? 'shown' : 'hidden'} with offers ${s.state.offers}`;
        }),
        o.holds(R.preselect, (s) =>
          s.state.selectedOfferId === null || kindOf(s.state.selectedOfferId) === s.state.offerType
            ? true
            : `${s.state.selectedOfferId} selected among the ${s.state.offerType} offers`,
        ),
      ],
    },
    creatingOrder: {
      seed: [R.create, R.replaces],
      expect: [
        neverTwice,
        busy,
        o.projected(R.create, { view: 'choose-offer' }),
        o.holds(R.create, (s) =>
          s.state.selectedOfferId ? true : 'an order is created with no offer selected',
        ),
      ],
    },
    'checkout.ready': {
      seed: [R.update, R.continue, R.card, R.paypal, R.listedMethod],
      expect: [
        neverTwice,
        idle,
        o.projected(R.create, { view: 'checkout', outcome: null }),
        o.holds(R.listedMethod, (s) =>
          s.snapshot.can({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: 'not-a-method' })
            ? `a method the order does not list (${s.state.paymentMethods}) is accepted`
            : true,
        ),
        o.holds(R.withOrder, (s) => (s.state.order ? true : 'checkout shown with no order')),
        o.holds(R.continue, (s) =>
          s.state.order?.requiredPaymentDetails === false &&
          !isPaid(s.state) &&
          s.state.payControl !== 'continue'
            ? `an order without payment details offers ${show(s.state.payControl)}, not the continue button`
            : true,
        ),
        o.holds(R.continue, (s) =>
          s.state.order?.requiredPaymentDetails === true &&
          s.snapshot.can({ type: 'CHECKOUT.CONTINUE', captchaValue: null })
            ? 'the continue button pays an order that needs payment details'
            : true,
        ),
      ],
    },
    'checkout.adyenForm': {
      seed: R.adyen,
      expect: [
        neverTwice,
        idle,
        o.projected(R.adyen, {
          view: 'checkout',
          adyenSession: true,
          payControl: 'adyen-form',
          paymentMethodId: METHOD.adyen,
        }),
      ],
    },
    updatingOrder: {
      seed: R.update,
      expect: [neverTwice, busy, o.holds(R.update, (s) => (s.state.order ? true : 'updating with no order'))],
    },
    startingAdyen: {
      seed: R.adyen,
      expect: [neverTwice, busy, o.projected(R.adyen, { paymentMethodId: METHOD.adyen, view: 'checkout' })],
    },
    payingWithoutDetails: paying(R.continue),
    requestingPaypal: paying(R.paypal),
    payingByCard: paying(R.card),
    payingAdyen: paying(R.adyen),
    finalizingAdyen: {
      seed: R.adyenReturn,
      expect: [
        neverTwice,
        busy,
        o.projected(R.adyenReturn, { view: 'finalize-payment-adyen', resume: 'adyen', order: null }),
      ],
    },
    finalizingStripePpv: {
      seed: R.ppvReturn,
      expect: [
        neverTwice,
        busy,
        o.projected(R.ppvReturn, { view: 'finalize-payment-stripe-ppv', resume: 'stripe-ppv', order: null }),
      ],
    },
    redirecting: {
      seed: [R.paypal, R.adyen, R.card],
      expect: [
        done(R.paypal, 'redirect'),
        idle,
        o.holds(R.paypal, (s) => {
          const o = s.state.outcome as { outcome?: string; url?: string } | null;
          return o?.outcome === 'redirect' && o.url ? true : `outcome ${show(o)}`;
        }),
      ],
    },
    waitingForPayment: {
      seed: [R.card, R.adyen, R.adyenReturn, R.ppvReturn],
      expect: [
        done(R.card, 'waiting-for-payment'),
        idle,
        o.holds(R.card, (s) => {
          const resume = resumeOf(s);
          const offerId =
            s.state.order?.offerId ??
            (resume && (resume.kind === 'adyen' || resume.kind === 'stripe-ppv') ? resume.offerId : null);
          const want = { outcome: 'waiting-for-payment', offerId };
          return show(s.state.outcome) === show(want)
            ? true
            : `outcome ${show(s.state.outcome)} (want ${show(want)})`;
        }),
      ],
    },
    welcome: {
      seed: R.success,
      expect: [
        done(R.success, 'welcome'),
        idle,
        outcomeIs(R.success, { outcome: 'welcome' }),
        o.holds(R.success, (s) =>
          isOneTime(s.state.order?.offerId) ? `one-time ${s.state.order?.offerId} sent to welcome` : true,
        ),
      ],
    },
    basePage: {
      seed: R.success,
      expect: [
        done(R.success, 'base-page'),
        idle,
        outcomeIs(R.success, { outcome: 'base-page' }),
        o.holds(R.success, (s) =>
          isOneTime(s.state.order?.offerId)
            ? true
            : `subscription ${s.state.order?.offerId} sent to the base page`,
        ),
      ],
    },
    paymentError: {
      seed: [R.paymentError, R.orderUnknown],
      expect: [
        done(R.paymentError, 'payment-error'),
        idle,
        o.holds(R.paymentError, (s) => {
          const o = s.state.outcome as { outcome?: string; message?: unknown } | null;
          return o?.outcome === 'payment-error' && o.message ? true : `outcome ${show(o)}`;
        }),
      ],
    },
    paymentCancelled: {
      seed: R.cancelled,
      expect: [done(R.cancelled, 'payment-cancelled'), idle],
    },
  },
  transitions: [
    // seed 001 §2: where the dialog starts, from the address.
    {
      on: 'xstate.init',
      where: (s) => resumeOf(s) === null,
      expect: [
        o.stateIs(R.offers, 'loadingOffers'),
        o.effectsInclude(R.offers, o.invoked('initialiseOffers')),
        o.effectsExclude(R.offers, ...PAY_ACTORS.map((id) => o.invoked(id))),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => {
        const r = resumeOf(s);
        return r?.kind === 'adyen' && r.orderId !== null && r.redirectResult !== null;
      },
      expect: [
        o.stateIs(R.adyenReturn, 'finalizingAdyen'),
        o.holds(R.adyenReturn, (s) => {
          const r = resumeOf(s) as { orderId: string; redirectResult: string };
          return o
            .effectsInclude(
              R.adyenReturn,
              o.invoked('finalizeAdyenPayment', { orderId: r.orderId, redirectResult: r.redirectResult }),
            )
            .check(s);
        }),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => {
        const r = resumeOf(s);
        return r?.kind === 'adyen' && r.orderId === null;
      },
      expect: [
        o.stateIs(R.orderUnknown, 'paymentError'),
        outcomeIs(R.orderUnknown, { outcome: 'payment-error', message: { key: SEED.orderUnknown } }),
        o.effectsExclude(R.orderUnknown, o.invoked('finalizeAdyenPayment')),
      ],
    },
    {
      // No redirect result: nothing to finalise with.
      on: 'xstate.init',
      where: (s) => {
        const r = resumeOf(s);
        return r?.kind === 'adyen' && r.orderId !== null && r.redirectResult === null;
      },
      expect: [
        o.stateIs(R.adyenReturn, 'paymentError'),
        outcomeIs(R.paymentError, { outcome: 'payment-error', message: { key: SEED.unknownError } }),
        o.effectsExclude(R.adyenReturn, o.invoked('finalizeAdyenPayment')),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => resumeOf(s)?.kind === 'stripe-ppv',
      expect: [
        o.stateIs(R.ppvReturn, 'finalizingStripePpv'),
        o.holds(R.ppvReturn, (s) => {
          const r = resumeOf(s) as { paymentIntent: string };
          return o
            .effectsInclude(
              R.ppvReturn,
              o.invoked('finalizeStripePpvPayment', { paymentIntent: r.paymentIntent }),
            )
            .check(s);
        }),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => resumeOf(s)?.kind === 'error',
      expect: [
        o.stateIs(R.paymentError, 'paymentError'),
        resumedWith(R.paymentError, 'payment-error', SEED.unknownError),
      ],
    },
    {
      on: 'xstate.init',
      where: (s) => resumeOf(s)?.kind === 'cancelled',
      expect: [
        o.stateIs(R.cancelled, 'paymentCancelled'),
        resumedWith(R.cancelled, 'payment-cancelled', SEED.cancelled),
      ],
    },
    // seed 001 §4 Offer selection.
    {
      from: 'loadingOffers',
      on: 'xstate.done.actor.initialiseOffers',
      expect: [
        o.stateIs(R.offers, 'choosingOffer'),
        o.holds(R.defaultType, (s) => {
          const ids = ev<{ output: OutputOffer[] }>(s).output.map((o) => o.offerId);
          const want = inputOf(s).premier || !ids.some((id) => kindOf(id) === 'svod') ? 'tvod' : 'svod';
          return s.state.offerType === want
            ? true
            : `offer type ${s.state.offerType} (want ${want}) for ${ids.join(',')}`;
        }),
        o.holds(R.preselect, (s) => {
          const ids = ev<{ output: OutputOffer[] }>(s).output.map((o) => o.offerId);
          const want = lastOfKind(ids, s.state.offerType);
          return s.state.selectedOfferId === want
            ? true
            : `${s.state.selectedOfferId} preselected (want ${want})`;
        }),
        o.projected(R.offers, { formError: null }),
      ],
    },
    {
      from: 'loadingOffers',
      on: 'xstate.error.actor.initialiseOffers',
      expect: [o.stateIs(R.offers, 'offersFailed')],
    },
    {
      from: 'offersFailed',
      on: 'OFFER.RETRY',
      expect: o.endsIn(R.offers, 'loadingOffers', o.invoked('initialiseOffers')),
    },
    {
      from: 'choosingOffer',
      on: 'OFFER.SELECT_TYPE',
      where: (s) => s.before?.showTypeSwitch === true,
      expect: [
        o.stateIs(R.switchShown, 'choosingOffer'),
        o.holds(R.preselect, (s) => {
          const type = ev<{ offerType: string }>(s).offerType;
          const want = lastOfKind(offerIds(s.state), type);
          return s.state.offerType === type && s.state.selectedOfferId === want
            ? true
            : `${s.state.offerType} / ${s.state.selectedOfferId} after switching to ${type} (want ${want})`;
        }),
        o.projected(R.newChoice, { formError: null }),
      ],
    },
    {
      from: 'choosingOffer',
      on: 'OFFER.SELECT',
      expect: [
        o.stateIs(R.create, 'choosingOffer'),
        o.holds(R.create, (s) => {
          const { offerId } = ev<{ offerId: string }>(s);
          const listed = offerIds(s.before).includes(offerId) && kindOf(offerId) === s.before?.offerType;
          const want = listed ? offerId : (s.before?.selectedOfferId ?? null);
          return s.state.selectedOfferId === want
            ? true
            : `${s.state.selectedOfferId} selected (want ${want})`;
        }),
        o.holds(R.newChoice, (s) => {
          const { offerId } = ev<{ offerId: string }>(s);
          const listed = offerIds(s.before).includes(offerId) && kindOf(offerId) === s.before?.offerType;
          return !listed || s.state.formError === null
            ? true
            : `${offerId} picked, the form still shows ${show(s.state.formError)}`;
        }),
      ],
    },
    {
      from: 'choosingOffer',
      on: 'OFFER.SUBMIT',
      where: (s) => s.before?.selectedOfferId === null,
      expect: o.endsAsWithout(
        R.required,
        'choosingOffer',
        { formError: { key: SEED.fieldRequired } },
        o.invoked('initialiseOrder'),
      ),
    },
    {
      from: 'choosingOffer',
      on: 'OFFER.SUBMIT',
      where: (s) => s.before?.selectedOfferId !== null,
      expect: [
        o.stateIs(R.create, 'creatingOrder'),
        o.effectsIncludeFrom(R.create, (s) => [
          o.invoked('initialiseOrder', { offer: { offerId: s.before?.selectedOfferId } }),
        ]),
      ],
    },
    {
      from: 'creatingOrder',
      on: 'xstate.done.actor.initialiseOrder',
      expect: [
        o.stateIs(R.create, 'checkout.ready'),
        o.holds(R.replaces, (s) => {
          const o = ev<{ output: { order: OutputOrder } }>(s).output.order;
          return s.state.order?.id === o.id && s.state.order.offerId === o.offerId
            ? true
            : `order ${show(s.state.order)} after ${o.id} was created`;
        }),
        o.projected(R.replaces, {
          couponCode: null,
          appliedCouponCode: null,
          couponError: null,
          formError: null,
        }),
      ],
    },
    {
      from: 'creatingOrder',
      on: 'xstate.error.actor.initialiseOrder',
      expect: [...failedWithMessage(R.create, 'choosingOffer', 'order')],
    },
    // seed 001 §4 Checkout step 2 and seed 000 §8 Update order.
    {
      from: 'checkout',
      on: 'CHECKOUT.SELECT_PAYMENT_METHOD',
      expect: [
        o.stateIs(R.update, 'updatingOrder'),
        o.effectsIncludeFrom(R.update, (s) => [
          o.invoked('updateOrder', {
            order: { id: s.before?.order?.id },
            paymentMethodId: ev<{ paymentMethodId: string }>(s).paymentMethodId,
            couponCode: s.before?.appliedCouponCode ?? null,
          }),
        ]),
        o.holds(R.listedMethod, (s) => {
          const { paymentMethodId } = ev<{ paymentMethodId: string }>(s);
          return (s.before?.paymentMethods ?? '').split(',').includes(paymentMethodId)
            ? true
            : `method ${paymentMethodId} sent, the order lists ${s.before?.paymentMethods}`;
        }),
        o.projected(R.freshCheck, { formError: null }),
      ],
    },
    {
      from: 'checkout',
      on: 'CHECKOUT.APPLY_COUPON',
      expect: [
        o.stateIs(R.update, 'updatingOrder'),
        o.effectsIncludeFrom(R.update, (s) => [
          o.invoked('updateOrder', {
            order: { id: s.before?.order?.id },
            couponCode: ev<{ couponCode: string }>(s).couponCode.trim(),
          }),
        ]),
        o.projected(R.freshCheck, { formError: null, couponError: null }),
      ],
    },
    {
      from: 'updatingOrder',
      on: 'xstate.done.actor.updateOrder',
      expect: [
        o.stateIs(R.update, 'checkout.ready'),
        o.holds(R.update, (s) => {
          const o = ev<{ output: OutputOrder }>(s).output;
          return s.state.order?.id === o.id && s.state.order.paymentMethodId === o.paymentMethodId
            ? true
            : `order ${show(s.state.order)} after the update answered ${show(o)}`;
        }),
        o.holds(R.update, (s) =>
          s.state.appliedCouponCode === s.before?.couponCode
            ? true
            : `coupon ${show(s.state.appliedCouponCode)} applied (sent ${show(s.before?.couponCode)})`,
        ),
      ],
    },
    {
      from: 'updatingOrder',
      on: 'xstate.error.actor.updateOrder',
      where: (s) => errorText(s) === SEED.orderNotFound,
      expect: [
        o.stateIs(R.notFound, 'choosingOffer'),
        o.projected(R.notFound, {
          order: null,
          view: 'choose-offer',
          appliedCouponCode: null,
          paymentMethodId: null,
        }),
      ],
    },
    {
      from: 'updatingOrder',
      on: 'xstate.error.actor.updateOrder',
      where: (s) => errorText(s) === SEED.invalidCoupon || errorText(s) === SEED.voucherNotFound,
      expect: [
        o.stateIs(R.couponInvalid, 'checkout.ready'),
        o.holds(R.couponInvalid, (s) => {
          const key = (s.state.couponError as { key?: string } | null)?.key ?? '';
          return /coupon_not_valid$/.test(key) ? true : `coupon error ${show(s.state.couponError)}`;
        }),
        o.holds(R.couponInvalid, (s) =>
          s.state.order?.id === s.before?.order?.id &&
          s.state.appliedCouponCode === s.before?.appliedCouponCode
            ? true
            : `the order or its coupon changed: ${show(s.state.order)}, ${show(s.state.appliedCouponCode)}`,
        ),
        putBack,
      ],
    },
    {
      from: 'updatingOrder',
      on: 'xstate.error.actor.updateOrder',
      where: (s) => errorText(s) === SEED.invalidCouponForOffer,
      expect: [
        o.stateIs(R.couponForOffer, 'checkout.ready'),
        o.holds(R.couponForOffer, (s) => {
          const key = (s.state.couponError as { key?: string } | null)?.key ?? '';
          return /coupon_not_valid_for_offer$/.test(key) ? true : `coupon error ${show(s.state.couponError)}`;
        }),
        o.holds(R.couponForOffer, (s) =>
          s.state.order?.id === s.before?.order?.id ? true : `the order changed: ${show(s.state.order)}`,
        ),
        putBack,
      ],
    },
    {
      from: 'updatingOrder',
      on: 'xstate.error.actor.updateOrder',
      where: (s) =>
        ![SEED.orderNotFound, SEED.invalidCoupon, SEED.invalidCouponForOffer, SEED.voucherNotFound].includes(
          errorText(s) as never,
        ),
      expect: [
        o.stateIs(R.unknown, 'checkout.ready'),
        o.projected(R.unknown, { formError: { key: SEED.unknownError } }),
        o.holds(R.unknown, (s) =>
          s.state.order?.id === s.before?.order?.id ? true : `the order changed: ${show(s.state.order)}`,
        ),
        putBack,
      ],
    },
    {
      from: 'checkout',
      on: 'CHECKOUT.CHANGE_OFFER',
      expect: [
        o.stateIs(R.replaces, 'choosingOffer'),
        o.effectsExclude(R.once, ...PAY_ACTORS.map((id) => o.invoked(id))),
        o.projected(R.newChoice, { formError: null, couponError: null }),
      ],
    },
    // seed 001 §4 Checkout step 3: the four paths.
    {
      from: 'checkout.ready',
      on: 'CHECKOUT.CONTINUE',
      where: (s) => s.before?.order?.requiredPaymentDetails === false,
      expect: [
        o.stateIs(R.continue, 'payingWithoutDetails'),
        o.effectsIncludeFrom(R.continue, (s) => [
          o.invoked('paymentWithoutDetails', {
            order: { id: s.before?.order?.id },
            captchaValue: ev<{ captchaValue: string | null }>(s).captchaValue,
          }),
        ]),
      ],
    },
    {
      from: 'checkout.ready',
      on: 'CHECKOUT.PAY',
      where: (s) => isPaypal(s.before?.paymentMethodId) && s.before?.order?.requiredPaymentDetails === true,
      expect: [
        o.stateIs(R.paypal, 'requestingPaypal'),
        o.effectsIncludeFrom(R.paypalCall, (s) => [
          o.invoked('paypalPayment', {
            order: { id: s.before?.order?.id },
            paymentMethodId: s.before?.paymentMethodId,
            urls: inputOf(s).paypalReturnUrls,
            couponCode: s.before?.appliedCouponCode ?? null,
            captchaValue: ev<{ captchaValue: string | null }>(s).captchaValue,
          }),
        ]),
      ],
    },
    {
      from: 'checkout.ready',
      on: 'CHECKOUT.PAY',
      where: (s) => s.before?.paymentMethodId === METHOD.adyen,
      expect: [
        o.stateIs(R.adyen, 'startingAdyen'),
        o.effectsIncludeFrom(R.adyen, (s) => [
          o.invoked('createAdyenPaymentSession', {
            order: { id: s.before?.order?.id },
            returnUrl: inputOf(s).cardReturnUrl,
          }),
        ]),
        o.effectsExclude(R.adyen, ...PAY_ACTORS.map((id) => o.invoked(id))),
      ],
    },
    {
      from: 'checkout.ready',
      on: 'CHECKOUT.PAY_CARD',
      where: (s) => s.before?.paymentMethodId === METHOD.card,
      expect: [
        o.stateIs(R.card, 'payingByCard'),
        o.effectsIncludeFrom(R.cardCall, (s) => [
          o.invoked('directPostCardPayment', {
            order: { id: s.before?.order?.id },
            card: ev<{ card: unknown }>(s).card,
            referrer: inputOf(s).referrer,
            returnUrl: inputOf(s).cardReturnUrl,
          }),
        ]),
      ],
    },
    {
      from: 'startingAdyen',
      on: 'xstate.done.actor.createAdyenPaymentSession',
      expect: [
        o.stateIs(R.adyen, 'checkout.adyenForm'),
        o.holds(R.adyen, (s) => {
          const session = ev<{ output: unknown }>(s).output;
          return show(s.snapshot.context.adyenSession) === show(session)
            ? true
            : `the form holds session ${show(s.snapshot.context.adyenSession)} (answered ${show(session)})`;
        }),
      ],
    },
    {
      from: 'startingAdyen',
      on: 'xstate.error.actor.createAdyenPaymentSession',
      expect: [...failedWithMessage(R.adyen, 'checkout.ready', 'gateway')],
    },
    {
      from: 'checkout.adyenForm',
      on: 'ADYEN.SUBMIT',
      expect: [
        o.stateIs(R.adyen, 'payingAdyen'),
        o.effectsIncludeFrom(R.adyen, (s) => [
          o.invoked('initialAdyenPayment', {
            order: { id: s.before?.order?.id },
            paymentMethod: ev<{ paymentMethod: unknown }>(s).paymentMethod,
            returnUrl: inputOf(s).cardReturnUrl,
          }),
        ]),
      ],
    },
    // seed 001 §4 Checkout step 4: where success leads.
    {
      from: 'payingWithoutDetails',
      on: 'xstate.done.actor.paymentWithoutDetails',
      expect: [
        o.holds(R.success, (s) => {
          const want = isOneTime(s.before?.order?.offerId) ? 'basePage' : 'welcome';
          return s.to === want ? true : `${s.before?.order?.offerId} paid, went to ${s.to} (want ${want})`;
        }),
      ],
    },
    {
      from: 'requestingPaypal',
      on: 'xstate.done.actor.paypalPayment',
      where: (s) => !ev<{ output: { redirectUrl: string } }>(s).output.redirectUrl.includes('.evil.'),
      expect: [
        o.stateIs(R.paypal, 'redirecting'),
        o.holds(R.paypal, (s) => {
          const want = {
            outcome: 'redirect',
            url: ev<{ output: { redirectUrl: string } }>(s).output.redirectUrl,
          };
          return show(s.state.outcome) === show(want)
            ? true
            : `outcome ${show(s.state.outcome)} (want ${show(want)})`;
        }),
      ],
    },
    // One row per provider: each one's refused page must be reached on its own.
    ...(
      [
        ['requestingPaypal', 'paypalPayment'],
        ['payingByCard', 'directPostCardPayment'],
        ['payingAdyen', 'initialAdyenPayment'],
      ] as const
    ).map(([from, actor]) => ({
      from,
      on: `xstate.done.actor.${actor}`,
      where: (s: Step) => show(ev<{ output: unknown }>(s).output).includes('.evil.'),
      expect: [
        o.stateIs<CheckoutProjection>(R.redirectHost, 'paymentError'),
        outcomeIs(R.redirectRefused, { outcome: 'payment-error', message: { key: SEED.redirectNotAllowed } }),
      ],
    })),
    {
      from: ['payingByCard', 'payingAdyen'],
      on: ['xstate.done.actor.directPostCardPayment', 'xstate.done.actor.initialAdyenPayment'],
      where: (s) => ev<{ output: { kind: string } }>(s).output.kind === 'paid',
      expect: [o.stateIs(R.card, 'waitingForPayment')],
    },
    {
      from: ['payingByCard', 'payingAdyen'],
      on: ['xstate.done.actor.directPostCardPayment', 'xstate.done.actor.initialAdyenPayment'],
      where: (s) => {
        const o = ev<{ output: { kind: string; url?: string } }>(s).output;
        return o.kind === 'redirect' && !String(o.url).includes('.evil.');
      },
      expect: [
        o.stateIs(R.adyen, 'redirecting'),
        o.holds(R.adyen, (s) => {
          const want = { outcome: 'redirect', url: ev<{ output: { url: string } }>(s).output.url };
          return show(s.state.outcome) === show(want)
            ? true
            : `outcome ${show(s.state.outcome)} (want ${show(want)})`;
        }),
      ],
    },
    {
      from: 'finalizingAdyen',
      on: 'xstate.done.actor.finalizeAdyenPayment',
      expect: [o.stateIs(R.adyenReturn, 'waitingForPayment')],
    },
    {
      from: 'finalizingStripePpv',
      on: 'xstate.done.actor.finalizeStripePpvPayment',
      expect: [o.stateIs(R.ppvReturn, 'waitingForPayment')],
    },
    // seed 001 §8: every failed payment shows the server message on payment-error.
    {
      from: [
        'payingWithoutDetails',
        'requestingPaypal',
        'payingByCard',
        'payingAdyen',
        'finalizingAdyen',
        'finalizingStripePpv',
      ],
      on: 'xstate.error.actor',
      expect: [
        o.stateIs(R.paymentError, 'paymentError'),
        o.holds(R.paymentError, (s) => {
          const want = { outcome: 'payment-error', message: { text: errorText(s) } };
          return show(s.state.outcome) === show(want)
            ? true
            : `outcome ${show(s.state.outcome)} (want ${show(want)})`;
        }),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof checkoutMachine, CheckoutProjection>;
