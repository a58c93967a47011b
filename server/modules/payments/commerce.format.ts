import { COMMERCE_PUBLISHER_ID } from '../accounts/constants.js';
import { findOffer, type OfferDef } from './offers.js';
import type { ChargeRow, OrderRow, PaymentDetailRow, SubscriptionRow } from './payments.store.js';
import { priceOrder, round2 } from './pricing.js';
import { findCoupon } from './offers.js';

/**
 * The commerce platform's entities, field for field as the reference payloads
 * (/work/shared/reference/payloads: monthlyOffer.json, order.json, subscription.json,
 * transactions.json, paymentDetail.json) show them. Times are seconds since the epoch.
 */

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** Ids as the platform numbers them; the payment method ids of `GET /payment-methods`. */
export const COMMERCE_PAYMENT_METHODS = {
  adyenCard: 194_000_001,
  paypal: 194_000_002,
} as const;

export function offerPayload(offer: OfferDef, now: number) {
  const excl = round2(offer.price / (1 + offer.taxRate));
  return {
    id: Number(offer.offerId.replace(/\D/g, '').slice(0, 9)),
    offerId: offer.offerId,
    offerPrice: offer.price,
    offerCurrency: offer.currency,
    offerCurrencySymbol: '€',
    offerCountry: 'NL',
    customerPriceInclTax: offer.price,
    customerPriceExclTax: excl,
    customerCurrency: offer.currency,
    customerCurrencySymbol: '€',
    customerCountry: 'NL',
    discountedCustomerPriceInclTax: null,
    discountedCustomerPriceExclTax: null,
    discountPeriods: null,
    offerUrl: null,
    offerTitle: offer.title,
    offerDescription: null,
    active: true,
    createdAt: seconds(now) - 86_400 * 90,
    updatedAt: seconds(now) - 86_400 * 30,
    applicableTaxRate: offer.taxRate,
    geoRestrictionEnabled: false,
    geoRestrictionType: null,
    geoRestrictionCountries: [] as string[],
    socialCommissionRate: 0,
    averageRating: 4,
    contentType: offer.kind === 'one-time' ? 'video' : null,
    // Subscriptions: month or year; one-time offers: hours of access as a string (tvodOffer.json "168").
    period: typeof offer.period === 'number' ? String(offer.period) : offer.period,
    freePeriods: offer.kind === 'subscription' ? (offer.freeDays > 0 ? 1 : 0) : null,
    freeDays: offer.kind === 'subscription' ? offer.freeDays : null,
    expiresAt: null,
    accessToTags: offer.kind === 'subscription' ? ['(all)'] : [offer.offerId],
    videoId: null,
    contentExternalId: offer.kind === 'one-time' ? 0 : null,
    contentExternalData: null,
    contentAgeRestriction: null,
    trialAvailable: offer.freeDays > 0 ? true : null,
    applyServiceFeeOnCustomer: false,
    timeZone: null,
    startTime: null,
    endTime: null,
    planSwitchEnabled: offer.kind === 'subscription',
    premier: offer.premier,
  };
}

export interface OrderOwner {
  customerId: string;
  email: string;
  locale: string;
}

export function orderPayload(order: OrderRow, owner: OrderOwner) {
  const offer = findOffer('commerce', order.offer_id) as OfferDef;
  const coupon = order.coupon_code ? (findCoupon(order.coupon_code) ?? null) : null;
  const pricing = priceOrder(offer, coupon);
  return {
    id: order.id,
    customerId: owner.customerId,
    customer: { locale: owner.locale, email: owner.email },
    publisherId: Number(COMMERCE_PUBLISHER_ID),
    offerId: offer.offerId,
    offer: {
      title: offer.title,
      description: null,
      price: Math.round((offer.price / (1 + offer.taxRate)) * 10_000) / 10_000,
      currency: offer.currency,
    },
    totalPrice: pricing.totalPrice,
    priceBreakdown: pricing.priceBreakdown,
    taxRate: pricing.taxRate,
    taxBreakdown: null,
    currency: order.currency,
    country: order.country,
    paymentMethodId: order.payment_method_id ?? 0,
    expirationDate: seconds(order.expires_at),
    billingAddress: null,
    couponId: coupon ? coupon.code : null,
    discount: pricing.discount,
    requiredPaymentDetails: pricing.requiredPaymentDetails,
  };
}

