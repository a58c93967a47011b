import { describe, expect, it } from 'vitest';
import {
  cellBox,
  DAY_WIDTH_PX,
  offsetOf,
  rulerMarks,
  scrollLeftFor,
  scrollStep,
  timelineWidth,
} from '@/components/live-guide/guide-layout';

const day = { start: Date.parse('2026-11-21T00:00:00Z'), end: Date.parse('2026-11-22T00:00:00Z') };
const at = (hhmm: string) => Date.parse(`2026-11-21T${hhmm}:00Z`);

describe('guide layout (seed 002 §9: day width 7200)', () => {
  it('lays a day out over 7200 px, 300 px an hour', () => {
    expect(timelineWidth(day)).toBe(DAY_WIDTH_PX);
    expect(offsetOf(at('01:00'), day)).toBe(300);
    expect(cellBox({ start: at('11:30'), end: at('12:30') }, day)).toEqual({ left: 3450, width: 300 });
  });

  it('clips programmes at the window and leaves out those outside it', () => {
    const before = { start: day.start - 3_600_000, end: at('00:30') };
    expect(cellBox(before, day)).toEqual({ left: 0, width: 150 });
    expect(cellBox({ start: day.end, end: day.end + 60_000 }, day)).toBeNull();
  });

  it('marks every half hour and labels the hours', () => {
    const marks = rulerMarks(day);
    expect(marks).toHaveLength(48);
    expect(marks.slice(0, 3)).toEqual([
      { time: at('00:00'), left: 0, labelled: true },
      { time: at('00:30'), left: 150, labelled: false },
      { time: at('01:00'), left: 300, labelled: true },
    ]);
  });

  it('scrolls the now-line a quarter in and a programme a tenth in, never before the start', () => {
    expect(scrollLeftFor({ anchor: at('12:00'), kind: 'now' }, day, 1000)).toBe(3600 - 250);
    expect(scrollLeftFor({ anchor: at('12:00'), kind: 'programme' }, day, 1000)).toBe(3600 - 100);
    expect(scrollLeftFor({ anchor: at('00:10'), kind: 'now' }, day, 1000)).toBe(0);
    expect(scrollStep(1000)).toBe(750);
    expect(scrollStep(200)).toBe(300);
  });
});
