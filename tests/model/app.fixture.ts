import { deepStrictEqual } from 'node:assert/strict';
import { appMachine } from '@machines/app/app.machine';
import type { AppStartInput } from '@machines/app-start/app-start.types';
import type { MachineFixture } from '../support/model-fixture';
import { appStartConfigs } from './app-start.fixture';
import { buildSettings } from '../support/config-builders';

export type AppProjection = {
  /** What app start handed over, reduced to what tells two starts apart. */
  started: { configSource: string; integration: string | null; isChina: boolean } | null;
};

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
    appStart: [
      {
        label: 'app start done',
        output: {
          config: appStartConfigs.commerce,
          settings: buildSettings(),
          integration: 'commerce',
          accountBackend: 'commerce',
          countryCode: 'NL',
          isChina: false,
          configSource: 'svodcomm',
          socialLogin: null,
        },
      },
    ],
  },
  errors: {
    // App start keeps its failures as states; an error escaping it is a bug.
    appStart: [{ label: 'app start crashes', error: { message: 'Unexpected error in app start' } }],
  },
  stateAssertions: {
    starting: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('appStart'), pageInput, description);
    },
  },
} satisfies MachineFixture<typeof appMachine, AppProjection>;
