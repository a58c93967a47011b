import { detectLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';

export type PageLanguageSources = {
  /** The page's local storage, or null where the browser refuses it. */
  storage: Pick<Storage, 'getItem'> | null;
  navigator: Pick<Navigator, 'language' | 'languages'>;
};

/**
 * The language a page opens in (seed 001 §9: `jwapp.language`, then the browser, then en), read
 * from the page itself: by the app, and by the boot script that asks for that language's texts
 * before the app's code is in.
 */
export function pageLanguage({ storage, navigator }: PageLanguageSources): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // A storage that throws on read holds nothing the page can use.
  }
  const browser = navigator.languages?.length
    ? navigator.languages
    : navigator.language
      ? [navigator.language]
      : [];
  return detectLanguage({ stored, browser });
}
