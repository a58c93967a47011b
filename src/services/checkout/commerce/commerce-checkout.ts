/**
 * Checkout on the subscription-commerce platform (seed 000 §7 "Commerce platform": offers,
 * orders, payment methods, payments, the PayPal and Adyen connectors, entitlements). JSON with a
 * Bearer JWT; every answer in `{ responseData, errors }`, the first error being the server's
 * message (seed 000 §8).
 */
import * as z from 'zod/mini';
import { envelopeSchema } from '../../account/commerce/commerce.schemas';
import { jsonRequest, platformFetch, type FetchLike } from '../../http/http';
import { jwtPayload } from '../../account/jwt';
import { accessGrantedSchema } from '../../account/entitlements.schemas';
import {
  parseChecked,
  requireToken,
  sendChecked,
  serverError,
  unsupported,
  type AccessTokenSource,
} from '../checkout-http';
import {
  adyenPaymentSchema,
  adyenSessionSchema,
  commerceOfferSchema,
  commerceOrderAnswerSchema,
  commerceOrderSchema,
  commercePaymentMethodsSchema,
  commerceSubscriptionsSchema,
  paypalTokenSchema,
  type CommerceOffer,
  type CommerceOrder,
} from '../checkout.schemas';
import {
  CheckoutError,
  type CheckoutService,
  type Offer,
  type Order,
  type PaymentMethod,
  type SubscriptionStatus,
} from '../checkout.types';
import { offerKindOf } from '../offer-kind';

export type CommerceCheckoutOptions = {
  /** `env.commerceUrl`, e.g. '/commerce'. */
  baseUrl: string;
  accessToken: AccessTokenSource;
  fetch?: FetchLike;
};

export function toOffer(offer: CommerceOffer): Offer {
  return {
    offerId: offer.offerId,
    kind: offerKindOf(offer.offerId),
    title: offer.offerTitle,
    price: offer.customerPriceInclTax,
    // seed 000 §9: default currency EUR.
    currency: offer.customerCurrency ?? offer.offerCurrency ?? 'EUR',
    period: offer.period ?? null,
    freeDays: offer.freeDays ?? 0,
    freePeriods: offer.freePeriods ?? 0,
    planSwitchEnabled: offer.planSwitchEnabled ?? false,
  };
}

export function toOrder(order: CommerceOrder): Order {
  return {
    id: order.id,
    offerId: order.offerId,
    totalPrice: order.totalPrice,
    currency: order.currency,
    taxRate: order.taxRate,
    requiredPaymentDetails: order.requiredPaymentDetails,
    priceBreakdown: {
      offerPrice: order.priceBreakdown.offerPrice,
      discountAmount: order.priceBreakdown.discountAmount,
      discountedPrice: order.priceBreakdown.discountedPrice,
      paymentMethodFee: order.priceBreakdown.paymentMethodFee,
      taxValue: order.priceBreakdown.taxValue,
    },
    discount: { applied: order.discount.applied, type: order.discount.type, periods: order.discount.periods },
    // The platform writes 0 for "no payment method yet" (reference order.json).
    paymentMethodId: order.paymentMethodId && order.paymentMethodId !== '0' ? order.paymentMethodId : null,
  };
}

/** POST and PATCH /orders answer `{ order }`; GET /orders/{id} and some versions the order itself. */
const orderOf = (data: unknown): Order => {
  const wrapped = z.safeParse(commerceOrderAnswerSchema, data);
  return toOrder(wrapped.success ? wrapped.data.order : parseChecked(commerceOrderSchema, data, 'order'));
};

