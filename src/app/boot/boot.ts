import { CONFIG_SOURCE_STORAGE_KEY } from '@machines/app-start/config-source';
import { earlyStart } from './early-start';
import { offerEarlyResponse } from './early-responses';

/** The page's first script (early-start.ts): index.html loads it before the app's entry. */
function storedSource(): string | null {
  try {
    return window.localStorage.getItem(CONFIG_SOURCE_STORAGE_KEY);
  } catch {
    return null;
  }
}

earlyStart({
  fetch: (...args) => window.fetch(...args),
  search: window.location.search,
  storedSource,
  contentHost: String(import.meta.env.VITE_CONTENT_HOST ?? '').replace(/\/+$/, ''),
  offer: (url, response) => offerEarlyResponse(url, response),
}).catch(() => {
  // Nothing is lost: app start asks for whatever was not offered.
});
