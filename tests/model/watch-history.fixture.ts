import { deepStrictEqual } from 'node:assert/strict';
import { watchHistoryMachine } from '@machines/watch-history/watch-history.machine';
import { PROGRESS_SAVE_INTERVAL_MS } from '@machines/watch-history/history-rules';
import type {
  HistoryEntry,
  WatchedMedia,
  WatchHistoryEvent,
  WatchHistoryInput,
} from '@machines/watch-history/watch-history.types';
import type { EventVariant, MachineFixture, ProjectedState } from '../support/model-fixture';

/** A film of 104 minutes and two episodes of one series, as the local stack's catalogue has them. */
const film: WatchedMedia = { mediaid: 'MvAct001', title: 'Breakwater', feedid: 'MoViEs01' };
const episode1: WatchedMedia = { mediaid: 'EpHL1E01', seriesId: 'SrHarb01', title: 'Lamp Oil' };
const episode2: WatchedMedia = { mediaid: 'EpHL1E02', seriesId: 'SrHarb01', title: 'The Night Ferry' };
const FILM_SECONDS = 104 * 60;
const EPISODE_SECONDS = 48 * 60;

/** Stored: episode 1 half watched, and a film watched to the end (outside continue watching). */
const storedHistory: HistoryEntry[] = [
  {
    mediaid: episode1.mediaid,
    progress: 0.5,
    seriesId: 'SrHarb01',
    title: 'Lamp Oil',
    duration: EPISODE_SECONDS,
  },
  { mediaid: 'MvDrm001', progress: 0.99, duration: 121 * 60 },
];

/** What the account holds: a film a quarter watched. */
const accountHistory: HistoryEntry[] = [{ mediaid: 'MvCom002', progress: 0.25, duration: 88 * 60 }];

export type WatchHistoryProjection = {
  backend: string | null;
  unsaved: boolean;
  /** `mediaid@progress` of what the player last reported. */
  recording: string | null;
  /** `mediaid@progress`, newest first. */
  history: string[];
};

type State = ProjectedState<WatchHistoryProjection>;
type Record = Extract<WatchHistoryEvent, { type: 'PROGRESS.RECORD' }>;

const at = (media: WatchedMedia, progress: number, duration: number): Record => ({
  type: 'PROGRESS.RECORD',
  media,
  position: progress * duration,
  duration,
});

/** Back on the first visit with episode 1 stored, nothing played: where the session changes. */
const isStoredIdle = (s: State) =>
  s.backend === 'local' && s.value === 'idle' && s.recording === null && s.history.length === 2;
const isFirstFilmRecording = (s: State) => s.recording === 'MvAct001@0.4' && s.history.length === 0;

const flush = (
  reason: 'pause' | 'play' | 'ended' | 'unmount' | 'pagehide' | 'hidden',
  label: string,
  offer?: (s: State) => boolean,
): EventVariant<Extract<WatchHistoryEvent, { type: 'PROGRESS.FLUSH' }>, WatchHistoryProjection> => ({
  label,
  event: { type: 'PROGRESS.FLUSH', reason },
  ...(offer ? { offer } : {}),
});

const on: WatchHistoryInput = { enabled: true, backend: 'local' };
const off: WatchHistoryInput = { enabled: false, backend: 'local' };
/** A site with accounts: the history waits until the account has restored. */
const awaiting: WatchHistoryInput = { enabled: true, backend: null };

