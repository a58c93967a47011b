import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { pageQueryOptions, useEventClient, type Podcast } from '@/app/data/event-client';
import { ListPage, RevealedGrid, useListPage } from './event-parts';
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

/** /podcasts (seed 002 §2): every podcast, sorted by title A-Z or Z-A (`?sort=desc`), with 'Load More'. */
function PodcastsScreen() {
  const { t, i18n } = useTranslation(['event']);
  const client = useEventClient();
  const [params, setParams] = useSearchParams();
  const sort = readPodcastSort(params);
  const list = useListPage('podcast', t('event:podcasts.title'), PODCASTS_PAGE_SIZE);
  const podcasts = useQuery(pageQueryOptions.podcasts(client));
  return (
    <ListPage
      title={list.title}
      intro={list.description}
      filters={
        <FilterSelect
          label={t('event:podcasts.sort_label')}
          value={sort}
          options={[
            { value: 'asc', label: t('event:podcasts.sort_az') },
            { value: 'desc', label: t('event:podcasts.sort_za') },
          ]}
          onChange={(value) => setParams(new URLSearchParams(value === 'desc' ? { sort: 'desc' } : {}))}
        />
      }
    >
      <RevealedGrid
        // A new order starts again at one page (seed 002 §4).
        key={sort}
        list={list}
        query={podcasts}
        select={(items) => sortPodcasts(items, sort, i18n.language)}
        empty={t('event:podcasts.empty')}
      >
        {(podcast) => <PodcastTile key={podcast._id} podcast={podcast} />}
      </RevealedGrid>
    </ListPage>
  );
}

export default withEventTexts(PodcastsScreen);
