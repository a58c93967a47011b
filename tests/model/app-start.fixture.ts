import { deepStrictEqual } from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { appStartMachine } from '@machines/app-start/app-start.machine';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { buildConfig, buildSettings } from '../support/config-builders';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';
import * as o from '../support/oracle';

/**
 * The context that decides what app start does next. RETRY clears every result of the run
 * before, so a retry lands on the same vertex as a first start with the same input.
 */
export type AppStartProjection = {
  requestedSource: string | null;
  storedSource: string | null;
  refusedSource: string | null;
  countryCode?: string | null;
  isChina?: boolean;
  locationError?: string | null;
  defaultSource?: string | null;
  allowedSources?: string[] | null;
  configSource?: string | null;
  accessModel?: string | null;
  integration?: string | null;
  accountBackend?: string | null;
  failure?: {
    code: string;
    message: string;
    detail?: string;
    integrations?: string[];
    issues?: { path: string; message: string }[];
  } | null;
};

type State = ProjectedState<AppStartProjection>;

/** A first visit with nothing asked for: the one place every variant is combined with the defaults. */
const isPlainVisit = (s: State) =>
  s.requestedSource === null && s.storedSource === null && s.refusedSource === null;
/**
 * The baseline the other variants vary from: a plain visit from NL with the default settings.
 * Variants of independent steps (location, settings, config, services) are each combined with
 * this baseline rather than with each other, which keeps the paths to what QA can run.
 */
const isBaseline = (s: State) => isPlainVisit(s) && s.countryCode === 'NL';

/** The leaf a region of the parallel `starting` state is in; null once the start has left it. */
const regionOf = (s: State, region: 'location' | 'config'): string | null => {
  const value = s.value as { starting?: Record<string, string> } | string;
  return typeof value === 'object' && value.starting ? (value.starting[region] ?? null) : null;
};
/** The location lookup has not answered yet. */
const locationPending = (s: State) => regionOf(s, 'location') === 'detecting';

const hostedIntegration = { jwp: { clientId: 'sc-hosted-client', assetId: 1001, useSandbox: true } };
const commerceIntegration = {
  cleeng: { id: '105000001', monthlyOffer: 'S100000001_NL', yearlyOffer: 'S100000002_NL', useSandbox: true },
};

/** The configs of the local stack's modes, as the config service returns them. */
export const appStartConfigs = {
  free: buildConfig(),
  members: buildConfig({
    id: 'authvod1',
    siteId: 'sc-members',
    siteName: 'Statecast Members',
    integrations: hostedIntegration,
    contentProtection: { accessModel: 'authvod' },
    accessModel: 'AUTHVOD',
  }),
  hosted: buildConfig({
    id: 'svodhost',
    siteId: 'sc-plus',
    siteName: 'Statecast Plus',
    integrations: hostedIntegration,
    contentProtection: { accessModel: 'svod' },
    accessModel: 'SVOD',
  }),
  commerce: buildConfig({
    id: 'svodcomm',
    siteId: 'sc-premium',
    siteName: 'Statecast Premium',
    integrations: commerceIntegration,
    contentProtection: { accessModel: 'svod' },
    accessModel: 'SVOD',
  }),
  eventSite: buildConfig({
    id: 'eventweb',
    siteId: 'sc-games',
    siteName: 'Statecast Games',
    integrations: commerceIntegration,
    contentProtection: { accessModel: 'svod' },
    custom: { eventSite: true },
    accessModel: 'SVOD',
    isEventSite: true,
  }),
  conflict: buildConfig({
    id: 'conflict',
    siteId: 'sc-conflict',
    siteName: 'Statecast Conflict',
    integrations: { ...hostedIntegration, ...commerceIntegration },
    contentProtection: { accessModel: 'svod' },
    accessModel: 'SVOD',
  }),
};

