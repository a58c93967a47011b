import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/ui/site-footer';
import { SiteHeader, type MenuLink } from '@/components/ui/site-header';
import { accountDialogHref, menuEntryHref, paths } from '@/app/paths';
import { useAppRuntime, useStartedApp } from '@/app/providers';
import { selectLanguage } from '@machines/language/language.machine';
import { selectOffersSignIn } from '@machines/app/app.selectors';
import type { NotificationsActorRef } from '@machines/notifications/notifications.selectors';
import { languageNames, languages, toLanguage } from '@/i18n/languages';
import { AccountDialog } from '@/screens/account-dialog/account-dialog';
import { ConsentHost } from '@/screens/consent/consent-host';
import { HeaderSearchSlot } from '@/screens/search/header-search-slot';
import { ScrollRestoration } from '@/app/layout/scroll-restoration';
import { ToastHost } from '@/app/layout/toast-host';
import { useAccountChrome } from '@/app/layout/use-account-chrome';
import { ToastStoreHost } from '@/app/toasts/toast-store-host';

/** The bell and its host are a chunk of their own, loaded only where the root runs notifications. */
const notificationsChrome = () => import('@/screens/notifications/notifications-chrome');
const NotificationsBellSlot = lazy(async () => ({
  default: (await notificationsChrome()).NotificationsBellSlot,
}));
const NotificationsHost = lazy(async () => ({ default: (await notificationsChrome()).NotificationsHost }));

/**
 * The event pages' chunk (podcasts, static pages, contact; the router uses it too), which holds
 * the event site's CMS footer: loaded on the event site only.
 */
export const eventPagesScreen = () => import('@/screens/event/event-pages-screen');
const EventFooter = lazy(eventPagesScreen);

/** The id of the main landmark, the skip link's target. */
export const CONTENT_ID = 'content';

const languageOptions = languages.map((code) => ({ code, name: languageNames[code] }));

/** Header, main content and footer around every route (seed 002 §2 "Layout"). */
export function AppLayout() {
  const started = useStartedApp();
  const { config } = started;
  const { languageActor, appActor } = useAppRuntime();
  const notifications = useSelector(
    appActor,
    (snapshot) => snapshot.context.notifications as NotificationsActorRef | null,
  );
  const language = useSelector(languageActor, selectLanguage);
  const location = useLocation();
  const { t } = useTranslation(['common', 'cookiebanner']);
  const [cookiePreferencesOpen, setCookiePreferencesOpen] = useState(false);

  // seed 000 §3: siteName defaults to a translated default site name.
  const siteName = config.siteName || t('common:default_site_name');

  useEffect(() => {
    document.title = siteName;
  }, [siteName]);

  const menu = useMemo(
    () => config.menu.map((entry) => ({ label: entry.label, href: menuEntryHref(entry) })),
    [config.menu],
  );
  // seed 002 §2 "Layout": the event site's header menu is the CMS's, handed over by its footer chunk.
  const [cmsMenu, setCmsMenu] = useState<MenuLink[]>();

  const accountChrome = useAccountChrome();

  // The account dialog opens on the current page through `?u=` (seed 001 §2).
  const accountLinks =
    !selectOffersSignIn(started) || accountChrome.signedIn
      ? null
      : {
          signInHref: accountDialogHref(location, 'login'),
          signUpHref: accountDialogHref(location, 'create-account'),
        };

  return (
    <div className="app-layout">
      <SiteHeader
        siteName={siteName}
        logoSrc={config.assets.banner}
        homeHref={paths.home.getHref()}
        menu={config.isEventSite ? (cmsMenu ?? []) : menu}
        languages={languageOptions}
        language={language}
        onLanguageChange={(code) => {
          const chosen = toLanguage(code);
          if (chosen) languageActor.send({ type: 'LANGUAGE.CHANGE', language: chosen });
        }}
        accountLinks={accountLinks}
        account={accountChrome.userMenu}
        notifications={
          notifications ? (
            <Suspense fallback={null}>
              <NotificationsBellSlot actor={notifications} />
            </Suspense>
          ) : null
        }
        search={config.isEventSite ? <HeaderSearchSlot /> : null}
        contentId={CONTENT_ID}
      />
      <main id={CONTENT_ID} className="app-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        text={config.styling.footerText || t('common:default_footer_text')}
        siteName={siteName}
        cookiePreferences={{
          label: t('cookiebanner:preferences'),
          onOpen: () => setCookiePreferencesOpen(true),
        }}
      >
        {config.isEventSite ? (
          <Suspense fallback={null}>
            <EventFooter onHeaderMenu={setCmsMenu} />
          </Suspense>
        ) : null}
      </SiteFooter>
      {/* The hosts load their texts and chunks when they first have something to show: waiting
          for them must not hide the page, nor take the other hosts down and up again (one
          boundary each: the page's runtime remounts what shares a boundary with a part that
          suspends, docs/decisions.md "Runtime"). */}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      <Suspense fallback={null}>
        <ToastStoreHost />
      </Suspense>
      <Suspense fallback={null}>
        <ConsentHost
          preferencesOpen={cookiePreferencesOpen}
          onPreferencesClose={() => setCookiePreferencesOpen(false)}
        />
      </Suspense>
      <Suspense fallback={null}>
        <AccountDialog />
      </Suspense>
      {notifications ? (
        <Suspense fallback={null}>
          <NotificationsHost actor={notifications} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
