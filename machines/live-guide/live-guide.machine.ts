import { assign, setup } from 'xstate';
import {
  canWatch,
  canWatchFromStart,
  initialSelection,
  isSelectableProgramme,
  liveProgrammeIds,
  programmeStatus,
  reconcileSelection,
  resolveSelection,
  liveSelection,
  watchQuery,
} from './live-guide.programmes';
import {
  GUIDE_REFRESH_MS,
  SCHEDULE_REFETCH_MS,
  type GuideFailure,
  type GuideSchedules,
  type LiveGuideContext,
  type LiveGuideEvent,
  type LiveGuideInput,
  type LiveGuideTag,
  type LoadSchedulesInput,
  type ProgrammeStatus,
  type WatchQuery,
} from './live-guide.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

function toFailure(error: unknown): GuideFailure {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return { message: error.message };
  }
  return { message: String(error) };
}

/** The status of the selected programme at the last clock reading, or null with nothing selected. */
function selectedStatus(context: LiveGuideContext): ProgrammeStatus | null {
  const resolved = resolveSelection(context.channels, context.selection);
  if (!resolved?.programme) return null;
  return programmeStatus(resolved.programme, resolved.channel, context.now);
}

function selectedWatchQuery(context: LiveGuideContext, fromStart: boolean): WatchQuery | null {
  const resolved = resolveSelection(context.channels, context.selection);
  if (!resolved?.programme) return null;
  return watchQuery(resolved.channel, resolved.programme, context.now, fromStart);
}

/** seed 002 §4: the current programme is worked out again every 5 s. */
const refresh = {
  target: 'ticking',
  reenter: true,
  actions: ['readClock', 'markLive', 'reconcileSelection'],
} as const;

/**
 * The live guide of a live playlist (seed 002 §2 "Live guide", §4 "Programme"): it loads the
 * channels' schedules, selects the programme the URL asks for or the live one, works out the
 * live programme again every 5 s, refetches the schedules periodically, goes back to the live
 * programme on 'Now', and turns 'Watch' / 'Start from beginning' into the query the URL gets.
 * Time is read from the injected `now()` (input) when loading, on every refresh and on 'Now';
 * guards only compare against that reading.
 */
