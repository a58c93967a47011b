import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { AthleteSummary, FederationSummary, SportSummary } from '@/services/event/event.schemas';
import { isEventNotFound } from '@/app/data/event-client';
import './event.css';

/** A sport's gradient (seed 002 §3 gradientColors), grey when the CMS gives none. */
export function gradientStyle(colors: SportSummary['gradientColors']): CSSProperties {
  const from = colors?.gradientStart || '#4b5563';
  const to = colors?.gradientEnd || '#111827';
  return { backgroundImage: `linear-gradient(135deg, ${from}, ${to})` };
}

/** A sport's logo on its gradient, linking to the sport. */
export function SportTile({ sport }: { sport: SportSummary }) {
  return (
    <Link
      className="event-tile"
      to={paths.sport.getHref(sport.titleAndSlug.slug.current)}
      style={gradientStyle(sport.gradientColors)}
    >
      {sport.logo ? <img className="event-tile__logo" src={sport.logo.url} alt="" loading="lazy" /> : null}
      <span className="event-tile__title">{sport.titleAndSlug.title}</span>
    </Link>
  );
}

export function FederationTile({ federation }: { federation: FederationSummary }) {
  const picture = federation.widgetDetails?.widgetPicture?.url;
  return (
    <Link className="event-card" to={paths.federation.getHref(federation.titleAndSlug.slug.current)}>
      {picture ? <img className="event-card__image" src={picture} alt="" loading="lazy" /> : null}
      <span className="event-card__title">{federation.titleAndSlug.title}</span>
      {federation.widgetDetails?.widgetAbbreviation ? (
        <span className="event-card__meta">{federation.widgetDetails.widgetAbbreviation}</span>
      ) : null}
    </Link>
  );
}

export function AthleteTile({ athlete, href }: { athlete: AthleteSummary; href: string }) {
  return (
    <Link className="event-card" to={href}>
      {athlete.profileImageUrl ? (
        <img className="event-card__image" src={athlete.profileImageUrl} alt="" loading="lazy" />
      ) : null}
      <span className="event-card__title">{athlete.titleAndSlug.title}</span>
      <span className="event-card__meta">
        {athlete.country?.flag ? (
          <img
            className="event-flag"
            src={athlete.country.flag.url}
            alt={athlete.country.name}
            width={24}
            height={16}
          />
        ) : null}
        {athlete.sport?.titleAndSlug.title}
      </span>
    </Link>
  );
}

/** A grid of tiles or cards. */
export function EventGrid({
  label,
  children,
  variant = 'cards',
}: {
  label: string;
  children: ReactNode[];
  variant?: 'tiles' | 'cards';
}) {
  return (
    <ul className={`event-grid event-grid--${variant}`} aria-label={label}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

/**
 * seed 002 §4: load-more lists reveal pages of the page size; a new filter starts again at one
 * page (key the list by its filters). Returns the items to show and the button, if more remain.
 */
export function useRevealed<T>(items: readonly T[], pageSize: number) {
  const [pages, setPages] = useState(1);
  const shown = items.slice(0, pages * pageSize);
  return { shown, hasMore: shown.length < items.length, more: () => setPages((p) => p + 1) };
}

export function LoadMoreButton({ onClick, label }: { onClick: () => void; label?: string | null }) {
  const { t } = useTranslation(['event']);
  return (
    <div className="event-load-more">
      <button type="button" className="button" onClick={onClick}>
        {label || t('event:load_more')}
      </button>
    </div>
  );
}

/** A horizontal row that scrolls by a step with two buttons (seed 002 §9: 300 px for sports). */
export function EventCarousel({
  title,
  children,
  step = 300,
  action,
}: {
  title: string;
  children: ReactNode[];
  step?: number;
  action?: ReactNode;
}) {
  const { t } = useTranslation(['event']);
  const row = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const scroll = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * step, behavior: 'smooth' });
  return (
    <section className="event-carousel" aria-labelledby={headingId}>
      <div className="event-carousel__header">
        <h2 id={headingId} className="event-section-title">
          {title}
        </h2>
        {action}
        <button
          type="button"
          className="event-carousel__button"
          aria-label={t('event:scroll_back')}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="event-carousel__button"
          aria-label={t('event:scroll_forward')}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      </div>
      <ul className="event-carousel__row" ref={row}>
        {children.map((child, index) => (
          <li key={index} className="event-carousel__item">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Loading, failed or not found: what a CMS query shows before its content. */
export function QueryFallback({ error, notFound }: { error: unknown; notFound: string }) {
  const { t } = useTranslation(['common', 'event']);
  if (!error) return <LoadingIndicator label={t('common:loading')} />;
  if (isEventNotFound(error)) return <EmptyState level={1} title={notFound} />;
  return <EmptyState level={1} title={t('event:load_failed')} />;
}

/** A titled text block of a detail page; nothing when the CMS left it empty. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="event-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
