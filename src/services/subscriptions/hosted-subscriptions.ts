/**
 * The hosted platform's subscription calls (seed 000 §7): GET /subscriptions, the unsubscribe
 * link, POST /v2/subscriptions/stripe:switch, GET and PUT /v2/payments/cards/default, GET
 * /v2/accounting/payment-history, GET /v2/accounting/transactions/{id}/receipt (a blob).
 */
import { formEncode, parseAnswer } from '../http/http';
import { paymentsHttp, type PaymentsHttpOptions } from './payments-http';
import {
  hostedAccessFeesSchema,
  hostedCardsSchema,
  hostedPaymentHistorySchema,
  hostedSubscriptionsSchema,
} from './subscriptions.schemas';
import { readReceipt } from './receipts';
import {
  assertFeature,
  PaymentsError,
  type PaymentsFeatures,
  type PaymentsService,
  type PaymentsSubscription,
  type SwitchOffer,
} from './subscriptions.types';
import { inAppProviderOf, statusOfHosted } from './subscription-status';

export type HostedPaymentsOptions = PaymentsHttpOptions & { assetId: number; features: PaymentsFeatures };

const offerIdOf = (itemId: number, feeId: number | string) => `S${itemId}_${feeId}`;

export function createHostedPayments(options: HostedPaymentsOptions): PaymentsService {
  const http = paymentsHttp(options);
  const { features, assetId } = options;

  async function fees() {
    const { body } = await http.call('GET', `/v2/items/${assetId}/access-fees`, 'Failed to get offers');
    return parseAnswer(hostedAccessFeesSchema, body, 'access fees').filter(
      (fee) => fee.access_type.name.toLowerCase() === 'subscription',
    );
  }

  return {
    features,
    async listSubscriptions() {
      const { body } = await http.call(
        'GET',
        '/subscriptions?limit=15&page=0',
        'Failed to get subscriptions',
      );
      const titles = new Map(
        (await fees().catch(() => [])).map((fee) => [String(fee.id), fee.description ?? '']),
      );
      return parseAnswer(hostedSubscriptionsSchema, body, 'subscriptions').collection.map(
        (row): PaymentsSubscription => {
          const feeId = String(row.access_fee_id);
          const method = row.payment_method_name ?? null;
          return {
            subscriptionId: String(row.subscription_id),
            offerId: offerIdOf(row.item_id ?? assetId, feeId),
            status: statusOfHosted(row.action_type),
            // seed 000 §4: a 12-month access is presented as period year.
            period: row.access_type?.period === 'year' ? 'year' : 'month',
            expiresAt: row.next_rebill_date,
            inAppProvider: inAppProviderOf(method),
            offerTitle: titles.get(feeId) || row.item_title || feeId,
            nextPaymentPrice: row.subscription_price ?? row.charged_amount ?? 0,
            nextPaymentCurrency: row.currency ?? 'EUR',
            paymentMethod: method,
            unsubscribeUrl: row.unsubscribe_url || null,
            pendingSwitchId: null,
          };
        },
      );
    },
    async updateSubscription(subscription, status) {
      if (status === 'active') {
        assertFeature(features, 'canRenewSubscription');
        return;
      }
      // seed 000 §8 'Missing unsubscribe url'.
      if (!subscription.unsubscribeUrl) throw new PaymentsError('Missing unsubscribe url');
      await http.call('GET', subscription.unsubscribeUrl, 'Failed to update subscription');
    },
    async switchOffers(subscription) {
      const all = await fees();
      const direction = subscription.period === 'month' ? 'upgrade' : 'downgrade';
      return all
        .filter((fee) => {
          const period = Number(fee.access_type.quantity) === 12 ? 'year' : 'month';
          return (
            fee.item?.plan_switch_enabled !== false &&
            !fee.trial_period?.quantity &&
            offerIdOf(fee.item?.id ?? assetId, fee.id) !== subscription.offerId &&
            period !== subscription.period
          );
        })
        .map((fee): SwitchOffer => ({
          offerId: offerIdOf(fee.item?.id ?? assetId, fee.id),
          title: fee.description ?? String(fee.id),
          price: fee.amount,
          currency: fee.currency,
          period: Number(fee.access_type.quantity) === 12 ? 'year' : 'month',
          direction,
        }));
    },
    async switchSubscription(subscription, toOfferId) {
      // seed 001 §7: change subscription with the access fee id (its leading character stripped).
      const accessFeeId = toOfferId.slice(1).split('_').pop() ?? '';
      await http.call('POST', '/v2/subscriptions/stripe:switch', 'Failed to change subscription', {
        form: formEncode({ inventory_id: accessFeeId, subscription_id: subscription.subscriptionId }),
      });
    },
    pendingSwitchOffer: () => Promise.resolve(null),
    async paymentDetail() {
      const { body } = await http.call('GET', '/v2/payments/cards/default', 'Failed to get payment details');
      const card = parseAnswer(hostedCardsSchema, body, 'cards').cards[0];
      if (!card) return null;
      const month = String(card.exp_month ?? '').padStart(2, '0');
      return {
        id: `card-${String(card.number)}-${month}-${String(card.exp_year ?? '')}-${card.card_name ?? ''}`,
        method: 'card',
        holderName: card.card_name ?? null,
        lastFour: String(card.number).slice(-4),
        expiry: card.exp_month ? `${month}/${String(card.exp_year ?? '')}` : null,
      };
    },
    async updateCardDetails(card) {
      await http.call('PUT', '/v2/payments/cards/default', 'Failed to update card details', {
        form: formEncode({
          number: card.cardNumber,
          card_name: card.cardName,
          cvv: card.cvc,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          currency_iso: 'EUR',
        }),
      });
    },
    paypalPaymentMethod() {
      assertFeature(features, 'canUpdatePaymentMethod');
      return Promise.reject(new PaymentsError('Failed to generate PayPal payment url'));
    },
    async transactions() {
      const { body } = await http.call(
        'GET',
        '/v2/accounting/payment-history?page=0&size=15',
        'Failed to get transactions',
      );
      return parseAnswer(hostedPaymentHistorySchema, body, 'payment history').collection.map((row) => ({
        transactionId: row.transaction_token,
        receiptId: row.transaction_token,
        date: row.created_at,
        offerTitle: row.item_title ?? '',
        price: row.charged_amount,
        currency: row.currency_iso,
        paymentMethod: row.payment_method_name ?? '',
      }));
    },
    async receipt(transaction) {
      assertFeature(features, 'canShowReceipts');
      const response = await http.raw(
        `/v2/accounting/transactions/${encodeURIComponent(transaction.receiptId)}/receipt`,
        'Failed to get billing receipt',
      );
      return readReceipt(response);
    },
  };
}