const R = {
  order:
    'seed 000 §4 App start, in order: detect location; read the settings file; pick the config source; load and validate the config; work out the integration type; initialise services',
  parallel:
    'issue 17 on seed 000 §4: the location lookup starts with the settings load and runs beside the settings and config loads, which read nothing it finds; the integration and services wait for both',
  location: "seed 000 §8: location detection failure: 'Failed to detect user location' (the start goes on)",
  settingsUnavailable: "seed 000 §8: settings that cannot load: 'Unable to load .webapp.ini'",
  settingsInvalid: "seed 000 §8: settings without a usable source: 'No usable config sources'",
  configMissing: "seed 000 §8: no config source: 'No config location found'",
  configFailed: "seed 000 §8: a config that fails to load or validate: 'Failed to load the config'",
  conflict: 'seed 000 §8: more than one integration enabled: initialisation fails',
  refused: 'seed 000 §8: an invalid app-config query value: warn and use the default source',
  allowed: 'seed 000 §4: an allowed app-config source is used and kept for the next visit',
  pick: 'seed 000 §4: the config source is the allowed requested one, else the stored one, else the default',
  integration: 'seed 000 §4: the integration type is worked out from the config (hosted, commerce or none)',
  services: 'seed 000 §4: the account, access and list services are initialised last',
  retry: 'seed 000 §8: every start failure offers a way to try again, from the top',
  rerun:
    'docs/decisions.md "Start-up and configuration": Try again runs the whole start again (location included), with what the page gave it',
  outsideChina:
    'docs/decisions.md "Start-up and configuration": a failed location lookup: the start goes on as outside China',
  loading:
    'seed 000 §4: until its services are initialised the app is starting (the start screen shows loading)',
  failureScreen:
    'seed 000 §8: a start failure is shown on its own screen (title, message, a way to try again), never as loading',
  detail:
    'seed 000 §8, docs/decisions.md "Start-up and configuration": the failure screen says why: the error\'s own detail, else its message',
  issues:
    'docs/decisions.md "Start-up and configuration": a config that breaks the schema is shown with each broken rule listed',
  conflictList:
    'seed 000 §8, docs/decisions.md "Which integration": the integration conflict names the integrations enabled',
  eventSite:
    'docs/decisions.md "Which integration": the event site (custom.eventSite) signs viewers in through its own back end; other sites through their integration',
} as const;

type Step = o.OracleStep<AppStartProjection>;
const failure = (rule: string, code: string, message?: string) =>
  o.holds<AppStartProjection>(rule, (s) =>
    s.state.failure?.code === code && (message === undefined || s.state.failure.message === message)
      ? true
      : `failure is ${JSON.stringify(s.state.failure)}`,
  );
/** States that only show a failure: by state, the seed rule, the failure code and its message. */
const failedStates = <K extends string>(
  rows: Record<K, readonly [rule: string, code: string, message: string]>,
) => {
  const states = {} as Record<K, o.StateOracleRow<AppStartProjection>>;
  for (const key in rows) {
    const [rule, code, message] = rows[key];
    states[key] = { seed: rule, expect: [failure(rule, code, message), ...failedTags] };
  }
  return states;
};
/** The source the seed's rule picks, from the settings and the page's sources. */
const expectedSource = (s: Step) => {
  const st = s.state;
  const allowed = (x: string | null | undefined) =>
    x != null && (x === st.defaultSource || (st.allowedSources ?? []).includes(x));
  const requested = st.requestedSource ?? null;
  if (allowed(requested)) return requested;
  if (allowed(st.storedSource)) return st.storedSource;
  return st.defaultSource ?? null;
};
const integrationsOf = (s: Step) => {
  const config = (s.snapshot.context as { config: { integrations: Record<string, unknown> } | null }).config;
  const found: string[] = [];
  if ((config?.integrations.jwp as { clientId?: string } | undefined)?.clientId) found.push('hosted');
  if ((config?.integrations.cleeng as { id?: string } | undefined)?.id) found.push('commerce');
  return found;
};

