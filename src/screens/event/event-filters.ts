/**
 * Filters kept in the query string (seed 002 §2): `sport` and `country`; the value "all" is left
 * out, and a missing or blank value reads as "all".
 */
export type ListFilters = { sport: string; country: string };

export const ALL = 'all';

export function readFilters(params: URLSearchParams): ListFilters {
  const read = (key: string) => params.get(key)?.trim() || ALL;
  return { sport: read('sport'), country: read('country') };
}

/** The query string of `filters`, without "all" values ('' when nothing is filtered). */
export function filterQuery(filters: Partial<ListFilters>): string {
  const params = new URLSearchParams();
  for (const key of ['sport', 'country'] as const) {
    const value = filters[key];
    if (value && value !== ALL) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
