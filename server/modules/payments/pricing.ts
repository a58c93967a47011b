import type { CouponDef, OfferDef } from './offers.js';

/** Money with two decimals, as the platforms answer it. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export interface PriceBreakdown {
  offerPrice: number;
  discountAmount: number;
  discountedPrice: number;
  taxValue: number;
  customerServiceFee: number;
  paymentMethodFee: number;
}

export interface Discount {
  applied: boolean;
  /** '' (none), 'coupon' or 'trial' (seed 001 §3 Order discount type). */
  type: '' | 'coupon' | 'trial';
  periods: number;
}

export interface Pricing {
  totalPrice: number;
  priceBreakdown: PriceBreakdown;
  taxRate: number;
  discount: Discount;
  /** False when nothing is due now: a free trial or a 100 % coupon (seed 001 §4 first path). */
  requiredPaymentDetails: boolean;
}

/**
 * The order's price (seed 000 §3 Order, reference order.json): prices are customer prices
 * including tax; `offerPrice`, `discountAmount` and `discountedPrice` exclude tax, `taxValue` is
 * what the total adds to the discounted price. A free trial makes the first payment 0; a coupon
 * takes its share off (a coupon given during a trial is kept for the periods after it).
 */
export function priceOrder(offer: OfferDef, coupon: CouponDef | null): Pricing {
  const rate = offer.taxRate;
  const offerPrice = round2(offer.price / (1 + rate));
  const trial = offer.freeDays > 0;
  const share = trial ? 1 : coupon ? coupon.percent : 0;
  const totalPrice = round2(offer.price * (1 - share));
  const discountedPrice = round2(totalPrice / (1 + rate));
  return {
    totalPrice,
    priceBreakdown: {
      offerPrice,
      discountAmount: round2(offerPrice - discountedPrice),
      discountedPrice,
      taxValue: round2(totalPrice - discountedPrice),
      customerServiceFee: 0,
      paymentMethodFee: 0,
    },
    taxRate: rate,
    discount: trial
      ? { applied: true, type: 'trial', periods: 1 }
      : coupon
        ? { applied: true, type: 'coupon', periods: offer.kind === 'subscription' ? coupon.periods : 1 }
        : { applied: false, type: '', periods: 0 },
    requiredPaymentDetails: totalPrice > 0,
  };
}

/** Whether a coupon may be used for an offer; the reason names the platform's message. */
export function couponFits(coupon: CouponDef, offer: OfferDef): boolean {
  return coupon.offers === null || coupon.offers.includes(offer.offerId);
}
