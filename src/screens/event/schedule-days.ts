import type { DayKey, ScheduleDay, ScheduleEntry } from '@machines/schedule/schedule.types';
import type { ScheduleEntryDocument } from '@/app/data/event-client';

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

function toEntry(doc: ScheduleEntryDocument): ScheduleEntry {
  return {
    id: doc.id,
    eventName: doc.eventName,
    startTime: doc.startTime,
    endTime: doc.endTime ?? null,
    location: doc.location ?? null,
    mediaId: doc.liveStream?.mediaId || null,
    sport: doc.sport
      ? {
          title: doc.sport.title,
          slug: doc.sport.slug ?? null,
          logo: doc.sport.logo?.url ?? null,
          gradientStart: doc.sport.gradientColors?.gradientStart ?? null,
          gradientEnd: doc.sport.gradientColors?.gradientEnd ?? null,
        }
      : null,
  };
}

/** The schedule's events by the viewer's local day, days and events in time order. */
export function groupByLocalDay(docs: readonly ScheduleEntryDocument[]): ScheduleDay[] {
  const days = new Map<DayKey, ScheduleEntry[]>();
  const sorted = [...docs].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const doc of sorted) {
    const key = localDayKey(Date.parse(doc.startTime));
    days.set(key, [...(days.get(key) ?? []), toEntry(doc)]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, entries]) => ({ day, entries }));
}
