import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { subscriptionMachine } from './subscription.machine';
import type {
  CardDetails,
  ManagedSubscription,
  RecordDowngradeInput,
  ReloadInput,
  ReloadResult,
  SubscriptionInput,
  SwitchSubscriptionInput,
  UpdateSubscriptionInput,
} from './subscription.types';

/** seed 000 §4, §9; seed 001 §4, §9; docs/decisions.md "Payments page and the subscription flow". */
const SEED = { cancelRetryMs: 1500, switchDelayMs: 3000 } as const;

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

const FLAGS = { canRenewSubscription: true, canUpdatePaymentMethod: true, canShowReceipts: false };

const CARD: CardDetails = {
  cardName: 'Sam Viewer',
  cardNumber: '5555555555554444',
  cvc: '123',
  expMonth: 11,
  expYear: 2031,
};

type Services = {
  update?: (input: UpdateSubscriptionInput) => Promise<void>;
  switch?: (input: SwitchSubscriptionInput) => Promise<void>;
  record?: (input: RecordDowngradeInput) => Promise<void>;
  card?: (input: { card: CardDetails }) => Promise<void>;
  /** The n-th reload's answer (1-based). */
  reload: (n: number, input: ReloadInput) => Promise<ReloadResult>;
};

/**
 * The flow on services provided under the names the app wires (src/app/flows/subscription.actors.ts),
 * on a simulated clock: the model tests replace every actor the machine names, so only here does
 * a change reach the service the app gave it.
 */
function flowOn(services: Services, input: Partial<SubscriptionInput> = {}) {
  const calls: string[] = [];
  let reloads = 0;
  let announced = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        updateSubscription: fromPromise<void, UpdateSubscriptionInput>(async ({ input: i }) => {
          calls.push(`update ${i.subscription.subscriptionId} ${i.status}`);
          await services.update?.(i);
        }),
        switchSubscription: fromPromise<void, SwitchSubscriptionInput>(async ({ input: i }) => {
          calls.push(`switch ${i.subscription.subscriptionId} to ${i.toOfferId} ${i.direction}`);
          await services.switch?.(i);
        }),
        recordPendingDowngrade: fromPromise<void, RecordDowngradeInput>(async ({ input: i }) => {
          calls.push(`record ${i.subscriptionId} to ${i.toOfferId} on ${i.date}`);
          await services.record?.(i);
        }),
        updateCardDetails: fromPromise<void, { card: CardDetails }>(async ({ input: i }) => {
          calls.push(`card ${i.card.cardNumber}`);
          await services.card?.(i);
        }),
        reloadSubscription: fromPromise<ReloadResult, ReloadInput>(async ({ input: i }) => {
          reloads += 1;
          calls.push(`reload ${i.subscriptionId}`);
          return services.reload(reloads, i);
        }),
      },
      actions: { announceChange: () => void (announced += 1) },
    }),
    {
      input: { subscription: sub(), features: FLAGS, paymentDetailId: 'pd-1', ...input },
      clock,
    },
  );
  actor.start();
  return {
    actor,
    calls,
    clock,
    announced: () => announced,
    /** Lets the services' promises settle. */
    flush: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  };
}

const answer = (subscription: ManagedSubscription | null, paymentDetailId: string | null = 'pd-1') =>
  Promise.resolve({ subscription, paymentDetailId });

