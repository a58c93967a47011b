import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FavoriteToggle } from '@/components/ui/favorite-toggle';
import type { Toast } from '@/components/ui/toast-region';
import type { FavoritesNotice } from '@machines/favorites/favorites.types';
import type { MediaItem } from '@/domain/media.types';
import { usePublishedToasts } from '@/app/layout/toast-board';
import { useFavoriteToggle } from '@/components/watch-lists/use-favorites';

export type MediaFavoriteButtonProps = {
  item: Pick<MediaItem, 'mediaid' | 'title' | 'feedid'>;
};

const noticeText = {
  added: 'user:favorites.added',
  removed: 'user:favorites.removed',
  addFailed: 'user:favorites.add_failed',
  removeFailed: 'user:favorites.remove_failed',
} as const;

/**
 * The favourite toggle of a media page with what it may raise (seed 002 §4, §8): the toasts
 * 'Added to favorites' and 'Removed from favorites' (info), the failure toasts (a 400's server
 * message first), and the warning dialog carrying the maximum when the list is full. Renders
 * nothing when the favorites feature is off.
 */
export function MediaFavoriteButton({ item }: MediaFavoriteButtonProps) {
  const { t } = useTranslation(['user', 'video']);
  const favorite = useFavoriteToggle(item);
  const { notice, dismissNotice } = favorite;
  const toasts = useMemo(
    () => toastsOf(notice, (key) => t(noticeText[key]), t('user:watch_lists.close')),
    [notice, t],
  );
  // The layout's toast region shows them, with every other feature's.
  usePublishedToasts('favorites', toasts, dismissNotice);
  if (!favorite.enabled) return null;

  return (
    <>
      <FavoriteToggle
        isFavorite={favorite.isFavorite}
        addLabel={t('video:add_to_favorites')}
        removeLabel={t('video:remove_from_favorites')}
        busy={favorite.busy}
        onToggle={favorite.toggle}
      />
      {favorite.showsLimitWarning ? (
        <ConfirmDialog
          title={t('user:favorites.limit_title')}
          message={t('user:favorites.limit_warning', { maxCount: favorite.limit })}
          confirmLabel={t('user:favorites.limit_ok')}
          closeLabel={t('user:watch_lists.close')}
          onConfirm={favorite.dismissWarning}
          onCancel={favorite.dismissWarning}
        />
      ) : null}
    </>
  );
}

/** seed 002 §8: successes are info toasts, failures errors; a 400's message comes first (seed 002 §5). */
function toastsOf(
  notice: FavoritesNotice | null,
  text: (key: FavoritesNotice['key']) => string,
  dismissLabel: string,
): Toast[] {
  if (!notice) return [];
  const failed = notice.key === 'addFailed' || notice.key === 'removeFailed';
  const generic: Toast = {
    id: notice.key,
    kind: failed ? 'error' : 'info',
    message: text(notice.key),
    dismissLabel,
  };
  return notice.serverMessage
    ? [{ id: 'server-message', kind: 'error', message: notice.serverMessage, dismissLabel }, generic]
    : [generic];
}
