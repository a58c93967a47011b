import type { accountPageMachine } from '@machines/account-page/account-page.machine';
import * as o from '../support/oracle';
import type { AccountPageProjection } from './account-page.fixture';
import { seedToast } from './seed-toasts';

const R = {
  opens:
    "seed 002 §2: the account page shows about you, e-mail, password, terms and tracking consents (the publisher's)",
  nameMissing: 'seed 000 §5: name capture is shown when the first or last name is missing',
  oneAtATime:
    'seed 002 §2: the account form section toggles between view and edit; only one section is edited at a time',
  cancel: 'seed 002 §2: cancel restores the values and leaves edit',
  names: 'seed 002 §7, seed 000 §5: update user sends the first and last name',
  email: 'seed 001 §5, seed 002 §7: an e-mail change sends the e-mail and the confirmation password',
  consents: 'seed 002 §7: update consents sends the consents as ticked',
  userSaved: "seed 002 §8: a saved profile says 'User updated successfully!' and the section returns to view",
  consentsSaved: "seed 002 §2, §7: saved consents replace the account's and the section returns to view",
  refused: 'seed 002 §5: a refused save shows the mapped error and the section stays in edit',
  export: 'seed 002 §2, §7: export data (when enabled) asks the server to send the data',
  noPublisherConsents:
    "seed 002 §2: publisher consents that cannot be fetched ('Failed to fetch publisher consents.', seed 000 §8) leave the page as it was, with none of theirs",
  busy: 'docs/decisions.md "Every save retries the same way": a form is sent while the viewer waits for its answer (its section is busy until the answer comes)',
  exporting:
    'seed 002 §2, §7: export data asks the server to send the data; the page shows the request under way until the server answers',
  exportAgain: 'seed 002 §2, §7: each export asks the server again; no outcome is shown while it runs',
  savedSection: "seed 002 §8: 'User updated successfully!' is said for the section that was saved",
} as const;

type Step = o.OracleStep<AccountPageProjection>;
const outputParams = (s: Step) => (s.event as unknown as { output: unknown }).output;

