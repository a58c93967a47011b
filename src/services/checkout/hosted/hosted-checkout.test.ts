import { describe, expect, it } from 'vitest';
import type { Order } from '../checkout.types';
import { checkoutFailure, scriptedService, type RecordedRequest, type Route } from '../checkout.testing';
import { createHostedCheckout, HOSTED_CHECKOUT_MESSAGES } from './hosted-checkout';

const FEES = [
  {
    id: 501,
    amount: 8.99,
    currency: 'EUR',
    description: 'Monthly',
    item_id: 77,
    access_type: { name: 'subscription', period: 'month', quantity: 1 },
  },
  {
    id: 502,
    amount: 79,
    currency: 'EUR',
    description: 'Yearly',
    item_id: 77,
    access_type: { name: 'subscription', period: 'month', quantity: 12 },
  },
  {
    id: 503,
    amount: 2.5,
    currency: 'EUR',
    description: 'Match pass',
    item_id: 78,
    access_type: { name: 'ppv', period: null, quantity: null },
  },
];

const make = (route: Route) =>
  scriptedService(route, (fetch) =>
    createHostedCheckout({
      baseUrl: '/hosted',
      assetId: 77,
      accessToken: () => Promise.resolve('tok'),
      fetch,
    }),
  );

const feesRoute = (r: RecordedRequest) =>
  r.path === '/hosted/v2/items/77/access-fees' ? { body: FEES } : undefined;

async function orderFor(service: ReturnType<typeof make>['service'], offerId: string): Promise<Order> {
  const offers = await service.initialiseOffers({ offerIds: [] });
  const offer = offers.find((o) => o.offerId === offerId);
  if (!offer) throw new Error(`no offer ${offerId}`);
  return service.initialiseOrder({ offer });
}

describe('hosted checkout client (seed 000 §7, §8, §9)', () => {
  it('turns access fees into S and C offers; 12 months is a year', async () => {
    const { service } = make(feesRoute);
    const offers = await service.initialiseOffers({ offerIds: [] });
    expect(offers.map((o) => [o.offerId, o.kind, o.period])).toEqual([
      ['S77_501', 'svod', 'month'],
      ['S77_502', 'svod', 'year'],
      ['C78_503', 'tvod', null],
    ]);
    expect((await service.initialiseOffers({ offerIds: ['C78_503'] })).map((o) => o.offerId)).toEqual([
      'C78_503',
    ]);
  });

  it("maps 'Voucher not found' to 'Invalid coupon code'", async () => {
    const { service } = make(
      (r) => feesRoute(r) ?? { status: 422, body: { code: 422, message: 'Voucher not found' } },
    );
    const order = await orderFor(service, 'S77_501');
    const error = await checkoutFailure(
      service.updateOrder({ order, paymentMethodId: '1', couponCode: 'NOPE' }),
    );
    expect(error).toMatchObject({
      code: 'coupon_not_valid',
      message: 'Invalid coupon code',
      serverMessage: 'Invalid coupon code',
    });
  });

  it('applies a voucher to the order price', async () => {
    const { service, requests } = make(
      (r) => feesRoute(r) ?? { body: { amount: 4.5, discount_duration: 1 } },
    );
    const order = await orderFor(service, 'S77_501');
    const updated = await service.updateOrder({ order, paymentMethodId: '1', couponCode: 'HALF' });
    expect(updated).toMatchObject({
      id: '501',
      totalPrice: 4.5,
      paymentMethodId: '1',
      discount: { applied: true, type: 'coupon', periods: 1 },
      priceBreakdown: { offerPrice: 8.99, discountAmount: 4.49, discountedPrice: 4.5 },
    });
    expect(requests.at(-1)).toMatchObject({
      path: '/hosted/vouchers/discount',
      body: { voucher_code: 'HALF', access_fee_id: '501' },
    });
  });

  it('returns the PayPal endpoint; an existing access goes to the error URL; other failures keep the generic message', async () => {
    const answers = [
      { body: { id: 1, endpoint: 'https://www.sandbox.paypal.test/checkoutnow?token=EC-2' } },
      { status: 409, body: { message: 'Access already granted' } },
      { status: 500, body: { message: 'boom' } },
    ];
    const { service } = make((r) => feesRoute(r) ?? answers.shift());
    const order = await orderFor(service, 'C78_503');
    const urls = {
      successUrl: 's',
      waitingUrl: 'w',
      cancelUrl: 'c',
      errorUrl: 'https://site.test/?u=payment-error',
    };
    const args = { order, paymentMethodId: '2', urls, couponCode: null, captchaValue: null };
    expect(await service.paypalPayment(args)).toEqual({
      redirectUrl: 'https://www.sandbox.paypal.test/checkoutnow?token=EC-2',
    });
    expect(await service.paypalPayment(args)).toEqual({ redirectUrl: 'https://site.test/?u=payment-error' });
    expect(await checkoutFailure(service.paypalPayment(args))).toMatchObject({
      message: HOSTED_CHECKOUT_MESSAGES.paypal,
      serverMessage: 'boom',
      status: 500,
    });
  });

  it('pays a subscription by card on /subscriptions, a one-time fee on /payments; 3-D Secure is a redirect', async () => {
    const { service, requests } = make(
      (r) =>
        feesRoute(r) ??
        (r.path === '/hosted/subscriptions'
          ? { body: {} }
          : { body: { redirect_url: 'https://hooks.stripe.test/3ds' } }),
    );
    const card = {
      holderName: 'Sam',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    };
    const common = {
      card,
      couponCode: null,
      referrer: 'https://site.test/m/x',
      returnUrl: 'https://site.test/r',
    };
    expect(
      await service.directPostCardPayment({ order: await orderFor(service, 'S77_501'), ...common }),
    ).toEqual({ kind: 'paid' });
    expect(requests.at(-1)).toMatchObject({
      path: '/hosted/subscriptions',
      body: { number: '4242424242424242', card_name: 'Sam', access_fee: '501', payment_method: '1' },
    });
    expect(
      await service.directPostCardPayment({ order: await orderFor(service, 'C78_503'), ...common }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://hooks.stripe.test/3ds',
    });
    expect(requests.at(-1)?.path).toBe('/hosted/payments');
  });

  it('finalizes a one-time card payment with pi_id', async () => {
    const { service, requests } = make(() => ({ body: {} }));
    await service.finalizeStripePpvPayment({ paymentIntent: 'pi_3Nx' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/hosted/payments',
      body: { pi_id: 'pi_3Nx' },
    });
  });

  it('lists card (stripe) and PayPal only', async () => {
    const { service } = make(() => ({
      body: [
        { id: 1, method_name: 'Card' },
        { id: 2, method_name: 'PayPal' },
        { id: 3, method_name: 'Google Pay' },
      ],
    }));
    expect(await service.getPaymentMethods()).toEqual([
      { id: '1', methodName: 'card', provider: 'stripe', paymentGateway: null },
      { id: '2', methodName: 'paypal', provider: null, paymentGateway: null },
    ]);
  });

  it('checks the access of the item the fee opens; 402 is no access yet', async () => {
    const answers = [{ status: 402, body: { message: 'No access' } }, { body: { expires_at: 0 } }];
    const { service, requests } = make((r) => feesRoute(r) ?? answers.shift());
    await service.initialiseOffers({ offerIds: [] });
    expect(await service.checkEntitlements('C78_503')).toBe(false);
    expect(requests.at(-1)?.path).toBe('/hosted/items/78/access');
    expect(await service.checkEntitlements('C78_503')).toBe(true);
  });
});
