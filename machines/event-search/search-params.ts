import {
  EMPTY_PARAMS,
  LIST_FILTERS,
  SEARCH_CATEGORIES,
  type SearchCategory,
  type SearchParams,
} from './event-search.types';

/** seed 002 §9: athletes 20 at a time; Load More adds 20. */
export const SEARCH_PAGE_SIZE = 20;
/** seed 002 §9: the search box applies after 300 ms on the results page, 350 ms in the header panel. */
export const PAGE_INPUT_DELAY_MS = 300;
export const PANEL_INPUT_DELAY_MS = 350;
/** seed 002 §2, §9: the header panel shows at most 3 results per category. */
export const PANEL_ITEMS_PER_CATEGORY = 3;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const isCategory = (value: string | null): value is SearchCategory =>
  (SEARCH_CATEGORIES as readonly string[]).includes(value ?? '');

/** The params of a results page address (`/q?query=...&sport=a,b&date=...`); unknown values are dropped. */
export function paramsFromAddress(search: URLSearchParams, term = ''): SearchParams {
  const category = search.get('category');
  const date = (search.get('date') ?? '').trim();
  return {
    query: (search.get('query') ?? term).trim(),
    category: isCategory(category) ? category : null,
    sport: listOf(search.get('sport')),
    country: listOf(search.get('country')),
    athlete: listOf(search.get('athlete')),
    date: ISO_DATE.test(date) ? date : '',
  };
}

/** The address query of `params`: blank ones are left out (seed 002 §5). */
export function addressOf(params: SearchParams): string {
  const search = new URLSearchParams();
  if (params.query.trim()) search.set('query', params.query.trim());
  if (params.category) search.set('category', params.category);
  for (const name of LIST_FILTERS) if (params[name].length > 0) search.set(name, params[name].join(','));
  if (params.date) search.set('date', params.date);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** seed 002 §5: a search runs only if at least one parameter is non-blank. */
export function hasSearchParams(params: SearchParams): boolean {
  return Boolean(params.query.trim() || params.date || LIST_FILTERS.some((name) => params[name].length > 0));
}

/** The filters the filter-count button counts: each sport, country and athlete, and the date. */
export function activeFilterCount(params: SearchParams): number {
  return params.sport.length + params.country.length + params.athlete.length + (params.date ? 1 : 0);
}

export function sameParams(a: SearchParams, b: SearchParams): boolean {
  return addressOf(a) === addressOf(b);
}

export const withoutFilters = (params: SearchParams): SearchParams => ({
  ...EMPTY_PARAMS,
  query: params.query,
  category: params.category,
});
