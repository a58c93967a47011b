import { assign, fromPromise } from 'xstate';
import { scheduleMachine } from '@machines/schedule/schedule.machine';
import type { ScheduleDay } from '@machines/schedule/schedule.types';

export type ScheduleDeps = {
  /** The schedule's events grouped by the viewer's local day (src/app/data/event-schedule.ts). */
  loadDays: () => Promise<ScheduleDay[]>;
  /** The page's clock, read again at every status refresh (seed 002 §4). */
  now: () => number;
};

/**
 * The schedule page loading the event back end's schedule (seed 002 §2 "Schedule", §7). Apart
 * from the home's flows (event.actors.ts) so the schedule machine loads with its page only.
 */
export function provideSchedule(deps: ScheduleDeps) {
  return scheduleMachine.provide({
    actors: { loadSchedule: fromPromise(() => deps.loadDays()) },
    actions: { readClock: assign({ now: () => deps.now() }) },
  });
}
