import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as z from 'zod/mini';
import { createActor, setup, spawnChild } from 'xstate';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { ContentClientProvider } from '@/app/content-client';
import { AppProviders, type AppRuntime } from '@/app/providers';
import { provideFavorites, provideWatchHistory } from '@/app/flows/watch-lists.actors';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';
import type { Config } from '@/services/config/config.schemas';
import { createContentClient } from '@/services/content/content-client';
import { toMediaItem } from '@/services/content/media.mappers';
import { mediaItemSchema } from '@/services/content/media.schemas';
import type { MediaItem } from '@/domain/media.types';
import type { FetchLike } from '@/services/http/http';
import { fakeFetch, jsonResponse, queryOf, type RecordedCall } from '@/services/content/fake-fetch.testing';
import { buildConfig, buildSettings } from '../../../tests/support/config-builders';
import { locationProbe } from './location-probe.testing';

/** Test support for the catalogue screens' and kits' component tests; no app code imports this file. */

/** The recording fetch and its answers are the content services' test support. */
export { fakeFetch, jsonResponse, queryOf, type RecordedCall };

/** A catalogue item as the content client reads it from a raw answer entry (seed 000 §3), at `now`. */
export const mediaItemFrom = (raw: Record<string, unknown>, now: Date = TEST_NOW): MediaItem =>
  toMediaItem(z.parse(mediaItemSchema, raw), { host: '', now });

/** The page's content client on a fake `fetch`, its clock standing at `now`. */
export function testContentClient(
  fetch: FetchLike,
  { host = '', now = TEST_NOW }: { host?: string; now?: Date } = {},
) {
  return createContentClient({ host, fetch, now: () => now });
}

/** A fetch answering by path: a body (200), a status number, or a Response. Unknown paths 404. */
export function routeFetch(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    calls.push(url);
    const path = new URL(url, 'https://content.test').pathname;
    const answer = routes[path];
    if (answer === undefined) return jsonResponse({ message: 'Not found' }, 404);
    if (typeof answer === 'number') return jsonResponse({ message: `Failed with ${answer}` }, answer);
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return { fetch, calls };
}

/** A playlist answer of the content host with minimal items. */
export function playlistBody(feedid: string, title: string, items: Record<string, unknown>[], extra = {}) {
  return { feedid, title, description: `${title} description`, playlist: items, ...extra };
}

/** A media answer (`playlist[0]`). */
export const mediaBody = (item: Record<string, unknown>) => ({ title: String(item.title), playlist: [item] });

export const TEST_NOW = new Date('2026-06-01T12:00:00Z');

/**
 * Renders `element` at `route` under the app's providers with a started app on `config`, the
 * content client on `fetch` and English loaded. Queries do not retry unless a screen says so.
 */
export async function renderCatalogue(
  element: ReactNode,
  options: { path: string; route: string; fetch: FetchLike; config?: Partial<Config> },
) {
  const i18n = createI18n('en');
  await loadLanguage(i18n, 'en');
  const start: AppStartOutput = {
    config: buildConfig(options.config),
    settings: buildSettings(),
    integration: null,
    accountBackend: null,
    countryCode: null,
    isChina: false,
    configSource: 'freeavod',
    socialLogin: null,
    socialLoginRefused: false,
  };
  // A root actor that has started, with the watch lists it spawns kept in memory.
  const memory = new Map<string, string>();
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  const appActor = createActor(
    setup({
      actors: { favorites: provideFavorites({ storage }), watchHistory: provideWatchHistory({ storage }) },
    }).createMachine({
      id: 'app',
      initial: 'running',
      context: { start },
      states: {
        running: {
          entry: [
            spawnChild('favorites', {
              systemId: 'favorites',
              input: { enabled: Boolean(start.config.features.favoritesList), backend: 'local' },
            }),
            spawnChild('watchHistory', {
              systemId: 'watchHistory',
              input: { enabled: Boolean(start.config.features.continueWatchingList), backend: 'local' },
            }),
          ],
        },
      },
    }),
  ).start();
  const runtime: AppRuntime = {
    appActor: appActor as unknown as AppRuntime['appActor'],
    languageActor: createLanguageActor({ i18n, language: 'en', storage: null }),
    configHelpUrl: '/help',
    reload: () => {},
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = testContentClient(options.fetch);
  const { LocationProbe, location } = locationProbe();
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient} runtime={runtime}>
      <ContentClientProvider client={client}>
        <MemoryRouter initialEntries={[options.route]}>
          <Routes>
            <Route path={options.path} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ContentClientProvider>
    </AppProviders>,
  );
  return { ...view, location, queryClient };
}
