import { heroSliderMachine } from '@machines/hero-slider/hero-slider.machine';
import type { MachineFixture } from '../support/model-fixture';
import { holds, projected, stateIs, type MachineOracle } from '../support/oracle';

export type HeroSliderProjection = {
  count: number;
  index: number;
  target: number;
  direction: 'next' | 'prev' | null;
};

/**
 * seed 002 §2 names the phases, §9 the swipe threshold (80 velocity units or half the screen);
 * the phase lengths are Statecast's (docs/decisions.md "Event site"). Written here, never read
 * from the machine.
 */
const SPEC = { initMs: 20, animationMs: 500, endMs: 20, swipeVelocity: 80 } as const;
const WIDTH = 400;

const R = {
  phases: 'seed 002 §2: the hero slider moves through the phases idle, init, start, end',
  oneSlide: 'seed 002 §2: a chevron, a dot or a swipe moves one slide',
  chevronNext: 'seed 002 §2: the next chevron brings the next slide, after the last the first',
  chevronPrev: 'seed 002 §2: the previous chevron brings the previous slide, before the first the last',
  dot: 'seed 002 §2: a dot brings its slide',
  swipe:
    'seed 002 §9: a swipe of 80 velocity units or half the screen moves a slide (left: next, right: previous)',
  timing: 'docs/decisions.md "Event site": init 20 ms, animation 500 ms, end 20 ms',
  dots: 'seed 002 §2: a dot brings its slide: at rest every dot but the current one moves, and there is no dot for a slide that does not exist',
  controls:
    'seed 002 §2, §9: at rest with several slides, either chevron moves, and so does a swipe either way that reaches 80 velocity units or half the screen',
} as const;

type P = HeroSliderProjection;
const wrap = (i: number, n: number) => ((i % n) + n) % n;

const SWIPES = {
  left: { type: 'SLIDE.SWIPE', distance: -60, velocity: -120, width: WIDTH },
  right: { type: 'SLIDE.SWIPE', distance: 220, velocity: 20, width: WIDTH },
  short: { type: 'SLIDE.SWIPE', distance: -120, velocity: -30, width: WIDTH },
} as const;

const goTo = (index: number) => ({ type: 'SLIDE.GO_TO', index }) as const;

/** At rest, the dots that move are those of the other slides (none with a single slide). */
const dotsAtRest = holds<P>(R.dots, (s) => {
  const { count, index } = s.state;
  const wrong: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const moves = count > 1 && i !== index;
    if (s.snapshot.can(goTo(i)) !== moves) wrong.push(`dot ${i} ${moves ? 'refused' : 'accepted'}`);
  }
  for (const i of [-1, count, index + 0.5])
    if (s.snapshot.can(goTo(i))) wrong.push(`dot ${i} of ${count} slides accepted`);
  return wrong.length ? `on slide ${index}: ${wrong.join(', ')}` : true;
});

/** At rest, the chevrons and a swipe that counts move, a short slow swipe does not. */
const controlsAtRest = holds<P>(R.controls, (s) => {
  const moves = s.state.count > 1;
  const wrong = (
    [
      ['next chevron', { type: 'SLIDE.NEXT' }, moves],
      ['previous chevron', { type: 'SLIDE.PREV' }, moves],
      ['fast swipe left', SWIPES.left, moves],
      ['long swipe right', SWIPES.right, moves],
      ['short slow swipe', SWIPES.short, false],
    ] as const
  )
    .filter(([, event, want]) => s.snapshot.can(event) !== want)
    .map(([label, , want]) => `${label} ${want ? 'refused' : 'accepted'}`);
  return wrong.length ? `${s.state.count} slides: ${wrong.join(', ')}` : true;
});

const aimed = (
  rule: string,
  want: (before: P, s: { event: Record<string, unknown> }) => { target: number; direction: 'next' | 'prev' },
) =>
  holds<P>(rule, (s) => {
    if (!s.before) return 'no state before';
    const w = want(s.before, s as unknown as { event: Record<string, unknown> });
    return s.state.target === w.target &&
      s.state.direction === w.direction &&
      s.state.index === s.before.index
      ? true
      : `slide ${s.state.index} aimed at ${s.state.target} going ${s.state.direction} (want ${w.target} going ${w.direction})`;
  });

