import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFlowFailure } from '../login/account-failure';
import { missingRequiredConsents } from './register-rules';
import type {
  Consent,
  RegisterContext,
  RegisterEvent,
  RegisterFlowInput,
  RegisterInput,
  RegisterOutput,
  RegisterResult,
  SignedIn,
  ToastRequest,
} from './register.types';

const never = <T,>() => new Promise<T>(() => {});

/**
 * Registration (seed 000 §4-5, §8; seed 001 §2, §5; seed 002 §4-5, §8). Hosted and commerce load
 * the publisher's consents first and sign the viewer in on success; the own back end sends an
 * e-mail code and the flow ends on the way to /verify-otp with 'Registration successful!'.
 * Failures come mapped from the service (user exists, invalid e-mail, invalid password, failed
 * to create); the own back end's messages are shown as they come.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterFlowInput,
    output: {} as RegisterOutput,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    loadConsents: fromPromise<Consent[]>(() => never()),
    register: fromPromise<RegisterResult, RegisterInput>(() => never()),
  },
  actions: {
    announceSignedIn: (_, _params: SignedIn) => {},
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    isOwnBackend: ({ context }) => context.backend === 'own-backend',
    missesRequiredConsents: ({ context, event }) => {
      assertEvent(event, 'REGISTER.SUBMIT');
      return missingRequiredConsents(context.consents, event.values.consents).length > 0;
    },
    mustConfirmEmail: ({ event }) =>
      (event as { output?: RegisterResult }).output?.status === 'confirm-email',
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    backend: input.backend,
    referrer: input.referrer,
    consents: [],
    consentsUnavailable: false,
    missingConsents: [],
    email: '',
    failure: null,
  }),
  // The own back end has no publisher consents: its loader answers an empty list at once.
  initial: 'loadingConsents',
  states: {
    loadingConsents: {
      tags: ['loading'],
      invoke: {
        id: 'loadConsents',
        src: 'loadConsents',
        onDone: { target: 'editing', actions: assign({ consents: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ consentsUnavailable: true }) },
      },
    },
    editing: {
      on: {
        'REGISTER.SUBMIT': [
          {
            guard: 'missesRequiredConsents',
            actions: assign({
              missingConsents: ({ context, event }) =>
                missingRequiredConsents(context.consents, event.values.consents),
              failure: null,
            }),
          },
          {
            target: 'submitting',
            actions: assign({
              email: ({ event }) => event.values.email,
              missingConsents: [],
              failure: null,
            }),
          },
        ],
        'REGISTER.EDIT': { actions: assign({ failure: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }) => {
          assertEvent(event, 'REGISTER.SUBMIT');
          return { ...event.values, referrer: context.referrer };
        },
        onDone: [
          {
            guard: 'mustConfirmEmail',
            target: 'emailNotConfirmed',
            actions: { type: 'showToast', params: { kind: 'success', key: 'registration_successful' } },
          },
          {
            target: 'signedIn',
            actions: {
              type: 'announceSignedIn',
              params: ({ event }) => {
                const result = event.output as Extract<RegisterResult, { status: 'signed-in' }>;
                return { session: result.session, user: result.user };
              },
            },
          },
        ],
        onError: [
          {
            guard: 'isOwnBackend',
            target: 'editing',
            actions: [
              assign({ failure: ({ event }) => toFlowFailure(event.error) }),
              {
                type: 'showToast',
                params: ({ event }) => {
                  const failure = toFlowFailure(event.error);
                  return { kind: 'error', text: failure.serverMessage ?? failure.message };
                },
              },
            ],
          },
          { target: 'editing', actions: assign({ failure: ({ event }) => toFlowFailure(event.error) }) },
        ],
      },
    },
    signedIn: { type: 'final', output: { next: 'signed-in' } satisfies RegisterOutput },
    emailNotConfirmed: {
      type: 'final',
      output: ({ context }): RegisterOutput => ({ next: 'verify-email', email: context.email }),
    },
  },
  output: ({ event }) => (event as unknown as { output: RegisterOutput }).output,
});
