import { formatRelativeTime } from './relative-time';

/** One notification as the list shows it. */
export type NotificationEntry = {
  id: string;
  title: string;
  description: string;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
  /** A live-stream notice (seed 002 §3 stream_on_live_notification). */
  live: boolean;
};

export type NotificationListTexts = { unread: string; read: string; live: string };

export type NotificationListProps = {
  items: readonly NotificationEntry[];
  texts: NotificationListTexts;
  /** The clock the relative times are read against. */
  now: number;
  locale: string;
  /** The notice whose click is being handled. */
  busyId: string | null;
  onOpen: (id: string) => void;
  /** A compact list (the bell's) or the page's. */
  variant?: 'bell' | 'page';
};

/**
 * Notifications newest first, each a button: title, description and relative time; an unread one
 * carries the unread bar and says so to screen readers (seed 002 §2).
 */
export function NotificationList({
  items,
  texts,
  now,
  locale,
  busyId,
  onOpen,
  variant = 'page',
}: NotificationListProps) {
  return (
    <ul className={`notification-list notification-list--${variant}`}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`notification-list__item${item.read ? '' : ' notification-list__item--unread'}`}
        >
          <button
            type="button"
            className="notification-list__button"
            aria-busy={busyId === item.id || undefined}
            onClick={() => onOpen(item.id)}
          >
            <span className="notification-list__state">{item.read ? texts.read : texts.unread}</span>
            <span className="notification-list__title">
              {item.title}
              {item.live ? <span className="notification-list__live"> · {texts.live}</span> : null}
            </span>
            {item.description ? (
              <span className="notification-list__description">{item.description}</span>
            ) : null}
            <time className="notification-list__time" dateTime={item.createdAt}>
              {formatRelativeTime(item.createdAt, now, locale)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
