import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CoreResources } from './locales/en';
import type { AccountResources } from './locales/en/account';
import { namespaces, type Language } from './languages';

export type LocaleModule = { resources: CoreResources };
export type LocaleLoaders = Record<Language, () => Promise<LocaleModule>>;
export type AccountLocaleLoaders = Record<Language, () => Promise<{ resources: AccountResources }>>;

/**
 * One chunk per language, fetched only when that language is shown: the entry chunk holds no
 * translation JSON (TOOLCHAIN.md, home budget).
 */
export const localeLoaders: LocaleLoaders = {
  en: () => import('./locales/en/index'),
  es: () => import('./locales/es/index'),
  nl: () => import('./locales/nl/index'),
  fr: () => import('./locales/fr/index'),
  de: () => import('./locales/de/index'),
};

/**
 * The account group (account, country, us_state) per language: sign-in, registration and the
 * account pages need it, an ad-supported home page does not (home budget, DESIGN.md "Budgets").
 */
export const accountLocaleLoaders: AccountLocaleLoaders = {
  en: () => import('./locales/en/account'),
  es: () => import('./locales/es/account'),
  nl: () => import('./locales/nl/account'),
  fr: () => import('./locales/fr/account'),
  de: () => import('./locales/de/account'),
};

/** Instances that have shown account texts: a language switch loads the group with the rest. */
const accountGroupWanted = new WeakSet<I18n>();

function addBundles(instance: I18n, language: Language, resources: Record<string, object>) {
  for (const [namespace, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Loads the account group for the current language (and for every later switch). */
export async function loadAccountTranslations(
  instance: I18n,
  loaders: AccountLocaleLoaders = accountLocaleLoaders,
): Promise<void> {
  accountGroupWanted.add(instance);
  const language = instance.language as Language;
  if (!(language in loaders) || instance.hasResourceBundle(language, 'account')) return;
  addBundles(instance, language, (await loaders[language]()).resources);
}

/**
 * An i18next instance with no translations yet. Keys answer with their `defaultValue` until a
 * language is loaded, which is how the loading and translation-failure screens render first.
 * Every key exists in every language (tests/unit/i18n), so there is no fallback language to load.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    // Re-render when a namespace group arrives after the page has drawn (the account texts).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

/** Fetches a language's chunk, adds every namespace and switches to it. */
export async function loadLanguage(
  instance: I18n,
  language: Language,
  loaders: LocaleLoaders = localeLoaders,
) {
  const { resources } = await loaders[language]();
  addBundles(instance, language, resources);
  if (accountGroupWanted.has(instance)) {
    addBundles(instance, language, (await accountLocaleLoaders[language]()).resources);
  }
  await instance.changeLanguage(language);
}

/** Keeps `<html lang>` on the language on screen. */
export function syncDocumentLanguage(
  instance: I18n,
  root: HTMLElement = document.documentElement,
): () => void {
  const apply = (language: string) => {
    root.lang = language;
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
