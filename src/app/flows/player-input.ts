import type { NextItem, PlayerInput, PlayerItem } from '@machines/player/player.types';
import type { Config } from '@/services/config/config.schemas';
import { getMediaStatus } from '@/domain/media-status';
import type { MediaItem } from '@/domain/media.types';
import {
  buildPlayerSource,
  liveOffsetFor,
  type PlaybackSupport,
  type TimeWindow,
} from '@/services/player/stream-url';

/** What the player needs to know about the site and the viewer to build its input. */
export type PlayerEnvironment = {
  config: Pick<Config, 'siteId' | 'adConfig' | 'adSchedule' | 'adDeliveryMethod'>;
  /** Content host base URL ('' for the app's own origin). */
  host: string;
  support: PlaybackSupport;
  /** Known once the accounts back end signs the viewer in (seed 002 §7 `user_id`). */
  userId?: string | null;
  /** The access bridge passport, when there is one (seed 002 §7 `passport`). */
  passport?: string | null;
};

/** Live channels, and events until they end, stream live: no end, seeking within the window. */
function isLiveStream(item: MediaItem, status: PlayerItem['status']): boolean {
  return status !== 'VOD' || item.contentType === 'livechannel';
}

/**
 * A programme of a live channel picked in the live guide (seed 002 §2 `start`, `end`,
 * `beginning=1`): the live source asks for its stretch, and `fromBeginning` starts it at its start.
 */
export type LiveWindow = TimeWindow & { fromBeginning: boolean };

/**
 * The player's view of a catalogue item at `now`, or of one programme of a live stream. A
 * programme that has ended is its recording: played like an on-demand item, from its start.
 */
export function toPlayerItem(
  item: MediaItem,
  env: PlayerEnvironment,
  now: Date,
  liveWindow: LiveWindow | null = null,
): PlayerItem {
  const status = getMediaStatus(item, now);
  const { config } = env;
  const liveStream = isLiveStream(item, status);
  // seed 002 §7: server-side ads play the ad-inserted manifest of the ad config; the platform
  // stitches adverts into on-demand manifests only, so live streams keep their source.
  const ssai =
    config.adDeliveryMethod === 'ssai' && config.adConfig && !liveStream
      ? { host: env.host, siteId: config.siteId, adConfigId: config.adConfig }
      : null;
  const programme = liveStream ? liveWindow : null;
  const recording = programme?.end ? programme.end.getTime() <= now.getTime() : false;
  return {
    mediaId: item.mediaid,
    title: item.title,
    status,
    scheduledStart: item.scheduledStart?.getTime() ?? null,
    source: buildPlayerSource({
      sources: item.sources,
      mediaId: item.mediaid,
      support: env.support,
      params: { userId: env.userId, adConfigId: config.adConfig, passport: env.passport },
      ssai,
      window: programme,
    }),
    live: liveStream && !recording,
    geoBlockingMessage: item.geoBlockingMessage ?? null,
  };
}

/** The next item as the player weighs it (seed 002 §4: skipped when scheduled). */
export function toNextItem(next: MediaItem | null | undefined, now: Date): NextItem | null {
  if (!next) return null;
  return { mediaId: next.mediaid, title: next.title, scheduled: getMediaStatus(next, now) === 'SCHEDULED' };
}

/**
 * The ad schedule that client-side ads ask for a pre-roll: the item's own (seed 002 §3
 * customAdsScheduleId) before the config's. None with server-side insertion.
 */
export function adScheduleFor(
  item: Pick<MediaItem, 'customAdsScheduleId'>,
  config: Pick<Config, 'adSchedule' | 'adDeliveryMethod'>,
): string | null {
  if (config.adDeliveryMethod === 'ssai') return null;
  return item.customAdsScheduleId ?? config.adSchedule ?? null;
}

export type PlayerStart = {
  autoplay: boolean;
  /** Seconds into an on-demand item. */
  startTime?: number;
  /** A programme of a live stream (seed 002 §2 `start`, `end`, `beginning=1`). */
  liveWindow?: LiveWindow | null;
};

/** The machine's input for an item handed over at `now`. */
export function buildPlayerInput(
  item: MediaItem,
  next: MediaItem | null | undefined,
  env: PlayerEnvironment,
  start: PlayerStart,
  now: Date,
): PlayerInput {
  const programme = start.liveWindow ?? null;
  const playerItem = toPlayerItem(item, env, now, programme);
  // seed 002 §4: from the programme's start only within the channel's catch-up hours.
  const liveOffset =
    playerItem.live && programme?.fromBeginning
      ? liveOffsetFor(programme.start, now, item.catchupHours)
      : null;
  return {
    item: playerItem,
    next: toNextItem(next, now),
    now: now.getTime(),
    autoplay: start.autoplay,
    startTime: playerItem.live ? 0 : Math.max(0, start.startTime ?? 0),
    liveOffset,
    adScheduleId: adScheduleFor(item, env.config),
  };
}

/** Whether a refetched item changes anything the player acts on. */
export function samePlayerItem(a: PlayerItem, b: PlayerItem): boolean {
  return (
    a.status === b.status &&
    a.scheduledStart === b.scheduledStart &&
    a.source?.url === b.source?.url &&
    a.live === b.live &&
    a.geoBlockingMessage === b.geoBlockingMessage
  );
}

export function sameNextItem(a: NextItem | null, b: NextItem | null): boolean {
  return a?.mediaId === b?.mediaId && a?.scheduled === b?.scheduled;
}
