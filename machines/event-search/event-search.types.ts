/**
 * The event site's search (seed 002 §2 "Search", §5, §9): what the viewer asked for, as the
 * address carries it, and what the event back end answered.
 */

import type {
  MediaHit,
  SearchCategory,
  SearchHit,
  SearchParams,
  SearchResults,
} from '@/domain/event-search.types';

export type { MediaHit, SearchCategory, SearchHit, SearchParams, SearchResults };

/** seed 002 §2: `category` sets the order of the result sections. */
export const SEARCH_CATEGORIES = [
  'sport',
  'federation',
  'vod',
  'athletes',
] as const satisfies readonly SearchCategory[];

/** The filters that hold lists (comma-separated in the address, seed 002 §2). */
export const LIST_FILTERS = ['sport', 'country', 'athlete'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const EMPTY_PARAMS: SearchParams = {
  query: '',
  category: null,
  sport: [],
  country: [],
  athlete: [],
  date: '',
};

/** The results page and the header panel run the same flow with their own delay and limits. */
export type SearchWhere = 'page' | 'panel';

export type EventSearchInput = { where: SearchWhere; params?: SearchParams };

export type EventSearchContext = {
  where: SearchWhere;
  /** What the search ran with (the address, on the results page). */
  params: SearchParams;
  /** What is in the search box, applied after the delay. */
  draft: string;
  results: SearchResults | null;
  /** How many athletes are shown (seed 002 §9: 20, and 20 more per Load More). */
  shown: number;
  error: unknown;
};

export type EventSearchEvent =
  /** The viewer typed in the search box. */
  | { type: 'SEARCH.TYPE'; text: string }
  /** The clear button: the box and the query are emptied at once. */
  | { type: 'SEARCH.CLEAR' }
  /** The viewer pressed Enter: the box applies at once. */
  | { type: 'SEARCH.SUBMIT' }
  /** A filter changed (a list, the date or the category). */
  | { type: 'FILTER.SET'; params: Partial<Omit<SearchParams, 'query'>> }
  /** 'Clear Filter': sports, countries, athletes and the date are emptied. */
  | { type: 'FILTER.CLEAR' }
  /** The address changed under the page (back, forward, a link): search with what it says. */
  | { type: 'PARAMS.SYNC'; params: SearchParams }
  | { type: 'RESULTS.MORE' }
  | { type: 'RESULTS.RETRY' }
  /** The header panel opens on a click or focus in the box, and closes on an outside click. */
  | { type: 'PANEL.OPEN' }
  | { type: 'PANEL.CLOSE' }
  /** Raised by the machine itself when the box applied: the results search again. */
  | { type: 'SEARCH.APPLIED' };

export type ActionParams = {
  /** The results page writes the params into the address (replacing the entry while typing). */
  showParams: { params: SearchParams };
};
