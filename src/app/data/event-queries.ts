import { queryOptions } from '@tanstack/react-query';
import type { EventClient } from '@/services/event/event-client';
import {
  getAthlete,
  getAthletes,
  getCountries,
  getEventHome,
  getEventPage,
  getFederation,
  getFederations,
  getSport,
  getSports,
  type AthleteFilters,
  type EventPageType,
} from '@/services/event/event';
import { eventRetry } from '@/services/event/event.queries';

export const eventKeys = {
  all: ['event'] as const,
  home: () => ['event', 'home'] as const,
  sports: () => ['event', 'sports'] as const,
  sport: (slug: string) => ['event', 'sport', slug] as const,
  federations: (sport: string) => ['event', 'federations', sport] as const,
  federation: (slug: string) => ['event', 'federation', slug] as const,
  athletes: (filters: AthleteFilters) => ['event', 'athletes', { ...filters }] as const,
  athlete: (slug: string) => ['event', 'athlete', slug] as const,
  countries: () => ['event', 'countries'] as const,
  page: (pageType: EventPageType) => ['event', 'page', pageType] as const,
};

/** seed 002 §8: network and server errors are retried twice, a second apart (`eventRetry`). */
const common = { retry: eventRetry, retryDelay: 1_000, staleTime: 60_000 } as const;

/** The event site's CMS data as TanStack Query options (seed 002 §7). */
export const eventQueries = {
  home: (client: EventClient) =>
    queryOptions({ ...common, queryKey: eventKeys.home(), queryFn: () => getEventHome(client) }),
  sports: (client: EventClient) =>
    queryOptions({ ...common, queryKey: eventKeys.sports(), queryFn: () => getSports(client) }),
  sport: (client: EventClient, slug: string) =>
    queryOptions({ ...common, queryKey: eventKeys.sport(slug), queryFn: () => getSport(client, slug) }),
  federations: (client: EventClient, sport: string) =>
    queryOptions({
      ...common,
      queryKey: eventKeys.federations(sport),
      queryFn: () => getFederations(client, sport),
    }),
  federation: (client: EventClient, slug: string) =>
    queryOptions({
      ...common,
      queryKey: eventKeys.federation(slug),
      queryFn: () => getFederation(client, slug),
    }),
  athletes: (client: EventClient, filters: AthleteFilters) =>
    queryOptions({
      ...common,
      queryKey: eventKeys.athletes(filters),
      queryFn: () => getAthletes(client, filters),
    }),
  athlete: (client: EventClient, slug: string) =>
    queryOptions({ ...common, queryKey: eventKeys.athlete(slug), queryFn: () => getAthlete(client, slug) }),
  countries: (client: EventClient) =>
    queryOptions({ ...common, queryKey: eventKeys.countries(), queryFn: () => getCountries(client) }),
  page: (client: EventClient, pageType: EventPageType) =>
    queryOptions({
      ...common,
      queryKey: eventKeys.page(pageType),
      queryFn: () => getEventPage(client, pageType),
    }),
};