export const accountPageOracle = {
  states: {
    idle: {
      seed: [R.opens, R.oneAtATime],
      expect: [o.tagged(R.busy, 'busy', false), o.tagged(R.exporting, 'exporting', false)],
    },
    savingNames: {
      seed: R.names,
      expect: [o.projected(R.names, { section: 'about', failure: null }), o.tagged(R.busy, 'busy', true)],
    },
    savingEmail: {
      seed: R.email,
      expect: [o.projected(R.email, { section: 'email', failure: null }), o.tagged(R.busy, 'busy', true)],
    },
    savingConsents: {
      seed: R.consents,
      expect: [
        o.projected(R.consents, { section: 'consents', failure: null }),
        o.tagged(R.busy, 'busy', true),
      ],
    },
    exporting: {
      seed: R.export,
      expect: [o.tagged(R.exporting, 'exporting', true), o.projected(R.exportAgain, { exportState: 'idle' })],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      where: (s) => (s.input as { nameMissing: boolean }).nameMissing,
      expect: [o.stateIs(R.nameMissing, 'idle'), o.projected(R.nameMissing, { section: 'about' })],
    },
    {
      on: 'xstate.init',
      where: (s) => !(s.input as { nameMissing: boolean }).nameMissing,
      expect: [
        o.projected(R.opens, { section: null }),
        o.effectsInclude(R.opens, o.invoked('loadPublisherConsents')),
      ],
    },
    {
      on: 'xstate.done.actor.loadPublisherConsents',
      expect: [
        o.holds(R.opens, (s) => {
          const n = (outputParams(s) as unknown[]).length;
          return s.state.publisherConsents === n ? true : `${s.state.publisherConsents} consents of ${n}`;
        }),
      ],
    },
    {
      on: 'xstate.error.actor.loadPublisherConsents',
      expect: [
        o.stateIs(R.noPublisherConsents, 'idle'),
        o.projected(R.noPublisherConsents, { publisherConsents: 0, failure: null }),
        o.holds(R.noPublisherConsents, (s) =>
          s.state.section === s.before?.section
            ? true
            : `section ${s.state.section} (was ${s.before?.section})`,
        ),
      ],
    },
    {
      from: 'idle',
      on: 'SECTION.EDIT',
      expect: [
        o.holds(R.oneAtATime, (s) => {
          const section = (s.event as unknown as { section: string }).section;
          return s.state.section === section ? true : `editing ${s.state.section}, asked for ${section}`;
        }),
      ],
    },
    { from: 'idle', on: 'SECTION.CANCEL', expect: [o.projected(R.cancel, { section: null, failure: null })] },
    {
      from: 'idle',
      on: 'SECTION.SAVE_NAMES',
      expect: [
        o.stateIs(R.names, 'savingNames'),
        o.effectsIncludeFrom(R.names, (s) => [
          o.invoked('saveNames', (s.event as unknown as { update: unknown }).update),
        ]),
      ],
    },
    {
      from: 'idle',
      on: 'SECTION.SAVE_EMAIL',
      expect: o.endsIn(
        R.email,
        'savingEmail',
        o.invoked('saveEmail', { email: 'vera.new@statecast.test', confirmationPassword: 'Viewer123!' }),
      ),
    },
    {
      from: 'idle',
      on: 'SECTION.SAVE_CONSENTS',
      expect: [
        o.stateIs(R.consents, 'savingConsents'),
        o.effectsIncludeFrom(R.consents, (s) => [
          o.invoked('saveConsents', (s.event as unknown as { consents: unknown }).consents),
        ]),
      ],
    },
    {
      from: ['savingNames', 'savingEmail'],
      on: ['xstate.done.actor.saveNames', 'xstate.done.actor.saveEmail'],
      expect: [
        o.stateIs(R.userSaved, 'idle'),
        o.projected(R.userSaved, { section: null, failure: null }),
        o.effectsIncludeFrom(R.userSaved, (s) => [o.action('announceUserUpdated', outputParams(s))]),
        o.effectsInclude(R.userSaved, seedToast('success', 'User updated successfully!')),
      ],
    },
    {
      from: 'savingNames',
      on: 'xstate.done.actor.saveNames',
      expect: [o.projected(R.savedSection, { saved: 'about' })],
    },
    {
      from: 'savingEmail',
      on: 'xstate.done.actor.saveEmail',
      expect: [o.projected(R.savedSection, { saved: 'email' })],
    },
    {
      from: 'savingConsents',
      on: 'xstate.done.actor.saveConsents',
      expect: [
        o.stateIs(R.consentsSaved, 'idle'),
        o.projected(R.consentsSaved, { section: null, saved: 'consents' }),
        o.effectsIncludeFrom(R.consentsSaved, (s) => [o.action('announceConsents', outputParams(s))]),
      ],
    },
    {
      from: ['savingNames', 'savingEmail', 'savingConsents'],
      on: 'xstate.error.actor',
      expect: [
        o.stateIs(R.refused, 'idle'),
        o.holds(R.refused, (s) =>
          s.state.section === s.before?.section && s.state.failure !== null
            ? true
            : `section ${s.state.section} (was ${s.before?.section}), failure ${s.state.failure}`,
        ),
        o.effectsExclude(
          R.refused,
          o.action('announceUserUpdated'),
          o.action('announceConsents'),
          o.action('showToast'),
        ),
      ],
    },
    {
      from: 'idle',
      on: 'ACCOUNT.EXPORT',
      expect: o.endsIn(R.export, 'exporting', o.invoked('exportData')),
    },
    {
      from: 'exporting',
      on: 'xstate.done.actor.exportData',
      expect: [o.stateIs(R.export, 'idle'), o.projected(R.export, { exportState: 'done' })],
    },
    {
      from: 'exporting',
      on: 'xstate.error.actor.exportData',
      expect: [o.stateIs(R.export, 'idle'), o.projected(R.export, { exportState: 'failed' })],
    },
  ],
} satisfies o.MachineOracle<typeof accountPageMachine, AccountPageProjection>;
