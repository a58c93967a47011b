import { deepStrictEqual } from 'node:assert/strict';
import { watchHistoryMachine } from '@machines/watch-history/watch-history.machine';
import type {
  HistoryEntry,
  WatchedMedia,
  WatchHistoryEvent,
  WatchHistoryInput,
} from '@machines/watch-history/watch-history.types';
import type { EventVariant, MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';
import {
  backendChanges,
  carryOverAndSave,
  listInputs,
  listStartRows,
  listStateAssertions,
  noLoadRunning,
} from './watch-lists.builders';

/**
 * seed 002 §4, §9: progress saved at most every 5 minutes; seed 000 §4, §9: continue watching
 * shows 0.05 < progress < 0.95; the watch list holds at most 48. Never read from the machine.
 */
const SEED = { saveIntervalMs: 5 * 60 * 1000, windowMin: 0.05, windowMax: 0.95, max: 48 } as const;

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

const actors = { load: 'loadHistory', carry: 'importHistory', save: 'persistHistory' } as const;
const carryAndSave = carryOverAndSave(actors);

const W = {
  feature: 'seed 002 §4: watch progress is recorded only when continueWatchingList is on',
  waits:
    'seed 000 §4, docs/decisions.md: on a site with accounts the lists wait for the account to say where they live',
  loads:
    'seed 000 §4: the history loads from where it lives (the account when signed in, this browser otherwise)',
  records:
    'seed 002 §4: watch progress is recorded on time updates (progress = position / duration), not saved at each one',
  interval: 'seed 002 §4, §9: watch progress is saved at most every 5 minutes',
  flush: 'seed 002 §4: watch progress is also saved on pause, play, unmount, page hide and tab hidden',
  where: 'seed 002 §4: watch progress is saved server-side when signed in, locally otherwise',
  front:
    'seed 000 §4: saving a history item moves it to the front and removes any entry with the same media or the same series',
  max: 'seed 000 §9: the watch list (history) holds at most 48',
  keeps: 'docs/decisions.md: a failed save keeps the history on screen and is retried with the next save',
  window:
    'seed 000 §4, §9: continue watching lists an item only when 0.05 < progress < 0.95; clearing it asks first',
  clear:
    'seed 001 §2, seed 002 §2: clearing continue watching asks for a confirmation; confirmed, the history is emptied',
  signIn: "seed 000 §4: a login loads the account's history",
  register:
    "seed 000 §4: a registration persists the local history to the account, then the account's history loads",
  signOut: 'seed 000 §4: a logout restores the local history',
  dropped:
    'docs/decisions.md: progress not yet saved is dropped when the lists move, so it never lands in the other place',
} as const;

type Step = o.OracleStep<WatchHistoryProjection>;
/** The series of the fixture's episodes, for the same-series rule. */
const SERIES: { readonly [mediaid: string]: string | undefined } = {
  [episode1.mediaid]: 'SrHarb01',
  [episode2.mediaid]: 'SrHarb01',
};
/** seed 001 §2: continue watching items carry mediaid, title and feedid; the fixture's feeds. */
const FEED: { readonly [mediaid: string]: string | undefined } = { [film.mediaid]: 'MoViEs01' };
const idOf = (entry: string | null | undefined) => (entry ?? '').split('@')[0] ?? '';
const progressIn = (entry: string) => Number(entry.split('@')[1]);
const inWindow = (entry: string) => progressIn(entry) > SEED.windowMin && progressIn(entry) < SEED.windowMax;
const inputOf = (s: Step) => s.input as WatchHistoryInput;
const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);
const wellFormed = o.holds<WatchHistoryProjection>(W.max, (s) => {
  const ids = s.state.history.map(idOf);
  if (ids.length > SEED.max) return `${ids.length} entries kept (at most ${SEED.max})`;
  return new Set(ids).size === ids.length ? true : `an item is listed twice: ${s.state.history.join(', ')}`;
});
const historyKept = (rule: string) =>
  o.holds<WatchHistoryProjection>(rule, (s) =>
    sameList(s.state.history, s.before?.history)
      ? true
      : `history ${JSON.stringify(s.before?.history)} became ${JSON.stringify(s.state.history)}`,
  );
