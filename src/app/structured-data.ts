import type { MediaItem } from '@/domain/media.types';

/** ISO 8601 duration: 6240 -> 'PT1H44M', 20 -> 'PT20S'. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return `PT${parts || '0S'}`;
}

type VideoInput = Pick<
  MediaItem,
  'title' | 'description' | 'duration' | 'pubdate' | 'contentType' | 'scheduledStart' | 'scheduledEnd'
> & { mediaStatus?: MediaItem['mediaStatus'] };

/** A VideoObject for a video, episode or live event page. */
export function videoObjectData(
  item: VideoInput,
  pageUrl: string,
  imageUrl?: string,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': pageUrl,
    url: pageUrl,
    name: item.title,
    description: item.description || item.title,
  };
  if (imageUrl) data.thumbnailUrl = [imageUrl];
  if (item.pubdate) data.uploadDate = new Date(item.pubdate * 1000).toISOString();
  if (item.duration > 0) data.duration = isoDuration(item.duration);
  if (item.contentType === 'liveevent' && item.scheduledStart) {
    data.publication = {
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      startDate: item.scheduledStart.toISOString(),
      ...(item.scheduledEnd ? { endDate: item.scheduledEnd.toISOString() } : {}),
    };
  }
  return data;
}

/** A TVSeries for a series page. */
export function tvSeriesData(
  series: { title: string; description: string; seasonCount?: number; episodeCount?: number },
  pageUrl: string,
  imageUrl?: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    '@id': pageUrl,
    url: pageUrl,
    name: series.title,
    description: series.description || series.title,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(series.seasonCount ? { numberOfSeasons: series.seasonCount } : {}),
    ...(series.episodeCount ? { numberOfEpisodes: series.episodeCount } : {}),
  };
}
