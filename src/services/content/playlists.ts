import { fetchJson, parseAnswer } from '../http/http';
import { buildUrl, segment, type ContentClient } from './content-client';
import { toMediaItem, toPlaylist } from './media.mappers';
import type { MediaItem, Playlist } from '@/domain/media.types';
import { playlistDocumentSchema } from './playlists.schemas';

export type PlaylistRequest = {
  /** Recommendations: the playlist related to this media item (seed 000 §7). */
  relatedMediaId?: string;
  /** A search playlist's term (`features.searchPlaylist`, seed 000 §3). */
  search?: string;
  pageLimit?: number;
  pageOffset?: number;
  /** Language of translated fields (seed 000 §3, seed 002 §7); applied on the answer. */
  language?: string;
  /** A shelf's own card image label (the image URL rule falls back to the default label). */
  imageLabel?: string;
};

/** GET /v2/playlists/{id} with optional related_media_id, search, page_limit, page_offset (seed 000 §7). */
export async function getPlaylist(
  client: ContentClient,
  playlistId: string,
  request: PlaylistRequest = {},
): Promise<Playlist> {
  const url = buildUrl(client.host, `/v2/playlists/${segment(playlistId)}`, {
    related_media_id: request.relatedMediaId,
    search: request.search,
    page_limit: request.pageLimit,
    page_offset: request.pageOffset,
  });
  const document = parseAnswer(playlistDocumentSchema, await fetchJson(url, client.fetch), 'playlist');
  return toPlaylist(document, playlistId, {
    host: client.host,
    now: client.now(),
    language: request.language,
    imageLabel: request.imageLabel,
  });
}

export type WatchlistRequest = {
  mediaIds: readonly string[];
  /** Signed-list token (seed 000 §7). */
  token?: string;
  language?: string;
};

/**
 * GET /apps/watchlists/{playlistId} with token and media_ids; the answer's playlist (seed 000 §7).
 * No ids, no call: an empty favorites or history list needs no round trip.
 */
export async function getWatchlist(
  client: ContentClient,
  playlistId: string,
  request: WatchlistRequest,
): Promise<MediaItem[]> {
  if (request.mediaIds.length === 0) return [];
  const url = buildUrl(client.host, `/apps/watchlists/${segment(playlistId)}`, {
    token: request.token,
    media_ids: request.mediaIds,
  });
  const document = parseAnswer(playlistDocumentSchema, await fetchJson(url, client.fetch), 'watchlist');
  const options = { host: client.host, now: client.now(), language: request.language };
  return document.playlist.map((item) => toMediaItem(item, options));
}
