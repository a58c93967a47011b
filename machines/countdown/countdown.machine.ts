import { assign, setup } from 'xstate';
import {
  COUNTDOWN_TICK_MS,
  type CountdownContext,
  type CountdownEvent,
  type CountdownInput,
} from './countdown.types';
import type { FlowTypes } from '../shared/flow-types';

/**
 * The home's countdown card (seed 002 §4): upcoming while the target time is ahead; ongoing once
 * it has passed but the end has not (the watch-live text shows); completed after the end (nothing
 * shows). It reads the clock every second (seed 002 §9). The clock is the `readClock` action: by
 * default a perfect clock that moves one tick per tick (model tests on a simulated clock); the
 * app provides one that reads the page's clock (src/app/flows/event.actors.ts), so a throttled tab,
 * a moved clock or fake timers all land in the right phase.
 */
export const countdownMachine = setup({
  types: {} as FlowTypes<CountdownContext, CountdownEvent, 'visible', CountdownInput>,
  delays: { TICK: COUNTDOWN_TICK_MS },
  actions: {
    readClock: assign({ now: ({ context }) => context.now + COUNTDOWN_TICK_MS }),
  },
  guards: {
    hasNoTarget: ({ context }) => context.target === null,
    isBeforeTarget: ({ context }) => context.target !== null && context.now < context.target,
    isBeforeEnd: ({ context }) => context.end === null || context.now < context.end,
    hasEnd: ({ context }) => context.end !== null,
    datesChanged: ({ context, event }) =>
      event.type === 'DATES.CHANGE' && (event.target !== context.target || event.end !== context.end),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ ...input }),
  initial: 'checking',
  on: {
    // The same dates again (a refetch that changed nothing) leave the tick where it was.
    'DATES.CHANGE': {
      guard: 'datesChanged',
      target: '.checking',
      actions: assign(({ event }) => ({ target: event.target, end: event.end })),
    },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasNoTarget', target: 'completed' },
        { guard: 'isBeforeTarget', target: 'upcoming' },
        { guard: 'isBeforeEnd', target: 'ongoing' },
        { target: 'completed' },
      ],
    },
    upcoming: {
      tags: ['visible'],
      after: { TICK: { target: 'checking', actions: 'readClock' } },
    },
    ongoing: {
      tags: ['visible'],
      // Without an end there is nothing left to wait for.
      after: { TICK: { guard: 'hasEnd', target: 'checking', actions: 'readClock' } },
    },
    completed: {},
  },
});
