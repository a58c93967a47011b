import { accountPageMachine } from '@machines/account-page/account-page.machine';
import { inputsOf, type MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';
import { accountError, buildUser, publisherConsents } from './login.builders';
import { accountPageOracle } from './account-page.oracle';

export type AccountPageProjection = {
  section: string | null;
  failure: string | null;
  saved: string | null;
  exportState: string;
  publisherConsents: number;
};

const accepted = [{ name: 'terms', version: '2', state: 'accepted' as const, value: true }];

type State = {
  section?: unknown;
  saved?: unknown;
  exportState?: unknown;
  failure?: unknown;
  publisherConsents?: unknown;
};

/** The page as it opens, before the publisher's consents are in. */
const fresh = (s: State & { value?: unknown }) =>
  s.value === 'idle' &&
  s.saved === null &&
  s.exportState === 'idle' &&
  s.failure === null &&
  s.publisherConsents === 0;

/** Nothing open, nothing just saved or exported: where each action is first tried. */
const quiet = (s: State) =>
  s.section === null &&
  s.saved === null &&
  s.exportState === 'idle' &&
  s.failure === null &&
  s.publisherConsents === 2;

const PAGE = {
  opens:
    "seed 002 §2: the account page shows about you, e-mail, password, terms and tracking consents: publisher consents that cannot be fetched ('Failed to fetch publisher consents.', seed 000 §8) leave the page as it was, with none of theirs",
  busy: 'docs/decisions.md "Every save retries the same way": a form is sent while the viewer waits for its answer (its section is busy until the answer comes)',
  exporting:
    'seed 002 §2, §7: export data asks the server to send the data; the page shows the request under way until the server answers',
  exportAgain: 'seed 002 §2, §7: each export asks the server again; no outcome is shown while it runs',
  saved: "seed 002 §8: 'User updated successfully!' is said for the section that was saved",
} as const;

type Step = o.OracleStep<AccountPageProjection>;
const tagged = (rule: string, tag: string, want: boolean) =>
  o.holds<AccountPageProjection>(rule, (s: Step) =>
    s.snapshot.hasTag(tag) === want ? true : want ? `not tagged ${tag}` : `still tagged ${tag}`,
  );

/** The table of account-page.oracle.ts, and the rows that table leaves out. */
const oracle = {
  states: {
    ...accountPageOracle.states,
    idle: {
      ...accountPageOracle.states.idle,
      expect: [tagged(PAGE.busy, 'busy', false), tagged(PAGE.exporting, 'exporting', false)],
    },
    savingNames: {
      ...accountPageOracle.states.savingNames,
      expect: [...accountPageOracle.states.savingNames.expect, tagged(PAGE.busy, 'busy', true)],
    },
    savingEmail: {
      ...accountPageOracle.states.savingEmail,
      expect: [...accountPageOracle.states.savingEmail.expect, tagged(PAGE.busy, 'busy', true)],
    },
    savingConsents: {
      ...accountPageOracle.states.savingConsents,
      expect: [...accountPageOracle.states.savingConsents.expect, tagged(PAGE.busy, 'busy', true)],
    },
    exporting: {
      ...accountPageOracle.states.exporting,
      expect: [
        tagged(PAGE.exporting, 'exporting', true),
        o.projected(PAGE.exportAgain, { exportState: 'idle' }),
      ],
    },
  },
  transitions: [
    ...accountPageOracle.transitions,
    {
      on: 'xstate.error.actor.loadPublisherConsents',
      expect: [
        o.stateIs(PAGE.opens, 'idle'),
        o.projected(PAGE.opens, { publisherConsents: 0, failure: null }),
        o.holds(PAGE.opens, (s) =>
          s.state.section === s.before?.section
            ? true
            : `section ${s.state.section} (was ${s.before?.section})`,
        ),
      ],
    },
    {
      from: 'savingNames',
      on: 'xstate.done.actor.saveNames',
      expect: [o.projected(PAGE.saved, { saved: 'about' })],
    },
    {
      from: 'savingEmail',
      on: 'xstate.done.actor.saveEmail',
      expect: [o.projected(PAGE.saved, { saved: 'email' })],
    },
  ],
} satisfies o.MachineOracle<typeof accountPageMachine, AccountPageProjection>;

/** The account page (seed 001 §2, seed 002 §2): one section at a time, cancel, save, export. */
export const accountPageFixture = {
  machine: accountPageMachine,
  oracle,
  // seed 000 §5: a missing name opens 'about you' at once.
  inputs: inputsOf('nameMissing', { 'named viewer': false, 'viewer without a name': true }),
  project: (snapshot) => ({
    section: snapshot.context.section,
    failure: snapshot.context.failure?.code ?? null,
    saved: snapshot.context.saved,
    exportState: snapshot.context.exportState,
    publisherConsents: snapshot.context.publisherConsents.length,
  }),
  events: {
    'SECTION.EDIT': [
      { label: 'edit about you', event: { type: 'SECTION.EDIT', section: 'about' }, offer: quiet },
      { label: 'edit email', event: { type: 'SECTION.EDIT', section: 'email' }, offer: quiet },
      { label: 'edit consents', event: { type: 'SECTION.EDIT', section: 'consents' }, offer: quiet },
    ],
    'SECTION.CANCEL': [
      { label: 'cancel', event: { type: 'SECTION.CANCEL' }, offer: (s) => s.section !== null },
    ],
    'SECTION.SAVE_NAMES': [
      {
        label: 'save names',
        event: { type: 'SECTION.SAVE_NAMES', update: { firstName: 'Vera', lastName: 'Viewer' } },
        offer: (s) => s.section === 'about',
      },
    ],
    'SECTION.SAVE_EMAIL': [
      {
        label: 'save email',
        event: {
          type: 'SECTION.SAVE_EMAIL',
          update: { email: 'vera.new@statecast.test', confirmationPassword: 'Viewer123!' },
        },
        offer: (s) => s.section === 'email',
      },
    ],
    'SECTION.SAVE_CONSENTS': [
      {
        label: 'save consents',
        event: { type: 'SECTION.SAVE_CONSENTS', consents: accepted },
        offer: (s) => s.section === 'consents',
      },
    ],
    'ACCOUNT.EXPORT': [{ label: 'export data', event: { type: 'ACCOUNT.EXPORT' }, offer: quiet }],
  },
  doneOutputs: {
    saveNames: [{ label: 'names saved', output: buildUser() }],
    saveEmail: [{ label: 'email saved', output: buildUser({ email: 'vera.new@statecast.test' }) }],
    saveConsents: [{ label: 'consents saved', output: accepted }],
    exportData: [{ label: 'data exported', output: undefined }],
    loadPublisherConsents: [{ label: 'consents loaded', output: publisherConsents, offer: (s) => fresh(s) }],
  },
  errors: {
    saveNames: [
      { label: 'name too long', error: accountError('server', 'firstName can have max 50 characters') },
    ],
    saveEmail: [{ label: 'email taken', error: accountError('user-exists', 'customer already exists') }],
    saveConsents: [
      { label: 'consents refused', error: accountError('server', 'Unable to update Customer consents') },
    ],
    exportData: [{ label: 'export fails', error: accountError('server', 'Failed to export account data') }],
    loadPublisherConsents: [
      {
        label: 'consents unavailable',
        error: accountError('server', 'Failed to fetch publisher consents.'),
        offer: (s) => fresh(s),
      },
    ],
  },
} satisfies MachineFixture<typeof accountPageMachine, AccountPageProjection>;
