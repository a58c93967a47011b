import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { selectAppDownloadView } from '@machines/app-download/app-download.selectors';
import { selectChromePromptShown } from '@machines/chrome-prompt/chrome-prompt.selectors';
import type { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import { selectShowsBanner } from '@machines/cookie-consent/cookie-consent.selectors';
import type { TrackedViewer } from '@machines/cookie-consent/cookie-consent.types';
import { selectUser } from '@machines/account/account.selectors';
import { useAccountActor } from '@/app/account-actor';
import { useAppRuntime } from '@/app/providers';

const CookieBanner = lazy(() => import('./cookie-banner'));
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));
const AppDownloadDialog = lazy(() => import('./app-download-dialog'));
const ChromePromptBanner = lazy(() => import('./chrome-prompt-banner'));

type ConsentRef = ActorRefFrom<typeof cookieConsentMachine>;

/** seed 002 §7: the viewer is identified with id, name and e-mail (null while signed out). */
function useViewer(): TrackedViewer | null {
  const account = useAccountActor();
  const user = useSelector(account, (snapshot) => (snapshot ? selectUser(snapshot) : null));
  return user ? { id: user.id, name: user.fullName, email: user.email } : null;
}

/** The text a click is tracked by: the link or button's name, else the element's tag. */
function clickTarget(target: EventTarget | null): string {
  if (!(target instanceof Element)) return 'page';
  const control = target.closest('a, button, [role="button"], input, select, summary');
  const element = control ?? target;
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${element.tagName.toLowerCase()}${name ? `: ${name.slice(0, 80)}` : ''}`;
}

/**
 * Hands route changes and clicks to the consent flow, which tracks them only once consent is given
 * (seed 002 §7). Clicks are heard in the capture phase, before the page acts on them, so the
 * click that accepts is not itself tracked.
 */
function useTracking(consent: ConsentRef | undefined) {
  const location = useLocation();
  const viewer = useViewer();
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  const viewerId = viewer?.id ?? null;

  useEffect(() => {
    consent?.send({ type: 'TRACK.PAGE_VIEW', path: location.pathname, viewer: viewerRef.current });
  }, [consent, location.pathname, viewerId]);

  useEffect(() => {
    if (!consent) return undefined;
    const onClick = (event: MouseEvent) =>
      consent.send({
        type: 'TRACK.CLICK',
        path: window.location.pathname,
        target: clickTarget(event.target),
        viewer: viewerRef.current,
      });
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [consent]);
}

export type ConsentHostProps = {
  /** The footer's cookie preferences dialog is open. */
  preferencesOpen: boolean;
  onPreferencesClose: () => void;
};

/**
 * Mounted once by the layout: the cookie banner, the cookie preferences dialog, the app-download
 * dialog and the Chrome recommendation, each a chunk of its own fetched only when it shows.
 */
export function ConsentHost({ preferencesOpen, onPreferencesClose }: ConsentHostProps) {
  const { appActor } = useAppRuntime();
  const consent = useSelector(appActor, (s) => s.children.cookieConsent);
  const appDownload = useSelector(appActor, (s) => s.children.appDownload);
  const chromePrompt = useSelector(appActor, (s) => s.children.chromePrompt);
  const { pathname } = useLocation();
  const showsBanner = useSelector(consent, (s) => selectShowsBanner(s, pathname));
  const appDownloadView = useSelector(appDownload, selectAppDownloadView);
  const chromeShown = useSelector(chromePrompt, selectChromePromptShown);
  useTracking(consent);

  return (
    <Suspense fallback={null}>
      {chromeShown && chromePrompt ? <ChromePromptBanner actor={chromePrompt} /> : null}
      {showsBanner && consent ? <CookieBanner actor={consent} /> : null}
      {preferencesOpen && consent ? <CookiePreferencesDialog actor={consent} onClose={onPreferencesClose} /> : null}
      {appDownloadView && appDownload ? <AppDownloadDialog actor={appDownload} view={appDownloadView} /> : null}
    </Suspense>
  );
}
