/**
 * Checkout on the hosted video platform (seed 000 §7 "Hosted-platform accounts": access fees,
 * payment methods, vouchers, external (PayPal) payments, card subscriptions and payments with
 * the card provider stripe). The platform has no order resource: the order is the chosen access
 * fee, kept here, and a voucher updates its price. Form-encoded requests with a Bearer token;
 * failures carry the platform's generic messages of seed 000 §8, the server's words kept.
 */
import * as z from 'zod/mini';
import { statusOfHosted } from '../../subscriptions/subscription-status';
import { bearer, formEncode, platformFetch, type FetchLike } from '../../http/http';
import { HOSTED_NO_ACCESS_STATUSES, hostedItemAccessSchema } from '../../account/entitlements.schemas';
import { hostedErrorSchema } from '../../account/hosted/hosted.schemas';
import {
  parseChecked,
  requireToken,
  sendChecked,
  serverError,
  unsupported,
  type AccessTokenSource,
} from '../checkout-http';
import {
  hostedAccessFeesSchema,
  hostedCardPaymentSchema,
  hostedDiscountSchema,
  hostedExternalPaymentSchema,
  hostedPaymentMethodsSchema,
  hostedSubscriptionsSchema,
  type HostedAccessFee,
} from '../checkout.schemas';
import {
  CheckoutError,
  type CheckoutService,
  type Offer,
  type Order,
  type PaymentMethod,
} from '../checkout.types';

/** seed 000 §8 hosted-platform generic errors of the checkout calls. */
export const HOSTED_CHECKOUT_MESSAGES = {
  offers: 'Failed to get offers',
  paymentMethods: 'Failed to get payment methods',
  paypal: 'Failed to generate PayPal payment url',
  payment: 'Failed to make payment',
  confirm: 'Failed to confirm payment',
} as const;

/** seed 000 §9: hosted payment method ids, card 1 and PayPal 2; the card provider is stripe. */
export const HOSTED_CARD_METHOD_ID = '1';
export const HOSTED_PAYPAL_METHOD_ID = '2';

export type HostedCheckoutOptions = {
  /** `env.hostedUrl`. */
  baseUrl: string;
  /** `integrations.jwp.assetId` of the config: the item whose access fees are the offers. */
  assetId: number;
  accessToken: AccessTokenSource;
  fetch?: FetchLike;
};

const SUBSCRIPTION_ACCESS_TYPES = ['subscription', 'recurrent'];

/**
 * The offer id of an access fee (seed 000 §2 "Offer": S for a subscription, C for pay-per-view,
 * then the item id and the fee id), as media items name their offers (`S1001_4001`).
 */
export const hostedOfferId = (subscription: boolean, itemId: number | string, feeId: number | string) =>
  `${subscription ? 'S' : 'C'}${itemId}_${feeId}`;

/** Access fees become offers, named by hostedOfferId with the fee's item (the config's asset by default). */
export function toHostedOffer(fee: HostedAccessFee, assetId: number): Offer {
  const subscription = SUBSCRIPTION_ACCESS_TYPES.includes(fee.access_type.name.toLowerCase());
  return {
    offerId: hostedOfferId(subscription, fee.item_id ?? assetId, fee.id),
    kind: subscription ? 'svod' : 'tvod',
    title: fee.description ?? '',
    price: fee.amount,
    currency: fee.currency,
    // seed 000 §4: a 12-month access is presented as period year.
    period:
      fee.access_type.period === 'month' && fee.access_type.quantity === 12
        ? 'year'
        : (fee.access_type.period ?? null),
    freeDays: fee.trial_period?.period === 'day' ? (fee.trial_period.quantity ?? 0) : 0,
    freePeriods: 0,
    planSwitchEnabled: subscription,
  };
}

/** The access fee id in an offer id (`S123` -> 123). */
/** The fee id and, when the id names it, the item of an offer id (`S1001_4001` → 1001, 4001). */
const partsOf = (offerId: string) => {
  const match = /^[A-Za-z](?:(\d+)_)?(.+)$/.exec(offerId);
  return { itemId: match?.[1] ? Number(match[1]) : null, feeId: match?.[2] ?? offerId };
};
const feeIdOf = (offerId: string) => partsOf(offerId).feeId;

