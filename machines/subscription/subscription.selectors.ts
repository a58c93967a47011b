import type { SnapshotFrom } from 'xstate';
import type { subscriptionMachine } from './subscription.machine';
import { canChangePlan, isCancellable, isRenewable } from './subscription.rules';
import type { SubscriptionMessage } from './subscription.types';

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

/**
 * What the payments page and its dialog views show (seed 001 §2, §4, §8). `outcome` names the
 * dialog view of seed 001 §2 the flow has reached.
 */
export type SubscriptionView = {
  busy: boolean;
  canCancel: boolean;
  /** Renew is offered (status not active) and the flag allows it. */
  canRenew: boolean;
  /** The status would offer renew but the back end's flag is off. */
  renewNotEnabled: boolean;
  canChangePlan: boolean;
  outcome:
    | null
    | 'cancelled'
    | 'renewed'
    | 'upgrade-subscription-success'
    | 'upgrade-subscription-pending'
    | 'pending-downgrade'
    | 'payment-method-success'
    | 'error';
  error: SubscriptionMessage | null;
  /** Seconds: the expiry shown with a cancel / renew confirmation, or the pending downgrade's date. */
  date: number | null;
  reloads: number;
  /** The reloads ran out before the platform showed the change (it was accepted). */
  stale: boolean;
};

export function selectSubscriptionView(snapshot: SubscriptionSnapshot): SubscriptionView {
  const { context } = snapshot;
  const sub = context.subscription;
  const outcome: SubscriptionView['outcome'] = snapshot.matches('cancelled')
    ? 'cancelled'
    : snapshot.matches('renewed')
      ? 'renewed'
      : snapshot.matches('upgraded')
        ? context.stale
          ? 'upgrade-subscription-pending'
          : 'upgrade-subscription-success'
        : snapshot.matches('downgradePending')
          ? 'pending-downgrade'
          : snapshot.matches('paymentDetailUpdated')
            ? 'payment-method-success'
            : snapshot.matches('failed')
              ? 'error'
              : null;
  const busy = snapshot.hasTag('busy');
  return {
    busy,
    canCancel: !busy && isCancellable(sub),
    canRenew: !busy && context.features.canRenewSubscription && isRenewable(sub),
    renewNotEnabled: !context.features.canRenewSubscription && isRenewable(sub),
    canChangePlan: !busy && canChangePlan(sub),
    outcome,
    error: context.error,
    date: outcome === 'pending-downgrade' ? context.pendingDowngradeAt : sub.expiresAt,
    reloads: context.reloads,
    stale: context.stale,
  };
}
