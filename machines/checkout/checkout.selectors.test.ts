import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine } from './checkout.machine';
import { selectCheckoutForm, selectCheckoutView, selectOfferChoice } from './checkout.selectors';
import type { CheckoutStart } from './checkout.types';
import {
  ADYEN_CARD,
  checkoutInput,
  checkoutOffer,
  checkoutOrder,
  HOSTED_METHODS,
  MONTHLY,
  PPV,
  YEARLY,
} from '../../tests/model/checkout.builders';

const OFFERS = [checkoutOffer(MONTHLY, 'svod'), checkoutOffer(YEARLY, 'svod'), checkoutOffer(PPV, 'tvod')];

const METHODS = [...HOSTED_METHODS, ADYEN_CARD];

const order = (requiredPaymentDetails: boolean) => checkoutOrder(requiredPaymentDetails);

const input = checkoutInput();

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * The real checkout whose calls stay out until the test answers them (`answer`, `fail`), so that
 * the view models can be read while a call is out as well as after it.
 */
function checkout() {
  const pending = new Map<string, Pending>();
  const call = (name: string) =>
    fromPromise(
      () =>
        new Promise((resolve, reject) => {
          pending.set(name, { resolve, reject });
        }),
    ) as never;
  const actor = createActor(
    checkoutMachine.provide({
      actors: Object.fromEntries(
        [
          'initialiseOffers',
          'initialiseOrder',
          'updateOrder',
          'paymentWithoutDetails',
          'paypalPayment',
          'directPostCardPayment',
          'createAdyenPaymentSession',
          'initialAdyenPayment',
          'finalizeAdyenPayment',
          'finalizeStripePpvPayment',
        ].map((name) => [name, call(name)]),
      ),
    }),
    { input },
  );
  actor.start();
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const settle = async (name: string, how: 'resolve' | 'reject', value: unknown) => {
    const call = pending.get(name);
    if (!call) throw new Error(`${name} is not out`);
    pending.delete(name);
    call[how](value);
    await flush();
  };
  return {
    actor,
    view: () => selectCheckoutView(actor.getSnapshot()),
    choice: () => selectOfferChoice(actor.getSnapshot()),
    form: () => selectCheckoutForm(actor.getSnapshot()),
    answer: (name: string, value: unknown) => settle(name, 'resolve', value),
    fail: (name: string, error: unknown) => settle(name, 'reject', error),
  };
}

/** Offers loaded, the yearly order created with the three methods. */
async function atCheckout(requiredPaymentDetails = true) {
  const c = checkout();
  await c.answer('initialiseOffers', OFFERS);
  c.actor.send({ type: 'OFFER.SELECT', offerId: YEARLY });
  c.actor.send({ type: 'OFFER.SUBMIT' });
  const start: CheckoutStart = { order: order(requiredPaymentDetails), paymentMethods: METHODS };
  await c.answer('initialiseOrder', start);
  return c;
}

/** Selects a method; the order update answers with the method applied. */
async function selectMethod(c: ReturnType<typeof checkout>, paymentMethodId: string) {
  c.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId });
  await c.answer('updateOrder', { ...order(true), paymentMethodId });
}

describe('choose-offer (seed 001 §4 Offer selection)', () => {
  it('is busy while the offers load, then offers a retry when they fail', async () => {
    const c = checkout();
    expect(c.view()).toBe('choose-offer');
    expect(c.choice()).toMatchObject({ busy: true, failed: false });
    await c.fail('initialiseOffers', { message: 'Failed to get offers' });
    expect(c.view()).toBe('choose-offer');
    expect(c.choice()).toMatchObject({ busy: false, failed: true, error: { text: 'Failed to get offers' } });
    c.actor.send({ type: 'OFFER.RETRY' });
    expect(c.choice()).toMatchObject({ busy: true, failed: false });
  });

  it('lists only the offers of the chosen kind, the last one preselected', async () => {
    const c = checkout();
    await c.answer('initialiseOffers', OFFERS);
    const choice = c.choice();
    expect(choice).toMatchObject({
      showTypeSwitch: true,
      offerType: 'svod',
      selectedOfferId: YEARLY,
      busy: false,
      failed: false,
      error: null,
    });
    expect(choice.offers.map((o) => o.offerId)).toEqual([MONTHLY, YEARLY]);
    c.actor.send({ type: 'OFFER.SELECT_TYPE', offerType: 'tvod' });
    expect(c.choice().offers.map((o) => o.offerId)).toEqual([PPV]);
    expect(c.choice().selectedOfferId).toBe(PPV);
  });

  it('stays on choose-offer, busy, while the order is created', async () => {
    const c = checkout();
    await c.answer('initialiseOffers', OFFERS);
    c.actor.send({ type: 'OFFER.SUBMIT' });
    expect(c.view()).toBe('choose-offer');
    expect(c.choice().busy).toBe(true);
  });
});

