import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFlowFailure } from '../login/account-failure';
import type {
  AccountPageContext,
  AccountPageEvent,
  AccountPageInput,
  AccountUser,
  Consent,
  CustomerConsent,
  EmailUpdate,
  ToastRequest,
  UserUpdate,
} from './account-page.types';

const never = <T,>() => new Promise<T>(() => {});

/**
 * The account page (seed 001 §2 account settings, seed 002 §2 user area): one section is edited
 * at a time and cancel gives its values back; names are saved with the seed 000 §5 rules (the
 * service trims and limits them), the e-mail with the current password where the back end allows
 * it, consents as ticked; export mails the data where enabled. A missing name opens 'about you'.
 */
export const accountPageMachine = setup({
  types: {
    context: {} as AccountPageContext,
    events: {} as AccountPageEvent,
    input: {} as AccountPageInput,
    tags: {} as 'busy' | 'exporting',
  },
  actors: {
    saveNames: fromPromise<AccountUser, UserUpdate>(() => never()),
    saveEmail: fromPromise<AccountUser, EmailUpdate>(() => never()),
    saveConsents: fromPromise<CustomerConsent[], CustomerConsent[]>(() => never()),
    exportData: fromPromise<void>(() => never()),
    loadPublisherConsents: fromPromise<Consent[]>(() => never()),
  },
  actions: {
    announceUserUpdated: (_, _params: AccountUser) => {},
    announceConsents: (_, _params: CustomerConsent[]) => {},
    showToast: (_, _params: ToastRequest) => {},
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
        input: ({ event }) => {
          assertEvent(event, 'SECTION.SAVE_NAMES');
          return event.update;
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceUserUpdated', params: ({ event }) => event.output },
            { type: 'showToast', params: { kind: 'success', key: 'user_updated' } },
            assign({ saved: 'about', section: null }),
          ],
        },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFlowFailure(event.error) }) },
      },
    },
    savingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'saveEmail',
        src: 'saveEmail',
        input: ({ event }) => {
          assertEvent(event, 'SECTION.SAVE_EMAIL');
          return event.update;
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceUserUpdated', params: ({ event }) => event.output },
            { type: 'showToast', params: { kind: 'success', key: 'user_updated' } },
            assign({ saved: 'email', section: null }),
          ],
        },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFlowFailure(event.error) }) },
      },
    },
    savingConsents: {
      tags: ['busy'],
      invoke: {
        id: 'saveConsents',
        src: 'saveConsents',
        input: ({ event }) => {
          assertEvent(event, 'SECTION.SAVE_CONSENTS');
          return event.consents;
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceConsents', params: ({ event }) => event.output },
            assign({ saved: ({ context }) => context.section, section: null }),
          ],
        },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFlowFailure(event.error) }) },
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
