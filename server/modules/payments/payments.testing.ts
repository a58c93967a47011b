import * as z from 'zod';
import type { TestStack } from '../../testing/test-stack.js';
import { COMMERCE_PUBLISHER_ID, HOSTED_CLIENT_ID } from '../accounts/constants.js';
import { DEMO_PASSWORD } from '../accounts/demo-data.js';
import { form, json, jwtPayload } from '../accounts/test-support.js';

/**
 * Shapes of the reference payloads (/work/shared/reference/payloads, commerce platform entities),
 * field for field: the stand-ins' answers must parse with them. Extra fields are allowed (the
 * seeds name a few the reference files lack), missing or mistyped ones are not.
 */
const num = z.number();
const nullableStr = z.string().nullable();

export const referenceOfferSchema = z.object({
  id: num,
  offerId: z.string(),
  offerPrice: num,
  offerCurrency: z.string(),
  offerCurrencySymbol: z.string(),
  offerCountry: z.string(),
  customerPriceInclTax: num,
  customerPriceExclTax: num,
  customerCurrency: z.string(),
  customerCurrencySymbol: z.string(),
  customerCountry: z.string(),
  discountedCustomerPriceInclTax: num.nullable(),
  discountedCustomerPriceExclTax: num.nullable(),
  discountPeriods: num.nullable(),
  offerUrl: nullableStr,
  offerTitle: z.string(),
  offerDescription: z.null(),
  active: z.boolean(),
  createdAt: num,
  updatedAt: num,
  applicableTaxRate: num,
  geoRestrictionEnabled: z.boolean(),
  geoRestrictionType: nullableStr,
  geoRestrictionCountries: z.array(z.string()),
  socialCommissionRate: num,
  averageRating: num,
  contentType: nullableStr,
  period: z.string(),
  freePeriods: num.nullable(),
  freeDays: num.nullable(),
  expiresAt: nullableStr,
  accessToTags: z.array(z.string()),
  videoId: nullableStr,
  contentExternalId: num.nullable(),
  contentExternalData: nullableStr,
  contentAgeRestriction: nullableStr,
  trialAvailable: z.boolean().nullable(),
  applyServiceFeeOnCustomer: z.boolean(),
  timeZone: nullableStr,
  startTime: num.nullable(),
  endTime: num.nullable(),
});

export const referenceOrderSchema = z.object({
  id: num,
  customerId: z.string(),
  customer: z.object({ locale: z.string(), email: z.string() }),
  publisherId: num,
  offerId: z.string(),
  offer: z.object({ title: z.string(), description: nullableStr, price: num, currency: z.string() }),
  totalPrice: num,
  priceBreakdown: z.object({
    offerPrice: num,
    discountAmount: num,
    discountedPrice: num,
    taxValue: num,
    customerServiceFee: num,
    paymentMethodFee: num,
  }),
  taxRate: num,
  taxBreakdown: z.null(),
  currency: z.string(),
  country: z.string(),
  paymentMethodId: num,
  expirationDate: num,
  billingAddress: z.null(),
  couponId: nullableStr,
  discount: z.object({ applied: z.boolean(), type: z.enum(['', 'coupon', 'trial']), periods: num }),
  requiredPaymentDetails: z.boolean(),
});

export const referenceSubscriptionSchema = z.object({
  subscriptionId: num,
  offerId: z.string(),
  status: z.string(),
  expiresAt: num,
  nextPaymentPrice: num,
  nextPaymentCurrency: z.string(),
  paymentGateway: z.string(),
  paymentMethod: z.string(),
  offerTitle: z.string(),
  period: z.string(),
  totalPrice: num,
});

