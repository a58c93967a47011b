import type { SnapshotFrom } from 'xstate';
import type { watchHistoryMachine } from './watch-history.machine';
import { continueWatchingOf, isInContinueWatchingWindow, startTimeOf } from './history-rules';
import type { HistoryEntry } from './watch-history.types';
import { isListEnabled, isListLoading } from '../shared/watch-list';

export type WatchHistorySnapshot = SnapshotFrom<typeof watchHistoryMachine>;

/** seed 002 §4: progress is kept only when continueWatchingList is on. */
export const selectWatchHistoryEnabled: (snapshot: WatchHistorySnapshot) => boolean = isListEnabled;

/** The history has not been read yet (or the account has not said where it lives). */
export const selectWatchHistoryLoading: (snapshot: WatchHistorySnapshot) => boolean = isListLoading;

/** Every saved entry, newest first. */
export const selectHistory = (snapshot: WatchHistorySnapshot): HistoryEntry[] => snapshot.context.history;

/** seed 000 §4: the continue-watching list, newest first, only 0.05 < progress < 0.95. */
export const selectContinueWatching = (snapshot: WatchHistorySnapshot): HistoryEntry[] =>
  continueWatchingOf(snapshot.context.history);

function entryFor(snapshot: WatchHistorySnapshot, mediaid: string): HistoryEntry | undefined {
  return snapshot.context.history.find((entry) => entry.mediaid === mediaid);
}

/**
 * The progress a card or a "continue watching" button shows for an item, 0..1, or null when it
 * does not count (none saved, or outside the window: seed 002 §5).
 */
export function selectProgress(snapshot: WatchHistorySnapshot, mediaid: string): number | null {
  const entry = entryFor(snapshot, mediaid);
  return entry && isInContinueWatchingWindow(entry.progress) ? entry.progress : null;
}

/** seed 002 §5: where playback starts, progress × duration, 0 when the progress does not count. */
export const selectStartTime = (snapshot: WatchHistorySnapshot, mediaid: string, duration: number): number =>
  startTimeOf(entryFor(snapshot, mediaid), duration);

/** The episode of a series the viewer is part-way through, if any (seed 002 §2: auto-selected). */
export function selectSeriesEpisodeInProgress(
  snapshot: WatchHistorySnapshot,
  seriesId: string,
): HistoryEntry | null {
  return continueWatchingOf(snapshot.context.history).find((entry) => entry.seriesId === seriesId) ?? null;
}

/** The clear confirmation is open (seed 001 §2). */
export const selectConfirmingClear = (snapshot: WatchHistorySnapshot): boolean =>
  snapshot.matches('confirmingClear');

/** "Clear" is offered now. */
export const selectCanClear = (snapshot: WatchHistorySnapshot): boolean =>
  snapshot.can({ type: 'HISTORY.CLEAR_REQUEST' });
