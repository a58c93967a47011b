import { env } from '@/services/env';
import { createI18n, createLanguageActor } from '@/i18n/i18n';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { appActor } from './app.actor';
import { AppRoot } from './app-root';
import { createQueryClient, type AppRuntime } from './providers';
import { createAppRouter } from './router';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

const storage = safeStorage();

function storedLanguage(): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

// The page's singletons, made once. Translations start loading now, beside app start.
const language = detectLanguage({ stored: storedLanguage(), browser: browserLanguages() });
const i18n = createI18n(language);
const languageActor = createLanguageActor({ i18n, language, storage });
languageActor.start();
const queryClient = createQueryClient();
// Created up front so the first screen's chunk loads while the app is still starting.
const router = createAppRouter();

const runtime: AppRuntime = {
  appActor,
  languageActor,
  configHelpUrl: env.configHelpUrl,
  reload: () => window.location.reload(),
};

/** The app: renders by the root actor's state (see AppRoot). */
export function App() {
  return <AppRoot runtime={runtime} i18n={i18n} queryClient={queryClient} router={router} />;
}
