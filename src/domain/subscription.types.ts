/**
 * A managed subscription as the payments page's flow (machines/subscription) and the payment
 * clients (src/services/subscriptions) both read it (seed 000 §4, seed 001 §3).
 */

/** seed 001 §3 statuses (hosted ones already mapped, seed 000 §4). */
export type SubscriptionStatusName = 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';

/** What the flow knows of the subscription it manages. */
export type ManagedSubscription = {
  subscriptionId: string;
  offerId: string;
  status: SubscriptionStatusName;
  /** seed 001 §3: month, year, day, week or granted. */
  period: string;
  /** Seconds since the epoch (seed 001 §3). */
  expiresAt: number;
  /** 'apple' | 'google' | 'roku' for an in-app-store subscription (seed 001 §2), else null. */
  inAppProvider: 'apple' | 'google' | 'roku' | null;
};

/** seed 000 §4: upgrade when the current period is month, downgrade when it is year. */
export type SwitchDirection = 'upgrade' | 'downgrade';
