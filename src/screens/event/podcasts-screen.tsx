import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { eventQueries } from '@/app/data/event-queries';
import { pageQueryOptions, useEventClient, type Podcast } from '@/app/data/event-client';
import { EventGrid, LoadMoreButton, QueryFallback, useRevealed } from './event-parts';
import { FilterSelect } from './filter-select';
import { withEventTexts } from '@/components/event/event-translations';
import './event-pages.css';

/** seed 002 §9: 20 podcasts a page unless the CMS page says otherwise. */
export const PODCASTS_PAGE_SIZE = 20;

export type PodcastSort = 'asc' | 'desc';

/** seed 002 §2: the list sorts by title, A-Z or Z-A. */
export function sortPodcasts(podcasts: readonly Podcast[], sort: PodcastSort, locale?: string): Podcast[] {
  const direction = sort === 'asc' ? 1 : -1;
  return [...podcasts].sort(
    (a, b) =>
      direction *
      a.titleAndSlug.title.localeCompare(b.titleAndSlug.title, locale, {
        numeric: true,
        sensitivity: 'base',
      }),
  );
}

/** `?sort=desc` is Z-A; anything else (or nothing) is A-Z. */
export const readPodcastSort = (params: URLSearchParams): PodcastSort =>
  params.get('sort') === 'desc' ? 'desc' : 'asc';

function PodcastTile({ podcast }: { podcast: Podcast }) {
  return (
    <Link className="event-card" to={paths.podcast.getHref(podcast.titleAndSlug.slug.current)}>
      {podcast.image ? (
        <img className="event-card__image" src={podcast.image.url} alt="" loading="lazy" />
      ) : null}
      <span className="event-card__title">{podcast.titleAndSlug.title}</span>
      {podcast.description ? <span className="event-card__meta">{podcast.description}</span> : null}
    </Link>
  );
}

function PodcastList({
  podcasts,
  pageSize,
  label,
  loadMoreLabel,
}: {
  podcasts: Podcast[];
  pageSize: number;
  label: string;
  loadMoreLabel?: string | null;
}) {
  const { t } = useTranslation(['event']);
  const { shown, hasMore, more } = useRevealed(podcasts, pageSize);
  if (podcasts.length === 0) return <EmptyState title={t('event:podcasts.empty')} />;
  return (
    <>
      <EventGrid label={label}>
        {shown.map((podcast) => (
          <PodcastTile key={podcast._id} podcast={podcast} />
        ))}
      </EventGrid>
      {hasMore ? <LoadMoreButton onClick={more} label={loadMoreLabel} /> : null}
    </>
  );
}

/** /podcasts (seed 002 §2): every podcast, sorted by title A-Z or Z-A (`?sort=desc`), with 'Load More'. */
function PodcastsScreen() {
  const { t, i18n } = useTranslation(['event']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const sort = readPodcastSort(params);
  const page = useQuery(eventQueries.page(client, 'podcast'));
  const podcasts = useQuery(pageQueryOptions.podcasts(client));
  const title = page.data?.title || t('event:podcasts.title');
  usePageMeta({ title, description: page.data?.listFeature?.description ?? undefined });

  return (
    <div className="event-page">
      <h1 className="event-page__title">{title}</h1>
      {page.data?.listFeature?.description ? (
        <p className="event-page__intro">{page.data.listFeature.description}</p>
      ) : null}
      <div className="event-filters">
        <FilterSelect
          label={t('event:podcasts.sort_label')}
          value={sort}
          options={[
            { value: 'asc', label: t('event:podcasts.sort_az') },
            { value: 'desc', label: t('event:podcasts.sort_za') },
          ]}
          onChange={(value) => setParams(new URLSearchParams(value === 'desc' ? { sort: 'desc' } : {}))}
        />
      </div>
      {podcasts.data ? (
        <PodcastList
          // A new order starts again at one page (seed 002 §4).
          key={sort}
          podcasts={sortPodcasts(podcasts.data, sort, i18n.language)}
          pageSize={page.data?.listFeature?.totalPerPage ?? PODCASTS_PAGE_SIZE}
          label={title}
          loadMoreLabel={page.data?.listFeature?.labelLoadMore}
        />
      ) : (
        <QueryFallback error={podcasts.error} notFound={t('event:podcasts.empty')} />
      )}
    </div>
  );
}

export default withEventTexts(PodcastsScreen);