const noSave = (rule: string) => o.effectsExclude<WatchHistoryProjection>(rule, o.invoked('persistHistory'));

/** What a save must do with the recording: first, and no other entry of its media or series. */
const savedFirst = o.holds<WatchHistoryProjection>(W.front, (s) => {
  const saved = s.before?.recording ?? null;
  if (!saved) return 'saved with nothing recorded';
  const [first, ...rest] = s.state.history;
  if (first !== saved) return `first entry ${first}, want ${saved}`;
  const series = SERIES[idOf(saved)];
  const clash = rest.find((e) => idOf(e) === idOf(saved) || (series && SERIES[idOf(e)] === series));
  if (clash) return `${clash} kept beside ${saved}`;
  const survivors = (s.before?.history ?? []).filter(
    (e) => idOf(e) !== idOf(saved) && !(series && SERIES[idOf(e)] === series),
  );
  return sameList(rest, survivors.slice(0, SEED.max - 1))
    ? true
    : `the others became ${JSON.stringify(rest)}, want ${JSON.stringify(survivors)}`;
});

const saves = (rule: string) => [
  o.stateIs<WatchHistoryProjection>(rule, 'saving'),
  savedFirst,
  o.projected<WatchHistoryProjection>(rule, { unsaved: false }),
  o.holds<WatchHistoryProjection>(W.where, (s) =>
    o
      .effectsInclude(
        W.where,
        o.invoked('persistHistory', {
          backend: s.before?.backend ?? 'local',
          change: {
            type: 'save',
            entry: {
              mediaid: idOf(s.before?.recording),
              progress: progressIn(s.before?.recording ?? ''),
              ...(FEED[idOf(s.before?.recording)] ? { feedid: FEED[idOf(s.before?.recording)] } : {}),
            },
          },
        }),
      )
      .check(s),
  ),
];