/** seed 000 §7 POST /payments and the Adyen finalize answer (ott-web-app `Payment`). */
export function paymentPayload(charge: ChargeRow, customerId: string, country: string) {
  const offer = findOffer('commerce', charge.offer_id);
  return {
    id: charge.id,
    orderId: charge.order_id ?? 0,
    status: 'Accepted',
    totalAmount: charge.amount,
    currency: charge.currency,
    customerId,
    paymentGateway: charge.gateway,
    paymentMethod: charge.method,
    externalPaymentId: charge.transaction_id,
    couponId: charge.coupon_code,
    amount: charge.amount_excl_tax,
    country,
    offerType: offer?.kind === 'one-time' ? 'pass' : 'subscription',
    taxValue: charge.tax,
    paymentMethodFee: 0,
    customerServiceFee: 0,
    rejectedReason: null,
    refundedReason: null,
    paymentDetailsId: charge.payment_detail_id,
    paymentOperation: 'initial-payment',
  };
}

export function subscriptionPayload(row: SubscriptionRow, now: number) {
  const offer = findOffer('commerce', row.offer_id);
  const expired = row.expires_at <= now;
  return {
    subscriptionId: row.id,
    offerId: row.offer_id,
    status: expired ? 'expired' : row.status,
    expiresAt: seconds(row.expires_at),
    nextPaymentAt: seconds(row.expires_at),
    nextPaymentPrice: row.price,
    nextPaymentCurrency: row.currency,
    paymentGateway: row.gateway,
    paymentMethod: row.method,
    offerTitle: offer?.title ?? row.offer_id,
    period: offer && typeof offer.period === 'string' ? offer.period : 'month',
    totalPrice: row.price,
    inTrial: row.trial === 1,
    pendingSwitchId: null,
  };
}

export function transactionPayload(
  charge: ChargeRow,
  customer: { id: string; email: string; locale: string; country: string },
) {
  const offer = findOffer('commerce', charge.offer_id);
  const fixed = (value: number) => value.toFixed(4);
  return {
    transactionId: charge.transaction_id,
    transactionDate: seconds(charge.created_at),
    offerId: charge.offer_id,
    offerType: offer?.kind === 'one-time' ? 'pass' : 'subscription',
    offerTitle: offer?.title ?? charge.offer_id,
    offerPeriod: offer?.period === 'year' ? 'yearly' : offer?.period === 'month' ? 'monthly' : '',
    publisherSiteName: 'Statecast',
    transactionPriceExclTax: fixed(charge.amount_excl_tax),
    transactionCurrency: charge.currency,
    contentExternalId: '',
    contentType: offer?.kind === 'one-time' ? 'video' : '',
    shortUrl: '',
    campaignId: '0',
    campaignName: '',
    couponCode: charge.coupon_code,
    discountType: charge.trial ? 'trial' : charge.coupon_code ? 'coupon' : '0',
    discountRate: '0.0000',
    discountValue: fixed(charge.discount),
    discountedOfferPrice: fixed(charge.amount_excl_tax),
    offerCurrency: charge.currency,
    offerPriceExclTax: fixed(offer ? offer.price / (1 + offer.taxRate) : charge.amount_excl_tax),
    applicableTax: fixed(charge.tax),
    transactionPriceInclTax: fixed(charge.amount),
    appliedExchangeRateCustomer: '1.0000',
    customerId: customer.id,
    customerEmail: customer.email,
    customerLocale: customer.locale,
    customerCountry: customer.country,
    customerIpCountry: customer.country,
    customerCurrency: charge.currency,
    paymentMethod: charge.method,
    referalUrl: '',
    transactionExternalData: charge.transaction_id,
    publisherId: COMMERCE_PUBLISHER_ID,
    trxToken: charge.transaction_id,
  };
}

export function paymentDetailPayload(row: PaymentDetailRow, customerId: string, currency: string) {
  let params: Record<string, unknown>;
  try {
    params = JSON.parse(row.params) as Record<string, unknown>;
  } catch {
    params = {};
  }
  return {
    id: row.id,
    customerId,
    paymentGateway: row.gateway,
    paymentMethod: row.method,
    paymentMethodSpecificParams: params,
    paymentMethodId:
      row.method === 'paypal' ? COMMERCE_PAYMENT_METHODS.paypal : COMMERCE_PAYMENT_METHODS.adyenCard,
    active: row.active === 1,
    currency,
  };
}
