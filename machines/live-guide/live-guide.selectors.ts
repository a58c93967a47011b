import type { SnapshotFrom } from 'xstate';
import type { liveGuideMachine } from './live-guide.machine';
import { guideWindow, programmeStatus, type GuideWindow } from './live-guide.programmes';
import type {
  EpgChannel,
  EpgProgram,
  GuideFailure,
  LiveGuideContext,
  ProgrammeStatus,
  ScrollTarget,
} from './live-guide.types';

export {
  canWatch,
  canWatchFromStart,
  catchupHoursOf,
  guideWindow,
  liveProgramme,
  programmePhase,
  programmeStatus,
  type GuideWindow,
} from './live-guide.programmes';

export type LiveGuideSnapshot = SnapshotFrom<typeof liveGuideMachine>;

/**
 * One word for a programme's standing, as the grid marks it: a disabled programme is one that
 * ended before the catch-up window (seed 002 §4), whatever else is true of it.
 */
export type ProgrammeKind = 'live' | 'on-demand' | 'upcoming' | 'disabled';

export function programmeKind(status: ProgrammeStatus): ProgrammeKind {
  return status.disabled ? 'disabled' : status.phase;
}

export type ProgrammeView = {
  id: string;
  channelId: string;
  title: string;
  description: string;
  image: string | null;
  startTime: string;
  endTime: string;
  start: number;
  end: number;
  status: ProgrammeStatus;
  kind: ProgrammeKind;
  selected: boolean;
};

export type ChannelView = {
  id: string;
  title: string;
  logo: string;
  /** The guide of this channel could not be read: its row says so rather than looking empty. */
  unavailable: boolean;
  liveProgrammeId: string | null;
  programmes: ProgrammeView[];
};

export type GuideView =
  | { status: 'loading' }
  | { status: 'failed'; failure: GuideFailure }
  | {
      status: 'ready';
      /** A periodic refetch is under way (the grid is marked busy; it keeps showing). */
      refreshing: boolean;
      now: number;
      window: GuideWindow;
      channels: ChannelView[];
      selected: { channel: ChannelView; programme: ProgrammeView | null } | null;
      /** What the machine accepts now, so the view shows only the actions that work. */
      canWatch: boolean;
      canWatchFromStart: boolean;
      scroll: { target: ScrollTarget; seq: number };
    };

function programmeView(
  programme: EpgProgram,
  channel: EpgChannel,
  context: Pick<LiveGuideContext, 'now' | 'selection'>,
): ProgrammeView {
  const status = programmeStatus(programme, channel, context.now);
  return {
    id: programme.id,
    channelId: channel.id,
    title: programme.title,
    description: programme.description ?? '',
    image: programme.cardImage ?? programme.backgroundImage ?? null,
    startTime: programme.startTime,
    endTime: programme.endTime,
    start: Date.parse(programme.startTime),
    end: Date.parse(programme.endTime),
    status,
    kind: programmeKind(status),
    selected: context.selection?.channelId === channel.id && context.selection.programmeId === programme.id,
  };
}

/** The channels with every programme's status at the last clock reading. */
export function selectChannels(context: LiveGuideContext): ChannelView[] {
  return context.channels.map((channel) => ({
    id: channel.id,
    title: channel.title,
    logo: channel.channelLogoImage,
    unavailable: context.unavailableChannelIds.includes(channel.id),
    liveProgrammeId: context.liveProgrammeIds[channel.id] ?? null,
    programmes: channel.programs.map((programme) => programmeView(programme, channel, context)),
  }));
}

/** Snapshot -> what the guide shows. */
export function selectGuideView(snapshot: LiveGuideSnapshot): GuideView {
  const { context } = snapshot;
  if (snapshot.hasTag('loading')) return { status: 'loading' };
  if (snapshot.hasTag('failure')) {
    return { status: 'failed', failure: context.failure ?? { message: 'Unknown error' } };
  }
  const channels = selectChannels(context);
  const channel = channels.find((c) => c.id === context.selection?.channelId) ?? null;
  const programme = channel?.programmes.find((p) => p.selected) ?? null;
  return {
    status: 'ready',
    refreshing: snapshot.hasTag('refreshing'),
    now: context.now,
    window: guideWindow(context.channels, context.now),
    channels,
    selected: channel ? { channel, programme } : null,
    canWatch: snapshot.can({ type: 'PROGRAMME.WATCH' }),
    canWatchFromStart: snapshot.can({ type: 'PROGRAMME.WATCH_FROM_START' }),
    scroll: context.scroll,
  };
}

/** The watch request the URL should carry after the last 'Watch' / 'Start from beginning'. */
export function selectWatch(snapshot: LiveGuideSnapshot) {
  return snapshot.context.watch;
}
