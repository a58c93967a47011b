import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { eventQueries } from '@/app/data/event-queries';
import type { AthleteSummary } from '@/services/event/event.schemas';
import { useEventClient } from '@/app/data/event-client';
import { ALL, filterQuery, readFilters, type ListFilters } from './event-filters';
import { AthleteTile, EventGrid, LoadMoreButton, QueryFallback, useRevealed } from './event-parts';
import { FilterSelect } from './filter-select';
import { withEventTexts } from '@/components/event/event-translations';

/** seed 002 §9: 20 athletes a page unless the CMS page says otherwise. */
export const ATHLETES_PAGE_SIZE = 20;

function AthleteList({
  athletes,
  filters,
  pageSize,
  label,
  loadMoreLabel,
}: {
  athletes: AthleteSummary[];
  filters: ListFilters;
  pageSize: number;
  label: string;
  loadMoreLabel?: string | null;
}) {
  const { t } = useTranslation(['event']);
  const { shown, hasMore, more } = useRevealed(athletes, pageSize);
  if (athletes.length === 0) return <EmptyState title={t('event:no_athletes')} />;
  // The filters travel to the profile, so its breadcrumb leads back to this list (seed 002 §2).
  const query = filterQuery(filters);
  return (
    <>
      <EventGrid label={label}>
        {shown.map((athlete) => (
          <AthleteTile
            key={athlete._id}
            athlete={athlete}
            href={`${paths.athlete.getHref(athlete.titleAndSlug.slug.current)}${query}`}
          />
        ))}
      </EventGrid>
      {hasMore ? <LoadMoreButton onClick={more} label={loadMoreLabel} /> : null}
    </>
  );
}

/** /athletes (seed 002 §2): sport and country filters kept in the query string, 'Load More'. */
function AthletesScreen() {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = useQuery(eventQueries.page(client, 'athlete'));
  const sports = useQuery(eventQueries.sports(client));
  const countries = useQuery(eventQueries.countries(client));
  const athletes = useQuery(eventQueries.athletes(client, filters));
  const title = page.data?.title || t('event:athletes_title');
  usePageMeta({ title, description: page.data?.listFeature?.description ?? undefined });

  const change = (next: Partial<ListFilters>) =>
    setParams(new URLSearchParams(filterQuery({ ...filters, ...next })));
  return (
    <div className="event-page">
      <h1 className="event-page__title">{title}</h1>
      <div className="event-filters">
        <FilterSelect
          label={t('event:filter_sport')}
          value={filters.sport}
          options={[
            { value: ALL, label: t('event:all_sports') },
            ...(sports.data ?? []).map((s) => ({
              value: s.titleAndSlug.slug.current,
              label: s.titleAndSlug.title,
            })),
          ]}
          onChange={(sport) => change({ sport })}
        />
        <FilterSelect
          label={t('event:filter_country')}
          value={filters.country}
          options={[
            { value: ALL, label: t('event:all_countries') },
            ...(countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
          ]}
          onChange={(country) => change({ country })}
        />
      </div>
      {athletes.data ? (
        <AthleteList
          key={`${filters.sport}|${filters.country}`}
          athletes={athletes.data}
          filters={filters}
          pageSize={page.data?.listFeature?.totalPerPage ?? ATHLETES_PAGE_SIZE}
          label={title}
          loadMoreLabel={page.data?.listFeature?.labelLoadMore}
        />
      ) : (
        <QueryFallback error={athletes.error} notFound={t('event:no_athletes')} />
      )}
    </div>
  );
}

export default withEventTexts(AthletesScreen);
