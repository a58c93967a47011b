import { configUrls, isValidConfigSource } from '@machines/app-start/config-source';
import { parseIni } from '@/services/settings/ini';

/**
 * The page's own first script, a few hundred bytes that run while the app's chunks still load
 * (boot.ts; vite.config.ts puts it in index.html): it asks for /.webapp.ini and, when neither the address
 * (`app-config`) nor the storage names another source, for the settings' default config (seed 000
 * §4-§5), and offers both responses to app start (early-responses.ts). It decides nothing: app
 * start still reads, validates and chooses; a config it does not choose is simply not used.
 */
export const SETTINGS_URL = '/.webapp.ini';

type EarlyStartDeps = {
  fetch: typeof fetch;
  search: string;
  storedSource: () => string | null;
  /** The build's config host (src/services/env.ts reads the same variable). */
  contentHost: string;
  offer: (url: string, response: Promise<Response>) => void;
};

export async function earlyStart(deps: EarlyStartDeps): Promise<void> {
  const settings = deps.fetch(SETTINGS_URL, { cache: 'no-store' });
  // The app reads its own copy of the body; this script reads a clone.
  deps.offer(
    SETTINGS_URL,
    settings.then((response) => response.clone()),
  );
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
