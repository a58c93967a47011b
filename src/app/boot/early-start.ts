import { configUrls, isValidConfigSource } from '@machines/app-start/config-source';
import type { Language } from '@/i18n/languages';
import { locationUrl } from '@/services/location/location-url';
import { parseIni } from '@/services/settings/ini';

/**
 * The page's own first script, about a kilobyte that runs while the app's chunks still load
 * (boot.ts; vite.config.ts puts it in index.html): it asks for /.webapp.ini, the location lookup
 * and, when neither the address (`app-config`) nor the storage names another source, the
 * settings' default config (seed 000 §4-§5, §7), and offers the responses to app start
 * (early-responses.ts). It decides nothing: app start still reads, validates and chooses; a
 * config it does not choose is simply not used.
 */
export const SETTINGS_URL = '/.webapp.ini';

type EarlyStartDeps = {
  fetch: typeof fetch;
  search: string;
  storedSource: () => string | null;
  /** The build's config host (src/services/env.ts reads the same variable). */
  contentHost: string;
  /** The build's back end, which answers the location lookup (src/services/env.ts). */
  backendUrl: string;
  offer: (url: string, response: Promise<Response>) => void;
};

export async function earlyStart(deps: EarlyStartDeps): Promise<void> {
  const settings = deps.fetch(SETTINGS_URL, { cache: 'no-store' });
  // The app reads its own copy of the body; this script reads a clone.
  deps.offer(
    SETTINGS_URL,
    settings.then((response) => response.clone()),
  );
  // App start asks every time (seed 000 §4) and waits for it before the first screen.
  const location = locationUrl(deps.backendUrl);
  deps.offer(location, deps.fetch(location, { cache: 'no-store' }));
  // An empty `app-config` forgets the remembered source: the default applies (src/app/app.actor.ts).
  const requested = new URLSearchParams(deps.search).get('app-config');
  if (requested || (requested === null && deps.storedSource())) return;
  const response = await settings;
  if (!response.ok) return;
  const source = parseIni(await response.text()).defaultConfigSource;
  if (typeof source !== 'string' || !isValidConfigSource(source)) return;
  const [url] = configUrls(source, [deps.contentHost]);
  if (url) deps.offer(url, deps.fetch(url));
}

type EarlyTextsDeps = {
  /** The language the page opens in (src/i18n/page-language.ts, as the app decides it). */
  language: Language;
  /** Per language, the built chunks of its texts (vite.config.ts); none in development. */
  chunks: Partial<Record<Language, readonly string[]>>;
  preload: (href: string) => void;
};

/**
 * The first screen waits for its texts (the language actor's first load), whose chunk the app
 * asks for only once its own code has run: the boot script preloads it beside the app's chunks,
 * and the app's import then finds it loaded.
 */
export function preloadTexts({ language, chunks, preload }: EarlyTextsDeps) {
  for (const href of chunks[language] ?? []) preload(href);
}
