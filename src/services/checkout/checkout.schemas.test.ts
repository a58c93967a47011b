import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toOffer, toOrder } from './commerce/commerce-checkout';
import { commerceOfferSchema, commerceOrderSchema, paymentDetailSchema } from './checkout.schemas';
import { readReferencePayload } from './checkout.testing';

/** Every commerce checkout reference payload parses (DESIGN.md: schemas must accept them). */
describe('reference checkout payloads parse into domain types', () => {
  it.each([
    ['monthlyOffer.json', 'S916977979_NL', 'svod', 'month', 6.99],
    ['yearlyOffer.json', 'S345569153_NL', 'svod', 'year', 50],
    ['tvodOffer.json', 'R892134629_NL', 'tvod', '168', 2.9],
  ])('%s is an offer', (file, offerId, kind, period, price) => {
    const offer = toOffer(z.parse(commerceOfferSchema, readReferencePayload(file)));
    expect(offer).toMatchObject({ offerId, kind, period, price, currency: 'EUR' });
  });

  it('yearlyOffer.json keeps its 14 free days, monthlyOffer.json its free period', () => {
    expect(toOffer(z.parse(commerceOfferSchema, readReferencePayload('yearlyOffer.json'))).freeDays).toBe(14);
    expect(toOffer(z.parse(commerceOfferSchema, readReferencePayload('monthlyOffer.json'))).freePeriods).toBe(
      1,
    );
  });

  it('order.json is an order with its price breakdown, tax and payment method', () => {
    const order = toOrder(z.parse(commerceOrderSchema, readReferencePayload('order.json')));
    expect(order).toEqual({
      id: '696713353',
      offerId: 'S916977979_NL',
      totalPrice: 6.99,
      currency: 'EUR',
      taxRate: 0.21,
      requiredPaymentDetails: true,
      priceBreakdown: {
        offerPrice: 5.78,
        discountAmount: 0,
        discountedPrice: 5.78,
        paymentMethodFee: 0,
        taxValue: 1.21,
      },
      discount: { applied: false, type: '', periods: 0 },
      paymentMethodId: '194856795',
    });
  });

  it('paymentDetail.json is a card payment detail', () => {
    const detail = z.parse(paymentDetailSchema, readReferencePayload('paymentDetail.json'));
    expect(detail).toMatchObject({
      id: '839256565',
      paymentMethod: 'card',
      paymentGateway: 'adyen',
      active: true,
    });
    expect(detail.paymentMethodSpecificParams).toMatchObject({
      lastCardFourDigits: '0002',
      cardExpirationDate: '03/2030',
    });
  });

  it('an offer without its id is refused', () => {
    const { offerId: _dropped, ...rest } = readReferencePayload('monthlyOffer.json') as Record<
      string,
      unknown
    >;
    expect(z.safeParse(commerceOfferSchema, rest).success).toBe(false);
  });
});
