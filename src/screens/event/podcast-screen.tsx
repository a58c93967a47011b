import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { pageQueryOptions, useEventClient, type Podcast } from '@/app/data/event-client';
import { QueryFallback } from './event-parts';
import { FilterSelect } from './filter-select';
import {
  isFeedUnreachable,
  podcastFeedQuery,
  sortEpisodes,
  type EpisodeSort,
  type PodcastEpisode,
} from '@/app/data/event-podcast-feed';
import { withEventTexts } from '@/components/event/event-translations';
import './event-pages.css';

const EPISODE_SORTS: readonly EpisodeSort[] = ['date-asc', 'date-desc', 'title-asc', 'title-desc'];

/** `?sort=` picks the episode order; date ascending when absent or unknown (seed 002 §2). */
export function readEpisodeSort(params: URLSearchParams): EpisodeSort {
  const value = params.get('sort');
  return EPISODE_SORTS.find((sort) => sort === value) ?? 'date-asc';
}

const sortLabelKey = {
  'date-asc': 'event:podcasts.sort_date_asc',
  'date-desc': 'event:podcasts.sort_date_desc',
  'title-asc': 'event:podcasts.sort_title_asc',
  'title-desc': 'event:podcasts.sort_title_desc',
} as const;

/** `hh:mm:ss`, `mm:ss` or plain seconds -> an ISO 8601 duration for `<time dateTime>`, or null. */
export function isoDuration(duration: string): string | null {
  const parts = duration.split(':').map((part) => Number(part));
  if (parts.length > 3 || parts.some((part) => !Number.isFinite(part) || part < 0)) return null;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${Math.round(seconds % 60)}S`;
}

function Episode({ episode }: { episode: PodcastEpisode }) {
  const { t, i18n } = useTranslation(['event']);
  const titleId = useId();
  const date = episode.published === null ? null : new Date(episode.published);
  const dateText = date ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(date) : null;
  const duration = episode.duration ? isoDuration(episode.duration) : null;
  return (
    <article className="podcast-episode" aria-labelledby={titleId}>
      {episode.image ? (
        <img
          className="podcast-episode__image"
          src={episode.image}
          alt=""
          loading="lazy"
          width={96}
          height={96}
        />
      ) : null}
      <div className="podcast-episode__body">
        <h3 id={titleId} className="podcast-episode__title">
          {episode.link ? (
            // seed 002 §2: each episode links externally.
            <a href={episode.link} target="_blank" rel="noopener noreferrer">
              {episode.title}
              <span className="visually-hidden"> {t('event:podcasts.new_tab')}</span>
            </a>
          ) : (
            episode.title
          )}
        </h3>
        <p className="podcast-episode__meta">
          {date && dateText ? (
            <time dateTime={date.toISOString()}>{t('event:podcasts.published', { date: dateText })}</time>
          ) : null}
          {episode.duration ? (
            <time dateTime={duration ?? undefined}>
              {t('event:podcasts.duration', { duration: episode.duration })}
            </time>
          ) : null}
          {episode.author ? <span>{t('event:podcasts.by', { author: episode.author })}</span> : null}
        </p>
        {episode.description ? <p className="podcast-episode__description">{episode.description}</p> : null}
      </div>
    </article>
  );
}

function Episodes({ podcast }: { podcast: Podcast }) {
  const { t, i18n } = useTranslation(['event', 'common']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const sort = readEpisodeSort(params);
  const url = podcast.rssFeed?.url ?? null;
  const feed = useQuery(podcastFeedQuery(client, url));
  const headingId = useId();

  let body;
  if (url === null || (feed.data && feed.data.episodes.length === 0)) {
    body = <EmptyState title={t('event:podcasts.no_episodes')} />;
  } else if (feed.data) {
    body = (
      <ol className="podcast-episodes" aria-labelledby={headingId}>
        {sortEpisodes(feed.data.episodes, sort, i18n.language).map((episode) => (
          <li key={episode.id}>
            <Episode episode={episode} />
          </li>
        ))}
      </ol>
    );
  } else if (feed.error) {
    const network = isFeedUnreachable(feed.error);
    body = (
      <div className="podcast-feed-error" role="alert">
        <p className="podcast-feed-error__title">
          {network ? t('event:podcasts.feed_unreachable') : t('event:podcasts.feed_failed')}
        </p>
        {network ? null : <p>{t('event:podcasts.feed_failed_detail')}</p>}
        <p>
          <button
            type="button"
            className="button button--accent"
            onClick={() => void feed.refetch()}
            disabled={feed.isFetching}
          >
            {t('event:podcasts.try_again')}
          </button>
        </p>
      </div>
    );
  } else {
    body = <LoadingIndicator label={t('common:loading')} />;
  }

  return (
    <section className="event-section" aria-labelledby={headingId}>
      <div className="podcast-episodes__header">
        <h2 id={headingId} className="event-section-title">
          {t('event:podcasts.episodes')}
        </h2>
        <FilterSelect
          label={t('event:podcasts.episode_sort_label')}
          value={sort}
          options={EPISODE_SORTS.map((value) => ({ value, label: t(sortLabelKey[value]) }))}
          onChange={(value) =>
            setParams(new URLSearchParams(value === 'date-asc' ? {} : { sort: value }), { replace: true })
          }
        />
      </div>
      {body}
    </section>
  );
}

function PodcastView({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation(['event']);
  usePageMeta({ title: podcast.titleAndSlug.title, description: podcast.description ?? undefined });
  return (
    <article className="event-page">
      <nav className="event-breadcrumb" aria-label={t('event:breadcrumb')}>
        <Link to={paths.podcasts.getHref()}>‹ {t('event:podcasts.back')}</Link>
      </nav>
      <header className="podcast-header">
        {podcast.image ? (
          <img className="podcast-header__image" src={podcast.image.url} alt="" width={160} height={160} />
        ) : null}
        <div>
          <h1 className="event-page__title">{podcast.titleAndSlug.title}</h1>
          {podcast.description ? <p className="event-page__intro">{podcast.description}</p> : null}
        </div>
      </header>
      <Episodes podcast={podcast} />
    </article>
  );
}

/** /podcasts/{slug} (seed 002 §2): the podcast and its episodes from its RSS feed; 'Podcast not found'. */
function PodcastScreen() {
  const { t } = useTranslation(['event']);
  const { slug = '' } = useParams();
  const client = useEventClient();
  const podcast = useQuery(pageQueryOptions.podcast(client, slug));
  if (podcast.data) return <PodcastView podcast={podcast.data} />;
  return (
    <div className="event-page">
      <QueryFallback error={podcast.error} notFound={t('event:podcasts.not_found')} />
    </div>
  );
}

export default withEventTexts(PodcastScreen);
