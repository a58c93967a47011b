import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { ErrorPage } from '@/components/ui/error-page';
import { LoadFailurePage } from '@/components/ui/load-failure';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { MediaItem } from '@/domain/media.types';
import { isNotFound, SLOW_LOAD_MS, useCatalogue } from '@/app/data/catalogue-queries';
import { contentQuery, useMediaItem } from '@/app/data/content-queries';
import { useTakingLong } from '@/components/catalogue/use-taking-long';
import { HubView } from './hub-view';
import { LiveEventView } from './live-event-view';
import { useMediaLink, type MediaLink } from './media-link';
import { SeriesView } from './series-view';
import { useProgressByMediaId } from '@/components/watch-lists/use-watch-history';
import { StaticPageView } from './static-page-view';
import { VideoView } from './video-view';

function Loading() {
  const { t } = useTranslation(['common']);
  return <LoadingIndicator label={t('common:loading')} />;
}

function VideoNotFound() {
  const { t } = useTranslation(['error']);
  usePageMeta({ title: t('error:video_not_found') });
  return <ErrorPage title={t('error:video_not_found')} message={t('error:not_found_description')} />;
}

/**
 * `/m/{id}` (and `/m/{id}/{slug}`, `/s/{id}`): the media screen, chosen by the item's content type
 * (seed 002 §2). A spinner while the item loads, and Try again once it takes longer than
 * SLOW_LOAD_MS; 'video_not_found' only for a 404; other failures say what went wrong by seed 002
 * §8's category, with Try again.
 */
export default function MediaScreen() {
  const { id = '' } = useParams();
  const link = useMediaLink();
  const media = useMediaItem(useCatalogue(), id);
  const { item, failure } = media;
  const [attempt, setAttempt] = useState(0);
  const slow = useTakingLong(!item && media.isFetching, SLOW_LOAD_MS, attempt);
  // A hung first load has no data to fall back on: Try again cancels it and asks again.
  const tryAgain = () => {
    setAttempt((n) => n + 1);
    media.tryAgain();
  };
  if (!item) {
    if (failure) {
      return failure === 'not-found' ? (
        <VideoNotFound />
      ) : (
        <LoadFailurePage category={failure} onRetry={tryAgain} />
      );
    }
    return slow ? <LoadFailurePage category="slow" onRetry={tryAgain} /> : <Loading />;
  }
  // Keyed by id: moving to another item starts its screen afresh (season filter, episode).
  return <MediaByType key={item.mediaid} item={item} link={link} />;
}

function MediaByType({ item, link }: { item: MediaItem; link: MediaLink }) {
  switch (item.contentType) {
    case 'series':
      return <SeriesRoute item={item} link={link} />;
    case 'episode':
      return <EpisodeRedirect item={item} link={link} />;
    case 'livechannel':
      // seed 002 §2: a live channel opens the live guide on that channel.
      return item.liveChannelsId ? (
        <Navigate
          replace
          to={paths.playlist.getHref(item.liveChannelsId, { channel: item.mediaid, play: link.play })}
        />
      ) : (
        <VideoView item={item} link={link} />
      );
    case 'liveevent':
      return <LiveEventView item={item} link={link} />;
    case 'page':
      return <StaticPageView item={item} />;
    case 'hub':
      return <HubView item={item} />;
    default:
      return <VideoView item={item} link={link} />;
  }
}

/** seed 002 §2: a 404 on the series lookup shows the plain item screen; other failures the series error. */
function SeriesRoute({ item, link }: { item: MediaItem; link: MediaLink }) {
  const catalogue = useCatalogue();
  const { t } = useTranslation(['error']);
  const query = useQuery(contentQuery.series(catalogue, item.mediaid));
  const progressByMediaId = useProgressByMediaId();
  if (query.data) {
    return <SeriesView item={item} series={query.data} link={link} progressByMediaId={progressByMediaId} />;
  }
  if (query.isError) {
    return isNotFound(query.error) ? (
      <VideoView item={item} link={link} />
    ) : (
      <ErrorPage title={t('error:series_error')} />
    );
  }
  return <Loading />;
}

/**
 * seed 002 §2: an episode opens its series with `e` set to it (keeping `r` and `play`); the series
 * is the one the item names, else the one the series lookup finds; with none, the plain item.
 */
function EpisodeRedirect({ item, link }: { item: MediaItem; link: MediaLink }) {
  const catalogue = useCatalogue();
  const lookup = useQuery({
    ...contentQuery.seriesOfMedia(catalogue, [item.mediaid]),
    enabled: !item.seriesId,
  });
  const seriesId = item.seriesId ?? lookup.data?.[item.mediaid]?.[0]?.seriesId;
  if (seriesId) {
    return (
      <Navigate
        replace
        to={paths.media.getHref(seriesId, {
          episodeId: item.mediaid,
          playlistId: link.playlistId,
          play: link.play,
        })}
      />
    );
  }
  if (item.seriesId || lookup.isPending) return <Loading />;
  return <VideoView item={item} link={link} />;
}
