import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderSearchProps } from './header-search';

/** The search flow's code, fetched the first time the viewer reaches for the box. */
let HeaderSearch: ComponentType<HeaderSearchProps> | null = null;
let loading: Promise<void> | null = null;
const loadHeaderSearch = () =>
  (loading ??= import('./header-search').then((module) => {
    HeaderSearch = module.default;
  }));

/**
 * The event site's header search box (seed 002 §2 "Layout"). The box is drawn at once; the
 * search flow (its machine, the back end's client, the panel) loads when the viewer points at,
 * focuses or types in it, and takes over with what was typed, so home's first bytes stay small.
 */
export function HeaderSearchSlot() {
  const { t } = useTranslation(['search']);
  const [wanted, setWanted] = useState<{ text: string } | null>(null);
  const [, setLoaded] = useState(false);

  const activate = (text: string) => {
    setWanted({ text });
    void loadHeaderSearch().then(() => setLoaded(true));
  };

  if (wanted && HeaderSearch) return <HeaderSearch initialText={wanted.text} />;
  return (
    <div className="header-search">
      <form role="search" className="event-search__box" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          aria-label={t('search:box_label')}
          placeholder={t('search:placeholder')}
          value={wanted?.text ?? ''}
          onPointerEnter={() => void loadHeaderSearch()}
          onFocus={(event) => activate(event.currentTarget.value)}
          onChange={(event) => activate(event.currentTarget.value)}
        />
      </form>
    </div>
  );
}
