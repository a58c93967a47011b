import { describe, expect, it } from 'vitest';
import { createHostedPayments } from './hosted-subscriptions';
import { createCommercePayments } from './commerce-subscriptions';
import type { PaymentsSubscription } from './subscriptions.types';

const FLAGS = { canRenewSubscription: false, canUpdatePaymentMethod: false, canShowReceipts: true };

/** A back end that answers every call with this status and body. */
const answering = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const subscription: PaymentsSubscription = {
  subscriptionId: 'sub_1',
  offerId: 'S1001_4001',
  status: 'active',
  period: 'month',
  expiresAt: 1_800_000_000,
  inAppProvider: null,
  offerTitle: 'Monthly subscription',
  nextPaymentPrice: 6.99,
  nextPaymentCurrency: 'EUR',
  paymentMethod: 'Card',
  unsubscribeUrl: 'https://hosted.test/subscriptions/sub_1/unsubscribe',
  pendingSwitchId: null,
};

const hosted = (status: number, body: unknown) =>
  createHostedPayments({
    baseUrl: 'https://hosted.test',
    assetId: 1001,
    features: FLAGS,
    accessToken: () => Promise.resolve('token'),
    fetch: answering(status, body),
  });

/** A transaction of the history, as the receipt calls take it. */
const TRANSACTION = {
  transactionId: 'T1',
  receiptId: 'T1',
  date: 0,
  offerTitle: '',
  price: 0,
  currency: 'EUR',
  paymentMethod: '',
};

describe('hosted payments: the seed 000 §8 messages', () => {
  it('a cancel without an unsubscribe link, and one the platform refuses', async () => {
    await expect(
      hosted(200, {}).updateSubscription({ ...subscription, unsubscribeUrl: null }, 'cancelled'),
    ).rejects.toThrow('Missing unsubscribe url');
    await expect(
      hosted(500, { message: 'down' }).updateSubscription(subscription, 'cancelled'),
    ).rejects.toThrow('Failed to update subscription');
  });

  it('renew is not enabled on the hosted platform (seed 000 §6)', async () => {
    await expect(hosted(200, {}).updateSubscription(subscription, 'active')).rejects.toThrow(
      'Renew subscription is not enabled',
    );
  });

  it('switch, card, transactions and receipt failures', async () => {
    await expect(hosted(500, {}).switchSubscription(subscription, 'S1001_4002', 'upgrade')).rejects.toThrow(
      'Failed to change subscription',
    );
    const card = { cardName: 'A', cardNumber: '4242424242424242', cvc: '123', expMonth: 1, expYear: 2030 };
    const refused = hosted(422, { code: 422, message: 'Your card was declined.' }).updateCardDetails(card);
    await expect(refused).rejects.toThrow('Failed to update card details');
    await expect(refused).rejects.toMatchObject({ serverMessage: 'Your card was declined.' });
    await expect(hosted(500, {}).transactions()).rejects.toThrow('Failed to get transactions');
    await expect(hosted(500, {}).receipt(TRANSACTION)).rejects.toThrow('Failed to get billing receipt');
  });

  it('the switch sends the access fee id without its leading character, and the subscription id (seed 001 §7)', async () => {
    let sent = '';
    const service = createHostedPayments({
      baseUrl: 'https://hosted.test',
      assetId: 1001,
      features: FLAGS,
      accessToken: () => Promise.resolve('token'),
      fetch: (_url, init) => {
        sent = String(init?.body ?? '');
        return answering(200, { message: 'ok' })();
      },
    });
    await service.switchSubscription(subscription, 'S1001_4002', 'upgrade');
    expect(new URLSearchParams(sent).get('inventory_id')).toBe('4002');
    expect(new URLSearchParams(sent).get('subscription_id')).toBe('sub_1');
  });
});

describe('commerce payments: flags and messages', () => {
  const commerce = (status: number, body: unknown) =>
    createCommercePayments({
      baseUrl: 'https://commerce.test',
      features: { canRenewSubscription: true, canUpdatePaymentMethod: true, canShowReceipts: false },
      // A JWT whose payload names customer 7.
      accessToken: () => Promise.resolve(`x.${btoa(JSON.stringify({ customerId: 7 }))}.y`),
      fetch: answering(status, body),
    });

  it('receipts are not enabled; a refused status update is Failed to update subscription', async () => {
    await expect(commerce(200, {}).receipt(TRANSACTION)).rejects.toThrow('Show receipts is not enabled');
    await expect(
      commerce(422, { responseData: {}, errors: ['Invalid param status'] }).updateSubscription(
        subscription,
        'cancelled',
      ),
    ).rejects.toMatchObject({
      message: 'Failed to update subscription',
      serverMessage: 'Invalid param status',
    });
  });
});
