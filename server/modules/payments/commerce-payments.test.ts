import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { advanceClock, json } from '../accounts/test-support.js';
import { COMMERCE_PAYMENT_METHODS } from './commerce.format.js';
import {
  cardParamsSchema,
  commerce,
  commerceLogin,
  customerGet,
  ownLogin,
  paymentsState,
  referenceOfferSchema,
  referenceOrderSchema,
  referencePaymentDetailSchema,
  referenceSubscriptionSchema,
  referenceTransactionSchema,
  submitPage,
} from './payments.testing.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const APP = 'http://app.test/m/MvAct001';

let jwt: string;
let customerId: string;
const stack = useTestStack({ now: () => BASE });
beforeEach(async () => {
  ({ jwt, customerId } = await commerceLogin(stack));
});

type Order = ReturnType<typeof referenceOrderSchema.parse>;

async function createOrder(offerId: string, token = jwt, customer = customerId): Promise<Order> {
  const res = await commerce<{ order: unknown; success: boolean }>(
    stack,
    'POST',
    '/orders',
    { offerId, customerId: customer, country: 'NL', currency: 'EUR', customerIP: '10.0.0.1' },
    token,
  );
  expect(res.status).toBe(200);
  expect(res.body.responseData.success).toBe(true);
  return referenceOrderSchema.parse(res.body.responseData.order);
}

const patchOrder = (id: number, body: Record<string, unknown>, token = jwt) =>
  commerce<{ order: unknown }>(stack, 'PATCH', `/orders/${id}`, body, token);

const entitled = async (offerId: string, token = jwt) =>
  (await commerce<{ accessGranted: boolean }>(stack, 'GET', `/entitlements/${offerId}`, undefined, token))
    .body.responseData.accessGranted;

