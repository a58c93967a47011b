import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { eventQueries } from '@/app/data/event-queries';
import { useEventClient } from '@/app/data/event-client';
import { EventGrid, LoadMoreButton, QueryFallback, SportTile, useRevealed } from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';

/** seed 002 §9: 8 sports a page unless the CMS page says otherwise. */
export const SPORTS_PAGE_SIZE = 8;

/** /sports (seed 002 §2): every sport but the excluded one, a page at a time with 'Load More'. */
function SportsScreen() {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const page = useQuery(eventQueries.page(client, 'sports'));
  const sports = useQuery(eventQueries.sports(client));
  const pageSize = page.data?.listFeature?.totalPerPage ?? SPORTS_PAGE_SIZE;
  const { shown, hasMore, more } = useRevealed(sports.data ?? [], pageSize);
  const title = page.data?.title || t('event:sports_title');
  usePageMeta({ title, description: page.data?.listFeature?.description ?? undefined });

  return (
    <div className="event-page">
      <h1 className="event-page__title">{title}</h1>
      {page.data?.listFeature?.description ? (
        <p className="event-page__intro">{page.data.listFeature.description}</p>
      ) : null}
      {sports.data ? (
        <>
          <EventGrid label={title} variant="tiles">
            {shown.map((sport) => (
              <SportTile key={sport._id} sport={sport} />
            ))}
          </EventGrid>
          {hasMore ? <LoadMoreButton onClick={more} label={page.data?.listFeature?.labelLoadMore} /> : null}
        </>
      ) : (
        <QueryFallback error={sports.error} notFound={t('event:load_failed')} />
      )}
    </div>
  );
}

export default withEventTexts(SportsScreen);
