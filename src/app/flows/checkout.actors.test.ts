import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutService, Offer, Order } from '@/services/checkout/checkout.types';
import { initialiseCheckout, provideCheckout, provideEntitlementPolling } from './checkout.actors';

const offer: Offer = {
  offerId: 'S1',
  kind: 'svod',
  title: 'Monthly',
  price: 0,
  currency: 'EUR',
  period: 'month',
  freeDays: 0,
  freePeriods: 0,
  planSwitchEnabled: false,
};
const order: Order = {
  id: 'o1',
  offerId: 'S1',
  totalPrice: 0,
  currency: 'EUR',
  taxRate: 0,
  requiredPaymentDetails: false,
  priceBreakdown: { offerPrice: 0, discountAmount: 0, discountedPrice: 0, paymentMethodFee: 0, taxValue: 0 },
  discount: { applied: false, type: '', periods: 0 },
  paymentMethodId: null,
};

const fakeService = (overrides: Partial<CheckoutService>): CheckoutService =>
  new Proxy(overrides as CheckoutService, {
    get: (target, key: string) =>
      (target as unknown as Record<string, unknown>)[key] ??
      (() => Promise.reject(new Error(`${key} not expected`))),
  });

const input = {
  offerIds: ['S1'],
  premier: false,
  allowedRedirectOrigins: [],
  paypalReturnUrls: { successUrl: 's', waitingUrl: 'w', cancelUrl: 'c', errorUrl: 'e' },
  cardReturnUrl: 'r',
  referrer: 'ref',
  resume: null,
};

describe('checkout actors', () => {
  it('creates the order and loads the payment methods together', async () => {
    const service = fakeService({
      initialiseOrder: vi.fn(() => Promise.resolve(order)),
      getPaymentMethods: () => Promise.resolve([]),
    });
    expect(await initialiseCheckout(service, offer)).toEqual({ order, paymentMethods: [] });
  });

  it('runs a free subscription checkout to welcome over the service', async () => {
    const paymentWithoutDetails = vi.fn(() => Promise.resolve());
    const service = fakeService({
      initialiseOffers: () => Promise.resolve([offer]),
      initialiseOrder: () => Promise.resolve(order),
      getPaymentMethods: () => Promise.resolve([]),
      paymentWithoutDetails,
    });
    const actor = createActor(provideCheckout({ service: () => service }), { input }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('choosingOffer')).toBe(true));
    actor.send({ type: 'OFFER.SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ checkout: 'ready' })).toBe(true));
    actor.send({ type: 'CHECKOUT.CONTINUE', captchaValue: 'tok' });
    expect(await toPromise(actor)).toEqual({ outcome: 'welcome' });
    expect(paymentWithoutDetails).toHaveBeenCalledWith({ order, captchaValue: 'tok' });
  });

  it('fails the offers load with a typed error when no service exists', async () => {
    const actor = createActor(provideCheckout({ service: () => null }), { input }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('offersFailed')).toBe(true));
    expect(actor.getSnapshot().context.formError).toEqual({ text: 'Checkout is not available on this site' });
  });

  it('polls the entitlement over the service and announces success', async () => {
    vi.useFakeTimers();
    try {
      const announceSuccess = vi.fn();
      const checkEntitlements = vi.fn(() => Promise.resolve(true));
      const machine = provideEntitlementPolling({
        service: () => fakeService({ checkEntitlements }),
        announceSuccess,
      });
      const actor = createActor(machine, { input: { offerId: 'C9' } }).start();
      await vi.advanceTimersByTimeAsync(3000);
      expect(await toPromise(actor)).toEqual({ outcome: 'granted', route: 'base-page' });
      expect(checkEntitlements).toHaveBeenCalledWith('C9');
      expect(announceSuccess).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