describe('subscription flow on the services the app provides', () => {
  it('a cancel updates the status to cancelled, then reloads 1500 ms apart until it shows (seed 000 §4, seed 001 §4)', async () => {
    const flow = flowOn({ reload: (n) => answer(sub({ status: n >= 3 ? 'cancelled' : 'active' })) });
    flow.actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    await flow.flush();
    expect(flow.calls).toEqual(['update 590000001 cancelled', 'reload 590000001']);
    flow.clock.increment(SEED.cancelRetryMs - 1);
    await flow.flush();
    expect(flow.calls).toHaveLength(2);
    flow.clock.increment(1);
    await flow.flush();
    flow.clock.increment(SEED.cancelRetryMs);
    await flow.flush();
    const s = flow.actor.getSnapshot();
    expect(s.value).toBe('cancelled');
    expect(s.context.subscription.status).toBe('cancelled');
    expect(s.context.reloads).toBe(3);
    expect(s.context.stale).toBe(false);
    expect(flow.announced()).toBe(1);
  });

  it('a renew sets the subscription active through the same update call (seed 001 §4, §7)', async () => {
    const flow = flowOn(
      { reload: () => answer(sub({ subscriptionId: '590000003', status: 'active' })) },
      { subscription: sub({ subscriptionId: '590000003', status: 'cancelled' }) },
    );
    flow.actor.send({ type: 'SUBSCRIPTION.RENEW' });
    await flow.flush();
    expect(flow.calls).toEqual(['update 590000003 active', 'reload 590000003']);
    expect(flow.actor.getSnapshot().value).toBe('renewed');
    expect(flow.announced()).toBe(1);
  });

  it('an upgrade switches to the chosen offer and waits 3000 ms before each reload (seed 000 §4, seed 001 §4, §9)', async () => {
    const flow = flowOn({
      reload: (n) => answer(n >= 2 ? sub({ offerId: 'S100000002_NL', period: 'year' }) : sub()),
    });
    flow.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000002_NL' });
    await flow.flush();
    expect(flow.calls).toEqual(['switch 590000001 to S100000002_NL upgrade']);
    flow.clock.increment(SEED.switchDelayMs - 1);
    await flow.flush();
    expect(flow.calls).toHaveLength(1);
    flow.clock.increment(1);
    await flow.flush();
    flow.clock.increment(SEED.switchDelayMs);
    await flow.flush();
    expect(flow.calls).toHaveLength(3);
    const s = flow.actor.getSnapshot();
    expect(s.value).toBe('upgraded');
    expect(s.context.subscription.offerId).toBe('S100000002_NL');
    expect(s.context.stale).toBe(false);
  });

  it('a downgrade is recorded as pending, dated at the end of the paid period (seed 001 §2, docs/decisions.md "Payments page and the subscription flow")', async () => {
    const flow = flowOn(
      { reload: () => answer(sub()) },
      { subscription: sub({ offerId: 'S100000002_NL', period: 'year' }) },
    );
    flow.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000001_NL' });
    await flow.flush();
    await flow.flush();
    expect(flow.calls).toEqual([
      'switch 590000001 to S100000001_NL downgrade',
      `record 590000001 to S100000001_NL on ${EXPIRES}`,
    ]);
    const s = flow.actor.getSnapshot();
    expect(s.value).toBe('downgradePending');
    expect(s.context.pendingDowngradeAt).toBe(EXPIRES);
  });

  it('a card edit sends the card, then reloads until a new payment detail shows (seed 001 §4, §7)', async () => {
    const flow = flowOn({
      reload: (n) => answer(null, n === 1 ? null : n === 2 ? 'pd-1' : 'pd-2'),
    });
    flow.actor.send({ type: 'SUBSCRIPTION.UPDATE_CARD', card: CARD });
    await flow.flush();
    expect(flow.calls).toEqual(['card 5555555555554444', 'reload 590000001']);
    // No payment detail, then the old one: not the new one yet.
    expect(flow.actor.getSnapshot().value).toBe('retryWait');
    flow.clock.increment(SEED.cancelRetryMs);
    await flow.flush();
    expect(flow.actor.getSnapshot().value).toBe('retryWait');
    flow.clock.increment(SEED.cancelRetryMs);
    await flow.flush();
    const s = flow.actor.getSnapshot();
    expect(s.value).toBe('paymentDetailUpdated');
    expect(s.context.paymentDetailId).toBe('pd-2');
    // A reload that names no subscription keeps the one shown.
    expect(s.context.subscription).toEqual(sub());
  });

  it('a payment detail that never shows ends after the first reload and 5 more (seed 001 §4, §9)', async () => {
    const flow = flowOn({ reload: () => answer(sub(), 'pd-1') });
    flow.actor.send({ type: 'SUBSCRIPTION.PAYMENT_DETAIL_ADDED' });
    for (let i = 0; i < 12; i++) {
      await flow.flush();
      flow.clock.increment(SEED.cancelRetryMs);
    }
    await flow.flush();
    const s = flow.actor.getSnapshot();
    expect(s.value).toBe('paymentDetailUpdated');
    expect(flow.calls.filter((c) => c.startsWith('reload'))).toHaveLength(6);
    expect(s.context.stale).toBe(true);
  });

  it('when a cancel never shows, the page keeps what the platform said last (docs/decisions.md "Payments page and the subscription flow")', async () => {
    const later = sub({ expiresAt: EXPIRES + 86_400 });
    const flow = flowOn({ reload: (n) => answer(n === 11 ? later : sub(), n === 11 ? 'pd-3' : 'pd-1') });
    flow.actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    for (let i = 0; i < 12; i++) {
      await flow.flush();
      flow.clock.increment(SEED.cancelRetryMs);
    }
    await flow.flush();
    const s = flow.actor.getSnapshot();
    expect(s.value).toBe('cancelled');
    expect(s.context.stale).toBe(true);
    expect(s.context.reloads).toBe(11);
    expect(s.context.subscription).toEqual(later);
    expect(s.context.paymentDetailId).toBe('pd-3');
  });

  it('Save does nothing when the chosen offer is the current one (seed 001 §2)', async () => {
    const flow = flowOn({ reload: () => answer(sub()) });
    flow.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000001_NL' });
    await flow.flush();
    expect(flow.actor.getSnapshot().value).toBe('idle');
    expect(flow.calls).toEqual([]);
  });

  it('a reload that does not list the subscription is not yet the change (seed 000 §4)', async () => {
    const flow = flowOn({ reload: (n) => answer(n === 1 ? null : sub({ status: 'cancelled' })) });
    flow.actor.send({ type: 'SUBSCRIPTION.CANCEL' });
    await flow.flush();
    expect(flow.actor.getSnapshot().value).toBe('retryWait');
    expect(flow.actor.getSnapshot().context.subscription).toEqual(sub());
    flow.clock.increment(SEED.cancelRetryMs);
    await flow.flush();
    expect(flow.actor.getSnapshot().value).toBe('cancelled');
  });

  it('a reload that does not list the subscription is not yet the new offer either (seed 001 §4)', async () => {
    const flow = flowOn({
      reload: (n) => answer(n === 1 ? null : sub({ offerId: 'S100000002_NL', period: 'year' })),
    });
    flow.actor.send({ type: 'SUBSCRIPTION.SWITCH', offerId: 'S100000002_NL' });
    await flow.flush();
    flow.clock.increment(SEED.switchDelayMs);
    await flow.flush();
    expect(flow.actor.getSnapshot().value).toBe('switchWait');
    flow.clock.increment(SEED.switchDelayMs);
    await flow.flush();
    expect(flow.actor.getSnapshot().value).toBe('upgraded');
  });

  it.each([
    ['the server gave no words', { message: 'Failed to update card details', serverMessage: '' }],
    ['the error is not an object', 'Failed to update card details'],
    ['nothing came with the failure', null],
    ['the server message is not words', { message: 'Failed to update card details', serverMessage: 402 }],
  ])(
    "a refused card without the server's words shows payment.update_card_error: %s (seed 001 §8, seed 000 §8)",
    async (_label, error) => {
      const flow = flowOn({ card: () => Promise.reject(error), reload: () => answer(sub()) });
      flow.actor.send({ type: 'SUBSCRIPTION.UPDATE_CARD', card: CARD });
      await flow.flush();
      const s = flow.actor.getSnapshot();
      expect(s.value).toBe('failed');
      expect(s.context.error).toEqual({ key: 'payment.update_card_error' });
    },
  );
});