/** Pays an order through Adyen: initial payment, the stack's page, back with redirectResult. */
async function payWithAdyen(orderId: number, choice: 'authorise' | 'refuse' = 'authorise') {
  const initial = await commerce<{ action: { url: string; method: string; type: string } }>(
    stack,
    'POST',
    '/connectors/adyen/initial-payment',
    { orderId, returnUrl: `${APP}?u=finalize-payment`, paymentMethod: { type: 'scheme' } },
    jwt,
  );
  expect(initial.body.responseData.action).toMatchObject({ method: 'GET', type: 'redirect' });
  const pageUrl = new URL(initial.body.responseData.action.url);
  const page = await stack.request(`${pageUrl.pathname}${pageUrl.search}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Authorise payment');
  const ref = pageUrl.searchParams.get('ref') ?? '';
  const back = await submitPage(stack, pageUrl.pathname, { ref, action: choice });
  expect(back.status).toBe(303);
  return { back: new URL(back.location), ref, pagePath: pageUrl.pathname };
}

describe('commerce platform offers and orders (seed 000 §3, §7)', () => {
  it('answers every offer kind in the reference offer shape, and 404 for an unknown one', async () => {
    const kinds = {
      S100000001_NL: { period: 'month', freeDays: 0 },
      S100000002_NL: { period: 'year', freeDays: 0 },
      S100000003_NL: { period: 'month', freeDays: 14 },
      C100000001_NL: { period: '48', freeDays: null },
      C100000101_NL: { period: '168', freeDays: null },
    };
    for (const [offerId, expected] of Object.entries(kinds)) {
      const res = await commerce(stack, 'GET', `/offers/${offerId}`);
      expect(res.status).toBe(200);
      expect(referenceOfferSchema.parse(res.body.responseData)).toMatchObject({ offerId, ...expected });
    }
    const premier = await commerce<{ premier: boolean }>(stack, 'GET', '/offers/C100000101_NL');
    expect(premier.body.responseData.premier).toBe(true);
    const missing = await commerce(stack, 'GET', '/offers/S999_NL');
    expect(missing).toEqual({ status: 404, body: { responseData: {}, errors: ['Offer not found'] } });
  });

  it('creates an order with the price breakdown and tax of the reference order', async () => {
    const order = await createOrder('S100000001_NL');
    expect(order).toMatchObject({
      customerId,
      offerId: 'S100000001_NL',
      totalPrice: 6.99,
      priceBreakdown: {
        offerPrice: 5.78,
        discountAmount: 0,
        discountedPrice: 5.78,
        taxValue: 1.21,
        paymentMethodFee: 0,
      },
      taxRate: 0.21,
      currency: 'EUR',
      discount: { applied: false, type: '', periods: 0 },
      requiredPaymentDetails: true,
      customer: { email: 'viewer@statecast.test' },
    });
    expect(order.expirationDate).toBe(BASE / 1000 + 86_400);
    // A second order is a new one; the first stays readable.
    const second = await createOrder('S100000002_NL');
    expect(second.id).not.toBe(order.id);
    expect((await commerce(stack, 'GET', `/orders/${order.id}`, undefined, jwt)).status).toBe(200);
  });

  it('prices a free trial at nothing due now, without payment details', async () => {
    const order = await createOrder('S100000003_NL');
    expect(order).toMatchObject({
      totalPrice: 0,
      discount: { applied: true, type: 'trial', periods: 1 },
      requiredPaymentDetails: false,
    });
  });

  it('applies coupons valid for every offer or for one, with the messages of seed 000 §8', async () => {
    const monthly = await createOrder('S100000001_NL');
    const applied = await patchOrder(monthly.id, { couponCode: 'welcome10' });
    expect(referenceOrderSchema.parse(applied.body.responseData.order)).toMatchObject({
      totalPrice: 6.29,
      couponId: 'WELCOME10',
      priceBreakdown: { offerPrice: 5.78, discountedPrice: 5.2, discountAmount: 0.58, taxValue: 1.09 },
      discount: { applied: true, type: 'coupon', periods: 3 },
    });
    expect(await patchOrder(monthly.id, { couponCode: 'NOPE' })).toEqual({
      status: 422,
      body: { responseData: {}, errors: ['Invalid coupon code'] },
    });
    expect(await patchOrder(monthly.id, { couponCode: 'YEARLY25' })).toEqual({
      status: 422,
      body: { responseData: {}, errors: ['Invalid coupon code for this offer'] },
    });
    const yearly = await createOrder('S100000002_NL');
    const yearlyDiscount = await patchOrder(yearly.id, { couponCode: 'YEARLY25' });
    expect(referenceOrderSchema.parse(yearlyDiscount.body.responseData.order).totalPrice).toBe(44.99);
    const free = await patchOrder(monthly.id, { couponCode: 'FREEPASS' });
    expect(referenceOrderSchema.parse(free.body.responseData.order)).toMatchObject({
      totalPrice: 0,
      requiredPaymentDetails: false,
    });
    const removed = await patchOrder(monthly.id, {
      couponCode: '',
      paymentMethodId: COMMERCE_PAYMENT_METHODS.paypal,
    });
    expect(referenceOrderSchema.parse(removed.body.responseData.order)).toMatchObject({
      totalPrice: 6.99,
      couponId: null,
      paymentMethodId: COMMERCE_PAYMENT_METHODS.paypal,
      discount: { applied: false },
    });
    expect((await patchOrder(monthly.id, { paymentMethodId: 12 })).body.errors).toEqual([
      'Invalid param paymentMethodId',
    ]);
  });

  it("answers 'Order not found' for an unknown, dropped, expired or someone else's order", async () => {
    const notFound = { status: 404, body: { responseData: {}, errors: ['Order not found'] } };
    expect(await commerce(stack, 'GET', '/orders/123', undefined, jwt)).toEqual(notFound);
    const order = await createOrder('S100000001_NL');
    const other = await commerceLogin(stack, 'capture@statecast.test');
    expect(await commerce(stack, 'GET', `/orders/${order.id}`, undefined, other.jwt)).toEqual(notFound);
    const dropped = await stack.request(`/__stack/payments/orders/${order.id}`, { method: 'DELETE' });
    expect(dropped.status).toBe(204);
    expect(await patchOrder(order.id, { couponCode: 'WELCOME10' })).toEqual(notFound);
    const later = await createOrder('S100000001_NL');
    await advanceClock(stack, 24 * 3_600_000);
    ({ jwt } = await commerceLogin(stack));
    expect(await commerce(stack, 'GET', `/orders/${later.id}`, undefined, jwt)).toEqual(notFound);
  });

  it('lists the Adyen card and PayPal payment methods', async () => {
    const res = await commerce<{
      paymentMethods: Array<{ id: number; methodName: string; paymentGateway: string }>;
    }>(stack, 'GET', '/payment-methods', undefined, jwt);
    expect(res.body.responseData.paymentMethods.map((m) => [m.methodName, m.paymentGateway])).toEqual([
      ['card', 'adyen'],
      ['paypal', 'paypal'],
    ]);
    expect((await commerce(stack, 'GET', '/payment-methods')).status).toBe(401);
  });
});

describe('commerce platform payment paths (seed 001 §4)', () => {
  it('pays an order that needs no payment details once, however often it is sent', async () => {
    const paid = await createOrder('S100000001_NL');
    expect((await commerce(stack, 'POST', '/payments', { orderId: paid.id }, jwt)).body.errors).toEqual([
      'Payment details are required for this order',
    ]);
    const trial = await createOrder('S100000003_NL');
    const first = await commerce<{ id: number; orderId: number; status: string; totalAmount: number }>(
      stack,
      'POST',
      '/payments',
      { orderId: trial.id },
      jwt,
    );
    expect(first.body.responseData).toMatchObject({ orderId: trial.id, status: 'Accepted', totalAmount: 0 });
    const again = await commerce<{ id: number }>(stack, 'POST', '/payments', { orderId: trial.id }, jwt);
    expect(again.body.responseData.id).toBe(first.body.responseData.id);
    const state = await paymentsState(stack, 'commerce', 'viewer@statecast.test');
    expect(state.charges).toHaveLength(1);
  });

  it('pays by Adyen: redirect page, redirectResult and orderId back, finalize once', async () => {
    const order = await createOrder('S100000002_NL');
    const session = await commerce<{ amount: { value: number; currency: string }; returnUrl: string }>(
      stack,
      'POST',
      '/connectors/adyen/sessions',
      { orderId: order.id, returnUrl: APP },
      jwt,
    );
    expect(session.body.responseData.amount).toEqual({ value: 5999, currency: 'EUR' });
    const { back, ref, pagePath } = await payWithAdyen(order.id);
    expect(`${back.origin}${back.pathname}`).toBe(APP);
    expect(back.searchParams.get('u')).toBe('finalize-payment');
    expect(back.searchParams.get('orderId')).toBe(String(order.id));
    const redirectResult = back.searchParams.get('redirectResult') ?? '';
    expect(redirectResult).not.toBe('');

    const finalize = () =>
      commerce<{ payment: { id: number; orderId: number; paymentGateway: string; totalAmount: number } }>(
        stack,
        'POST',
        '/connectors/adyen/initial-payment/finalize',
        { orderId: order.id, details: { redirectResult } },
        jwt,
      );
    const first = await finalize();
    expect(first.body.responseData.payment).toMatchObject({
      orderId: order.id,
      paymentGateway: 'adyen',
      totalAmount: 59.99,
    });
    // A reload of the return URL, and a second post of the provider's form, change nothing.
    const replay = await finalize();
    expect(replay.body.responseData.payment.id).toBe(first.body.responseData.payment.id);
    const repost = await submitPage(stack, pagePath, { ref, action: 'authorise' });
    expect(new URL(repost.location).searchParams.get('redirectResult')).toBe(redirectResult);
    const initialAgain = await commerce<{ id: number }>(
      stack,
      'POST',
      '/connectors/adyen/initial-payment',
      { orderId: order.id, returnUrl: APP, paymentMethod: { type: 'scheme' } },
      jwt,
    );
    expect(initialAgain.body.responseData.id).toBe(first.body.responseData.payment.id);
    expect((await paymentsState(stack, 'commerce', 'viewer@statecast.test')).charges).toHaveLength(1);

    const details = await customerGet<{ paymentDetails: unknown[] }>(
      stack,
      { jwt, customerId },
      'payment_details',
    );
    const [detail] = details.body.responseData.paymentDetails.map((d) =>
      referencePaymentDetailSchema.parse(d),
    );
    expect(detail).toMatchObject({ paymentGateway: 'adyen', paymentMethod: 'card', active: true });
    cardParamsSchema.parse(detail?.paymentMethodSpecificParams);
  });

  it('refuses an Adyen payment the page refused, and an unknown redirectResult', async () => {
    const order = await createOrder('S100000001_NL');
    const { back } = await payWithAdyen(order.id, 'refuse');
    const refused = await commerce(
      stack,
      'POST',
      '/connectors/adyen/initial-payment/finalize',
      { orderId: order.id, details: { redirectResult: back.searchParams.get('redirectResult') } },
      jwt,
    );
    expect(refused).toEqual({ status: 422, body: { responseData: {}, errors: ['Refused'] } });
    const unknown = await commerce(
      stack,
      'POST',
      '/connectors/adyen/initial-payment/finalize',
      { orderId: order.id, details: { redirectResult: 'forged' } },
      jwt,
    );
    expect(unknown.body.errors).toEqual(['Invalid redirectResult']);
    expect((await paymentsState(stack, 'commerce', 'viewer@statecast.test')).charges).toHaveLength(0);
  });

  it('pays by PayPal: approve returns to the success URL once; cancel and decline to theirs', async () => {
    const urls = {
      successUrl: `${APP}?u=waiting-for-payment`,
      waitingUrl: `${APP}?u=waiting-for-payment`,
      cancelUrl: `${APP}?u=payment-cancelled`,
      errorUrl: `${APP}?u=payment-error`,
    };
    const token = async (orderId: number) => {
      const res = await commerce<{ redirectUrl: string }>(
        stack,
        'POST',
        '/connectors/paypal/v1/tokens',
        { orderId, ...urls },
        jwt,
      );
      const url = new URL(res.body.responseData.redirectUrl);
      const page = await stack.request(`${url.pathname}${url.search}`);
      expect(await page.text()).toContain('Approve payment');
      return { path: url.pathname, token: url.searchParams.get('token') ?? '' };
    };
    const order = await createOrder('C100000101_NL');
    const paypal = await token(order.id);
    const approved = await submitPage(stack, paypal.path, { token: paypal.token, action: 'approve' });
    expect(approved).toEqual({ status: 303, location: urls.successUrl });
    // Back button and a second approval: same place, still one charge.
    expect(await submitPage(stack, paypal.path, { token: paypal.token, action: 'approve' })).toEqual(
      approved,
    );
    const state = await paymentsState(stack, 'commerce', 'viewer@statecast.test');
    expect(state.charges).toEqual([expect.objectContaining({ orderId: order.id, amount: 9.99 })]);

    const cancelled = await token((await createOrder('S100000001_NL')).id);
    expect(await submitPage(stack, cancelled.path, { token: cancelled.token, action: 'cancel' })).toEqual({
      status: 303,
      location: urls.cancelUrl,
    });
    const declined = await token((await createOrder('S100000001_NL')).id);
    const error = await submitPage(stack, declined.path, { token: declined.token, action: 'decline' });
    expect(new URL(error.location).searchParams.get('u')).toBe('payment-error');
    expect(new URL(error.location).searchParams.get('message')).toBe('PayPal declined the payment');
    expect((await paymentsState(stack, 'commerce', 'viewer@statecast.test')).charges).toHaveLength(1);
  });
});

describe('asynchronous grants (seed 001 §4 waiting for payment)', () => {
  async function payFree(offerId = 'S100000001_NL') {
    const order = await createOrder(offerId);
    await patchOrder(order.id, { couponCode: 'FREEPASS' });
    expect((await commerce(stack, 'POST', '/payments', { orderId: order.id }, jwt)).status).toBe(200);
    return order;
  }

  it('grants the entitlement and the subscription after the delay, on the stack clock', async () => {
    await stack.send('POST', '/__stack/payments/settings', { grantDelayMs: 6000 });
    await payFree();
    const subscriptions = async () =>
      (await customerGet<{ items: unknown[] }>(stack, { jwt, customerId }, 'subscriptions')).body.responseData
        .items;
    expect(await entitled('S100000001_NL')).toBe(false);
    expect(await subscriptions()).toEqual([]);
    await advanceClock(stack, 5999);
    expect(await entitled('S100000001_NL')).toBe(false);
    await advanceClock(stack, 1);
    expect(await entitled('S100000001_NL')).toBe(true);
    const [subscription] = (await subscriptions()).map((s) => referenceSubscriptionSchema.parse(s));
    expect(subscription).toMatchObject({ offerId: 'S100000001_NL', status: 'active', period: 'month' });
    expect(subscription?.expiresAt).toBe(Date.UTC(2026, 6, 1, 12, 0, 6) / 1000);
    const transactions = await customerGet<{ items: unknown[]; totalItemsCount: number }>(
      stack,
      { jwt, customerId },
      'transactions?limit=15&offset=0',
    );
    expect(transactions.body.responseData.totalItemsCount).toBe(1);
    expect(referenceTransactionSchema.parse(transactions.body.responseData.items[0])).toMatchObject({
      offerId: 'S100000001_NL',
      couponCode: 'FREEPASS',
      transactionPriceInclTax: '0.0000',
      customerId,
    });
  });

  it('grants on the Nth check when told to, and never when told so', async () => {
    expect((await stack.send('POST', '/__stack/payments/settings', { grantOnCheck: 3 })).status).toBe(200);
    await payFree('C100000001_NL');
    expect(await entitled('C100000001_NL')).toBe(false);
    expect(await entitled('C100000001_NL')).toBe(false);
    expect(await entitled('C100000001_NL')).toBe(true);

    await stack.send('POST', '/__stack/payments/settings', { grantOnCheck: null, grantNever: true });
    await payFree('S100000002_NL');
    await advanceClock(stack, 3_600_000);
    ({ jwt } = await commerceLogin(stack));
    for (let i = 0; i < 5; i += 1) expect(await entitled('S100000002_NL')).toBe(false);
    const settings = await (await stack.request('/__stack/payments/settings')).json();
    expect(settings).toEqual({ grantDelayMs: 4000, grantNever: true, grantOnCheck: null });
    expect((await stack.send('POST', '/__stack/payments/settings', { grantOnCheck: 0 })).status).toBe(400);
    // A reset restores the defaults: the pending grant then arrives after the default delay.
    await stack.send('POST', '/__stack/reset');
    expect(await (await stack.request('/__stack/payments/settings')).json()).toEqual({
      grantDelayMs: 4000,
      grantNever: false,
      grantOnCheck: null,
    });
  });

  it('grants a free trial the monthly offer it stands for', async () => {
    const order = await createOrder('S100000003_NL');
    await commerce(stack, 'POST', '/payments', { orderId: order.id }, jwt);
    await advanceClock(stack, 4000);
    expect(await entitled('S100000001_NL')).toBe(true);
    const items = (
      await customerGet<{ items: Array<{ inTrial: boolean; expiresAt: number }> }>(
        stack,
        { jwt, customerId },
        'subscriptions',
      )
    ).body.responseData.items;
    expect(items).toEqual([expect.objectContaining({ offerId: 'S100000003_NL', inTrial: true })]);
    expect(items[0]?.expiresAt).toBe((BASE + 4000) / 1000 + 14 * 86_400);
  });
});

describe('the own back end pays through the commerce platform (eventweb)', () => {
  it('takes an own back-end JWT, and the own entitlement call sees the grant', async () => {
    const own = await ownLogin(stack);
    const order = await createOrder('S100000001_NL', own.jwt, own.customerId);
    expect(order.customer.email).toBe('fresh@statecast.test');
    await patchOrder(order.id, { couponCode: 'FREEPASS' }, own.jwt);
    expect((await commerce(stack, 'POST', '/payments', { orderId: order.id }, own.jwt)).status).toBe(200);
    const check = async () => {
      const res = await json(stack, 'GET', '/entitlements/S100000001_NL', undefined, own.jwt);
      return ((await res.json()) as { responseData: { accessGranted: boolean } }).responseData.accessGranted;
    };
    expect(await check()).toBe(false);
    await advanceClock(stack, 4000);
    expect(await check()).toBe(true);
    // The commerce customer with the same e-mail holds nothing; the order is not theirs.
    expect((await commerce(stack, 'GET', `/orders/${order.id}`, undefined, jwt)).status).toBe(404);
    const forOther = await customerGet(stack, { jwt: own.jwt, customerId }, 'subscriptions');
    expect(forOther.status).toBe(403);
  });
});

describe('faults (server/README.md)', () => {
  it('apply to the payment routes and the provider pages', async () => {
    await stack.send('POST', '/__stack/faults', { route: 'POST /commerce/orders', status: 503 });
    const res = await json(stack, 'POST', '/commerce/orders', { offerId: 'S100000001_NL' }, jwt);
    expect(res.status).toBe(503);
    await stack.send('POST', '/__stack/faults', { route: '/__pay/**', status: 500 });
    expect((await stack.request('/__pay/paypal?token=x')).status).toBe(500);
    expect((await stack.request('/__pay/paypal?token=x')).status).toBe(404);
  });
});
