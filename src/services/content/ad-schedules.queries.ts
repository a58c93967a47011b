import { queryOptions } from '@tanstack/react-query';
import type { ContentClient } from './content-client';
import { getAdSchedule } from './ad-schedules';

export const adScheduleKeys = {
  detail: (adScheduleId: string) => ['ad-schedule', adScheduleId] as const,
};

export function adScheduleQueryOptions(client: ContentClient, adScheduleId: string) {
  return queryOptions({
    queryKey: adScheduleKeys.detail(adScheduleId),
    queryFn: () => getAdSchedule(client, adScheduleId),
    // An ad schedule does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
