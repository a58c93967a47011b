import { assign, raise, setup } from 'xstate';
import {
  PAGE_INPUT_DELAY_MS,
  PANEL_INPUT_DELAY_MS,
  SEARCH_PAGE_SIZE,
  hasSearchParams,
  sameParams,
  withoutFilters,
} from './search-params';
import {
  EMPTY_PARAMS,
  type ActionParams,
  type EventSearchContext,
  type EventSearchEvent,
  type EventSearchInput,
  type SearchParams,
  type SearchResults,
} from './event-search.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

const showParams = {
  type: 'showParams',
  params: ({ context }: { context: EventSearchContext }) => ({ params: context.params }),
} as const;

/**
 * The event site's search (seed 002 §2 "Search", §5, §9), on the results page and in the header
 * panel. Three regions:
 * - `input`: what is typed applies after a delay (300 ms on the page, 350 ms in the panel);
 *   Enter and the clear button apply at once;
 * - `results`: a search runs only when at least one parameter is non-blank (`empty` otherwise);
 *   every change of the query or a filter starts a new search and resets Load More; Load More
 *   shows 20 more athletes; a failed search can be tried again;
 * - `panel`: the header panel opens on input or a click, and closes on an outside click.
 * The page writes what it searches for into the address (`showParams`); an address changed under
 * it (back, forward, a link) comes back as `PARAMS.SYNC`.
 */
export const eventSearchMachine = setup({
  types: {} as FlowTypes<EventSearchContext, EventSearchEvent, string, EventSearchInput>,
  actors: {
    /** `GET {backend}/api/search` with the non-blank parameters (seed 002 §7). */
    search: unprovided<SearchResults, SearchParams>(),
  },
  actions: {
    showParams: (_, _params: ActionParams['showParams']) => {},
    keepDraft: assign({ draft: ({ event }) => (event.type === 'SEARCH.TYPE' ? event.text : '') }),
    applyDraft: assign({
      params: ({ context }) => ({ ...context.params, query: context.draft.trim() }),
      shown: SEARCH_PAGE_SIZE,
    }),
    clearQuery: assign({
      draft: '',
      params: ({ context }) => ({ ...context.params, query: '' }),
      shown: SEARCH_PAGE_SIZE,
    }),
    setFilters: assign({
      params: ({ context, event }) =>
        event.type === 'FILTER.SET' ? { ...context.params, ...event.params } : context.params,
      shown: SEARCH_PAGE_SIZE,
    }),
    clearFilters: assign({
      params: ({ context }) => withoutFilters(context.params),
      shown: SEARCH_PAGE_SIZE,
    }),
    syncParams: assign({
      params: ({ event, context }) => (event.type === 'PARAMS.SYNC' ? event.params : context.params),
      draft: ({ event, context }) => (event.type === 'PARAMS.SYNC' ? event.params.query : context.draft),
      shown: SEARCH_PAGE_SIZE,
    }),
    forgetResults: assign({ results: null, error: null }),
    showMore: assign({ shown: ({ context }) => context.shown + SEARCH_PAGE_SIZE }),
    /**
     * What the box applies goes to the results region as an event: a transition targeting both
     * regions would leave and re-enter the whole machine, closing the header panel.
     */
    applied: raise({ type: 'SEARCH.APPLIED' }),
  },
  guards: {
    hasParams: ({ context }) => hasSearchParams(context.params),
    hasMore: ({ context }) => (context.results?.athletes.length ?? 0) > context.shown,
    isNewAddress: ({ context, event }) =>
      event.type === 'PARAMS.SYNC' && !sameParams(context.params, event.params),
    isDraftNew: ({ context }) => context.draft.trim() !== context.params.query,
  },
  delays: {
    INPUT_DELAY: ({ context }) => (context.where === 'page' ? PAGE_INPUT_DELAY_MS : PANEL_INPUT_DELAY_MS),
  },
}).createMachine({
  id: 'eventSearch',
  type: 'parallel',
  context: ({ input }) => ({
    where: input.where,
    params: input.params ?? EMPTY_PARAMS,
    draft: input.params?.query ?? '',
    results: null,
    shown: SEARCH_PAGE_SIZE,
    error: null,
  }),
  states: {
    input: {
      initial: 'settled',
      on: {
        'SEARCH.CLEAR': { target: '.settled', actions: ['clearQuery', showParams, 'applied'] },
      },
      states: {
        settled: {
          on: {
            // Taken from the leaf states, so the panel region takes the same event (it opens).
            'SEARCH.TYPE': { target: 'typing', actions: 'keepDraft' },
          },
        },
        typing: {
          on: {
            // Each key starts the delay again.
            'SEARCH.TYPE': { target: 'typing', reenter: true, actions: 'keepDraft' },
            'SEARCH.SUBMIT': [
              { guard: 'isDraftNew', target: 'settled', actions: ['applyDraft', showParams, 'applied'] },
              { target: 'settled' },
            ],
          },
          after: {
            INPUT_DELAY: [
              { guard: 'isDraftNew', target: 'settled', actions: ['applyDraft', showParams, 'applied'] },
              { target: 'settled' },
            ],
          },
        },
      },
    },
    results: {
      initial: 'deciding',
      on: {
        // Every change of what is searched for starts again from the first page (seed 002 §4).
        'SEARCH.APPLIED': { target: '.deciding' },
        'FILTER.SET': { target: '.deciding', actions: ['setFilters', showParams] },
        'FILTER.CLEAR': { target: '.deciding', actions: ['clearFilters', showParams] },
        'PARAMS.SYNC': { guard: 'isNewAddress', target: '.deciding', actions: 'syncParams' },
      },
      states: {
        deciding: {
          always: [{ guard: 'hasParams', target: 'searching' }, { target: 'empty' }],
        },
        empty: { entry: 'forgetResults' },
        searching: {
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => context.params,
            onDone: {
              target: 'ready',
              actions: assign({ results: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ results: null, error: ({ event }) => event.error }),
            },
          },
        },
        ready: {
          on: { 'RESULTS.MORE': { guard: 'hasMore', actions: 'showMore' } },
        },
        failed: {
          on: { 'RESULTS.RETRY': { target: 'searching' } },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'PANEL.OPEN': { target: 'open' }, 'SEARCH.TYPE': { target: 'open' } },
        },
        open: {
          on: { 'PANEL.CLOSE': { target: 'closed' } },
        },
      },
    },
  },
});

export type EventSearchMachine = typeof eventSearchMachine;
