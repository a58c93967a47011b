import { scheduleMachine } from '@machines/schedule/schedule.machine';
import type { ScheduleDay } from '@machines/schedule/schedule.types';
import type { MachineFixture } from '../support/model-fixture';
import { effectsInclude, holds, invoked, projected, stateIs, type MachineOracle } from '../support/oracle';

export type ScheduleProjection = {
  today: string;
  /** The loaded days with their event counts, `yyyy-MM-dd:n`. */
  days: string[];
  expanded: string[];
  selectedDate: string | null;
  month: string | null;
};

/** The status refresh: the project's interval for the labels of seed 002 §4, written here apart from the machine. */
const SEED = { statusRefreshMs: 30_000 } as const;

/** The viewer's day in the fixture, and the days of the schedule around it. */
const TODAY = '2026-12-31';
/** The clock when the page opens: 13:00 UTC on that day. */
const NOW = Date.parse('2026-12-31T13:00:00.000Z');
const TOMORROW = '2027-01-01';
const YESTERDAY = '2026-12-30';
/** A day of the picker's month without events. */
const QUIET_DAY = '2026-12-15';

const entry = (id: string, day: string, hour: string) => ({
  id,
  eventName: `Event ${id}`,
  startTime: `${day}T${hour}:00:00.000Z`,
  endTime: `${day}T${hour}:59:00.000Z`,
  location: 'North Arena',
  mediaId: null,
  sport: null,
});

const THREE_DAYS: ScheduleDay[] = [
  { day: YESTERDAY, entries: [entry('a', YESTERDAY, '09'), entry('b', YESTERDAY, '15')] },
  { day: TODAY, entries: [entry('c', TODAY, '10'), entry('d', TODAY, '12'), entry('e', TODAY, '20')] },
  { day: TOMORROW, entries: [entry('f', TOMORROW, '16')] },
];
const WITHOUT_TODAY: ScheduleDay[] = [THREE_DAYS[0]!, THREE_DAYS[2]!];

const R = {
  loads: 'seed 002 §2: the schedule page loads the schedule of events',
  failed:
    "seed 002 §8: a schedule that cannot load shows 'Failed to load schedule data. Please try again later.'",
  grouped: 'seed 002 §2: events are grouped by local day, each day a collapsible row with its event count',
  todayOpen: 'seed 002 §2: the day matching today starts expanded',
  collapsible: 'seed 002 §2: each day is a collapsible row',
  picker: 'seed 002 §2: the date-picker button opens a month calendar',
  months: 'seed 002 §2: the date picker has previous and next month buttons',
  cancel: 'seed 002 §2: the date picker has a Cancel button, which leaves the filter as it was',
  pick: 'seed 002 §2: picking a day filters to that day',
  clear: 'seed 002 §2: the clear mark removes the day filter',
  status:
    'seed 002 §4: each event shows its status from the current time (Live, Match Replay, Scheduled), read again every 30 s',
} as const;

type P = ScheduleProjection;

