import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { subscriptionMachine } from './subscription.machine';
import { selectSubscriptionView, type SubscriptionView } from './subscription.selectors';
import type { ManagedSubscription, ReloadResult, SubscriptionFeatures } from './subscription.types';

const EXPIRES = 1_798_761_600; // 2027-01-01T00:00:00Z, seconds (seed 001 §3)

const sub = (over: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  subscriptionId: '590000001',
  offerId: 'S100000001_NL',
  status: 'active',
  period: 'month',
  expiresAt: EXPIRES,
  inAppProvider: null,
  ...over,
});

/** seed 000 §6: the commerce platform renews; the hosted one does not. */
const COMMERCE: SubscriptionFeatures = {
  canRenewSubscription: true,
  canUpdatePaymentMethod: true,
  canShowReceipts: false,
};
const HOSTED: SubscriptionFeatures = {
  canRenewSubscription: false,
  canUpdatePaymentMethod: false,
  canShowReceipts: true,
};

const hang = () => new Promise<never>(() => {});

/**
 * The real machine whose calls succeed at once (or hang, or fail) and whose reloads answer
 * `reload`; the simulated clock runs the waits between reloads.
 */
function page(
  subscription: ManagedSubscription,
  features: SubscriptionFeatures,
  calls: 'succeed' | 'hang' | 'fail' = 'succeed',
  reload: () => ReloadResult = () => ({ subscription, paymentDetailId: 'pd-1' }),
) {
  const call = () =>
    calls === 'hang' ? hang() : calls === 'fail' ? Promise.reject(new Error('refused')) : Promise.resolve();
  const clock = new SimulatedClock();
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        updateSubscription: fromPromise(call),
        switchSubscription: fromPromise(call),
        recordPendingDowngrade: fromPromise(call),
        updateCardDetails: fromPromise(call),
        reloadSubscription: fromPromise(() => Promise.resolve(reload())),
      },
    }),
    { input: { subscription, features, paymentDetailId: 'pd-1' }, clock },
  );
  actor.start();
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    view: () => selectSubscriptionView(actor.getSnapshot()),
    /** Lets every call and reload settle, running the waits between reloads. */
    async settle() {
      for (let i = 0; i < 30; i++) {
        await flush();
        clock.increment(3000);
      }
      await flush();
    },
  };
}

const AT_REST: SubscriptionView = {
  busy: false,
  canCancel: false,
  canRenew: false,
  renewNotEnabled: false,
  canChangePlan: false,
  outcome: null,
  error: null,
  date: EXPIRES,
  reloads: 0,
  stale: false,
};

describe('what the payments page shows of the subscription flow (seed 001 §2, §4, §8)', () => {
  it('an active subscription offers cancel and a plan change, with its expiry date', () => {
    expect(page(sub(), COMMERCE).view()).toEqual({ ...AT_REST, canCancel: true, canChangePlan: true });
  });

  it('a cancelled subscription offers renew when the flag allows it, else says renew is not enabled', () => {
    expect(page(sub({ status: 'cancelled' }), COMMERCE).view()).toEqual({ ...AT_REST, canRenew: true });
    expect(page(sub({ status: 'cancelled' }), HOSTED).view()).toEqual({ ...AT_REST, renewNotEnabled: true });
  });

  it('an in-app store subscription offers nothing here', () => {
    expect(page(sub({ inAppProvider: 'apple' }), COMMERCE).view()).toEqual(AT_REST);
    expect(page(sub({ inAppProvider: 'roku', status: 'expired' }), HOSTED).view()).toEqual(AT_REST);
  });

  it('while a change runs the page offers nothing (seed 001 §2: disabled while busy)', () => {
    const cancelling = page(sub(), COMMERCE, 'hang');
    cancelling.actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    expect(cancelling.view()).toEqual({ ...AT_REST, busy: true });
    const renewing = page(sub({ status: 'cancelled' }), COMMERCE, 'hang');
    renewing.actor.send({ type: 'SUBSCRIPTION.RENEW' });
    expect(renewing.view()).toEqual({ ...AT_REST, busy: true });
  });

  it('a cancel and a renew confirm with the expiry date (seed 001 §4)', async () => {
    const cancel = page(sub(), COMMERCE, 'succeed', () => ({
      subscription: sub({ status: 'cancelled' }),
      paymentDetailId: 'pd-1',
    }));
    cancel.actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    await cancel.settle();
    expect(cancel.view()).toEqual({ ...AT_REST, outcome: 'cancelled', reloads: 1, canRenew: true });

    const renew = page(sub({ status: 'cancelled' }), COMMERCE, 'succeed', () => ({
      subscription: sub(),
      paymentDetailId: 'pd-1',
    }));
    renew.actor.send({ type: 'SUBSCRIPTION.RENEW' });
    await renew.settle();
    expect(renew.view()).toEqual({
      ...AT_REST,
      outcome: 'renewed',
      reloads: 1,
      canCancel: true,
      canChangePlan: true,
    });
  });

  it('an upgrade shows success once it shows, or pending when the reloads ran out (seed 001 §2, §4)', async () => {
    const shown = page(sub(), COMMERCE, 'succeed', () => ({
      subscription: sub({ offerId: 'S100000002_NL', period: 'year' }),
      paymentDetailId: 'pd-1',
    }));
    shown.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000002_NL' });
    await shown.settle();
    expect(shown.view()).toMatchObject({ outcome: 'upgrade-subscription-success', stale: false });

    const never = page(sub(), COMMERCE);
    never.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000002_NL' });
    await never.settle();
    expect(never.view()).toMatchObject({ outcome: 'upgrade-subscription-pending', stale: true, reloads: 11 });
  });

  it('a downgrade shows as pending with its date (seed 001 §2)', async () => {
    const p = page(sub({ offerId: 'S100000002_NL', period: 'year' }), COMMERCE);
    p.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000001_NL' });
    await p.settle();
    expect(p.view()).toEqual({
      ...AT_REST,
      outcome: 'pending-downgrade',
      date: EXPIRES,
      canCancel: true,
      canChangePlan: true,
    });
  });

  it('a new payment detail shows payment-method-success (seed 001 §2)', async () => {
    const p = page(sub(), COMMERCE, 'succeed', () => ({ subscription: null, paymentDetailId: 'pd-2' }));
    p.actor.send({ type: 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED' });
    await p.settle();
    expect(p.view()).toMatchObject({ outcome: 'payment-method-success', busy: false, reloads: 1 });
  });

  it('a failed cancel shows the error with its message (seed 001 §8)', async () => {
    const p = page(sub(), COMMERCE, 'fail');
    p.actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    await p.settle();
    expect(p.view()).toEqual({
      ...AT_REST,
      outcome: 'error',
      error: { key: 'cancel_subscription.unknown_error_occurred' },
      canCancel: true,
      canChangePlan: true,
    });
  });
});
