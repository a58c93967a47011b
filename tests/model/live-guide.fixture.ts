import { deepStrictEqual } from 'node:assert/strict';
import type { SnapshotFrom } from 'xstate';
import { liveGuideMachine } from '@machines/live-guide/live-guide.machine';
import {
  programmeKind,
  programmeStatus,
  type ProgrammeKind,
} from '@machines/live-guide/live-guide.selectors';
import type {
  EpgChannel,
  EpgProgram,
  GuideSchedules,
  LiveGuideInput,
  WatchQuery,
} from '@machines/live-guide/live-guide.types';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';

/**
 * seed 002 §4, §9: the guide works out the current programme every 5 s; default catch-up 8 h.
 * docs/decisions.md: the schedule is refetched every 30 s (seed 002 §7's live refetch; the seed
 * only says "periodically"). Written here, never read from the machine.
 */
const SEED = { guideRefreshMs: 5_000, scheduleRefetchMs: 30_000, hourMs: 60 * 60 * 1000 } as const;

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

const G = {
  loads: "seed 002 §2, §7: the live guide loads the schedules of the playlist's channels",
  failed:
    "seed 002 §8: schedules that cannot load show 'Failed to load schedule data. Please try again later.'",
  retry: 'seed 002 §8: after a failed load the viewer can try again',
  live: 'seed 002 §4: a programme is live when now is between its start and end',
  refresh: 'seed 002 §4, §9: the guide refreshes the current programme every 5 s',
  refetch: 'seed 002 §4, §7, docs/decisions.md: the schedule is refetched every 30 s',
  keeps: 'docs/decisions.md: a failed refetch keeps the schedules already shown',
  request:
    'seed 002 §2: the guide opens on the channel and programme of the query (channel, start), else the live one',
  select: 'seed 002 §4: a programme is picked in the guide',
  disabled: 'seed 002 §4: programmes older than the channel catch-up window (default 8 h) are disabled',
  watch:
    'seed 002 §2, §4, docs/decisions.md: Watch on a live programme sets play=1 and channel; on an ended one within the window it adds start and end',
  fromStart:
    "seed 002 §2, §4: 'start from beginning' (beginning=1) only when the programme's start lies within the catch-up hours",
  now: "seed 002 §2: the 'Now' button goes back to the live programme",
  busy: 'seed 002 §4: the schedule is refetched periodically; the grid is marked busy (aria-busy) while a refetch is under way, and only then',
} as const;

type GuideState = ProjectedState<LiveGuideProjection>;
type GuideStep = o.OracleStep<LiveGuideProjection>;
type Standing = 'live' | 'catch-up' | 'disabled' | 'upcoming';

/** A programme's standing at `now` by the seed's rules, worked out apart from the machine. */
function standingOf(channel: EpgChannel, programme: EpgProgram, now: number): Standing {
  const start = Date.parse(programme.startTime);
  const end = Date.parse(programme.endTime);
  if (start > now) return 'upcoming';
  if (now < end) return 'live';
  return start >= now - (channel.catchupHours ?? 8) * SEED.hourMs ? 'catch-up' : 'disabled';
}
const fromStartAllowed = (channel: EpgChannel, programme: EpgProgram, now: number) =>
  Date.parse(programme.startTime) <= now &&
  Date.parse(programme.startTime) >= now - (channel.catchupHours ?? 8) * SEED.hourMs;

/** The schedules the guide shows in this state (the Docs guide may have failed). */
const channelsOf = (s: GuideState) =>
  (s.unavailable ?? []).includes('LvChan02') ? docsUnavailable.channels : allGuides.channels;
const find = (s: GuideState, key: string | null | undefined) => {
  const [channelId, programmeId] = (key ?? '').split('/');
  const channel = channelsOf(s).find((c) => c.id === channelId);
  const programme = channel?.programs.find((p) => p.id === programmeId);
  return channel && programme ? { channel, programme } : null;
};
const liveKeys = (channels: readonly EpgChannel[], now: number) =>
  channels.map((c) => `${c.id}/${c.programs.find((p) => standingOf(c, p, now) === 'live')?.id ?? '-'}`);

