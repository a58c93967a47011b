import type { ManagedSubscription, SubscriptionStatusName } from '@/domain/subscription.types';

/**
 * seed 000 §4 "Subscription status, hosted-platform mode": free-trial → active_trial, recurrent →
 * active, canceled → cancelled, incomplete_expired and ended → expired, anything else terminated.
 */
export function statusOfHosted(actionType: string): SubscriptionStatusName {
  switch (actionType) {
    case 'free-trial':
      return 'active_trial';
    case 'recurrent':
      return 'active';
    case 'canceled':
      return 'cancelled';
    case 'incomplete_expired':
    case 'ended':
      return 'expired';
    default:
      return 'terminated';
  }
}

const STATUSES: readonly SubscriptionStatusName[] = [
  'active',
  'active_trial',
  'cancelled',
  'expired',
  'terminated',
];

/** The commerce platform's statuses are the seed's (seed 001 §3); anything else is terminated. */
export const statusOfCommerce = (status: string): SubscriptionStatusName =>
  (STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatusName) : 'terminated';

/** seed 001 §2: Apple, Google or Roku in-app subscriptions, by the gateway or method name. */
export function inAppProviderOf(
  ...names: (string | null | undefined)[]
): ManagedSubscription['inAppProvider'] {
  for (const name of names) {
    const value = (name ?? '').toLowerCase();
    if (value.includes('apple') || value.includes('ios')) return 'apple';
    if (value.includes('google') || value.includes('android')) return 'google';
    if (value.includes('roku')) return 'roku';
  }
  return null;
}
