import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { SearchSection } from '@machines/event-search/event-search.selectors';
import './event-search.css';

const SECTION_TITLE = {
  vod: 'search:section_media',
  sports: 'search:section_sports',
  federations: 'search:section_federations',
  athletes: 'search:section_athletes',
} as const;

/** Where a hit leads: a film to its media page, the rest to their event pages. */
export function hrefOfHit(
  section: SearchSection['key'],
  hit: { id: string; title: string; slug?: string },
): string {
  switch (section) {
    case 'vod':
      return paths.media.getHref(hit.id, { title: hit.title });
    case 'sports':
      return paths.sport.getHref(hit.slug ?? hit.id);
    case 'federations':
      return paths.federation.getHref(hit.slug ?? hit.id);
    case 'athletes':
      return paths.athlete.getHref(hit.slug ?? hit.id);
  }
}

/** One result section: its heading and its links. */
export function SearchSectionList({
  section,
  headingLevel,
  onNavigate,
}: {
  section: SearchSection;
  headingLevel: 2 | 3;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation(['search']);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `search-section-${section.key}-${headingLevel}`;
  return (
    <section className="event-search__section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t(SECTION_TITLE[section.key])}</Heading>
      <ul className="event-search__hits">
        {section.hits.map((hit) => (
          <li key={hit.id}>
            <Link to={hrefOfHit(section.key, hit)} onClick={onNavigate}>
              {hit.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search box with its clear button; shared by the results page and the header panel. */
export function SearchBox({
  value,
  onType,
  onSubmit,
  onClear,
  onFocus,
  inputRef,
}: {
  value: string;
  onType: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  onFocus?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(['search']);
  return (
    <form
      role="search"
      className="event-search__box"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        aria-label={t('search:box_label')}
        placeholder={t('search:placeholder')}
        value={value}
        onChange={(event) => onType(event.target.value)}
        onFocus={onFocus}
        onClick={onFocus}
      />
      {value ? (
        <button type="button" className="event-search__clear" onClick={onClear}>
          {t('search:clear')}
        </button>
      ) : null}
    </form>
  );
}
