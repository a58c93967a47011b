/**
 * Overlay images (seed 002 §3): images labelled `overlay-fulltime` stay up the whole time,
 * `overlay-{start}-{duration}` from `start` for `duration` seconds. A label without both numbers
 * is ignored (seed 002 §5).
 */

export type OverlayTiming = { start: number; end: number };

export type Overlay = OverlayTiming & { label: string; url: string };

const FULLTIME = 'overlay-fulltime';
const TIMED = /^overlay-(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;

/** seed 002 §9: the overlay images are waited for up to 10 s, then playback goes on without them. */
export const OVERLAY_WAIT_MS = 10_000;

/** The timing an overlay label asks for, or null when the label is not a (valid) overlay. */
export function parseOverlayLabel(label: string): OverlayTiming | null {
  if (label === FULLTIME) return { start: 0, end: Number.POSITIVE_INFINITY };
  const match = TIMED.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  const duration = Number(match[2]);
  if (!Number.isFinite(start) || !Number.isFinite(duration) || duration <= 0) return null;
  return { start, end: start + duration };
}

/** The overlays among an item's labelled images, in their order. */
export function overlaysFrom(images: readonly { label: string; url: string }[]): Overlay[] {
  return images.flatMap((image) => {
    const timing = parseOverlayLabel(image.label);
    return timing ? [{ ...timing, label: image.label, url: image.url }] : [];
  });
}

/** The overlays up at `position` seconds: from the start (inclusive) to the end (exclusive). */
export function activeOverlays(overlays: readonly Overlay[], position: number): Overlay[] {
  return overlays.filter((overlay) => position >= overlay.start && position < overlay.end);
}

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const platformTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The overlays of an item, waited for at most `waitMs` (seed 002 §9): a slow or failed images
 * request means no overlays, never a stalled or failed player.
 */
export function loadOverlays(
  fetchImages: () => Promise<readonly { label: string; url: string }[]>,
  { waitMs = OVERLAY_WAIT_MS, timers = platformTimers }: { waitMs?: number; timers?: Timers } = {},
): Promise<Overlay[]> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(() => resolve([]), waitMs);
    fetchImages().then(
      (images) => {
        timers.clearTimeout(handle);
        resolve(overlaysFrom(images));
      },
      () => {
        timers.clearTimeout(handle);
        resolve([]);
      },
    );
  });
}
