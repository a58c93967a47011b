import type { ReactNode } from 'react';

export type SiteFooterProps = {
  /** `styling.footerText`, or the translated default. */
  text: string;
  siteName: string;
  /** seed 002 §1: the footer offers a cookie preferences dialog. */
  cookiePreferences?: { label: string; onOpen: () => void };
  /** More of the footer after the name: the event site's logo, CMS menus, partners, social links (seed 002 §2 "Layout"). */
  children?: ReactNode;
};

export function SiteFooter({ text, siteName, cookiePreferences, children }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{siteName}</p>
      {children}
      <p className="site-footer__text">{text}</p>
      {cookiePreferences ? (
        <p>
          <button type="button" className="site-footer__link" onClick={cookiePreferences.onOpen}>
            {cookiePreferences.label}
          </button>
        </p>
      ) : null}
    </footer>
  );
}
