import { describe, expect, it } from 'vitest';
import {
  checkoutFailure,
  commerceJwt,
  readReferencePayload,
  scriptedService,
  type Route,
} from '../checkout.testing';
import { createCommerceCheckout } from './commerce-checkout';

const JWT = commerceJwt('362344331');
const ok = (responseData: unknown) => ({ body: { responseData, errors: [] } });
const refused = (message: string, status = 422) => ({
  status,
  body: { responseData: {}, errors: [message] },
});

const make = (route: Route, token: string | null = JWT) =>
  scriptedService(route, (fetch) =>
    createCommerceCheckout({ baseUrl: '/commerce', accessToken: () => Promise.resolve(token), fetch }),
  );

const ORDER = readReferencePayload('order.json') as Record<string, unknown>;

describe('commerce checkout client (seed 000 §7, §8)', () => {
  it('loads each offer once, with the Bearer JWT', async () => {
    const offers: Record<string, unknown> = {
      '/commerce/offers/S916977979_NL': readReferencePayload('monthlyOffer.json'),
      '/commerce/offers/R892134629_NL': readReferencePayload('tvodOffer.json'),
    };
    const { service, requests } = make((r) => ok(offers[r.path]));
    const list = await service.initialiseOffers({
      offerIds: ['S916977979_NL', 'R892134629_NL', 'S916977979_NL'],
    });
    expect(list.map((o) => [o.offerId, o.kind])).toEqual([
      ['S916977979_NL', 'svod'],
      ['R892134629_NL', 'tvod'],
    ]);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.authorization).toBe(`Bearer ${JWT}`);
  });

  it('creates the order for the customer of the JWT and reads { order }', async () => {
    const { service, requests } = make((r) =>
      r.method === 'POST' && r.path === '/commerce/orders' ? ok({ order: ORDER }) : undefined,
    );
    const offer = { offerId: 'S916977979_NL' } as Parameters<typeof service.initialiseOrder>[0]['offer'];
    const order = await service.initialiseOrder({ offer });
    expect(order.id).toBe('696713353');
    expect(requests[0]?.body).toEqual({ offerId: 'S916977979_NL', customerId: '362344331' });
  });

  it.each([
    ['Order not found', 'order_not_found'],
    ['Invalid coupon code', 'coupon_not_valid'],
    ['Invalid coupon code for this offer', 'coupon_not_valid_for_offer'],
    ['Something else broke', 'server'],
  ] as const)('an order update refused with %s is %s, keeping the words', async (message, code) => {
    const { service, requests } = make(() => refused(message));
    const order = { id: '696713353' } as Parameters<typeof service.updateOrder>[0]['order'];
    const error = await checkoutFailure(
      service.updateOrder({ order, paymentMethodId: '194856795', couponCode: 'SAVE10' }),
    );
    expect(error).toMatchObject({ code, message, serverMessage: message, status: 422 });
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/commerce/orders/696713353',
      body: { paymentMethodId: 194856795, couponCode: 'SAVE10' },
    });
  });

  it('sends the four PayPal return URLs and returns the redirect URL', async () => {
    const { service, requests } = make(() =>
      ok({ id: 'EC-1', redirectUrl: 'https://www.sandbox.paypal.test/checkoutnow?token=EC-1' }),
    );
    const urls = { successUrl: 's', waitingUrl: 'w', cancelUrl: 'c', errorUrl: 'e' };
    const order = { id: '696713353' } as Parameters<typeof service.paypalPayment>[0]['order'];
    const answer = await service.paypalPayment({
      order,
      paymentMethodId: '2',
      urls,
      couponCode: null,
      captchaValue: 'tok',
    });
    expect(answer.redirectUrl).toBe('https://www.sandbox.paypal.test/checkoutnow?token=EC-1');
    expect(requests[0]).toMatchObject({
      path: '/commerce/connectors/paypal/v1/tokens',
      body: {
        orderId: 696713353,
        successUrl: 's',
        waitingUrl: 'w',
        cancelUrl: 'c',
        errorUrl: 'e',
        captchaValue: 'tok',
      },
    });
  });

  it('follows an Adyen redirect action, settles an authorised payment, refuses a refused one', async () => {
    const answers = [
      ok({ action: { type: 'redirect', url: 'https://checkoutshopper-test.adyen.test/3ds' } }),
      ok({ resultCode: 'Authorised' }),
      ok({ resultCode: 'Refused' }),
    ];
    const { service } = make(() => answers.shift());
    const order = { id: '1' } as Parameters<typeof service.initialAdyenPayment>[0]['order'];
    const args = { order, paymentMethod: { type: 'scheme' }, returnUrl: 'r' };
    expect(await service.initialAdyenPayment(args)).toEqual({
      kind: 'redirect',
      url: 'https://checkoutshopper-test.adyen.test/3ds',
    });
    expect(await service.initialAdyenPayment(args)).toEqual({ kind: 'paid' });
    expect(await checkoutFailure(service.initialAdyenPayment(args))).toMatchObject({
      code: 'server',
      message: 'Refused',
    });
  });

  it('finalizes an Adyen payment with the return URL redirectResult', async () => {
    const { service, requests } = make(() => ok({ id: 'pay-1' }));
    await service.finalizeAdyenPayment({ orderId: '696713353', redirectResult: 'Ab02' });
    expect(requests[0]).toMatchObject({
      path: '/commerce/connectors/adyen/initial-payment/finalize',
      body: { orderId: 696713353, details: { redirectResult: 'Ab02' } },
    });
  });

  it('lists only card and PayPal methods and reads the entitlement', async () => {
    const { service } = make((r) =>
      r.path === '/commerce/payment-methods'
        ? ok({
            paymentMethods: [
              { id: 194856795, methodName: 'card', paymentGateway: 'adyen' },
              { id: 194856796, methodName: 'paypal', paymentGateway: 'paypal' },
              { id: 1, methodName: 'applepay', paymentGateway: 'adyen' },
            ],
          })
        : ok({ accessGranted: true }),
    );
    expect(await service.getPaymentMethods()).toEqual([
      { id: '194856795', methodName: 'card', provider: null, paymentGateway: 'adyen' },
      { id: '194856796', methodName: 'paypal', provider: null, paymentGateway: 'paypal' },
    ]);
    expect(await service.checkEntitlements('S916977979_NL')).toBe(true);
  });

  it('refuses when signed out, and a broken answer is malformed', async () => {
    expect(await checkoutFailure(make(() => ok({}), null).service.getPaymentMethods())).toMatchObject({
      code: 'not_logged_in',
      message: 'User not logged in',
    });
    expect(await checkoutFailure(make(() => ok({ nope: 1 })).service.checkEntitlements('S1'))).toMatchObject({
      code: 'malformed',
    });
  });
});
