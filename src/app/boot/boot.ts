import { CONFIG_SOURCE_STORAGE_KEY } from '@machines/app-start/config-source';
import { pageLanguage } from '@/i18n/page-language';
import { pageLocalStorage } from '@/services/page-storage';
import { earlyStart, preloadTexts } from './early-start';
import { offerEarlyResponse } from './early-responses';

/** The page's first script (early-start.ts): index.html loads it before the app's entry. */
const storage = pageLocalStorage();

function storedSource(): string | null {
  try {
    return storage?.getItem(CONFIG_SOURCE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

earlyStart({
  fetch: (...args) => window.fetch(...args),
  search: window.location.search,
  storedSource,
  contentHost: String(import.meta.env.VITE_CONTENT_HOST ?? '').replace(/\/+$/, ''),
  backendUrl: String(import.meta.env.VITE_BACKEND_URL ?? '').replace(/\/+$/, ''),
  offer: (url, response) => offerEarlyResponse(url, response),
}).catch(() => {
  // Nothing is lost: app start asks for whatever was not offered.
});

preloadTexts({
  language: pageLanguage({ storage, navigator }),
  // Written into the built page by vite.config.ts; absent in development.
  chunks: (import.meta.env.STATECAST_TEXTS_CHUNKS as Record<string, string[]> | undefined) ?? {},
  preload: (href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  },
});
