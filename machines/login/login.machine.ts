import { assertEvent, assign, setup } from 'xstate';
import { toFlowFailure, type ToastRequest, failureOf } from './account-failure';
import type {
  LoginContext,
  LoginEvent,
  LoginFlowInput,
  LoginOutput,
  RequestCodeInput,
  SignedIn,
  SignInInput,
  StartSocialInput,
} from './login.types';
import type { FlowTypes } from '../shared/flow-types';
import { fromEvent } from '../shared/event-input';
import { unprovided } from '../shared/unprovided';

/**
 * Sign-in by e-mail and password or through a social provider (seed 000 §4, §8; seed 002 §4).
 * The account service maps server answers to codes (seed 000 §8: 'invalid param email' is the
 * email field's 'wrong email', anything else 'wrong combination'); the own back end's answers
 * are shown as they come, in a toast (seed 002 §8). An unconfirmed e-mail (own back end) asks for
 * a new code and ends on the way to /verify-otp.
 */
export const loginMachine = setup({
  types: {} as FlowTypes<LoginContext, LoginEvent, 'busy', LoginFlowInput, LoginOutput>,
  actors: {
    signIn: unprovided<SignedIn, SignInInput>(),
    requestEmailCode: unprovided<void, RequestCodeInput>(),
    /** Sends the browser to the provider's page; it settles only when that cannot happen. */
    startSocialSignIn: unprovided<void, StartSocialInput>(),
  },
  actions: {
    /** Tells the account actor (systemId 'account'): `ACCOUNT.SIGNED_IN`. */
    announceSignedIn: (_, _params: SignedIn) => {},
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    isEmailNotConfirmed: ({ event }) =>
      toFlowFailure((event as { error?: unknown }).error).code === 'email-not-confirmed',
    /** seed 002 §8: the own back end's login failures are toasts of the server message. */
    isOwnBackend: ({ context }) => context.backend === 'own-backend',
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    backend: input.backend,
    referrer: input.referrer,
    email: '',
    failure: null,
    socialFailure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'LOGIN.SUBMIT': {
          target: 'signingIn',
          actions: assign({
            email: ({ event }) => event.email,
            failure: null,
            socialFailure: null,
          }),
        },
        'LOGIN.SOCIAL': {
          target: 'redirectingToProvider',
          actions: assign({ failure: null, socialFailure: null }),
        },
        // Typing again clears a form-level message (the fields keep theirs until re-validated).
        'LOGIN.EDIT': { actions: assign({ failure: null }) },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context, event }) => {
          assertEvent(event, 'LOGIN.SUBMIT');
          return { email: event.email, password: event.password, referrer: context.referrer };
        },
        onDone: {
          target: 'signedIn',
          actions: { type: 'announceSignedIn', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'isEmailNotConfirmed', target: 'requestingCode' },
          {
            guard: 'isOwnBackend',
            target: 'editing',
            actions: [
              assign({ failure: failureOf }),
              {
                type: 'showToast',
                params: ({ event }) => {
                  const failure = toFlowFailure(event.error);
                  return { kind: 'error', text: failure.serverMessage ?? failure.message };
                },
              },
            ],
          },
          { target: 'editing', actions: assign({ failure: failureOf }) },
        ],
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestEmailCode',
        src: 'requestEmailCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'emailNotConfirmed',
          actions: { type: 'showToast', params: { kind: 'success', key: 'otp_sent' } },
        },
        // The code page can still send one with 'Resend Code'.
        onError: {
          target: 'emailNotConfirmed',
          actions: { type: 'showToast', params: { kind: 'error', key: 'otp_request_failed' } },
        },
      },
    },
    redirectingToProvider: {
      tags: ['busy'],
      invoke: {
        id: 'startSocialSignIn',
        src: 'startSocialSignIn',
        input: fromEvent('LOGIN.SOCIAL', (event) => ({ provider: event.provider })),
        // The page is left for the provider's; if it is still here, the sign-in did not start.
        onDone: { target: 'editing' },
        onError: {
          target: 'editing',
          actions: [
            assign({ socialFailure: ({ event }) => toFlowFailure(event.error).message }),
            {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'error',
                key: 'login_error',
                values: { message: toFlowFailure(event.error).message },
              }),
            },
          ],
        },
      },
    },
    signedIn: { type: 'final', output: { next: 'signed-in' } satisfies LoginOutput },
    emailNotConfirmed: {
      type: 'final',
      output: ({ context }): LoginOutput => ({ next: 'verify-email', email: context.email }),
    },
  },
  // The final state's output, passed on as the flow's (XState hands it over in the done event).
  output: ({ event }) => (event as unknown as { output: LoginOutput }).output,
});
