import { useQueries, type Query, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntryHref } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyShelves } from '@/components/ui/empty-state';
import type { Config } from '@/services/config/config.schemas';
import type { ContentClient } from '@/services/content/content-client';
import type { Playlist } from '@/domain/media.types';
import { listQueryOptions, useCatalogue } from '@/app/data/catalogue-queries';
import { ListShelf } from '@/components/catalogue/list-shelf';
import { ContinueWatchingShelf } from '@/components/watch-lists/continue-watching-shelf';
import { FavoritesShelf } from '@/components/watch-lists/favorites-shelf';

type ListShelfEntry = {
  key: string;
  type: 'playlist' | 'content_list';
  contentId: string;
  title?: string;
  featured: boolean;
};

/**
 * The shelves this screen draws from `config.content` (seed 000 §3): playlists and content lists.
 * The favorites and continue-watching shelves come from the watch lists.
 */
export function listShelfEntries(content: Config['content']): ListShelfEntry[] {
  return content.flatMap((entry, index) =>
    (entry.type === 'playlist' || entry.type === 'content_list') && entry.contentId
      ? [
          {
            key: `${index}:${entry.contentId}`,
            type: entry.type,
            contentId: entry.contentId,
            title: entry.title,
            featured: entry.featured,
          },
        ]
      : [],
  );
}

type ListQuery = Query<Playlist, Error, Playlist, readonly unknown[]>;

/** Lists asked for before home rendered, with when: home's mount must not ask again at once. */
const prefetched = new WeakMap<ListQuery, number>();
/** How long after a prefetch home takes its answer as it stands. */
const PREFETCH_FRESH_MS = 5000;

/**
 * Asks for home's lists the moment the started app has its config, before the page renders
 * (issue 17: on a slow device rendering the layout takes longer than a round trip). Home then
 * takes these requests over instead of sending its own.
 */
export function prefetchHomeLists(
  queryClient: QueryClient,
  client: ContentClient,
  config: Config,
  language: string,
): void {
  for (const entry of listShelfEntries(config.content)) {
    const options = listQueryOptions(client, config.siteId, entry, { language });
    void queryClient.prefetchQuery(options);
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query) prefetched.set(query as unknown as ListQuery, Date.now());
  }
}

/** A mount just after the prefetch reads it as it stands; later mounts refetch as usual. */
const refetchOnMount = (query: ListQuery) => {
  const at = prefetched.get(query);
  return at === undefined || Date.now() - at > PREFETCH_FRESH_MS;
};

/**
 * Home of a config-driven site (seed 002 §2 "Home"): a hidden heading, then one shelf per content
 * entry. A failed shelf says 'Could not load items'; when every shelf has settled and none has
 * anything to show, the empty-shelves heading and description stand in.
 */
export default function HomeScreen() {
  const { config, client, language } = useCatalogue();
  const { t } = useTranslation(['common', 'error']);
  const siteName = config.siteName || t('common:default_site_name');
  usePageMeta({ description: config.description });

  const entries = useMemo(() => listShelfEntries(config.content), [config.content]);
  const queries = useQueries({
    queries: entries.map((entry) => ({
      ...listQueryOptions(client, config.siteId, entry, { language }),
      refetchOnMount,
    })),
  });

  const settled = queries.every((query) => query.data !== undefined || query.isError);
  const nothingToShow = settled && queries.every((query) => !query.data || query.data.playlist.length === 0);
  const menuLabel = (contentId: string) => config.menu.find((item) => item.contentId === contentId)?.label;
  // The first list shelf holds the largest paint of the page: its posters come first (issue 17).
  const firstListKey = entries[0]?.key;

  return (
    <div className="home">
      <h1 className="visually-hidden">{siteName}</h1>
      {config.content.map((content, index) => {
        // Shelves keep the order of `config.content`; the watch lists render nothing while empty.
        if (content.type === 'favorites') {
          return (
            <FavoritesShelf key={`${index}:favorites`} title={content.title} featured={content.featured} />
          );
        }
        if (content.type === 'continue_watching') {
          return (
            <ContinueWatchingShelf
              key={`${index}:continue_watching`}
              title={content.title}
              featured={content.featured}
            />
          );
        }
        const at = entries.findIndex((entry) => entry.key === `${index}:${content.contentId}`);
        const entry = entries[at];
        const query = queries[at];
        if (!entry || !query) return null;
        return (
          <ListShelf
            key={entry.key}
            query={query}
            title={entry.title}
            fallbackTitle={menuLabel(entry.contentId) ?? t('common:playlist')}
            playlistId={entry.contentId}
            featured={entry.featured}
            moreHref={entry.featured ? undefined : menuEntryHref(entry)}
            priorityImages={entry.key === firstListKey}
          />
        );
      })}
      {nothingToShow ? <EmptyShelves /> : null}
    </div>
  );
}
