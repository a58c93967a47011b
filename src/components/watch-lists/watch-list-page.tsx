import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import NotFoundScreen from '@/components/pages/not-found-screen';
import { CardGrid } from '@/components/ui/card-grid';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import {
  WATCH_LIST_GRID_COLUMNS,
  type WatchListItemsStatus,
} from '@/components/watch-lists/watch-list-items';
import { useWatchList, type WatchListKind } from './watch-list';

export type WatchListPageProps = {
  title: string;
  status: WatchListItemsStatus;
  cards: readonly { key: string; node: ReactNode }[];
  empty: { title: string; description: string };
  clear: {
    /** 'Clear all', shown when the flow takes a clear request. */
    label: string;
    available: boolean;
    confirming: boolean;
    dialogTitle: string;
    dialogMessage: string;
    confirmLabel: string;
    onRequest: () => void;
    onConfirm: () => void;
    onCancel: () => void;
  };
};

/**
 * The favorites and continue-watching pages (seed 001 §2): a heading with Clear all, the grid,
 * or the empty-state message; clearing asks first.
 */
export function WatchListPage({ title, status, cards, empty, clear }: WatchListPageProps) {
  const { t } = useTranslation(['common', 'error', 'user']);
  const isEmpty = status === 'ready' && cards.length === 0;
  return (
    <div className="watch-list-page">
      <div className="watch-list-page__header">
        <h1 className="watch-list-page__title">{title}</h1>
        {clear.available && !isEmpty ? (
          <button type="button" className="button" onClick={clear.onRequest}>
            {clear.label}
          </button>
        ) : null}
      </div>
      {status === 'loading' ? (
        <LoadingIndicator label={t('common:loading')} />
      ) : status === 'error' ? (
        <p className="watch-list-page__error">{t('error:shelf_load_failed')}</p>
      ) : isEmpty ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <CardGrid items={cards} columns={WATCH_LIST_GRID_COLUMNS} label={title} />
      )}
      {clear.confirming ? (
        <ConfirmDialog
          title={clear.dialogTitle}
          message={clear.dialogMessage}
          confirmLabel={clear.confirmLabel}
          cancelLabel={t('user:watch_lists.cancel')}
          closeLabel={t('user:watch_lists.close')}
          onConfirm={clear.onConfirm}
          onCancel={clear.onCancel}
        />
      ) : null}
    </div>
  );
}

/**
 * A watch list's page: the list's grid with its texts, clearing after a confirmation; not found
 * while the feature is off.
 */
export function WatchListScreen({ kind }: { kind: WatchListKind }) {
  const { list, cards, status, text } = useWatchList(kind);
  usePageMeta({ title: text('title') });
  if (!list.enabled) return <NotFoundScreen />;
  return (
    <WatchListPage
      title={text('title')}
      status={list.loading ? 'loading' : status}
      cards={cards}
      empty={{ title: text('empty_title'), description: text('empty_description') }}
      clear={{
        label: text('clear'),
        available: list.canClear || list.confirmingClear,
        confirming: list.confirmingClear,
        dialogTitle: text('clear_title'),
        dialogMessage: text('clear_message'),
        confirmLabel: text('clear_confirm'),
        onRequest: list.requestClear,
        onConfirm: list.confirmClear,
        onCancel: list.cancelClear,
      }}
    />
  );
}
