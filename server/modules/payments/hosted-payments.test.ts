import * as z from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { advanceClock, form } from '../accounts/test-support.js';
import { hostedLogin, paymentsState, submitPage } from './payments.testing.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const APP = 'http://app.test/m/MvPrm001';
const VISA = '4242424242424242';
const THREE_D_SECURE = '4000002760003184';
const DECLINED = '4000000000000002';

let token: string;
const stack = useTestStack({ now: () => BASE });
beforeEach(async () => {
  ({ token } = await hostedLogin(stack));
});

const accessFeeSchema = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  access_type: z.object({ name: z.string(), quantity: z.number(), period: z.string() }),
  item: z.object({ id: z.number(), title: z.string(), plan_switch_enabled: z.boolean() }),
  trial_period: z.object({ quantity: z.number(), period: z.string() }).nullable(),
});

async function call(method: string, path: string, fields: Record<string, string | number> = {}) {
  const res =
    method === 'GET'
      ? await stack.request(`/hosted${path}`, { headers: { authorization: `Bearer ${token}` } })
      : await form(stack, method, `/hosted${path}`, fields, token);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const card = (fee: number, number: string, extra: Record<string, string> = {}) => ({
  number,
  card_name: 'Vera Viewer',
  exp_month: '12',
  exp_year: '2030',
  cvv: '123',
  access_fee: fee,
  payment_method: 1,
  referrer: APP,
  return_url: `${APP}?u=waiting-for-payment`,
  ...extra,
});

const itemAccess = () => call('GET', '/items/1001/access');

describe('hosted platform offers, methods and vouchers (seed 000 §7, §9)', () => {
  it('lists the access fees of the subscription item', async () => {
    const res = await stack.request('/hosted/v2/items/1001/access-fees');
    const fees = z.array(accessFeeSchema).parse(await res.json());
    const byId = new Map(fees.map((f) => [f.id, f]));
    expect(byId.get(4001)).toMatchObject({
      amount: 6.99,
      access_type: { name: 'subscription', quantity: 1, period: 'month' },
    });
    // seed 000 §4: a 12-month access is presented as period year.
    expect(byId.get(4002)?.access_type).toMatchObject({ quantity: 12, period: 'month' });
    expect(byId.get(4003)?.trial_period).toMatchObject({ quantity: 14, period: 'day' });
    expect(byId.get(5001)?.access_type.name).toBe('ppv');
    expect(byId.get(5101)).toMatchObject({ amount: 9.99, access_type: { name: 'ppv' } });
    expect((await stack.request('/hosted/v2/items/42/access-fees')).status).toBe(404);
  });

  it('lists card as method 1 and PayPal as method 2', async () => {
    const methods = (await (await stack.request('/hosted/payments/methods')).json()) as Array<{
      id: number;
      method_name: string;
    }>;
    expect(methods.slice(0, 2)).toEqual([
      expect.objectContaining({ id: 1, method_name: 'Card' }),
      expect.objectContaining({ id: 2, method_name: 'Paypal' }),
    ]);
  });

  it("prices a voucher, and answers 'Voucher not found' for an unknown or another fee's one", async () => {
    expect(
      await call('POST', '/vouchers/discount', { voucher_code: 'WELCOME10', access_fee_id: 4001 }),
    ).toEqual({
      status: 200,
      body: { amount: 6.29, discount_duration: 3, voucher_code: 'WELCOME10', access_fee_id: 4001 },
    });
    const notFound = { status: 404, body: { code: 404, message: 'Voucher not found' } };
    expect(await call('POST', '/vouchers/discount', { voucher_code: 'NOPE', access_fee_id: 4001 })).toEqual(
      notFound,
    );
    expect(
      await call('POST', '/vouchers/discount', { voucher_code: 'YEARLY25', access_fee_id: 4001 }),
    ).toEqual(notFound);
    expect(
      (await call('POST', '/vouchers/discount', { voucher_code: 'YEARLY25', access_fee_id: 4002 })).body
        .amount,
    ).toBe(44.99);
  });
});

describe('hosted platform card payments (Stripe-like)', () => {
  it('subscribes by card once; the access and the subscription arrive after the delay', async () => {
    const first = await call('POST', '/subscriptions', card(4001, VISA));
    expect(first.body).toMatchObject({ code: 200, status: 'succeeded', amount: 6.99 });
    // Double click: the same transaction, nothing charged twice.
    const second = await call('POST', '/subscriptions', card(4001, VISA));
    expect(second.body.transaction_token).toBe(first.body.transaction_token);
    expect(await itemAccess()).toEqual({
      status: 402,
      body: { code: 402, message: 'Access denied: no active subscription' },
    });
    await advanceClock(stack, 4000);
    const access = await itemAccess();
    expect(access.status).toBe(200);
    expect(access.body).toMatchObject({ item: { id: 1001, title: 'Statecast Plus' } });
    const subscriptions = await call('GET', '/subscriptions?limit=15&page=0');
    expect(subscriptions.body).toMatchObject({ total: 1, limit: 15, page: 0 });
    expect(subscriptions.body.collection).toEqual([
      expect.objectContaining({
        item_id: 1001,
        access_fee_id: 4001,
        action_type: 'recurrent',
        subscription_price: 6.99,
        payment_method_name: 'Card',
        access_type: { period: 'month' },
      }),
    ]);
    const history = await call('GET', '/v2/accounting/payment-history');
    expect(history.body.collection).toEqual([
      expect.objectContaining({
        transaction_token: first.body.transaction_token,
        charged_amount: 6.99,
        currency_iso: 'EUR',
      }),
    ]);
  });

  it('declines a declined card and refuses a wrong number, charging nothing', async () => {
    expect(await call('POST', '/subscriptions', card(4001, DECLINED))).toEqual({
      status: 402,
      body: { code: 402, message: 'Your card was declined.' },
    });
    expect((await call('POST', '/subscriptions', card(4001, '4242424242424241'))).body.message).toBe(
      'Your card number is incorrect.',
    );
    expect((await call('POST', '/subscriptions', card(4001, VISA, { exp_year: '2025' }))).body.message).toBe(
      "Your card's expiration date is incorrect.",
    );
    expect((await call('POST', '/subscriptions', card(5101, VISA))).status).toBe(422);
    expect((await paymentsState(stack, 'hosted', 'viewer@statecast.test')).charges).toEqual([]);
  });

  it('pays a premiere after 3-D Secure and confirms it with pi_id once', async () => {
    const started = await call(
      'POST',
      '/payments',
      card(5101, THREE_D_SECURE, { return_url: `${APP}?u=finalize-payment-stripe-ppv` }),
    );
    expect(started.body).toMatchObject({ status: 'requires_action' });
    const redirect = new URL(String(started.body.redirect_url));
    const page = await stack.request(`${redirect.pathname}${redirect.search}`);
    expect(await page.text()).toContain('Complete authentication');
    const intent = String(started.body.payment_intent);
    const back = await submitPage(stack, redirect.pathname, { payment_intent: intent, action: 'complete' });
    const returned = new URL(back.location);
    expect(returned.searchParams.get('u')).toBe('finalize-payment-stripe-ppv');
    expect(returned.searchParams.get('payment_intent')).toBe(intent);
    expect(returned.searchParams.get('redirect_status')).toBe('succeeded');
    // Not charged until the app confirms; then once, however often.
    expect((await paymentsState(stack, 'hosted', 'viewer@statecast.test')).charges).toEqual([]);
    const confirmed = await call('POST', '/payments', { pi_id: intent });
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount: 9.99 });
    const replayed = await call('POST', '/payments', { pi_id: intent });
    expect(replayed.body.transaction_token).toBe(confirmed.body.transaction_token);
    // A second card payment for the same fee while its access runs is the same payment too.
    const again = await call('POST', '/payments', card(5101, VISA));
    expect(again.body.transaction_token).toBe(confirmed.body.transaction_token);
    expect((await paymentsState(stack, 'hosted', 'viewer@statecast.test')).charges).toHaveLength(1);
    await advanceClock(stack, 4000);
    expect((await call('GET', '/items/C1001_5101/access')).status).toBe(200);
  });

  it('refuses to confirm a failed 3-D Secure step', async () => {
    const started = await call('POST', '/payments', card(5001, THREE_D_SECURE));
    const intent = String(started.body.payment_intent);
    const back = await submitPage(stack, '/__pay/card', { payment_intent: intent, action: 'fail' });
    expect(new URL(back.location).searchParams.get('redirect_status')).toBe('failed');
    expect(await call('POST', '/payments', { pi_id: intent })).toEqual({
      status: 402,
      body: { code: 402, message: 'Payment authentication failed.' },
    });
    expect((await call('POST', '/payments', { pi_id: 'pi_unknown' })).status).toBe(404);
  });

  it('charges a subscription as soon as 3-D Secure completes, once', async () => {
    const started = await call('POST', '/subscriptions', card(4002, THREE_D_SECURE));
    const intent = String(started.body.payment_intent);
    await submitPage(stack, '/__pay/card', { payment_intent: intent, action: 'complete' });
    await submitPage(stack, '/__pay/card', { payment_intent: intent, action: 'complete' });
    const state = await paymentsState(stack, 'hosted', 'viewer@statecast.test');
    expect(state.charges).toEqual([expect.objectContaining({ amount: 59.99 })]);
  });

  it('starts a free trial without a card, as a free-trial subscription opening the monthly offer', async () => {
    const started = await call('POST', '/subscriptions', { access_fee: 4003, payment_method: 1 });
    expect(started.body).toMatchObject({ status: 'succeeded', amount: 0 });
    await advanceClock(stack, 4000);
    expect((await call('GET', '/items/S1001_4001/access')).status).toBe(200);
    const subscriptions = await call('GET', '/subscriptions');
    expect(subscriptions.body.collection).toEqual([
      expect.objectContaining({ action_type: 'free-trial', access_fee_id: 4003 }),
    ]);
  });
});

