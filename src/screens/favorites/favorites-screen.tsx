import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { useStartedApp } from '@/app/providers';
import NotFoundScreen from '@/components/pages/not-found-screen';
import { useFavorites } from '@/components/watch-lists/use-favorites';
import { useWatchListCards, useWatchListItems } from '@/components/watch-lists/watch-list-items';
import { WatchListPage } from '@/components/watch-lists/watch-list-page';

/**
 * The favorites page, at /favorites and /u/favorites (seed 001 §2, seed 002 §2): only when the
 * favorites feature is on; a grid, the empty-state message, clear all after a confirmation.
 */
export default function FavoritesScreen() {
  const { config } = useStartedApp();
  const { t } = useTranslation(['user']);
  const favorites = useFavorites();
  const ids = favorites.items.map((entry) => entry.mediaid);
  const { items, status } = useWatchListItems(config.features.favoritesList, ids);
  const cards = useWatchListCards(items);
  usePageMeta({ title: t('user:favorites.title') });

  if (!favorites.enabled) return <NotFoundScreen />;
  return (
    <WatchListPage
      title={t('user:favorites.title')}
      status={favorites.loading ? 'loading' : status}
      cards={cards}
      empty={{ title: t('user:favorites.empty_title'), description: t('user:favorites.empty_description') }}
      clear={{
        label: t('user:favorites.clear'),
        available: favorites.canClear || favorites.confirmingClear,
        confirming: favorites.confirmingClear,
        dialogTitle: t('user:favorites.clear_title'),
        dialogMessage: t('user:favorites.clear_message'),
        confirmLabel: t('user:favorites.clear_confirm'),
        onRequest: favorites.requestClear,
        onConfirm: favorites.confirmClear,
        onCancel: favorites.cancelClear,
      }}
    />
  );
}
