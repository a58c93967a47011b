import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/services/watch-lists/watch-lists.types';
import {
  continueWatchingOf,
  HISTORY_MAX,
  isInContinueWatchingWindow,
  normaliseHistory,
  progressOf,
  PROGRESS_SAVE_INTERVAL_MS,
  saveToHistory,
  startTimeOf,
} from './history-rules';

const entry = (mediaid: string, progress: number, seriesId?: string): HistoryEntry => ({
  mediaid,
  progress,
  ...(seriesId ? { seriesId } : {}),
});

describe('continue-watching window (seed 000 §4, §9)', () => {
  it.each([
    [0, false],
    [0.05, false],
    [0.0501, true],
    [0.5, true],
    [0.9499, true],
    [0.95, false],
    [1, false],
  ])('progress %s is listed: %s', (progress, listed) => {
    expect(isInContinueWatchingWindow(progress)).toBe(listed);
  });

  it('lists only entries inside the window, newest first', () => {
    const history = [entry('a', 0.97), entry('b', 0.5), entry('c', 0.01), entry('d', 0.2)];
    expect(continueWatchingOf(history).map((e) => e.mediaid)).toEqual(['b', 'd']);
  });
});

describe('saving a history entry (seed 000 §4)', () => {
  it('puts it first and removes the older entry of the same media', () => {
    const history = [entry('a', 0.2), entry('b', 0.3), entry('c', 0.4)];
    expect(saveToHistory(history, entry('c', 0.6))).toEqual([
      entry('c', 0.6),
      entry('a', 0.2),
      entry('b', 0.3),
    ]);
  });

  it('removes every entry of the same series', () => {
    const history = [
      entry('film', 0.2),
      entry('ep1', 0.5, 'harbour'),
      entry('ep3', 0.1, 'harbour'),
      entry('other', 0.4, 'kitchen'),
    ];
    expect(saveToHistory(history, entry('ep2', 0.3, 'harbour'))).toEqual([
      entry('ep2', 0.3, 'harbour'),
      entry('film', 0.2),
      entry('other', 0.4, 'kitchen'),
    ]);
  });

  it('does not treat two films without a series as one series', () => {
    const history = [entry('a', 0.2), entry('b', 0.3)];
    expect(saveToHistory(history, entry('c', 0.5))).toHaveLength(3);
  });

  it('keeps at most 48 entries, dropping the oldest (seed 000 §9)', () => {
    expect(HISTORY_MAX).toBe(48);
    const history = Array.from({ length: 48 }, (_, i) => entry(`m${i}`, 0.5));
    const saved = saveToHistory(history, entry('new', 0.5));
    expect(saved).toHaveLength(48);
    expect(saved[0]?.mediaid).toBe('new');
    expect(saved.at(-1)?.mediaid).toBe('m46');
  });

  it('normalises a loaded list: newest wins per media and per series, 48 at most', () => {
    const loaded = [entry('ep2', 0.3, 's'), entry('a', 0.2), entry('ep1', 0.5, 's'), entry('a', 0.9)];
    expect(normaliseHistory(loaded)).toEqual([entry('ep2', 0.3, 's'), entry('a', 0.2)]);
    const many = Array.from({ length: 60 }, (_, i) => entry(`m${i}`, 0.5));
    expect(normaliseHistory(many).map((e) => e.mediaid)).toEqual(many.slice(0, 48).map((e) => e.mediaid));
  });
});

describe('progress and start time', () => {
  it('is position over duration, kept within 0..1', () => {
    expect(progressOf(30, 120)).toBe(0.25);
    expect(progressOf(130, 120)).toBe(1);
    expect(progressOf(-1, 120)).toBe(0);
  });

  it('has none for live streams (duration 0) and streams not yet measured', () => {
    expect(progressOf(10, 0)).toBeNull();
    expect(progressOf(10, Number.NaN)).toBeNull();
    expect(progressOf(10, Number.POSITIVE_INFINITY)).toBeNull();
    expect(progressOf(Number.NaN, 100)).toBeNull();
  });

  it('starts at progress × duration inside the window, else at 0 (seed 002 §5)', () => {
    expect(startTimeOf(entry('a', 0.4), 6240)).toBeCloseTo(2496);
    expect(startTimeOf(entry('a', 0.97), 6240)).toBe(0);
    expect(startTimeOf(entry('a', 0.02), 6240)).toBe(0);
    expect(startTimeOf(undefined, 6240)).toBe(0);
    expect(startTimeOf(entry('a', 0.4), 0)).toBe(0);
  });

  it('measures against the duration the progress was recorded with, when the entry has it', () => {
    expect(startTimeOf({ mediaid: 'a', progress: 0.4, duration: 20 }, 6240)).toBeCloseTo(8);
    expect(startTimeOf({ mediaid: 'a', progress: 0.4, duration: 0 }, 6240)).toBeCloseTo(2496);
  });

  it('saves at most every 5 minutes (seed 002 §9)', () => {
    expect(PROGRESS_SAVE_INTERVAL_MS).toBe(300_000);
  });
});
