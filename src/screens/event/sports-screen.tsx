import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventQueries } from '@/app/data/event-queries';
import { useEventClient } from '@/app/data/event-client';
import { ListPage, RevealedGrid, SportTile, useListPage } from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';

/** seed 002 §9: 8 sports a page unless the CMS page says otherwise. */
export const SPORTS_PAGE_SIZE = 8;

/** /sports (seed 002 §2): every sport but the excluded one, a page at a time with 'Load More'. */
function SportsScreen() {
  const { t } = useTranslation(['event']);
  const list = useListPage('sports', t('event:sports_title'), SPORTS_PAGE_SIZE);
  const sports = useQuery(eventQueries.sports(useEventClient()));
  return (
    <ListPage title={list.title} intro={list.description}>
      <RevealedGrid list={list} query={sports} notFound={t('event:load_failed')} variant="tiles">
        {(sport) => <SportTile key={sport._id} sport={sport} />}
      </RevealedGrid>
    </ListPage>
  );
}

export default withEventTexts(SportsScreen);
