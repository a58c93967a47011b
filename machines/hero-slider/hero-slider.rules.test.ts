import { describe, expect, it } from 'vitest';
import { slideHasStartButton, swipeDirection, visibleDots, wrapIndex } from './hero-slider.rules';

describe('hero slider rules', () => {
  it('counts a swipe at 80 velocity units or half the screen (seed 002 §9)', () => {
    expect(swipeDirection({ distance: -10, velocity: -80, width: 400 })).toBe('next');
    expect(swipeDirection({ distance: -10, velocity: -79.9, width: 400 })).toBeNull();
    expect(swipeDirection({ distance: 200, velocity: 0, width: 400 })).toBe('prev');
    expect(swipeDirection({ distance: 199, velocity: 0, width: 400 })).toBeNull();
    expect(swipeDirection({ distance: 0, velocity: 500, width: 400 })).toBeNull();
  });

  it('gives no start button for hubs, live channels, pages, sourceless media or small screens (seed 002 §2)', () => {
    const mp4 = { sources: [{ file: 'https://cdn.example/v.mp4' }] };
    expect(slideHasStartButton(mp4, false)).toBe(true);
    expect(slideHasStartButton({ sources: [{ file: '/a/index.m3u8?token=1' }] }, false)).toBe(true);
    expect(slideHasStartButton(mp4, true)).toBe(false);
    expect(slideHasStartButton({ ...mp4, contentType: 'hub' }, false)).toBe(false);
    expect(slideHasStartButton({ ...mp4, contentType: 'liveChannel' }, false)).toBe(false);
    expect(slideHasStartButton({ ...mp4, contentType: 'page' }, false)).toBe(false);
    expect(slideHasStartButton({ sources: [{ file: '/a/manifest.mpd' }] }, false)).toBe(false);
    expect(slideHasStartButton({ sources: null }, false)).toBe(false);
  });

  it('shows a range of 3 dots kept inside the list, and wraps indexes', () => {
    expect(visibleDots(0, 6)).toEqual([0, 1, 2]);
    expect(visibleDots(3, 6)).toEqual([2, 3, 4]);
    expect(visibleDots(5, 6)).toEqual([3, 4, 5]);
    expect(visibleDots(1, 2)).toEqual([0, 1]);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });
});
