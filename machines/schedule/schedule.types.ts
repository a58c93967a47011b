/** A day of the viewer's calendar, `yyyy-MM-dd` in their own time zone. */
export type DayKey = string;
/** A month of the picker, `yyyy-MM`. */
export type MonthKey = string;

/** seed 002 §3 "Schedule entry": one event of the schedule, as the screen shows it. */
export type ScheduleEntry = {
  id: string;
  eventName: string;
  /** ISO date-times. */
  startTime: string;
  endTime: string | null;
  location: string | null;
  /** The live stream's media id: the event opens /m/{mediaId} (seed 002 §2). */
  mediaId: string | null;
  sport: {
    title: string;
    slug: string | null;
    logo: string | null;
    gradientStart: string | null;
    gradientEnd: string | null;
  } | null;
};

/** The events of one local day, in start order (seed 002 §2: grouped by local day). */
export type ScheduleDay = { day: DayKey; entries: ScheduleEntry[] };

/**
 * How often the Live / Match Replay / Scheduled labels are worked out again from the clock
 * (seed 002 §4 "Schedule event status from the current time").
 */
export const SCHEDULE_STATUS_REFRESH_MS = 30_000;

export type ScheduleInput = {
  /** The viewer's local day when the page opened: that day's row starts expanded. */
  today: DayKey;
  /** The clock when the page opened (ms since the epoch): the events' statuses are read at it. */
  now: number;
};

export type ScheduleContext = ScheduleInput & {
  days: ScheduleDay[];
  /** Days whose rows are open. */
  expanded: DayKey[];
  /** The day the date picker filters to, or null for every day. */
  selectedDate: DayKey | null;
  /** The month the open date picker shows; null while it is closed. */
  month: MonthKey | null;
};

export type ScheduleEvent =
  | { type: 'DAY.TOGGLE'; day: DayKey }
  | { type: 'PICKER.OPEN' }
  | { type: 'PICKER.PREVIOUS_MONTH' }
  | { type: 'PICKER.NEXT_MONTH' }
  | { type: 'PICKER.CANCEL' }
  | { type: 'DATE.PICK'; date: DayKey }
  | { type: 'DATE.CLEAR' };

/** `yyyy-MM` of a day key. */
export const monthOf = (day: DayKey): MonthKey => day.slice(0, 7);

/** The month `delta` months after `month` (across years). */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
