import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { checkoutMachine } from './checkout.machine';
import type {
  AdyenSession,
  CardPayload,
  CheckoutInput,
  CheckoutResume,
  CheckoutStart,
  Offer,
  Order,
  PaymentResult,
} from './checkout.types';
import {
  ADYEN_CARD,
  checkoutInput,
  checkoutOffer,
  checkoutOrder,
  HOSTED_METHODS,
  PPV,
  YEARLY,
} from '../../tests/model/checkout.builders';

const offer = (offerId: string, kind: Offer['kind']) =>
  checkoutOffer(offerId, kind, { period: kind === 'svod' ? 'year' : null });

const order = (id: string, requiredPaymentDetails: boolean, paymentMethodId: string | null) =>
  checkoutOrder(requiredPaymentDetails, { id, paymentMethodId });

const METHODS = [...HOSTED_METHODS, ADYEN_CARD];

const CARD: CardPayload = {
  holderName: 'Sam Viewer',
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
};

const input = (resume: CheckoutResume | null = null): CheckoutInput =>
  checkoutInput({
    offerIds: [YEARLY, PPV],
    allowedRedirectOrigins: ['https://www.sandbox.paypal.test', 'https://checkoutshopper-test.adyen.test'],
    resume,
  });

/**
 * The checkout on services provided by the names the app wires (src/app/flows/checkout.actors.ts),
 * each answering at once and recording its call: the model tests replace every actor the machine
 * names, so only here does a call reach the service the app gave it.
 */
function checkoutOn(
  start: CheckoutStart,
  resume: CheckoutResume | null = null,
  /** The server's answer to an update with this coupon, when it fails. */
  couponFailures: Record<string, string> = {},
) {
  const calls: { name: string; input: unknown }[] = [];
  const call =
    <TOutput, TInput>(name: string, answer: (input: TInput) => TOutput) =>
    async ({ input }: { input: TInput }) => {
      calls.push({ name, input });
      return answer(input);
    };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        initialiseOffers: fromPromise(
          call('initialiseOffers', () => [offer(YEARLY, 'svod'), offer(PPV, 'tvod')]),
        ),
        initialiseOrder: fromPromise(call('initialiseOrder', () => start)),
        updateOrder: fromPromise(
          call(
            'updateOrder',
            (i: { order: Order; paymentMethodId: string | null; couponCode: string | null }) => {
              const failure = couponFailures[i.couponCode ?? ''];
              if (failure) throw Object.assign(new Error(failure), { serverMessage: failure });
              return { ...i.order, paymentMethodId: i.paymentMethodId };
            },
          ),
        ),
        paymentWithoutDetails: fromPromise(call('paymentWithoutDetails', (): void => undefined)),
        paypalPayment: fromPromise(
          call('paypalPayment', () => ({
            redirectUrl: 'https://www.sandbox.paypal.test/checkoutnow?token=EC-1',
          })),
        ),
        directPostCardPayment: fromPromise(
          call('directPostCardPayment', (): PaymentResult => ({ kind: 'paid' })),
        ),
        createAdyenPaymentSession: fromPromise(
          call('createAdyenPaymentSession', (): AdyenSession => ({ id: 'CS1', sessionData: 'Ab02' })),
        ),
        initialAdyenPayment: fromPromise(
          call('initialAdyenPayment', (): PaymentResult => ({ kind: 'paid' })),
        ),
        finalizeAdyenPayment: fromPromise(call('finalizeAdyenPayment', (): void => undefined)),
        finalizeStripePpvPayment: fromPromise(call('finalizeStripePpvPayment', (): void => undefined)),
      },
    }),
    { input: input(resume) },
  );
  actor.start();
  return { actor, calls, names: () => calls.map((c) => c.name) };
}

type Checkout = ReturnType<typeof checkoutOn>['actor'];

/** Waits (1 s at most: every service here answers at once) until the checkout shows `what`. */
const settled = (
  actor: Checkout,
  what: string,
  predicate: (s: SnapshotFrom<typeof checkoutMachine>) => boolean,
) =>
  waitFor(actor, predicate, { timeout: 1000 }).catch(() => {
    const s = actor.getSnapshot();
    throw new Error(`never ${what}: ${JSON.stringify(s.value)} ${JSON.stringify(s.context)}`);
  });

