import { describe, expect, it } from 'vitest';
import { hasCurrentSubscription } from './account.rules';

describe('a current subscription (seed 000 §4)', () => {
  it('is active, in its trial or cancelled but running; never expired or terminated', () => {
    expect(hasCurrentSubscription([{ status: 'active' }])).toBe(true);
    expect(hasCurrentSubscription([{ status: 'active_trial' }])).toBe(true);
    expect(hasCurrentSubscription([{ status: 'cancelled' }])).toBe(true);
    expect(hasCurrentSubscription([{ status: 'expired' }, { status: 'terminated' }])).toBe(false);
    expect(hasCurrentSubscription([])).toBe(false);
  });
});
