import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { SearchParams } from '@machines/event-search/event-search.types';
import { addressOf, paramsFromAddress } from '@machines/event-search/search-params';
import { useEventClient } from '@/app/data/event-client';
import { paths } from '@/app/paths';
import { provideEventSearch } from './event-search.actors';
import { useFlowActor } from './use-flow-actor';

/** The header's search panel (seed 002 §2 "Layout"): it writes nothing into the address. */
export function useEventSearchPanelFlow() {
  const client = useEventClient();
  return useFlowActor('eventSearch', () => provideEventSearch({ client, showParams: () => {} }), {
    where: 'panel',
  });
}

/**
 * The results page's search (seed 002 §2 "Search"): it starts from the address and writes what
 * is searched for back into it; Back, forward or a link that changes the address searches again
 * (the machine ignores its own params).
 */
export function useEventSearchPageFlow(fromAddress: SearchParams) {
  const client = useEventClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const actor = useFlowActor(
    'eventSearch',
    () =>
      provideEventSearch({
        client,
        // Typing and filtering replace the entry: Back leaves the search rather than each key.
        showParams: (params) =>
          navigateRef.current(`${paths.search.getHref()}${addressOf(params)}`, { replace: true }),
      }),
    { where: 'page', params: fromAddress },
  );

  const addressKey = addressOf(fromAddress);
  useEffect(() => {
    actor.send({ type: 'PARAMS.SYNC', params: paramsFromAddress(new URLSearchParams(addressKey)) });
  }, [actor, addressKey]);
  return actor;
}
