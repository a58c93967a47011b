import { deepStrictEqual, ok } from 'node:assert/strict';
import { fromPromise } from 'xstate';
import { appMachine, type AccountLogic } from '@machines/app/app.machine';
import type { AppStartInput } from '@machines/app-start/app-start.types';
import type { MachineFixture } from '../support/model-fixture';
import { appStartConfigs } from './app-start.fixture';
import { buildSettings } from '../support/config-builders';

export type AppProjection = {
  /** What app start handed over, reduced to what tells two starts apart. */
  started: { configSource: string; integration: string | null; isChina: boolean } | null;
};

const startedCommerce = {
  config: {
    ...appStartConfigs.commerce,
    features: { favoritesList: 'FaVoRi01', continueWatchingList: 'CoWaTc01' },
  },
  settings: buildSettings(),
  integration: 'commerce' as const,
  accountBackend: 'commerce' as const,
  countryCode: 'NL',
  isChina: false,
  configSource: 'svodcomm',
  socialLogin: null,
};

/** Stands in for the account machine the lazily loaded account code provides. */
const loadedAccountLogic = fromPromise(() => new Promise<void>(() => {})) as unknown as AccountLogic;

const pageInput: AppStartInput = { requestedSource: 'svodcomm', storedSource: null, hash: '' };

/** The root actor's own flow; app start is a fake child here and has its own fixture. */
export const appFixture = {
  machine: appMachine,
  inputs: [{ label: 'page load', input: pageInput }],
  project: (snapshot) => {
    const start = snapshot.context.start;
    return {
      started: start
        ? { configSource: start.configSource, integration: start.integration, isChina: start.isChina }
        : null,
    };
  },
  events: {},
  doneOutputs: {
    appStart: [{ label: 'app start done', output: startedCommerce }],
    loadAccount: [
      { label: 'account code loaded', output: loadedAccountLogic },
      { label: 'no accounts on this site', output: null },
    ],
  },
  errors: {
    // App start keeps its failures as states; an error escaping it is a bug.
    appStart: [{ label: 'app start crashes', error: { message: 'Unexpected error in app start' } }],
    loadAccount: [
      {
        label: 'account code fails to load',
        error: { message: 'Failed to fetch dynamically imported module' },
      },
    ],
  },
  stateAssertions: {
    starting: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('appStart'), pageInput, description);
    },
    // The long-lived lists start with the app, switched on by the config's features.
    'running.loadingAccount': ({ inputOf, description }) => {
      // The account code loads for the back end app start chose (seed 000 §4).
      deepStrictEqual(inputOf('loadAccount'), { backend: 'commerce' }, description);
      deepStrictEqual(inputOf('favorites'), { enabled: true, backend: 'local' }, description);
      deepStrictEqual(inputOf('watchHistory'), { enabled: true, backend: 'local' }, description);
    },
    'running.withAccount': ({ snapshot, inputOf, description }) => {
      ok(snapshot.context.account, description);
      deepStrictEqual(inputOf('account'), { backend: 'commerce' }, description);
    },
    'running.withoutAccount': ({ snapshot, inputOf, description }) => {
      deepStrictEqual(snapshot.context.account, null, description);
      deepStrictEqual(inputOf('account'), undefined, description);
    },
  },
} satisfies MachineFixture<typeof appMachine, AppProjection>;
