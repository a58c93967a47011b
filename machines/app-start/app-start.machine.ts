import { assign, setup } from 'xstate';
import type { Config, Settings } from '@/services/config/config.schemas';
import {
  hasUsableConfigSources,
  isAllowedConfigSource,
  isRefusedSocialHash,
  readSocialLoginHash,
} from './config-source';
import type {
  ActorFailure,
  AppStartContext,
  AppStartEvent,
  AppStartInput,
  AppStartOutput,
  InitialiseServicesInput,
  Integration,
  LoadConfigInput,
  LocationResult,
} from './app-start.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const failure = error as ActorFailure;
    return failure.detail || failure.message || String(error);
  }
  return String(error);
}

function integrationsOf(config: Config): Integration[] {
  const found: Integration[] = [];
  if (config.integrations.jwp?.clientId) found.push('hosted');
  if (config.integrations.cleeng?.id) found.push('commerce');
  return found;
}

/**
 * App start, seed 000 §4: detect location, read the settings file, pick the config source, load
 * and validate the config, work out the integration, initialise services. The location lookup
 * runs beside the settings and config loads (they do not read it); the rest keep the seed's order.
 * Every failure is a state of its own (seed 000 §8) from which the viewer can try again.
 */
export const appStartMachine = setup({
  types: {} as FlowTypes<
    AppStartContext,
    AppStartEvent,
    'loading' | 'failure',
    AppStartInput,
    AppStartOutput
  >,
  actors: {
    detectLocation: unprovided<LocationResult>(),
    loadSettings: unprovided<Settings>(),
    loadConfig: unprovided<Config, LoadConfigInput>(),
    initialiseServices: unprovided<void, InitialiseServicesInput>(),
  },
  actions: {
    /** Remember a source chosen through `app-config` so a reload keeps it. */
    storeConfigSource: (_, _params: { source: string }) => {},
    /** Tell developers that an `app-config` value was refused (seed 000 §8: warn, use the default). */
    warnRefusedSource: (_, _params: { source: string }) => {},
    /** Try again from the top with the input the page gave, a refused source included. */
    resetForRetry: assign(({ context }) => ({
      requestedSource: context.refusedSource ?? context.requestedSource,
      refusedSource: null,
      failure: null,
      locationError: null,
      countryCode: null,
      isChina: false,
      settings: null,
      config: null,
      configSource: null,
      integration: null,
      accountBackend: null,
      attempts: context.attempts + 1,
    })),
  },
  guards: {
    hasUsableConfigSources: (_, settings: Settings) => hasUsableConfigSources(settings),
    isRequestedSourceAllowed: ({ context }) =>
      context.requestedSource !== null &&
      context.settings !== null &&
      isAllowedConfigSource(context.requestedSource, context.settings),
    hasRequestedSource: ({ context }) => context.requestedSource !== null,
    isStoredSourceAllowed: ({ context }) =>
      context.storedSource !== null &&
      context.settings !== null &&
      isAllowedConfigSource(context.storedSource, context.settings),
    hasDefaultSource: ({ context }) => Boolean(context.settings?.defaultConfigSource),
    isConfigInvalid: (_, error: unknown) => (error as ActorFailure | null)?.kind === 'config-invalid',
    hasConflictingIntegrations: ({ context }) =>
      context.config !== null && integrationsOf(context.config).length > 1,
  },
}).createMachine({
  id: 'appStart',
  context: ({ input }) => ({
    requestedSource: input.requestedSource,
    storedSource: input.storedSource,
    socialLogin: readSocialLoginHash(input.hash, input.socialState),
    socialLoginRefused: isRefusedSocialHash(input.hash, input.socialState),
    countryCode: null,
    isChina: false,
    locationError: null,
    settings: null,
    configSource: null,
    refusedSource: null,
    config: null,
    integration: null,
    accountBackend: null,
    failure: null,
    attempts: 0,
  }),
  initial: 'starting',
  states: {
    /**
     * Seed 000 §4 lists the location first, but nothing after it reads the location until the app
     * is ready: the lookup runs beside the settings and config loads (issue 17), which keep their
     * own order (the config source is picked from the settings; the config is loaded from it).
     * The integration is worked out once both are done; a settings or config failure ends the
     * start at once, lookup or not.
     */
    starting: {
      type: 'parallel',
      tags: ['loading'],
      onDone: { target: 'resolvingIntegration' },
      states: {
        location: {
          initial: 'detecting',
          states: {
            detecting: {
              invoke: {
                id: 'detectLocation',
                src: 'detectLocation',
                onDone: {
                  target: 'detected',
                  actions: assign({
                    countryCode: ({ event }) => event.output.countryCode,
                    isChina: ({ event }) => event.output.isChina,
                    locationError: null,
                  }),
                },
                onError: {
                  target: 'detected',
                  actions: assign({ locationError: 'Failed to detect user location' }),
                },
              },
            },
            detected: { type: 'final' },
          },
        },
        config: {
          initial: 'readingSettings',
          states: {
            readingSettings: {
              invoke: {
                id: 'loadSettings',
                src: 'loadSettings',
                onDone: [
                  {
                    guard: { type: 'hasUsableConfigSources', params: ({ event }) => event.output },
                    target: 'pickingConfigSource',
                    actions: assign({ settings: ({ event }) => event.output }),
                  },
                  {
                    target: '#appStart.failed.settingsInvalid',
                    actions: assign({
                      settings: ({ event }) => event.output,
                      failure: { code: 'settings-invalid', message: 'No usable config sources' },
                    }),
                  },
                ],
                onError: {
                  target: '#appStart.failed.settingsUnavailable',
                  actions: assign({
                    failure: ({ event }) => ({
                      code: 'settings-unavailable',
                      message: 'Unable to load .webapp.ini',
                      detail: describe(event.error),
                    }),
                  }),
                },
              },
            },
            pickingConfigSource: {
              always: [
                {
                  guard: 'isRequestedSourceAllowed',
                  target: 'loadingConfig',
                  actions: [
                    assign({ configSource: ({ context }) => context.requestedSource }),
                    {
                      type: 'storeConfigSource',
                      params: ({ context }) => ({ source: context.requestedSource ?? '' }),
                    },
                  ],
                },
                {
                  // Refused: warn, forget it, and choose again from what is left (seed 000 §8).
                  guard: 'hasRequestedSource',
                  actions: [
                    {
                      type: 'warnRefusedSource',
                      params: ({ context }) => ({ source: context.requestedSource ?? '' }),
                    },
                    assign({
                      refusedSource: ({ context }) => context.requestedSource,
                      requestedSource: null,
                    }),
                  ],
                },
                {
                  guard: 'isStoredSourceAllowed',
                  target: 'loadingConfig',
                  actions: assign({ configSource: ({ context }) => context.storedSource }),
                },
                {
                  guard: 'hasDefaultSource',
                  target: 'loadingConfig',
                  actions: assign({
                    configSource: ({ context }) => context.settings?.defaultConfigSource ?? null,
                  }),
                },
                {
                  target: '#appStart.failed.configMissing',
                  actions: assign({
                    failure: { code: 'config-missing', message: 'No config location found' },
                  }),
                },
              ],
            },
            loadingConfig: {
              invoke: {
                id: 'loadConfig',
                src: 'loadConfig',
                input: ({ context }) => ({ source: context.configSource ?? '' }),
                onDone: {
                  target: 'loaded',
                  actions: assign({ config: ({ event }) => event.output }),
                },
                onError: [
                  {
                    guard: {
                      type: 'isConfigInvalid',
                      params: ({ event }: { event: { error: unknown } }) => event.error,
                    },
                    target: '#appStart.failed.configInvalid',
                    actions: assign({
                      failure: ({ event }) => ({
                        code: 'config-invalid',
                        message: 'Failed to load the config',
                        detail: describe(event.error),
                        issues: (event.error as ActorFailure).issues ?? [],
                      }),
                    }),
                  },
                  {
                    target: '#appStart.failed.configLoadFailed',
                    actions: assign({
                      failure: ({ event }) => ({
                        code: 'config-load-failed',
                        message: 'Failed to load the config',
                        detail: describe(event.error),
                      }),
                    }),
                  },
                ],
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
    },
    resolvingIntegration: {
      tags: ['loading'],
      always: [
        {
          guard: 'hasConflictingIntegrations',
          target: '#appStart.failed.integrationConflict',
          actions: assign({
            failure: ({ context }) => ({
              code: 'integration-conflict',
              message: 'More than one integration is enabled',
              integrations: context.config ? integrationsOf(context.config) : [],
            }),
          }),
        },
        {
          target: 'initialisingServices',
          actions: assign(({ context }) => {
            const integration = context.config ? (integrationsOf(context.config)[0] ?? null) : null;
            return {
              integration,
              accountBackend: context.config?.isEventSite ? ('own-backend' as const) : integration,
            };
          }),
        },
      ],
    },
    initialisingServices: {
      tags: ['loading'],
      invoke: {
        id: 'initialiseServices',
        src: 'initialiseServices',
        input: ({ context }) => ({
          config: context.config as Config,
          settings: context.settings as Settings,
          integration: context.integration,
          accountBackend: context.accountBackend,
          socialLogin: context.socialLogin,
        }),
        onDone: { target: 'ready' },
        onError: {
          target: '#appStart.failed.servicesFailed',
          actions: assign({
            failure: ({ event }) => ({
              code: 'services-failed',
              message: 'Failed to initialise services',
              detail: describe(event.error),
            }),
          }),
        },
      },
    },
    ready: { type: 'final' },
    failed: {
      tags: ['failure'],
      // Entered only through the explicit targets above; the initial child is never used alone.
      initial: 'settingsUnavailable',
      on: { RETRY: { target: 'starting', actions: 'resetForRetry' } },
      states: {
        settingsUnavailable: {},
        settingsInvalid: {},
        configMissing: {},
        configLoadFailed: {},
        configInvalid: {},
        integrationConflict: {},
        servicesFailed: {},
      },
    },
  },
  output: ({ context }) => ({
    config: context.config as Config,
    settings: context.settings as Settings,
    integration: context.integration,
    accountBackend: context.accountBackend,
    countryCode: context.countryCode,
    isChina: context.isChina,
    configSource: context.configSource ?? '',
    socialLogin: context.socialLogin,
    socialLoginRefused: context.socialLoginRefused,
  }),
});
