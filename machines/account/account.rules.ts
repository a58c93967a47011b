/**
 * Pure rules of the account flow about subscriptions (seed 000 §4, seed 001 §2 Payments page).
 */
import type { Subscription } from './account.types';

/**
 * seed 000 §4: active or cancelled subscriptions count as current (a cancelled one runs until it
 * expires); seed 001 §3 adds active_trial. Expired and terminated ones do not.
 */
export function isCurrentSubscription(subscription: Pick<Subscription, 'status'>): boolean {
  return subscription.status === 'active' || subscription.status === 'active_trial' || subscription.status === 'cancelled';
}

export function hasCurrentSubscription(subscriptions: readonly Pick<Subscription, 'status'>[]): boolean {
  return subscriptions.some(isCurrentSubscription);
}
