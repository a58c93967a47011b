import { PREMIERES } from '../content/catalogue.data.js';

/**
 * What the payment stand-ins sell (seed 000 §3 Offer): per platform a monthly and a yearly
 * subscription, a subscription with a free trial, a one-time rental and one premier one-time
 * offer per premiere of the content stand-in's catalogue (`productIds` `!cleeng:C10000010{n}_NL`
 * and `!jwp:C1001_510{n}`). Offer ids follow the platforms: `S` = subscription, `C` =
 * pay-per-view, then the item id and the fee id (seed 000 §3).
 */

export type PaymentPlatform = 'hosted' | 'commerce';

export type OfferKind = 'subscription' | 'one-time';

export interface OfferDef {
  readonly platform: PaymentPlatform;
  /** `S100000001_NL` (commerce) or `S1001_4001` (hosted). */
  readonly offerId: string;
  readonly kind: OfferKind;
  readonly title: string;
  /** Customer price including tax. */
  readonly price: number;
  readonly currency: string;
  /** 0.21 on the commerce platform (NL VAT); the hosted platform's prices carry no tax line. */
  readonly taxRate: number;
  /** Subscriptions: 'month' or 'year'. One-time offers: how many hours the access lasts. */
  readonly period: 'month' | 'year' | number;
  /** Free days before the first payment (seed 000 §3 freeDays); 0 for none. */
  readonly freeDays: number;
  readonly premier: boolean;
  /**
   * Offers whose access comes with this one. A free-trial subscription opens what the monthly
   * offer opens, so media listing only the monthly and yearly offers play for a trial subscriber.
   */
  readonly grants: readonly string[];
  /** Hosted platform: the item and access fee (`S{item}_{fee}`). */
  readonly itemId: number;
  readonly feeId: number;
}

/** The hosted platform's subscription item (`integrations.jwp.assetId` of svodhost). */
export const HOSTED_ITEM_ID = 1001;
export const HOSTED_ITEM_TITLE = 'Statecast Plus';

/** A one-time offer gives access for 48 hours, a premiere for a week (reference tvodOffer: "168"). */
const RENTAL_HOURS = 48;
const PREMIERE_HOURS = 168;

function commerce(
  offerId: string,
  rest: Omit<OfferDef, 'platform' | 'offerId' | 'currency' | 'taxRate' | 'grants' | 'itemId' | 'feeId'> & {
    grants?: readonly string[];
  },
): OfferDef {
  const match = /^[SC](\d+)_/.exec(offerId);
  return {
    platform: 'commerce',
    offerId,
    currency: 'EUR',
    taxRate: 0.21,
    itemId: Number(match?.[1] ?? 0),
    feeId: 0,
    ...rest,
    grants: [offerId, ...(rest.grants ?? [])],
  };
}

function hosted(
  feeId: number,
  rest: Omit<OfferDef, 'platform' | 'offerId' | 'currency' | 'taxRate' | 'grants' | 'itemId' | 'feeId'> & {
    grants?: readonly string[];
  },
): OfferDef {
  const offerId = `${rest.kind === 'subscription' ? 'S' : 'C'}${HOSTED_ITEM_ID}_${feeId}`;
  return {
    platform: 'hosted',
    offerId,
    currency: 'EUR',
    taxRate: 0,
    itemId: HOSTED_ITEM_ID,
    feeId,
    ...rest,
    grants: [offerId, ...(rest.grants ?? [])],
  };
}

const sub = { kind: 'subscription', premier: false } as const;
const once = { kind: 'one-time', freeDays: 0 } as const;

/** What each platform sells, the same on both but for the ids. */
const PLANS = {
  monthly: { ...sub, title: 'Monthly subscription', price: 6.99, period: 'month', freeDays: 0 },
  annual: { ...sub, title: 'Annual subscription', price: 59.99, period: 'year', freeDays: 0 },
  /** Opens what the platform's monthly offer opens (its `grants` name that offer). */
  trial: {
    ...sub,
    title: 'Monthly subscription, first 14 days free',
    price: 6.99,
    period: 'month',
    freeDays: 14,
  },
  rental: { ...once, title: 'Rent one film for 48 hours', price: 3.99, period: RENTAL_HOURS, premier: false },
} as const;

const premiere = (film: (typeof PREMIERES)[number]) =>
  ({
    ...once,
    title: `Premiere: ${film.title}`,
    price: 9.99,
    period: PREMIERE_HOURS,
    premier: true,
  }) as const;

export const OFFERS: readonly OfferDef[] = [
  commerce('S100000001_NL', PLANS.monthly),
  commerce('S100000002_NL', PLANS.annual),
  commerce('S100000003_NL', { ...PLANS.trial, grants: ['S100000001_NL'] }),
  commerce('C100000001_NL', PLANS.rental),
  ...PREMIERES.map((film, index) => commerce(`C10000010${index + 1}_NL`, premiere(film))),
  hosted(4001, PLANS.monthly),
  hosted(4002, PLANS.annual),
  hosted(4003, { ...PLANS.trial, grants: ['S1001_4001'] }),
  hosted(5001, PLANS.rental),
  ...PREMIERES.map((film, index) => hosted(5101 + index, premiere(film))),
];

export const findOffer = (platform: PaymentPlatform, offerId: string): OfferDef | undefined =>
  OFFERS.find((o) => o.platform === platform && o.offerId === offerId);

/** A hosted access fee by its number (`access_fee` in forms). */
export const findHostedFee = (feeId: number): OfferDef | undefined =>
  OFFERS.find((o) => o.platform === 'hosted' && o.feeId === feeId);

/** Discount codes (seed 000 §5 "Coupon code: checked server-side"); listed in the accounts README. */
export interface CouponDef {
  readonly code: string;
  /** 0.1 = 10 % off; 1 = free. */
  readonly percent: number;
  /** How many billing periods the discount lasts (seed 000 §3 discount.periods). */
  readonly periods: number;
  /** Offer ids it is valid for; null = every offer. */
  readonly offers: readonly string[] | null;
}

export const COUPONS: readonly CouponDef[] = [
  { code: 'WELCOME10', percent: 0.1, periods: 3, offers: null },
  { code: 'YEARLY25', percent: 0.25, periods: 1, offers: ['S100000002_NL', 'S1001_4002'] },
  { code: 'FREEPASS', percent: 1, periods: 1, offers: null },
];

/** Codes are matched without regard to case and surrounding spaces. */
export const findCoupon = (code: string): CouponDef | undefined =>
  COUPONS.find((c) => c.code === code.trim().toUpperCase());

/** When the access bought now ends: a month or a year later (calendar, UTC), or after N hours. */
export function accessEnd(offer: OfferDef, from: number, trial: boolean): number {
  if (trial) return from + offer.freeDays * 24 * 3_600_000;
  if (typeof offer.period === 'number') return from + offer.period * 3_600_000;
  const date = new Date(from);
  if (offer.period === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}
