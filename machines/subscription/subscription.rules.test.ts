import { describe, expect, it } from 'vitest';
import {
  canChangePlan,
  isCancellable,
  isRenewable,
  pendingDowngradeKey,
  pendingDowngradeOf,
  switchDirectionOf,
} from './subscription.rules';
import type { ManagedSubscription, SubscriptionStatusName } from './subscription.types';

const sub = (over: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  subscriptionId: '590000001',
  offerId: 'S100000001_NL',
  status: 'active',
  period: 'month',
  expiresAt: 1_798_761_600,
  inAppProvider: null,
  ...over,
});

const STATUSES: SubscriptionStatusName[] = ['active', 'active_trial', 'cancelled', 'expired', 'terminated'];
const activeLike = (s: SubscriptionStatusName) => s === 'active' || s === 'active_trial';

describe('what a subscription allows (seed 001 §2)', () => {
  it.each(STATUSES)(
    'a %s subscription: cancel and plan change when active or active_trial, else renew',
    (status) => {
      const s = sub({ status });
      expect(isCancellable(s)).toBe(activeLike(status));
      expect(canChangePlan(s)).toBe(activeLike(status));
      expect(isRenewable(s)).toBe(!activeLike(status));
    },
  );

  it.each(STATUSES)(
    'an in-app store subscription (%s) is managed in the store: no cancel, renew or plan change',
    (status) => {
      for (const provider of ['apple', 'google', 'roku'] as const) {
        const s = sub({ status, inAppProvider: provider });
        expect(isCancellable(s)).toBe(false);
        expect(canChangePlan(s)).toBe(false);
        expect(isRenewable(s)).toBe(false);
      }
    },
  );

  it('a switch goes up from a monthly period and down from a yearly one (seed 000 §4)', () => {
    expect(switchDirectionOf(sub({ period: 'month' }))).toBe('upgrade');
    expect(switchDirectionOf(sub({ period: 'year' }))).toBe('downgrade');
  });
});

describe('the pending downgrade in the user\'s metadata (seed 001 §2, §3; docs/decisions.md "Payments page and the subscription flow")', () => {
  const key = '590000001_pending_downgrade';

  it('is keyed by subscription id', () => {
    expect(pendingDowngradeKey('590000001')).toBe(key);
  });

  it('is read from the JSON string the hosted platform keeps, or from an object', () => {
    expect(
      pendingDowngradeOf({ [key]: JSON.stringify({ offerId: 'S1', date: 1_798_761_600 }) }, '590000001'),
    ).toEqual({
      offerId: 'S1',
      date: 1_798_761_600,
    });
    expect(pendingDowngradeOf({ [key]: { offerId: 'S1', date: 5 } }, '590000001')).toEqual({
      offerId: 'S1',
      date: 5,
    });
  });

  it('has no date when the entry holds none', () => {
    expect(pendingDowngradeOf({ [key]: { offerId: 'S1', date: '2027-01-01' } }, '590000001')).toEqual({
      offerId: 'S1',
      date: null,
    });
    expect(pendingDowngradeOf({ [key]: JSON.stringify({ offerId: 'S1' }) }, '590000001')).toEqual({
      offerId: 'S1',
      date: null,
    });
  });

  it.each([
    ['no metadata', undefined],
    ['no entry for this subscription', { '590000009_pending_downgrade': { offerId: 'S1', date: 5 } }],
    ['an entry that is not JSON', { [key]: '{offerId:' }],
    ['a JSON string that is not an object', { [key]: '"S1"' }],
    ['a JSON null', { [key]: 'null' }],
    ['a number', { [key]: 5 }],
    ['an entry without an offer', { [key]: { date: 5 } }],
    ['an offer that is not a string', { [key]: JSON.stringify({ offerId: 7, date: 5 }) }],
  ])('is none with %s', (_label, metadata) => {
    expect(pendingDowngradeOf(metadata as Record<string, unknown> | undefined, '590000001')).toBeNull();
  });
});
