import { BrowserRouter } from 'react-router';
import { selectStarted } from '@machines/app/app.selectors';
import { selectLanguage } from '@machines/language/language.machine';
import { env } from '@/services/env';
import { createI18n } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';
import { pageLanguage } from '@/i18n/page-language';
import { appActor } from './app.actor';
import { AppRoot } from './app-root';
import type * as HomeScreenModule from '@/screens/home/home-screen';
import { pageContentClient } from './content-client';
import { createQueryClient, type AppRuntime } from './providers';
import { preloadRoute } from './router';
import { pageLocalStorage } from '@/services/page-storage';

type HomeModule = typeof HomeScreenModule;

const storage = pageLocalStorage();

// The page's singletons, made once. Translations start loading now, beside app start.
const language = pageLanguage({ storage, navigator });
const i18n = createI18n(language);
const languageActor = createLanguageActor({ i18n, language, storage, parent: appActor });
languageActor.start();
const queryClient = createQueryClient();
// The first screen's chunk loads while the app is still starting.
preloadRoute(window.location.pathname);

/**
 * On `/`, home's lists are asked for as soon as the app has its config, before the page renders
 * (issue 17). Home's chunk is loading already (`preloadRoute` and the page's modulepreload ask
 * for it); if it is not in by then, home asks for its lists itself as before.
 */
function prefetchHomeOnStart() {
  if (window.location.pathname !== '/') return;
  let home: HomeModule | null = null;
  void import('@/screens/home/home-screen').then(
    (module) => {
      home = module;
    },
    () => {},
  );
  const subscription = appActor.subscribe((snapshot) => {
    const started = selectStarted(snapshot);
    if (!started && !snapshot.matches('crashed')) return;
    subscription.unsubscribe();
    if (!started || started.config.isEventSite || !home || window.location.pathname !== '/') return;
    const language = selectLanguage(languageActor.getSnapshot());
    home.prefetchHomeLists(queryClient, pageContentClient, started.config, language);
  });
}
prefetchHomeOnStart();

const runtime: AppRuntime = {
  appActor,
  languageActor,
  configHelpUrl: env.configHelpUrl,
  reload: () => window.location.reload(),
};

/** The app: renders by the root actor's state (see AppRoot). */
export function App() {
  return <AppRoot runtime={runtime} i18n={i18n} queryClient={queryClient} router={BrowserRouter} />;
}
