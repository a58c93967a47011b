import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectAccountStatus } from '@machines/account/account.selectors';
import { useAccountActor } from '@/app/account-actor';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyShelves } from '@/components/ui/empty-state';
import { eventQueries } from '@/app/data/event-queries';
import type { EventHome } from '@/services/event/event.schemas';
import { useCatalogue } from '@/app/data/catalogue-queries';
import { ContinueWatchingShelf } from '@/components/watch-lists/continue-watching-shelf';
import { FavoritesShelf } from '@/components/watch-lists/favorites-shelf';
import { CountdownCard } from './countdown-card';
import { EventCarousel, SportTile } from './event-parts';
import { useEventClient } from '@/app/data/event-client';
import { HeroSlider } from './hero-slider';
import { PlaylistShelves, usePlaylistRows } from './playlist-rows';
import { withEventTexts } from '@/components/event/event-translations';

const toTime = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** seed 002 §2 "Home": a looping muted video, or the fallback image without one or with hideHeroVideo. */
function HeroBanner({ home }: { home: EventHome }) {
  const video = home.hideHeroVideo ? null : home.heroVideo;
  const fallback = home.heroFallbackImage?.url;
  return (
    <div className="event-hero" data-testid="event-hero">
      {video ? (
        <video
          className="event-hero__media"
          src={video.url}
          poster={fallback}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      ) : fallback ? (
        <img className="event-hero__media" src={fallback} alt="" />
      ) : null}
    </div>
  );
}

function useSignedIn(): boolean {
  const account = useAccountActor();
  const status = useSelector(account, (snapshot) => (snapshot ? selectAccountStatus(snapshot) : 'signedOut'));
  return status === 'signedIn' || status === 'loggingOut';
}

/**
 * The event home (seed 002 §2 "Home"): a hidden heading, the hero banner, the countdown card, the
 * hero slider, the sports carousel with 'Explore All', the favourites and continue-watching
 * shelves for a signed-in viewer, then the playlist shelves the CMS lists. A failed shelf says
 * 'Could not load items'; when none has anything to show, the empty-shelves message stands in.
 */
function EventHomeScreen() {
  const { t } = useTranslation(['common', 'error', 'event']);
  const { config } = useCatalogue();
  const eventClient = useEventClient();
  const signedIn = useSignedIn();
  const siteName = config.siteName || t('common:default_site_name');
  usePageMeta({ description: config.description });

  const home = useQuery(eventQueries.home(eventClient));
  const sports = useQuery(eventQueries.sports(eventClient));
  const carousels = home.data?.carouselVideos ?? [];
  const heroEntry = carousels.find((entry) => entry.type === 'hero');
  const shelfEntries = carousels.filter((entry) => entry !== heroEntry);
  const lists = usePlaylistRows(heroEntry ? [heroEntry, ...shelfEntries] : shelfEntries);
  const heroList = heroEntry ? lists[0] : undefined;
  const shelfLists = heroEntry ? lists.slice(1) : lists;

  const settled =
    home.isError || (home.data !== undefined && shelfLists.every((q) => q.data !== undefined || q.isError));
  const nothingToShow = settled && shelfLists.every((q) => !q.data || q.data.playlist.length === 0);

  return (
    <div className="event-home">
      <h1 className="visually-hidden">{siteName}</h1>
      {home.data ? <HeroBanner home={home.data} /> : null}
      {home.data && !home.data.hideCounterCard ? (
        <CountdownCard
          target={toTime(home.data.countDownDateAndTime)}
          end={toTime(home.data.endDateAndTime)}
          watchLiveText={home.data.watchLiveText ?? null}
          imageSrc={home.data.underCounterImage?.url}
        />
      ) : null}
      {heroList?.data && heroList.data.playlist.length > 0 ? (
        <HeroSlider items={heroList.data.playlist} label={heroEntry?.title} />
      ) : null}
      {sports.data && sports.data.length > 0 ? (
        <EventCarousel
          title={t('event:sports_title')}
          action={
            <Link className="event-carousel__more" to={paths.sports.getHref()}>
              {t('event:explore_all')}
            </Link>
          }
        >
          {sports.data.map((sport) => (
            <SportTile key={sport._id} sport={sport} />
          ))}
        </EventCarousel>
      ) : null}
      {signedIn ? (
        <>
          <FavoritesShelf />
          <ContinueWatchingShelf />
        </>
      ) : null}
      <PlaylistShelves rows={shelfEntries} lists={shelfLists} />
      {home.isError ? <p className="event-home__failure">{t('error:shelf_load_failed')}</p> : null}
      {nothingToShow ? <EmptyShelves /> : null}
    </div>
  );
}

export default withEventTexts(EventHomeScreen);
