import type { SnapshotFrom } from 'xstate';
import type { EventSearchMachine } from './event-search.machine';
import { PANEL_ITEMS_PER_CATEGORY, activeFilterCount } from './search-params';
import type { MediaHit, SearchCategory, SearchHit, SearchParams, SearchResults } from './event-search.types';

export type SearchSectionKey = 'vod' | 'sports' | 'federations' | 'athletes';

/** seed 002 §2: Media, Sports, Federations, Athletes, unless a category comes first. */
const DEFAULT_ORDER: readonly SearchSectionKey[] = ['vod', 'sports', 'federations', 'athletes'];
const SECTION_OF: Record<SearchCategory, SearchSectionKey> = {
  vod: 'vod',
  sport: 'sports',
  federation: 'federations',
  athletes: 'athletes',
};
/** The address value of each section (for the panel's 'N more' link). */
export const CATEGORY_OF: Record<SearchSectionKey, SearchCategory> = {
  vod: 'vod',
  sports: 'sport',
  federations: 'federation',
  athletes: 'athletes',
};

export type SearchSection =
  | { key: 'vod'; hits: MediaHit[]; total: number; hidden: number }
  | { key: Exclude<SearchSectionKey, 'vod'>; hits: SearchHit[]; total: number; hidden: number };

export function sectionOrder(params: Pick<SearchParams, 'category' | 'date'>): SearchSectionKey[] {
  // seed 002 §2: with a date set, only the media section shows.
  if (params.date) return ['vod'];
  const first = params.category ? SECTION_OF[params.category] : null;
  return first ? [first, ...DEFAULT_ORDER.filter((key) => key !== first)] : [...DEFAULT_ORDER];
}

/**
 * The sections to show, in order, each cut to what is shown: 3 per category in the header panel
 * (the rest is `hidden`, 'N more'), the athletes `shown` at a time on the page (Load More).
 */
export function sectionsOf(
  results: SearchResults,
  params: Pick<SearchParams, 'category' | 'date'>,
  limits: { panel: boolean; athletesShown: number },
): SearchSection[] {
  return sectionOrder(params).map((key) => {
    const all: (SearchHit | MediaHit)[] = results[key];
    const limit = limits.panel
      ? PANEL_ITEMS_PER_CATEGORY
      : key === 'athletes'
        ? limits.athletesShown
        : all.length;
    const hits = all.slice(0, limit);
    return { key, hits, total: all.length, hidden: all.length - hits.length } as SearchSection;
  });
}

export type SearchStatus = 'empty' | 'searching' | 'ready' | 'failed';

export type EventSearchView = {
  status: SearchStatus;
  draft: string;
  params: SearchParams;
  filterCount: number;
  panelOpen: boolean;
  /** The header panel shows: open, and something was asked (seed 002 §2). */
  panelShown: boolean;
  sections: SearchSection[];
  /** Nothing found (seed 002 §8): the message names the query when there is one. */
  noResults: boolean;
  /** The page can show more athletes. */
  canLoadMore: boolean;
};

export function selectSearchView(snapshot: SnapshotFrom<EventSearchMachine>): EventSearchView {
  const { context } = snapshot;
  const status: SearchStatus = snapshot.matches({ results: 'searching' })
    ? 'searching'
    : snapshot.matches({ results: 'ready' })
      ? 'ready'
      : snapshot.matches({ results: 'failed' })
        ? 'failed'
        : 'empty';
  const sections =
    status === 'ready' && context.results
      ? sectionsOf(context.results, context.params, {
          panel: context.where === 'panel',
          athletesShown: context.shown,
        }).filter((section) => section.total > 0)
      : [];
  return {
    status,
    draft: context.draft,
    params: context.params,
    filterCount: activeFilterCount(context.params),
    panelOpen: snapshot.matches({ panel: 'open' }),
    panelShown: snapshot.matches({ panel: 'open' }) && status !== 'empty',
    sections,
    noResults: status === 'ready' && sections.length === 0,
    canLoadMore:
      status === 'ready' &&
      context.where === 'page' &&
      (context.results?.athletes.length ?? 0) > context.shown,
  };
}
