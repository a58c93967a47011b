/** The languages the app speaks (seed 001 §9: en is the default). */
export const languages = ['en', 'es', 'nl', 'fr', 'de'] as const;

export type Language = (typeof languages)[number];

/** seed 000 §1, seed 001 §9: default language en. */
export const defaultLanguage: Language = 'en';

/** The translation namespaces of seed 001 §9. */
export const namespaces = [
  'account',
  'common',
  'cookiebanner',
  'country',
  'demo',
  'epg',
  'error',
  'event',
  'menu',
  'search',
  'us_state',
  'user',
  'video',
] as const;

export type Namespace = (typeof namespaces)[number];

/** seed 001 §9: the chosen language is remembered under this local storage key. */
export const LANGUAGE_STORAGE_KEY = 'jwapp.language';

/** Each language named in itself, as a language switcher shows it (names, so never translated). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

/** The supported language a code such as `es`, `es-ES` or `ES_mx` stands for, or null. */
export function toLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return languages.find((language) => language === base) ?? null;
}

export type LanguageSources = {
  /** The value under `jwapp.language`, if any. */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
};

/**
 * seed 001 §9: detection order is local storage (`jwapp.language`), then the browser, then en.
 * A stored value the app does not speak is skipped, as is every browser language it does not.
 */
export function detectLanguage({ stored, browser }: LanguageSources): Language {
  const fromStorage = toLanguage(stored);
  if (fromStorage) return fromStorage;
  for (const code of browser) {
    const language = toLanguage(code);
    if (language) return language;
  }
  return defaultLanguage;
}
