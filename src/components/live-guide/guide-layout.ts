import { DAY_MS, HOUR_MS } from '@machines/live-guide/live-guide.types';
import type { GuideWindow } from '@machines/live-guide/live-guide.selectors';

/** seed 002 §9: a day of the guide is 7200 px wide (300 px an hour). */
export const DAY_WIDTH_PX = 7200;

/** seed 002 §9: the channel column is 70 px on small screens, else 184 px. Used by the CSS too. */
export const SIDEBAR_WIDTH_PX = { small: 70, large: 184 } as const;

/** seed 002 §9: a channel row is 80 px high on small screens, else 106 px. */
export const ROW_HEIGHT_PX = { small: 80, large: 106 } as const;

const PX_PER_MS = DAY_WIDTH_PX / DAY_MS;

/** Where a moment sits on the timeline, in px from the window's start. */
export function offsetOf(time: number, window: GuideWindow): number {
  return Math.round((time - window.start) * PX_PER_MS);
}

export function timelineWidth(window: GuideWindow): number {
  return offsetOf(window.end, window);
}

/** A programme's box on the timeline, clipped to the window; null when it lies outside it. */
export function cellBox(
  programme: { start: number; end: number },
  window: GuideWindow,
): { left: number; width: number } | null {
  const start = Math.max(programme.start, window.start);
  const end = Math.min(programme.end, window.end);
  if (end <= start) return null;
  const left = offsetOf(start, window);
  return { left, width: offsetOf(end, window) - left };
}

/** The ruler's marks: every half hour, labelled on the hour. */
export function rulerMarks(window: GuideWindow): { time: number; left: number; labelled: boolean }[] {
  const marks = [];
  const first = Math.ceil(window.start / (HOUR_MS / 2)) * (HOUR_MS / 2);
  for (let time = first; time < window.end; time += HOUR_MS / 2) {
    marks.push({ time, left: offsetOf(time, window), labelled: new Date(time).getMinutes() === 0 });
  }
  return marks;
}

/**
 * Where the grid scrolls to: the now-line a quarter of the way in ('Now', or a live selection),
 * else the selected programme's start a little way in. Never before the start of the timeline.
 */
export function scrollLeftFor(
  target: { anchor: number; kind: 'now' | 'programme' },
  window: GuideWindow,
  viewport: number,
) {
  const inset = target.kind === 'now' ? viewport / 4 : viewport / 10;
  return Math.max(0, Math.round(offsetOf(target.anchor, window) - inset));
}

/** How far one press of the left or right button scrolls: most of what is visible. */
export function scrollStep(viewport: number): number {
  return Math.max(HOUR_MS * PX_PER_MS, Math.round(viewport * 0.75));
}

/** 24-hour or 12-hour clock time in the viewer's language, as the schedule screens show times. */
export function formatGuideTime(time: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(time);
}
