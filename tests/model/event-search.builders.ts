import type { SearchParams } from '@machines/event-search/event-search.types';

/** A search with every parameter blank (seed 002 §2), with the given ones set. */
export const searchParams = (overrides: Partial<SearchParams> = {}): SearchParams => ({
  query: '',
  category: null,
  sport: [],
  country: [],
  athlete: [],
  date: '',
  ...overrides,
});
