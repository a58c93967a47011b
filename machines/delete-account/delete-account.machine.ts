import { assign, setup } from 'xstate';
import { failureOf, failureToast } from '../login/account-failure';
import type {
  DeleteAccountContext,
  DeleteAccountEvent,
  DeleteAccountInput,
  DeleteAccountOutput,
  DeleteAccountRequest,
  ToastRequest,
} from './delete-account.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * Account deletion (seed 001 §4, §8; seed 002 §4-5, §8): the password form, then the
 * confirmation ('Delete Account' / 'Are you sure…'), then the deletion, which signs the viewer
 * out, shows 'Account deleted successfully!' and goes to /. A confirmation reached without a
 * password goes back to the form; a social account without a password skips it. 'invalid
 * credentials' has its own message; other failures the generic delete error.
 */
export const deleteAccountMachine = setup({
  types: {} as FlowTypes<
    DeleteAccountContext,
    DeleteAccountEvent,
    'busy',
    DeleteAccountInput,
    DeleteAccountOutput
  >,
  actors: {
    deleteAccount: unprovided<void, DeleteAccountRequest>(),
  },
  actions: {
    showToast: (_, _params: ToastRequest) => {},
    /**
     * Tells the account actor `ACCOUNT.SESSION_REVOKED`: the account is gone, and with it the
     * session, so this browser signs out with no logout call (it would be refused) and no logout toast.
     */
    announceSignedOut: () => {},
  },
  guards: {
    hasPasswordOrNeedsNone: ({ context }) => !context.needsPassword || context.password !== null,
    isOwnBackend: ({ context }) => context.backend === 'own-backend',
  },
}).createMachine({
  id: 'deleteAccount',
  context: ({ input }) => ({
    backend: input.backend,
    needsPassword: input.needsPassword,
    password: null,
    failure: null,
  }),
  initial: 'enteringPassword',
  states: {
    enteringPassword: {
      on: {
        'DELETE.SUBMIT_PASSWORD': {
          target: 'confirming',
          actions: assign({ password: ({ event }) => event.password, failure: null }),
        },
        // A passwordless social account confirms straight away (its form has no field).
        'DELETE.CONFIRM': { guard: 'hasPasswordOrNeedsNone', target: 'deleting' },
      },
    },
    confirming: {
      on: {
        'DELETE.CONFIRM': { target: 'deleting', actions: assign({ failure: null }) },
        'DELETE.BACK': { target: 'enteringPassword', actions: assign({ password: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: context.needsPassword ? context.password : null }),
        onDone: {
          target: 'deleted',
          actions: [
            assign({ password: null }),
            'announceSignedOut',
            { type: 'showToast', params: { kind: 'success', key: 'account_deleted' } },
          ],
        },
        // A wrong password is entered again on the form.
        onError: [
          {
            guard: 'isOwnBackend',
            target: 'enteringPassword',
            actions: [
              assign({ password: null, failure: failureOf }),
              { type: 'showToast', params: failureToast },
            ],
          },
          {
            target: 'enteringPassword',
            actions: assign({ password: null, failure: failureOf }),
          },
        ],
      },
    },
    deleted: { type: 'final' },
  },
  output: (): DeleteAccountOutput => ({ next: 'home' }),
});
