import { deepStrictEqual } from 'node:assert/strict';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError } from './login.builders';
import { preferencesOracle } from './preferences.oracle';

export type PreferencesProjection = {
  isSocial: boolean;
  selected: string[];
  options: number;
  failure: string | null;
};

/** Sport preferences (seed 002 §2, §4-5, §8). */
export const preferencesFixture = {
  machine: preferencesMachine,
  oracle: preferencesOracle,
  inputs: [
    { label: 'e-mail account', input: { isSocial: false, selected: [] } },
    { label: 'social account', input: { isSocial: true, selected: ['Archery'] } },
  ],
  project: (snapshot) => ({
    isSocial: snapshot.context.isSocial,
    selected: snapshot.context.selected,
    options: snapshot.context.options.length,
    failure: snapshot.context.failure?.code ?? null,
  }),
  events: {
    'PREFERENCES.SUBMIT': [
      { label: 'submit sports', event: { type: 'PREFERENCES.SUBMIT', sports: ['Archery', 'Korfball'] } },
    ],
    'PREFERENCES.SKIP': [{ label: 'skip', event: { type: 'PREFERENCES.SKIP' } }],
    'PREFERENCES.RETRY': [{ label: 'retry', event: { type: 'PREFERENCES.RETRY' } }],
  },
  doneOutputs: {
    loadSportOptions: [
      {
        label: 'sports loaded',
        output: [
          { id: 'archery', title: 'Archery' },
          { id: 'korfball', title: 'Korfball' },
        ],
      },
    ],
    savePreferences: [{ label: 'preferences saved', output: { id: 'prefs-1', sports: ['Archery', 'Korfball'] } }],
  },
  errors: {
    loadSportOptions: [{ label: 'sports unavailable', error: { kind: 'network', message: 'Network request failed' } }],
    savePreferences: [{ label: 'save refused', error: accountError('server', 'Please select at least one sport') }],
  },
  stateAssertions: {
    saving: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('savePreferences'), { sports: ['Archery', 'Korfball'] }, description),
    saved: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'login' }, description),
    savedSocial: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'home' }, description),
    skipped: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'home' }, description),
  },
} satisfies MachineFixture<typeof preferencesMachine, PreferencesProjection>;
