import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { Shelf } from '@/components/ui/shelf';
import type { WatchListShelfProps } from '@/components/watch-lists/favorites-shelf';
import { useWatchListCards, useWatchListItems } from '@/components/watch-lists/watch-list-items';
import { useContinueWatching } from '@/components/watch-lists/use-watch-history';

export type { WatchListShelfProps };

/**
 * The home shelf of a `continue_watching` content entry (seed 000 §3-4, seed 002 §2): items between
 * 5 % and 95 % watched, newest first, each with its progress bar, and View all to the
 * continue-watching page. Nothing while the feature is off, the list is being read, or it is empty.
 */
export function ContinueWatchingShelf({ title, featured = false }: WatchListShelfProps) {
  const { config } = useStartedApp();
  const { t } = useTranslation(['user']);
  const { enabled, loading, items: entries } = useContinueWatching();
  const { items, status } = useWatchListItems(
    config.features.continueWatchingList,
    entries.map((entry) => entry.mediaid),
  );
  const progressOf = useCallback(
    (mediaid: string) => entries.find((entry) => entry.mediaid === mediaid)?.progress ?? null,
    [entries],
  );
  const cards = useWatchListCards(items, progressOf);
  if (!enabled || loading || entries.length === 0 || (status === 'ready' && cards.length === 0)) return null;
  return (
    <Shelf
      title={title || t('user:continue_watching.title')}
      moreHref={paths.continueWatching.getHref()}
      featured={featured}
      status={status}
      items={cards}
    />
  );
}
