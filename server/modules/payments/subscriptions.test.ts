import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { form, json } from '../accounts/test-support.js';
import { commerce, commerceLogin, hostedLogin, referenceSubscriptionSchema } from './payments.testing.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const VIEWER = 'viewer@statecast.test';

let clock = BASE;
beforeEach(() => {
  clock = BASE;
});
const stack = useTestStack({ now: () => clock });

const seed = async (body: Record<string, unknown>) => {
  const res = await json(stack, 'POST', '/__stack/payments/subscriptions', { email: VIEWER, ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
};
const changeSettings = (body: Record<string, unknown>) =>
  json(stack, 'POST', '/__stack/payments/subscription-settings', body);

type CommerceSub = {
  subscriptionId: number;
  status: string;
  offerId: string;
  pendingSwitchId: string | null;
  paymentGateway: string;
};

/** A signed-in commerce viewer: calls under its /customers/{id} with its token. */
async function commerceViewer() {
  const { jwt, customerId } = await commerceLogin(stack);
  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    commerce<T>(stack, method, `/customers/${customerId}${path}`, body, jwt);
  return {
    jwt,
    call,
    /** Cancels (`cancelled`) or renews (`active`) the subscription to the offer. */
    setStatus: (status: string, offerId = 'S100000001_NL') =>
      call('PATCH', '/subscriptions', { offerId, status }),
    /** The viewer's subscriptions, as the commerce platform lists them. */
    subs: async () => (await call<{ items: CommerceSub[] }>('GET', '/subscriptions')).body.responseData.items,
  };
}

async function hostedSubs(token: string) {
  const res = await stack.request('/hosted/subscriptions?limit=15&page=0', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { collection: Array<Record<string, unknown>> }).collection;
}

describe('commerce platform: cancel, renew and switch land when the settings say (issue 12)', () => {
  it('a cancel lands on the third read of the subscriptions; a renew brings it back', async () => {
    const viewer = await commerceViewer();
    const { id } = await seed({ platform: 'commerce', offerId: 'S100000001_NL' });
    expect((await changeSettings({ onRead: 3 })).status).toBe(200);
    const cancel = await viewer.setStatus('cancelled');
    expect(cancel.status).toBe(200);
    expect((await viewer.subs())[0]?.status).toBe('active');
    expect((await viewer.subs())[0]?.status).toBe('active');
    const third = (await viewer.subs())[0];
    expect(third).toMatchObject({ subscriptionId: id, status: 'cancelled' });
    expect(referenceSubscriptionSchema.safeParse(third).success).toBe(true);

    await changeSettings({ onRead: 1 });
    await viewer.setStatus('active');
    expect((await viewer.subs())[0]?.status).toBe('active');
  });

  it('a cancel that never lands, and one that lands after a delay on the stack clock', async () => {
    const viewer = await commerceViewer();
    await seed({ platform: 'commerce', offerId: 'S100000001_NL' });
    await changeSettings({ never: true });
    await viewer.setStatus('cancelled');
    for (let i = 0; i < 12; i += 1) expect((await viewer.subs())[0]?.status).toBe('active');
    await changeSettings({ never: false, delayMs: 5000 });
    await viewer.setStatus('cancelled');
    clock += 4999;
    expect((await viewer.subs())[0]?.status).toBe('active');
    clock += 1;
    expect((await viewer.subs())[0]?.status).toBe('cancelled');
  });

  it('monthly switches up to yearly at once; yearly down to monthly stays pending until the period ends', async () => {
    const viewer = await commerceViewer();
    await seed({ platform: 'commerce', offerId: 'S100000001_NL' });
    const availability = await viewer.call<{
      available: Array<{ toOfferId: string; switchDirection: string }>;
    }>('GET', '/subscription_switches/S100000001_NL/availability');
    expect(availability.body.responseData.available).toMatchObject([
      { toOfferId: 'S100000002_NL', switchDirection: 'upgrade' },
    ]);
    const up = await viewer.call('POST', '/subscription_switches/S100000001_NL', {
      toOfferId: 'S100000002_NL',
      switchDirection: 'upgrade',
    });
    expect(up.status).toBe(200);
    expect((await viewer.subs())[0]).toMatchObject({
      offerId: 'S100000002_NL',
      status: 'active',
      pendingSwitchId: null,
    });

    const down = await viewer.call<{ id: string }>('POST', '/subscription_switches/S100000002_NL', {
      toOfferId: 'S100000001_NL',
      switchDirection: 'downgrade',
    });
    const switchId = down.body.responseData.id;
    expect((await viewer.subs())[0]).toMatchObject({
      offerId: 'S100000002_NL',
      pendingSwitchId: switchId,
    });
    const pending = await commerce<{ toOfferId: string; direction: string }>(
      stack,
      'GET',
      `/subscription_switches/${switchId}`,
      undefined,
      viewer.jwt,
    );
    expect(pending.body.responseData).toMatchObject({ toOfferId: 'S100000001_NL', direction: 'downgrade' });
    const again = await viewer.call<{ available: unknown[] }>(
      'GET',
      '/subscription_switches/S100000002_NL/availability',
    );
    expect(again.body.responseData.available).toEqual([]);
  });

  it('an in-app-store subscription cannot be cancelled or switched here', async () => {
    const viewer = await commerceViewer();
    await seed({ platform: 'commerce', offerId: 'S100000001_NL', gateway: 'apple' });
    expect((await viewer.subs())[0]?.paymentGateway).toBe('apple');
    const cancel = await viewer.setStatus('cancelled');
    expect(cancel.status).toBe(422);
  });

  it('transactions and their base64 HTML receipts; a PayPal payment detail through the provider page', async () => {
    const viewer = await commerceViewer();
    await seed({ platform: 'commerce', offerId: 'S100000001_NL', transactions: 6 });
    const list = await viewer.call<{ items: Array<{ transactionId: string }>; totalItemsCount: number }>(
      'GET',
      '/transactions?limit=50&offset=0',
    );
    expect(list.body.responseData.totalItemsCount).toBe(6);
    const trx = list.body.responseData.items[0]?.transactionId ?? '';
    const receipt = await commerce<string>(stack, 'GET', `/receipt/${trx}`, undefined, viewer.jwt);
    expect(Buffer.from(receipt.body.responseData, 'base64').toString('utf8')).toContain(`Receipt ${trx}`);

    const token = await commerce<{ redirectUrl: string }>(
      stack,
      'POST',
      '/connectors/paypal/v1/payment_details/tokens',
      {
        paymentMethodId: 2,
        successUrl: 'http://app/?u=payment-method-success',
        cancelUrl: 'http://app/?u=payment-method',
      },
      viewer.jwt,
    );
    const url = new URL(token.body.responseData.redirectUrl);
    const page = await stack.request(`${url.pathname}${url.search}`);
    expect(await page.text()).toContain('Agree and continue');
    const done = await form(stack, 'POST', url.pathname, {
      token: url.searchParams.get('token') ?? '',
      action: 'approve',
    });
    expect(done.headers.get('location')).toBe('http://app/?u=payment-method-success');
    const details = await viewer.call<{ paymentDetails: Array<{ paymentMethod: string; active: boolean }> }>(
      'GET',
      '/payment_details',
    );
    expect(details.body.responseData.paymentDetails.filter((d) => d.active)).toMatchObject([
      { paymentMethod: 'paypal' },
    ]);
  });
});

describe('hosted platform: unsubscribe link, statuses, switch, card and PDF receipts (issue 12)', () => {
  it('lists the unsubscribe link; calling it cancels on the read the settings name', async () => {
    const { token } = await hostedLogin(stack);
    await seed({ platform: 'hosted', offerId: 'S1001_4001' });
    await changeSettings({ onRead: 2 });
    const [sub] = await hostedSubs(token);
    expect(sub).toMatchObject({ action_type: 'recurrent' });
    const link = new URL(String(sub?.unsubscribe_url));
    const res = await stack.request(link.pathname, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect((await hostedSubs(token))[0]).toMatchObject({ action_type: 'recurrent' });
    expect((await hostedSubs(token))[0]).toMatchObject({ action_type: 'canceled', unsubscribe_url: '' });
  });

  it('every status the seed maps, and a trial', async () => {
    const { token } = await hostedLogin(stack);
    for (const status of ['active_trial', 'cancelled', 'expired', 'terminated'])
      await seed({ platform: 'hosted', offerId: 'S1001_4001', status });
    const kinds = (await hostedSubs(token)).map((s) => s.action_type).sort();
    expect(kinds).toEqual(['canceled', 'free-trial', 'incomplete_expired', 'terminated']);
  });

  it('switches with stripe:switch, updates the default card and serves a PDF receipt', async () => {
    const { token } = await hostedLogin(stack);
    await seed({ platform: 'hosted', offerId: 'S1001_4001', transactions: 2 });
    const [sub] = await hostedSubs(token);
    const auth = { Authorization: `Bearer ${token}` };
    const switched = await form(
      stack,
      'POST',
      '/hosted/v2/subscriptions/stripe:switch',
      { inventory_id: '4002', subscription_id: String(sub?.subscription_id) },
      token,
    );
    expect(switched.status).toBe(200);
    expect((await hostedSubs(token))[0]).toMatchObject({ access_fee_id: 4002 });

    const before = await (await stack.request('/hosted/v2/payments/cards/default', { headers: auth })).json();
    expect(before).toMatchObject({ cards: [{ number: '4242' }] });
    const putCard = (number: string, card_name: string, exp_month: string, exp_year: string) =>
      form(
        stack,
        'PUT',
        '/hosted/v2/payments/cards/default',
        { cvv: '123', number, card_name, exp_month, exp_year },
        token,
      );
    // A card the stand-in refuses, then one it takes.
    expect((await putCard('4000000000000001', 'A', '12', '2030')).status).toBe(422);
    expect((await putCard('5555555555554444', 'New Holder', '11', '2031')).status).toBe(200);
    expect(
      await (await stack.request('/hosted/v2/payments/cards/default', { headers: auth })).json(),
    ).toMatchObject({
      cards: [{ number: '4444', card_name: 'New Holder', exp_month: '11', exp_year: '2031' }],
    });

    const history = (await (
      await stack.request('/hosted/v2/accounting/payment-history', { headers: auth })
    ).json()) as { collection: Array<{ transaction_token: string }> };
    expect(history.collection).toHaveLength(2);
    const receipt = await stack.request(
      `/hosted/v2/accounting/transactions/${history.collection[0]?.transaction_token}/receipt`,
      { headers: auth },
    );
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await receipt.arrayBuffer())).toMatch(/^%PDF-1\.4/);
  });
});