/** `yyyy-MM` plus `delta` months, worked out here apart from the machine's own helper. */
function addMonths(month: string, delta: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

const dayKeys = (s: P) => s.days.map((d) => d.split(':')[0]!);
const todayHasEvents = (s: P) => dayKeys(s).includes(s.today);

/** The schedule page's steps, as seed 002 §2, §8 and §9 describe them. */
export const scheduleOracle = {
  delays: { STATUS_REFRESH: { ms: SEED.statusRefreshMs, rule: R.status } },
  states: {
    loading: {
      seed: R.loads,
      expect: [
        projected(R.loads, { days: [], expanded: [], selectedDate: null, month: null }),
        holds(R.loads, (s) => (s.snapshot.hasTag('loading') ? true : 'the page shows no loading state')),
      ],
    },
    failed: { seed: R.failed, expect: [projected(R.failed, { days: [] })] },
    'ready.closed': { seed: [R.grouped, R.picker], expect: [projected(R.picker, { month: null })] },
    'ready.open': {
      seed: R.picker,
      expect: [holds(R.picker, (s) => (s.state.month !== null ? true : 'the open calendar shows no month'))],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        stateIs(R.loads, 'loading'),
        effectsInclude(R.loads, invoked('loadSchedule', { today: TODAY })),
      ],
    },
    // The clock is read again while the calendar is closed and while it is open.
    ...(['ready.closed', 'ready.open'] as const).map((from) => ({
      from,
      on: 'xstate.after.STATUS_REFRESH',
      expect: [stateIs(R.status, from)],
    })),
    {
      from: 'loading',
      on: 'xstate.done.actor.loadSchedule',
      expect: [
        stateIs(R.grouped, 'ready.closed'),
        holds(R.grouped, (s) => {
          const output = s.event.output as ScheduleDay[];
          const want = output.map((d) => `${d.day}:${d.entries.length}`);
          return JSON.stringify(s.state.days) === JSON.stringify(want)
            ? true
            : `days ${s.state.days.join(', ')} (want ${want.join(', ')})`;
        }),
        holds(R.todayOpen, (s) => {
          const want = todayHasEvents(s.state) ? [s.state.today] : [];
          return JSON.stringify(s.state.expanded) === JSON.stringify(want)
            ? true
            : `open: ${s.state.expanded.join(', ') || 'none'} (want ${want.join(', ') || 'none'})`;
        }),
      ],
    },
    { from: 'loading', on: 'xstate.error.actor.loadSchedule', expect: [stateIs(R.failed, 'failed')] },
    {
      on: 'xstate.after.STATUS_REFRESH',
      expect: [
        holds(R.status, (s) => {
          const now = s.snapshot.context.now;
          return now > NOW && (now - NOW) % SEED.statusRefreshMs === 0 ? true : `the clock read ${now}`;
        }),
        holds(R.status, (s) =>
          JSON.stringify({ ...s.state }) === JSON.stringify({ ...s.before })
            ? true
            : 'the page changed with the clock',
        ),
      ],
    },
    {
      on: 'DAY.TOGGLE',
      expect: [
        holds(R.collapsible, (s) => {
          const day = s.event.day as string;
          const before = s.before?.expanded ?? [];
          const wasOpen = before.includes(day);
          const isOpen = s.state.expanded.includes(day);
          const othersKept =
            JSON.stringify(s.state.expanded.filter((d) => d !== day).sort()) ===
            JSON.stringify(before.filter((d) => d !== day).sort());
          if (wasOpen === isOpen) return `${day} stayed ${isOpen ? 'open' : 'closed'}`;
          return othersKept ? true : 'another day opened or closed';
        }),
        holds(R.collapsible, (s) =>
          s.state.selectedDate === (s.before?.selectedDate ?? null) ? true : 'the day filter changed',
        ),
      ],
    },
    {
      from: 'ready.closed',
      on: 'PICKER.OPEN',
      expect: [
        stateIs(R.picker, 'ready.open'),
        holds(R.picker, (s) => {
          const want = (s.state.selectedDate ?? s.state.today).slice(0, 7);
          return s.state.month === want
            ? true
            : `the calendar shows ${s.state.month} (want ${want}, the month of the day picked or of today)`;
        }),
      ],
    },
    {
      on: 'PICKER.PREVIOUS_MONTH',
      expect: [
        stateIs(R.months, 'ready.open'),
        holds(R.months, (s) =>
          s.state.month === addMonths(s.before!.month!, -1)
            ? true
            : `${s.before?.month} became ${s.state.month}`,
        ),
      ],
    },
    {
      on: 'PICKER.NEXT_MONTH',
      expect: [
        stateIs(R.months, 'ready.open'),
        holds(R.months, (s) =>
          s.state.month === addMonths(s.before!.month!, 1)
            ? true
            : `${s.before?.month} became ${s.state.month}`,
        ),
      ],
    },
    {
      on: 'PICKER.CANCEL',
      expect: [
        stateIs(R.cancel, 'ready.closed'),
        holds(R.cancel, (s) =>
          s.state.selectedDate === s.before?.selectedDate ? true : 'the day filter changed',
        ),
        holds(R.cancel, (s) =>
          JSON.stringify(s.state.expanded) === JSON.stringify(s.before?.expanded)
            ? true
            : 'the open days changed',
        ),
      ],
    },
    {
      on: 'DATE.PICK',
      expect: [
        stateIs(R.pick, 'ready.closed'),
        holds(R.pick, (s) =>
          s.state.selectedDate === s.event.date
            ? true
            : `filtered to ${s.state.selectedDate} (want ${String(s.event.date)})`,
        ),
        holds(R.pick, (s) =>
          JSON.stringify(s.state.expanded) === JSON.stringify([s.event.date])
            ? true
            : 'the picked day is not the one open',
        ),
      ],
    },
    {
      on: 'DATE.CLEAR',
      expect: [
        stateIs(R.clear, 'ready.closed'),
        projected(R.clear, { selectedDate: null }),
        holds(R.todayOpen, (s) => {
          const want = todayHasEvents(s.state) ? [s.state.today] : [];
          return JSON.stringify(s.state.expanded) === JSON.stringify(want)
            ? true
            : `open: ${s.state.expanded.join(', ') || 'none'} (want today's row only)`;
        }),
      ],
    },
  ],
} satisfies MachineOracle<typeof scheduleMachine, ScheduleProjection>;

