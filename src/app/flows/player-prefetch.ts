import { useEffect } from 'react';
import { useStartedApp } from '@/app/providers';
import type { MediaItem } from '@/domain/media.types';
import { detectPlaybackSupport, usesHlsJs } from '@/services/player/media-adapter';
import { adScheduleFor } from '@/app/flows/player-input';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Longest the prefetch waits for an idle moment once the page is up. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The player's code that loads on demand, fetched while the viewer reads the media page so that
 * play does not wait for it (issue 17): hls.js where this browser will need it (no HLS of its
 * own), the VAST client when the item has an ad schedule. The modules are cached: the player's own
 * `import()` then resolves at once. A failed prefetch is ignored; play loads it again.
 */
export function prefetchPlayerCode({ hls, ads }: { hls: boolean; ads: boolean }): void {
  if (hls) void import('hls.js').catch(() => {});
  if (ads) void import('@dailymotion/vast-client').catch(() => {});
}

/** Runs {@link prefetchPlayerCode} for an item once the page is idle. */
export function usePlayerCodePrefetch(item: MediaItem): void {
  const { config } = useStartedApp();
  const ads = adScheduleFor(item, config) !== null;
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const hls = usesHlsJs(detectPlaybackSupport());
    if (!hls && !ads) return;
    const idle = window as IdleWindow;
    const run = () => prefetchPlayerCode({ hls, ads });
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const handle = window.setTimeout(run, 0);
    return () => window.clearTimeout(handle);
  }, [ads]);
}
