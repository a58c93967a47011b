import { assign, setup } from 'xstate';
import {
  monthOf,
  SCHEDULE_STATUS_REFRESH_MS,
  shiftMonth,
  type ScheduleContext,
  type ScheduleDay,
  type ScheduleEvent,
  type ScheduleInput,
} from './schedule.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/** The rows that start open: the viewer's today, when it has events (seed 002 §2). */
const todayOpen = (context: Pick<ScheduleContext, 'today' | 'days'>) =>
  context.days.some((d) => d.day === context.today) ? [context.today] : [];

/**
 * The schedule page's steps (seed 002 §2 "Schedule"): the schedule loads ('Failed to load
 * schedule data. Please try again later.' when it cannot), its days show as rows with the day
 * matching today open, each row opens and closes, and the date picker (a month calendar with
 * previous and next month, Cancel and a clear mark) filters to the day picked. The grouping by
 * the viewer's local day happens in `loadSchedule`, which src/app/flows provides. While the days
 * show, the clock is read again every 30 s so each event's status (Live, Match Replay, Scheduled,
 * seed 002 §4) follows the time: `readClock` is a perfect clock here (model tests on a simulated
 * clock) and the page's clock in the app.
 */
export const scheduleMachine = setup({
  types: {} as FlowTypes<ScheduleContext, ScheduleEvent, 'loading', ScheduleInput>,
  actors: {
    loadSchedule: unprovided<ScheduleDay[], Pick<ScheduleInput, 'today'>>(),
  },
  delays: { STATUS_REFRESH: SCHEDULE_STATUS_REFRESH_MS },
  actions: {
    readClock: assign({ now: ({ context }) => context.now + SCHEDULE_STATUS_REFRESH_MS }),
  },
  guards: {
    hasDate: ({ context }) => context.selectedDate !== null,
  },
}).createMachine({
  id: 'schedule',
  context: ({ input }) => ({
    today: input.today,
    now: input.now,
    days: [],
    expanded: [],
    selectedDate: null,
    month: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ today: context.today }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            days: event.output,
            expanded: todayOpen({ today: context.today, days: event.output }),
          })),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {},
    ready: {
      initial: 'closed',
      on: {
        'DAY.TOGGLE': {
          actions: assign({
            expanded: ({ context, event }) =>
              context.expanded.includes(event.day)
                ? context.expanded.filter((d) => d !== event.day)
                : [...context.expanded, event.day],
          }),
        },
        'DATE.CLEAR': {
          guard: 'hasDate',
          target: '.closed',
          actions: assign(({ context }) => ({
            selectedDate: null,
            month: null,
            expanded: todayOpen(context),
          })),
        },
      },
      states: {
        closed: {
          after: { STATUS_REFRESH: { target: 'closed', reenter: true, actions: 'readClock' } },
          on: {
            'PICKER.OPEN': {
              target: 'open',
              actions: assign({ month: ({ context }) => monthOf(context.selectedDate ?? context.today) }),
            },
          },
        },
        open: {
          after: { STATUS_REFRESH: { target: 'open', reenter: true, actions: 'readClock' } },
          on: {
            'PICKER.PREVIOUS_MONTH': {
              actions: assign({
                month: ({ context }) => shiftMonth(context.month ?? monthOf(context.today), -1),
              }),
            },
            'PICKER.NEXT_MONTH': {
              actions: assign({
                month: ({ context }) => shiftMonth(context.month ?? monthOf(context.today), 1),
              }),
            },
            'PICKER.CANCEL': { target: 'closed', actions: assign({ month: null }) },
            'DATE.PICK': {
              target: 'closed',
              actions: assign(({ event }) => ({
                selectedDate: event.date,
                month: null,
                expanded: [event.date],
              })),
            },
          },
        },
      },
    },
  },
});
