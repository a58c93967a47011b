import { describe, expect, it } from 'vitest';
import { commerceJwt, readReferencePayload, scriptedFetch } from './checkout.testing';
import { commerceStatusOf, createCommerceCheckout } from './commerce/commerce-checkout';
import { createHostedCheckout } from './hosted/hosted-checkout';
import { statusOfHosted } from '../subscriptions/subscription-status';

const token = (value: string) => () => Promise.resolve(value);

describe("the viewer's subscriptions (seed 000 §4 Login, §7)", () => {
  it('commerce: GET /customers/{id}/subscriptions, reference subscription.json', async () => {
    const reference = readReferencePayload('subscription.json');
    const { fetch, requests } = scriptedFetch((r) =>
      r.path === '/commerce/customers/362344331/subscriptions'
        ? { body: { responseData: { items: [reference] }, errors: [] } }
        : undefined,
    );
    const service = createCommerceCheckout({
      baseUrl: '/commerce',
      accessToken: token(commerceJwt('362344331')),
      fetch,
    });
    expect(await service.getSubscriptions()).toEqual([
      {
        subscriptionId: '590680399',
        offerId: 'S568296139_ZW',
        status: 'active',
        offerTitle: 'Annual subscription (recurring)',
        expiresAt: 1615897260,
        period: 'year',
        nextPaymentPrice: 22.15,
        nextPaymentCurrency: 'EUR',
        paymentMethod: 'card',
      },
    ]);
    expect(requests[0]?.authorization).toBe(`Bearer ${commerceJwt('362344331')}`);
  });

  it("commerce: the event site's own JWT names the customer in sub", async () => {
    const ownJwt = `e30.${btoa(JSON.stringify({ sub: '7', uid: 7 })).replace(/=+$/, '')}.sig`;
    const { fetch, requests } = scriptedFetch(() => ({ body: { responseData: { items: [] }, errors: [] } }));
    const service = createCommerceCheckout({ baseUrl: '/commerce', accessToken: token(ownJwt), fetch });
    expect(await service.getSubscriptions()).toEqual([]);
    expect(requests[0]?.path).toBe('/commerce/customers/7/subscriptions');
  });

  it('hosted: GET /subscriptions (limit 15, page 0), statuses mapped from action_type', async () => {
    const { fetch, requests } = scriptedFetch(() => ({
      body: {
        total: 1,
        page: 0,
        limit: 15,
        collection: [
          {
            subscription_id: 'sub_1',
            item_id: 1001,
            item_title: 'Statecast Premium',
            access_fee_id: 4001,
            action_type: 'free-trial',
            status: 'active',
            next_rebill_date: 1_900_000_000,
            charged_amount: 0,
            subscription_price: 6.99,
            currency: 'EUR',
            payment_method_name: 'Card',
            access_type: { period: 'month' },
            unsubscribe_url: '',
          },
        ],
      },
    }));
    const service = createHostedCheckout({
      baseUrl: '/hosted',
      assetId: 1001,
      accessToken: token('at'),
      fetch,
    });
    const [subscription] = await service.getSubscriptions();
    expect(requests[0]?.path).toBe('/hosted/subscriptions');
    expect(subscription).toMatchObject({
      subscriptionId: 'sub_1',
      offerId: 'S1001_4001',
      status: 'active_trial',
      period: 'month',
    });
  });

  it('maps the statuses of seed 000 §4 and seed 001 §3', () => {
    expect(
      ['free-trial', 'recurrent', 'canceled', 'incomplete_expired', 'ended', 'paused'].map(statusOfHosted),
    ).toEqual(['active_trial', 'active', 'cancelled', 'expired', 'expired', 'terminated']);
    expect(['active', 'cancelled', 'expired', 'weird'].map(commerceStatusOf)).toEqual([
      'active',
      'cancelled',
      'expired',
      'terminated',
    ]);
  });
});
