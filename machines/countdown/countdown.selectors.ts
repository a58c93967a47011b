import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown.machine';

export type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left, counting a started second as a whole one. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export type CountdownView =
  | { phase: 'hidden' }
  | { phase: 'upcoming'; parts: CountdownParts; target: number }
  | { phase: 'ongoing'; watchLiveText: string | null };

/** What the countdown card shows (seed 002 §4): the time left, the watch-live text, or nothing. */
export function selectCountdownView(snapshot: CountdownSnapshot): CountdownView {
  const { context } = snapshot;
  if (snapshot.matches('upcoming') && context.target !== null)
    return { phase: 'upcoming', parts: countdownParts(context.target - context.now), target: context.target };
  if (snapshot.matches('ongoing')) return { phase: 'ongoing', watchLiveText: context.watchLiveText || null };
  return { phase: 'hidden' };
}
