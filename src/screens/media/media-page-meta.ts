import { paths } from '@/app/paths';
import { usePageMeta, type PageMeta } from '@/app/page-meta';
import { videoObjectData } from '@/app/structured-data';
import type { MediaItem } from '@/domain/media.types';
import { SOCIAL_IMAGE_WIDTH, withImageWidth } from '@/components/catalogue/media-card-model';

/** The canonical address of a media page: its id and title slug, without the link's query. */
export function mediaPageUrl(item: Pick<MediaItem, 'mediaid' | 'title'>): string {
  return `${window.location.origin}${paths.media.getHref(item.mediaid, { title: item.title })}`;
}

/** The 720 px social image of an item (seed 002 §9). */
export const socialImageOf = (item: Pick<MediaItem, 'cardImage'>): string | undefined =>
  item.cardImage ? withImageWidth(item.cardImage, SOCIAL_IMAGE_WIDTH) : undefined;

/** Title, description, social meta and a VideoObject for a video, episode or live event page. */
export function useVideoPageMeta(item: MediaItem, extra: Partial<PageMeta> = {}): void {
  const image = socialImageOf(item);
  usePageMeta({
    title: item.title,
    description: item.description,
    image,
    type: item.contentType === 'episode' ? 'video.episode' : 'video.movie',
    structuredData: videoObjectData(item, mediaPageUrl(item), image),
    ...extra,
  });
}
