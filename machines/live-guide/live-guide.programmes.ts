import {
  DAY_MS,
  DEFAULT_CATCHUP_HOURS,
  HOUR_MS,
  type EpgChannel,
  type EpgProgram,
  type GuideRequest,
  type GuideSelection,
  type ProgrammePhase,
  type ProgrammeStatus,
  type WatchQuery,
} from './live-guide.types';

/**
 * The programme rules of seed 002 §4 as pure functions of a moment `now` (ms). The machine's
 * guards and the screen's view both use them, so the two never disagree.
 */

const startOf = (programme: EpgProgram) => Date.parse(programme.startTime);
const endOf = (programme: EpgProgram) => Date.parse(programme.endTime);

/** seed 000 §9: a channel without usable catch-up hours has 8. */
export function catchupHoursOf(channel: Pick<EpgChannel, 'catchupHours'>): number {
  const hours = channel.catchupHours;
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_CATCHUP_HOURS;
}

/** The earliest start a programme may have to be watched from its start at `now`. */
export function catchupWindowStart(channel: Pick<EpgChannel, 'catchupHours'>, now: number): number {
  return now - catchupHoursOf(channel) * HOUR_MS;
}

/** seed 002 §4: live while now is between start and end, on demand once ended. */
export function programmePhase(programme: EpgProgram, now: number): ProgrammePhase {
  if (now < startOf(programme)) return 'upcoming';
  return now < endOf(programme) ? 'live' : 'on-demand';
}

/**
 * seed 002 §4: watchable from the start when its start lies within the channel's catch-up hours;
 * a programme older than that window is disabled. The window's edge is inside it.
 */
export function programmeStatus(
  programme: EpgProgram,
  channel: Pick<EpgChannel, 'catchupHours'>,
  now: number,
): ProgrammeStatus {
  const phase = programmePhase(programme, now);
  const start = startOf(programme);
  const startsInWindow = start >= catchupWindowStart(channel, now) && start <= now;
  return {
    phase,
    watchableFromStart: startsInWindow,
    disabled: phase === 'on-demand' && !startsInWindow,
  };
}

/** Live: watch at the live edge. On demand within the window: watch the recording. */
export function canWatch(status: ProgrammeStatus): boolean {
  return status.phase === 'live' || (status.phase === 'on-demand' && !status.disabled);
}

/** 'Start from beginning' (seed 002 §2): the start lies within the catch-up window. */
export function canWatchFromStart(status: ProgrammeStatus): boolean {
  return status.watchableFromStart;
}

/** The programme on at `now`, if any. */
export function liveProgramme(channel: EpgChannel, now: number): EpgProgram | null {
  return channel.programs.find((p) => programmePhase(p, now) === 'live') ?? null;
}

export function findChannel(channels: readonly EpgChannel[], channelId: string | null): EpgChannel | null {
  return channelId === null ? null : (channels.find((c) => c.id === channelId) ?? null);
}

export function findProgramme(channel: EpgChannel | null, programmeId: string | null): EpgProgram | null {
  if (!channel || programmeId === null) return null;
  return channel.programs.find((p) => p.id === programmeId) ?? null;
}

/** The selected channel and programme, looked up in the current schedules. */
export function resolveSelection(
  channels: readonly EpgChannel[],
  selection: GuideSelection | null,
): { channel: EpgChannel; programme: EpgProgram | null } | null {
  const channel = findChannel(channels, selection?.channelId ?? null);
  if (!channel) return null;
  return { channel, programme: findProgramme(channel, selection?.programmeId ?? null) };
}

/** A programme the viewer may pick: it exists and is not older than the catch-up window. */
export function isSelectableProgramme(
  channels: readonly EpgChannel[],
  channelId: string,
  programmeId: string,
  now: number,
): boolean {
  const channel = findChannel(channels, channelId);
  const programme = findProgramme(channel, programmeId);
  return channel !== null && programme !== null && !programmeStatus(programme, channel, now).disabled;
}

/** The live programme of a channel as a selection (no programme when nothing is on). */
export function liveSelection(channel: EpgChannel, now: number): GuideSelection {
  return { channelId: channel.id, programmeId: liveProgramme(channel, now)?.id ?? null };
}

export type SelectionResult = { selection: GuideSelection | null; followLive: boolean };

/**
 * The first selection (seed 002 §2): the `channel` asked for (else the first channel), and the
 * programme starting at `start` when it is there and selectable, else the channel's live one.
 */
export function initialSelection(
  channels: readonly EpgChannel[],
  request: GuideRequest,
  now: number,
): SelectionResult {
  const channel = findChannel(channels, request.channelId) ?? channels[0] ?? null;
  if (!channel) return { selection: null, followLive: true };
  const requestedStart = request.start === null ? Number.NaN : Date.parse(request.start);
  const asked = Number.isNaN(requestedStart)
    ? undefined
    : channel.programs.find((p) => startOf(p) === requestedStart);
  if (asked && !programmeStatus(asked, channel, now).disabled) {
    return { selection: { channelId: channel.id, programmeId: asked.id }, followLive: false };
  }
  return { selection: liveSelection(channel, now), followLive: true };
}

/**
 * The selection once the schedules or the time changed: a selection that follows the live
 * programme moves with it; a picked programme stays while the schedule still has it, and falls
 * back to the live programme once it is gone. A channel that is gone falls back to the first.
 */
export function reconcileSelection(
  channels: readonly EpgChannel[],
  current: SelectionResult,
  now: number,
): SelectionResult {
  const channel = findChannel(channels, current.selection?.channelId ?? null) ?? channels[0] ?? null;
  if (!channel) return { selection: null, followLive: true };
  if (!current.followLive && channel.id === current.selection?.channelId) {
    const programme = findProgramme(channel, current.selection.programmeId);
    if (programme) return current;
  }
  return { selection: liveSelection(channel, now), followLive: true };
}

/** The live programme id of every channel at `now`. */
export function liveProgrammeIds(
  channels: readonly EpgChannel[],
  now: number,
): Record<string, string | null> {
  return Object.fromEntries(channels.map((c) => [c.id, liveProgramme(c, now)?.id ?? null]));
}

/**
 * The query of a watch request (seed 002 §2). A live programme is watched at the live edge with
 * its channel alone; from its start it adds start, end and beginning=1. An ended programme is
 * always watched between its start and end.
 */
export function watchQuery(
  channel: EpgChannel,
  programme: EpgProgram,
  now: number,
  fromStart: boolean,
): WatchQuery {
  const base: WatchQuery = { play: '1', channel: channel.id };
  const live = programmePhase(programme, now) === 'live';
  if (live && !fromStart) return base;
  const window = { ...base, start: programme.startTime, end: programme.endTime };
  return fromStart ? { ...window, beginning: '1' } : window;
}

function startOfLocalDay(ms: number): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The stretch of time the grid lays out, from one local midnight to another. */
export type GuideWindow = { start: number; end: number };

/**
 * Today, reaching back to the day where the longest catch-up window begins, so every programme
 * the viewer may still watch is on the grid. Days are 7200 px wide (seed 002 §9).
 */
export function guideWindow(channels: readonly EpgChannel[], now: number): GuideWindow {
  const longest = channels.reduce((max, c) => Math.max(max, catchupHoursOf(c)), DEFAULT_CATCHUP_HOURS);
  const start = startOfLocalDay(now - longest * HOUR_MS);
  // Local midnight after today; adding a day's ms then flooring survives a daylight-saving change.
  const end = startOfLocalDay(startOfLocalDay(now) + DAY_MS + 2 * HOUR_MS);
  return { start, end };
}
