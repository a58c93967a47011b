import type { SnapshotFrom } from 'xstate';
import type { scheduleMachine } from './schedule.machine';
import type { DayKey, ScheduleDay, ScheduleEntry } from './schedule.types';

export type ScheduleSnapshot = SnapshotFrom<typeof scheduleMachine>;

/** seed 002 §4: Live between start and end, Match Replay after the end, Scheduled before the start. */
export type ScheduleStatus = 'live' | 'replay' | 'scheduled';

export function scheduleStatus(
  entry: Pick<ScheduleEntry, 'startTime' | 'endTime'>,
  now: number,
): ScheduleStatus {
  const start = Date.parse(entry.startTime);
  const end = entry.endTime ? Date.parse(entry.endTime) : Number.NaN;
  if (now < start) return 'scheduled';
  if (Number.isNaN(end) || now < end) return 'live';
  return 'replay';
}

/** The clock the events' statuses are read at: the page's opening, then every refresh. */
export const selectStatusClock = (snapshot: ScheduleSnapshot): number => snapshot.context.now;

/** The day rows the page shows: every day, or the picked one only (seed 002 §2). */
export function selectVisibleDays(snapshot: ScheduleSnapshot): ScheduleDay[] {
  const { days, selectedDate } = snapshot.context;
  return selectedDate === null ? days : days.filter((d) => d.day === selectedDate);
}

export const selectIsOpen = (snapshot: ScheduleSnapshot, day: DayKey): boolean =>
  snapshot.context.expanded.includes(day);
