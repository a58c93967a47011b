import { describe, expect, it } from 'vitest';
import {
  canWatch,
  canWatchFromStart,
  catchupHoursOf,
  guideWindow,
  initialSelection,
  isSelectableProgramme,
  liveProgramme,
  liveProgrammeIds,
  programmePhase,
  programmeStatus,
  reconcileSelection,
  watchQuery,
} from './live-guide.programmes';
import { HOUR_MS, type EpgChannel, type EpgProgram } from './live-guide.types';

const at = (iso: string) => Date.parse(iso);
const programme = (id: string, start: string, end: string): EpgProgram => ({
  id,
  title: id,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
});
const channel = (id: string, catchupHours: number, programs: EpgProgram[]): EpgChannel => ({
  id,
  title: id,
  description: '',
  channelLogoImage: '',
  backgroundImage: '',
  catchupHours,
  programs,
});

const show = programme('show', '2026-11-21T10:00:00Z', '2026-11-21T11:00:00Z');
const eight = channel('eight', 8, [show]);

describe('programme phase (seed 002 §4: live when now is between start and end)', () => {
  it('is upcoming until its start, live from its start, on demand from its end', () => {
    expect(programmePhase(show, at('2026-11-21T09:59:59.999Z'))).toBe('upcoming');
    expect(programmePhase(show, at('2026-11-21T10:00:00Z'))).toBe('live');
    expect(programmePhase(show, at('2026-11-21T10:59:59.999Z'))).toBe('live');
    expect(programmePhase(show, at('2026-11-21T11:00:00Z'))).toBe('on-demand');
  });

  it('gives one live programme at the boundary between two', () => {
    const next = programme('next', '2026-11-21T11:00:00Z', '2026-11-21T12:00:00Z');
    const both = channel('both', 8, [show, next]);
    expect(liveProgramme(both, at('2026-11-21T10:59:59.999Z'))?.id).toBe('show');
    expect(liveProgramme(both, at('2026-11-21T11:00:00Z'))?.id).toBe('next');
    expect(liveProgramme(both, at('2026-11-21T12:00:00Z'))).toBeNull();
    expect(liveProgrammeIds([both, eight], at('2026-11-21T11:30:00Z'))).toEqual({
      both: 'next',
      eight: null,
    });
  });
});

describe('catch-up window (seed 002 §4, seed 000 §9 default 8 hours)', () => {
  it('is watchable from the start while the start is within the catch-up hours, edge included', () => {
    const edge = at('2026-11-21T18:00:00Z'); // start + 8 h
    expect(programmeStatus(show, eight, edge)).toEqual({
      phase: 'on-demand',
      watchableFromStart: true,
      disabled: false,
    });
    expect(programmeStatus(show, eight, edge + 1)).toEqual({
      phase: 'on-demand',
      watchableFromStart: false,
      disabled: true,
    });
  });

  it('uses the channel hours, and 8 when a channel has none or nonsense', () => {
    const four = channel('four', 4, [show]);
    expect(programmeStatus(show, four, at('2026-11-21T14:00:00Z')).disabled).toBe(false);
    expect(programmeStatus(show, four, at('2026-11-21T14:00:00.001Z')).disabled).toBe(true);
    expect(catchupHoursOf({ catchupHours: 0 })).toBe(8);
    expect(catchupHoursOf({ catchupHours: Number.NaN })).toBe(8);
    expect(catchupHoursOf({ catchupHours: -2 })).toBe(8);
    expect(catchupHoursOf({ catchupHours: 24 })).toBe(24);
  });

  it('keeps a live programme that started before the window live, but not watchable from its start', () => {
    const long = programme('long', '2026-11-21T00:00:00Z', '2026-11-21T12:00:00Z');
    const status = programmeStatus(long, eight, at('2026-11-21T09:00:00Z'));
    expect(status).toEqual({ phase: 'live', watchableFromStart: false, disabled: false });
    expect(canWatch(status)).toBe(true);
    expect(canWatchFromStart(status)).toBe(false);
  });

  it('is watchable from its start at the very moment it starts (its start lies within the window)', () => {
    expect(programmeStatus(show, eight, at('2026-11-21T10:00:00Z'))).toEqual({
      phase: 'live',
      watchableFromStart: true,
      disabled: false,
    });
  });

  it('offers nothing for an upcoming programme, and is not disabled either', () => {
    const status = programmeStatus(show, eight, at('2026-11-21T09:00:00Z'));
    expect(status).toEqual({ phase: 'upcoming', watchableFromStart: false, disabled: false });
    expect(canWatch(status)).toBe(false);
    expect(canWatchFromStart(status)).toBe(false);
  });

  it('offers both actions for a live programme started within the window and an ended one in it', () => {
    const live = programmeStatus(show, eight, at('2026-11-21T10:30:00Z'));
    expect([canWatch(live), canWatchFromStart(live)]).toEqual([true, true]);
    const ended = programmeStatus(show, eight, at('2026-11-21T12:00:00Z'));
    expect([canWatch(ended), canWatchFromStart(ended)]).toEqual([true, true]);
    const old = programmeStatus(show, eight, at('2026-11-21T19:00:00Z'));
    expect([canWatch(old), canWatchFromStart(old)]).toEqual([false, false]);
  });
});

