import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { heroSliderMachine } from './hero-slider.machine';
import { selectHeroSliderView, type HeroSliderView } from './hero-slider.selectors';
import type { HeroSliderEvent } from './hero-slider.types';

/** The phase timings, as tests/model/hero-slider.fixture.ts writes them (seed 002 §2). */
const SPEC = { initMs: 20, animationMs: 500, endMs: 20 } as const;

function slider(count: number, index = 0) {
  const clock = new SimulatedClock();
  const actor = createActor(heroSliderMachine, { input: { count, index }, clock });
  actor.start();
  return {
    send: (event: HeroSliderEvent) => actor.send(event),
    wait: (ms: number) => clock.increment(ms),
    view: () => selectHeroSliderView(actor.getSnapshot()),
  };
}

const atRest = (index: number, count: number, dots: number[]): HeroSliderView => ({
  phase: 'idle',
  index,
  incoming: null,
  direction: null,
  count,
  dots,
  current: index,
  canMove: true,
});

describe('hero slider view', () => {
  it('seed 002 §2, §9: at rest the slide shown is current, with a range of 3 dots around it', () => {
    expect(slider(6).view()).toEqual(atRest(0, 6, [0, 1, 2]));
    expect(slider(6, 3).view()).toEqual(atRest(3, 6, [2, 3, 4]));
    expect(slider(6, 5).view()).toEqual(atRest(5, 6, [3, 4, 5]));
  });

  it('seed 002 §2: a move runs through init, start and end, the dots mark the incoming slide, and no other move is taken meanwhile', () => {
    const s = slider(6, 3);
    s.send({ type: 'SLIDE.PREV' });
    expect(s.view()).toEqual({
      phase: 'init',
      index: 3,
      incoming: 2,
      direction: 'prev',
      count: 6,
      dots: [1, 2, 3],
      current: 2,
      canMove: false,
    });
    s.wait(SPEC.initMs);
    expect(s.view()).toEqual({
      phase: 'start',
      index: 3,
      incoming: 2,
      direction: 'prev',
      count: 6,
      dots: [1, 2, 3],
      current: 2,
      canMove: false,
    });
    s.wait(SPEC.animationMs);
    expect(s.view()).toEqual({
      phase: 'end',
      index: 2,
      incoming: null,
      direction: null,
      count: 6,
      dots: [1, 2, 3],
      current: 2,
      canMove: false,
    });
    s.wait(SPEC.endMs);
    expect(s.view()).toEqual(atRest(2, 6, [1, 2, 3]));
  });

  it('seed 002 §2: the next chevron after the last slide brings the first', () => {
    const s = slider(3, 2);
    s.send({ type: 'SLIDE.NEXT' });
    expect(s.view()).toMatchObject({
      phase: 'init',
      index: 2,
      incoming: 0,
      direction: 'next',
      current: 0,
      dots: [0, 1, 2],
    });
  });

  it('seed 002 §2: with one slide (or none) there is nothing to move to: no dots, no move', () => {
    expect(slider(1).view()).toEqual({ ...atRest(0, 1, []), canMove: false });
    expect(slider(0).view()).toEqual({ ...atRest(0, 0, []), canMove: false });
    expect(slider(2, 1).view()).toEqual(atRest(1, 2, [0, 1]));
  });
});
