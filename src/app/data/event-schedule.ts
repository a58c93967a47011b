import { localDayKey } from '@machines/schedule/schedule.rules';
import type { DayKey, ScheduleDay, ScheduleEntry } from '@machines/schedule/schedule.types';
import type { EventClient } from '@/services/event/event-client';
import { getSchedule, type ScheduleEntryDocument } from './event-client';

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
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, entries]) => ({ day, entries }));
}

/** The schedule page's days (seed 002 §2 "Schedule", §7 the schedule query). */
export async function getScheduleDays(client: EventClient): Promise<ScheduleDay[]> {
  return groupByLocalDay(await getSchedule(client));
}
