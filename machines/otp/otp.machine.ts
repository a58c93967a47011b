import { assertEvent, assign, setup } from 'xstate';
import { failureOf, failureToast } from '../login/account-failure';
import type {
  ConfirmEmailInput,
  OtpContext,
  OtpEvent,
  OtpInput,
  OtpOutput,
  SignedIn,
  ToastRequest,
} from './otp.types';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * E-mail confirmation by code on /verify-otp (seed 002 §2, §4, §8): the six-character code is
 * checked against the address in the link; success signs the viewer in ('Email verified
 * successfully!') and goes to /preferences. Resending is the resend-countdown flow's.
 */
export const otpMachine = setup({
  types: {} as FlowTypes<OtpContext, OtpEvent, 'busy', OtpInput, OtpOutput>,
  actors: {
    confirmEmail: unprovided<SignedIn, ConfirmEmailInput>(),
  },
  actions: {
    announceSignedIn: (_, _params: SignedIn) => {},
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    hasEmail: ({ context }) => Boolean(context.email),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({ email: input.email, failure: null, missingEmail: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'OTP.SUBMIT': [
          { guard: 'hasEmail', target: 'verifying', actions: assign({ failure: null, missingEmail: false }) },
          {
            actions: [
              assign({ missingEmail: true }),
              { type: 'showToast', params: { kind: 'error', key: 'missing_email' } },
            ],
          },
        ],
        'OTP.EDIT': { actions: assign({ failure: null }) },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context, event }) => {
          assertEvent(event, 'OTP.SUBMIT');
          return { email: context.email ?? '', otp: event.otp };
        },
        onDone: {
          target: 'verified',
          actions: [
            { type: 'announceSignedIn', params: ({ event }) => event.output },
            { type: 'showToast', params: { kind: 'success', key: 'email_verified' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [assign({ failure: failureOf }), { type: 'showToast', params: failureToast }],
        },
      },
    },
    verified: { type: 'final' },
  },
  output: (): OtpOutput => ({ next: 'preferences' }),
});
