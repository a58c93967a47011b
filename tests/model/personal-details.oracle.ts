import type { personalDetailsMachine } from '@machines/personal-details/personal-details.machine';
import * as o from '../support/oracle';
import { editClearsFailure } from './account-failures.builders';
import type { PersonalDetailsProjection } from './personal-details.fixture';

const R = {
  loads: 'seed 001 §4: after registration the capture settings decide whether personal details are asked',
  skipped: 'seed 001 §4: capture is skipped when it is disabled or is not to be displayed',
  unreadable: 'seed 001 §4: a capture that cannot be read is skipped (the viewer goes on)',
  fields:
    'seed 001 §5: the enabled questions are asked; a question with one option is a checkbox, two options give radio, more give a select',
  sends: 'seed 001 §4, seed 000 §5: the answers are saved as given',
  saved: 'seed 001 §4: after submit the user goes on (choose-offer or welcome) with the updated user',
  refused: 'seed 001 §5, §8: a refused save keeps the form with its error',
  edit: 'seed 001 §5: typing again clears the form-level message',
  loading:
    'seed 001 §4, §5: the capture settings decide whether and which questions are asked: until they are read the form shows no question, only that it is loading',
  busy: 'docs/decisions.md "Every save retries the same way": capture answers are sent while the viewer waits for their answer (the form is busy until it comes)',
} as const;

type Setting = { key: string; enabled: boolean; options: string | null };
type Status = { isCaptureEnabled: boolean; shouldCaptureBeDisplayed: boolean; settings: Setting[] };
const statusOf = (s: o.OracleStep<PersonalDetailsProjection>) =>
  (s.event as unknown as { output: Status }).output;
const isShown = (st: Status) => st.isCaptureEnabled && st.shouldCaptureBeDisplayed;
const seedKind = (options: string | null) => {
  const n = options ? options.split(';').filter(Boolean).length : 0;
  return n === 0 ? 'text' : n === 1 ? 'checkbox' : n === 2 ? 'radio' : 'select';
};
const outputIs = (rule: string, captured: boolean) =>
  o.holds<PersonalDetailsProjection>(rule, (s) => {
    const out = (s.snapshot as { output?: unknown }).output;
    return JSON.stringify(out) === JSON.stringify({ captured }) ? true : `output ${JSON.stringify(out)}`;
  });

export const personalDetailsOracle = {
  states: {
    loading: {
      seed: R.loads,
      expect: [
        o.projected(R.loading, { fields: [] }),
        o.tagged(R.loading, 'loading'),
        o.tagged(R.busy, 'busy', false),
      ],
    },
    editing: {
      seed: R.fields,
      expect: [
        o.holds(R.fields, (s) => (s.state.fields.length > 0 ? true : 'a form without fields')),
        o.tagged(R.loading, 'loading', false),
        o.tagged(R.busy, 'busy', false),
      ],
    },
    saving: {
      seed: R.sends,
      expect: [
        o.projected(R.sends, { failure: null }),
        o.tagged(R.busy, 'busy'),
        o.tagged(R.loading, 'loading', false),
      ],
    },
    skipped: { seed: [R.skipped, R.unreadable], expect: [outputIs(R.skipped, false)] },
    saved: { seed: R.saved, expect: [outputIs(R.saved, true)] },
  },
  transitions: [
    { on: 'xstate.init', expect: o.endsIn(R.loads, 'loading', o.invoked('loadCaptureStatus')) },
    {
      from: 'loading',
      on: 'xstate.done.actor.loadCaptureStatus',
      where: (s) => !isShown(statusOf(s)),
      expect: [o.stateIs(R.skipped, 'skipped')],
    },
    {
      from: 'loading',
      on: 'xstate.done.actor.loadCaptureStatus',
      where: (s) => isShown(statusOf(s)),
      expect: [
        o.stateIs(R.fields, 'editing'),
        o.holds(R.fields, (s) => {
          const questions = statusOf(s)
            .settings.filter((x) => x.enabled && x.key.startsWith('custom_'))
            .map((x) => `${x.key}:${seedKind(x.options)}`);
          const shown = s.state.fields.filter((f) => f.startsWith('custom_'));
          return JSON.stringify(shown) === JSON.stringify(questions)
            ? true
            : `questions ${shown.join(', ')}, want ${questions.join(', ')}`;
        }),
        o.holds(R.fields, (s) =>
          s.state.fields.includes('names') ? true : `fields ${s.state.fields.join(', ')} lack the names`,
        ),
      ],
    },
    {
      from: 'loading',
      on: 'xstate.error.actor.loadCaptureStatus',
      expect: [o.stateIs(R.unreadable, 'skipped')],
    },
    {
      from: 'editing',
      on: 'DETAILS.SUBMIT',
      expect: [
        o.stateIs(R.sends, 'saving'),
        o.effectsIncludeFrom(R.sends, (s) => [o.invoked('saveCaptureAnswers', s.event.answers)]),
      ],
    },
    {
      from: 'saving',
      on: 'xstate.done.actor.saveCaptureAnswers',
      expect: [
        o.stateIs(R.saved, 'saved'),
        o.effectsIncludeFrom(R.saved, (s) => [o.action('announceUserUpdated', s.event.output)]),
      ],
    },
    {
      from: 'saving',
      on: 'xstate.error.actor.saveCaptureAnswers',
      expect: [
        o.stateIs(R.refused, 'editing'),
        o.holds(R.refused, (s) => (s.state.failure !== null ? true : 'no failure kept')),
        o.effectsExclude(R.refused, o.action('announceUserUpdated')),
      ],
    },
    editClearsFailure<PersonalDetailsProjection>('DETAILS.EDIT', R.edit),
  ],
} satisfies o.MachineOracle<typeof personalDetailsMachine, PersonalDetailsProjection>;
