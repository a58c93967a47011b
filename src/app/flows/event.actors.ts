import { assign } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { heroSliderMachine } from '@machines/hero-slider/hero-slider.machine';

export type CountdownDeps = {
  /** The page's clock: fake timers and a moved browser clock move the countdown with it. */
  now: () => number;
};

/** The countdown reading the page's clock on every tick (seed 002 §4, §9). */
export function provideCountdown(deps: CountdownDeps = { now: () => Date.now() }) {
  return countdownMachine.provide({
    actions: { readClock: assign({ now: () => deps.now() }) },
  });
}

/** The hero slider has no side effects: its timers are its own delays. */
export function provideHeroSlider() {
  return heroSliderMachine;
}
