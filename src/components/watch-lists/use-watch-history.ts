import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { watchHistoryMachine } from '@machines/watch-history/watch-history.machine';
import {
  selectCanClear,
  selectConfirmingClear,
  selectContinueWatching,
  selectProgress,
  selectStartTime,
  selectWatchHistoryEnabled,
  selectWatchHistoryLoading,
} from '@machines/watch-history/watch-history.selectors';
import type { FlushReason, WatchedMedia } from '@machines/watch-history/watch-history.types';
import type { MediaItem } from '@/domain/media.types';
import { useAppSystemActor, useClearableList } from './clearable-list';

export type WatchHistoryActor = ActorRefFrom<typeof watchHistoryMachine>;

/** The long-lived watch-history actor the root spawns once the app runs (systemId 'watchHistory'). */
export function useWatchHistoryActor(): WatchHistoryActor {
  return useAppSystemActor<WatchHistoryActor>('watchHistory');
}

/** A media item as the history keeps it: episodes carry their series (seed 000 §4). */
export function watchedMediaOf(
  item: Pick<MediaItem, 'mediaid' | 'title' | 'feedid' | 'seriesId'>,
): WatchedMedia {
  return {
    mediaid: item.mediaid,
    title: item.title,
    ...(item.seriesId ? { seriesId: item.seriesId } : {}),
    ...(item.feedid ? { feedid: item.feedid } : {}),
  };
}

/** Continue watching (0.05 < progress < 0.95, newest first) and its clear confirmation. */
export function useContinueWatching() {
  return useClearableList(useWatchHistoryActor(), 'HISTORY', {
    enabled: selectWatchHistoryEnabled,
    loading: selectWatchHistoryLoading,
    items: selectContinueWatching,
    canClear: selectCanClear,
    confirmingClear: selectConfirmingClear,
  });
}

/** An item's watch progress, 0..1, or null when it does not count (seed 002 §5). For card progress bars. */
export function useProgress(mediaid: string): number | null {
  const actor = useWatchHistoryActor();
  return useSelector(actor, (snapshot) => selectProgress(snapshot, mediaid));
}

/** Progress by media id for every item in continue watching (series pages pick a part-watched episode). */
export function useProgressByMediaId(): Readonly<Record<string, number>> {
  const { items: entries } = useContinueWatching();
  return useMemo(
    () => Object.fromEntries(entries.map((entry) => [entry.mediaid, entry.progress])),
    [entries],
  );
}

/** seed 002 §5: where the player starts, progress × duration (seconds), 0 when the progress does not count. */
export function useStartTime(mediaid: string, duration: number): number {
  const actor = useWatchHistoryActor();
  return useSelector(actor, (snapshot) => selectStartTime(snapshot, mediaid, duration));
}

/** The player's callbacks that feed watch progress. */
export type WatchProgressCallbacks = {
  onTimeUpdate: (position: number, duration: number) => void;
  onPause: () => void;
  onPlay: () => void;
  onEnded: () => void;
};

/**
 * Watch progress for the item the player shows (seed 002 §4): time updates are recorded, and the
 * flow saves at most every 5 minutes and at once on pause, play, end, unmount, page hide and tab
 * hidden. Pass the callbacks to the player; the page-hide and visibility listeners live as long as
 * the calling component. Changing the item saves the previous one first.
 */
export function useWatchProgress(
  item: Pick<MediaItem, 'mediaid' | 'title' | 'feedid' | 'seriesId'> | null,
): WatchProgressCallbacks {
  const actor = useWatchHistoryActor();
  const media = useMemo(
    () => (item ? watchedMediaOf(item) : null),
    // The fields, not the object: a refetched item with the same fields is the same item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [item?.mediaid, item?.title, item?.feedid, item?.seriesId],
  );
  const mediaRef = useRef(media);
  useEffect(() => {
    mediaRef.current = media;
  }, [media]);

  const flush = useCallback((reason: FlushReason) => actor.send({ type: 'PROGRESS.FLUSH', reason }), [actor]);

  useEffect(() => {
    const onPageHide = () => flush('pagehide');
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush('hidden');
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [flush]);

  // Leaving the item (another item, or the player closing) saves what was watched of it.
  const mediaid = media?.mediaid;
  useEffect(() => {
    if (!mediaid) return;
    return () => flush('unmount');
  }, [mediaid, flush]);

  return useMemo(
    () => ({
      onTimeUpdate: (position: number, duration: number) => {
        const current = mediaRef.current;
        if (current) actor.send({ type: 'PROGRESS.RECORD', media: current, position, duration });
      },
      onPause: () => flush('pause'),
      onPlay: () => flush('play'),
      onEnded: () => flush('ended'),
    }),
    [actor, flush],
  );
}

/** What a media page passes to its player: where to start, and the callbacks that keep progress. */
export type PlayerWatchProgress = WatchProgressCallbacks & { startTime: number };

/**
 * Everything the player slot of a media page needs for watch progress, ready to spread onto it:
 * `<MediaPlayerSlot item={item} link={link} {...usePlayerWatchProgress(item)} />`. The start time is
 * taken when the item opens and kept, so saves made while it plays do not move the player.
 */
export function usePlayerWatchProgress(
  item: Pick<MediaItem, 'mediaid' | 'title' | 'feedid' | 'seriesId' | 'duration'>,
): PlayerWatchProgress {
  const actor = useWatchHistoryActor();
  const callbacks = useWatchProgress(item);
  const loading = useSelector(actor, selectWatchHistoryLoading);
  const current = useStartTime(item.mediaid, item.duration);
  // Kept from the first render with the history read, per item.
  const [opened, setOpened] = useState<{ mediaid: string; startTime: number } | null>(null);
  if (!loading && opened?.mediaid !== item.mediaid) setOpened({ mediaid: item.mediaid, startTime: current });
  const startTime = opened?.mediaid === item.mediaid ? opened.startTime : current;
  return useMemo(() => ({ ...callbacks, startTime }), [callbacks, startTime]);
}
