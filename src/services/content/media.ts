import { ApiError, fetchJson, parseAnswer } from '../http/http';
import { buildUrl, segment, type ContentClient } from './content-client';
import { AccessBlockedError } from './content-errors';
import { toMediaItem } from './media.mappers';
import { mediaImagesDocumentSchema, playlistDocumentSchema } from './media.schemas';
import type { MediaItem } from '@/domain/media.types';

export type MediaOptions = {
  /** Signed-media token (seed 000 §7), from the entitlement host or the access bridge. */
  token?: string;
  /** Language of translated fields (seed 000 §3). */
  language?: string;
  /** Aborts the request (a screen's Try again over a load that hangs). */
  signal?: AbortSignal;
};

/** seed 000 §8: an empty answer is 'MediaItem not found', reported like the host's own 404. */
export const MEDIA_NOT_FOUND = 'MediaItem not found';

async function firstMediaItem(
  client: ContentClient,
  url: string,
  { language, signal }: Pick<MediaOptions, 'language' | 'signal'>,
): Promise<MediaItem> {
  const body = await fetchJson(url, client.fetch, signal ? { signal } : undefined);
  const document = parseAnswer(playlistDocumentSchema, body, 'media');
  const first = document.playlist[0];
  if (!first) throw new ApiError(MEDIA_NOT_FOUND, 404);
  return toMediaItem(first, { host: client.host, now: client.now(), language });
}

/** GET /v2/media/{id} (token query when given); the answer is playlist[0] (seed 000 §7). */
export function getMedia(
  client: ContentClient,
  mediaId: string,
  options: MediaOptions = {},
): Promise<MediaItem> {
  const url = buildUrl(client.host, `/v2/media/${segment(mediaId)}`, { token: options.token });
  return firstMediaItem(client, url, options);
}

/** GET /v2/media/{id}/drm/{policyId}: signed media with DRM sources (seed 000 §7). */
export function getDrmMedia(
  client: ContentClient,
  mediaId: string,
  drmPolicyId: string,
  options: MediaOptions = {},
): Promise<MediaItem> {
  const url = buildUrl(client.host, `/v2/media/${segment(mediaId)}/drm/${segment(drmPolicyId)}`, {
    token: options.token,
  });
  return firstMediaItem(client, url, options);
}

export type PassportMediaRequest = {
  siteId: string;
  mediaId: string;
  passport: string;
  planId: string;
  language?: string;
};

/**
 * GET /v2/sites/{siteId}/media/{id}/playback.json with passport and plan_id (seed 000 §7). A 403
 * (expired or refused passport) is an ApiError with code 403: the access layer refreshes once.
 */
export function getMediaWithPassport(
  client: ContentClient,
  request: PassportMediaRequest,
): Promise<MediaItem> {
  const url = buildUrl(
    client.host,
    `/v2/sites/${segment(request.siteId)}/media/${segment(request.mediaId)}/playback.json`,
    {
      passport: request.passport,
      plan_id: request.planId,
    },
  );
  return firstMediaItem(client, url, { language: request.language });
}

/** A labelled image of a media item (overlays, seed 002 §3). */
export type MediaImageVariant = { label: string; url: string; type?: string; width?: number };

/** GET /v2/media/{id}/images.json (seed 000 §7); entries without a label or URL are left out. */
export async function getMediaImages(client: ContentClient, mediaId: string): Promise<MediaImageVariant[]> {
  const body = await fetchJson(
    buildUrl(client.host, `/v2/media/${segment(mediaId)}/images.json`),
    client.fetch,
  );
  const document = parseAnswer(mediaImagesDocumentSchema, body, 'media images');
  const entries = Array.isArray(document) ? document : document.images;
  return entries.flatMap((entry) => {
    const url = entry.image_url ?? entry.src;
    return entry.label && url ? [{ label: entry.label, url, type: entry.type, width: entry.width }] : [];
  });
}

/**
 * Geo block (seed 000 §8): a HEAD on the item's source that answers 403 means the region is
 * blocked -> AccessBlockedError with the item's geoBlockingMessage. Any other answer, or no
 * answer at all (a CDN without CORS for HEAD), says nothing about the region: playback decides.
 */
export async function checkGeoBlocking(
  client: ContentClient,
  item: Pick<MediaItem, 'sources' | 'geoBlockingMessage'>,
): Promise<void> {
  const source = item.sources[0]?.file;
  if (!source) return;
  let status: number;
  try {
    status = (await client.fetch(source, { method: 'HEAD' })).status;
  } catch {
    return;
  }
  if (status === 403) throw new AccessBlockedError(item.geoBlockingMessage);
}
