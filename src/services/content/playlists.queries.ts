import { queryOptions } from '@tanstack/react-query';
import type { ContentClient } from './content-client';
import { getContentList, searchAppContent, type ContentListRequest } from './content-lists';
import { liveRefetchInterval } from './media.queries';
import { getPlaylist, getWatchlist, type PlaylistRequest, type WatchlistRequest } from './playlists';

export const playlistKeys = {
  all: ['playlist'] as const,
  detail: (playlistId: string, request: PlaylistRequest = {}) =>
    ['playlist', playlistId, { ...request }] as const,
  contentList: (siteId: string, contentListId: string, request: ContentListRequest = {}) =>
    ['content-list', siteId, contentListId, { ...request }] as const,
  watchlist: (playlistId: string, request: WatchlistRequest) =>
    [
      'watchlist',
      playlistId,
      { mediaIds: [...request.mediaIds], token: request.token, language: request.language },
    ] as const,
  search: (siteId: string, searchQuery: string, request: ContentListRequest = {}) =>
    ['search', siteId, searchQuery, { ...request }] as const,
};

/** A playlist; refetched every 30 s while it holds live or scheduled items (seed 002 §7). */
export function playlistQueryOptions(
  client: ContentClient,
  playlistId: string,
  request: PlaylistRequest = {},
) {
  return queryOptions({
    queryKey: playlistKeys.detail(playlistId, request),
    queryFn: () => getPlaylist(client, playlistId, request),
    refetchInterval: (query) => liveRefetchInterval(query.state.data?.playlist),
  });
}

/** A content list; the same refetch rule as playlists. */
export function contentListQueryOptions(
  client: ContentClient,
  siteId: string,
  contentListId: string,
  request: ContentListRequest = {},
) {
  return queryOptions({
    queryKey: playlistKeys.contentList(siteId, contentListId, request),
    queryFn: () => getContentList(client, siteId, contentListId, request),
    refetchInterval: (query) => liveRefetchInterval(query.state.data?.playlist),
  });
}

/** The media of a favorites or history list. */
export function watchlistQueryOptions(client: ContentClient, playlistId: string, request: WatchlistRequest) {
  return queryOptions({
    queryKey: playlistKeys.watchlist(playlistId, request),
    queryFn: () => getWatchlist(client, playlistId, request),
    refetchInterval: (query) => liveRefetchInterval(query.state.data),
  });
}

/** App-content search results. */
export function appContentSearchQueryOptions(
  client: ContentClient,
  siteId: string,
  searchQuery: string,
  request: ContentListRequest = {},
) {
  return queryOptions({
    queryKey: playlistKeys.search(siteId, searchQuery, request),
    queryFn: () => searchAppContent(client, siteId, searchQuery, request),
  });
}
