import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntryHref } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import type { Config } from '@/services/config/config.schemas';
import { listQueryOptions, useCatalogue } from '@/screens/catalogue/catalogue-queries';
import { ListShelf } from '@/screens/catalogue/list-shelf';
import { ContinueWatchingShelf } from '@/screens/continue-watching/continue-watching-shelf';
import { FavoritesShelf } from '@/screens/favorites/favorites-shelf';

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
    queries: entries.map((entry) => listQueryOptions(client, config.siteId, entry, { language })),
  });

  const settled = queries.every((query) => query.data !== undefined || query.isError);
  const nothingToShow = settled && queries.every((query) => !query.data || query.data.playlist.length === 0);
  const menuLabel = (contentId: string) => config.menu.find((item) => item.contentId === contentId)?.label;

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
          />
        );
      })}
      {nothingToShow ? (
        <EmptyState
          title={t('error:empty_shelves_heading')}
          description={t('error:empty_shelves_description')}
        />
      ) : null}
    </div>
  );
}
