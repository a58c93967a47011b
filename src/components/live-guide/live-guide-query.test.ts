import { describe, expect, it } from 'vitest';
import { readGuideRequest, readWatchRequest, withWatchQuery } from '@/components/live-guide/live-guide-query';

describe('live guide query (seed 002 §2: play, channel, start, end, beginning=1)', () => {
  it('opens on the channel and start of the URL', () => {
    expect(readGuideRequest(new URLSearchParams('channel=LvChan03'))).toEqual({
      channelId: 'LvChan03',
      start: null,
    });
    expect(readGuideRequest(new URLSearchParams('channel=&start='))).toEqual({
      channelId: null,
      start: null,
    });
  });

  it('asks the player to play only with play=1 and a channel', () => {
    expect(readWatchRequest(new URLSearchParams('channel=LvChan01'))).toBeNull();
    expect(readWatchRequest(new URLSearchParams('play=1'))).toBeNull();
    expect(
      readWatchRequest(new URLSearchParams('play=1&channel=LvChan01&start=a&end=b&beginning=1')),
    ).toEqual({ channelId: 'LvChan01', start: 'a', end: 'b', fromBeginning: true });
  });

  it('replaces the previous watch request and keeps every other parameter', () => {
    const current = new URLSearchParams(
      'app-config=freeavod&play=1&channel=LvChan01&start=a&end=b&beginning=1',
    );
    expect(withWatchQuery(current, { play: '1', channel: 'LvChan02' }).toString()).toBe(
      'app-config=freeavod&play=1&channel=LvChan02',
    );
    expect(current.get('beginning')).toBe('1');
  });
});