const inReady = (s: { value: unknown }) =>
  typeof s.value === 'object' && s.value !== null && 'ready' in s.value;
const pickerOpen = (s: { value: unknown }) => inReady(s) && (s.value as { ready: string }).ready === 'open';

/**
 * The schedule page on the last day of a year, so the calendar's next month is in the next year:
 * a schedule over three days (today among them), one without today, an empty one, and a failed
 * load; rows opened and closed, the calendar moved a month either way, a day picked with events
 * and one without, Cancel and the clear mark.
 */
export const scheduleFixture = {
  machine: scheduleMachine,
  oracle: scheduleOracle,
  inputs: [{ label: 'on the last day of the year', input: { today: TODAY, now: NOW } }],
  project: (snapshot) => ({
    today: snapshot.context.today,
    days: snapshot.context.days.map((d) => `${d.day}:${d.entries.length}`),
    expanded: snapshot.context.expanded,
    selectedDate: snapshot.context.selectedDate,
    month: snapshot.context.month,
  }),
  events: {
    'DAY.TOGGLE': [
      {
        label: "toggle today's row",
        event: { type: 'DAY.TOGGLE', day: TODAY },
        offer: (s) => inReady(s) && !pickerOpen(s) && s.days.length === 3 && s.selectedDate === null,
      },
      {
        label: "toggle tomorrow's row",
        event: { type: 'DAY.TOGGLE', day: TOMORROW },
        offer: (s) => inReady(s) && !pickerOpen(s) && s.days.length > 0 && s.selectedDate === null,
      },
    ],
    'PICKER.OPEN': [
      {
        label: 'open the date picker',
        event: { type: 'PICKER.OPEN' },
        offer: (s) => inReady(s) && !pickerOpen(s),
      },
    ],
    'PICKER.PREVIOUS_MONTH': [
      {
        label: 'previous month',
        event: { type: 'PICKER.PREVIOUS_MONTH' },
        offer: (s) => pickerOpen(s) && s.month !== null && s.month >= '2026-12',
      },
    ],
    'PICKER.NEXT_MONTH': [
      {
        label: 'next month',
        event: { type: 'PICKER.NEXT_MONTH' },
        offer: (s) => pickerOpen(s) && s.month !== null && s.month <= '2026-12',
      },
    ],
    'PICKER.CANCEL': [
      { label: 'cancel the date picker', event: { type: 'PICKER.CANCEL' }, offer: pickerOpen },
    ],
    'DATE.PICK': [
      {
        label: 'pick tomorrow',
        event: { type: 'DATE.PICK', date: TOMORROW },
        offer: (s) => pickerOpen(s) && s.month === '2027-01' && s.selectedDate === null,
      },
      {
        label: 'pick a day without events',
        event: { type: 'DATE.PICK', date: QUIET_DAY },
        offer: (s) => pickerOpen(s) && s.month === '2026-12' && s.selectedDate === null,
      },
    ],
    'DATE.CLEAR': [
      {
        label: 'clear the date',
        event: { type: 'DATE.CLEAR' },
        offer: (s) => inReady(s) && s.selectedDate !== null,
      },
    ],
  },
  doneOutputs: {
    loadSchedule: [
      { label: 'schedule over three days', output: THREE_DAYS },
      { label: 'schedule without today', output: WITHOUT_TODAY },
      { label: 'empty schedule', output: [] },
    ],
  },
  errors: {
    loadSchedule: [
      {
        label: 'schedule unavailable',
        error: { kind: 'api', code: 500, message: 'Request failed with 500' },
      },
    ],
  },
} satisfies MachineFixture<typeof scheduleMachine, ScheduleProjection>;
