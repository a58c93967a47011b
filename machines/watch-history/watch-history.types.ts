import type {
  HistoryChange,
  HistoryEntry,
  PersistResult,
  WatchListsBackendKind,
} from '@/services/watch-lists/watch-lists.types';
import type { ListsBackendChange, WatchListInput } from '../shared/watch-list';

export type { ListsBackendChange, HistoryChange, HistoryEntry, PersistResult, WatchListsBackendKind };

/** What the root hands the flow once the app runs; `enabled` is features.continueWatchingList (seed 002 §4). */
export type WatchHistoryInput = WatchListInput;

/** The item the player is showing, as the history keeps it. */
export type WatchedMedia = {
  mediaid: string;
  seriesId?: string;
  title?: string;
  feedid?: string;
};

/** The last position the player reported, not yet necessarily saved. */
export type Recording = {
  media: WatchedMedia;
  /** 0..1 */
  progress: number;
  /** Seconds. */
  duration: number;
};

/** seed 002 §4: what makes the player save at once, besides the 5-minute interval. */
export type FlushReason = 'pause' | 'play' | 'ended' | 'unmount' | 'pagehide' | 'hidden';

export type WatchHistoryContext = {
  enabled: boolean;
  /** null until the root says where the history lives. */
  backend: WatchListsBackendKind | null;
  /** Newest first; every saved progress, in the continue-watching window or not. */
  history: HistoryEntry[];
  recording: Recording | null;
  /** The recording holds progress that is not saved yet (new, or its save failed). */
  unsaved: boolean;
};

export type WatchHistoryEvent =
  | ListsBackendChange
  /** seed 002 §4: recorded on time updates. */
  | { type: 'PROGRESS.RECORD'; media: WatchedMedia; position: number; duration: number }
  | { type: 'PROGRESS.FLUSH'; reason: FlushReason }
  | { type: 'HISTORY.CLEAR_REQUEST' }
  | { type: 'HISTORY.CLEAR_CONFIRM' }
  | { type: 'HISTORY.CLEAR_CANCEL' };

export type LoadHistoryInput = { backend: WatchListsBackendKind };

/** The history to carry over into `backend`, newest first as it is kept. */
export type ImportHistoryInput = { backend: WatchListsBackendKind; list: HistoryEntry[] };

/** The list to save, and the change that made it. */
export type PersistHistoryInput = ImportHistoryInput & { change: HistoryChange };
