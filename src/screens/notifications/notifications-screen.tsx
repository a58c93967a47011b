import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectHasMore,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectItems,
  selectLoadFailed,
  selectLoadMoreFailed,
  selectOpeningId,
  selectUnreadCount,
  type NotificationsActorRef,
} from '@machines/notifications/notifications.selectors';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { NotificationList } from '@/components/ui/notification-list';
import { toEntry, useNotificationsActor, useNotificationTexts } from './use-notifications';
import '@/styles/notifications.css';

/** /notifications (seed 002 §2): the unread bar, the list with relative times, Load more until the total. */
export default function NotificationsScreen() {
  const actor = useNotificationsActor();
  const texts = useNotificationTexts();
  useEffect(() => {
    document.title = texts.title;
  }, [texts.title]);
  if (!actor) return <EmptyState level={1} title={texts.title} description={texts.empty} />;
  return <NotificationsPage actor={actor} />;
}

function NotificationsPage({ actor }: { actor: NotificationsActorRef }) {
  const texts = useNotificationTexts();
  const items = useSelector(actor, selectItems);
  const unread = useSelector(actor, selectUnreadCount);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const empty = useSelector(actor, selectIsEmpty);
  const hasMore = useSelector(actor, selectHasMore);
  const loadingMore = useSelector(actor, selectIsLoadingMore);
  const loadMoreFailed = useSelector(actor, selectLoadMoreFailed);
  const busyId = useSelector(actor, selectOpeningId);

  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="notifications-page__title">
        {texts.title}
      </h1>
      <p className="notifications-page__unread-bar" role="status">
        {texts.unreadBar(unread)}
      </p>
      {loading ? (
        <LoadingIndicator label={texts.loading} />
      ) : failed ? (
        <div className="notifications-page__failure" role="alert">
          <p>{texts.loadFailed}</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'NOTIFICATIONS.RETRY' })}
          >
            {texts.tryAgain}
          </button>
        </div>
      ) : empty ? (
        <p className="notifications-page__empty">{texts.empty}</p>
      ) : (
        <NotificationList
          items={items.map(toEntry)}
          texts={texts}
          now={Date.now()}
          locale={texts.locale}
          busyId={busyId}
          onOpen={(id) => actor.send({ type: 'NOTIFICATIONS.OPEN', id })}
        />
      )}
      {loadMoreFailed ? (
        <p className="notifications-page__note" role="alert">
          {texts.loadMoreFailed}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="button notifications-page__more"
          aria-busy={loadingMore || undefined}
          disabled={loadingMore}
          onClick={() => actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' })}
        >
          {texts.loadMore}
        </button>
      ) : null}
    </section>
  );
}
