/**
 * Timings of one slide move. The seed names the phases (seed 002 §2 "Hero slider": idle, init,
 * start, end) but not their lengths: these are Statecast's (docs/decisions.md "Event site").
 */
export const HERO_INIT_MS = 20;
export const HERO_ANIMATION_MS = 500;
export const HERO_END_MS = 20;

/** seed 002 §9: a swipe moves a slide at 80 velocity units or half the screen. */
export const SWIPE_VELOCITY_THRESHOLD = 80;

export type HeroSliderInput = {
  /** How many slides there are. */
  count: number;
  /** The slide shown first. */
  index?: number;
};

export type Direction = 'next' | 'prev';

export type HeroSliderContext = {
  count: number;
  /** The slide at rest (and, while a move runs, the one leaving). */
  index: number;
  /** The slide a running move brings in; equals `index` at rest. */
  target: number;
  direction: Direction | null;
};

export type HeroSliderEvent =
  | { type: 'SLIDE.NEXT' }
  | { type: 'SLIDE.PREV' }
  | { type: 'SLIDE.GO_TO'; index: number }
  /** A finished swipe: horizontal distance in px (negative = to the left), velocity, screen width in px. */
  | { type: 'SLIDE.SWIPE'; distance: number; velocity: number; width: number };
