import { deepStrictEqual } from 'node:assert/strict';
import { appStartMachine } from '@machines/app-start/app-start.machine';
import type { AppStartOutput } from '@machines/app-start/app-start.types';
import { buildConfig, buildSettings } from '../support/config-builders';
import type { MachineFixture, ProjectedState } from '../support/model-fixture';

/**
 * The context that decides what app start does next. Location, settings and config results are
 * left out while detecting the location: after RETRY they still hold the previous run's values,
 * which the new run overwrites before anything reads them, so a retry lands on the same vertex
 * as a first start with the same input.
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

export const appStartFixture = {
  machine: appStartMachine,
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
    if (snapshot.matches('detectingLocation')) return sources;
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
      { label: 'location NL', output: { countryCode: 'NL', isChina: false } },
      { label: 'location CN', output: { countryCode: 'CN', isChina: true }, offer: isPlainVisit },
    ],
    loadSettings: [
      { label: 'settings default', output: buildSettings() },
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
        offer: isPlainVisit,
      },
    ],
    loadSettings: [
      {
        label: 'settings unavailable',
        error: { kind: 'settings', message: 'Unable to load .webapp.ini', detail: 'Request failed with 500' },
        offer: isBaseline,
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
        offer: isBaseline,
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
    loadingConfig: ({ snapshot, inputOf, description }) => {
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
      };
      deepStrictEqual(snapshot.output, expected, description);
    },
  },
} satisfies MachineFixture<typeof appStartMachine, AppStartProjection>;
