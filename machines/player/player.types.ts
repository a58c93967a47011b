/**
 * Types of the player flow (DESIGN.md "player", seed 002 §4). Nothing here refers to the DOM: the
 * media adapter owns the `<video>` elements and hls.js, and talks to the machine through the
 * commands and media events of src/domain/playback.types.ts.
 */

import type { AdEvent, MediaEvent, PlayerSource, PrerollAd } from '@/domain/playback.types';

export type {
  AdEvent,
  AdTrackingEvent,
  CheckAccessInput,
  MediaAdapterInput,
  MediaCommand,
  MediaEvent,
  PlayerSource,
  PrerollAd,
  SourceKind,
} from '@/domain/playback.types';

/** Media status as the player reads it (seed 000 §4, seed 002 §3). */
export type PlayerMediaStatus = 'LIVE' | 'SCHEDULED' | 'VOD';

/** What the player needs of a media item; built from the catalogue item by the screen layer. */
export type PlayerItem = {
  mediaId: string;
  title: string;
  /** The status at the moment the item was handed over (seed 000 §4). */
  status: PlayerMediaStatus;
  /** Epoch milliseconds of VCH.ScheduledStart, or null when the item has none. */
  scheduledStart: number | null;
  /** Null when the item has nothing this browser can play. */
  source: PlayerSource | null;
  /** Live streams have no end and seek within their window. */
  live: boolean;
  /** Shown instead of the generic geo-blocked message (seed 000 §8). */
  geoBlockingMessage: string | null;
};

/** The item after this one (seed 002 §4: playing the next item is skipped if it is scheduled). */
export type NextItem = { mediaId: string; title: string; scheduled: boolean };

export type PlayerInput = {
  item: PlayerItem;
  next: NextItem | null;
  /** Epoch milliseconds when the item was handed over; the scheduled start is counted from it. */
  now: number;
  /** `play=1` (seed 000 §2). */
  autoplay: boolean;
  /** Seconds into an on-demand item to start at (watch progress). */
  startTime: number;
  /** Seconds behind the live edge to start at (`beginning=1` + `start`, seed 002 §2), or null. */
  liveOffset: number | null;
  /**
   * The ad schedule to ask for a pre-roll (client-side ads only; with server-side insertion the
   * source is already the ad-inserted manifest). Null: no client-side ads.
   */
  adScheduleId: string | null;
};

/** Why the player cannot play (seed 002 §8), each with its own message. */
export type PlayerErrorKind =
  /** Codes 241404 and 224003, or an item with no playable source: 'This video is no longer available.' */
  | 'unavailable'
  /** Any other player error: 'There was an issue playing the video. Please try again.' */
  | 'playback'
  /** A fetch before playback failed for another reason than a block. */
  | 'unknown';

export type PlayerError = { kind: PlayerErrorKind; code: number | null };

/** What the fetch before playback fails with, as the machine reads it (plain data or an Error). */
export type PlaybackAccessFailure = { kind?: string; message?: string; geoBlockingMessage?: string };

/** What the player was handed, and what it has learnt while playing. */
export type PlayerContext = PlayerInput & {
  /** The pre-roll has played, failed or was not there: it is not asked for again. */
  prerollDone: boolean;
  ad: PrerollAd | null;
  /** Seconds into the advert. */
  adPosition: number;
  /** Seconds into the content. */
  position: number;
  /** Seconds; 0 for live streams and before the metadata is known. */
  duration: number;
  muted: boolean;
  error: PlayerError | null;
  /** The item's own geo message when a block was found. */
  blockedMessage: string | null;
  /** Player reloads after code 246007 (seed 002 §8), capped. */
  reloads: number;
};

// --- Events ------------------------------------------------------------------------------------

/** What the viewer does. */
export type PlayerUserEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  /** `by` seconds relative to the position (arrow keys: ±10, seed 002 §4), or `to` an absolute one. */
  | { type: 'SEEK'; by: number }
  | { type: 'SEEK'; to: number }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'RETRY' }
  | { type: 'NEXT' };

/** The screen refetched the item (every 30 s while live or scheduled, seed 002 §7). */
export type ItemUpdateEvent = { type: 'ITEM.UPDATE'; item: PlayerItem; next: NextItem | null; now: number };

export type PlayerEvent = PlayerUserEvent | MediaEvent | AdEvent | ItemUpdateEvent;

// --- The adapter -------------------------------------------------------------------------------

export type LoadPrerollInput = { adScheduleId: string };

/** What the machine ends with when it hands over to the next item. */
export type PlayerOutput = { nextMediaId: string } | null;