const ready = (actor: Checkout) => settled(actor, 'on checkout', (s) => s.matches({ checkout: 'ready' }));
const done = (actor: Checkout) => settled(actor, 'done', (s) => s.status === 'done');

/** Offers loaded, the yearly offer chosen, its order created: the checkout form. */
async function toCheckout(start: CheckoutStart, couponFailures: Record<string, string> = {}) {
  const flow = checkoutOn(start, null, couponFailures);
  await settled(flow.actor, 'choosing an offer', (s) => s.matches('choosingOffer'));
  flow.actor.send({ type: 'OFFER.SELECT_TYPE', offerType: 'svod' });
  flow.actor.send({ type: 'OFFER.SELECT', offerId: YEARLY });
  flow.actor.send({ type: 'OFFER.SUBMIT' });
  await ready(flow.actor);
  return flow;
}

describe('checkout on the services the app provides (seed 001 §4, §7)', () => {
  it('a free order is paid with the continue button only, even with a payment method chosen (seed 001 §4 step 3)', async () => {
    const flow = await toCheckout({ order: order('free', false, null), paymentMethods: METHODS });
    flow.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: '1' });
    await ready(flow.actor);
    const s = flow.actor.getSnapshot();
    expect(s.context.paymentMethodId).toBe('1');
    expect(s.can({ type: 'CHECKOUT.PAY_CARD', card: CARD })).toBe(false);
    expect(s.can({ type: 'CHECKOUT.PAY', captchaValue: null })).toBe(false);
    flow.actor.send({ type: 'CHECKOUT.CONTINUE', captchaValue: 'captcha-token' });
    expect(await done(flow.actor).then((d) => d.output)).toEqual({ outcome: 'welcome' });
    expect(flow.names()).toEqual([
      'initialiseOffers',
      'initialiseOrder',
      'updateOrder',
      'paymentWithoutDetails',
    ]);
    expect(flow.calls.at(-1)?.input).toMatchObject({ captchaValue: 'captcha-token' });
  });

  it('PayPal sends the captcha value and the browser leaves for the returned URL (seed 001 §4 step 3, §7)', async () => {
    const flow = await toCheckout({ order: order('hosted', true, null), paymentMethods: METHODS });
    flow.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: '2' });
    await ready(flow.actor);
    flow.actor.send({ type: 'CHECKOUT.PAY', captchaValue: 'captcha-token' });
    expect((await done(flow.actor)).output).toEqual({
      outcome: 'redirect',
      url: 'https://www.sandbox.paypal.test/checkoutnow?token=EC-1',
    });
    expect(flow.calls.at(-1)).toMatchObject({
      name: 'paypalPayment',
      input: { captchaValue: 'captcha-token' },
    });
  });

  it('a Stripe card payment waits for the entitlement (seed 001 §4 step 3)', async () => {
    const flow = await toCheckout({ order: order('hosted', true, null), paymentMethods: METHODS });
    flow.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: '1' });
    await ready(flow.actor);
    flow.actor.send({ type: 'CHECKOUT.PAY_CARD', card: CARD });
    expect((await done(flow.actor)).output).toEqual({ outcome: 'waiting-for-payment', offerId: YEARLY });
    expect(flow.calls.at(-1)).toMatchObject({ name: 'directPostCardPayment', input: { card: CARD } });
  });

  it('a coupon applied on the gateway form updates the order, whose payment needs a new gateway session (seed 001 §4 steps 2, 3)', async () => {
    const flow = await toCheckout({ order: order('commerce', true, null), paymentMethods: METHODS });
    flow.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: '194856795' });
    await ready(flow.actor);
    flow.actor.send({ type: 'CHECKOUT.PAY', captchaValue: null });
    await settled(flow.actor, 'on the gateway form', (s) => s.matches({ checkout: 'adyenForm' }));
    flow.actor.send({ type: 'CHECKOUT.APPLY_COUPON', couponCode: 'SAVE10' });
    const after = await ready(flow.actor);
    expect(after.context.appliedCouponCode).toBe('SAVE10');
    expect(after.context.adyenSession).toBeNull();
    flow.actor.send({ type: 'CHECKOUT.PAY', captchaValue: null });
    await settled(flow.actor, 'on the gateway form again', (s) => s.matches({ checkout: 'adyenForm' }));
    flow.actor.send({ type: 'ADYEN.SUBMIT', paymentMethod: { type: 'scheme' } });
    expect((await done(flow.actor)).output).toEqual({ outcome: 'waiting-for-payment', offerId: YEARLY });
    expect(flow.names().slice(2)).toEqual([
      'updateOrder',
      'createAdyenPaymentSession',
      'updateOrder',
      'createAdyenPaymentSession',
      'initialAdyenPayment',
    ]);
  });
});

