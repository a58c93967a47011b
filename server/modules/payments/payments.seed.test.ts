import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { seedPayments } from './payments.seed.js';
import {
  commerceLogin,
  customerGet,
  hostedLogin,
  ownLogin,
  paymentsState,
  referenceSubscriptionSchema,
} from './payments.testing.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const SUBSCRIBER = 'subscriber@statecast.test';

const stack = useTestStack({ now: () => BASE });

describe('demo subscriber (accounts README)', () => {
  it('has the monthly subscription, a card and one transaction on the commerce platform', async () => {
    const subscriber = await commerceLogin(stack, SUBSCRIBER);
    const subscriptions = await customerGet<{ items: unknown[] }>(stack, subscriber, 'subscriptions');
    const items = subscriptions.body.responseData.items.map((s) => referenceSubscriptionSchema.parse(s));
    expect(items).toEqual([
      expect.objectContaining({ offerId: 'S100000001_NL', status: 'active', period: 'month' }),
    ]);
    const details = await customerGet<{ paymentDetails: Array<{ paymentMethod: string; active: boolean }> }>(
      stack,
      subscriber,
      'payment_details',
    );
    expect(details.body.responseData.paymentDetails).toEqual([
      expect.objectContaining({ paymentMethod: 'card', active: true }),
    ]);
    const transactions = await customerGet<{ totalItemsCount: number }>(stack, subscriber, 'transactions');
    expect(transactions.body.responseData.totalItemsCount).toBe(1);
  });

  it('has it on the hosted platform and the own back end too, once after a reset', async () => {
    await stack.send('POST', '/__stack/reset');
    const hosted = await hostedLogin(stack, SUBSCRIBER);
    const res = await stack.request('/hosted/subscriptions?limit=15&page=0', {
      headers: { authorization: `Bearer ${hosted.token}` },
    });
    const body = (await res.json()) as { collection: Array<{ access_fee_id: number; action_type: string }> };
    expect(body.collection).toEqual([
      expect.objectContaining({ access_fee_id: 4001, action_type: 'recurrent' }),
    ]);
    const access = await stack.request('/hosted/items/1001/access', {
      headers: { authorization: `Bearer ${hosted.token}` },
    });
    expect(access.status).toBe(200);
    const own = await ownLogin(stack, SUBSCRIBER);
    const ownSubs = await customerGet<{ items: unknown[] }>(stack, own, 'subscriptions');
    expect(ownSubs.body.responseData.items).toHaveLength(1);
    // Seeds run on every start: a second run adds nothing.
    seedPayments(stack.ctx.db, { now: () => BASE });
    for (const platform of ['hosted', 'commerce', 'own']) {
      const state = await paymentsState(stack, platform, SUBSCRIBER);
      expect(state.charges).toHaveLength(1);
      expect(state.subscriptions).toHaveLength(1);
    }
  });
});
