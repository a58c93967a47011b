import { describe, expect, it } from 'vitest';
import { liveWindowOf } from '@/components/player/live-guide-player';

describe("the live guide player's programme (seed 002 §2 start, end, beginning=1)", () => {
  const request = { channelId: 'LvChan01', start: null, end: null, fromBeginning: false };

  it('plays the live edge without a start', () => {
    expect(liveWindowOf(request)).toBeNull();
    expect(liveWindowOf({ ...request, start: 'not a date', fromBeginning: true })).toBeNull();
  });

  it('reads the programme window, with or without its end', () => {
    expect(
      liveWindowOf({
        ...request,
        start: '2026-11-21T12:00:00Z',
        end: '2026-11-21T13:45:00Z',
        fromBeginning: true,
      }),
    ).toEqual({
      start: new Date('2026-11-21T12:00:00Z'),
      end: new Date('2026-11-21T13:45:00Z'),
      fromBeginning: true,
    });
    expect(liveWindowOf({ ...request, start: '2026-11-21T12:00:00Z', end: 'soon' })).toEqual({
      start: new Date('2026-11-21T12:00:00Z'),
      end: null,
      fromBeginning: false,
    });
  });
});
