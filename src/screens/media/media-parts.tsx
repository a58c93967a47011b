import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@/domain/media.types';
import { listQueryOptions, useCatalogue } from '@/app/data/catalogue-queries';
import { ListShelf } from '@/components/catalogue/list-shelf';
import { metadataParts } from './media-details';

/** "2025 • 1 h 44 min • Action • Rating 12" (seed 002 §2: year, duration, genre, rating). */
export function MetadataLine({
  item,
}: {
  item: Pick<MediaItem, 'pubdate' | 'duration' | 'genre' | 'rating'>;
}) {
  const { t } = useTranslation(['video']);
  const parts = metadataParts(item);
  const texts = [
    parts.year ? String(parts.year) : null,
    parts.duration
      ? parts.duration.hours > 0
        ? t('video:duration_hours', parts.duration)
        : t('video:duration_minutes', { minutes: parts.duration.minutes })
      : null,
    parts.genre ?? null,
    parts.rating ? t('video:rating', { rating: parts.rating }) : null,
  ].filter((text): text is string => Boolean(text));
  if (texts.length === 0) return null;
  return <p className="media__meta">{texts.join(' • ')}</p>;
}

/**
 * The related shelf of a media page: `features.recommendationsPlaylist` asked with
 * `related_media_id` (seed 000 §7), else the playlist the page was opened from (`r`).
 */
export function RelatedShelf({ item, playlistId }: { item: MediaItem; playlistId?: string }) {
  const { config, client, language } = useCatalogue();
  const { t } = useTranslation(['video']);
  const recommendations = config.features.recommendationsPlaylist || undefined;
  const listId = recommendations ?? playlistId;
  const query = useQuery({
    ...listQueryOptions(
      client,
      config.siteId,
      { type: 'playlist', contentId: listId ?? '' },
      { language, relatedMediaId: recommendations ? item.mediaid : undefined },
    ),
    enabled: Boolean(listId),
  });
  if (!listId) return null;
  return <ListShelf query={query} fallbackTitle={t('video:related_videos')} playlistId={listId} />;
}
