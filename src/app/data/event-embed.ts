import { useQuery } from '@tanstack/react-query';
import { useContentClient, useContentLanguage } from '@/app/content-client';
import { mediaQueryOptions } from '@/services/content/media.queries';

/**
 * A media item the federation embed names (its live stream or its VOD, seed 002 §2 "Embed
 * player", §4), in the page's language; none asked for when `mediaId` is empty. A failed answer
 * is not asked again: the embed falls back to its image.
 */
export function useEmbedMedia(mediaId: string | null | undefined) {
  const client = useContentClient();
  const language = useContentLanguage();
  return useQuery({
    ...mediaQueryOptions(client, { mediaId: mediaId ?? '', language }),
    enabled: Boolean(mediaId),
    retry: false,
  });
}
