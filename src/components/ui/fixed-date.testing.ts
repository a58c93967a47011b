import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Sets the date to `now` for each test of the suite this is called in. Only `Date` is faked, so
 * user-event's and the machines' own timers stay real.
 */
export function fixDate(now: Date | string | number) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
  });
  afterEach(() => vi.useRealTimers());
}
