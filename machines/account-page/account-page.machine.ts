import { assign, setup } from 'xstate';
import { toFlowFailure } from '../login/account-failure';
import type {
  AccountPageContext,
  AccountPageEvent,
  AccountPageInput,
  AccountSection,
  AccountUser,
  Consent,
  CustomerConsent,
  EmailUpdate,
  ToastRequest,
  UserUpdate,
} from './account-page.types';
import { errorOf } from '../shared/invoke-results';
import type { FlowTypes } from '../shared/flow-types';
import { fromEvent } from '../shared/event-input';
import { unprovided } from '../shared/unprovided';

/** A save failed: the section stays open with the reason. */
const saveFailed = {
  target: 'idle',
  actions: { type: 'assignFailure', params: errorOf },
} as const;

/** The names or the e-mail were saved: the account hears of the new user and the page says so. */
const userSaved = (saved: AccountSection) =>
  ({
    target: 'idle',
    actions: [
      {
        type: 'announceUserUpdated',
        params: ({ event }: { event: { output: AccountUser } }) => event.output,
      },
      { type: 'showToast', params: { kind: 'success', key: 'user_updated' } },
      { type: 'closeSection', params: { saved } },
    ],
  }) as const;

/**
 * The account page (seed 001 §2 account settings, seed 002 §2 user area): one section is edited
 * at a time and cancel gives its values back; names are saved with the seed 000 §5 rules (the
 * service trims and limits them), the e-mail with the current password where the back end allows
 * it, consents as ticked; export mails the data where enabled. A missing name opens 'about you'.
 */
export const accountPageMachine = setup({
  types: {} as FlowTypes<AccountPageContext, AccountPageEvent, 'busy' | 'exporting', AccountPageInput>,
  actors: {
    saveNames: unprovided<AccountUser, UserUpdate>(),
    saveEmail: unprovided<AccountUser, EmailUpdate>(),
    saveConsents: unprovided<CustomerConsent[], CustomerConsent[]>(),
    exportData: unprovided<void>(),
    loadPublisherConsents: unprovided<Consent[]>(),
  },
  actions: {
    announceUserUpdated: (_, _params: AccountUser) => {},
    announceConsents: (_, _params: CustomerConsent[]) => {},
    showToast: (_, _params: ToastRequest) => {},
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    closeSection: assign((_, params: { saved: AccountSection }) => ({ saved: params.saved, section: null })),
  },
}).createMachine({
  id: 'accountPage',
  context: ({ input }) => ({
    section: input.nameMissing ? 'about' : null,
    failure: null,
    saved: null,
    exportState: 'idle',
    publisherConsents: [],
  }),
  // The publisher's consents load beside whatever the viewer does; without them the consents
  // still show, by name.
  invoke: {
    id: 'loadPublisherConsents',
    src: 'loadPublisherConsents',
    onDone: { actions: assign({ publisherConsents: ({ event }) => event.output }) },
    onError: { actions: assign({ publisherConsents: [] }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'SECTION.EDIT': {
          actions: assign({ section: ({ event }) => event.section, failure: null, saved: null }),
        },
        'SECTION.CANCEL': { actions: assign({ section: null, failure: null }) },
        'SECTION.SAVE_NAMES': { target: 'savingNames', actions: assign({ failure: null }) },
        'SECTION.SAVE_EMAIL': { target: 'savingEmail', actions: assign({ failure: null }) },
        'SECTION.SAVE_CONSENTS': { target: 'savingConsents', actions: assign({ failure: null }) },
        'ACCOUNT.EXPORT': { target: 'exporting', actions: assign({ exportState: 'idle' }) },
      },
    },
    savingNames: {
      tags: ['busy'],
      invoke: {
        id: 'saveNames',
        src: 'saveNames',
        input: fromEvent('SECTION.SAVE_NAMES', (event) => event.update),
        onDone: userSaved('about'),
        onError: saveFailed,
      },
    },
    savingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'saveEmail',
        src: 'saveEmail',
        input: fromEvent('SECTION.SAVE_EMAIL', (event) => event.update),
        onDone: userSaved('email'),
        onError: saveFailed,
      },
    },
    savingConsents: {
      tags: ['busy'],
      invoke: {
        id: 'saveConsents',
        src: 'saveConsents',
        input: fromEvent('SECTION.SAVE_CONSENTS', (event) => event.consents),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceConsents', params: ({ event }) => event.output },
            assign({ saved: ({ context }) => context.section, section: null }),
          ],
        },
        onError: saveFailed,
      },
    },
    exporting: {
      tags: ['exporting'],
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: { target: 'idle', actions: assign({ exportState: 'done' }) },
        onError: { target: 'idle', actions: assign({ exportState: 'failed' }) },
      },
    },
  },
});
