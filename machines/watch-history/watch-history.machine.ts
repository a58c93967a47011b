import { assertEvent, assign, setup } from 'xstate';
import {
  continueWatchingOf,
  normaliseHistory,
  progressOf,
  PROGRESS_SAVE_INTERVAL_MS,
  saveToHistory,
} from './history-rules';
import type {
  HistoryChange,
  HistoryEntry,
  ImportHistoryInput,
  LoadHistoryInput,
  PersistHistoryInput,
  PersistResult,
  Recording,
  WatchHistoryContext,
  WatchHistoryEvent,
  WatchHistoryInput,
} from './watch-history.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';
import {
  awaitingAccount,
  beforeLoading,
  followListsBackend,
  importingList,
  clearChange,
  loadInput,
  persistingList,
  watchListGuards,
} from '../shared/watch-list';

const historyOf = (context: WatchHistoryContext) => context.history;

/** Saves the history as it is now, with the change that made it. */
const persistHistory = (changeOf: (args: { context: WatchHistoryContext }) => HistoryChange) =>
  persistingList('persistHistory', historyOf, changeOf);

function entryOf(recording: Recording): HistoryEntry {
  const { media } = recording;
  return {
    mediaid: media.mediaid,
    progress: recording.progress,
    ...(media.seriesId ? { seriesId: media.seriesId } : {}),
    ...(media.title ? { title: media.title } : {}),
    ...(media.feedid ? { feedid: media.feedid } : {}),
    duration: recording.duration,
  };
}

/**
 * Watch progress and the history continue watching is made of (seed 000 §4, seed 002 §4). The
 * player reports time updates, which are only recorded; the recording is saved at most every
 * 5 minutes while it changes, and at once on pause, play, end, unmount, page hide and tab hidden.
 * A failed save keeps the history in memory and the recording marked unsaved, so the next save
 * writes both again. With continueWatchingList off nothing is recorded. When the session changes
 * where the lists live, the history loads again from there (a registration carries it over first)
 * and what the player reported for the other place is dropped, so that an account's viewing never
 * lands in this browser's history after a sign-out. On a site with accounts the flow starts
 * waiting for the account to say where the history lives.
 */
export const watchHistoryMachine = setup({
  types: {} as FlowTypes<WatchHistoryContext, WatchHistoryEvent, 'busy', WatchHistoryInput>,
  actors: {
    loadHistory: unprovided<HistoryEntry[], LoadHistoryInput>(),
    importHistory: unprovided<void, ImportHistoryInput>(),
    persistHistory: unprovided<PersistResult, PersistHistoryInput>(),
  },
  delays: {
    /** seed 002 §4, §9: saved at most every 5 minutes. */
    SAVE_INTERVAL: PROGRESS_SAVE_INTERVAL_MS,
  },
  guards: {
    ...watchListGuards,
    /** Live streams (duration 0) and streams not yet measured have no progress to keep. */
    isMeasurable: ({ event }) => {
      assertEvent(event, 'PROGRESS.RECORD');
      return progressOf(event.position, event.duration) !== null;
    },
    hasUnsavedProgress: ({ context }) => context.unsaved && context.recording !== null,
    /** Clearing is offered while continue watching shows something (seed 001 §2). */
    hasContinueWatching: ({ context }) => continueWatchingOf(context.history).length > 0,
  },
  actions: {
    record: assign(({ context, event }) => {
      assertEvent(event, 'PROGRESS.RECORD');
      const progress = progressOf(event.position, event.duration) ?? 0;
      const same = context.recording;
      const changed =
        !same ||
        same.media.mediaid !== event.media.mediaid ||
        same.progress !== progress ||
        same.duration !== event.duration;
      return {
        recording: { media: event.media, progress, duration: event.duration },
        unsaved: context.unsaved || changed,
      };
    }),
    /** The recording goes into the history now; the invoke then persists that list. */
    applyRecording: assign(({ context }) =>
      context.recording
        ? { history: saveToHistory(context.history, entryOf(context.recording)), unsaved: false }
        : {},
    ),
    markUnsaved: assign({ unsaved: true }),
    clearHistory: assign({ history: [], recording: null, unsaved: false }),
    assignBackend: assign(({ event }) => {
      assertEvent(event, 'LISTS.BACKEND_CHANGE');
      return { backend: event.backend, recording: null, unsaved: false };
    }),
  },
}).createMachine({
  id: 'watchHistory',
  context: ({ input }) => ({
    enabled: input.enabled,
    backend: input.backend,
    history: [],
    recording: null,
    unsaved: false,
  }),
  initial: 'loading',
  on: followListsBackend,
  states: {
    /** seed 002 §4: only when continueWatchingList is on. */
    disabled: {},
    loading: {
      ...beforeLoading,
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: loadInput,
        onDone: {
          target: 'idle',
          actions: assign({ history: ({ event }) => normaliseHistory(event.output) }),
        },
        onError: { target: 'idle', actions: assign({ history: [] }) },
      },
    },
    awaitingAccount,
    importing: importingList('importHistory', historyOf),
    /** Nothing is playing, or nothing has changed for a whole interval. */
    idle: {
      on: {
        'PROGRESS.RECORD': { guard: 'isMeasurable', target: 'watching', actions: 'record' },
        'HISTORY.CLEAR_REQUEST': { guard: 'hasContinueWatching', target: 'confirmingClear' },
      },
    },
    watching: {
      after: {
        SAVE_INTERVAL: [{ guard: 'hasUnsavedProgress', target: 'saving' }, { target: 'idle' }],
      },
      on: {
        'PROGRESS.RECORD': { guard: 'isMeasurable', actions: 'record' },
        'PROGRESS.FLUSH': { guard: 'hasUnsavedProgress', target: 'saving' },
        'HISTORY.CLEAR_REQUEST': { guard: 'hasContinueWatching', target: 'confirmingClear' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'applyRecording',
      invoke: {
        // applyRecording has just put the saved entry first.
        ...persistHistory(({ context }) => ({ type: 'save', entry: context.history[0] as HistoryEntry })),
        // Back to watching: the next timed save is a full interval away.
        onDone: { target: 'watching' },
        onError: { target: 'watching', actions: 'markUnsaved' },
      },
      on: {
        // The player keeps reporting while the save runs; the next save takes it.
        'PROGRESS.RECORD': { guard: 'isMeasurable', actions: 'record' },
      },
    },
    /** seed 001 §2: clearing continue watching asks first. */
    confirmingClear: {
      on: {
        'HISTORY.CLEAR_CONFIRM': { target: 'clearing', actions: 'clearHistory' },
        'HISTORY.CLEAR_CANCEL': { target: 'idle' },
      },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        ...persistHistory(clearChange),
        onDone: { target: 'idle' },
        // The list stays cleared on screen; the next save writes the history again.
        onError: { target: 'idle' },
      },
    },
  },
});
