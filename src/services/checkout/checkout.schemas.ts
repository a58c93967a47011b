/**
 * The checkout answers of both back ends (seed 000 §7), parsed at the edge. The commerce schemas
 * accept the reference payloads (monthlyOffer, yearlyOffer, tvodOffer, order, paymentDetail);
 * extra fields pass through, missing optional ones get the seed's defaults.
 */
import * as z from 'zod/mini';

const id = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const money = z.catch(z.number(), 0);
const optionalText = z.catch(z.optional(z.nullable(z.string())), null);
const optionalCount = z.catch(z.optional(z.nullable(z.number())), null);

/** seed 000 §3 Offer, as GET /offers/{id} answers it (reference monthlyOffer/yearlyOffer/tvodOffer). */
export const commerceOfferSchema = z.looseObject({
  offerId: z.string(),
  offerTitle: z.catch(z.string(), ''),
  customerPriceInclTax: money,
  customerCurrency: z.optional(z.nullable(z.string())),
  offerCurrency: z.optional(z.nullable(z.string())),
  period: optionalText,
  freeDays: optionalCount,
  freePeriods: optionalCount,
  planSwitchEnabled: z.catch(z.optional(z.boolean()), false),
  active: z.catch(z.optional(z.boolean()), true),
});

export type CommerceOffer = z.infer<typeof commerceOfferSchema>;

/** seed 000 §3 Order (reference order.json). */
export const commerceOrderSchema = z.looseObject({
  id,
  offerId: z.string(),
  totalPrice: money,
  currency: z.catch(z.string(), 'EUR'),
  taxRate: money,
  requiredPaymentDetails: z.catch(z.boolean(), true),
  priceBreakdown: z.catch(
    z.looseObject({
      offerPrice: money,
      discountAmount: money,
      discountedPrice: money,
      paymentMethodFee: money,
      taxValue: money,
    }),
    { offerPrice: 0, discountAmount: 0, discountedPrice: 0, paymentMethodFee: 0, taxValue: 0 },
  ),
  discount: z.catch(
    z.looseObject({
      applied: z.catch(z.boolean(), false),
      type: z.catch(z.string(), ''),
      periods: z.catch(z.number(), 0),
    }),
    { applied: false, type: '', periods: 0 },
  ),
  paymentMethodId: z.catch(z.optional(z.nullable(id)), null),
});

export type CommerceOrder = z.infer<typeof commerceOrderSchema>;

/** POST and PATCH /orders answer `{ order }`. */
export const commerceOrderAnswerSchema = z.looseObject({ order: commerceOrderSchema });

/** seed 001 §3 Payment method (GET /payment-methods). */
export const commercePaymentMethodSchema = z.looseObject({
  id,
  methodName: z.string(),
  paymentGateway: optionalText,
});

export const commercePaymentMethodsSchema = z.union([
  z.looseObject({ paymentMethods: z.array(commercePaymentMethodSchema) }),
  z.array(commercePaymentMethodSchema),
]);

/** seed 001 §3 Payment detail (reference paymentDetail.json). */
export const paymentDetailSchema = z.looseObject({
  id,
  paymentGateway: optionalText,
  paymentMethod: z.string(),
  paymentMethodSpecificParams: z.catch(z.optional(z.nullable(z.record(z.string(), z.unknown()))), null),
  active: z.catch(z.boolean(), false),
});

/** POST /connectors/paypal/v1/tokens: where PayPal takes the viewer. */
export const paypalTokenSchema = z.looseObject({ redirectUrl: z.string() });

/** POST /connectors/adyen/sessions. */
export const adyenSessionSchema = z.looseObject({ id: z.string(), sessionData: z.string() });

/** POST /connectors/adyen/initial-payment: settled, or an action (redirect) to follow. */
export const adyenPaymentSchema = z.looseObject({
  action: z.optional(
    z.nullable(
      z.looseObject({
        type: z.optional(z.string()),
        url: z.optional(z.string()),
      }),
    ),
  ),
  resultCode: z.optional(z.nullable(z.string())),
});

/** seed 000 §7 hosted GET /v2/items/{id}/access-fees: one access fee per offer. */
export const hostedAccessFeeSchema = z.looseObject({
  id: z.number(),
  amount: money,
  currency: z.catch(z.string(), 'EUR'),
  description: z.catch(z.optional(z.nullable(z.string())), null),
  item_id: z.catch(z.optional(z.nullable(z.number())), null),
  access_type: z.catch(
    z.looseObject({ name: z.catch(z.string(), ''), period: optionalText, quantity: optionalCount }),
    { name: '', period: null, quantity: null },
  ),
  trial_period: z.catch(
    z.optional(z.nullable(z.looseObject({ quantity: optionalCount, period: optionalText }))),
    null,
  ),
});

export type HostedAccessFee = z.infer<typeof hostedAccessFeeSchema>;

export const hostedAccessFeesSchema = z.array(hostedAccessFeeSchema);

/** seed 000 §7 hosted GET /payments/methods. */
export const hostedPaymentMethodsSchema = z.array(z.looseObject({ id, method_name: z.string() }));

/** seed 000 §7 hosted POST /vouchers/discount: the discounted amount. */
export const hostedDiscountSchema = z.looseObject({
  amount: z.number(),
  discount_duration: z.catch(z.number(), 0),
});

/** seed 000 §7 hosted POST /external-payments: the PayPal page. */
export const hostedExternalPaymentSchema = z.looseObject({ endpoint: z.string() });

/** Hosted card payments: settled, or a 3-D Secure page to follow. */
export const hostedCardPaymentSchema = z.looseObject({
  redirect_url: z.catch(z.optional(z.nullable(z.string())), null),
});

/** seed 000 §3 Subscription (reference subscription.json), GET /customers/{id}/subscriptions items. */
export const commerceSubscriptionSchema = z.looseObject({
  subscriptionId: id,
  offerId: z.string(),
  status: z.catch(z.string(), 'terminated'),
  expiresAt: money,
  nextPaymentPrice: money,
  nextPaymentCurrency: z.catch(z.string(), 'EUR'),
  paymentMethod: optionalText,
  offerTitle: z.catch(z.string(), ''),
  period: z.catch(z.string(), 'month'),
});

export const commerceSubscriptionsSchema = z.looseObject({
  items: z.array(commerceSubscriptionSchema),
});

/** seed 000 §7 hosted GET /subscriptions (limit 15, page 0). */
export const hostedSubscriptionsSchema = z.looseObject({
  collection: z.array(
    z.looseObject({
      subscription_id: id,
      item_id: z.catch(z.optional(z.nullable(z.number())), null),
      access_fee_id: id,
      item_title: z.catch(z.string(), ''),
      action_type: z.catch(z.string(), ''),
      status: z.catch(z.string(), ''),
      next_rebill_date: money,
      subscription_price: money,
      currency: z.catch(z.string(), 'EUR'),
      payment_method_name: optionalText,
      access_type: z.catch(z.looseObject({ period: z.catch(z.string(), 'month') }), { period: 'month' }),
    }),
  ),
});
