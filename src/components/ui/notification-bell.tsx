import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NotificationList, type NotificationEntry, type NotificationListTexts } from './notification-list';

export type NotificationBellTexts = NotificationListTexts & {
  /** The button's name, with the unread count when there is one. */
  label: string;
  title: string;
  viewAll: string;
  empty: string;
  loading: string;
};

export type NotificationBellProps = {
  texts: NotificationBellTexts;
  /** The badge ('99' at most), or null when nothing is unread. */
  badge: string | null;
  /** At most 9 (seed 001 §2). */
  items: readonly NotificationEntry[];
  loading: boolean;
  viewAllHref: string;
  now: number;
  locale: string;
  busyId: string | null;
  onOpen: (id: string) => void;
};

/**
 * The header's bell (desktop, seed 001 §2): a button with the unread badge that opens a panel
 * listing the newest notifications and a View All link. Escape, a click elsewhere, opening a
 * notice or following the link closes it.
 */
export function NotificationBell(props: NotificationBellProps) {
  const { texts, badge, items, loading, viewAllHref, now, locale, busyId, onOpen } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-label={texts.label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <svg
          className="notification-bell__icon"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {badge ? (
          <span className="notification-bell__badge" data-testid="notification-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className="notification-bell__panel" role="region" aria-labelledby={headingId}>
          <h2 id={headingId} className="notification-bell__heading">
            {texts.title}
          </h2>
          {loading ? (
            <p className="notification-bell__note" role="status">
              {texts.loading}
            </p>
          ) : items.length === 0 ? (
            <p className="notification-bell__note">{texts.empty}</p>
          ) : (
            <NotificationList
              variant="bell"
              items={items}
              texts={texts}
              now={now}
              locale={locale}
              busyId={busyId}
              onOpen={(id) => {
                setOpen(false);
                onOpen(id);
              }}
            />
          )}
          <Link className="notification-bell__view-all" to={viewAllHref} onClick={() => setOpen(false)}>
            {texts.viewAll}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
