import { fetchJson, parseAnswer } from '../http/http';
import { buildUrl, segment, type ContentClient } from './content-client';
import {
  appContentSearchDocumentSchema,
  contentListDocumentSchema,
  type ContentListDocument,
  type ContentListEntryDocument,
} from './content-lists.schemas';
import { toMediaItem, toPlaylist, type MediaMapOptions } from './media.mappers';
import { mediaItemSchema, type PlaylistDocument } from './media.schemas';
import type { Playlist } from '@/domain/media.types';
import { isPlaylistLive } from '@/domain/media-status';

export type ContentListRequest = { language?: string; imageLabel?: string };

/**
 * A content list entry as a media item (seed 000 §7): media_id is the id, the tags array becomes
 * the tag list, custom_params become custom fields. The result goes through the media schema, so
 * a bad entry is a malformed answer like a bad playlist item.
 */
function entryToMediaItem(entry: ContentListEntryDocument, listId: string, options: MediaMapOptions) {
  const { media_id, description, tags, custom_params, ...rest } = entry;
  const record = {
    feedid: listId,
    ...rest,
    ...custom_params,
    mediaid: media_id,
    description: description ?? '',
    tags: tags.join(','),
  };
  return toMediaItem(parseAnswer(mediaItemSchema, record, 'content list entry'), options);
}

function contentListToPlaylist(
  document: ContentListDocument,
  fallbackId: string,
  options: MediaMapOptions,
): Playlist {
  const feedid = document.id ?? fallbackId;
  const playlist = document.list.map((entry) => entryToMediaItem(entry, feedid, options));
  return {
    feedid,
    title: document.title ?? '',
    description: document.description ?? '',
    playlist,
    refetch: isPlaylistLive(playlist),
    custom: {},
  };
}

/** GET /v2/sites/{siteId}/content_lists/{id} (seed 000 §7) -> a playlist of media items. */
export async function getContentList(
  client: ContentClient,
  siteId: string,
  contentListId: string,
  request: ContentListRequest = {},
): Promise<Playlist> {
  const url = buildUrl(client.host, `/v2/sites/${segment(siteId)}/content_lists/${segment(contentListId)}`);
  const document = parseAnswer(contentListDocumentSchema, await fetchJson(url, client.fetch), 'content list');
  return contentListToPlaylist(document, contentListId, { host: client.host, now: client.now(), ...request });
}

const isContentList = (document: ContentListDocument | PlaylistDocument): document is ContentListDocument =>
  Array.isArray(document.list);

/** GET /v2/sites/{siteId}/app_content/media/search?search_query= (seed 000 §7). */
export async function searchAppContent(
  client: ContentClient,
  siteId: string,
  searchQuery: string,
  request: ContentListRequest = {},
): Promise<Playlist> {
  const url = buildUrl(client.host, `/v2/sites/${segment(siteId)}/app_content/media/search`, {
    search_query: searchQuery,
  });
  const document = parseAnswer(appContentSearchDocumentSchema, await fetchJson(url, client.fetch), 'search');
  const options = { host: client.host, now: client.now(), ...request };
  return isContentList(document)
    ? contentListToPlaylist(document, 'search', options)
    : toPlaylist(document, 'search', options);
}
