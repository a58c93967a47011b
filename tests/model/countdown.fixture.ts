import { countdownMachine } from '@machines/countdown/countdown.machine';
import type { MachineFixture } from '../support/model-fixture';
import { holds, projected, stateIs, type MachineOracle } from '../support/oracle';

export type CountdownProjection = {
  now: number;
  target: number | null;
  end: number | null;
  watchLiveText: string | null;
};

/** seed 002 §9: the numbers of the spec, written here and never read from the machine. */
const SEED = { tickMs: 1000 } as const;

/** The start of the Games in the fixture; the paths begin a few seconds around it. */
export const COUNTDOWN_TARGET = Date.parse('2026-12-01T18:00:00.000Z');
const WATCH_LIVE = 'The Games are live: watch now';

const R = {
  upcoming: 'seed 002 §4: the countdown is upcoming while the target time is ahead',
  ongoing:
    'seed 002 §4: the countdown is ongoing once the target has passed but the end has not, and shows the watch-live text',
  completed: 'seed 002 §4: the countdown is completed after the end and shows nothing',
  tick: 'seed 002 §9: the countdown ticks every 1 s, reading the clock',
  dates: 'seed 002 §3: the countdown follows the home content dates',
} as const;

type P = CountdownProjection;
const isUpcoming = (s: P) => s.target !== null && s.now < s.target;
const isOngoing = (s: P) => s.target !== null && s.now >= s.target && (s.end === null || s.now < s.end);

/** The phase the seed's rule gives for a projected state, worked out apart from the machine. */
const seedPhase = (s: P) => (isUpcoming(s) ? 'upcoming' : isOngoing(s) ? 'ongoing' : 'completed');

const phaseMatchesSeed = (rule: string) =>
  holds<P>(rule, (s) => (s.to === seedPhase(s.state) ? true : `${s.to} at ${s.state.now} (the seed says ${seedPhase(s.state)})`));

/** The countdown card of the event home, as seed 002 §3, §4 and §9 describe it. */
export const countdownOracle = {
  delays: { TICK: { ms: SEED.tickMs, rule: R.tick } },
  states: {
    checking: { seed: [R.upcoming, R.ongoing, R.completed] },
    upcoming: { seed: R.upcoming, expect: [holds(R.upcoming, (s) => (isUpcoming(s.state) ? true : 'target not ahead'))] },
    ongoing: {
      seed: R.ongoing,
      expect: [
        holds(R.ongoing, (s) => (isOngoing(s.state) ? true : 'outside the event')),
        holds(R.ongoing, (s) => (s.snapshot.hasTag('visible') ? true : 'the card is hidden')),
      ],
    },
    completed: {
      seed: R.completed,
      expect: [
        holds(R.completed, (s) => (!isUpcoming(s.state) && !isOngoing(s.state) ? true : 'the event is not over')),
        holds(R.completed, (s) => (!s.snapshot.hasTag('visible') ? true : 'the card still shows')),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [phaseMatchesSeed(R.upcoming)] },
    {
      on: 'xstate.after.TICK',
      expect: [
        holds(R.tick, (s) =>
          s.before && s.state.now === s.before.now + SEED.tickMs
            ? true
            : `the clock read ${s.state.now} after ${s.before?.now} (want one tick later)`,
        ),
        phaseMatchesSeed(R.tick),
      ],
    },
    { from: 'upcoming', on: 'xstate.after.TICK', where: (s) => s.state.now >= (s.state.target ?? 0), expect: [stateIs(R.ongoing, 'ongoing')] },
    { from: 'ongoing', on: 'xstate.after.TICK', where: (s) => s.state.end !== null && s.state.now >= s.state.end, expect: [stateIs(R.completed, 'completed')] },
    { on: 'DATES.CHANGE', expect: [phaseMatchesSeed(R.dates)] },
    { on: 'DATES.CHANGE', where: (s) => s.state.target === null, expect: [stateIs(R.dates, 'completed'), projected(R.dates, { end: null })] },
  ],
} satisfies MachineOracle<typeof countdownMachine, CountdownProjection>;

const T = COUNTDOWN_TARGET;

/**
 * The countdown around the start and the end of the Games on a simulated clock: every tick is
 * checked one millisecond early, and the phase is checked against the seed's rule at each step.
 */
export const countdownFixture = {
  machine: countdownMachine,
  oracle: countdownOracle,
  inputs: [
    { label: 'two seconds before the start', input: { now: T - 2000, target: T, end: T + 2000, watchLiveText: WATCH_LIVE } },
    { label: 'half a second before the start', input: { now: T - 500, target: T, end: T + 1000, watchLiveText: null } },
    { label: 'during the Games without an end', input: { now: T + 1000, target: T, end: null, watchLiveText: WATCH_LIVE } },
    { label: 'after the Games', input: { now: T + 5000, target: T, end: T + 2000, watchLiveText: WATCH_LIVE } },
    { label: 'no countdown date', input: { now: T, target: null, end: null, watchLiveText: null } },
  ],
  project: (snapshot) => ({ ...snapshot.context }),
  events: {
    'DATES.CHANGE': [
      {
        label: 'dates moved two seconds later',
        event: { type: 'DATES.CHANGE', target: T + 2000, end: T + 3000 },
        offer: (s) => s.value === 'upcoming' && s.now === T - 2000 && s.target === T,
      },
      {
        label: 'dates removed',
        event: { type: 'DATES.CHANGE', target: null, end: null },
        offer: (s) => s.value === 'upcoming' && s.now === T - 2000 && s.target === T,
      },
    ],
  },
  doneOutputs: {},
  errors: {},
} satisfies MachineFixture<typeof countdownMachine, CountdownProjection>;
