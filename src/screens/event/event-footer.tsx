import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuEntryHref } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import type { MenuLink } from '@/components/ui/site-header';
import { pageQueryOptions, useEventClient, type SiteLayout } from '@/app/data/event-client';
import { useEventTranslations } from '@/components/event/event-translations';
import { NewsletterForm } from './newsletter-form';
import './event-footer.css';
import { TitledSection } from '@/components/ui/titled-section';

export type EventFooterProps = {
  /** The header's menu: the CMS site layout's (seed 002 §2 "Layout"), or the config's when that cannot load. */
  onHeaderMenu: (menu: MenuLink[]) => void;
};

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** A link to a page of the site, or out of it in a new tab. */
function FooterLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  ) : (
    <Link to={href} aria-label={label}>
      {children}
    </Link>
  );
}

/** Brand names of the social platforms the CMS lists; any other is shown as it is written. */
const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  twitter: 'X',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

export const platformName = (platform: string) => PLATFORM_NAMES[platform.toLowerCase()] ?? platform;

function FooterSection({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={`event-footer__section ${className}`}
      title={title}
      titleClassName="site-footer__heading"
    >
      {children}
    </TitledSection>
  );
}

function FooterContent({
  layout,
  siteName,
  footerText,
}: {
  layout: SiteLayout | null;
  siteName: string;
  footerText: string;
}) {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const settings = useQuery(pageQueryOptions.settings(client));
  const newsletter = settings.data?.newsletter;
  return (
    <div className="event-footer">
      {(layout?.footerMenus ?? []).map((menu) => (
        <nav key={menu.title} className="event-footer__section event-footer__menu" aria-label={menu.title}>
          <h2 className="site-footer__heading">{menu.title}</h2>
          <ul>
            {(menu.links ?? []).map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <FooterLink href={link.href}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      {layout?.partners?.length ? (
        <FooterSection title={t('event:footer.partners')} className="event-footer__partners">
          <ul>
            {layout.partners.map((partner) => {
              const logo = partner.logo ? (
                <img src={partner.logo.url} alt={partner.name} height={40} loading="lazy" />
              ) : (
                partner.name
              );
              return (
                <li key={partner.name}>
                  {partner.url ? <FooterLink href={partner.url}>{logo}</FooterLink> : logo}
                </li>
              );
            })}
          </ul>
        </FooterSection>
      ) : null}
      {layout?.socialLinks?.length ? (
        <FooterSection title={t('event:footer.social')} className="event-footer__social">
          <ul>
            {layout.socialLinks.map((social) => (
              <li key={social.url}>
                <FooterLink
                  href={social.url}
                  label={t('event:footer.social_link', {
                    site: siteName,
                    platform: platformName(social.platform),
                  })}
                >
                  {platformName(social.platform)}
                </FooterLink>
              </li>
            ))}
          </ul>
        </FooterSection>
      ) : null}
      {newsletter ? <NewsletterForm target={newsletter} /> : null}
      <div className="event-footer__bottom">
        {layout?.copyright && layout.copyright !== footerText ? <p>{layout.copyright}</p> : null}
        {layout?.poweredBy ? (
          <p className="event-footer__powered-by">
            {t('event:footer.powered_by', { name: layout.poweredBy })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The event site's part of the footer (seed 002 §2 "Layout"): the CMS menus, partners, social
 * links, newsletter sign-up and powered-by. It also hands the CMS header menu to the layout. A
 * chunk of its own, loaded on the event site only.
 */
export default function EventFooter({ onHeaderMenu }: EventFooterProps) {
  const ready = useEventTranslations();
  const { config } = useStartedApp();
  const { t } = useTranslation(['common']);
  const siteName = config.siteName || t('common:default_site_name');
  // The copyright line the footer already shows (`styling.footerText`): the CMS's is not repeated.
  const footerText = config.styling.footerText || t('common:default_footer_text');
  const client = useEventClient();
  const layout = useQuery(pageQueryOptions.siteLayout(client));

  useEffect(() => {
    if (layout.isPending) return;
    const cms = layout.data?.headerMenu?.map(({ label, href }) => ({ label, href }));
    onHeaderMenu(cms ?? config.menu.map((entry) => ({ label: entry.label, href: menuEntryHref(entry) })));
  }, [layout.isPending, layout.data, config.menu, onHeaderMenu]);

  if (!ready || layout.isPending) return null;
  return (
    <>
      {/* seed 002 §2: the footer has the name and the logo. */}
      {config.assets.banner ? (
        <img className="event-footer__logo" src={config.assets.banner} alt="" height={40} />
      ) : null}
      <FooterContent layout={layout.data ?? null} siteName={siteName} footerText={footerText} />
    </>
  );
}
