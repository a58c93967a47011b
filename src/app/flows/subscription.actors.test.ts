import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import type { ManagedSubscription } from '@machines/subscription/subscription.types';
import type { PaymentsService, PaymentsSubscription } from '@/services/subscriptions/subscriptions.types';
import { provideSubscription, type SubscriptionFlowDeps } from './subscription.actors';

const monthly: ManagedSubscription = {
  subscriptionId: 'S-1001',
  offerId: 'S100000001_NL',
  status: 'active',
  period: 'month',
  expiresAt: 1_790_000_000,
  inAppProvider: null,
};

function deps(
  service: Partial<PaymentsService>,
  current: PaymentsSubscription | null = null,
): SubscriptionFlowDeps {
  return {
    service: async () => service as PaymentsService,
    accountService: () => null,
    user: () => null,
    onUserUpdated: vi.fn(),
    onChange: vi.fn(),
    current: () => current,
  };
}

function updateLogic(flow: ReturnType<typeof provideSubscription>) {
  return flow.implementations.actors.updateSubscription as Parameters<typeof createActor>[0];
}

describe('subscription flow: the platform calls behind a change (seed 000 §4, §8)', () => {
  it("says 'user has no active subscription' when the subscription to change is gone from the platform", async () => {
    const updateSubscription = vi.fn(async () => {});
    const flow = provideSubscription(deps({ listSubscriptions: async () => [], updateSubscription }));
    const call = createActor(updateLogic(flow), { input: { subscription: monthly, status: 'cancelled' } });
    const done = toPromise(call);
    call.start();
    await expect(done).rejects.toThrow('user has no active subscription');
    expect(updateSubscription).not.toHaveBeenCalled();
  });

  it('cancels the subscription the platform lists, with its unsubscribe link', async () => {
    const listed = { ...monthly, unsubscribeUrl: 'https://pay.statecast.test/unsubscribe/S-1001' };
    const updateSubscription = vi.fn(async () => {});
    const flow = provideSubscription(
      deps({
        listSubscriptions: async () => [listed as unknown as PaymentsSubscription],
        updateSubscription,
      }),
    );
    const call = createActor(updateLogic(flow), { input: { subscription: monthly, status: 'cancelled' } });
    const done = toPromise(call);
    call.start();
    await done;
    expect(updateSubscription).toHaveBeenCalledWith(expect.objectContaining(listed), 'cancelled');
  });

  it('a cancel that finds no subscription ends on the seed 001 §8 cancel message, and changes nothing', async () => {
    const flow = provideSubscription(
      deps({ listSubscriptions: async () => [], updateSubscription: vi.fn() }),
    );
    const actor = createActor(flow, {
      input: {
        subscription: monthly,
        features: { canRenewSubscription: true, canUpdatePaymentMethod: true, canShowReceipts: true },
        paymentDetailId: null,
      },
    }).start();
    actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ key: 'cancel_subscription.unknown_error_occurred' });
    expect(failed.context.subscription.status).toBe('active');
  });
});
