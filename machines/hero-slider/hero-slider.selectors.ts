import type { SnapshotFrom } from 'xstate';
import type { heroSliderMachine } from './hero-slider.machine';
import { visibleDots } from './hero-slider.rules';
import type { Direction } from './hero-slider.types';

export type HeroSliderSnapshot = SnapshotFrom<typeof heroSliderMachine>;

export type HeroSliderView = {
  phase: 'idle' | 'init' | 'start' | 'end';
  /** The slide at rest, or the one leaving during a move. */
  index: number;
  /** The slide coming in during a move; null at rest. */
  incoming: number | null;
  direction: Direction | null;
  count: number;
  /** Dot indexes to draw (seed 002 §9: a range of 3). */
  dots: number[];
  /** The slide the dots mark as current. */
  current: number;
  canMove: boolean;
};

export function selectHeroSliderView(snapshot: HeroSliderSnapshot): HeroSliderView {
  const { context } = snapshot;
  const phase = (['init', 'start', 'end'] as const).find((p) => snapshot.matches(p)) ?? 'idle';
  const moving = phase === 'init' || phase === 'start';
  const current = moving ? context.target : context.index;
  return {
    phase,
    index: context.index,
    incoming: moving ? context.target : null,
    direction: context.direction,
    count: context.count,
    dots: context.count > 1 ? visibleDots(current, context.count) : [],
    current,
    canMove: snapshot.can({ type: 'SLIDE.NEXT' }),
  };
}
