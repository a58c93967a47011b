import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { eventQueries } from '@/app/data/event-queries';
import { useEventClient } from '@/app/data/event-client';
import { filterQuery, readFilters } from './event-filters';
import { FederationTile, ListPage, RevealedGrid, useListPage } from './event-parts';
import { SportFilter } from './filter-select';
import { withEventTexts } from '@/components/event/event-translations';

/** seed 002 §9: 20 federations a page unless the CMS page says otherwise. */
export const FEDERATIONS_PAGE_SIZE = 20;

/** /federations (seed 002 §2): filtered by sport through a dropdown (`?sport=`), with 'Load More'. */
function FederationsScreen() {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const { sport } = readFilters(params);
  const list = useListPage('federations', t('event:federations_title'), FEDERATIONS_PAGE_SIZE);
  const sports = useQuery(eventQueries.sports(client));
  const federations = useQuery(eventQueries.federations(client, sport));
  return (
    <ListPage
      title={list.title}
      filters={
        <SportFilter
          sports={sports.data}
          value={sport}
          onChange={(value) => setParams(new URLSearchParams(filterQuery({ sport: value })))}
        />
      }
    >
      <RevealedGrid key={sport} list={list} query={federations} empty={t('event:no_federations')}>
        {(federation) => <FederationTile key={federation._id} federation={federation} />}
      </RevealedGrid>
    </ListPage>
  );
}

export default withEventTexts(FederationsScreen);