/** The event site is chosen by `custom.eventSite: true` (boolean or the string "true"). */
const isEventSite = (s: Step) => {
  const config = (s.snapshot.context as { config: { custom?: Record<string, unknown> } | null }).config;
  const flag = config?.custom?.eventSite;
  return flag === true || flag === 'true';
};
/** What an actor failed with, as the step's error event carries it. */
type Failure = { message?: string; detail?: string; kind?: string; issues?: unknown[] };
const errorOf = (s: Step) => s.event.error as Failure;
/** The reason the failure screen shows: the error's detail, else its message. */
const failureDetail = (rule: string) =>
  o.holds<AppStartProjection>(rule, (s) => {
    const error = errorOf(s);
    const want = error.detail || error.message;
    return s.state.failure?.detail === want
      ? true
      : `detail ${JSON.stringify(s.state.failure?.detail)}, want ${want}`;
  });
/** Nothing of a run is left: no location, settings, source, config, integration or failure. */
const nothingStarted = (rule: string) =>
  o.holds<AppStartProjection>(rule, (s) => {
    const st = s.state;
    const left = {
      countryCode: st.countryCode,
      isChina: st.isChina,
      locationError: st.locationError,
      defaultSource: st.defaultSource,
      allowedSources: st.allowedSources,
      configSource: st.configSource,
      accessModel: st.accessModel,
      integration: st.integration,
      accountBackend: st.accountBackend,
      failure: st.failure,
    };
    const want = { ...Object.fromEntries(Object.keys(left).map((k) => [k, null])), isChina: false };
    return isDeepStrictEqual(left, want) ? true : `still holds ${JSON.stringify(left)}`;
  });
/** The page's own sources, as the path's input gave them (a refused one included). */
const pageSources = (rule: string) =>
  o.holds<AppStartProjection>(rule, (s) => {
    const input = s.input as { requestedSource: string | null; storedSource: string | null };
    return s.state.requestedSource === input.requestedSource &&
      s.state.storedSource === input.storedSource &&
      s.state.refusedSource === null
      ? true
      : `sources ${JSON.stringify([s.state.requestedSource, s.state.storedSource, s.state.refusedSource])}, page gave ${JSON.stringify([input.requestedSource, input.storedSource])}`;
  });
const starting = [
  o.tagged<AppStartProjection>(R.loading, 'loading'),
  o.tagged<AppStartProjection>(R.failureScreen, 'failure', false),
];
const failedTags = [
  o.tagged<AppStartProjection>(R.failureScreen, 'failure'),
  o.tagged<AppStartProjection>(R.failureScreen, 'loading', false),
  o.holds<AppStartProjection>(R.failureScreen, (s) =>
    s.state.failure?.message ? true : `the failure says nothing: ${JSON.stringify(s.state.failure)}`,
  ),
];