export function createHostedCheckout(options: HostedCheckoutOptions): CheckoutService {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? platformFetch;
  /** Which item each fee opens (for the access check), learnt from the access fees. */
  const itemOfFee = new Map<string, number>();

  async function call(
    method: string,
    path: string,
    failure: string,
    form?: Record<string, unknown>,
  ): Promise<unknown> {
    const token = await requireToken(options.accessToken);
    const answer = await sendChecked(fetchImpl, `${base}${path}`, {
      method,
      headers: { ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...bearer(token) },
      ...(form ? { body: formEncode(form) } : {}),
    });
    if (!answer.ok) {
      const parsed = z.safeParse(hostedErrorSchema, answer.body);
      const message =
        (parsed.success ? parsed.data.message : undefined) ?? `Request failed with ${answer.status}`;
      throw serverError(message, answer.status, failure);
    }
    return answer.body;
  }

  async function accessFees(): Promise<Offer[]> {
    const data = await call(
      'GET',
      `/v2/items/${options.assetId}/access-fees`,
      HOSTED_CHECKOUT_MESSAGES.offers,
    );
    const fees = parseChecked(hostedAccessFeesSchema, data, 'access fees');
    for (const fee of fees) itemOfFee.set(String(fee.id), fee.item_id ?? options.assetId);
    return fees.map((fee) => toHostedOffer(fee, options.assetId));
  }

  const service: CheckoutService = {
    async initialiseOffers({ offerIds }) {
      const offers = await accessFees();
      // The config names no offer ids on this platform: without a match every fee is offered.
      const listed = offers.filter((offer) => offerIds.includes(offer.offerId));
      return listed.length > 0 ? listed : offers;
    },
    async chooseOffer({ offerId }) {
      const offer = (await accessFees()).find((candidate) => candidate.offerId === offerId);
      // seed 000 §8 'No offer selected'.
      if (!offer) throw new CheckoutError('server', 'No offer selected');
      return offer;
    },
    initialiseOrder({ offer }) {
      const order: Order = {
        id: feeIdOf(offer.offerId),
        offerId: offer.offerId,
        totalPrice: offer.price,
        currency: offer.currency,
        taxRate: 0,
        requiredPaymentDetails: offer.price > 0,
        priceBreakdown: {
          offerPrice: offer.price,
          discountAmount: 0,
          discountedPrice: offer.price,
          paymentMethodFee: 0,
          taxValue: 0,
        },
        discount: { applied: false, type: '', periods: 0 },
        paymentMethodId: null,
      };
      return Promise.resolve(order);
    },
    async updateOrder({ order, paymentMethodId, couponCode }) {
      if (couponCode === null) return { ...order, paymentMethodId };
      let data: unknown;
      try {
        data = await call('POST', '/vouchers/discount', 'Invalid coupon code', {
          voucher_code: couponCode,
          access_fee_id: Number(order.id),
        });
      } catch (error) {
        // seed 000 §8: the platform's 'Voucher not found' is 'Invalid coupon code'.
        if (error instanceof CheckoutError && error.serverMessage === 'Voucher not found')
          throw new CheckoutError('coupon_not_valid', 'Invalid coupon code', {
            status: error.status,
            serverMessage: 'Invalid coupon code',
          });
        throw error;
      }
      const discount = parseChecked(hostedDiscountSchema, data, 'voucher discount');
      const offerPrice = order.priceBreakdown.offerPrice;
      return {
        ...order,
        paymentMethodId,
        totalPrice: discount.amount,
        requiredPaymentDetails: discount.amount > 0,
        priceBreakdown: {
          ...order.priceBreakdown,
          discountAmount: Math.max(0, offerPrice - discount.amount),
          discountedPrice: discount.amount,
        },
        discount: { applied: true, type: 'coupon', periods: discount.discount_duration },
      };
    },
    paymentWithoutDetails() {
      return Promise.reject(unsupported('Payment without details'));
    },
    async paypalPayment({ order, urls, couponCode }) {
      try {
        const data = await call('POST', '/external-payments', HOSTED_CHECKOUT_MESSAGES.paypal, {
          origin: urls.waitingUrl,
          // The platform reads the fee as `access_fee` here (server/modules/accounts/README.md).
          access_fee: Number(order.id),
          payment_method: Number(HOSTED_PAYPAL_METHOD_ID),
          voucher_code: couponCode ?? undefined,
          referrer: urls.waitingUrl,
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
          error_url: urls.errorUrl,
        });
        return { redirectUrl: parseChecked(hostedExternalPaymentSchema, data, 'external payment').endpoint };
      } catch (error) {
        // seed 000 §8: an existing active access sends the viewer to the error URL.
        if (error instanceof CheckoutError && error.status === 409) return { redirectUrl: urls.errorUrl };
        throw error;
      }
    },
    async directPostCardPayment({ order, card, couponCode, referrer, returnUrl }) {
      const subscription = order.offerId.startsWith('S');
      const data = await call(
        'POST',
        subscription ? '/subscriptions' : '/payments',
        HOSTED_CHECKOUT_MESSAGES.payment,
        {
          number: card.cardNumber.replace(/\D/g, ''),
          card_name: card.holderName,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvv: card.cvc,
          access_fee: Number(order.id),
          payment_method: Number(HOSTED_CARD_METHOD_ID),
          voucher_code: couponCode ?? undefined,
          referrer,
          return_url: returnUrl,
        },
      );
      const answer = parseChecked(hostedCardPaymentSchema, data ?? {}, 'card payment');
      return answer.redirect_url ? { kind: 'redirect', url: answer.redirect_url } : { kind: 'paid' };
    },
    createAdyenPaymentSession() {
      return Promise.reject(unsupported('The Adyen gateway'));
    },
    initialAdyenPayment() {
      return Promise.reject(unsupported('The Adyen gateway'));
    },
    finalizeAdyenPayment() {
      return Promise.reject(unsupported('The Adyen gateway'));
    },
    async finalizeStripePpvPayment({ paymentIntent }) {
      await call('POST', '/payments', HOSTED_CHECKOUT_MESSAGES.confirm, { pi_id: paymentIntent });
    },
    async getPaymentMethods() {
      const data = await call('GET', '/payments/methods', HOSTED_CHECKOUT_MESSAGES.paymentMethods);
      // seed 000 §9: only card and PayPal are listed; the card provider is stripe.
      return parseChecked(hostedPaymentMethodsSchema, data, 'payment methods').flatMap(
        (method): PaymentMethod[] => {
          const name = method.method_name.toLowerCase();
          if (name === 'card')
            return [{ id: method.id, methodName: 'card', provider: 'stripe', paymentGateway: null }];
          if (name === 'paypal')
            return [{ id: method.id, methodName: 'paypal', provider: null, paymentGateway: null }];
          return [];
        },
      );
    },
    async checkEntitlements(offerId) {
      const item = partsOf(offerId).itemId ?? itemOfFee.get(feeIdOf(offerId)) ?? options.assetId;
      let body: unknown;
      try {
        body = await call('GET', `/items/${item}/access`, 'Failed to check access');
      } catch (error) {
        // seed 000 §8: 402 (and 403, 404) on the access check mean no access yet.
        if (error instanceof CheckoutError && HOSTED_NO_ACCESS_STATUSES.includes(error.status ?? 0))
          return false;
        throw error;
      }
      const { expires_at: expiresAt } = parseChecked(hostedItemAccessSchema, body, 'item access');
      return expiresAt === 0 || expiresAt * 1000 > Date.now();
    },
    async getSubscriptions() {
      // seed 000 §7, §9: GET /subscriptions, limit 15, page 0.
      const data = await call('GET', '/subscriptions?limit=15&page=0', 'Failed to get subscriptions');
      return parseChecked(hostedSubscriptionsSchema, data, 'subscriptions').collection.map((row) => ({
        subscriptionId: row.subscription_id,
        offerId: hostedOfferId(true, row.item_id ?? options.assetId, row.access_fee_id),
        status: statusOfHosted(row.action_type),
        offerTitle: row.item_title,
        expiresAt: row.next_rebill_date,
        period: row.access_type.period,
        nextPaymentPrice: row.subscription_price,
        nextPaymentCurrency: row.currency,
        paymentMethod: row.payment_method_name ?? null,
      }));
    },
  };
  return service;
}
