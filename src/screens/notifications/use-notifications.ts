import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationsActorRef } from '@machines/notifications/notifications.selectors';
import type { AppNotification, NotificationTarget } from '@machines/notifications/notifications.types';
import type { NotificationEntry } from '@/components/ui/notification-list';
import { paths } from '@/app/paths';
import { useAppRuntime } from '@/app/providers';

/**
 * The long-lived notifications actor the root spawns beside the account (systemId
 * 'notifications'); null on a site without notifications and until its code has loaded.
 */
export function useNotificationsActor(): NotificationsActorRef | null {
  const { appActor } = useAppRuntime();
  return useSelector(
    appActor,
    (snapshot) => (snapshot.context.notifications as NotificationsActorRef | null) ?? null,
  );
}

/** seed 001 §4: `/m/{streamId}` for live notices, `/{type}s/{slug}` for global ones. */
export function notificationHref(target: NotificationTarget): string {
  if (target.kind === 'media') return paths.media.getHref(target.id);
  // The entity pages of seed 002 §2 (/sports/{slug}, /federations/{slug}, ...) by the notice's type.
  return `/${encodeURIComponent(target.type)}s/${encodeURIComponent(target.slug)}`;
}

export function toEntry(notification: AppNotification): NotificationEntry {
  return {
    id: notification.id,
    title: notification.title,
    description: notification.description,
    createdAt: notification.createdAt,
    read: notification.read,
    live: notification.kind === 'stream_on_live_notification',
  };
}

/** The texts every notifications view shares, in the page's language. */
export function useNotificationTexts() {
  const { t, i18n } = useTranslation('user');
  return useMemo(
    () => ({
      locale: i18n.language,
      title: t('notifications.title'),
      unread: t('notifications.unread'),
      read: t('notifications.read'),
      live: t('notifications.live'),
      viewAll: t('notifications.view_all'),
      empty: t('notifications.empty'),
      loading: t('notifications.loading'),
      loadMore: t('notifications.load_more'),
      loadFailed: t('notifications.load_failed'),
      loadMoreFailed: t('notifications.load_more_failed'),
      tryAgain: t('notifications.try_again'),
      bellLabel: (count: number) =>
        count > 0 ? t('notifications.bell_label_unread', { count }) : t('notifications.bell_label'),
      unreadBar: (count: number) => t('notifications.unread_bar', { count }),
    }),
    [t, i18n.language],
  );
}
