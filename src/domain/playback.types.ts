/**
 * What the player flow and the media adapter tell each other (DESIGN.md "player", seed 002 §4,
 * §8): the source to load, the commands the flow gives, the media and advert events the adapter
 * reports, and a browser failure as plain data. The flow (machines/player) and the adapter
 * (src/services/player) both read these; neither owns them.
 */

/** How a source is played: HLS (natively or through hls.js) or progressive MP4. */
export type SourceKind = 'hls' | 'mp4';

/** The one source the player plays, its URL already carrying the stream parameters (seed 002 §7). */
export type PlayerSource = { url: string; kind: SourceKind };

/** A pre-roll advert as the flow knows it; the tracker behind it stays with the adapter. */
export type PrerollAd = {
  id: string;
  /** The progressive MP4 of the linear creative. */
  mediaFileUrl: string;
  /** Seconds, from the VAST Duration. */
  duration: number;
  title: string;
};

/** What the media adapter reports about the content `<video>`. */
export type MediaEvent =
  | { type: 'MEDIA.CAN_PLAY'; duration: number }
  | { type: 'MEDIA.PLAYING' }
  | { type: 'MEDIA.PAUSED' }
  | { type: 'MEDIA.WAITING' }
  | { type: 'MEDIA.TIME_UPDATE'; position: number; duration: number }
  | { type: 'MEDIA.ENDED' }
  | { type: 'MEDIA.ERROR'; code: number; message?: string }
  | { type: 'MEDIA.VOLUME'; muted: boolean };

/** What the media adapter reports about the advert `<video>`. */
export type AdEvent =
  | { type: 'AD.PLAYING' }
  | { type: 'AD.TIME_UPDATE'; position: number }
  | { type: 'AD.ENDED' }
  | { type: 'AD.ERROR'; message?: string };

/** What the player flow tells the media adapter. */
export type MediaCommand =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'SEEK'; by: number }
  | { type: 'SEEK'; to: number }
  | { type: 'SET_MUTED'; muted: boolean }
  | { type: 'PLAY_AD'; url: string }
  | { type: 'STOP_AD' };

/** What the adapter starts with: it loads the source at once, paused. */
export type MediaAdapterInput = {
  source: PlayerSource;
  live: boolean;
  startTime: number;
  liveOffset: number | null;
};

/** The fetch before playback (seed 002 §8 "Player fetch errors"). */
export type CheckAccessInput = { url: string; geoBlockingMessage: string | null };

/** Advert tracking moments the flow decides; the adapter fires the VAST trackers. */
export type AdTrackingEvent = 'impression' | 'progress' | 'complete' | 'error';

/** What the media adapter saw fail, as plain data: the adapter knows the DOM, the flow the codes. */
export type MediaFailure =
  /** A fatal hls.js error. */
  | { source: 'hls'; type: string; details: string; status: number | null }
  /** A media element error; `probeStatus` is the status of a request for the source (null: no answer). */
  | {
      source: 'element';
      mediaErrorCode: number;
      probeStatus: number | null;
      kind: 'hls' | 'mp4';
      underHls: boolean;
    }
  /** The browser cannot play the source at all. */
  | { source: 'unsupported' }
  /** The player's own code could not be loaded. */
  | { source: 'script' };
