import { deepStrictEqual } from 'node:assert/strict';
import { languageMachine } from '@machines/language/language.machine';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';

export type LanguageProjection = { language: string; pending: string | null };

const R = {
  detected:
    'seed 001 §9: the language is detected (jwapp.language, then the browser) and its translations load before screens show',
  switch: 'seed 001 §1: the viewer selects a language; its translations load',
  stored: 'seed 001 §9: the chosen language is kept in local storage under jwapp.language',
  failed: "seed 002 §2, §8: translations that fail to load show 'Unable to load translations'",
  keeps: 'docs/decisions.md: a switch keeps the language on screen until the new one has arrived',
} as const;

export const languageOracle = {
  states: {
    loading: { seed: R.detected, expect: [o.projected(R.detected, { pending: null })] },
    ready: { seed: R.detected, expect: [o.projected(R.detected, { pending: null })] },
    switching: {
      seed: [R.switch, R.keeps],
      expect: [
        o.holds(R.keeps, (s) =>
          s.state.pending !== null && s.state.pending !== s.state.language
            ? true
            : `switching to ${s.state.pending} from ${s.state.language}`,
        ),
      ],
    },
    failed: { seed: R.failed },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: o.endsIn(R.detected, 'loading', o.invoked('loadLanguage', { language: 'en' })),
    },
    {
      from: 'ready',
      on: 'LANGUAGE.CHANGE',
      expect: [
        o.stateIs(R.switch, 'switching'),
        o.holds(R.keeps, (s) => {
          const picked = String(s.event.language);
          return s.state.language === s.before?.language && s.state.pending === picked
            ? true
            : `showing ${s.state.language} (was ${s.before?.language}) while loading ${s.state.pending} (picked ${picked})`;
        }),
        o.effectsIncludeFrom(R.switch, (s) => [
          o.invoked('loadLanguage', { language: String(s.event.language) }),
        ]),
        o.effectsExclude(R.stored, o.action('storeLanguage')),
      ],
    },
    {
      from: 'switching',
      on: 'xstate.done.actor.loadLanguage',
      expect: [
        o.stateIs(R.switch, 'ready'),
        o.holds(R.switch, (s) =>
          s.state.language === s.before?.pending && s.state.pending === null
            ? true
            : `${s.state.language} on screen after loading ${s.before?.pending}`,
        ),
        o.effectsIncludeFrom(R.stored, (s) => [o.action('storeLanguage', { language: s.before?.pending })]),
      ],
    },
    {
      from: 'loading',
      on: 'xstate.done.actor.loadLanguage',
      expect: [o.stateIs(R.detected, 'ready'), o.projected(R.detected, { language: 'en' })],
    },
    { on: 'xstate.error.actor.loadLanguage', expect: [o.stateIs(R.failed, 'failed')] },
  ],
} satisfies o.MachineOracle<typeof languageMachine, LanguageProjection>;

/** Translations load per language; a switch keeps the current language until the new one has loaded. */
export const languageFixture = {
  machine: languageMachine,
  oracle: languageOracle,
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
