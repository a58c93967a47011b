import { fromPromise } from 'xstate';
import { appStartMachine } from '@machines/app-start/app-start.machine';
import { CONFIG_SOURCE_STORAGE_KEY, configUrls, isConfigId } from '@machines/app-start/config-source';
import type {
  InitialiseServicesInput,
  LoadConfigInput,
  LocationResult,
} from '@machines/app-start/app-start.types';
import { getConfig } from '@/services/config/config';
import type { Config, Settings } from '@/services/config/config.schemas';
import type { Env } from '@/services/env';
import { detectLocation } from '@/services/location/location';
import { getSettings } from '@/services/settings/settings';

export type AppStartDeps = {
  env: Env;
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  warn: (message: string) => void;
};

/** The real side effects of app start, provided in one place (src/app/app.actor.ts). */
export function provideAppStart(deps: AppStartDeps) {
  const { env } = deps;
  return appStartMachine.provide({
    actors: {
      detectLocation: fromPromise<LocationResult>(() =>
        detectLocation([env.backendUrl, env.backendFallbackUrl], deps.fetch),
      ),
      loadSettings: fromPromise<Settings>(() => getSettings(deps.fetch)),
      loadConfig: fromPromise<Config, LoadConfigInput>(({ input }) => {
        const urls = configUrls(input.source, [env.contentHost, env.contentFallbackHost]);
        return getConfig(urls, isConfigId(input.source) ? input.source : null, deps.fetch);
      }),
      initialiseServices: fromPromise<void, InitialiseServicesInput>(async ({ input }) => {
        // Account, access and list services join here as their back ends arrive; until then the
        // only service state is the chosen account back end, which the input already carries.
        void input;
      }),
    },
    actions: {
      storeConfigSource: (_, { source }) => {
        deps.storage?.setItem(CONFIG_SOURCE_STORAGE_KEY, source);
      },
      warnRefusedSource: (_, { source }) => {
        deps.warn(`Invalid app-config query value '${source}': using the default config source`);
      },
    },
  });
}