export const liveGuideMachine = setup({
  types: {} as FlowTypes<LiveGuideContext, LiveGuideEvent, LiveGuideTag, LiveGuideInput>,
  actors: {
    loadSchedules: unprovided<GuideSchedules, LoadSchedulesInput>(),
  },
  delays: {
    GUIDE_REFRESH: GUIDE_REFRESH_MS,
    SCHEDULE_REFETCH: SCHEDULE_REFETCH_MS,
  },
  actions: {
    /** Put the watch request in the URL (the screen provides it; the player reads the URL). */
    navigate: (_, _params: { query: WatchQuery | null }) => {},
    readClock: assign({ now: ({ context }) => context.readNow() }),
    /** seed 002 §4: which programme is live on each channel, at the last clock reading. */
    markLive: assign({ liveProgrammeIds: ({ context }) => liveProgrammeIds(context.channels, context.now) }),
    assignSchedules: assign((_, schedules: GuideSchedules) => ({
      channels: schedules.channels,
      unavailableChannelIds: schedules.unavailableChannelIds,
    })),
    selectRequested: assign(({ context }) => ({
      ...initialSelection(context.channels, context.request, context.now),
      scroll: { target: 'selection' as const, seq: context.scroll.seq + 1 },
    })),
    /** After new schedules or a new clock reading; keeps what the viewer picked while it exists. */
    reconcileSelection: assign(({ context }) =>
      reconcileSelection(
        context.channels,
        { selection: context.selection, followLive: context.followLive },
        context.now,
      ),
    ),
    selectProgramme: assign((_, params: { channelId: string; programmeId: string }) => ({
      selection: { channelId: params.channelId, programmeId: params.programmeId },
      followLive: false,
      watch: null,
    })),
    /** 'Now': back to the live programme of the selected channel, and scroll to the now-line. */
    selectLive: assign(({ context }) => {
      const { channel } = resolveSelection(context.channels, context.selection) ?? { channel: null };
      return {
        selection: channel ? liveSelection(channel, context.now) : null,
        followLive: true,
        watch: null,
        scroll: { target: 'now' as const, seq: context.scroll.seq + 1 },
      };
    }),
    assignWatch: assign(({ context }, params: { fromStart: boolean }) => ({
      watch: selectedWatchQuery(context, params.fromStart),
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isSelectable: ({ context }, params: { channelId: string; programmeId: string }) =>
      isSelectableProgramme(context.channels, params.channelId, params.programmeId, context.now),
    canWatchSelection: ({ context }) => {
      const status = selectedStatus(context);
      return status !== null && canWatch(status);
    },
    canWatchSelectionFromStart: ({ context }) => {
      const status = selectedStatus(context);
      return status !== null && canWatchFromStart(status);
    },
  },
}).createMachine({
  id: 'liveGuide',
  context: ({ input }) => ({
    playlistId: input.playlistId,
    readNow: input.now,
    now: input.now(),
    request: { channelId: input.channelId, start: input.start },
    channels: [],
    unavailableChannelIds: [],
    liveProgrammeIds: {},
    selection: null,
    followLive: true,
    watch: null,
    scroll: { target: 'selection', seq: 0 },
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSchedules',
        src: 'loadSchedules',
        input: ({ context }) => ({ playlistId: context.playlistId }),
        onDone: {
          target: 'ready',
          actions: [
            'readClock',
            { type: 'assignSchedules', params: ({ event }) => event.output },
            'markLive',
            'selectRequested',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['failure'],
      on: {
        RETRY: { target: 'loading', actions: 'clearFailure' },
      },
    },
    ready: {
      initial: 'current',
      on: {
        'PROGRAMME.SELECT': {
          guard: {
            type: 'isSelectable',
            params: ({ event }) => ({ channelId: event.channelId, programmeId: event.programmeId }),
          },
          actions: {
            type: 'selectProgramme',
            params: ({ event }) => ({ channelId: event.channelId, programmeId: event.programmeId }),
          },
        },
        'GUIDE.NOW': { actions: ['readClock', 'markLive', 'selectLive'] },
        'PROGRAMME.WATCH': {
          guard: 'canWatchSelection',
          actions: [
            { type: 'assignWatch', params: { fromStart: false } },
            { type: 'navigate', params: ({ context }) => ({ query: context.watch }) },
          ],
        },
        'PROGRAMME.WATCH_FROM_START': {
          guard: 'canWatchSelectionFromStart',
          actions: [
            { type: 'assignWatch', params: { fromStart: true } },
            { type: 'navigate', params: ({ context }) => ({ query: context.watch }) },
          ],
        },
      },
      // The refresh clock runs in both states below: a slow refetch does not stop the guide
      // from moving on to the next programme.
      states: {
        current: {
          after: { SCHEDULE_REFETCH: 'refetching' },
          initial: 'ticking',
          states: { ticking: { after: { GUIDE_REFRESH: refresh } } },
        },
        refetching: {
          tags: ['refreshing'],
          invoke: {
            id: 'refetchSchedules',
            src: 'loadSchedules',
            input: ({ context }) => ({ playlistId: context.playlistId }),
            onDone: {
              target: 'current',
              actions: [
                'readClock',
                { type: 'assignSchedules', params: ({ event }) => event.output },
                'markLive',
                'reconcileSelection',
              ],
            },
            // The guide keeps the schedules it has; the next refetch tries again.
            onError: { target: 'current' },
          },
          initial: 'ticking',
          states: { ticking: { after: { GUIDE_REFRESH: refresh } } },
        },
      },
    },
  },
});
