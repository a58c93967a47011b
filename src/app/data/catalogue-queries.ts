import { useStartedApp } from '@/app/providers';
import { useContentClient, useContentLanguage } from '@/app/content-client';
import type { Config, ContentEntry } from '@/services/config/config.schemas';
import type { ContentClient } from '@/services/content/content-client';
import { MEDIA_RETRY } from '@/services/content/media.queries';
import type { Playlist } from '@/domain/media.types';
import {
  contentListQueryOptions,
  playlistQueryOptions,
  watchlistQueryOptions,
} from '@/services/content/playlists.queries';
import type { UseQueryOptions } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/services/http/http';

/** What a content query is asked with: the page's content client, config and language (`useCatalogue()`). */
export type Catalogue = { config: Pick<Config, 'siteId'>; client: ContentClient; language?: string };

/**
 * Retry rule of the catalogue screens. seed 002 §7: media requests retry 2 times, 1 s apart.
 * seed 002 §8: only network and API errors are retried, never a 4xx other than 408, so a missing
 * item reaches 'video_not_found' at once. seed 000 §4: a 403 media fetch is retried once (the
 * access layer refreshes its tokens in between). Malformed answers do not improve on asking again.
 */
export function catalogueRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.code === 403) return failureCount < 1;
    if (error.code >= 400 && error.code < 500 && error.code !== 408) return false;
    return failureCount < MEDIA_RETRY.count;
  }
  if (error instanceof NetworkError) return failureCount < MEDIA_RETRY.count;
  return false;
}

export const catalogueRetryDelay = MEDIA_RETRY.delayMs;

/**
 * How long a screen's content may take before the viewer is told so and offered Try again. The
 * seeds give no figure; 10 s is the longest wait they name (an overlay script, seed 002 §9), and
 * covers a media request's two retries a second apart (docs/decisions.md "Load failures").
 */
export const SLOW_LOAD_MS = 10_000;

/** Whether a failed lookup means "there is no such thing" rather than "it did not load". */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === 404;

/** What every catalogue screen reads: the config, the content client and the language shown. */
export function useCatalogue() {
  const { config } = useStartedApp();
  const client = useContentClient();
  const language = useContentLanguage();
  return { config, client, language };
}

export type ListQueryOptions = UseQueryOptions<Playlist, Error, Playlist, readonly unknown[]>;

/** A config shelf or menu entry's list: a playlist, or a content list (seed 000 §3). */
export function listQueryOptions(
  client: ReturnType<typeof useContentClient>,
  siteId: string,
  entry: { type?: ContentEntry['type'] | 'media'; contentId: string },
  request: { language?: string; relatedMediaId?: string; search?: string } = {},
): ListQueryOptions {
  const base =
    entry.type === 'content_list'
      ? contentListQueryOptions(client, siteId, entry.contentId, { language: request.language })
      : playlistQueryOptions(client, entry.contentId, request);
  return {
    ...(base as unknown as ListQueryOptions),
    retry: catalogueRetry,
    retryDelay: catalogueRetryDelay,
  };
}

/** A comma list (`filterTags`, a hub's `playlists`): entries trimmed, blanks and repeats dropped. */
export function splitList(list: string | null | undefined): string[] {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...new Set(entries)];
}

/** `filterTags` (seed 000 §3): the genres a menu or content entry's grid can be filtered by. */
export const parseFilterTags = splitList;

/**
 * The media of a favorites or history list, asked by id. Kept apart from the media pages'
 * queries (content-queries.ts) so home's shelves do not carry the series and search queries.
 */
export function watchlistQuery({ client, language }: Catalogue, playlistId: string, mediaIds: string[]) {
  return watchlistQueryOptions(client, playlistId, { mediaIds, language });
}