describe('hosted platform PayPal (seed 000 §7 POST /external-payments)', () => {
  it('approves on the stack page back to the origin, once; an active access answers its id', async () => {
    const started = await call('POST', '/external-payments', {
      origin: `${APP}?u=waiting-for-payment`,
      access_fee: 4001,
      payment_method: 2,
      voucher_code: 'WELCOME10',
      cancel_url: `${APP}?u=payment-cancelled`,
    });
    const endpoint = new URL(String(started.body.endpoint));
    const paypalToken = endpoint.searchParams.get('token') ?? '';
    const approved = await submitPage(stack, endpoint.pathname, { token: paypalToken, action: 'approve' });
    expect(approved).toEqual({ status: 303, location: `${APP}?u=waiting-for-payment` });
    expect(await submitPage(stack, endpoint.pathname, { token: paypalToken, action: 'approve' })).toEqual(
      approved,
    );
    const state = await paymentsState(stack, 'hosted', 'viewer@statecast.test');
    expect(state.charges).toEqual([expect.objectContaining({ amount: 6.29 })]);
    const again = await call('POST', '/external-payments', {
      origin: APP,
      access_fee: 4001,
      payment_method: 2,
    });
    expect(again.body).toMatchObject({ id: state.charges[0]?.id, message: 'Already have an active access' });

    const other = await call('POST', '/external-payments', {
      origin: APP,
      access_fee: 4002,
      payment_method: 2,
      cancel_url: `${APP}?u=payment-cancelled`,
    });
    const otherUrl = new URL(String(other.body.endpoint));
    expect(
      await submitPage(stack, otherUrl.pathname, {
        token: otherUrl.searchParams.get('token') ?? '',
        action: 'cancel',
      }),
    ).toEqual({ status: 303, location: `${APP}?u=payment-cancelled` });
    expect(
      (await call('POST', '/external-payments', { origin: APP, access_fee: 4002, voucher_code: 'NOPE' }))
        .body,
    ).toEqual({
      code: 404,
      message: 'Voucher not found',
    });
  });
});
