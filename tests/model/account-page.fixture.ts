import { accountPageMachine } from '@machines/account-page/account-page.machine';
import { inputsOf, type MachineFixture } from '../support/model-fixture';
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

/** The account page (seed 001 §2, seed 002 §2): one section at a time, cancel, save, export. */
export const accountPageFixture = {
  machine: accountPageMachine,
  oracle: accountPageOracle,
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
