/**
 * The commerce platform's subscription calls (seed 000 §7): GET and PATCH
 * /customers/{id}/subscriptions, subscription switches (availability, switch, GET
 * /subscription_switches/{id}), payment details, the Adyen and PayPal payment-detail connectors,
 * transactions and GET /receipt/{id} (base64 HTML). JSON in the `{ responseData, errors }` envelope.
 */
import * as z from 'zod/mini';
import { jwtPayload } from '../account/jwt';
import { parseAnswer } from '../http/http';
import { paymentsHttp, type PaymentsHttpOptions } from './payments-http';
import { readReceipt } from './receipts';
import {
  commerceAvailabilitySchema,
  commerceOfferTitleSchema,
  commercePaymentDetailsSchema,
  commerceSubscriptionsSchema,
  commerceSwitchSchema,
  commerceTransactionsSchema,
} from './subscriptions.schemas';
import { inAppProviderOf, statusOfCommerce } from './subscription-status';
import {
  assertFeature,
  PaymentsError,
  type PaymentsFeatures,
  type PaymentsService,
} from './subscriptions.types';

export type CommercePaymentsOptions = PaymentsHttpOptions & { features: PaymentsFeatures };

const envelope = z.object({ responseData: z.unknown() });

export function createCommercePayments(options: CommercePaymentsOptions): PaymentsService {
  const http = paymentsHttp(options);
  const { features } = options;

  async function data(method: string, path: string, fallback: string, json?: unknown): Promise<unknown> {
    const { body } = await http.call(method, path, fallback, json === undefined ? {} : { json });
    return parseAnswer(envelope, body, path).responseData;
  }
  async function customer(): Promise<string> {
    const payload = jwtPayload(await http.token());
    const id = payload?.customerId ?? payload?.sub;
    if (typeof id !== 'string' && typeof id !== 'number') throw new PaymentsError('Invalid JWT token');
    return encodeURIComponent(String(id));
  }

  return {
    features,
    async listSubscriptions() {
      const answer = await data(
        'GET',
        `/customers/${await customer()}/subscriptions`,
        'Failed to get subscriptions',
      );
      return parseAnswer(commerceSubscriptionsSchema, answer, 'subscriptions').items.map((item) => ({
        subscriptionId: String(item.subscriptionId),
        offerId: item.offerId,
        status: statusOfCommerce(item.status),
        period: item.period,
        expiresAt: item.expiresAt,
        inAppProvider: inAppProviderOf(item.paymentGateway, item.paymentMethod),
        offerTitle: item.offerTitle,
        nextPaymentPrice: item.nextPaymentPrice,
        nextPaymentCurrency: item.nextPaymentCurrency,
        paymentMethod: item.paymentMethod ?? null,
        unsubscribeUrl: null,
        pendingSwitchId:
          item.pendingSwitchId === null || item.pendingSwitchId === undefined
            ? null
            : String(item.pendingSwitchId),
      }));
    },
    async updateSubscription(subscription, status) {
      if (status === 'active') assertFeature(features, 'canRenewSubscription');
      await data('PATCH', `/customers/${await customer()}/subscriptions`, 'Failed to update subscription', {
        subscriptionId: subscription.subscriptionId,
        offerId: subscription.offerId,
        status,
      });
    },
    async switchOffers(subscription) {
      const answer = await data(
        'GET',
        `/customers/${await customer()}/subscription_switches/${encodeURIComponent(subscription.offerId)}/availability`,
        'Failed to get offers',
      );
      const available = parseAnswer(commerceAvailabilitySchema, answer, 'switch availability').available;
      return Promise.all(
        available.map(async (entry) => {
          const offer = parseAnswer(
            commerceOfferTitleSchema,
            await data('GET', `/offers/${encodeURIComponent(entry.toOfferId)}`, 'Failed to get offers'),
            'offer',
          );
          return {
            offerId: entry.toOfferId,
            title: entry.title ?? offer.offerTitle,
            price: entry.price ?? offer.customerPriceInclTax,
            currency: entry.currency ?? offer.customerCurrency ?? 'EUR',
            period: offer.period ?? '',
            direction: entry.switchDirection === 'downgrade' ? ('downgrade' as const) : ('upgrade' as const),
          };
        }),
      );
    },
    async switchSubscription(subscription, toOfferId, direction) {
      await data(
        'POST',
        `/customers/${await customer()}/subscription_switches/${encodeURIComponent(subscription.offerId)}`,
        'Failed to change subscription',
        { toOfferId, switchDirection: direction },
      );
    },
    async pendingSwitchOffer(pendingSwitchId) {
      const answer = await data(
        'GET',
        `/subscription_switches/${encodeURIComponent(pendingSwitchId)}`,
        'Failed to get offers',
      );
      return parseAnswer(commerceSwitchSchema, answer, 'switch').toOfferId;
    },
    async paymentDetail() {
      const answer = await data(
        'GET',
        `/customers/${await customer()}/payment_details`,
        'Failed to get payment details',
      );
      const active = parseAnswer(commercePaymentDetailsSchema, answer, 'payment details').paymentDetails.find(
        (d) => d.active,
      );
      if (!active) return null;
      const params = active.paymentMethodSpecificParams ?? {};
      return {
        id: String(active.id),
        method: active.paymentMethod === 'paypal' ? 'paypal' : 'card',
        holderName: params.holderName ?? null,
        lastFour: params.lastCardFourDigits ?? null,
        expiry: params.cardExpirationDate ?? null,
      };
    },
    async updateCardDetails(card) {
      assertFeature(features, 'canUpdatePaymentMethod');
      // The stand-in's gateway takes the card's fields where the real drop-in sends encrypted ones.
      await data('POST', '/connectors/adyen/payment-details', 'Failed to update card details', {
        paymentMethod: {
          type: 'scheme',
          holderName: card.cardName,
          number: card.cardNumber,
          expiryMonth: String(card.expMonth),
          expiryYear: String(card.expYear),
          cvc: card.cvc,
        },
      });
    },
    async paypalPaymentMethod(urls) {
      assertFeature(features, 'canUpdatePaymentMethod');
      const answer = await data(
        'POST',
        '/connectors/paypal/v1/payment_details/tokens',
        'Failed to generate PayPal payment url',
        {
          paymentMethodId: 2,
          ...urls,
        },
      );
      const redirectUrl = (answer as { redirectUrl?: unknown } | null)?.redirectUrl;
      if (typeof redirectUrl !== 'string') throw new PaymentsError('Failed to generate PayPal payment url');
      return { redirectUrl };
    },
    async transactions() {
      const answer = await data(
        'GET',
        `/customers/${await customer()}/transactions?limit=50&offset=0`,
        'Failed to get transactions',
      );
      return parseAnswer(commerceTransactionsSchema, answer, 'transactions').items.map((row) => ({
        transactionId: row.transactionId,
        receiptId: row.transactionId,
        date: row.transactionDate,
        offerTitle: row.offerTitle,
        price: Number(row.transactionPriceInclTax),
        currency: row.transactionCurrency,
        paymentMethod: row.paymentMethod ?? '',
      }));
    },
    async receipt(transaction) {
      assertFeature(features, 'canShowReceipts');
      return readReceipt(
        await http.raw(
          `/receipt/${encodeURIComponent(transaction.receiptId)}`,
          'Failed to get billing receipt',
        ),
      );
    },
  };
}
