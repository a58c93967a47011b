import * as z from 'zod/mini';

const num = z.number();
const str = z.string();
const opt = <T extends z.ZodMiniType>(t: T) => z.optional(z.nullable(t));

/** seed 000 §7 hosted GET /subscriptions (limit 15, page 0). */
export const hostedSubscriptionsSchema = z.object({
  collection: z.array(
    z.object({
      subscription_id: z.union([str, num]),
      item_id: opt(num),
      item_title: opt(str),
      access_fee_id: z.union([str, num]),
      action_type: str,
      next_rebill_date: num,
      subscription_price: opt(num),
      charged_amount: opt(num),
      currency: opt(str),
      payment_method_name: opt(str),
      access_type: opt(z.object({ period: opt(str) })),
      unsubscribe_url: opt(str),
    }),
  ),
});

/** seed 000 §7 hosted GET /v2/items/{id}/access-fees. */
export const hostedAccessFeesSchema = z.array(
  z.object({
    id: num,
    amount: num,
    currency: str,
    description: opt(str),
    access_type: z.object({ name: str, quantity: opt(z.union([num, str])), period: opt(str) }),
    item: opt(z.object({ id: opt(num), plan_switch_enabled: opt(z.boolean()) })),
    trial_period: opt(z.object({ quantity: opt(num) })),
  }),
);

export const hostedCardsSchema = z.object({
  cards: z.array(
    z.object({
      number: z.union([str, num]),
      card_name: opt(str),
      exp_month: opt(z.union([str, num])),
      exp_year: opt(z.union([str, num])),
    }),
  ),
});

export const hostedPaymentHistorySchema = z.object({
  collection: z.array(
    z.object({
      transaction_token: str,
      trx_token: opt(str),
      created_at: num,
      item_title: opt(str),
      charged_amount: num,
      currency_iso: str,
      payment_method_name: opt(str),
    }),
  ),
});

/** seed 000 §7 commerce GET /customers/{id}/subscriptions (reference subscription.json). */
export const commerceSubscriptionsSchema = z.object({
  items: z.array(
    z.object({
      subscriptionId: z.union([str, num]),
      offerId: str,
      status: str,
      expiresAt: num,
      nextPaymentPrice: num,
      nextPaymentCurrency: str,
      paymentGateway: opt(str),
      paymentMethod: opt(str),
      offerTitle: str,
      period: str,
      pendingSwitchId: opt(z.union([str, num])),
    }),
  ),
});

export const commerceAvailabilitySchema = z.object({
  available: z.array(
    z.object({
      toOfferId: str,
      title: opt(str),
      switchDirection: str,
      price: opt(num),
      currency: opt(str),
    }),
  ),
});

export const commerceSwitchSchema = z.object({ id: z.union([str, num]), toOfferId: str });

export const commercePaymentDetailsSchema = z.object({
  paymentDetails: z.array(
    z.object({
      id: z.union([str, num]),
      paymentMethod: str,
      active: z.boolean(),
      paymentMethodSpecificParams: opt(
        z.object({
          holderName: opt(str),
          lastCardFourDigits: opt(str),
          cardExpirationDate: opt(str),
        }),
      ),
    }),
  ),
});

/** reference transactions.json: prices are strings with 4 decimals. */
export const commerceTransactionsSchema = z.object({
  items: z.array(
    z.object({
      transactionId: str,
      transactionDate: num,
      offerTitle: str,
      transactionPriceInclTax: z.union([str, num]),
      transactionCurrency: str,
      paymentMethod: opt(str),
    }),
  ),
});

export const commerceOfferTitleSchema = z.object({
  offerId: str,
  offerTitle: str,
  period: opt(str),
  customerPriceInclTax: num,
  customerCurrency: opt(str),
});
