import { describe, expect, it } from 'vitest';
import { getMediaStatus, isPlaylistLive, sortMediaItems } from './media-status';
import type { MediaItem } from './media.types';

const now = new Date('2024-03-01T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const HOUR = 60 * 60 * 1000;

describe('media status table (seed 000 §4)', () => {
  it.each([
    ['PRE_LIVE', 'SCHEDULED'],
    ['LIVE_UNPUBLISHED', 'SCHEDULED'],
    ['LIVE_PUBLISHED', 'LIVE'],
    ['INSTANT_VOD', 'VOD'],
    ['VOD_PUBLIC', 'VOD'],
    [undefined, 'VOD'],
  ])('event state %s gives %s', (eventState, status) => {
    expect(getMediaStatus({ eventState }, now)).toBe(status);
  });

  it('an unknown event state reads as no event state: VOD', () => {
    expect(getMediaStatus({ eventState: 'SOMETHING_NEW' }, now)).toBe('VOD');
  });
});

describe('media status override (seed 000 §4): published live or start passed, and end still ahead', () => {
  it('a scheduled event whose start is now and whose end is ahead is LIVE (start has passed at its own instant)', () => {
    expect(getMediaStatus({ eventState: 'PRE_LIVE', scheduledStart: now, scheduledEnd: at(HOUR) }, now)).toBe(
      'LIVE',
    );
  });

  it('one millisecond before the start, it is still SCHEDULED', () => {
    expect(
      getMediaStatus({ eventState: 'PRE_LIVE', scheduledStart: at(1), scheduledEnd: at(HOUR) }, now),
    ).toBe('SCHEDULED');
  });

  it('when the end is now, the end is no longer ahead: the table decides', () => {
    expect(
      getMediaStatus({ eventState: 'PRE_LIVE', scheduledStart: at(-HOUR), scheduledEnd: now }, now),
    ).toBe('SCHEDULED');
    expect(
      getMediaStatus({ eventState: 'VOD_PUBLIC', scheduledStart: at(-HOUR), scheduledEnd: now }, now),
    ).toBe('VOD');
  });

  it('one millisecond before the end, the override holds even over a VOD state', () => {
    expect(
      getMediaStatus({ eventState: 'VOD_PUBLIC', scheduledStart: at(-HOUR), scheduledEnd: at(1) }, now),
    ).toBe('LIVE');
    expect(getMediaStatus({ scheduledStart: at(-HOUR), scheduledEnd: at(1) }, now)).toBe('LIVE');
  });

  it('published live with an end ahead is LIVE even before its scheduled start', () => {
    expect(
      getMediaStatus(
        { eventState: 'LIVE_PUBLISHED', scheduledStart: at(HOUR), scheduledEnd: at(2 * HOUR) },
        now,
      ),
    ).toBe('LIVE');
  });

  it('without a scheduled end the override cannot hold', () => {
    expect(getMediaStatus({ eventState: 'PRE_LIVE', scheduledStart: at(-HOUR) }, now)).toBe('SCHEDULED');
  });

  it('the same item changes status as the injected clock moves', () => {
    const item = { eventState: 'PRE_LIVE', scheduledStart: at(HOUR), scheduledEnd: at(2 * HOUR) };
    expect(getMediaStatus(item, now)).toBe('SCHEDULED');
    expect(getMediaStatus(item, at(HOUR + 1))).toBe('LIVE');
    expect(getMediaStatus(item, at(2 * HOUR))).toBe('SCHEDULED');
  });
});

type SortItem = Pick<MediaItem, 'eventState' | 'scheduledStart' | 'scheduledEnd'> & { id: string };

describe('media sort (seed 002 §9): live, then scheduled, then others, by scheduled start', () => {
  it('orders by group, then by start, keeping catalogue order for items without a start', () => {
    const items: SortItem[] = [
      { id: 'vod-a' },
      { id: 'scheduled-late', eventState: 'PRE_LIVE', scheduledStart: at(5 * HOUR) },
      { id: 'live-late', eventState: 'LIVE_PUBLISHED', scheduledStart: at(-HOUR) },
      { id: 'vod-b', eventState: 'VOD_PUBLIC' },
      { id: 'scheduled-soon', eventState: 'PRE_LIVE', scheduledStart: at(HOUR) },
      { id: 'live-early', eventState: 'LIVE_PUBLISHED', scheduledStart: at(-2 * HOUR) },
      { id: 'vod-dated', eventState: 'VOD_PUBLIC', scheduledStart: at(-10 * HOUR) },
    ];
    expect(sortMediaItems(items, now).map((item) => item.id)).toEqual([
      'live-early',
      'live-late',
      'scheduled-soon',
      'scheduled-late',
      'vod-dated',
      'vod-a',
      'vod-b',
    ]);
  });

  it('does not change the list it is given', () => {
    const items: SortItem[] = [{ id: 'a' }, { id: 'b', eventState: 'LIVE_PUBLISHED' }];
    sortMediaItems(items, now);
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('isPlaylistLive (the 30 s refetch rule, seed 002 §7)', () => {
  it('is true while a live or scheduled item exists', () => {
    expect(isPlaylistLive([{ mediaStatus: 'VOD' }, { mediaStatus: 'LIVE' }])).toBe(true);
    expect(isPlaylistLive([{ mediaStatus: 'SCHEDULED' }])).toBe(true);
    expect(isPlaylistLive([{ mediaStatus: 'VOD' }])).toBe(false);
    expect(isPlaylistLive([])).toBe(false);
  });
});
