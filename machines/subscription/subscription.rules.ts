import type { ManagedSubscription, SwitchDirection } from './subscription.types';

/** seed 001 §2: active or active_trial allows cancel. */
export const isCancellable = (s: ManagedSubscription) =>
  (s.status === 'active' || s.status === 'active_trial') && s.inAppProvider === null;

/** seed 001 §2: other statuses offer renew (when the flag allows); a store's subscription is renewed there. */
export const isRenewable = (s: ManagedSubscription) =>
  s.status !== 'active' && s.status !== 'active_trial' && s.inAppProvider === null;

/** seed 001 §2: a cancelled subscription, or an in-app store's, cannot change plan. */
export const canChangePlan = (s: ManagedSubscription) =>
  s.inAppProvider === null && (s.status === 'active' || s.status === 'active_trial');

/** seed 000 §4: upgrade when the current period is month, downgrade when it is year. */
export const switchDirectionOf = (s: ManagedSubscription): SwitchDirection =>
  s.period === 'month' ? 'upgrade' : 'downgrade';

/** seed 001 §3 (user metadata): the pending-downgrade entry of a subscription. */
export const pendingDowngradeKey = (subscriptionId: string) => `${subscriptionId}_pending_downgrade`;

/** The pending downgrade a user's metadata holds for a subscription (seed 001 §2, §3), if any. */
export function pendingDowngradeOf(
  metadata: Record<string, unknown> | undefined,
  subscriptionId: string,
): { offerId: string; date: number | null } | null {
  let value = metadata?.[pendingDowngradeKey(subscriptionId)];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { offerId, date } = value as { offerId?: unknown; date?: unknown };
  if (typeof offerId !== 'string') return null;
  return { offerId, date: typeof date === 'number' ? date : null };
}