describe('selection', () => {
  const early = programme('early', '2026-11-21T01:00:00Z', '2026-11-21T02:00:00Z');
  const now = at('2026-11-21T10:30:00Z');
  const first = channel('first', 8, [early, show]);
  const second = channel('second', 8, [programme('other', '2026-11-21T10:00:00Z', '2026-11-21T12:00:00Z')]);
  const channels = [first, second];

  it('selects the live programme of the first channel when the URL asks for nothing', () => {
    expect(initialSelection(channels, { channelId: null, start: null }, now)).toEqual({
      selection: { channelId: 'first', programmeId: 'show' },
      followLive: true,
    });
  });

  it('selects the channel of the URL (a live channel media page redirects with it)', () => {
    expect(initialSelection(channels, { channelId: 'second', start: null }, now).selection).toEqual({
      channelId: 'second',
      programmeId: 'other',
    });
    expect(initialSelection(channels, { channelId: 'gone', start: null }, now).selection?.channelId).toBe(
      'first',
    );
  });

  it('selects the programme starting at `start`, in any ISO spelling, unless it is disabled or missing', () => {
    const asked = initialSelection(channels, { channelId: 'first', start: '2026-11-21T10:00:00+00:00' }, now);
    expect(asked).toEqual({ selection: { channelId: 'first', programmeId: 'show' }, followLive: false });
    const old = initialSelection(
      channels,
      { channelId: 'first', start: early.startTime },
      now + 10 * HOUR_MS,
    );
    expect(old.followLive).toBe(true);
    const missing = initialSelection(channels, { channelId: 'first', start: '2026-11-21T03:00:00Z' }, now);
    expect(missing).toEqual({ selection: { channelId: 'first', programmeId: 'show' }, followLive: true });
    expect(initialSelection(channels, { channelId: 'first', start: 'soon' }, now).followLive).toBe(true);
  });

  it('has no selection without channels, and no programme on a channel with nothing on', () => {
    expect(initialSelection([], { channelId: null, start: null }, now)).toEqual({
      selection: null,
      followLive: true,
    });
    const empty = channel('empty', 8, []);
    expect(initialSelection([empty], { channelId: null, start: null }, now).selection).toEqual({
      channelId: 'empty',
      programmeId: null,
    });
  });

  it('moves a selection that follows the live programme, and keeps a picked one while it exists', () => {
    const later = now + HOUR_MS; // 11:30: 'show' ended
    const following = { selection: { channelId: 'first', programmeId: 'show' }, followLive: true };
    expect(reconcileSelection(channels, following, later).selection).toEqual({
      channelId: 'first',
      programmeId: null,
    });
    const picked = { selection: { channelId: 'first', programmeId: 'show' }, followLive: false };
    expect(reconcileSelection(channels, picked, later)).toBe(picked);
    const gone = { selection: { channelId: 'first', programmeId: 'vanished' }, followLive: false };
    expect(reconcileSelection(channels, gone, now)).toEqual({
      selection: { channelId: 'first', programmeId: 'show' },
      followLive: true,
    });
    const channelGone = { selection: { channelId: 'gone', programmeId: 'x' }, followLive: false };
    expect(reconcileSelection(channels, channelGone, now).selection?.channelId).toBe('first');
    // Even when the first channel has a programme of the same id: the pick was on the gone channel.
    const sameId = { selection: { channelId: 'gone', programmeId: 'show' }, followLive: false };
    expect(reconcileSelection(channels, sameId, now)).toEqual({
      selection: { channelId: 'first', programmeId: 'show' },
      followLive: true,
    });
    expect(reconcileSelection([], picked, now)).toEqual({ selection: null, followLive: true });
  });

  it('lets the viewer pick a programme that exists and is not older than the window', () => {
    expect(isSelectableProgramme(channels, 'first', 'show', now)).toBe(true);
    expect(isSelectableProgramme(channels, 'first', 'early', now)).toBe(false);
    expect(isSelectableProgramme(channels, 'first', 'other', now)).toBe(false);
    expect(isSelectableProgramme(channels, 'gone', 'show', now)).toBe(false);
  });
});

describe('watch query (seed 002 §2: play, channel, start, end, beginning=1)', () => {
  it('watches a live programme at the live edge, or from its start with beginning=1', () => {
    const now = at('2026-11-21T10:30:00Z');
    expect(watchQuery(eight, show, now, false)).toEqual({ play: '1', channel: 'eight' });
    expect(watchQuery(eight, show, now, true)).toEqual({
      play: '1',
      channel: 'eight',
      start: '2026-11-21T10:00:00.000Z',
      end: '2026-11-21T11:00:00.000Z',
      beginning: '1',
    });
  });

  it('watches an ended programme between its start and end', () => {
    expect(watchQuery(eight, show, at('2026-11-21T12:00:00Z'), false)).toEqual({
      play: '1',
      channel: 'eight',
      start: '2026-11-21T10:00:00.000Z',
      end: '2026-11-21T11:00:00.000Z',
    });
  });
});

describe('guide window (seed 002 §9: day width 7200)', () => {
  it('covers today when the catch-up window starts today', () => {
    expect(guideWindow([eight], at('2026-11-21T12:00:00Z'))).toEqual({
      start: at('2026-11-21T00:00:00Z'),
      end: at('2026-11-22T00:00:00Z'),
    });
  });

  it('reaches back to yesterday when the longest catch-up window starts there', () => {
    const day = channel('day', 24, []);
    expect(guideWindow([eight, day], at('2026-11-21T12:00:00Z'))).toEqual({
      start: at('2026-11-20T00:00:00Z'),
      end: at('2026-11-22T00:00:00Z'),
    });
    expect(guideWindow([], at('2026-11-21T03:00:00Z')).start).toBe(at('2026-11-20T00:00:00Z'));
  });
});
