import { deepStrictEqual } from 'node:assert/strict';
import { personalDetailsMachine } from '@machines/personal-details/personal-details.machine';
import type { CaptureSetting, CaptureStatus } from '@/services/account/account.types';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';
import { accountError, buildUser } from './login.builders';
import { personalDetailsOracle } from './personal-details.oracle';

export type PersonalDetailsProjection = {
  fields: string[];
  failure: string | null;
};

const setting = (
  key: string,
  required: boolean,
  options: string | null = null,
  question: string | null = null,
): CaptureSetting => ({
  key,
  question,
  enabled: true,
  required,
  answer: null,
  options,
});

/** The commerce stand-in's capture settings (server/modules/accounts/README.md). */
const settings: CaptureSetting[] = [
  setting('firstNameLastName', true),
  setting('birthDate', false),
  setting('custom_1', false, 'yes:I agree', 'Send me the newsletter'),
  setting('custom_2', true, 'left:Left;right:Right', 'Which hand?'),
  setting('custom_3', false, 'a:A;b:B;c:C;d:D', 'Favourite letter'),
];

const shown: CaptureStatus = { isCaptureEnabled: true, shouldCaptureBeDisplayed: true, settings };
const answers = {
  firstName: 'Cara',
  lastName: 'Capture',
  customAnswers: [{ questionId: 'custom_2', question: 'Which hand?', value: 'left' }],
};

const DETAILS = {
  loading:
    'seed 001 §4, §5: the capture settings decide whether and which questions are asked: until they are read the form shows no question, only that it is loading',
  busy: 'docs/decisions.md "Every save retries the same way": capture answers are sent while the viewer waits for their answer (the form is busy until it comes)',
} as const;

const tagged = (rule: string, tag: string, want: boolean) =>
  o.holds<PersonalDetailsProjection>(rule, (s) =>
    s.snapshot.hasTag(tag) === want ? true : want ? `not tagged ${tag}` : `still tagged ${tag}`,
  );

/** The table of personal-details.oracle.ts, and the rows that table leaves out. */
const oracle = {
  ...personalDetailsOracle,
  states: {
    ...personalDetailsOracle.states,
    loading: {
      ...personalDetailsOracle.states.loading,
      expect: [
        o.projected(DETAILS.loading, { fields: [] }),
        tagged(DETAILS.loading, 'loading', true),
        tagged(DETAILS.busy, 'busy', false),
      ],
    },
    editing: {
      ...personalDetailsOracle.states.editing,
      expect: [
        ...personalDetailsOracle.states.editing.expect,
        tagged(DETAILS.loading, 'loading', false),
        tagged(DETAILS.busy, 'busy', false),
      ],
    },
    saving: {
      ...personalDetailsOracle.states.saving,
      expect: [
        ...personalDetailsOracle.states.saving.expect,
        tagged(DETAILS.busy, 'busy', true),
        tagged(DETAILS.loading, 'loading', false),
      ],
    },
  },
} satisfies o.MachineOracle<typeof personalDetailsMachine, PersonalDetailsProjection>;

/** Personal-details capture (seed 001 §3-5). */
export const personalDetailsFixture = {
  machine: personalDetailsMachine,
  oracle,
  inputs: [{ label: 'after registration', input: undefined }],
  project: (snapshot) => ({
    fields: snapshot.context.fields.map((f) => (f.kind === 'question' ? `${f.key}:${f.type}` : f.kind)),
    failure: snapshot.context.failure?.code ?? null,
  }),
  events: {
    'DETAILS.SUBMIT': [{ label: 'submit answers', event: { type: 'DETAILS.SUBMIT', answers } }],
    'DETAILS.EDIT': [
      { label: 'edit answers', event: { type: 'DETAILS.EDIT' }, offer: (s) => s.failure !== null },
    ],
  },
  doneOutputs: {
    loadCaptureStatus: [
      { label: 'capture shown', output: shown },
      { label: 'capture disabled', output: { ...shown, isCaptureEnabled: false } },
      { label: 'capture answered', output: { ...shown, shouldCaptureBeDisplayed: false } },
    ],
    saveCaptureAnswers: [
      { label: 'answers saved', output: buildUser({ firstName: 'Cara', lastName: 'Capture' }) },
    ],
  },
  errors: {
    loadCaptureStatus: [
      { label: 'capture unavailable', error: accountError('server', 'Failed to fetch user data.') },
    ],
    saveCaptureAnswers: [
      { label: 'answers refused', error: accountError('server', 'invalid param birthDate') },
    ],
  },
  stateAssertions: {
    editing: ({ snapshot, description }) =>
      deepStrictEqual(
        snapshot.context.fields.map((f) => (f.kind === 'question' ? f.type : f.kind)),
        // seed 001 §5: one option a checkbox, two radio, more a select.
        ['names', 'birthDate', 'checkbox', 'radio', 'select'],
        description,
      ),
    saving: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('saveCaptureAnswers'), answers, description),
    saved: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { captured: true }, description),
    skipped: ({ snapshot, description }) =>
      deepStrictEqual(snapshot.output, { captured: false }, description),
  },
} satisfies MachineFixture<typeof personalDetailsMachine, PersonalDetailsProjection>;
