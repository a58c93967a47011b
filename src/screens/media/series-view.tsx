import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { tvSeriesData } from '@/app/structured-data';
import { CARD_GRID_COLUMNS, useBreakpoint } from '@/components/ui/breakpoints';
import { CardGrid } from '@/components/ui/card-grid';
import { Hero } from '@/components/ui/hero';
import { usePlayerWatchProgress } from '@/components/watch-lists/use-watch-history';
import { MediaFavoriteButton } from '@/components/watch-lists/media-favorite-button';
import { MediaShareButton } from '@/components/watch-lists/media-share-button';
import { MediaPlayerSlot } from '@/components/player/media-player-slot';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { episodeLabel, MediaCard } from '@/components/ui/media-card';
import { truncateWords } from '@/components/ui/media-format';
import type { MediaItem } from '@/domain/media.types';
import type { Series } from '@/services/content/series';
import { catalogueRetry, useCatalogue } from '@/app/data/catalogue-queries';
import { contentQuery } from '@/app/data/content-queries';
import { HERO_IMAGE_WIDTH, toMediaCardProps, withImageWidth } from '@/components/catalogue/media-card-model';
import { useViewerAccess } from '@/components/catalogue/viewer-access';
import type { MediaLink } from './media-link';
import { MediaStartButton, TrailerButton } from './media-start';
import { useMediaAccessFlow } from '@/app/flows/media-access.flow';
import { mediaPageUrl, socialImageOf } from './media-page-meta';
import {
  DEFAULT_SEASON_FILTER,
  episodeDescriptionWords,
  parseSeasonFilter,
  seasonOptions,
  selectActiveEpisodeId,
  type SeasonFilter,
} from './series-selectors';
import { MediaDescription } from './video-view';

export type SeriesViewProps = {
  /** The series' own media item (contentType series). */
  item: MediaItem;
  series: Series;
  link: MediaLink;
  /**
   * Watch progress by media id (0..1). The page opens on a part-watched episode when the link
   * names none (seed 002 §2); watch history supplies it once it is wired.
   */
  progressByMediaId?: Readonly<Record<string, number>>;
};

/**
 * A series (seed 002 §2): the series or the chosen episode in the hero, a season filter starting
 * on 'all seasons', and the episodes in pages of 20 (seed 000 §9) with Load more.
 */
