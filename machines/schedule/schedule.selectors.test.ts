import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { scheduleMachine } from './schedule.machine';
import { scheduleStatus, selectIsOpen, selectStatusClock, selectVisibleDays } from './schedule.selectors';
import type { ScheduleDay } from './schedule.types';

const TODAY = '2026-12-31';
const TOMORROW = '2027-01-01';
const NOW = Date.parse('2026-12-31T13:00:00.000Z');
/** seed 002 §4 status read again every 30 s (docs/decisions.md: the project's interval). */
const REFRESH_MS = 30_000;

const entry = (id: string, start: string, end: string | null) => ({
  id,
  eventName: `Event ${id}`,
  startTime: start,
  endTime: end,
  location: null,
  mediaId: null,
  sport: null,
});

const DAYS: ScheduleDay[] = [
  { day: TODAY, entries: [entry('c', '2026-12-31T10:00:00.000Z', '2026-12-31T10:59:00.000Z')] },
  { day: TOMORROW, entries: [entry('f', '2027-01-01T16:00:00.000Z', '2027-01-01T16:59:00.000Z')] },
];

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function page(days: ScheduleDay[] = DAYS) {
  const clock = new SimulatedClock();
  const actor = createActor(
    scheduleMachine.provide({ actors: { loadSchedule: fromPromise(() => Promise.resolve(days)) } }),
    { input: { today: TODAY, now: NOW }, clock },
  );
  actor.start();
  await flush();
  return { actor, clock, snap: () => actor.getSnapshot() };
}

describe('schedule selectors', () => {
  const START = '2026-12-31T10:00:00.000Z';
  const END = '2026-12-31T11:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it.each([
    ['before the start', '2026-12-31T09:59:59.999Z', END, 'scheduled'],
    ['at the start', START, END, 'live'],
    ['between start and end', '2026-12-31T10:30:00.000Z', END, 'live'],
    ['just before the end', '2026-12-31T10:59:59.999Z', END, 'live'],
    ['at the end', END, END, 'replay'],
    ['after the end', '2026-12-31T12:00:00.000Z', END, 'replay'],
    ['before the start, no end', '2026-12-31T09:00:00.000Z', null, 'scheduled'],
    ['after the start, no end', '2026-12-31T23:00:00.000Z', null, 'live'],
  ] as const)(
    'seed 002 §4: Live between start and end, Match Replay after the end, Scheduled before the start (%s)',
    (_label, now, end, want) => {
      expect(scheduleStatus({ startTime: START, endTime: end }, at(now))).toBe(want);
    },
  );

  it('seed 002 §4: the statuses are read at the clock of the page opening, then every 30 s', async () => {
    const { clock, snap } = await page();
    expect(selectStatusClock(snap())).toBe(NOW);
    clock.increment(REFRESH_MS);
    expect(selectStatusClock(snap())).toBe(NOW + REFRESH_MS);
  });

  it('seed 002 §2: every day shows until a day is picked, then only that day', async () => {
    const { actor, snap } = await page();
    expect(selectVisibleDays(snap()).map((d) => d.day)).toEqual([TODAY, TOMORROW]);
    actor.send({ type: 'PICKER.OPEN' });
    actor.send({ type: 'DATE.PICK', date: TOMORROW });
    expect(selectVisibleDays(snap())).toEqual([DAYS[1]]);
    actor.send({ type: 'DATE.CLEAR' });
    expect(selectVisibleDays(snap()).map((d) => d.day)).toEqual([TODAY, TOMORROW]);
  });

  it('seed 002 §2: a picked day without events shows no rows', async () => {
    const { actor, snap } = await page();
    actor.send({ type: 'PICKER.OPEN' });
    actor.send({ type: 'DATE.PICK', date: '2026-12-15' });
    expect(selectVisibleDays(snap())).toEqual([]);
  });

  it('seed 002 §2: the day matching today starts expanded; rows open and close', async () => {
    const { actor, snap } = await page();
    expect(selectIsOpen(snap(), TODAY)).toBe(true);
    expect(selectIsOpen(snap(), TOMORROW)).toBe(false);
    actor.send({ type: 'DAY.TOGGLE', day: TOMORROW });
    expect(selectIsOpen(snap(), TOMORROW)).toBe(true);
    actor.send({ type: 'DAY.TOGGLE', day: TODAY });
    expect(selectIsOpen(snap(), TODAY)).toBe(false);
  });
});
