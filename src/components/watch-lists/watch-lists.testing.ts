import { createActor, fromPromise } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { favoritesMachine } from '@machines/favorites/favorites.machine';
import type { FavoriteEntry, LoadFavoritesInput } from '@machines/favorites/favorites.types';
import { watchHistoryMachine } from '@machines/watch-history/watch-history.machine';
import type {
  HistoryEntry,
  LoadHistoryInput,
  PersistHistoryInput,
  PersistResult,
} from '@machines/watch-history/watch-history.types';
import type { AppRuntime } from '@/app/providers';
import { createI18n } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';
import { buildConfig, buildSettings } from '../../../tests/support/config-builders';

/**
 * A started root actor of a site with both watch lists (seed 002 §4), whose favorites and history
 * load from the given entries; history saves go to `persistHistory` when given. Returns the actor
 * and the English runtime the providers wrap a render in.
 */
export function startWatchListsApp({
  favorites = [],
  history = [],
  persistHistory,
}: {
  favorites?: FavoriteEntry[];
  history?: HistoryEntry[];
  persistHistory?: (input: PersistHistoryInput) => PersistResult;
} = {}) {
  const started: AppStartOutput = {
    config: buildConfig({ features: { favoritesList: 'FaVoRi01', continueWatchingList: 'CoWaTc01' } }),
    settings: buildSettings(),
    integration: null,
    accountBackend: null,
    countryCode: 'NL',
    isChina: false,
    configSource: 'freeavod',
    socialLogin: null,
    socialLoginRefused: false,
  };
  const logic = appMachine.provide({
    actors: {
      appStart: fromPromise(async () => started) as never,
      favorites: favoritesMachine.provide({
        actors: { loadFavorites: fromPromise<FavoriteEntry[], LoadFavoritesInput>(async () => favorites) },
      }),
      watchHistory: watchHistoryMachine.provide({
        actors: {
          loadHistory: fromPromise<HistoryEntry[], LoadHistoryInput>(async () => history),
          ...(persistHistory
            ? {
                persistHistory: fromPromise<PersistResult, PersistHistoryInput>(async ({ input }) =>
                  persistHistory(input),
                ),
              }
            : {}),
        },
      }),
    },
  });
  const appActor = createActor(logic, {
    input: { requestedSource: null, storedSource: null, hash: '' },
  }).start();
  const i18n = createI18n('en');
  const languageActor = createLanguageActor({ i18n, language: 'en', storage: null });
  const runtime: AppRuntime = { appActor, languageActor, configHelpUrl: '', reload: () => {} };
  return { appActor, i18n, runtime };
}
