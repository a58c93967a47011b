import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { eventQueries } from '@/app/data/event-queries';
import type { FederationSummary } from '@/services/event/event.schemas';
import { useEventClient } from '@/app/data/event-client';
import { ALL, filterQuery, readFilters } from './event-filters';
import { EventGrid, FederationTile, LoadMoreButton, QueryFallback, useRevealed } from './event-parts';
import { FilterSelect } from './filter-select';
import { withEventTexts } from '@/components/event/event-translations';

/** seed 002 §9: 20 federations a page unless the CMS page says otherwise. */
export const FEDERATIONS_PAGE_SIZE = 20;

function FederationList({
  federations,
  pageSize,
  label,
  loadMoreLabel,
}: {
  federations: FederationSummary[];
  pageSize: number;
  label: string;
  loadMoreLabel?: string | null;
}) {
  const { t } = useTranslation(['event']);
  const { shown, hasMore, more } = useRevealed(federations, pageSize);
  if (federations.length === 0) return <EmptyState title={t('event:no_federations')} />;
  return (
    <>
      <EventGrid label={label}>
        {shown.map((federation) => (
          <FederationTile key={federation._id} federation={federation} />
        ))}
      </EventGrid>
      {hasMore ? <LoadMoreButton onClick={more} label={loadMoreLabel} /> : null}
    </>
  );
}

/** /federations (seed 002 §2): filtered by sport through a dropdown (`?sport=`), with 'Load More'. */
function FederationsScreen() {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const { sport } = readFilters(params);
  const page = useQuery(eventQueries.page(client, 'federations'));
  const sports = useQuery(eventQueries.sports(client));
  const federations = useQuery(eventQueries.federations(client, sport));
  const title = page.data?.title || t('event:federations_title');
  usePageMeta({ title, description: page.data?.listFeature?.description ?? undefined });

  const sportOptions = [
    { value: ALL, label: t('event:all_sports') },
    ...(sports.data ?? []).map((s) => ({ value: s.titleAndSlug.slug.current, label: s.titleAndSlug.title })),
  ];
  return (
    <div className="event-page">
      <h1 className="event-page__title">{title}</h1>
      <div className="event-filters">
        <FilterSelect
          label={t('event:filter_sport')}
          value={sport}
          options={sportOptions}
          onChange={(value) => setParams(new URLSearchParams(filterQuery({ sport: value })))}
        />
      </div>
      {federations.data ? (
        <FederationList
          key={sport}
          federations={federations.data}
          pageSize={page.data?.listFeature?.totalPerPage ?? FEDERATIONS_PAGE_SIZE}
          label={title}
          loadMoreLabel={page.data?.listFeature?.labelLoadMore}
        />
      ) : (
        <QueryFallback error={federations.error} notFound={t('event:no_federations')} />
      )}
    </div>
  );
}

export default withEventTexts(FederationsScreen);
