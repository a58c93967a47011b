import { deepStrictEqual } from 'node:assert/strict';
import type { SnapshotFrom } from 'xstate';
import { liveGuideMachine } from '@machines/live-guide/live-guide.machine';
import {
  programmeKind,
  programmeStatus,
  type ProgrammeKind,
} from '@machines/live-guide/live-guide.selectors';
import {
  GUIDE_REFRESH_MS,
  SCHEDULE_REFETCH_MS,
  type EpgChannel,
  type EpgProgram,
  type GuideSchedules,
  type WatchQuery,
} from '@machines/live-guide/live-guide.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';

/**
 * The live guide at one fixed moment. The clock the guide reads is an input; the model keeps it
 * still, so every 5 s refresh finds the same live programmes (the refresh that moves them on is
 * timed in machines/live-guide/live-guide.machine.test.ts on a clock that moves). The schedule
 * holds a programme of every standing of seed 002 §4 against that moment.
 */
export const LIVE_GUIDE_NOW = Date.parse('2026-11-21T12:02:00Z');

const iso = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00Z`).toISOString();
const programme = (id: string, title: string, from: string, to: string): EpgProgram => ({
  id,
  title,
  startTime: iso(from),
  endTime: iso(to),
});
const channel = (id: string, title: string, catchupHours: number, programs: EpgProgram[]): EpgChannel => ({
  id,
  title,
  description: '',
  channelLogoImage: '',
  backgroundImage: '',
  catchupHours,
  programs,
});

/** Channels named as the local stack's, with the same catch-up hours (8, 4 and the default 8). */
export const liveGuideChannels: EpgChannel[] = [
  channel('LvChan01', 'Lanternfish One', 8, [
    // Started 10 h before now: older than the 8 h window, disabled.
    programme('one-disabled', 'Night Owls', '02:00', '03:00'),
    programme('one-catch-up', 'Harbour Lights', '09:00', '11:30'),
    programme('one-live', 'Plus One', '11:30', '12:30'),
    programme('one-upcoming', 'Static', '12:30', '13:30'),
  ]),
  channel('LvChan02', 'Lanternfish Docs', 4, [
    programme('two-disabled', 'Salt and Stone', '06:00', '08:00'),
    programme('two-catch-up', 'The Smokehouse', '08:30', '10:00'),
    programme('two-live', 'Tide Tables', '10:00', '14:00'),
  ]),
  channel('LvChan03', 'Lanternfish Classics', 8, [
    // Live, but started 9 h ago: watchable live, not from its start.
    programme('three-long', 'Cold Case Radio', '03:00', '13:00'),
  ]),
];

const allGuides: GuideSchedules = { channels: liveGuideChannels, unavailableChannelIds: [] };
/** The Docs channel's guide failed (its API-KEY guide answered an error): the row stays, empty. */
const docsUnavailable: GuideSchedules = {
  channels: liveGuideChannels.map((c) => (c.id === 'LvChan02' ? { ...c, programs: [] } : c)),
  unavailableChannelIds: ['LvChan02'],
};

/**
 * What each programme of the schedule allows at the fixed moment (seed 002 §4), written out
 * apart from the machine: refused events are no edges of the graph, so only this catches a guard
 * that allows too much.
 */
const allowedActions: Record<string, { watch: boolean; fromStart: boolean }> = {
  'LvChan01/one-catch-up': { watch: true, fromStart: true },
  'LvChan01/one-live': { watch: true, fromStart: true },
  'LvChan01/one-upcoming': { watch: false, fromStart: false },
  'LvChan02/two-catch-up': { watch: true, fromStart: true },
  'LvChan02/two-live': { watch: true, fromStart: true },
  // Live, but it started 9 h ago: beyond the 8 h window, so not from its start.
  'LvChan03/three-long': { watch: true, fromStart: false },
};

type GuideSnapshot = SnapshotFrom<typeof liveGuideMachine>;

/** The actions the selection allows, and that no programme older than the window can be picked. */
function assertAllowedActions(snapshot: GuideSnapshot, description: string) {
  const { selection } = snapshot.context;
  const key = selection ? `${selection.channelId}/${selection.programmeId ?? '-'}` : '-';
  deepStrictEqual(
    {
      key,
      watch: snapshot.can({ type: 'PROGRAMME.WATCH' }),
      fromStart: snapshot.can({ type: 'PROGRAMME.WATCH_FROM_START' }),
    },
    { key, ...allowedActions[key] },
    description,
  );
  for (const [channelId, programmeId] of [
    ['LvChan01', 'one-disabled'],
    ['LvChan02', 'two-disabled'],
  ] as const) {
    deepStrictEqual(
      snapshot.can({ type: 'PROGRAMME.SELECT', channelId, programmeId }),
      false,
      `${description}\n  ${programmeId} is older than the catch-up window`,
    );
  }
}

export type LiveGuideProjection = {
  /** What the URL asked for; the only context that matters before the schedules arrive. */
  request: string;
  /** `channel/programme`, or null. */
  selection?: string | null;
  /** The selected programme's standing, for the browser plan to check on the page. */
  selectedKind?: ProgrammeKind | null;
  followLive?: boolean;
  /** `channel/programme` live at the guide's clock reading, per channel. */
  live?: string[];
  watch?: WatchQuery | null;
  unavailable?: string[];
  failure?: string | null;
};

type State = ProjectedState<LiveGuideProjection>;

const LIVE_ONE = 'LvChan01/one-live';
/** Not while a refetch is under way: picks and watches are driven from a settled guide. */
const isIdle = (s: State) =>
  typeof s.value === 'object' &&
  'ready' in s.value &&
  typeof s.value.ready === 'object' &&
  'current' in s.value.ready;
const isComplete = (s: State) => (s.unavailable ?? []).length === 0;
/** The first view of the plain guide: the one place picks start from, to keep the paths few. */
const isFirstView = (s: State) =>
  isComplete(s) && s.followLive === true && s.watch === null && s.selection === LIVE_ONE;
const isPlainGuide = (s: State) => s.request === 'channel=- start=-';

const pick = (label: string, channelId: string, programmeId: string) => ({
  label,
  event: { type: 'PROGRAMME.SELECT' as const, channelId, programmeId },
  offer: (s: State) => isIdle(s) && isFirstView(s),
});

/** Watch once per selection; not again from a selection that 'Now' made on the Docs channel. */
const mayWatch = (s: State) =>
  isIdle(s) && isComplete(s) && s.watch === null && !(s.followLive && s.selection === 'LvChan02/two-live');

export const liveGuideFixture = {
  machine: liveGuideMachine,
  inputs: [
    {
      label: 'guide',
      input: { playlistId: 'LiVeTv01', channelId: null, start: null, now: () => LIVE_GUIDE_NOW },
    },
    // The redirect of a live channel's media page (seed 002 §2).
    {
      label: 'channel=LvChan03',
      input: { playlistId: 'LiVeTv01', channelId: 'LvChan03', start: null, now: () => LIVE_GUIDE_NOW },
    },
    {
      label: 'channel=LvChan02 start=catch-up',
      input: {
        playlistId: 'LiVeTv01',
        channelId: 'LvChan02',
        start: iso('08:30'),
        now: () => LIVE_GUIDE_NOW,
      },
    },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    const startLabel =
      c.request.start === null ? '-' : c.request.start === iso('08:30') ? 'catch-up' : c.request.start;
    const request = `channel=${c.request.channelId ?? '-'} start=${startLabel}`;
    if (snapshot.matches('loading')) return { request };
    const selected = c.channels.find((ch) => ch.id === c.selection?.channelId);
    const programme = selected?.programs.find((p) => p.id === c.selection?.programmeId);
    return {
      request,
      selection: c.selection ? `${c.selection.channelId}/${c.selection.programmeId ?? '-'}` : null,
      selectedKind: selected && programme ? programmeKind(programmeStatus(programme, selected, c.now)) : null,
      followLive: c.followLive,
      live: Object.entries(c.liveProgrammeIds).map(
        ([channel, programme]) => `${channel}/${programme ?? '-'}`,
      ),
      watch: c.watch,
      unavailable: c.unavailableChannelIds,
      failure: c.failure?.message ?? null,
    };
  },
  events: {
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
    'PROGRAMME.SELECT': [
      pick('pick catch-up on LvChan01', 'LvChan01', 'one-catch-up'),
      pick('pick upcoming on LvChan01', 'LvChan01', 'one-upcoming'),
      pick('pick live on LvChan02', 'LvChan02', 'two-live'),
      // Older than the catch-up window: the guard refuses it, so it is never an edge (seed 002 §4).
      pick('pick disabled on LvChan01', 'LvChan01', 'one-disabled'),
    ],
    'GUIDE.NOW': [
      {
        label: 'now',
        event: { type: 'GUIDE.NOW' },
        offer: (s) => isIdle(s) && isComplete(s) && s.watch === null && s.followLive === false,
      },
    ],
    'PROGRAMME.WATCH': [{ label: 'watch', event: { type: 'PROGRAMME.WATCH' }, offer: mayWatch }],
    'PROGRAMME.WATCH_FROM_START': [
      { label: 'start from beginning', event: { type: 'PROGRAMME.WATCH_FROM_START' }, offer: mayWatch },
    ],
  },
  doneOutputs: {
    loadSchedules: [
      { label: 'schedules loaded', output: allGuides },
      { label: 'LvChan02 guide unavailable', output: docsUnavailable, offer: isPlainGuide },
    ],
    refetchSchedules: [{ label: 'schedules refreshed', output: allGuides }],
  },
  errors: {
    loadSchedules: [
      {
        label: 'every guide fails',
        error: { message: 'No programme guide could be loaded' },
        offer: isPlainGuide,
      },
    ],
    refetchSchedules: [
      {
        label: 'refetch fails',
        error: { message: 'No programme guide could be loaded' },
        offer: (s) => isPlainGuide(s) && isFirstView(s),
      },
    ],
  },
  expectedDelayMs: (type) => {
    // seed 002 §4, §9: the guide refreshes every 5 s; schedules refetch on the live refetch period.
    if (type.startsWith('xstate.after.GUIDE_REFRESH.')) return GUIDE_REFRESH_MS;
    if (type.startsWith('xstate.after.SCHEDULE_REFETCH.')) return SCHEDULE_REFETCH_MS;
    throw new Error(`No delay is specified for ${type}`);
  },
  labelEvent: (event, label) => {
    if (event.type.startsWith('xstate.after.GUIDE_REFRESH.')) return 'after 5 s';
    if (event.type.startsWith('xstate.after.SCHEDULE_REFETCH.')) return 'after 30 s';
    return label;
  },
  stateAssertions: {
    loading: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('loadSchedules'), { playlistId: 'LiVeTv01' }, description);
    },
    'ready.refetching.ticking': ({ inputOf, snapshot, description }) => {
      deepStrictEqual(inputOf('refetchSchedules'), { playlistId: 'LiVeTv01' }, description);
      deepStrictEqual(snapshot.context.now, LIVE_GUIDE_NOW, description);
      assertAllowedActions(snapshot, description);
    },
    'ready.current.ticking': ({ snapshot, description }) => {
      // The guide judged everything against the injected clock, never the system's.
      deepStrictEqual(snapshot.context.now, LIVE_GUIDE_NOW, description);
      // What is on at that moment, read off the schedule above (seed 002 §4).
      const docsUnavailable = snapshot.context.unavailableChannelIds.includes('LvChan02');
      deepStrictEqual(
        snapshot.context.liveProgrammeIds,
        { LvChan01: 'one-live', LvChan02: docsUnavailable ? null : 'two-live', LvChan03: 'three-long' },
        description,
      );
      assertAllowedActions(snapshot, description);
    },
  },
} satisfies MachineFixture<typeof liveGuideMachine, LiveGuideProjection>;
