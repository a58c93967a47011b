import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  selectBadgeText,
  selectBellItems,
  selectIsLoading,
  selectOpeningId,
  selectUnreadCount,
  type NotificationsActorRef,
} from '@machines/notifications/notifications.selectors';
import { NotificationBell } from '@/components/ui/notification-bell';
import { accountDialogHref, paths } from '@/app/paths';
import { notificationHref, toEntry, useNotificationTexts } from './use-notifications';
import '@/styles/notifications.css';

import { ACCESS_CHANGED_EVENT } from '@/app/account/page-offers';

/** The header's bell with its badge and the newest 9 (seed 001 §2). */
export function NotificationsBellSlot({ actor }: { actor: NotificationsActorRef }) {
  const texts = useNotificationTexts();
  const unread = useSelector(actor, selectUnreadCount);
  const badge = useSelector(actor, selectBadgeText);
  const items = useSelector(actor, selectBellItems);
  const loading = useSelector(actor, selectIsLoading);
  const busyId = useSelector(actor, selectOpeningId);
  return (
    <NotificationBell
      texts={{ ...texts, label: texts.bellLabel(unread) }}
      badge={badge}
      items={items.map(toEntry)}
      loading={loading}
      viewAllHref={paths.notifications.getHref()}
      now={Date.now()}
      locale={texts.locale}
      busyId={busyId}
      onOpen={(id) => actor.send({ type: 'NOTIFICATIONS.OPEN', id })}
    />
  );
}

/**
 * Carries out what the flow asks for: navigation after a click, and the payment events of
 * seed 001 §4 (a payment error opens the payment-error view with the server's message, a
 * requires-action event follows its allowed URL, access changes are announced to the page).
 */
export function NotificationsHost({ actor }: { actor: NotificationsActorRef }) {
  const navigate = useNavigate();
  // `navigate` changes with every page: one set of subscriptions for the actor's life.
  const goTo = useEffectEvent((href: string) => void navigate(href));

  useEffect(() => {
    const subscriptions = [
      actor.on('notifications.navigate', ({ target }) => goTo(notificationHref(target))),
      actor.on('notifications.paymentError', ({ message }) => {
        const href = accountDialogHref(window.location, 'payment-error');
        const url = new URL(href, window.location.origin);
        if (message) url.searchParams.set('message', message);
        goTo(`${url.pathname}${url.search}${url.hash}`);
      }),
      actor.on('notifications.redirect', ({ url }) => window.location.assign(url)),
      actor.on('notifications.accessChanged', ({ refresh }) =>
        window.dispatchEvent(new CustomEvent(ACCESS_CHANGED_EVENT, { detail: { refresh } })),
      ),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);

  return null;
}
