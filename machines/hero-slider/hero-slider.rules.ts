import { SWIPE_VELOCITY_THRESHOLD, type Direction } from './hero-slider.types';

/** Wraps around both ends: after the last slide comes the first. */
export const wrapIndex = (index: number, count: number): number => ((index % count) + count) % count;

/**
 * seed 002 §9: a swipe counts at 80 velocity units or at half the screen; a swipe to the left
 * brings the next slide, to the right the previous one; anything shorter and slower stays put.
 */
export function swipeDirection(swipe: { distance: number; velocity: number; width: number }): Direction | null {
  const far = Math.abs(swipe.distance) >= swipe.width / 2;
  const fast = Math.abs(swipe.velocity) >= SWIPE_VELOCITY_THRESHOLD;
  if (swipe.distance === 0 || !(far || fast)) return null;
  return swipe.distance < 0 ? 'next' : 'prev';
}

/** The media fields the start-button rule reads. */
export type SlideMedia = {
  contentType?: string | null;
  sources?: readonly { file: string }[] | null;
};

const NO_START_TYPES = new Set(['hub', 'livechannel', 'live_channel', 'page']);

/**
 * seed 002 §2 "Hero slider": no start button for media without an .m3u8 or .mp4 source, of type
 * hub, live channel or page, or on small screens.
 */
export function slideHasStartButton(media: SlideMedia, smallScreen: boolean): boolean {
  if (smallScreen) return false;
  const type = (media.contentType ?? '').toLowerCase().replace(/\s+/g, '_');
  if (NO_START_TYPES.has(type)) return false;
  return (media.sources ?? []).some((source) => /\.(m3u8|mp4)(\?|#|$)/i.test(source.file));
}

/**
 * seed 002 §9: the dots show a range of 3 around the current slide (fewer when there are fewer
 * slides), kept inside the list at both ends.
 */
export function visibleDots(index: number, count: number, range = 3): number[] {
  const size = Math.min(range, count);
  const first = Math.min(Math.max(0, index - Math.floor(size / 2)), count - size);
  return Array.from({ length: size }, (_, i) => first + i);
}