export const appStartOracle = {
  states: {
    'starting.location.detecting': { seed: R.parallel, expect: starting },
    'starting.location.detected': {
      seed: [R.parallel, R.location],
      expect: [
        o.holds(R.location, (s) =>
          s.state.locationError === null || s.state.locationError === 'Failed to detect user location'
            ? true
            : `locationError ${s.state.locationError}`,
        ),
        o.holds(R.location, (s) =>
          (s.state.countryCode ?? null) !== null || s.state.locationError !== null
            ? true
            : 'the lookup is done with neither a country nor an error',
        ),
      ],
    },
    'starting.config.readingSettings': { seed: [R.order, R.parallel], expect: starting },
    'starting.config.loaded': {
      seed: [R.order, R.parallel],
      expect: [
        // The config is in; what is left to wait for is the location lookup alone.
        o.holds(R.parallel, (s) =>
          locationPending(s.state) ? true : `location region ${regionOf(s.state, 'location')}`,
        ),
        o.effectsExclude(R.services, o.invoked('initialiseServices')),
        ...starting,
      ],
    },
    'starting.config.pickingConfigSource': { seed: R.pick },
    'starting.config.loadingConfig': {
      seed: [R.pick, R.order],
      expect: [
        o.holds(R.pick, (s) =>
          s.state.configSource === expectedSource(s)
            ? true
            : `loads ${s.state.configSource}, want ${expectedSource(s)}`,
        ),
        o.holds(
          R.pick,
          (s) =>
            o.inState(s.from ?? '', 'starting.config.loadingConfig') ||
            o
              .effectsInclude<AppStartProjection>(
                R.pick,
                o.invoked('loadConfig', { source: s.state.configSource }),
              )
              .check(s),
        ),
        ...starting,
      ],
    },
    resolvingIntegration: { seed: R.integration },
    initialisingServices: {
      seed: [R.integration, R.services],
      expect: [
        // Services start once the lookup has answered (or failed) and the config is in.
        o.holds(R.services, (s) =>
          (s.state.countryCode ?? null) !== null || (s.state.locationError ?? null) !== null
            ? true
            : 'services started before the location lookup answered',
        ),
        o.holds(R.integration, (s) => {
          const found = integrationsOf(s);
          return found.length === 1
            ? s.state.integration === found[0] || `integration ${s.state.integration}, config has ${found}`
            : s.state.integration === null || `integration ${s.state.integration}, config has none`;
        }),
        o.effectsInclude(R.services, o.invoked('initialiseServices')),
        o.holds(R.eventSite, (s) => {
          const want = isEventSite(s) ? 'own-backend' : s.state.integration;
          return s.state.accountBackend === want
            ? true
            : `account back end ${s.state.accountBackend}, want ${want}`;
        }),
        ...starting,
      ],
    },
    ready: {
      seed: R.services,
      expect: [
        o.projected(R.services, { status: 'done', failure: null }),
        o.tagged(R.loading, 'loading', false),
        o.tagged(R.failureScreen, 'failure', false),
      ],
    },
    ...failedStates({
      'failed.settingsUnavailable': [
        R.settingsUnavailable,
        'settings-unavailable',
        'Unable to load .webapp.ini',
      ],
      'failed.settingsInvalid': [R.settingsInvalid, 'settings-invalid', 'No usable config sources'],
      'failed.configMissing': [R.configMissing, 'config-missing', 'No config location found'],
      'failed.configLoadFailed': [R.configFailed, 'config-load-failed', 'Failed to load the config'],
      'failed.configInvalid': [R.configFailed, 'config-invalid', 'Failed to load the config'],
    }),
    'failed.integrationConflict': {
      seed: R.conflict,
      expect: [
        failure(R.conflict, 'integration-conflict'),
        o.holds(R.conflict, (s) =>
          integrationsOf(s).length > 1 ? true : `integrations ${integrationsOf(s)}`,
        ),
        o.effectsExclude(R.conflict, o.invoked('initialiseServices')),
        o.holds(R.conflictList, (s) =>
          isDeepStrictEqual(s.state.failure?.integrations, integrationsOf(s))
            ? true
            : `names ${JSON.stringify(s.state.failure?.integrations)}, config enables ${integrationsOf(s)}`,
        ),
        ...failedTags,
      ],
    },
    'failed.servicesFailed': {
      seed: R.services,
      expect: [failure(R.services, 'services-failed', 'Failed to initialise services'), ...failedTags],
    },
  },
  transitions: [
    {
      on: ['xstate.init', 'RETRY'],
      expect: [
        o.stateIs(R.parallel, 'starting.location.detecting'),
        o.stateIs(R.parallel, 'starting.config.readingSettings'),
        // Both requests go out at once: no waiting on the lookup before the settings (issue 17).
        o.effectsInclude(R.parallel, o.invoked('detectLocation'), o.invoked('loadSettings')),
        nothingStarted(R.rerun),
        pageSources(R.rerun),
      ],
    },
    {
      from: 'starting.location.detecting',
      on: ['xstate.done.actor.detectLocation', 'xstate.error.actor.detectLocation'],
      where: (s) => !o.inState(s.from ?? '', 'starting.config.loaded'),
      expect: [
        o.stateIs(R.parallel, 'starting.location.detected'),
        // The config side is where it was: the lookup answering moves only its own region.
        o.holds(R.parallel, (s) =>
          regionOf(s.state, 'config') === (s.before ? regionOf(s.before, 'config') : null)
            ? true
            : `config region ${regionOf(s.state, 'config')}, was ${s.before ? regionOf(s.before, 'config') : null}`,
        ),
        o.effectsExclude(R.parallel, o.invoked('loadSettings'), o.invoked('loadConfig')),
      ],
    },
    {
      // The config came in first: the lookup answering completes the start's loads.
      from: 'starting.config.loaded',
      on: ['xstate.done.actor.detectLocation', 'xstate.error.actor.detectLocation'],
      expect: [
        o.holds(R.integration, (s) =>
          o.inState(s.to, 'initialisingServices') || o.inState(s.to, 'failed.integrationConflict')
            ? true
            : `the machine is in ${s.to}`,
        ),
      ],
    },
    {
      from: 'starting.location.detecting',
      on: 'xstate.error.actor.detectLocation',
      expect: [
        o.projected(R.location, { locationError: 'Failed to detect user location', countryCode: null }),
        o.projected(R.outsideChina, { isChina: false }),
      ],
    },
    {
      from: 'starting.location.detecting',
      on: 'xstate.done.actor.detectLocation',
      expect: [
        o.holds(R.location, (s) => {
          const found = s.event.output as { countryCode: string; isChina: boolean };
          return s.state.countryCode === found.countryCode &&
            s.state.isChina === found.isChina &&
            s.state.locationError === null
            ? true
            : `country ${s.state.countryCode}, China ${s.state.isChina}, error ${s.state.locationError}; the lookup said ${JSON.stringify(found)}`;
        }),
      ],
    },
    {
      // The settings or config failing ends the start at once, the lookup answered or not.
      from: 'starting.location.detecting',
      on: ['xstate.error.actor.loadSettings', 'xstate.error.actor.loadConfig'],
      expect: [o.stateIs(R.parallel, 'failed')],
    },
    {
      from: 'starting.config.readingSettings',
      on: 'xstate.done.actor.loadSettings',
      where: (s) => s.state.refusedSource !== null,
      expect: [
        o.effectsIncludeFrom(R.refused, (s) => [
          o.action('warnRefusedSource', { source: s.state.refusedSource }),
        ]),
        o.effectsExclude(R.refused, o.action('storeConfigSource')),
      ],
    },
    {
      from: 'starting.config.readingSettings',
      on: 'xstate.done.actor.loadSettings',
      where: (s) => o.inState(s.to, 'starting.config.loadingConfig') && s.state.requestedSource != null,
      expect: [
        o.effectsIncludeFrom(R.allowed, (s) => [
          o.action('storeConfigSource', { source: s.state.requestedSource }),
        ]),
      ],
    },
    {
      from: 'starting.config.readingSettings',
      on: 'xstate.done.actor.loadSettings',
      where: (s) => s.state.requestedSource == null && s.state.refusedSource === null,
      expect: [o.effectsExclude(R.pick, o.action('storeConfigSource'), o.action('warnRefusedSource'))],
    },
    {
      from: 'starting.config.loadingConfig',
      on: 'xstate.done.actor.loadConfig',
      where: (s) => integrationsOf(s).length > 1,
      expect: [o.stateIs(R.conflict, 'failed.integrationConflict')],
    },
    {
      from: 'initialisingServices',
      on: 'xstate.done.actor.initialiseServices',
      expect: [o.stateIs(R.services, 'ready')],
    },
    { from: 'failed', on: 'RETRY', expect: [o.projected(R.retry, { refusedSource: null })] },
    {
      from: 'starting.config.readingSettings',
      on: 'xstate.error.actor.loadSettings',
      expect: [failureDetail(R.detail)],
    },
    {
      from: 'starting.config.loadingConfig',
      on: 'xstate.error.actor.loadConfig',
      expect: [failureDetail(R.detail)],
    },
    {
      // A document that breaks the schema is an invalid config; anything else is a failed load.
      from: 'starting.config.loadingConfig',
      on: 'xstate.error.actor.loadConfig',
      expect: [
        o.holds(R.issues, (s) => {
          const want =
            errorOf(s).kind === 'config-invalid' ? 'failed.configInvalid' : 'failed.configLoadFailed';
          return o.inState(s.to, want) ? true : `the machine is in ${s.to}, want ${want}`;
        }),
      ],
    },
    {
      from: 'starting.config.loadingConfig',
      on: 'xstate.error.actor.loadConfig',
      where: (s) => errorOf(s).kind === 'config-invalid',
      expect: [
        o.holds(R.issues, (s) =>
          isDeepStrictEqual(s.state.failure?.issues, errorOf(s).issues)
            ? true
            : `lists ${JSON.stringify(s.state.failure?.issues)}, want ${JSON.stringify(errorOf(s).issues)}`,
        ),
      ],
    },
    {
      from: 'initialisingServices',
      on: 'xstate.error.actor.initialiseServices',
      expect: [failureDetail(R.detail)],
    },
    {
      // The page's app-config value is used when allowed, else refused and named (seed 000 §5, §8).
      from: 'starting.config.readingSettings',
      on: 'xstate.done.actor.loadSettings',
      where: (s) => (s.input as { requestedSource: string | null }).requestedSource !== null,
      expect: [
        o.holds(R.refused, (s) => {
          const requested = (s.input as { requestedSource: string }).requestedSource;
          const settings = s.event.output as {
            defaultConfigSource?: string;
            additionalAllowedConfigSources: string[];
          };
          const allowed =
            requested === settings.defaultConfigSource ||
            settings.additionalAllowedConfigSources.includes(requested);
          const want = allowed
            ? { requestedSource: requested, refusedSource: null }
            : { requestedSource: null, refusedSource: requested };
          const seen = { requestedSource: s.state.requestedSource, refusedSource: s.state.refusedSource };
          return isDeepStrictEqual(seen, want)
            ? true
            : `${JSON.stringify(seen)}, want ${JSON.stringify(want)}`;
        }),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof appStartMachine, AppStartProjection>;

export const appStartFixture = {
  machine: appStartMachine,
  oracle: appStartOracle,
  inputs: [
    { label: 'no app-config', input: { requestedSource: null, storedSource: null, hash: '' } },
    { label: 'app-config=svodcomm', input: { requestedSource: 'svodcomm', storedSource: null, hash: '' } },
    // Well-formed but not allowed: refused with a warning, then the default (seed 000 §8).
    { label: 'app-config=zzzzzzzz', input: { requestedSource: 'zzzzzzzz', storedSource: null, hash: '' } },
    { label: 'stored svodcomm', input: { requestedSource: null, storedSource: 'svodcomm', hash: '' } },
  ],
  project: (snapshot) => {
    const c = snapshot.context;
    const sources = {
      requestedSource: c.requestedSource,
      storedSource: c.storedSource,
      refusedSource: c.refusedSource,
    };
    return {
      ...sources,
      countryCode: c.countryCode,
      isChina: c.isChina,
      locationError: c.locationError,
      defaultSource: c.settings ? (c.settings.defaultConfigSource ?? null) : null,
      allowedSources: c.settings ? c.settings.additionalAllowedConfigSources : null,
      configSource: c.configSource,
      accessModel: c.config?.accessModel ?? null,
      integration: c.integration,
      accountBackend: c.accountBackend,
      failure: c.failure,
    };
  },
  events: {
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
  },
  doneOutputs: {
    detectLocation: [
      // First, before the settings answer, as a plain start; and last, after the config, on a
      // plain visit (the loads did not wait for it). Other interleavings add nothing new.
      {
        label: 'location NL',
        output: { countryCode: 'NL', isChina: false },
        offer: (s) =>
          regionOf(s, 'config') === 'readingSettings' ||
          (regionOf(s, 'config') === 'loaded' && isPlainVisit(s)),
      },
      {
        label: 'location CN',
        output: { countryCode: 'CN', isChina: true },
        // Before the settings are in, and after the config: the start goes on either way.
        offer: (s) => isPlainVisit(s) && ['readingSettings', 'loaded'].includes(regionOf(s, 'config') ?? ''),
      },
    ],
    loadSettings: [
      // Before the lookup answers only on a plain visit, the lookup then answering last.
      {
        label: 'settings default',
        output: buildSettings(),
        offer: (s) => !locationPending(s) || isPlainVisit(s),
      },
      {
        label: 'settings without default',
        output: buildSettings({
          defaultConfigSource: undefined,
          additionalAllowedConfigSources: ['svodcomm'],
        }),
        offer: (s) => s.countryCode === 'NL',
      },
      {
        label: 'settings without sources',
        output: buildSettings({ defaultConfigSource: undefined, additionalAllowedConfigSources: [] }),
        offer: isBaseline,
      },
    ],
    loadConfig: [
      { label: 'config free', output: appStartConfigs.free, offer: (s) => s.configSource === 'freeavod' },
      { label: 'config members', output: appStartConfigs.members, offer: isBaseline },
      { label: 'config hosted', output: appStartConfigs.hosted, offer: isBaseline },
      {
        label: 'config commerce',
        output: appStartConfigs.commerce,
        offer: (s) => s.configSource === 'svodcomm' || isBaseline(s),
      },
      { label: 'config event site', output: appStartConfigs.eventSite, offer: isBaseline },
      { label: 'config conflict', output: appStartConfigs.conflict, offer: isBaseline },
    ],
    initialiseServices: [{ label: 'services ok', output: undefined }],
  },
  errors: {
    // Not fatal: the start goes on without a location (seed 000 §8).
    detectLocation: [
      {
        label: 'location fails',
        error: { kind: 'network', message: 'Network request failed' },
        // Before the settings are in, and after the config: the start goes on either way.
        offer: (s) => isPlainVisit(s) && ['readingSettings', 'loaded'].includes(regionOf(s, 'config') ?? ''),
      },
    ],
    loadSettings: [
      {
        label: 'settings unavailable',
        error: { kind: 'settings', message: 'Unable to load .webapp.ini', detail: 'Request failed with 500' },
        // Also while the lookup is still out: the failure does not wait for it.
        offer: (s) => isBaseline(s) || (isPlainVisit(s) && locationPending(s)),
      },
    ],
    loadConfig: [
      {
        label: 'config invalid',
        error: {
          kind: 'config-invalid',
          message: 'The config does not match the schema',
          issues: [{ path: 'menu.3.label', message: 'Invalid input: expected string, received undefined' }],
        },
        offer: isBaseline,
      },
      {
        label: 'config load fails',
        error: { kind: 'config-load', message: 'Request failed with 500' },
        // Also while the lookup is still out: the failure does not wait for it.
        offer: (s) => isBaseline(s) || (isPlainVisit(s) && locationPending(s)),
      },
    ],
    initialiseServices: [
      {
        label: 'services fail',
        error: { message: 'Account service unavailable' },
        offer: (s) => isBaseline(s) && s.integration === null,
      },
    ],
  },
  stateAssertions: {
    'starting.config.loadingConfig': ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('loadConfig'), { source: snapshot.context.configSource }, description);
    },
    initialisingServices: ({ snapshot, inputOf, description }) => {
      const c = snapshot.context;
      deepStrictEqual(
        inputOf('initialiseServices'),
        {
          config: c.config,
          settings: c.settings,
          integration: c.integration,
          accountBackend: c.accountBackend,
          socialLogin: null,
        },
        description,
      );
    },
    ready: ({ snapshot, description }) => {
      const c = snapshot.context;
      const expected: AppStartOutput = {
        config: c.config as AppStartOutput['config'],
        settings: c.settings as AppStartOutput['settings'],
        integration: c.integration,
        accountBackend: c.accountBackend,
        countryCode: c.countryCode,
        isChina: c.isChina,
        configSource: c.configSource ?? '',
        socialLogin: null,
        socialLoginRefused: false,
      };
      deepStrictEqual(snapshot.output, expected, description);
    },
  },
} satisfies MachineFixture<typeof appStartMachine, AppStartProjection>;
