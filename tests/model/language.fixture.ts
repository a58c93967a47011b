import { deepStrictEqual } from 'node:assert/strict';
import { languageMachine } from '@machines/language/language.machine';
import type { MachineFixture } from '../support/model-fixture';

export type LanguageProjection = { language: string; pending: string | null };

/** Translations load per language; a switch keeps the current language until the new one has loaded. */
export const languageFixture = {
  machine: languageMachine,
  inputs: [{ label: 'English detected', input: { language: 'en' as const } }],
  project: (snapshot) => ({ language: snapshot.context.language, pending: snapshot.context.pending }),
  events: {
    'LANGUAGE.CHANGE': [
      { label: 'switch to Spanish', event: { type: 'LANGUAGE.CHANGE', language: 'es' } },
      // The language on screen already: the guard refuses it, so it is never an edge.
      { label: 'switch to English', event: { type: 'LANGUAGE.CHANGE', language: 'en' } },
    ],
  },
  doneOutputs: {
    loadLanguage: [{ label: 'translations loaded', output: undefined }],
  },
  errors: {
    loadLanguage: [
      {
        label: 'translations fail to load',
        error: { message: 'Failed to fetch dynamically imported module' },
      },
    ],
  },
  stateAssertions: {
    loading: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('loadLanguage'), { language: 'en' }, description);
    },
    // The language being loaded is the one the viewer picked.
    switching: ({ snapshot, inputOf, description }) => {
      deepStrictEqual(inputOf('loadLanguage'), { language: snapshot.context.pending }, description);
    },
  },
} satisfies MachineFixture<typeof languageMachine, LanguageProjection>;
