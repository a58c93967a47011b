import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { EmptyShelves, EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { livePageQueries, useEventClient } from '@/app/data/event-client';
import { withEventTexts } from '@/components/event/event-translations';
import { PlaylistShelves, usePlaylistRows } from './playlist-rows';
import './event.css';

/**
 * /live (seed 002 §2): the live page of the CMS, a banner and its playlist rows, live events
 * first. A row that fails says 'Could not load items'; rows with nothing in them leave the
 * empty-shelves message; a page the CMS does not have says 'No content available for this page'.
 */
function LiveScreen() {
  const { t } = useTranslation(['event', 'common', 'error']);
  const eventClient = useEventClient();
  const page = useQuery(livePageQueries.page(eventClient));
  const rows = page.data?.playlists ?? [];
  const lists = usePlaylistRows(rows);
  const title = page.data?.title || t('event:live.title');
  usePageMeta({ title, description: page.data?.description ?? t('event:live.description') });

  if (page.isPending) return <LoadingIndicator label={t('common:loading')} />;
  if (page.isError)
    return (
      <div className="event-page">
        <h1 className="event-page__title">{t('event:live.title')}</h1>
        <EmptyState title={t('error:shelf_load_failed')} />
      </div>
    );
  if (!page.data)
    return (
      <div className="event-page">
        <EmptyState level={1} title={t('event:live.not_found')} />
      </div>
    );

  const settled = lists.every((q) => q.data !== undefined || q.isError);
  const nothingToShow = settled && lists.every((q) => !q.data || q.data.playlist.length === 0);
  const banner = page.data.heroBanner?.url;
  return (
    <div className="event-home">
      {banner ? (
        <div className="event-hero" data-testid="live-banner">
          <img className="event-hero__media" src={banner} alt="" />
        </div>
      ) : null}
      <div className="event-page">
        <h1 className="event-page__title">{title}</h1>
        {page.data.description ? <p className="event-page__intro">{page.data.description}</p> : null}
      </div>
      <PlaylistShelves rows={rows} lists={lists} />
      {nothingToShow ? <EmptyShelves /> : null}
    </div>
  );
}

export default withEventTexts(LiveScreen);
