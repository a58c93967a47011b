import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useEventSearchPanelFlow } from '@/app/flows/event-search.flow';
import { CATEGORY_OF, selectSearchView } from '@machines/event-search/event-search.selectors';
import { EMPTY_PARAMS, type SearchCategory } from '@machines/event-search/event-search.types';
import { addressOf } from '@machines/event-search/search-params';
import { SearchBox, SearchSectionList } from './event-search-parts';

/** The full results page for what the panel searched for, optionally one category first. */
const resultsHref = (query: string, category: SearchCategory | null = null) =>
  `${paths.search.getHref()}${addressOf({ ...EMPTY_PARAMS, query, category })}`;

/**
 * The header's search on the event site (seed 002 §2): the panel opens on input or a click in the
 * box and closes on an outside click or Escape; the box applies after 350 ms; the panel shows at
 * most 3 results per category, each with 'N more' leading to the full results; Enter opens them.
 */
export type HeaderSearchProps = {
  /** What the viewer typed in the box before the flow loaded (the box had focus). */
  initialText: string;
};

export default function HeaderSearch({ initialText }: HeaderSearchProps) {
  const { t } = useTranslation(['search', 'common']);
  const navigate = useNavigate();
  const actor = useEventSearchPanelFlow();
  const view = useSelector(actor, selectSearchView);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Takes over from the box drawn while the flow loaded: the focus, the panel and what was typed.
  useEffect(() => {
    inputRef.current?.focus();
    actor.send({ type: 'PANEL.OPEN' });
    if (initialText) actor.send({ type: 'SEARCH.TYPE', text: initialText });
    // Once, when the flow arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  useEffect(() => {
    if (!view.panelOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) actor.send({ type: 'PANEL.CLOSE' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'PANEL.CLOSE' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [actor, view.panelOpen]);

  const close = () => actor.send({ type: 'PANEL.CLOSE' });
  const query = view.params.query;

  return (
    <div ref={rootRef} className="header-search" data-ready="">
      <SearchBox
        inputRef={inputRef}
        value={view.draft}
        onType={(text) => actor.send({ type: 'SEARCH.TYPE', text })}
        onFocus={() => actor.send({ type: 'PANEL.OPEN' })}
        onClear={() => actor.send({ type: 'SEARCH.CLEAR' })}
        onSubmit={() => {
          const text = view.draft.trim();
          if (!text) return;
          close();
          void navigate(resultsHref(text));
        }}
      />
      {view.panelShown ? (
        <div className="header-search__panel" role="region" aria-label={t('search:panel_label')}>
          {view.status === 'searching' ? <LoadingIndicator label={t('common:loading')} /> : null}
          {view.status === 'failed' ? <p role="alert">{t('search:failed')}</p> : null}
          {view.noResults ? <p>{t('search:no_results_for', { query })}</p> : null}
          {view.sections.map((section) => (
            <div key={section.key} className="header-search__group">
              <SearchSectionList section={section} headingLevel={3} onNavigate={close} />
              {section.hidden > 0 ? (
                <Link
                  className="header-search__more"
                  to={resultsHref(query, CATEGORY_OF[section.key])}
                  onClick={close}
                >
                  {t('search:n_more', { count: section.hidden })}
                </Link>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
