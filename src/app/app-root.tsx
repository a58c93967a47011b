import type { QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { selectStarted } from '@machines/app/app.selectors';
import { selectTranslationsStatus } from '@machines/language/language.machine';
import { syncDocumentLanguage } from '@/i18n/i18n';
import { AppStartScreen } from '@/screens/app-start/app-start-screen';
import { StartLoadingScreen } from '@/screens/app-start/start-loading-screen';
import { CrashScreen } from '@/screens/errors/crash-screen';
import { TranslationsFailureScreen } from '@/screens/errors/translations-failure-screen';
import { AppProviders, useAppRuntime, type AppActorRef, type AppRuntime } from './providers';
import { AppRoutes, type AppRouter } from './router';
import { applyTheme } from './theme';

export type AppRootProps = {
  runtime: AppRuntime;
  i18n: I18n;
  queryClient: QueryClient;
  /** Where the routes read the location (`BrowserRouter` in the page). */
  router: AppRouter;
};

/**
 * The app with its dependencies passed in: `App` (app.tsx) gives it the page's singletons, tests
 * give it actors with fake side effects and a memory router.
 */
export function AppRoot({ runtime, i18n, queryClient, router }: AppRootProps) {
  useEffect(() => syncDocumentLanguage(i18n), [i18n]);
  return (
    <AppProviders i18n={i18n} queryClient={queryClient} runtime={runtime}>
      <AppStage router={router} />
    </AppProviders>
  );
}

type Phase = 'starting' | 'running' | 'crashed';

function selectPhase(snapshot: ReturnType<AppActorRef['getSnapshot']>): Phase {
  if (snapshot.matches('crashed')) return 'crashed';
  if (snapshot.matches('running')) return 'running';
  return 'starting';
}

/** Renders by the root actor's state and whether translations are there. */
function AppStage({ router }: { router: AppRouter }) {
  const { appActor, languageActor, configHelpUrl, reload } = useAppRuntime();
  const phase = useSelector(appActor, selectPhase);
  const started = useSelector(appActor, selectStarted);
  const appStart = useSelector(appActor, (snapshot) => snapshot.children.appStart);
  const translations = useSelector(languageActor, selectTranslationsStatus);

  useRegion(started?.isChina ?? false);

  if (phase === 'crashed') return <CrashScreen onRetry={reload} />;
  if (translations === 'failed') return <TranslationsFailureScreen onReload={reload} />;
  if (translations === 'loading') return <StartLoadingScreen />;
  if (phase === 'running' && started) return <RunningApp started={started} router={router} />;
  if (appStart) return <AppStartScreen actor={appStart} helpUrl={configHelpUrl} />;
  return <StartLoadingScreen />;
}

function RunningApp({ started, router: Router }: { started: AppStartOutput; router: AppRouter }) {
  const { styling } = started.config;
  useEffect(() => applyTheme(styling), [styling]);
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}

/** China mode (seed 000 §1) marks the document: `<html data-region="cn">`. */
function useRegion(isChina: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (isChina) root.dataset.region = 'cn';
    else delete root.dataset.region;
  }, [isChina]);
}
