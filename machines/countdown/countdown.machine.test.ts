import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { countdownMachine } from './countdown.machine';

describe('countdown dates (seed 002 §3, §9)', () => {
  it('a refetch with the same dates leaves the tick running; other dates are checked at once', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countdownMachine, {
      clock,
      input: { now: 0, target: 10_000, end: 20_000, watchLiveText: null },
    }).start();
    clock.increment(600);
    actor.send({ type: 'DATES.CHANGE', target: 10_000, end: 20_000 });
    clock.increment(400);
    expect(actor.getSnapshot().context.now).toBe(1_000);

    actor.send({ type: 'DATES.CHANGE', target: 1_000, end: 20_000 });
    expect(actor.getSnapshot().value).toBe('ongoing');
  });
});