const liveIsRight = o.holds<LiveGuideProjection>(G.live, (s) => {
  const want = liveKeys(channelsOf(s.state), LIVE_GUIDE_NOW);
  return JSON.stringify(s.state.live) === JSON.stringify(want)
    ? true
    : `live ${JSON.stringify(s.state.live)}, want ${JSON.stringify(want)}`;
});
const disabledRefused = o.holds<LiveGuideProjection>(G.disabled, (s) => {
  for (const channel of channelsOf(s.state)) {
    for (const p of channel.programs) {
      if (standingOf(channel, p, LIVE_GUIDE_NOW) !== 'disabled') continue;
      if (s.snapshot.can({ type: 'PROGRAMME.SELECT', channelId: channel.id, programmeId: p.id })) {
        return `${channel.id}/${p.id} can be picked`;
      }
    }
  }
  return true;
});
/** What the seed allows for the selected programme, against what the machine would accept. */
function allowed(s: GuideStep) {
  const found = find(s.state, s.state.selection);
  const standing = found ? standingOf(found.channel, found.programme, LIVE_GUIDE_NOW) : null;
  return {
    standing,
    watch: standing === 'live' || standing === 'catch-up',
    fromStart: found !== null && fromStartAllowed(found.channel, found.programme, LIVE_GUIDE_NOW),
  };
}
const watchAllowed = o.holds<LiveGuideProjection>(G.watch, (s) => {
  const want = allowed(s);
  const can = s.snapshot.can({ type: 'PROGRAMME.WATCH' });
  return can === want.watch
    ? true
    : `${s.state.selection} (${want.standing}): Watch ${can}, want ${want.watch}`;
});
const fromStartAllowedNow = o.holds<LiveGuideProjection>(G.fromStart, (s) => {
  const want = allowed(s);
  const can = s.snapshot.can({ type: 'PROGRAMME.WATCH_FROM_START' });
  return can === want.fromStart
    ? true
    : `${s.state.selection} (${want.standing}): start from beginning ${can}, want ${want.fromStart}`;
});
const selectionKept = (rule: string) =>
  o.holds<LiveGuideProjection>(rule, (s) =>
    s.state.selection === s.before?.selection && s.state.followLive === s.before?.followLive
      ? true
      : `selection ${s.before?.selection} became ${s.state.selection}`,
  );
const guideRows = [liveIsRight, disabledRefused, watchAllowed, fromStartAllowedNow] as const;

/** The query Watch / Start from beginning must put in the URL for the selected programme. */
function wantedQuery(s: GuideStep, fromStart: boolean): WatchQuery | null {
  const found = find(s.before as GuideState, s.before?.selection);
  if (!found) return null;
  const base = { play: '1', channel: found.channel.id };
  const live = standingOf(found.channel, found.programme, LIVE_GUIDE_NOW) === 'live';
  if (live && !fromStart) return base as WatchQuery;
  const window = { ...base, start: found.programme.startTime, end: found.programme.endTime };
  return (fromStart ? { ...window, beginning: '1' } : window) as WatchQuery;
}
const watches = (rule: string, fromStart: boolean) =>
  o.holds<LiveGuideProjection>(rule, (s) => {
    const want = wantedQuery(s, fromStart);
    if (JSON.stringify(s.state.watch) !== JSON.stringify(want)) {
      return `watch ${JSON.stringify(s.state.watch)}, want ${JSON.stringify(want)}`;
    }
    return o.effectsInclude(rule, o.action('navigate', { query: want })).check(s);
  });

