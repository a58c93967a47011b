import type { EpgChannel, EpgProgram } from '@/services/content/epg';

export type { EpgChannel, EpgProgram };

/** seed 002 §4, §9: the guide works out the current programme again every 5 s. */
export const GUIDE_REFRESH_MS = 5_000;

/**
 * seed 002 §4: "the schedule is refetched periodically". The period is the refetch rule for live
 * content (seed 002 §7, §9: 30 s while live or scheduled items exist); a live channel is live.
 */
export const SCHEDULE_REFETCH_MS = 30_000;

/** seed 000 §3, §9, seed 002 §9: catch-up hours when a channel gives none. */
export const DEFAULT_CATCHUP_HOURS = 8;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Where a programme stands at a moment (seed 002 §4): live while now is between its start and end
 * (start included, end excluded, so two programmes never share a moment), on demand once ended,
 * upcoming before it starts.
 */
export type ProgrammePhase = 'upcoming' | 'live' | 'on-demand';

/** What the guide shows about a programme and offers for it (seed 002 §4). */
export type ProgrammeStatus = {
  phase: ProgrammePhase;
  /** Its start lies within the channel's catch-up hours (and is not in the future). */
  watchableFromStart: boolean;
  /** Ended, and started before the catch-up window: shown but not selectable. */
  disabled: boolean;
};

/** The query the URL gets when the viewer watches (seed 002 §2: play, channel, start, end, beginning=1). */
export type WatchQuery = {
  play: '1';
  channel: string;
  /** The programme's start and end (ISO), for a programme watched from its start or after it ended. */
  start?: string;
  end?: string;
  /** 'Start from beginning' (seed 002 §2). */
  beginning?: '1';
};

/** The programme the guide shows details of; `programmeId` is null on a channel with nothing on. */
export type GuideSelection = { channelId: string; programmeId: string | null };

/** What the page asked for through `channel` and `start` (seed 002 §2; a live channel's media page redirects with `channel`). */
export type GuideRequest = { channelId: string | null; start: string | null };

/** What `loadSchedules` gives back: every channel, and those whose guide could not be read. */
export type GuideSchedules = {
  channels: EpgChannel[];
  /** Channels shown without programmes because their guide failed; the others still show. */
  unavailableChannelIds: string[];
};

export type LoadSchedulesInput = { playlistId: string };

export type LiveGuideInput = GuideRequest & {
  playlistId: string;
  /** The current time, in ms. Provided by the actor layer; tests pass a fixed or simulated clock. */
  now: () => number;
};

/** Plain data for the failure view (an Error's fields, not the Error). */
export type GuideFailure = { message: string };

/** Where the grid should scroll: the selected programme, or the now-line ('Now'). */
export type ScrollTarget = 'selection' | 'now';

export type LiveGuideContext = {
  playlistId: string;
  /** The clock the guide reads at load, every refresh and on 'Now'; never read by guards directly. */
  readNow: () => number;
  /** The time of the last reading: guards and selectors judge programmes against it. */
  now: number;
  request: GuideRequest;
  channels: EpgChannel[];
  unavailableChannelIds: string[];
  /** The live programme of every channel (null where nothing is on), as of `now`. */
  liveProgrammeIds: Record<string, string | null>;
  selection: GuideSelection | null;
  /** The selection moves with the live programme (first view and after 'Now') until the viewer picks one. */
  followLive: boolean;
  /** The last watch request; the screen puts it in the URL. Cleared by the next selection. */
  watch: WatchQuery | null;
  /** Bumped whenever the grid should scroll; the screen scrolls on a change. */
  scroll: { target: ScrollTarget; seq: number };
  failure: GuideFailure | null;
};

export type LiveGuideEvent =
  | { type: 'RETRY' }
  | { type: 'PROGRAMME.SELECT'; channelId: string; programmeId: string }
  | { type: 'GUIDE.NOW' }
  | { type: 'PROGRAMME.WATCH' }
  | { type: 'PROGRAMME.WATCH_FROM_START' };

export type LiveGuideTag = 'loading' | 'failure' | 'refreshing';