/** The hero slider of the event home, as seed 002 §2 and §9 describe it. */
export const heroSliderOracle = {
  delays: {
    INIT: { ms: SPEC.initMs, rule: R.timing },
    ANIMATION: { ms: SPEC.animationMs, rule: R.timing },
    END: { ms: SPEC.endMs, rule: R.timing },
  },
  states: {
    idle: {
      seed: R.phases,
      expect: [
        holds(R.phases, (s) => (s.state.target === s.state.index ? true : 'at rest with a move aimed')),
        projected(R.phases, { direction: null }),
        dotsAtRest,
        controlsAtRest,
      ],
    },
    init: {
      seed: R.phases,
      expect: [
        holds(R.oneSlide, (s) => (s.state.target !== s.state.index ? true : 'a move to the same slide')),
      ],
    },
    start: {
      seed: R.phases,
      expect: [
        holds(R.oneSlide, (s) => (s.state.target !== s.state.index ? true : 'a move to the same slide')),
        // A move runs to its end: clicks meanwhile are not taken.
        holds(R.oneSlide, (s) =>
          !s.snapshot.can({ type: 'SLIDE.NEXT' }) ? true : 'a second move accepted mid-animation',
        ),
      ],
    },
    end: {
      seed: R.phases,
      expect: [
        holds(R.phases, (s) =>
          s.state.index === s.state.target ? true : 'the incoming slide is not current',
        ),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [stateIs(R.phases, 'idle')] },
    {
      from: 'idle',
      on: 'SLIDE.NEXT',
      expect: [
        stateIs(R.phases, 'init'),
        aimed(R.chevronNext, (b) => ({ target: wrap(b.index + 1, b.count), direction: 'next' })),
      ],
    },
    {
      from: 'idle',
      on: 'SLIDE.PREV',
      expect: [
        stateIs(R.phases, 'init'),
        aimed(R.chevronPrev, (b) => ({ target: wrap(b.index - 1, b.count), direction: 'prev' })),
      ],
    },
    {
      from: 'idle',
      on: 'SLIDE.GO_TO',
      expect: [
        stateIs(R.phases, 'init'),
        aimed(R.dot, (b, s) => {
          const index = s.event.index as number;
          return { target: index, direction: index > b.index ? 'next' : 'prev' };
        }),
      ],
    },
    {
      from: 'idle',
      on: 'SLIDE.SWIPE',
      expect: [
        stateIs(R.swipe, 'init'),
        aimed(R.swipe, (b, s) => {
          const distance = s.event.distance as number;
          const velocity = s.event.velocity as number;
          const counts = Math.abs(velocity) >= SPEC.swipeVelocity || Math.abs(distance) >= WIDTH / 2;
          if (!counts) return { target: b.index, direction: 'next' };
          return distance < 0
            ? { target: wrap(b.index + 1, b.count), direction: 'next' }
            : { target: wrap(b.index - 1, b.count), direction: 'prev' };
        }),
      ],
    },
    { from: 'init', on: 'xstate.after.INIT', expect: [stateIs(R.phases, 'start')] },
    { from: 'start', on: 'xstate.after.ANIMATION', expect: [stateIs(R.phases, 'end')] },
    {
      from: 'end',
      on: 'xstate.after.END',
      expect: [
        stateIs(R.phases, 'idle'),
        holds(R.oneSlide, (s) => (s.state.index === s.before?.target ? true : 'rested elsewhere')),
      ],
    },
  ],
} satisfies MachineOracle<typeof heroSliderMachine, HeroSliderProjection>;

/** Three slides (and one, which cannot move), driven by chevrons, dots and swipes on a simulated clock. */
export const heroSliderFixture = {
  machine: heroSliderMachine,
  oracle: heroSliderOracle,
  inputs: [
    { label: 'three slides', input: { count: 3 } },
    { label: 'one slide', input: { count: 1 } },
  ],
  project: (snapshot) => ({ ...snapshot.context }),
  events: {
    'SLIDE.NEXT': [{ label: 'next chevron', event: { type: 'SLIDE.NEXT' } }],
    'SLIDE.PREV': [{ label: 'previous chevron', event: { type: 'SLIDE.PREV' } }],
    'SLIDE.GO_TO': [
      { label: 'first dot', event: { type: 'SLIDE.GO_TO', index: 0 } },
      { label: 'third dot', event: { type: 'SLIDE.GO_TO', index: 2 } },
    ],
    'SLIDE.SWIPE': [
      { label: 'fast swipe left', event: SWIPES.left },
      { label: 'long swipe right', event: SWIPES.right },
      { label: 'short slow swipe', event: SWIPES.short },
    ],
  },
  doneOutputs: {},
  errors: {},
} satisfies MachineFixture<typeof heroSliderMachine, HeroSliderProjection>;
