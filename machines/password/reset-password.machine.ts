import { assertEvent, assign, setup } from 'xstate';
import { failureOf, failureToast } from '../login/account-failure';
import type {
  PasswordResetInput,
  ResetPasswordContext,
  ResetPasswordEvent,
  ResetPasswordInput,
  ResetPasswordOutput,
  ToastRequest,
  VerifyCodeInput,
} from './password.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * The own back end's reset (seed 002 §2, §4): step one checks the mailed code ('Verify OTP'),
 * step two sets the new password with it ('Reset Password'), which signs the viewer out
 * everywhere and goes to /login.
 */
export const resetPasswordMachine = setup({
  types: {} as FlowTypes<
    ResetPasswordContext,
    ResetPasswordEvent,
    'busy',
    ResetPasswordInput,
    ResetPasswordOutput
  >,
  actors: {
    verifyResetCode: unprovided<void, VerifyCodeInput>(),
    resetPassword: unprovided<void, PasswordResetInput>(),
  },
  actions: {
    showToast: (_, _params: ToastRequest) => {},
    /**
     * Tells the account actor `ACCOUNT.SESSION_REVOKED`: the reset ended every session on the
     * server, so this browser signs out without a logout call of its own.
     */
    announceSignedOut: () => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    email: input.email,
    otp: '',
    failure: null,
    invalidLink: false,
  }),
  initial: 'enteringCode',
  states: {
    enteringCode: {
      on: {
        'RESET.VERIFY': [
          {
            guard: 'hasToken',
            target: 'verifyingCode',
            actions: assign({ otp: ({ event }) => event.otp, failure: null }),
          },
          { actions: assign({ invalidLink: true }) },
        ],
        'RESET.EDIT': { actions: assign({ failure: null }) },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'verifyResetCode',
        src: 'verifyResetCode',
        input: ({ context }) => ({ token: context.token ?? '', otp: context.otp }),
        onDone: {
          target: 'enteringPassword',
          actions: [{ type: 'showToast', params: { kind: 'success', key: 'otp_verified' } }],
        },
        onError: {
          target: 'enteringCode',
          actions: [assign({ failure: failureOf }), { type: 'showToast', params: failureToast }],
        },
      },
    },
    enteringPassword: {
      on: {
        'RESET.SUBMIT': { target: 'resetting', actions: assign({ failure: null }) },
        'RESET.EDIT': { actions: assign({ failure: null }) },
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'RESET.SUBMIT');
          return {
            email: context.email ?? '',
            password: event.password,
            passwordConfirmation: event.password,
            token: context.token ?? '',
            otp: context.otp,
          };
        },
        onDone: {
          target: 'done',
          actions: [
            'announceSignedOut',
            { type: 'showToast', params: { kind: 'success', key: 'password_updated' } },
          ],
        },
        onError: {
          target: 'enteringPassword',
          actions: [assign({ failure: failureOf }), { type: 'showToast', params: failureToast }],
        },
      },
    },
    done: { type: 'final' },
  },
  output: (): ResetPasswordOutput => ({ next: 'login' }),
});
