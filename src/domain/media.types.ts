/** Media status (seed 000 §4, seed 002 §3). */
export type MediaStatus = 'LIVE' | 'SCHEDULED' | 'VOD';

/** VCH.EventState values of the live-event workflow (seed 000 §4). */
export type EventState = 'PRE_LIVE' | 'LIVE_UNPUBLISHED' | 'LIVE_PUBLISHED' | 'INSTANT_VOD' | 'VOD_PUBLIC';

/** contentType values (seed 000 §3). Other values are kept as they come, lowercased. */
export type KnownContentType = 'series' | 'episode' | 'livechannel' | 'liveevent' | 'page' | 'hub';

export type MediaImage = { src: string; width?: number; type?: string; label?: string };
export type MediaSource = {
  file: string;
  type?: string;
  label?: string;
  width?: number;
  height?: number;
  drm?: Record<string, unknown>;
};
export type MediaTrack = { file: string; kind: string; label?: string };

/** One entry of `productIds` (seed 000 §3): `provider:offerId`, a leading `!` marks the premier offer. */
export type MediaOffer = { provider: string; offerId: string; premier: boolean };

/** One entry of `SeekCuePoints` (seed 002 §3): `name#seconds`. */
export type SeekCuePoint = { name: string; seconds: number };

/**
 * A catalogue media item with the derived fields of seed 000 §3. Field names follow the
 * catalogue (`mediaid`, `feedid`) because favorites and history store them as such.
 */
export type MediaItem = {
  mediaid: string;
  title: string;
  description: string;
  synopsis?: string;
  subtitle?: string;
  /** Seconds; 0 means live (seed 002 §3). */
  duration: number;
  /** Seconds since the epoch. */
  pubdate?: number;
  feedid?: string;
  link?: string;
  image?: string;
  images: MediaImage[];
  sources: MediaSource[];
  tracks: MediaTrack[];
  /** The comma list `tags`, split and trimmed. */
  tags: string[];
  genre?: string;
  rating?: string;
  trailerId?: string;
  free?: boolean;
  requiresSubscription?: boolean;
  productIds?: string;
  mediaOffers: MediaOffer[];
  contentType?: KnownContentType | (string & {});
  seasonNumber?: number;
  episodeNumber?: number;
  /** seriesId, seriesPlayListId or seriesPlaylistId, whichever the item carries (seed 000 §3). */
  seriesId?: string;
  eventState?: EventState | (string & {});
  scheduledStart?: Date;
  scheduledEnd?: Date;
  /** The status when the item was parsed; use `getMediaStatus(item, now)` for a later moment. */
  mediaStatus: MediaStatus;
  /** VCH.OnDemand (seed 002 §3). */
  onDemand: boolean;
  geoBlockingMessage?: string;
  scheduleUrl?: string;
  scheduleToken?: string;
  scheduleType?: string;
  /** Default 8 (seed 000 §9). */
  catchupHours: number;
  scheduleDemo: boolean;
  liveChannelsId?: string;
  seekCuePoints: SeekCuePoint[];
  markdown?: string;
  customAdsScheduleId?: string;
  cardImage: string;
  backgroundImage: string;
  channelLogoImage: string;
  /** Every other custom param, as a string. */
  custom: Record<string, string>;
};

/** A playlist, content list, watchlist or search answer (seed 002 §3). */
export type Playlist = {
  feedid: string;
  title: string;
  description: string;
  kind?: string;
  playlist: MediaItem[];
  contentType?: string;
  cardImageAspectRatio?: string;
  shelfImageAspectRatio?: string;
  links?: { first?: string; last?: string; next?: string };
  /** True while live or scheduled items exist: the 30 s refetch rule (seed 002 §7). */
  refetch: boolean;
  custom: Record<string, string>;
};
