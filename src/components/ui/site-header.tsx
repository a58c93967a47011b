import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect, type LanguageOption } from './language-select';

// The mobile menu's panel loads the first time it opens: most visits never open it.
const SideDrawer = lazy(async () => ({ default: (await import('./side-drawer')).SideDrawer }));

export type MenuLink = { label: string; href: string };

export type AccountLinks = { signInHref: string; signUpHref: string };

export type SiteHeaderProps = {
  siteName: string;
  /** `assets.banner`; the site name is shown as text when there is none. */
  logoSrc: string | null | undefined;
  homeHref: string;
  menu: readonly MenuLink[];
  languages: readonly LanguageOption[];
  language: string;
  onLanguageChange: (code: string) => void;
  /** "Sign in" / "Sign up"; left out where the access model has no sign-in (seed 001 §6). */
  accountLinks: AccountLinks | null;
  /** Shown in place of the account links while the viewer is signed in (the user menu). */
  account?: ReactNode;
  /** The notifications bell, on wide screens only (seed 001 §2: a bell on desktop). */
  notifications?: ReactNode;
  /** The header's search box (seed 002 §2 "Layout": the event site's search panel). */
  search?: ReactNode;
  /** The id of the main landmark the skip link moves to. */
  contentId: string;
};

/** seed 001 §9 breakpoints: md starts at 768 px, below it the menu lives in the side drawer. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The fixed header: skip link, logo, menu, language and account links. On small screens the menu
 * and the rest move into a side drawer opened by the "Menu" button.
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { siteName, logoSrc, homeHref, menu, contentId } = props;
  const { t } = useTranslation(['common', 'menu']);
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  // The drawer exists for small screens only: growing past the breakpoint closes it.
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [drawerOpen]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(contentId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };

  return (
    <header className="site-header">
      <a className="skip-link" href={`#${contentId}`} onClick={skipToContent}>
        {t('common:skip_to_content')}
      </a>
      <div className="site-header__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t('menu:open_menu')}
        </button>
        <Link className="site-header__logo" to={homeHref}>
          {logoSrc ? <img src={logoSrc} alt={siteName} /> : <span>{siteName}</span>}
        </Link>
        {props.search ? <div className="site-header__search">{props.search}</div> : null}
        <div className="site-header__wide">
          <MenuNav menu={menu} label={t('menu:main_navigation')} />
          {props.notifications ? (
            <div className="site-header__notifications">{props.notifications}</div>
          ) : null}
          <HeaderActions {...props} />
        </div>
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <SideDrawer
            id={drawerId}
            open
            label={t('menu:open_menu')}
            closeLabel={t('menu:close_menu')}
            onClose={closeDrawer}
          >
            <MenuNav menu={menu} label={t('menu:main_navigation')} onNavigate={closeDrawer} />
            <HeaderActions {...props} onNavigate={closeDrawer} />
          </SideDrawer>
        </Suspense>
      ) : null}
    </header>
  );
}

function MenuNav({
  menu,
  label,
  onNavigate,
}: {
  menu: readonly MenuLink[];
  label: string;
  onNavigate?: () => void;
}) {
  if (menu.length === 0) return null;
  return (
    <nav className="menu-nav" aria-label={label}>
      <ul className="menu-nav__list">
        {menu.map((item) => (
          <li key={`${item.href}|${item.label}`}>
            <NavLink className="menu-nav__link" to={item.href} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HeaderActions({
  languages,
  language,
  onLanguageChange,
  accountLinks,
  account,
  onNavigate,
}: SiteHeaderProps & { onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'menu']);
  return (
    <div className="header-actions">
      <LanguageSelect
        label={t('menu:language')}
        value={language}
        options={languages}
        onChange={onLanguageChange}
      />
      {account ? (
        <div className="header-actions__account">{account}</div>
      ) : accountLinks ? (
        <div className="header-actions__account">
          <Link className="button" to={accountLinks.signInHref} onClick={onNavigate}>
            {t('menu:sign_in')}
          </Link>
          <Link className="button button--accent" to={accountLinks.signUpHref} onClick={onNavigate}>
            {t('menu:sign_up')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