const decimalText = z.string().regex(/^\d+\.\d{4}$/);
export const referenceTransactionSchema = z.object({
  transactionId: z.string(),
  transactionDate: num,
  offerId: z.string(),
  offerType: z.string(),
  offerTitle: z.string(),
  offerPeriod: z.string(),
  publisherSiteName: z.string(),
  transactionPriceExclTax: decimalText,
  transactionCurrency: z.string(),
  contentExternalId: z.string(),
  contentType: z.string(),
  shortUrl: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  couponCode: nullableStr,
  discountType: z.string(),
  discountRate: decimalText,
  discountValue: decimalText,
  discountedOfferPrice: decimalText,
  offerCurrency: z.string(),
  offerPriceExclTax: decimalText,
  applicableTax: decimalText,
  transactionPriceInclTax: decimalText,
  appliedExchangeRateCustomer: decimalText,
  customerId: z.string(),
  customerEmail: z.string(),
  customerLocale: z.string(),
  customerCountry: z.string(),
  customerIpCountry: z.string(),
  customerCurrency: z.string(),
  paymentMethod: z.string(),
  referalUrl: z.string(),
  transactionExternalData: z.string(),
  publisherId: z.string(),
});

export const referencePaymentDetailSchema = z.object({
  id: num,
  customerId: z.string(),
  paymentGateway: z.string(),
  paymentMethod: z.string(),
  paymentMethodSpecificParams: z.record(z.string(), z.unknown()),
  paymentMethodId: num,
  active: z.boolean(),
});

export const cardParamsSchema = z.object({
  variant: z.string(),
  lastCardFourDigits: z.string().regex(/^\d{4}$/),
  holderName: z.string(),
  cardExpirationDate: z.string().regex(/^\d{2}\/\d{4}$/),
});

export interface Envelope<T> {
  responseData: T;
  errors: string[];
}

/** A commerce-platform call: status and the opened envelope. */
export async function commerce<T = Record<string, unknown>>(
  stack: TestStack,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const res = await json(stack, method, `/commerce${path}`, body, token);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A GET of a commerce customer's own resource (`subscriptions`, `payment_details`, `transactions`…) with `as`'s token. */
export function customerGet<T = Record<string, unknown>>(
  stack: TestStack,
  as: { jwt: string; customerId: string },
  resource: string,
) {
  return commerce<T>(stack, 'GET', `/customers/${as.customerId}/${resource}`, undefined, as.jwt);
}

export async function commerceLogin(stack: TestStack, email = 'viewer@statecast.test') {
  const { body } = await commerce<{ jwt: string }>(stack, 'POST', '/auths', {
    email,
    password: DEMO_PASSWORD,
    publisherId: COMMERCE_PUBLISHER_ID,
  });
  return { jwt: body.responseData.jwt, customerId: String(jwtPayload(body.responseData.jwt).customerId) };
}

export async function ownLogin(stack: TestStack, email = 'fresh@statecast.test') {
  const res = await json(stack, 'POST', '/auth/login', { email, password: DEMO_PASSWORD, referrer: 'test' });
  const body = (await res.json()) as { auth: { jwt: string }; user: { id: number } };
  return { jwt: body.auth.jwt, customerId: String(body.user.id) };
}

export async function hostedLogin(stack: TestStack, email = 'viewer@statecast.test') {
  const res = await form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
    client_id: HOSTED_CLIENT_ID,
    grant_type: 'password',
    username: email,
    password: DEMO_PASSWORD,
    referrer: 'test',
  });
  const body = (await res.json()) as { access_token: string; account: { id: number } };
  return { token: body.access_token, accountId: body.account.id };
}

/** Posts a provider page's form as the browser does and returns where it sends the browser. */
export async function submitPage(stack: TestStack, path: string, fields: Record<string, string>) {
  const res = await form(stack, 'POST', path, fields);
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The state control: orders, charges, intents, subscriptions of a user. */
export async function paymentsState(stack: TestStack, platform: string, email: string) {
  const res = await stack.request(
    `/__stack/payments?platform=${platform}&email=${encodeURIComponent(email)}`,
  );
  return (await res.json()) as {
    orders: Array<{ id: number }>;
    charges: Array<{
      id: number;
      orderId: number | null;
      amount: number;
      grantedAt: number | null;
      checks: number;
    }>;
    intents: Array<{ id: string; status: string }>;
    subscriptions: Array<{ offerId: string; trial: boolean }>;
  };
}
