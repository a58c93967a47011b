import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { countdownMachine } from './countdown.machine';
import { countdownParts, selectCountdownView } from './countdown.selectors';

describe('countdown view (seed 002 §4)', () => {
  it('splits the time left into days, hours, minutes and seconds, a started second counted whole', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows the time left, then the watch-live text, then nothing', () => {
    const view = (now: number) =>
      selectCountdownView(createActor(countdownMachine, { input: { now, target: 10_000, end: 20_000, watchLiveText: 'Live!' } }).start().getSnapshot());
    expect(view(0)).toMatchObject({ phase: 'upcoming', parts: { seconds: 10 } });
    expect(view(10_000)).toEqual({ phase: 'ongoing', watchLiveText: 'Live!' });
    expect(view(20_000)).toEqual({ phase: 'hidden' });
  });
});
