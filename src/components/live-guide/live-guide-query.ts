import type { GuideRequest, WatchQuery } from '@machines/live-guide/live-guide.types';

/** The live guide's query parameters (seed 002 §2): play, channel, start, end, beginning=1. */
export const GUIDE_QUERY_KEYS = ['play', 'channel', 'start', 'end', 'beginning'] as const;

/** What the guide opens on: `channel` (a live channel's media page redirects with it) and `start`. */
export function readGuideRequest(params: URLSearchParams): GuideRequest {
  return { channelId: params.get('channel') || null, start: params.get('start') || null };
}

/** What the player is asked to play, once the URL has `play=1` and a channel. */
export type GuideWatchRequest = {
  channelId: string;
  /** The programme's window (ISO) when one is watched from its start or after it ended. */
  start: string | null;
  end: string | null;
  fromBeginning: boolean;
};

export function readWatchRequest(params: URLSearchParams): GuideWatchRequest | null {
  const channelId = params.get('channel');
  if (params.get('play') !== '1' || !channelId) return null;
  return {
    channelId,
    start: params.get('start') || null,
    end: params.get('end') || null,
    fromBeginning: params.get('beginning') === '1',
  };
}

/**
 * The query with a watch request in place of the previous one: the guide's own keys are set or
 * removed, every other parameter stays as it was.
 */
export function withWatchQuery(current: URLSearchParams, query: WatchQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of GUIDE_QUERY_KEYS) {
    const value = query[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