export function SeriesView({ item, series, link, progressByMediaId }: SeriesViewProps) {
  const catalogue = useCatalogue();
  const viewer = useViewerAccess();
  const breakpoint = useBreakpoint();
  const { t } = useTranslation(['video', 'common', 'error']);
  const seasonSelectId = useId();
  const [season, setSeason] = useState<SeasonFilter>(DEFAULT_SEASON_FILTER);
  const seriesId = series.seriesId || item.mediaid;

  const allEpisodes = useInfiniteQuery({
    ...contentQuery.seriesEpisodes(catalogue, seriesId),
    enabled: season === 'all',
  });
  const seasonEpisodes = useInfiniteQuery({
    ...contentQuery.seasonEpisodes(catalogue, seriesId, season === 'all' ? 0 : season),
    enabled: season !== 'all',
  });
  const episodesQuery = season === 'all' ? allEpisodes : seasonEpisodes;
  const episodes = (episodesQuery.data?.pages ?? []).flatMap((page) => page.episodes.map((e) => e.mediaItem));

  const activeEpisodeId = selectActiveEpisodeId({
    requestedEpisodeId: link.episodeId,
    episodes,
    progressByMediaId,
  });
  const activeEpisodeQuery = useQuery({
    ...contentQuery.media(catalogue, activeEpisodeId ?? ''),
    retry: catalogueRetry,
    enabled: Boolean(activeEpisodeId),
  });
  const activeEpisode = activeEpisodeQuery.data;

  const title = series.title || item.title;
  const description = series.description || item.description;
  const image = socialImageOf(item);
  usePageMeta({
    title,
    description,
    image,
    type: 'video.tv_show',
    structuredData: tvSeriesData(
      { title, description, seasonCount: series.seasonCount, episodeCount: series.episodeCount },
      mediaPageUrl(item),
      image,
    ),
  });

  const now = catalogue.client.now();
  const words = episodeDescriptionWords(breakpoint);
  const cards = episodes.map((episode) => ({
    key: episode.mediaid,
    node: (
      <div className="episode">
        <MediaCard
          {...toMediaCardProps(episode, {
            now,
            viewer,
            href: paths.media.getHref(seriesId, {
              title,
              episodeId: episode.mediaid,
              playlistId: link.playlistId,
            }),
          })}
          current={episode.mediaid === activeEpisodeId}
        />
        {episode.description ? (
          <p className="episode__description">{truncateWords(episode.description, words)}</p>
        ) : null}
      </div>
    ),
  }));

  const metaLine = [
    series.seasonCount ? t('video:total_seasons', { count: series.seasonCount }) : null,
    series.episodeCount ? t('video:total_episodes', { count: series.episodeCount }) : null,
    item.genre ?? null,
  ].filter(Boolean);

  return (
    <div className="media series">
      <Hero imageSrc={withImageWidth((activeEpisode ?? item).backgroundImage, HERO_IMAGE_WIDTH)}>
        <h1 className="media__title">{title}</h1>
        {metaLine.length > 0 ? <p className="media__meta">{metaLine.join(' • ')}</p> : null}
        {activeEpisode ? (
          <div className="series__episode">
            <h2 className="series__episode-title">
              {activeEpisode.episodeNumber !== undefined
                ? `${episodeLabel(activeEpisode.seasonNumber, activeEpisode.episodeNumber)} `
                : null}
              {activeEpisode.title}
            </h2>
            <MediaDescription text={activeEpisode.description} />
          </div>
        ) : (
          <MediaDescription text={description} />
        )}
        {activeEpisode ? (
          <EpisodeStage
            key={activeEpisode.mediaid}
            episode={activeEpisode}
            playHref={paths.media.getHref(seriesId, {
              title,
              episodeId: activeEpisode.mediaid,
              playlistId: link.playlistId,
              play: true,
            })}
            link={link}
          >
            {item.trailerId ? <TrailerButton trailerId={item.trailerId} title={title} /> : null}
            <MediaFavoriteButton item={item} />
            <MediaShareButton title={title} />
          </EpisodeStage>
        ) : (
          <div className="media__actions">
            <MediaFavoriteButton item={item} />
            <MediaShareButton title={title} />
          </div>
        )}
      </Hero>

      <section className="series__episodes" aria-labelledby={`${seasonSelectId}-heading`}>
        <div className="series__episodes-header">
          <h2 id={`${seasonSelectId}-heading`}>{t('video:episodes')}</h2>
          {series.seasons.length > 0 ? (
            <div className="series__season-filter">
              <label htmlFor={seasonSelectId}>{t('video:season_filter')}</label>
              <select
                id={seasonSelectId}
                className="select"
                value={String(season)}
                onChange={(event) => setSeason(parseSeasonFilter(event.target.value, series))}
              >
                {seasonOptions(series).map((option) => (
                  <option key={String(option)} value={String(option)}>
                    {option === 'all'
                      ? t('video:all_seasons')
                      : series.seasons.find((s) => s.seasonNumber === option)?.seasonTitle ||
                        t('video:season_number', { number: option })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {episodesQuery.isError && episodes.length === 0 ? (
          <p className="series__error">{t('error:series_error')}</p>
        ) : episodesQuery.isPending ? (
          <LoadingIndicator label={t('common:loading')} />
        ) : (
          <CardGrid items={cards} columns={CARD_GRID_COLUMNS} label={t('video:episodes')} />
        )}
        {episodesQuery.hasNextPage ? (
          <div className="series__more">
            <button
              type="button"
              className="button"
              onClick={() => void episodesQuery.fetchNextPage()}
              disabled={episodesQuery.isFetchingNextPage}
            >
              {t('common:load_more')}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/**
 * The selected episode's start button, the series' other actions, and the episode's player (or
 * paywall) recording its watch progress (seed 002 §2, §4). Access is the episode's own.
 */
function EpisodeStage({
  episode,
  playHref,
  link,
  children,
}: {
  episode: MediaItem;
  playHref: string;
  link: MediaLink;
  children: ReactNode;
}) {
  const watchProgress = usePlayerWatchProgress(episode);
  const access = useMediaAccessFlow(episode);
  return (
    <>
      <div className="media__actions">
        <MediaStartButton mediaId={episode.mediaid} access={access} playHref={playHref} />
        {children}
      </div>
      <MediaPlayerSlot item={episode} link={link} access={access} {...watchProgress} />
    </>
  );
}