export const watchHistoryFixture = {
  machine: watchHistoryMachine,
  inputs: [
    { label: 'continue watching on', input: on },
    { label: 'continue watching off', input: off },
    { label: 'continue watching on, account restoring', input: awaiting },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    return {
      backend: c.backend,
      unsaved: c.unsaved,
      recording: c.recording ? `${c.recording.media.mediaid}@${c.recording.progress}` : null,
      history: c.history.map((entry) => `${entry.mediaid}@${entry.progress}`),
    };
  },
  events: {
    // seed 000 §4: the session moves the lists between this browser and the account.
    'LISTS.BACKEND_CHANGE': [
      {
        label: 'signed in',
        event: { type: 'LISTS.BACKEND_CHANGE', backend: 'own-backend', carryOver: false },
        // Also the account restored with a session: the first load is the account's.
        offer: (s) => isStoredIdle(s) || s.value === 'awaitingAccount',
      },
      {
        label: 'registered',
        event: { type: 'LISTS.BACKEND_CHANGE', backend: 'own-backend', carryOver: true },
        offer: (s) => isStoredIdle(s),
      },
      {
        label: 'signed out',
        event: { type: 'LISTS.BACKEND_CHANGE', backend: 'local', carryOver: false },
        // Also while the account's progress is recorded: it must not reach this browser's history.
        offer: (s) => s.backend !== 'local' && (s.value === 'idle' || (s.value === 'watching' && s.unsaved)),
      },
    ],
    'PROGRESS.RECORD': [
      {
        label: 'film at 40%',
        event: at(film, 0.4, FILM_SECONDS),
        offer: (s) => s.recording === null && s.history.length === 0,
      },
      {
        // Reported while the first save runs: the next save takes it, and past 95 % it leaves continue watching.
        label: 'film at 97%',
        event: at(film, 0.97, FILM_SECONDS),
        offer: (s) => s.value === 'saving' && s.recording === 'MvAct001@0.4',
      },
      {
        label: 'film at 50%',
        event: at(film, 0.5, FILM_SECONDS),
        offer: (s) => s.value === 'watching' && isFirstFilmRecording(s) && s.unsaved,
      },
      {
        label: 'episode 2 at 30%',
        event: at(episode2, 0.3, EPISODE_SECONDS),
        // Signed in too: the progress goes to the account (seed 002 §4: server-side when signed in).
        offer: (s) => s.backend !== null && s.recording === null && s.history.length > 0,
      },
      // A live stream reports duration 0: nothing to record (never an edge).
      { label: 'live stream', event: at({ mediaid: 'LvChan01', title: 'Lanternfish One' }, 0, 0) },
    ],
    'PROGRESS.FLUSH': [
      flush('pause', 'pause'),
      flush('play', 'play', isFirstFilmRecording),
      flush('ended', 'ended', isFirstFilmRecording),
      flush('unmount', 'player closed', isFirstFilmRecording),
      flush('pagehide', 'page hidden', isFirstFilmRecording),
      flush('hidden', 'tab hidden', isFirstFilmRecording),
    ],
    'HISTORY.CLEAR_REQUEST': [
      {
        label: 'clear',
        event: { type: 'HISTORY.CLEAR_REQUEST' },
        offer: (s) =>
          s.backend === 'local' &&
          (s.recording === null || (s.value === 'watching' && s.recording === 'EpHL1E02@0.3' && !s.unsaved)),
      },
    ],
    'HISTORY.CLEAR_CONFIRM': [{ label: 'confirm clear', event: { type: 'HISTORY.CLEAR_CONFIRM' } }],
    'HISTORY.CLEAR_CANCEL': [{ label: 'cancel clear', event: { type: 'HISTORY.CLEAR_CANCEL' } }],
  },
  doneOutputs: {
    loadHistory: [
      { label: 'no history', output: [], offer: (s) => s.backend === 'local' && s.history.length === 0 },
      {
        label: 'episode 1 half watched',
        output: storedHistory,
        // A first visit, or back from the account (seed 000 §4: sign-out restores the local history).
        offer: (s) => s.backend === 'local',
      },
      { label: 'account history', output: accountHistory, offer: (s) => s.backend !== 'local' },
    ],
    importHistory: [{ label: 'carried over', output: undefined }],
    persistHistory: [{ label: 'saved', output: 'saved' }],
  },
  errors: {
    loadHistory: [
      {
        label: 'load fails',
        error: { kind: 'network', message: 'Network request failed' },
        offer: (s) => s.backend === 'local' && s.history.length === 0,
      },
    ],
    importHistory: [
      { label: 'carry-over fails', error: { kind: 'api', code: 500, message: 'Internal error' } },
    ],
    persistHistory: [
      {
        label: 'save fails',
        error: { kind: 'storage', message: 'The quota has been exceeded.' },
        offer: (s) => s.value === 'saving' && s.history.length === 1 && s.history[0] === 'MvAct001@0.4',
      },
      {
        label: 'clear fails',
        error: { kind: 'storage', message: 'The quota has been exceeded.' },
        offer: (s) => s.value === 'clearing',
      },
    ],
  },
  expectedDelayMs: (type) => {
    // seed 002 §9: progress save interval 5 minutes.
    if (type.startsWith('xstate.after.SAVE_INTERVAL.')) return PROGRESS_SAVE_INTERVAL_MS;
    throw new Error(`No delay planned for ${type}`);
  },
  stateAssertions: {
    loading: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('loadHistory'), { backend: snapshot.context.backend }, description);
    },
    // Nothing is read before the account says where the history lives.
    awaitingAccount: ({ snapshot, description }) => {
      deepStrictEqual(Object.keys(snapshot.children), [], description);
    },
    importing: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(
        inputOf('importHistory'),
        { backend: 'own-backend', list: snapshot.context.history },
        description,
      );
    },
    saving: ({ snapshot, inputOf, description }) => {
      const history = snapshot.context.history;
      deepStrictEqual(
        inputOf('persistHistory'),
        { backend: snapshot.context.backend, list: history, change: { type: 'save', entry: history[0] } },
        description,
      );
    },
    clearing: ({ inputOf, description }) => {
      deepStrictEqual(
        inputOf('persistHistory'),
        { backend: 'local', list: [], change: { type: 'clear' } },
        description,
      );
    },
  },
} satisfies MachineFixture<typeof watchHistoryMachine, WatchHistoryProjection>;
