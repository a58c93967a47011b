import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '@/app/page-meta';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useEventSearchPageFlow } from '@/app/flows/event-search.flow';
import { selectSearchView } from '@machines/event-search/event-search.selectors';
import type { ListFilter, SearchParams } from '@machines/event-search/event-search.types';
import { paramsFromAddress } from '@machines/event-search/search-params';
import type { SearchOption } from '@/services/event/event-search';
import { searchOptionsQuery } from '@/app/data/event-search-options';
import { useEventClient } from '@/app/data/event-client';
import { SearchBox, SearchSectionList } from './event-search-parts';

/**
 * The event site's search results (seed 002 §2 "Search"): the address holds query, category,
 * sport, athlete, country and date; the search box applies after 300 ms; dropdown filters for
 * sports, countries and athletes, a date, 'Clear Filter'; sections Media, Sports, Federations and
 * Athletes (20 at a time with Load More). The event-search machine owns every step.
 */
export default function EventSearchScreen() {
  const { t } = useTranslation(['search', 'common']);
  const client = useEventClient();
  const [address] = useSearchParams();
  const { term = '' } = useParams();
  const fromAddress = paramsFromAddress(address, term);
  const actor = useEventSearchPageFlow(fromAddress);
  const view = useSelector(actor, selectSearchView);
  const options = useQuery(searchOptionsQuery(client));

  const query = view.params.query;
  const title = query ? t('search:results_for', { query }) : t('search:title');
  usePageMeta({ title, description: title });

  return (
    <div className="event-search">
      <h1>{title}</h1>
      <SearchBox
        value={view.draft}
        onType={(text) => actor.send({ type: 'SEARCH.TYPE', text })}
        onSubmit={() => actor.send({ type: 'SEARCH.SUBMIT' })}
        onClear={() => actor.send({ type: 'SEARCH.CLEAR' })}
      />
      <details className="event-search__filters">
        <summary>{t('search:filters', { count: view.filterCount })}</summary>
        <div className="event-search__filter-row">
          {(['sport', 'country', 'athlete'] as const).map((name) => (
            <MultiSelect
              key={name}
              name={name}
              label={t(`search:filter_${name}`)}
              options={options.data?.[OPTIONS_OF[name]] ?? []}
              chosen={view.params[name]}
              onChange={(values) => actor.send({ type: 'FILTER.SET', params: { [name]: values } })}
            />
          ))}
          <DateFilter
            value={view.params.date}
            onChange={(date) => actor.send({ type: 'FILTER.SET', params: { date } })}
          />
          <button
            type="button"
            className="event-search__clear-filter"
            disabled={view.filterCount === 0}
            onClick={() => actor.send({ type: 'FILTER.CLEAR' })}
          >
            {t('search:clear_filter')}
          </button>
        </div>
      </details>
      <Results
        view={view}
        query={query}
        onMore={() => actor.send({ type: 'RESULTS.MORE' })}
        onRetry={() => actor.send({ type: 'RESULTS.RETRY' })}
      />
    </div>
  );
}

const OPTIONS_OF = { sport: 'sports', country: 'countries', athlete: 'athletes' } as const satisfies Record<
  ListFilter,
  'sports' | 'countries' | 'athletes'
>;

function Results({
  view,
  query,
  onMore,
  onRetry,
}: {
  view: ReturnType<typeof selectSearchView>;
  query: string;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['search', 'common']);
  let body: ReactNode;
  if (view.status === 'empty') body = <p className="event-search__note">{t('search:start_typing_event')}</p>;
  else if (view.status === 'searching') body = <LoadingIndicator label={t('common:loading')} />;
  else if (view.status === 'failed')
    body = (
      <div role="alert" className="event-search__failed">
        <p>{t('search:failed')}</p>
        <button type="button" onClick={onRetry}>
          {t('search:try_again')}
        </button>
      </div>
    );
  else if (view.noResults)
    body = (
      <p className="event-search__note">
        {query ? t('search:no_results_for', { query }) : t('search:no_results')}
      </p>
    );
  else
    body = (
      <>
        {view.sections.map((section) => (
          <SearchSectionList key={section.key} section={section} headingLevel={2} />
        ))}
        {view.canLoadMore ? (
          <button type="button" className="event-search__more" onClick={onMore}>
            {t('search:load_more')}
          </button>
        ) : null}
      </>
    );
  return (
    <div className="event-search__results" aria-live="polite" aria-busy={view.status === 'searching'}>
      {body}
    </div>
  );
}

function MultiSelect({
  name,
  label,
  options,
  chosen,
  onChange,
}: {
  name: ListFilter;
  label: string;
  options: readonly SearchOption[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const listId = useId();
  return (
    <details className="event-search__dropdown" data-filter={name}>
      <summary>
        {label}
        {chosen.length > 0 ? ` (${chosen.length})` : ''}
      </summary>
      <fieldset id={listId} className="event-search__options">
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function DateFilter({ value, onChange }: { value: SearchParams['date']; onChange: (date: string) => void }) {
  const { t } = useTranslation(['search']);
  const id = useId();
  return (
    <div className="event-search__date">
      <label htmlFor={id}>{t('search:filter_date')}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
