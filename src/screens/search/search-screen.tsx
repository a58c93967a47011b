import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { CardGrid } from '@/components/ui/card-grid';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { MediaCard } from '@/components/ui/media-card';
import type { Config } from '@/services/config/config.schemas';
import { contentQuery } from '@/app/data/content-queries';
import { listQueryOptions, useCatalogue, type ListQueryOptions } from '@/app/data/catalogue-queries';
import { toMediaCardProps } from '@/components/catalogue/media-card-model';
import { useViewerAccess } from '@/components/catalogue/viewer-access';

/** How the site searches: app-content search when `custom.appContentSearch` is set, else its search playlist. */
export type SearchSource = { kind: 'app-content' } | { kind: 'playlist'; playlistId: string } | null;

export function searchSourceOf(config: Pick<Config, 'custom' | 'features'>): SearchSource {
  const flag = config.custom.appContentSearch;
  if (flag === true || flag === 'true') return { kind: 'app-content' };
  return config.features.searchPlaylist
    ? { kind: 'playlist', playlistId: config.features.searchPlaylist }
    : null;
}

const EventSearchScreen = lazy(() => import('./event-search-screen'));

/** `/q` and `/q/{term}`: the event site's search (filters, sections) or the catalogue's. */
export default function SearchScreen() {
  const { config } = useCatalogue();
  return config.isEventSite ? (
    <Suspense fallback={null}>
      <EventSearchScreen />
    </Suspense>
  ) : (
    <CatalogueSearchScreen />
  );
}

/**
 * `/q` and `/q/{term}` (seed 002 §2): a search field, then the results as a card grid, or
 * 'No results found for "{query}"' (seed 002 §8).
 */
function CatalogueSearchScreen() {
  const { term: rawTerm = '' } = useParams();
  const term = rawTerm.trim();
  const catalogue = useCatalogue();
  const { config, client, language } = catalogue;
  const viewer = useViewerAccess();
  const navigate = useNavigate();
  const { t } = useTranslation(['search', 'common']);
  const fieldId = useId();
  const source = searchSourceOf(config);

  const options: ListQueryOptions =
    source?.kind === 'app-content'
      ? contentQuery.search(catalogue, term)
      : listQueryOptions(
          client,
          config.siteId,
          { type: 'playlist', contentId: source?.kind === 'playlist' ? source.playlistId : '' },
          { language, search: term },
        );
  const query = useQuery({ ...options, enabled: Boolean(source && term) });

  const title = term ? t('search:results_for', { query: term }) : t('search:title');
  usePageMeta({ title, description: config.description });

  return (
    <div className="search">
      <h1>{title}</h1>
      {/* Keyed by the term: opening another search shows its own term in the field. */}
      <SearchForm
        key={term}
        fieldId={fieldId}
        initial={term}
        onSearch={(next) => navigate(next ? paths.searchTerm.getHref(next) : paths.search.getHref())}
      />
      {!source ? (
        <p className="search__note">{t('search:unavailable')}</p>
      ) : !term ? (
        <p className="search__note">{t('search:start_typing')}</p>
      ) : query.data ? (
        query.data.playlist.length === 0 ? (
          <p className="search__note" role="status">
            {t('search:no_results_for', { query: term })}
          </p>
        ) : (
          <CardGrid
            label={title}
            items={query.data.playlist.map((item) => ({
              key: item.mediaid,
              node: (
                <MediaCard
                  {...toMediaCardProps(item, {
                    now: client.now(),
                    viewer,
                    playlistId: source.kind === 'playlist' ? source.playlistId : undefined,
                  })}
                />
              ),
            }))}
          />
        )
      ) : query.isError ? (
        <p className="search__note" role="alert">
          {t('search:failed')}
        </p>
      ) : (
        <LoadingIndicator label={t('common:loading')} />
      )}
    </div>
  );
}

function SearchForm({
  fieldId,
  initial,
  onSearch,
}: {
  fieldId: string;
  initial: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation(['search']);
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label htmlFor={fieldId} className="search-form__label">
        {t('search:label')}
      </label>
      <input
        id={fieldId}
        className="search-form__input"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="button">
        {t('search:submit')}
      </button>
    </form>
  );
}
