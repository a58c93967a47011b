import { useEffect } from 'react';
import type { CountdownInput } from '@machines/countdown/countdown.types';
import { provideCountdown } from './event.actors';
import { useFlowActor } from './use-flow-actor';

const pageClock = { now: () => Date.now() };

/**
 * The home's countdown (seed 002 §4) on the page's clock, in the root system. The dates come from
 * the home content; a refetch with other dates is passed on (the machine ignores the same dates).
 */
export function useCountdownFlow({ target, end, watchLiveText }: Omit<CountdownInput, 'now'>) {
  const actor = useFlowActor('countdown', () => provideCountdown(pageClock), {
    now: pageClock.now(),
    target,
    end,
    watchLiveText,
  });
  useEffect(() => {
    actor.send({ type: 'DATES.CHANGE', target, end });
  }, [actor, target, end]);
  return actor;
}