describe('checkout form (seed 001 §4 Checkout)', () => {
  it('offers no pay control before a method is chosen', async () => {
    const c = await atCheckout();
    expect(c.view()).toBe('checkout');
    expect(c.form()).toMatchObject({ path: null, payControl: null, busy: false, paymentMethodId: null });
    expect(c.form().paymentMethods.map((m) => m.id)).toEqual(['1', '2', '194856795']);
  });

  it('is busy with no pay control while the order updates for the method chosen', async () => {
    const c = await atCheckout();
    c.actor.send({ type: 'CHECKOUT.SELECT_PAYMENT_METHOD', paymentMethodId: '1' });
    expect(c.view()).toBe('checkout');
    expect(c.form()).toMatchObject({ busy: true, paymentMethodId: '1', path: 'card', payControl: null });
  });

  it.each([
    // Stripe card: the card form; PayPal: its button; the card gateway: its button, then its form.
    ['1', 'card', 'card-form'],
    ['2', 'paypal', 'paypal'],
    ['194856795', 'adyen', 'adyen'],
  ] as const)('method %s takes the %s path with its control', async (id, path, payControl) => {
    const c = await atCheckout();
    await selectMethod(c, id);
    expect(c.form()).toMatchObject({ busy: false, paymentMethodId: id, path, payControl });
  });

  it('shows the gateway form once its session is in', async () => {
    const c = await atCheckout();
    await selectMethod(c, '194856795');
    c.actor.send({ type: 'CHECKOUT.PAY', captchaValue: null });
    expect(c.form()).toMatchObject({ busy: true, payControl: null });
    await c.answer('createAdyenPaymentSession', { id: 'CS1', sessionData: 'Ab02' });
    expect(c.form()).toMatchObject({ busy: false, payControl: 'adyen-form' });
  });

  it('offers the plain continue button for an order without payment details', async () => {
    const c = await atCheckout(false);
    expect(c.form()).toMatchObject({ payControl: 'continue', path: null });
    c.actor.send({ type: 'CHECKOUT.CONTINUE', captchaValue: null });
    expect(c.form()).toMatchObject({ busy: true, payControl: null });
    expect(c.view()).toBe('checkout');
  });

  it('shows the coupon error and the applied coupon (seed 000 §8 Update order)', async () => {
    const c = await atCheckout();
    c.actor.send({ type: 'CHECKOUT.APPLY_COUPON', couponCode: 'SAVE10' });
    await c.fail('updateOrder', { message: 'Invalid coupon code' });
    expect(c.form()).toMatchObject({
      couponCode: null,
      couponError: { key: 'checkout.coupon_not_valid' },
      formError: null,
    });
    c.actor.send({ type: 'CHECKOUT.APPLY_COUPON', couponCode: 'SAVE20' });
    await c.answer('updateOrder', order(true));
    expect(c.form()).toMatchObject({ couponCode: 'SAVE20', couponError: null });
  });

  it('shows the outcome view once the checkout is done (seed 001 §2)', async () => {
    const c = await atCheckout(false);
    c.actor.send({ type: 'CHECKOUT.CONTINUE', captchaValue: null });
    await c.answer('paymentWithoutDetails', undefined);
    // seed 001 §4 step 4: a subscription offer goes to welcome.
    expect(c.view()).toBe('welcome');
  });
});
