import { assign, fromPromise, setup } from 'xstate';
import { monthOf, shiftMonth, type ScheduleContext, type ScheduleDay, type ScheduleEvent, type ScheduleInput } from './schedule.types';

const never = <T,>() => new Promise<T>(() => {});

/** The rows that start open: the viewer's today, when it has events (seed 002 §2). */
const todayOpen = (context: Pick<ScheduleContext, 'today' | 'days'>) =>
  context.days.some((d) => d.day === context.today) ? [context.today] : [];

/**
 * The schedule page's steps (seed 002 §2 "Schedule"): the schedule loads ('Failed to load
 * schedule data. Please try again later.' when it cannot), its days show as rows with the day
 * matching today open, each row opens and closes, and the date picker (a month calendar with
 * previous and next month, Cancel and a clear mark) filters to the day picked. The grouping by
 * the viewer's local day happens in `loadSchedule`, which the screen provides.
 */
export const scheduleMachine = setup({
  types: {
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
    input: {} as ScheduleInput,
    tags: {} as 'loading',
  },
  actors: {
    loadSchedule: fromPromise<ScheduleDay[], ScheduleInput>(() => never()),
  },
  guards: {
    hasDate: ({ context }) => context.selectedDate !== null,
  },
}).createMachine({
  id: 'schedule',
  context: ({ input }) => ({ today: input.today, days: [], expanded: [], selectedDate: null, month: null }),
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
          actions: assign(({ context, event }) => ({ days: event.output, expanded: todayOpen({ today: context.today, days: event.output }) })),
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
              context.expanded.includes(event.day) ? context.expanded.filter((d) => d !== event.day) : [...context.expanded, event.day],
          }),
        },
        'DATE.CLEAR': {
          guard: 'hasDate',
          target: '.closed',
          actions: assign(({ context }) => ({ selectedDate: null, month: null, expanded: todayOpen(context) })),
        },
      },
      states: {
        closed: {
          on: {
            'PICKER.OPEN': {
              target: 'open',
              actions: assign({ month: ({ context }) => monthOf(context.selectedDate ?? context.today) }),
            },
          },
        },
        open: {
          on: {
            'PICKER.PREVIOUS_MONTH': { actions: assign({ month: ({ context }) => shiftMonth(context.month ?? monthOf(context.today), -1) }) },
            'PICKER.NEXT_MONTH': { actions: assign({ month: ({ context }) => shiftMonth(context.month ?? monthOf(context.today), 1) }) },
            'PICKER.CANCEL': { target: 'closed', actions: assign({ month: null }) },
            'DATE.PICK': {
              target: 'closed',
              actions: assign(({ event }) => ({ selectedDate: event.date, month: null, expanded: [event.date] })),
            },
          },
        },
      },
    },
  },
});
