import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shelfTiles, useBreakpoint, type Breakpoint } from './breakpoints';

export type ShelfProps = {
  title: string;
  /** The full list's page ("View all"); none for lists without one. */
  moreHref?: string;
  featured?: boolean;
  /** 'loading' shows placeholders, 'error' the failure text, 'ready' the items. */
  status: 'loading' | 'error' | 'ready';
  /** One node per tile, each with a stable key. */
  items: readonly { key: string; node: ReactNode }[];
  /** Fixes the breakpoint (tests); the window's width decides otherwise. */
  breakpoint?: Breakpoint;
  /** Loads the shelf again after a failure: a Try again button beside the failure text. */
  onRetry?: () => void;
};

/**
 * A titled row of cards: a labelled region that shows as many tiles side by side as the width
 * allows (seed 002 §9) and pages through the rest with Previous / Next. Every card stays in the
 * document, so keyboard users reach them all by Tab.
 */
export function Shelf({ title, moreHref, featured = false, status, items, breakpoint, onRetry }: ShelfProps) {
  const { t } = useTranslation(['common', 'error']);
  const headingId = useId();
  const windowBreakpoint = useBreakpoint();
  const tiles = shelfTiles(breakpoint ?? windowBreakpoint, featured);
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, items.length, tiles, status]);

  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };

  const pageable = status === 'ready' && items.length > tiles;

  return (
    <section
      className={`shelf${featured ? ' shelf--featured' : ''}`}
      aria-labelledby={headingId}
      style={{ '--shelf-tiles': tiles } as CSSProperties}
    >
      <div className="shelf__header">
        <h2 id={headingId} className="shelf__title">
          {title}
        </h2>
        {moreHref && status === 'ready' ? (
          <Link className="shelf__more" to={moreHref} aria-label={`${t('common:view_all')}: ${title}`}>
            {t('common:view_all')}
          </Link>
        ) : null}
        {pageable ? (
          <div className="shelf__paging">
            <button
              type="button"
              className="shelf__page-button"
              onClick={() => page(-1)}
              disabled={edges.atStart}
              aria-label={t('common:previous_items', { title })}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="shelf__page-button"
              onClick={() => page(1)}
              disabled={edges.atEnd}
              aria-label={t('common:next_items', { title })}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {status === 'error' ? (
        // seed 002 §2: a shelf that fails says so in place of its cards.
        <p className="shelf__error">
          {t('error:shelf_load_failed')}{' '}
          {onRetry ? (
            <button type="button" className="button" onClick={onRetry} aria-label={t('error:try_again_for', { title })}>
              {t('error:try_again')}
            </button>
          ) : null}
        </p>
      ) : status === 'loading' ? (
        <div className="shelf__list shelf__list--loading" aria-busy="true">
          {Array.from({ length: tiles }, (_, index) => (
            <span key={index} className="shelf__placeholder" />
          ))}
          <span className="visually-hidden">{t('common:loading')}</span>
        </div>
      ) : (
        <ul className="shelf__list" ref={listRef} onScroll={measure}>
          {items.map((item) => (
            <li key={item.key} className="shelf__item">
              {item.node}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
