import { localDayKey } from '@machines/schedule/schedule.rules';
import { useEventClient } from '@/app/data/event-client';
import { getScheduleDays } from '@/app/data/event-schedule';
import { provideSchedule } from './schedule.actors';
import { useFlowActor } from './use-flow-actor';

const pageClock = () => Date.now();

/**
 * The schedule page (seed 002 §2 "Schedule"): the event back end's schedule, today and the
 * events' statuses by the viewer's clock.
 */
export function useScheduleFlow() {
  const client = useEventClient();
  // Read once, when the page opens.
  const now = pageClock();
  return useFlowActor(
    'schedule',
    () => provideSchedule({ loadDays: () => getScheduleDays(client), now: pageClock }),
    { today: localDayKey(now), now },
  );
}