/** Watch progress and continue watching, as seed 000 §4, §9 and seed 002 §4, §9 describe them. */
export const watchHistoryOracle = {
  delays: { SAVE_INTERVAL: { ms: SEED.saveIntervalMs, rule: W.interval } },
  states: {
    disabled: {
      seed: W.feature,
      expect: [
        o.holds(W.feature, (s) => (inputOf(s).enabled ? 'disabled although the feature is on' : true)),
        o.projected(W.feature, { history: [], recording: null }),
        noLoadRunning<WatchHistoryProjection>(W.feature),
      ],
    },
    loading: { seed: W.loads, expect: [o.projected(W.dropped, { recording: null, unsaved: false })] },
    awaitingAccount: {
      seed: W.waits,
      expect: [
        o.projected(W.waits, { backend: null, history: [] }),
        noLoadRunning<WatchHistoryProjection>(W.waits),
      ],
    },
    importing: {
      seed: W.register,
      expect: [o.projected(W.register, { backend: 'own-backend', recording: null, unsaved: false })],
    },
    idle: { seed: [W.records, W.max], expect: [wellFormed] },
    watching: {
      seed: [W.records, W.interval, W.flush],
      expect: [
        wellFormed,
        o.holds(W.records, (s) => (s.state.recording ? true : 'watching with nothing recorded')),
      ],
    },
    saving: {
      seed: [W.interval, W.flush, W.where],
      expect: [
        wellFormed,
        o.holds(W.front, (s) =>
          idOf(s.state.history[0]) === idOf(s.state.recording)
            ? true
            : `saving ${s.state.history[0]} while ${s.state.recording} is recorded`,
        ),
      ],
    },
    confirmingClear: {
      seed: W.window,
      expect: [
        o.holds(W.window, (s) =>
          s.state.history.some(inWindow)
            ? true
            : `asked to clear with nothing in continue watching: ${s.state.history.join(', ')}`,
        ),
      ],
    },
    clearing: { seed: W.clear, expect: [o.projected(W.clear, { history: [], recording: null })] },
  },
  transitions: [
    ...listStartRows<WatchHistoryProjection>(W, 'loadHistory'),
    {
      from: 'loading',
      on: 'xstate.done.actor.loadHistory',
      expect: [
        o.stateIs(W.loads, 'idle'),
        o.holds(W.loads, (s) => {
          const loaded = ((s.event as { output?: HistoryEntry[] }).output ?? []).map(
            (e) => `${e.mediaid}@${e.progress}`,
          );
          return sameList(s.state.history, loaded.slice(0, SEED.max))
            ? true
            : `loaded ${JSON.stringify(loaded)}, kept ${JSON.stringify(s.state.history)}`;
        }),
      ],
    },
    {
      from: 'loading',
      on: 'xstate.error.actor.loadHistory',
      expect: [o.stateIs(W.loads, 'idle'), o.projected(W.loads, { history: [] })],
    },
    {
      on: 'PROGRESS.RECORD',
      expect: [
        o.holds(W.records, (s) => {
          const e = s.event as Record;
          const want = `${e.media.mediaid}@${e.position / e.duration}`;
          return s.state.recording === want ? true : `recorded ${s.state.recording}, want ${want}`;
        }),
        o.holds(W.records, (s) =>
          s.state.unsaved || s.state.recording === s.before?.recording
            ? true
            : 'a new progress is not marked unsaved',
        ),
        historyKept(W.records),
        noSave(W.interval),
      ],
    },
    {
      from: 'idle',
      on: 'PROGRESS.RECORD',
      expect: [o.stateIs(W.records, 'watching'), o.projected(W.records, { unsaved: true })],
    },
    {
      from: ['watching', 'saving'],
      on: 'PROGRESS.RECORD',
      expect: [o.holds(W.records, (s) => (s.to === s.from ? true : `left ${s.from} for a time update`))],
    },
    {
      from: 'watching',
      on: 'xstate.after.SAVE_INTERVAL',
      where: (s) => Boolean(s.before?.unsaved),
      expect: saves(W.interval),
    },
    {
      from: 'watching',
      on: 'xstate.after.SAVE_INTERVAL',
      where: (s) => !s.before?.unsaved,
      expect: [o.stateIs(W.interval, 'idle'), historyKept(W.interval), noSave(W.interval)],
    },
    { from: 'watching', on: 'PROGRESS.FLUSH', expect: saves(W.flush) },
    {
      from: 'saving',
      on: 'xstate.done.actor.persistHistory',
      expect: [
        o.stateIs(W.interval, 'watching'),
        historyKept(W.interval),
        // A time update during the save is saved by the next one.
        o.holds(W.interval, (s) =>
          s.state.unsaved === (s.before?.recording !== s.state.history[0])
            ? true
            : `unsaved ${s.state.unsaved} with ${s.state.recording} recorded and ${s.state.history[0]} saved`,
        ),
      ],
    },
    {
      from: 'saving',
      on: 'xstate.error.actor.persistHistory',
      expect: [o.stateIs(W.keeps, 'watching'), historyKept(W.keeps), o.projected(W.keeps, { unsaved: true })],
    },
    {
      on: 'HISTORY.CLEAR_REQUEST',
      expect: [
        o.stateIs(W.clear, 'confirmingClear'),
        historyKept(W.clear),
        o.holds(W.window, (s) =>
          (s.before?.history ?? []).some(inWindow) ? true : 'clear offered with continue watching empty',
        ),
        noSave(W.clear),
      ],
    },
    {
      // The flow keeps watching for up to 5 minutes after the player closes: continue watching
      // can be cleared then too.
      from: 'watching',
      on: 'HISTORY.CLEAR_REQUEST',
      expect: [o.stateIs(W.clear, 'confirmingClear'), historyKept(W.clear)],
    },
    {
      from: 'confirmingClear',
      on: 'HISTORY.CLEAR_CANCEL',
      expect: [o.stateIs(W.clear, 'idle'), historyKept(W.clear), noSave(W.clear)],
    },
    {
      from: 'confirmingClear',
      on: 'HISTORY.CLEAR_CONFIRM',
      expect: o.endsAs(
        W.clear,
        'clearing',
        { history: [], recording: null, unsaved: false },
        o.invoked('persistHistory', { list: [], change: { type: 'clear' } }),
      ),
    },
    {
      from: 'clearing',
      on: ['xstate.done.actor.persistHistory', 'xstate.error.actor.persistHistory'],
      expect: [o.stateIs(W.clear, 'idle'), o.projected(W.clear, { history: [] })],
    },
    {
      on: 'signed in',
      expect: [
        o.stateIs(W.signIn, 'loading'),
        o.projected(W.dropped, { backend: 'own-backend', recording: null, unsaved: false }),
        o.effectsInclude(W.signIn, o.invoked('loadHistory', { backend: 'own-backend' })),
        o.effectsExclude(W.signIn, o.invoked('importHistory')),
      ],
    },
    {
      on: 'registered',
      expect: [
        o.stateIs(W.register, 'importing'),
        o.holds(W.register, (s) => {
          const carried = s.effects.find((e) => e.kind === 'invoke' && e.id === 'importHistory');
          if (!carried || carried.kind !== 'invoke') return 'the local history is not carried over';
          const input = carried.input as { backend: string; list: HistoryEntry[] };
          const list = input.list.map((e) => `${e.mediaid}@${e.progress}`);
          return input.backend === 'own-backend' && sameList(list, s.before?.history)
            ? true
            : `carried ${JSON.stringify(list)} to ${input.backend}, want ${JSON.stringify(s.before?.history)}`;
        }),
      ],
    },
    {
      from: 'importing',
      on: ['xstate.done.actor.importHistory', 'xstate.error.actor.importHistory'],
      expect: o.endsIn(W.register, 'loading', o.invoked('loadHistory', { backend: 'own-backend' })),
    },
    {
      on: 'signed out',
      expect: [
        o.stateIs(W.signOut, 'loading'),
        o.projected(W.dropped, { backend: 'local', recording: null, unsaved: false }),
        o.effectsInclude(W.signOut, o.invoked('loadHistory', { backend: 'local' })),
        noSave(W.dropped),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof watchHistoryMachine, WatchHistoryProjection>;

export const watchHistoryFixture = {
  machine: watchHistoryMachine,
  oracle: watchHistoryOracle,
  inputs: listInputs('continue watching'),
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
    'LISTS.BACKEND_CHANGE': backendChanges<WatchHistoryProjection>('own-backend', {
      signedIn: (s) => isStoredIdle(s) || s.value === 'awaitingAccount',
      registered: (s) => isStoredIdle(s),
      // Also while the account's progress is recorded: it must not reach this browser's history.
      signedOut: (s) =>
        s.backend !== 'local' && (s.value === 'idle' || (s.value === 'watching' && s.unsaved)),
    }),
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
    ...carryAndSave.doneOutputs,
  },
  errors: {
    loadHistory: [
      {
        label: 'load fails',
        error: { kind: 'network', message: 'Network request failed' },
        offer: (s) => s.backend === 'local' && s.history.length === 0,
      },
    ],
    ...carryAndSave.carryOverFails,
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
  stateAssertions: {
    ...listStateAssertions(actors, 'own-backend', (c: { history: HistoryEntry[] }) => c.history),
    saving: ({ snapshot, inputOf, description }) => {
      const history = snapshot.context.history;
      deepStrictEqual(
        inputOf('persistHistory'),
        { backend: snapshot.context.backend, list: history, change: { type: 'save', entry: history[0] } },
        description,
      );
    },
  },
} satisfies MachineFixture<typeof watchHistoryMachine, WatchHistoryProjection>;
