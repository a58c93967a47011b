import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { useStartedApp } from '@/app/providers';
import { useWatchListCards, useWatchListItems } from '@/components/watch-lists/watch-list-items';
import { WatchListPage } from '@/components/watch-lists/watch-list-page';
import NotFoundScreen from '@/components/pages/not-found-screen';
import { useContinueWatching } from '@/components/watch-lists/use-watch-history';

/**
 * The continue-watching page at /continue-watching (seed 001 §2, seed 002 §2): the items between
 * 5 % and 95 % watched, newest first, each with its progress; the empty-state message; clear
 * after a confirmation. Only when continueWatchingList is on.
 */
export default function ContinueWatchingScreen() {
  const { config } = useStartedApp();
  const { t } = useTranslation(['user']);
  const history = useContinueWatching();
  const ids = history.items.map((entry) => entry.mediaid);
  const { items, status } = useWatchListItems(config.features.continueWatchingList, ids);
  const { items: entries } = history;
  const progressOf = useCallback(
    (mediaid: string) => entries.find((entry) => entry.mediaid === mediaid)?.progress ?? null,
    [entries],
  );
  const cards = useWatchListCards(items, progressOf);
  usePageMeta({ title: t('user:continue_watching.title') });

  if (!history.enabled) return <NotFoundScreen />;
  return (
    <WatchListPage
      title={t('user:continue_watching.title')}
      status={history.loading ? 'loading' : status}
      cards={cards}
      empty={{
        title: t('user:continue_watching.empty_title'),
        description: t('user:continue_watching.empty_description'),
      }}
      clear={{
        label: t('user:continue_watching.clear'),
        available: history.canClear || history.confirmingClear,
        confirming: history.confirmingClear,
        dialogTitle: t('user:continue_watching.clear_title'),
        dialogMessage: t('user:continue_watching.clear_message'),
        confirmLabel: t('user:continue_watching.clear_confirm'),
        onRequest: history.requestClear,
        onConfirm: history.confirmClear,
        onCancel: history.cancelClear,
      }}
    />
  );
}
