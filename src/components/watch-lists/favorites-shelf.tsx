import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { Shelf } from '@/components/ui/shelf';
import { useFavorites } from '@/components/watch-lists/use-favorites';
import { useWatchListCards, useWatchListItems } from '@/components/watch-lists/watch-list-items';

export type WatchListShelfProps = {
  /** The content entry's title (seed 000 §3); the list's own name when it has none. */
  title?: string;
  featured?: boolean;
};

/**
 * The home shelf of a `favorites` content entry (seed 000 §3, seed 002 §2): the viewer's
 * favorites, newest first, with View all to the favorites page. Nothing while the feature is off,
 * the list is being read, or it is empty.
 */
export function FavoritesShelf({ title, featured = false }: WatchListShelfProps) {
  const { config } = useStartedApp();
  const { t } = useTranslation(['user']);
  const { enabled, loading, items: favorites } = useFavorites();
  const { items, status } = useWatchListItems(
    config.features.favoritesList,
    favorites.map((entry) => entry.mediaid),
  );
  const cards = useWatchListCards(items);
  if (!enabled || loading || favorites.length === 0 || (status === 'ready' && cards.length === 0))
    return null;
  return (
    <Shelf
      title={title || t('user:favorites.title')}
      moreHref={paths.favorites.getHref()}
      featured={featured}
      status={status}
      items={cards}
    />
  );
}
