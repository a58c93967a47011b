import { fromPromise } from 'xstate';
import { eventSearchMachine } from '@machines/event-search/event-search.machine';
import type { SearchParams, SearchResults } from '@machines/event-search/event-search.types';
import type { EventClient } from '@/services/event/event-client';
import { searchEvent } from '@/services/event/event-search';

export type EventSearchDeps = {
  client: EventClient;
  /** Writes what is searched for into the address (the results page; the header panel has none). */
  showParams: (params: SearchParams) => void;
};

/** The event site's search with its real side effects (seed 002 §7: `GET {backend}/api/search`). */
export function provideEventSearch(deps: EventSearchDeps) {
  return eventSearchMachine.provide({
    actors: {
      search: fromPromise<SearchResults, SearchParams>(({ input, signal }) =>
        searchEvent(deps.client, input, signal),
      ),
    },
    actions: {
      showParams: (_, { params }) => deps.showParams(params),
    },
  });
}
