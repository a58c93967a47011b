import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { scheduleMachine } from './schedule.machine';
import type { ScheduleDay } from './schedule.types';

const TODAY = '2026-12-31';
const TOMORROW = '2027-01-01';
const NOW = Date.parse('2026-12-31T13:00:00.000Z');
/** The status refresh of seed 002 §4 (the project's 30 s, docs/decisions.md). */
const REFRESH_MS = 30_000;

const day = (key: string): ScheduleDay => ({
  day: key,
  entries: [
    {
      id: key,
      eventName: 'Final',
      startTime: `${key}T10:00:00.000Z`,
      endTime: `${key}T11:00:00.000Z`,
      location: null,
      mediaId: null,
      sport: null,
    },
  ],
});

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function page() {
  const clock = new SimulatedClock();
  const asked: unknown[] = [];
  const actor = createActor(
    scheduleMachine.provide({
      actors: {
        loadSchedule: fromPromise(({ input }) => {
          asked.push(input);
          return Promise.resolve([day(TODAY), day(TOMORROW)]);
        }),
      },
    }),
    { input: { today: TODAY, now: NOW }, clock },
  );
  actor.start();
  const loading = actor.getSnapshot();
  await flush();
  return { actor, clock, asked, loading };
}

describe('schedule machine', () => {
  it('seed 002 §2: the page loads the schedule for the viewer (their today) and shows a loading state meanwhile', async () => {
    const { actor, asked, loading } = await page();
    expect(loading.hasTag('loading')).toBe(true);
    expect(asked).toEqual([{ today: TODAY }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.days.map((d) => d.day)).toEqual([TODAY, TOMORROW]);
  });

  it.each(['closed', 'open'] as const)(
    'seed 002 §4: the statuses are read again every 30 s, again and again (picker %s)',
    async (picker) => {
      const { actor, clock } = await page();
      if (picker === 'open') actor.send({ type: 'PICKER.OPEN' });
      for (let n = 1; n <= 3; n++) {
        clock.increment(REFRESH_MS - 1);
        expect(actor.getSnapshot().context.now).toBe(NOW + (n - 1) * REFRESH_MS);
        clock.increment(1);
        expect(actor.getSnapshot().context.now).toBe(NOW + n * REFRESH_MS);
        expect(actor.getSnapshot().matches({ ready: picker })).toBe(true);
      }
    },
  );

  it('seed 002 §2: the clear mark with no day picked changes nothing (rows the viewer opened stay open, the calendar stays)', async () => {
    const { actor } = await page();
    actor.send({ type: 'DAY.TOGGLE', day: TOMORROW });
    actor.send({ type: 'PICKER.OPEN' });
    actor.send({ type: 'DATE.CLEAR' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ ready: 'open' })).toBe(true);
    expect(snapshot.context.expanded).toEqual([TODAY, TOMORROW]);
    expect(snapshot.context.month).toBe('2026-12');
  });
});
