import { assertEvent, assign, setup } from 'xstate';
import { toFlowFailure, failureToast } from '../login/account-failure';
import type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordInput,
  ChangePasswordOutput,
  PasswordChangeInput,
  PasswordResetInput,
  SetPasswordInput,
  ToastRequest,
} from './password.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

type SubmitEvent = Extract<ChangePasswordEvent, { type: 'PASSWORD.SUBMIT' }>;

/**
 * A new password (seed 001 §2 edit-password, §4, §5; seed 002 §2 Change / Set Password, §4):
 * with the reset token of a mailed link, with the old password (which signs the viewer out), or a
 * first password for a social account (own back end). Every variant ends signed out, on the way
 * to the login. Server messages come mapped (invalid param password, resetPasswordToken is not
 * valid, score does not match standards, old password does not match, password could not be set).
 */
export const changePasswordMachine = setup({
  types: {} as FlowTypes<
    ChangePasswordContext,
    ChangePasswordEvent,
    'busy',
    ChangePasswordInput,
    ChangePasswordOutput
  >,
  actors: {
    resetPasswordWithToken: unprovided<void, PasswordResetInput>(),
    changePassword: unprovided<void, PasswordChangeInput>(),
    setPassword: unprovided<void, SetPasswordInput>(),
  },
  actions: {
    showToast: (_, _params: ToastRequest) => {},
    assignFailure: assign({ failure: ({ event }) => toFlowFailure((event as { error?: unknown }).error) }),
    /**
     * Tells the account actor `ACCOUNT.SESSION_REVOKED`: the new password ends the session
     * (seed 001 §4, seed 002 §4), so this browser signs out with no logout call and no logout toast.
     */
    announceSignedOut: () => {},
  },
  guards: {
    /** seed 002 §8: the own back end's failures are toasts of the server message. */
    isOwnBackend: ({ context }) => context.backend === 'own-backend',
    isMode: ({ context }, params: { mode: ChangePasswordContext['mode'] }) => context.mode === params.mode,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'PASSWORD.SUBMIT': [
          { guard: { type: 'isMode', params: { mode: 'token' } }, target: 'resettingWithToken' },
          { guard: { type: 'isMode', params: { mode: 'old-password' } }, target: 'changingWithOldPassword' },
          { guard: { type: 'isMode', params: { mode: 'set' } }, target: 'settingPassword' },
          // seed 001 §5: neither token nor user is reset.invalid_link; the form says so.
        ],
        'PASSWORD.EDIT': { actions: assign({ failure: null }) },
      },
    },
    resettingWithToken: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'resetPasswordWithToken',
        src: 'resetPasswordWithToken',
        input: ({ context, event }) => {
          assertEvent(event, 'PASSWORD.SUBMIT');
          return {
            email: context.email ?? '',
            token: context.token ?? '',
            password: event.password,
            passwordConfirmation: event.passwordConfirmation,
          };
        },
        onDone: {
          target: 'done',
          actions: { type: 'showToast', params: { kind: 'success', key: 'password_updated' } },
        },
        // Reset links are the hosted and commerce platforms': their failures show on the form.
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    changingWithOldPassword: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          const e = event as SubmitEvent;
          return {
            oldPassword: e.oldPassword,
            newPassword: e.password,
            newPasswordConfirmation: e.passwordConfirmation,
          };
        },
        onDone: {
          target: 'done',
          actions: [
            'announceSignedOut',
            { type: 'showToast', params: { kind: 'success', key: 'password_updated' } },
          ],
        },
        onError: [
          {
            guard: 'isOwnBackend',
            target: 'editing',
            actions: ['assignFailure', { type: 'showToast', params: failureToast }],
          },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    settingPassword: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ event }) => ({ password: (event as SubmitEvent).password }),
        onDone: {
          target: 'done',
          actions: [
            'announceSignedOut',
            { type: 'showToast', params: { kind: 'success', key: 'password_set' } },
          ],
        },
        // Only the own back end sets a first password: its failures are toasts as well.
        onError: {
          target: 'editing',
          actions: ['assignFailure', { type: 'showToast', params: failureToast }],
        },
      },
    },
    done: { type: 'final' },
  },
  output: (): ChangePasswordOutput => ({ next: 'login' }),
});