/** The live guide as seed 002 §2, §4, §8 and §9 describe it. */
export const liveGuideOracle = {
  delays: {
    GUIDE_REFRESH: { ms: SEED.guideRefreshMs, rule: G.refresh },
    SCHEDULE_REFETCH: { ms: SEED.scheduleRefetchMs, rule: G.refetch },
  },
  states: {
    loading: { seed: G.loads },
    failed: {
      seed: G.failed,
      expect: [o.holds(G.failed, (s) => (s.state.failure ? true : 'failed with no failure to show'))],
    },
    'ready.current.ticking': {
      seed: [G.live, G.refresh, G.disabled],
      expect: [...guideRows, o.tagged(G.busy, 'refreshing', false)],
    },
    'ready.refetching.ticking': {
      seed: [G.refetch, G.live],
      expect: [...guideRows, o.tagged(G.busy, 'refreshing')],
    },
  },
  transitions: [
    {
      on: ['xstate.init', 'RETRY'],
      expect: o.endsIn(G.loads, 'loading', o.invoked('loadSchedules', { playlistId: 'LiVeTv01' })),
    },
    {
      on: 'RETRY',
      expect: [
        o.stateIs(G.retry, 'loading'),
        // The loading state projects only the request: read the failure off the snapshot.
        o.holds(G.retry, (s) =>
          s.snapshot.context.failure === null
            ? true
            : `still failed with ${JSON.stringify(s.snapshot.context.failure)}`,
        ),
      ],
    },
    {
      from: 'loading',
      on: 'xstate.done.actor.loadSchedules',
      expect: [
        o.stateIs(G.loads, 'ready.current.ticking'),
        o.projected(G.loads, { watch: null, failure: null }),
        o.holds(G.request, (s) => {
          const { channelId, start } = s.input as LiveGuideInput;
          const channels = channelsOf(s.state);
          const channel = channels.find((c) => c.id === (channelId ?? channels[0]?.id));
          const programme = channel?.programs.find((p) =>
            start ? p.startTime === start : standingOf(channel, p, LIVE_GUIDE_NOW) === 'live',
          );
          const want = `${channel?.id}/${programme?.id ?? '-'}`;
          if (s.state.selection !== want) return `selected ${s.state.selection}, want ${want}`;
          return s.state.followLive === !start ? true : `following live: ${s.state.followLive}`;
        }),
      ],
    },
    { from: 'loading', on: 'xstate.error.actor.loadSchedules', expect: [o.stateIs(G.failed, 'failed')] },
    {
      // Both: a slow refetch does not stop the guide from moving on (each must be reached).
      from: ['ready.current', 'ready.refetching'],
      on: 'xstate.after.GUIDE_REFRESH',
      expect: [
        o.holds(G.refresh, (s) =>
          s.to.split('.').slice(0, 2).join('.') === (s.from ?? '').split('.').slice(0, 2).join('.')
            ? true
            : `${s.from} became ${s.to}`,
        ),
        selectionKept(G.refresh),
        o.effectsExclude(G.refresh, o.invoked('refetchSchedules'), o.invoked('loadSchedules')),
      ],
    },
    {
      from: 'ready.current',
      on: 'xstate.after.SCHEDULE_REFETCH',
      expect: o.endsIn(
        G.refetch,
        'ready.refetching',
        o.invoked('refetchSchedules', { playlistId: 'LiVeTv01' }),
      ),
    },
    {
      from: 'ready.refetching',
      on: 'xstate.done.actor.refetchSchedules',
      expect: [o.stateIs(G.refetch, 'ready.current'), selectionKept(G.refetch)],
    },
    {
      from: 'ready.refetching',
      on: 'xstate.error.actor.refetchSchedules',
      expect: [
        o.stateIs(G.keeps, 'ready.current'),
        selectionKept(G.keeps),
        o.holds(G.keeps, (s) =>
          JSON.stringify(s.state.live) === JSON.stringify(s.before?.live) &&
          JSON.stringify(s.state.unavailable) === JSON.stringify(s.before?.unavailable)
            ? true
            : 'the schedules changed on a failed refetch',
        ),
        o.projected(G.keeps, { failure: null }),
      ],
    },
    {
      on: 'PROGRAMME.SELECT',
      expect: [
        o.holds(G.select, (s) => {
          const e = s.event as unknown as { channelId: string; programmeId: string };
          return s.state.selection === `${e.channelId}/${e.programmeId}` &&
            s.state.followLive === false &&
            s.state.watch === null
            ? true
            : `picked ${e.channelId}/${e.programmeId}, selection ${s.state.selection}`;
        }),
        o.holds(G.disabled, (s) => {
          const found = find(s.state, s.state.selection);
          return found && standingOf(found.channel, found.programme, LIVE_GUIDE_NOW) === 'disabled'
            ? `${s.state.selection} is older than the catch-up window`
            : true;
        }),
      ],
    },
    {
      on: 'GUIDE.NOW',
      expect: [
        o.projected(G.now, { followLive: true, watch: null }),
        o.holds(G.now, (s) => {
          const channelId = (s.before?.selection ?? '').split('/')[0];
          const want = liveKeys(channelsOf(s.state), LIVE_GUIDE_NOW).find((k) =>
            k.startsWith(`${channelId}/`),
          );
          return s.state.selection === want ? true : `selected ${s.state.selection}, want ${want}`;
        }),
      ],
    },
    { on: 'PROGRAMME.WATCH', expect: [watches(G.watch, false)] },
    { on: 'PROGRAMME.WATCH_FROM_START', expect: [watches(G.fromStart, true)] },
  ],
} satisfies o.MachineOracle<typeof liveGuideMachine, LiveGuideProjection>;

export const liveGuideFixture = {
  machine: liveGuideMachine,
  oracle: liveGuideOracle,
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
