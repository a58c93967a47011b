import type { HistoryEntry } from '@/services/watch-lists/watch-lists.types';

/** seed 000 §9: the watch list size, favorites and history alike. */
export const HISTORY_MAX = 48;

/** seed 000 §4, §9: continue watching lists an item only when 0.05 < progress < 0.95. */
export const CONTINUE_WATCHING_MIN = 0.05;
export const CONTINUE_WATCHING_MAX = 0.95;

/** seed 002 §9: progress is saved at most every 5 minutes. */
export const PROGRESS_SAVE_INTERVAL_MS = 5 * 60 * 1000;

export const isInContinueWatchingWindow = (progress: number): boolean =>
  progress > CONTINUE_WATCHING_MIN && progress < CONTINUE_WATCHING_MAX;

/**
 * 0..1 from what the player reports, or null when there is nothing to measure against: a live
 * stream reports duration 0 (seed 002 §3) and a stream not yet loaded reports NaN.
 */
export function progressOf(position: number, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return null;
  return Math.min(1, Math.max(0, position / duration));
}

/**
 * seed 000 §4: saving moves the item to the front and removes any entry of the same media or of
 * the same series; seed 000 §9: at most 48 are kept, the oldest dropped.
 */
export function saveToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const replaced = (other: HistoryEntry) =>
    other.mediaid === entry.mediaid || (entry.seriesId !== undefined && other.seriesId === entry.seriesId);
  return [entry, ...history.filter((other) => !replaced(other))].slice(0, HISTORY_MAX);
}

/** A loaded list as the flow keeps it: one entry per media item and per series, at most 48. */
export function normaliseHistory(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history.reduceRight<HistoryEntry[]>((kept, entry) => saveToHistory(kept, entry), []);
}

/** The entries continue watching shows, newest first (seed 000 §4). */
export const continueWatchingOf = (history: readonly HistoryEntry[]): HistoryEntry[] =>
  history.filter((entry) => isInContinueWatchingWindow(entry.progress));

/**
 * seed 002 §5: where playback resumes, progress × duration, when the progress counts (inside the
 * window); 0 otherwise, so a finished or barely started item plays from the start. The duration
 * is the one the progress was measured against when the entry has it (the stream's own length),
 * else the catalogue's.
 */
export function startTimeOf(entry: HistoryEntry | undefined, duration: number): number {
  if (!entry || !isInContinueWatchingWindow(entry.progress)) return 0;
  const total = entry.duration !== undefined && entry.duration > 0 ? entry.duration : duration;
  return Number.isFinite(total) && total > 0 ? entry.progress * total : 0;
}
