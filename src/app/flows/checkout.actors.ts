import { fromPromise } from 'xstate';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import type {
  AdyenSessionInput,
  CardPaymentInput,
  FinalizeAdyenInput,
  FinalizeStripePpvInput,
  InitialAdyenPaymentInput,
  InitialiseOffersInput,
  InitialiseOrderInput,
  PaymentWithoutDetailsInput,
  PaypalPaymentInput,
  UpdateOrderInput,
} from '@machines/checkout/checkout.types';
import { entitlementPollingMachine } from '@machines/entitlement-polling/entitlement-polling.machine';
import type { CheckEntitlementsInput } from '@machines/entitlement-polling/entitlement-polling.types';
import {
  CheckoutError,
  type AdyenSession,
  type CheckoutService,
  type CheckoutStart,
  type Offer,
  type Order,
  type PaymentResult,
} from '@/services/checkout/checkout.types';

export type CheckoutDeps = {
  /** The site's checkout service (commerce or hosted), looked up when a call runs (it loads lazily). */
  service: () => CheckoutService | null | Promise<CheckoutService | null>;
};

function required(service: CheckoutService | null): CheckoutService {
  if (!service) throw new CheckoutError('server', 'Checkout is not available on this site');
  return service;
}

/**
 * Runs a call with the site's service. The service object is never itself the value of a promise
 * (a promise would ask it for `then`): only a promise the lookup returns is waited for.
 */
function withService<T>(deps: CheckoutDeps, call: (service: CheckoutService) => Promise<T>): Promise<T> {
  try {
    const found = deps.service();
    if (found instanceof Promise) return found.then((service) => call(required(service)));
    return call(required(found));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** seed 001 §4 step 1: the order for the chosen offer and the ways it may be paid, together. */
export async function initialiseCheckout(service: CheckoutService, offer: Offer): Promise<CheckoutStart> {
  const [order, paymentMethods] = await Promise.all([
    service.initialiseOrder({ offer }),
    service.getPaymentMethods(),
  ]);
  return { order, paymentMethods };
}

/** The checkout machine with its real actors, every one a call of the checkout service. */
export function provideCheckout(deps: CheckoutDeps) {
  const run = <T>(call: (service: CheckoutService) => Promise<T>) => withService(deps, call);
  return checkoutMachine.provide({
    actors: {
      initialiseOffers: fromPromise<Offer[], InitialiseOffersInput>(({ input }) =>
        run((s) => s.initialiseOffers({ offerIds: input.offerIds })),
      ),
      initialiseOrder: fromPromise<CheckoutStart, InitialiseOrderInput>(({ input }) =>
        run((s) => initialiseCheckout(s, input.offer)),
      ),
      updateOrder: fromPromise<Order, UpdateOrderInput>(({ input }) => run((s) => s.updateOrder(input))),
      paymentWithoutDetails: fromPromise<void, PaymentWithoutDetailsInput>(({ input }) =>
        run((s) => s.paymentWithoutDetails(input)),
      ),
      paypalPayment: fromPromise<{ redirectUrl: string }, PaypalPaymentInput>(({ input }) =>
        run((s) => s.paypalPayment(input)),
      ),
      directPostCardPayment: fromPromise<PaymentResult, CardPaymentInput>(({ input }) =>
        run((s) => s.directPostCardPayment(input)),
      ),
      createAdyenPaymentSession: fromPromise<AdyenSession, AdyenSessionInput>(({ input }) =>
        run((s) => s.createAdyenPaymentSession(input)),
      ),
      initialAdyenPayment: fromPromise<PaymentResult, InitialAdyenPaymentInput>(({ input }) =>
        run((s) => s.initialAdyenPayment(input)),
      ),
      finalizeAdyenPayment: fromPromise<void, FinalizeAdyenInput>(({ input }) =>
        run((s) => s.finalizeAdyenPayment(input)),
      ),
      finalizeStripePpvPayment: fromPromise<void, FinalizeStripePpvInput>(({ input }) =>
        run((s) => s.finalizeStripePpvPayment(input)),
      ),
    },
  });
}

/** The entitlement-polling machine with its check over the checkout service (seed 001 §4). */
export function provideEntitlementPolling(deps: CheckoutDeps & { announceSuccess?: () => void }) {
  return entitlementPollingMachine.provide({
    actors: {
      checkEntitlements: fromPromise<boolean, CheckEntitlementsInput>(({ input }) =>
        withService(deps, (service) => service.checkEntitlements(input.offerId)),
      ),
    },
    actions: { announceSuccess: () => deps.announceSuccess?.() },
  });
}
