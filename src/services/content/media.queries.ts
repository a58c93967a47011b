import { queryOptions } from '@tanstack/react-query';
import type { ContentClient } from './content-client';
import { getDrmMedia, getMedia, getMediaImages } from './media';
import type { MediaItem } from '@/domain/media.types';
import { isPlaylistLive } from '@/domain/media-status';

/** seed 002 §7, §9: playlists and media refetch every 30 s while live or scheduled items exist. */
export const LIVE_REFETCH_INTERVAL_MS = 30_000;
/** seed 002 §7: media requests retry 2 times, 1 s apart. */
export const MEDIA_RETRY = { count: 2, delayMs: 1_000 } as const;
/** seed 002 §7: live media retries up to 5 times, 5 s apart. */
export const LIVE_MEDIA_RETRY = { count: 5, delayMs: 5_000 } as const;

/** `refetchInterval` for anything holding media items: 30 s while one is live or scheduled, else off. */
export function liveRefetchInterval(items: readonly MediaItem[] | undefined): number | false {
  return items && isPlaylistLive(items) ? LIVE_REFETCH_INTERVAL_MS : false;
}

export type MediaQueryParams = {
  mediaId: string;
  drmPolicyId?: string;
  token?: string;
  language?: string;
  /** The caller knows the item is live (a live channel or event): the longer retry applies. */
  live?: boolean;
};

export const mediaKeys = {
  all: ['media'] as const,
  detail: ({ mediaId, drmPolicyId, token, language }: Omit<MediaQueryParams, 'live'>) =>
    ['media', mediaId, { drmPolicyId, token, language }] as const,
  images: (mediaId: string) => ['media', mediaId, 'images'] as const,
};

/** A media item, signed or with DRM when asked; refetched while live or scheduled. */
export function mediaQueryOptions(client: ContentClient, params: MediaQueryParams) {
  const retry = params.live ? LIVE_MEDIA_RETRY : MEDIA_RETRY;
  return queryOptions({
    queryKey: mediaKeys.detail(params),
    queryFn: ({ signal }) =>
      params.drmPolicyId
        ? getDrmMedia(client, params.mediaId, params.drmPolicyId, { ...params, signal })
        : getMedia(client, params.mediaId, { ...params, signal }),
    refetchInterval: (query) => liveRefetchInterval(query.state.data ? [query.state.data] : undefined),
    retry: retry.count,
    retryDelay: retry.delayMs,
  });
}

/** The labelled images of a media item (overlays). */
export function mediaImagesQueryOptions(client: ContentClient, mediaId: string) {
  return queryOptions({
    queryKey: mediaKeys.images(mediaId),
    queryFn: () => getMediaImages(client, mediaId),
    retry: MEDIA_RETRY.count,
    retryDelay: MEDIA_RETRY.delayMs,
  });
}
