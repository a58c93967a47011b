import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDurationTag, formatScheduledDate, truncateWords } from './media-format';

describe('formats', () => {
  it('duration tag: mm:ss under an hour, h:mm from an hour on', () => {
    expect(formatDurationTag(20)).toBe('00:20');
    expect(formatDurationTag(330)).toBe('05:30');
    expect(formatDurationTag(2880)).toBe('48:00');
    expect(formatDurationTag(3600)).toBe('1:00');
    expect(formatDurationTag(6240)).toBe('1:44');
    expect(formatDurationTag(6299.9)).toBe('1:44');
  });

  it("scheduled date: 'dd/MM/yyyy hh:mm a' (seed 002 §9), local time (TZ=UTC here)", () => {
    expect(formatScheduledDate(new Date('2026-11-21T14:05:00Z'))).toBe('21/11/2026 02:05 PM');
    expect(formatScheduledDate(new Date('2026-01-02T00:30:00Z'))).toBe('02/01/2026 12:30 AM');
    expect(formatScheduledDate(new Date('2026-01-02T12:00:00Z'))).toBe('02/01/2026 12:00 PM');
  });

  it('seek point times', () => {
    expect(formatClockTime(0)).toBe('0:00');
    expect(formatClockTime(16)).toBe('0:16');
    expect(formatClockTime(3725)).toBe('1:02:05');
  });

  it('cuts text to a number of words with an ellipsis', () => {
    expect(truncateWords('one two three', 3)).toBe('one two three');
    expect(truncateWords('one  two three four', 2)).toBe('one two…');
  });
});