describe('a failed update puts back what the order has (seed 000 §8, docs/decisions.md "Checkout and entitlement polling")', () => {
  const withCard = async () => {
    const flow = await toCheckout(
      { order: order('hosted', true, null), paymentMethods: METHODS },
      { BAD: 'Invalid coupon code', DOWN: 'Request failed with 500' },
    );
    flow.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: '1' });
    await ready(flow.actor);
    return flow;
  };

  it("'Invalid coupon code' keeps the order's payment method and shows 'coupon not valid'", async () => {
    const flow = await withCard();
    flow.actor.send({ type: 'CHECKOUT.APPLY_COUPON', couponCode: 'BAD' });
    const s = await ready(flow.actor);
    expect(s.context).toMatchObject({
      paymentMethodId: '1',
      couponCode: null,
      appliedCouponCode: null,
      couponError: { key: 'checkout.coupon_not_valid' },
    });
  });

  it("any other failure keeps the order's payment method and shows 'unknown error'", async () => {
    const flow = await withCard();
    flow.actor.send({ type: 'CHECKOUT.APPLY_COUPON', couponCode: 'DOWN' });
    const s = await ready(flow.actor);
    expect(s.context).toMatchObject({
      paymentMethodId: '1',
      couponCode: null,
      formError: { key: 'unknown_error' },
    });
  });
});

describe('returns from a provider (seed 001 §2, §4, §8)', () => {
  const start = { order: order('unused', true, null), paymentMethods: METHODS };

  it('back from the card gateway: finalize-payment-adyen, then waiting-for-payment', async () => {
    const flow = checkoutOn(start, { kind: 'adyen', redirectResult: 'Ab02', orderId: 'o1', offerId: YEARLY });
    expect((await done(flow.actor)).output).toEqual({ outcome: 'waiting-for-payment', offerId: YEARLY });
    expect(flow.calls).toEqual([
      { name: 'finalizeAdyenPayment', input: { orderId: 'o1', redirectResult: 'Ab02' } },
    ]);
  });

  it('back with payment_intent: finalize-payment-stripe-ppv, then waiting-for-payment', async () => {
    const flow = checkoutOn(start, { kind: 'stripe-ppv', paymentIntent: 'pi_1', offerId: PPV });
    expect((await done(flow.actor)).output).toEqual({ outcome: 'waiting-for-payment', offerId: PPV });
    expect(flow.calls).toEqual([{ name: 'finalizeStripePpvPayment', input: { paymentIntent: 'pi_1' } }]);
  });

  it('back from a one-time card payment without payment_intent: nothing to finalise, payment-error', async () => {
    const flow = checkoutOn(start, { kind: 'stripe-ppv', paymentIntent: null, offerId: PPV });
    expect((await done(flow.actor)).output).toEqual({
      outcome: 'payment-error',
      message: { key: 'unknown_error' },
    });
    expect(flow.calls).toEqual([]);
  });

  it('payment-error without a message parameter shows unknown_error', async () => {
    const flow = checkoutOn(start, { kind: 'error', message: null });
    expect((await done(flow.actor)).output).toEqual({
      outcome: 'payment-error',
      message: { key: 'unknown_error' },
    });
  });

  it('payment-cancelled shows the message parameter when the address has one', async () => {
    const flow = checkoutOn(start, { kind: 'cancelled', message: 'Cancelled at the bank.' });
    expect((await done(flow.actor)).output).toEqual({
      outcome: 'payment-cancelled',
      message: { text: 'Cancelled at the bank.' },
    });
  });
});
