import { provideHeroSlider } from './event.actors';
import { useFlowActor } from './use-flow-actor';

/** The hero slider over `count` slides (seed 002 §2), in the root system. */
export function useHeroSliderFlow(count: number) {
  return useFlowActor('heroSlider', () => provideHeroSlider(), { count });
}
