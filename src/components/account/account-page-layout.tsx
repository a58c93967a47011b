import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of a sign-in screen: its heading and a 360 px column (seed 002 §2). */
export function AccountPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="account-page" aria-labelledby="account-page-title">
      <h1 id="account-page-title" className="account-page__title">
        {title}
      </h1>
      {intro ? <div className="account-page__intro">{intro}</div> : null}
      {children}
    </section>
  );
}

export type UserAreaLink = { href: string; label: string; current: boolean };

/**
 * The user area's frame (seed 000 §2 /u/*, seed 001 §2 payments page): a left navigation with
 * the area's pages (account, favorites, payments) and log out, beside the page's content.
 */
export function UserAreaLayout({
  navLabel,
  links,
  logoutLabel,
  onLogout,
  children,
}: {
  navLabel: string;
  links: readonly UserAreaLink[];
  logoutLabel: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <div className="user-area">
      <nav className="user-area__nav" aria-label={navLabel}>
        <ul className="user-area__links">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="user-area__link"
                aria-current={link.current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="user-area__link user-area__logout" onClick={onLogout}>
              {logoutLabel}
            </button>
          </li>
        </ul>
      </nav>
      <div className="user-area__content">{children}</div>
    </div>
  );
}
