import { describe, expect, it } from 'vitest';
import { dayDate, localDayKey } from './schedule.rules';

describe('schedule rules', () => {
  it.each([
    // Local times, so the expected key is the viewer's own calendar day whatever the time zone.
    [new Date(2026, 11, 31, 0, 0, 0), '2026-12-31'],
    [new Date(2026, 11, 31, 23, 59, 59), '2026-12-31'],
    [new Date(2027, 0, 1, 0, 0, 0), '2027-01-01'],
    [new Date(2027, 8, 5, 12, 30), '2027-09-05'],
    [new Date(2027, 9, 10, 8), '2027-10-10'],
  ])('seed 002 §2: events are grouped by local day (%s → %s)', (date, key) => {
    expect(localDayKey(date.getTime())).toBe(key);
  });

  it.each([
    ['2026-12-31', [2026, 11, 31]],
    ['2027-01-01', [2027, 0, 1]],
    ['2027-09-05', [2027, 8, 5]],
  ] as const)(
    "seed 002 §2: a day row stands for the viewer's local day from its midnight (%s)",
    (key, [y, m, d]) => {
      const date = dayDate(key);
      expect(date.getTime()).toBe(new Date(y, m, d, 0, 0, 0, 0).getTime());
      expect(localDayKey(date.getTime())).toBe(key);
    },
  );
});
