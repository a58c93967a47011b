import type { PlayerItem } from '@machines/player/player.types';

/** 2026-06-21 18:00 UTC: the moment the player's unit tests start at. */
export const NOW = Date.UTC(2026, 5, 21, 18, 0, 0);
export const MINUTE = 60_000;

/** An on-demand film of the local stack's catalogue. */
export const movie: PlayerItem = {
  mediaId: 'MvAct002',
  title: 'Copper Run',
  status: 'VOD',
  scheduledStart: null,
  source: { url: '/media/vod/MvAct002/index.m3u8', kind: 'hls' },
  live: false,
  geoBlockingMessage: null,
};

/** A live event that starts in 90 minutes. */
export const scheduledEvent: PlayerItem = {
  ...movie,
  mediaId: 'EvSchd01',
  title: 'Midsummer Harbour Concert',
  status: 'SCHEDULED',
  scheduledStart: NOW + 90 * MINUTE,
  source: { url: '/media/live/EvSchd01/index.m3u8', kind: 'hls' },
  live: true,
};