export function createCommerceCheckout(options: CommerceCheckoutOptions): CheckoutService {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? platformFetch;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const token = await requireToken(options.accessToken);
    const answer = await sendChecked(fetchImpl, `${base}${path}`, jsonRequest(method, body, token));
    const envelope = z.safeParse(envelopeSchema, answer.body);
    const firstError = envelope.success
      ? envelope.data.errors.find((e): e is string => typeof e === 'string')
      : undefined;
    if (!answer.ok || firstError)
      throw serverError(firstError ?? `Request failed with ${answer.status}`, answer.status);
    if (!envelope.success)
      throw new CheckoutError('malformed', `The ${path} answer is not the platform's envelope`, {
        status: answer.status,
      });
    return envelope.data.responseData;
  }

  async function customerId(): Promise<string> {
    const token = await requireToken(options.accessToken);
    // The event site pays here with its own back end's JWT, which names the customer in `sub`.
    const payload = jwtPayload(token);
    const value = payload?.customerId ?? payload?.sub;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new CheckoutError('not_logged_in', 'Invalid JWT token');
    return String(value);
  }

  const getOffer = async (offerId: string) =>
    toOffer(
      parseChecked(commerceOfferSchema, await call('GET', `/offers/${encodeURIComponent(offerId)}`), 'offer'),
    );

  const service: CheckoutService = {
    async initialiseOffers({ offerIds }) {
      const unique = [...new Set(offerIds)];
      return Promise.all(unique.map(getOffer));
    },
    chooseOffer: ({ offerId }) => getOffer(offerId),
    async initialiseOrder({ offer }) {
      const data = await call('POST', '/orders', { offerId: offer.offerId, customerId: await customerId() });
      return orderOf(data);
    },
    async updateOrder({ order, paymentMethodId, couponCode }) {
      const data = await call('PATCH', `/orders/${encodeURIComponent(order.id)}`, {
        ...(paymentMethodId === null ? {} : { paymentMethodId: Number(paymentMethodId) || paymentMethodId }),
        ...(couponCode === null ? {} : { couponCode }),
      });
      return orderOf(data);
    },
    async paymentWithoutDetails({ order, captchaValue }) {
      await call('POST', '/payments', {
        orderId: Number(order.id) || order.id,
        ...(captchaValue ? { captchaValue } : {}),
      });
    },
    async paypalPayment({ order, urls, couponCode, captchaValue }) {
      const data = await call('POST', '/connectors/paypal/v1/tokens', {
        orderId: Number(order.id) || order.id,
        successUrl: urls.successUrl,
        waitingUrl: urls.waitingUrl,
        cancelUrl: urls.cancelUrl,
        errorUrl: urls.errorUrl,
        ...(couponCode ? { couponCode } : {}),
        ...(captchaValue ? { captchaValue } : {}),
      });
      return { redirectUrl: parseChecked(paypalTokenSchema, data, 'PayPal token').redirectUrl };
    },
    directPostCardPayment() {
      return Promise.reject(unsupported('Direct card payment'));
    },
    async createAdyenPaymentSession({ order, returnUrl }) {
      const data = await call('POST', '/connectors/adyen/sessions', {
        orderId: Number(order.id) || order.id,
        returnUrl,
      });
      const session = parseChecked(adyenSessionSchema, data, 'Adyen session');
      return { id: session.id, sessionData: session.sessionData };
    },
    async initialAdyenPayment({ order, paymentMethod, returnUrl }) {
      const data = await call('POST', '/connectors/adyen/initial-payment', {
        orderId: Number(order.id) || order.id,
        paymentMethod,
        returnUrl,
      });
      const answer = parseChecked(adyenPaymentSchema, data, 'Adyen payment');
      if (answer.action?.url) return { kind: 'redirect', url: answer.action.url };
      if (answer.resultCode && !['Authorised', 'Received', 'Pending'].includes(answer.resultCode))
        throw serverError(answer.resultCode, 200);
      return { kind: 'paid' };
    },
    async finalizeAdyenPayment({ orderId, redirectResult }) {
      await call('POST', '/connectors/adyen/initial-payment/finalize', {
        orderId: Number(orderId) || orderId,
        details: { redirectResult },
      });
    },
    finalizeStripePpvPayment() {
      return Promise.reject(unsupported('Stripe payment finalisation'));
    },
    async getPaymentMethods() {
      const data = parseChecked(
        commercePaymentMethodsSchema,
        await call('GET', '/payment-methods'),
        'payment methods',
      );
      const list = Array.isArray(data) ? data : data.paymentMethods;
      return list.flatMap((method): PaymentMethod[] => {
        const name = method.methodName.toLowerCase();
        if (name !== 'card' && name !== 'paypal') return [];
        return [
          { id: method.id, methodName: name, provider: null, paymentGateway: method.paymentGateway ?? null },
        ];
      });
    },
    async checkEntitlements(offerId) {
      const data = await call('GET', `/entitlements/${encodeURIComponent(offerId)}`);
      return parseChecked(accessGrantedSchema, data, 'entitlement').accessGranted;
    },
    async getSubscriptions() {
      const data = await call('GET', `/customers/${encodeURIComponent(await customerId())}/subscriptions`);
      return parseChecked(commerceSubscriptionsSchema, data, 'subscriptions').items.map((item) => ({
        subscriptionId: item.subscriptionId,
        offerId: item.offerId,
        status: commerceStatusOf(item.status),
        offerTitle: item.offerTitle,
        expiresAt: item.expiresAt,
        period: item.period,
        nextPaymentPrice: item.nextPaymentPrice,
        nextPaymentCurrency: item.nextPaymentCurrency,
        paymentMethod: item.paymentMethod ?? null,
      }));
    },
  };
  return service;
}

const COMMERCE_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'active_trial',
  'cancelled',
  'expired',
  'terminated',
];

/** The platform's statuses are the seed's (seed 001 §3); anything else is terminated. */
export function commerceStatusOf(status: string): SubscriptionStatus {
  return (COMMERCE_STATUSES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : 'terminated';
}
