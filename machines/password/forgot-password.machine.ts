import { assign, setup } from 'xstate';
import { failureOf, failureToast } from '../login/account-failure';
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordInput,
  ForgotPasswordOutput,
  PasswordResetRequest,
  RequestResetInput,
  ToastRequest,
} from './password.types';
import type { FlowTypes } from '../shared/flow-types';
import { fromEvent } from '../shared/event-input';
import { unprovided } from '../shared/unprovided';

/**
 * Asking for a password reset (seed 001 §2 forgot-password / reset-password / add-password;
 * seed 002 §2 /forgot-password): hosted and commerce mail a link (then send-confirmation), the own
 * back end mails a code and answers the token the reset page needs. 'invalid param email' is the
 * e-mail's reset.wrong_email; other failures are the resend-mail error (seed 001 §5, §8).
 */
export const forgotPasswordMachine = setup({
  types: {} as FlowTypes<
    ForgotPasswordContext,
    ForgotPasswordEvent,
    'busy',
    ForgotPasswordInput,
    ForgotPasswordOutput
  >,
  actors: {
    requestPasswordReset: unprovided<PasswordResetRequest, RequestResetInput>(),
  },
  actions: {
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    isOwnBackend: ({ context }) => context.backend === 'own-backend',
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ backend: input.backend, email: input.email ?? '', token: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FORGOT.SUBMIT': {
          target: 'sending',
          actions: assign({ email: ({ event }) => event.email, failure: null }),
        },
        'FORGOT.EDIT': { actions: assign({ failure: null }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: fromEvent('FORGOT.SUBMIT', (event) => ({ email: event.email })),
        onDone: [
          {
            guard: 'isOwnBackend',
            target: 'sent',
            actions: [
              assign({ token: ({ event }) => event.output.token }),
              { type: 'showToast', params: { kind: 'success', key: 'otp_sent' } },
            ],
          },
          { target: 'sent', actions: assign({ token: ({ event }) => event.output.token }) },
        ],
        onError: [
          {
            guard: 'isOwnBackend',
            target: 'editing',
            actions: [assign({ failure: failureOf }), { type: 'showToast', params: failureToast }],
          },
          { target: 'editing', actions: assign({ failure: failureOf }) },
        ],
      },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email, token: context.token }),
});
