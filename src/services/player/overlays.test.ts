import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeOverlays, loadOverlays, OVERLAY_WAIT_MS, overlaysFrom, parseOverlayLabel } from './overlays';

describe('overlay labels (seed 002 §3, §5)', () => {
  it('reads overlay-fulltime as always up and overlay-{start}-{duration} as a window', () => {
    expect(parseOverlayLabel('overlay-fulltime')).toEqual({ start: 0, end: Number.POSITIVE_INFINITY });
    expect(parseOverlayLabel('overlay-4-8')).toEqual({ start: 4, end: 12 });
    expect(parseOverlayLabel('overlay-2.5-1.5')).toEqual({ start: 2.5, end: 4 });
  });

  it('ignores names without a start and a duration number', () => {
    for (const label of [
      'overlay-4',
      'overlay-a-8',
      'overlay-4-x',
      'overlay--8',
      'overlay-4-0',
      'card',
      'overlay-4-8-2',
      'Overlay-4-8',
    ]) {
      expect(parseOverlayLabel(label), label).toBeNull();
    }
  });

  it('keeps only the overlays of a list of images, and shows each in its window', () => {
    const overlays = overlaysFrom([
      { label: 'card', url: '/card.webp' },
      { label: 'overlay-fulltime', url: '/full.webp' },
      { label: 'overlay-4-8', url: '/timed.webp' },
      { label: 'overlay-soon-8', url: '/broken.webp' },
    ]);
    expect(overlays.map((overlay) => overlay.label)).toEqual(['overlay-fulltime', 'overlay-4-8']);
    expect(activeOverlays(overlays, 3.9).map((o) => o.label)).toEqual(['overlay-fulltime']);
    expect(activeOverlays(overlays, 4).map((o) => o.label)).toEqual(['overlay-fulltime', 'overlay-4-8']);
    expect(activeOverlays(overlays, 12).map((o) => o.label)).toEqual(['overlay-fulltime']);
  });
});

describe('overlay wait (seed 002 §9: up to 10 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on images that take longer than 10 s, without failing', async () => {
    vi.useFakeTimers();
    const result = vi.fn();
    void loadOverlays(() => new Promise(() => {})).then(result);
    await vi.advanceTimersByTimeAsync(OVERLAY_WAIT_MS - 1);
    expect(result).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith([]);
  });

  it('uses images that arrive in time, and treats a failed request as none', async () => {
    vi.useFakeTimers();
    const arrived = loadOverlays(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve([{ label: 'overlay-fulltime', url: '/o.webp' }]), 9_999),
        ),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(arrived).resolves.toHaveLength(1);
    await expect(loadOverlays(() => Promise.reject(new Error('500')))).resolves.toEqual([]);
  });
});
