import { assign, setup } from 'xstate';
import { swipeDirection, wrapIndex } from './hero-slider.rules';
import {
  HERO_ANIMATION_MS,
  HERO_END_MS,
  HERO_INIT_MS,
  type HeroSliderContext,
  type HeroSliderEvent,
  type HeroSliderInput,
} from './hero-slider.types';
import type { FlowTypes } from '../shared/flow-types';

/**
 * The home's hero slider (seed 002 §2): at rest in `idle`; a chevron, a dot or a swipe moves one
 * slide through `init` (the incoming slide is placed beside the current one), `start` (the
 * animation runs) and `end` (the incoming slide is the current one; the outgoing one is
 * removed), then back to `idle`. Moves are taken only at rest, so a burst of clicks moves once.
 */
export const heroSliderMachine = setup({
  types: {} as FlowTypes<HeroSliderContext, HeroSliderEvent, 'moving', HeroSliderInput>,
  delays: { INIT: HERO_INIT_MS, ANIMATION: HERO_ANIMATION_MS, END: HERO_END_MS },
  guards: {
    hasSeveralSlides: ({ context }) => context.count > 1,
    isOtherSlide: ({ context }, params: { index: number }) =>
      context.count > 1 &&
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < context.count &&
      params.index !== context.index,
    isSwipeToNext: ({ context }, params: { distance: number; velocity: number; width: number }) =>
      context.count > 1 && swipeDirection(params) === 'next',
    isSwipeToPrev: ({ context }, params: { distance: number; velocity: number; width: number }) =>
      context.count > 1 && swipeDirection(params) === 'prev',
  },
  actions: {
    aimNext: assign(({ context }) => ({
      target: wrapIndex(context.index + 1, context.count),
      direction: 'next' as const,
    })),
    aimPrev: assign(({ context }) => ({
      target: wrapIndex(context.index - 1, context.count),
      direction: 'prev' as const,
    })),
    aimAt: assign(({ context }, params: { index: number }) => ({
      target: params.index,
      direction: params.index > context.index ? ('next' as const) : ('prev' as const),
    })),
    settle: assign(({ context }) => ({ index: context.target, direction: null })),
  },
}).createMachine({
  id: 'heroSlider',
  context: ({ input }) => {
    const count = Math.max(0, Math.floor(input.count));
    const index = count > 0 ? wrapIndex(Math.floor(input.index ?? 0), count) : 0;
    return { count, index, target: index, direction: null };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'SLIDE.NEXT': { guard: 'hasSeveralSlides', target: 'init', actions: 'aimNext' },
        'SLIDE.PREV': { guard: 'hasSeveralSlides', target: 'init', actions: 'aimPrev' },
        'SLIDE.GO_TO': {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          target: 'init',
          actions: { type: 'aimAt', params: ({ event }) => ({ index: event.index }) },
        },
        'SLIDE.SWIPE': [
          {
            guard: { type: 'isSwipeToNext', params: ({ event }) => event },
            target: 'init',
            actions: 'aimNext',
          },
          {
            guard: { type: 'isSwipeToPrev', params: ({ event }) => event },
            target: 'init',
            actions: 'aimPrev',
          },
        ],
      },
    },
    init: { tags: ['moving'], after: { INIT: 'start' } },
    start: { tags: ['moving'], after: { ANIMATION: 'end' } },
    end: { entry: 'settle', after: { END: 'idle' } },
  },
});
