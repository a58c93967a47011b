import type { DayKey } from './schedule.types';

const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's local day of a time, `yyyy-MM-dd` (seed 002 §2: grouped by local day). */
export function localDayKey(ms: number): DayKey {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a day key, as a Date. */
export function dayDate(day: DayKey): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
