import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { AthleteSummary, FederationSummary, SportSummary } from '@/services/event/event.schemas';
import type { EventPageType } from '@/services/event/event';
import type { EventClient } from '@/services/event/event-client';
import { usePageMeta } from '@/app/page-meta';
import { eventQueries } from '@/app/data/event-queries';
import { isEventNotFound, useEventClient } from '@/app/data/event-client';
import { withEventTexts } from '@/components/event/event-translations';
import './event.css';
import { TitledSection } from '@/components/ui/titled-section';

type EventKey = 'sport_not_found' | 'federation_not_found' | 'athlete_not_found';

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

/**
 * A horizontal row that scrolls by a step with two buttons (seed 002 §9: 300 px for sports);
 * nothing when there is nothing to show.
 */
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
  if (children.length === 0) return null;
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
  return (
    <TitledSection className="event-section" title={title} titleClassName="event-section-title">
      {children}
    </TitledSection>
  );
}

/** A detail page's titled list of facts (title and text); nothing when the CMS gave none. */
export function FactsSection({
  title,
  facts,
}: {
  title: string;
  facts: readonly { title?: string | null; text?: string | null }[] | null | undefined;
}) {
  if (!facts?.length) return null;
  return (
    <InfoSection title={title}>
      <dl className="event-facts">
        {facts.map((fact, index) => (
          <div key={index}>
            <dt>{fact.title}</dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
      </dl>
    </InfoSection>
  );
}

/** The federations of a sport or an athlete, as cards; nothing when there are none. */
export function FederationsSection({ federations }: { federations: FederationSummary[] | null | undefined }) {
  const { t } = useTranslation(['event']);
  if (!federations?.length) return null;
  return (
    <InfoSection title={t('event:federations_title')}>
      <EventGrid label={t('event:federations_title')}>
        {federations.map((federation) => (
          <FederationTile key={federation._id} federation={federation} />
        ))}
      </EventGrid>
    </InfoSection>
  );
}

/**
 * A detail page at `/…/{slug}` (seed 002 §2): its content once the CMS answered, else what the
 * query shows meanwhile, `notFound` when there is no such entry.
 */
export function DetailScreen<T, K extends QueryKey>({
  queryOf,
  notFound,
  children,
}: {
  queryOf: (client: EventClient, slug: string) => UseQueryOptions<T, unknown, T, K>;
  notFound: EventKey;
  /** The content, keyed by the slug so that another entry starts afresh. */
  children: (data: T, slug: string) => ReactNode;
}) {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['event']);
  const query = useQuery(queryOf(useEventClient(), slug));
  if (query.data) return children(query.data, slug);
  return (
    <div className="event-page">
      <QueryFallback error={query.error} notFound={t(`event:${notFound}`)} />
    </div>
  );
}

/**
 * The screen of a detail page: `View` with the CMS entry the address's slug names, once the
 * event texts have loaded (a new slug starts the view afresh).
 */
export function detailScreen<T, K extends QueryKey>(
  queryOf: (client: EventClient, slug: string) => UseQueryOptions<T, unknown, T, K>,
  notFound: EventKey,
  View: ComponentType<{ data: T }>,
) {
  function Screen() {
    return (
      <DetailScreen queryOf={queryOf} notFound={notFound}>
        {(data, slug) => <View key={slug} data={data} />}
      </DetailScreen>
    );
  }
  Screen.displayName = `DetailScreen(${View.displayName ?? View.name})`;
  return withEventTexts(Screen);
}

/**
 * A CMS list page (seed 002 §9 listFeature): its title (the CMS's, else `fallbackTitle`), page
 * size (else `defaultPageSize`), Load More label and description, which is also the page's meta.
 */
export function useListPage(pageType: EventPageType, fallbackTitle: string, defaultPageSize: number) {
  const page = useQuery(eventQueries.page(useEventClient(), pageType));
  const feature = page.data?.listFeature;
  const title = page.data?.title || fallbackTitle;
  const description = feature?.description ?? undefined;
  usePageMeta({ title, description });
  return {
    title,
    description,
    pageSize: feature?.totalPerPage ?? defaultPageSize,
    loadMoreLabel: feature?.labelLoadMore,
  };
}

/** A list page's frame: the title, the CMS's introduction when asked for, filters, then the list. */
export function ListPage({
  title,
  intro,
  filters,
  children,
}: {
  title: string;
  intro?: string;
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="event-page">
      <h1 className="event-page__title">{title}</h1>
      {intro ? <p className="event-page__intro">{intro}</p> : null}
      {filters ? <div className="event-filters">{filters}</div> : null}
      {children}
    </div>
  );
}

export type ListPageInfo = ReturnType<typeof useListPage>;

/**
 * A list page's items once its query has them, revealed a page at a time with Load More; `empty`
 * when there are none, and what the query shows meanwhile (`notFound`, else `empty`, when the CMS
 * has no such list).
 */
export function RevealedGrid<T>({
  list,
  query,
  select = (items) => items,
  empty,
  notFound = empty ?? '',
  variant,
  children,
}: {
  list: ListPageInfo;
  query: { data: readonly T[] | undefined; error: unknown };
  /** The order to show the items in. */
  select?: (items: readonly T[]) => readonly T[];
  empty?: string;
  notFound?: string;
  variant?: 'tiles' | 'cards';
  children: (item: T) => ReactNode;
}) {
  const items = query.data ? select(query.data) : [];
  const { shown, hasMore, more } = useRevealed(items, list.pageSize);
  if (!query.data) return <QueryFallback error={query.error} notFound={notFound} />;
  if (items.length === 0 && empty) return <EmptyState title={empty} />;
  return (
    <>
      <EventGrid label={list.title} variant={variant}>
        {shown.map(children)}
      </EventGrid>
      {hasMore ? <LoadMoreButton onClick={more} label={list.loadMoreLabel} /> : null}
    </>
  );
}
