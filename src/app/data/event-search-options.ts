import { queryOptions } from '@tanstack/react-query';
import type { EventClient } from '@/services/event/event-client';
import { getSearchOptions } from '@/services/event/event-search';

/**
 * The search page's filter options: sports, countries and athletes (seed 002 §2 "Search", §7
 * `GET {backend}/sanity/search-page-data`). Kept apart from the home's queries so the search
 * client loads with the search page only.
 */
export const searchOptionsQuery = (client: EventClient) =>
  queryOptions({
    queryKey: ['event', 'search-options', client.backendUrl] as const,
    queryFn: ({ signal }) => getSearchOptions(client, signal),
    staleTime: 5 * 60_000,
  });
