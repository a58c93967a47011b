import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { ActorRef } from 'xstate';
import type { appDownloadMachine } from '@machines/app-download/app-download.machine';
import type { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import { selectConsentStatus, selectShowsBanner } from '@machines/cookie-consent/cookie-consent.selectors';
import type { LazySnapshot } from '@/app/flows/lazy-logic';
import { useAppRuntime } from '@/app/providers';
import CookieBanner from './cookie-banner';

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));
const TrackingBridge = lazy(() => import('./tracking-bridge'));
const PromptsHost = lazy(() => import('./prompts-host'));

type LazyRef<T extends typeof appDownloadMachine | typeof chromePromptMachine> = ActorRef<
  LazySnapshot<T>,
  never
>;

export type ConsentHostProps = {
  /** The footer's cookie preferences dialog is open. */
  preferencesOpen: boolean;
  onPreferencesClose: () => void;
};

/**
 * Mounted once by the layout. The cookie banner (1.3 KB) comes with the host: on a first visit it
 * is the largest text of the first paint, and a chunk of its own would be fetched only once the
 * config is in (one more round trip on a slow network before it shows). The other pieces are
 * chunks of their own, fetched only when needed: tracking once consent is accepted, the
 * preferences dialog from the footer, and the app prompts on a site that may show one.
 */
export function ConsentHost({ preferencesOpen, onPreferencesClose }: ConsentHostProps) {
  const { appActor } = useAppRuntime();
  const { pathname } = useLocation();
  const consent = useSelector(appActor, (s) => s.children.cookieConsent);
  const appDownloadRef = useSelector(appActor, (s) => s.children.appDownload) as
    LazyRef<typeof appDownloadMachine> | undefined;
  const chromePromptRef = useSelector(appActor, (s) => s.children.chromePrompt) as
    LazyRef<typeof chromePromptMachine> | undefined;
  const showsBanner = useSelector(consent, (s) => selectShowsBanner(s, pathname));
  const tracking = useSelector(consent, (s) => selectConsentStatus(s) === 'accepted');
  const appDownload = useSelector(appDownloadRef, (s) => s?.actor ?? null);
  const chromePrompt = useSelector(chromePromptRef, (s) => s?.actor ?? null);
  if (!consent) return null;
  return (
    // One boundary each: a part whose chunk is loading must not take the others down and up again
    // with it (the tracking bridge would count the page a second time).
    <>
      <Suspense fallback={null}>{tracking ? <TrackingBridge actor={consent} /> : null}</Suspense>
      <Suspense fallback={null}>{showsBanner ? <CookieBanner actor={consent} /> : null}</Suspense>
      <Suspense fallback={null}>
        {preferencesOpen ? <CookiePreferencesDialog actor={consent} onClose={onPreferencesClose} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {appDownload || chromePrompt ? (
          <PromptsHost appDownload={appDownload} chromePrompt={chromePrompt} />
        ) : null}
      </Suspense>
    </>
  );
}
