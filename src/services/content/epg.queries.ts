import { queryOptions } from '@tanstack/react-query';
import type { ContentClient } from './content-client';
import { getChannelSchedule, getChannelSchedules } from './epg';
import type { MediaItem } from '@/domain/media.types';

export const epgKeys = {
  all: ['schedule'] as const,
  channel: (item: Pick<MediaItem, 'mediaid' | 'scheduleUrl' | 'scheduleType'>, language?: string) =>
    [
      'schedule',
      item.mediaid,
      { scheduleUrl: item.scheduleUrl, scheduleType: item.scheduleType, language },
    ] as const,
  channels: (items: readonly Pick<MediaItem, 'mediaid' | 'scheduleUrl'>[], language?: string) =>
    [
      'schedule',
      'channels',
      items.map((item) => [item.mediaid, item.scheduleUrl ?? null]),
      { language },
    ] as const,
};

/** One channel's guide. */
export function channelScheduleQueryOptions(client: ContentClient, item: MediaItem, language?: string) {
  return queryOptions({
    queryKey: epgKeys.channel(item, language),
    queryFn: () => getChannelSchedule(client, item, { language }),
  });
}

/** The guides of a live playlist's channels; a failing guide leaves its channel empty. */
export function channelSchedulesQueryOptions(
  client: ContentClient,
  items: readonly MediaItem[],
  language?: string,
) {
  return queryOptions({
    queryKey: epgKeys.channels(items, language),
    queryFn: () => getChannelSchedules(client, items, { language }),
  });
}
