import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { eventQueries } from '@/app/data/event-queries';
import { useEventClient } from '@/app/data/event-client';
import { ALL, filterQuery, readFilters, type ListFilters } from './event-filters';
import { AthleteTile, ListPage, RevealedGrid, useListPage } from './event-parts';
import { FilterSelect, SportFilter } from './filter-select';
import { withEventTexts } from '@/components/event/event-translations';

/** seed 002 §9: 20 athletes a page unless the CMS page says otherwise. */
export const ATHLETES_PAGE_SIZE = 20;

/** /athletes (seed 002 §2): sport and country filters kept in the query string, 'Load More'. */
function AthletesScreen() {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useListPage('athlete', t('event:athletes_title'), ATHLETES_PAGE_SIZE);
  const sports = useQuery(eventQueries.sports(client));
  const countries = useQuery(eventQueries.countries(client));
  const athletes = useQuery(eventQueries.athletes(client, filters));
  // The filters travel to the profile, so its breadcrumb leads back to this list (seed 002 §2).
  const query = filterQuery(filters);
  const change = (next: Partial<ListFilters>) =>
    setParams(new URLSearchParams(filterQuery({ ...filters, ...next })));
  return (
    <ListPage
      title={list.title}
      filters={
        <>
          <SportFilter sports={sports.data} value={filters.sport} onChange={(sport) => change({ sport })} />
          <FilterSelect
            label={t('event:filter_country')}
            value={filters.country}
            options={[
              { value: ALL, label: t('event:all_countries') },
              ...(countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
            ]}
            onChange={(country) => change({ country })}
          />
        </>
      }
    >
      <RevealedGrid
        key={`${filters.sport}|${filters.country}`}
        list={list}
        query={athletes}
        empty={t('event:no_athletes')}
      >
        {(athlete) => (
          <AthleteTile
            key={athlete._id}
            athlete={athlete}
            href={`${paths.athlete.getHref(athlete.titleAndSlug.slug.current)}${query}`}
          />
        )}
      </RevealedGrid>
    </ListPage>
  );
}

export default withEventTexts(AthletesScreen);
