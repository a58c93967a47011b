import { deepStrictEqual } from 'node:assert/strict';
import { personalDetailsMachine } from '@machines/personal-details/personal-details.machine';
import type { CaptureSetting, CaptureStatus } from '@/services/account/account.types';
import type { MachineFixture } from '../support/model-fixture';
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

/** Personal-details capture (seed 001 §3-5). */
export const personalDetailsFixture = {
  machine: personalDetailsMachine,
  oracle: personalDetailsOracle,
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
