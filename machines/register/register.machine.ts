import { assertEvent, assign, cancel, raise, setup } from 'xstate';
import { toFlowFailure, failureOf } from '../login/account-failure';
import {
  CAPTCHA_TOKEN_TTL_MS,
  captchaShows,
  isCaptchaFailure,
  missingRequiredConsents,
} from './register-rules';
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
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

const CAPTCHA_EXPIRY = 'captchaExpiry';

/**
 * Registration (seed 000 §4-5, §8; seed 001 §2, §5; seed 002 §4-5, §8). Hosted and commerce load
 * the publisher's consents first and sign the viewer in on success; the own back end sends an
 * e-mail code and the flow ends on the way to /verify-otp with 'Registration successful!'.
 * Failures come mapped from the service (user exists, invalid e-mail, invalid password, failed
 * to create); the own back end's messages are shown as they come.
 *
 * On a site with a captcha key, the captcha shows once a required consent is ticked (seed 001 §5):
 * registration then waits for a token ('registration.captcha_required'), sends it, and a sent
 * token is spent whatever the answer, so a refusal asks the widget to start over
 * ('registration.captcha_failed' when the platform names the captcha).
 */
export const registerMachine = setup({
  types: {} as FlowTypes<
    RegisterContext,
    RegisterEvent,
    'busy' | 'loading',
    RegisterFlowInput,
    RegisterOutput
  >,
  delays: { CAPTCHA_TOKEN_TTL: CAPTCHA_TOKEN_TTL_MS },
  actors: {
    loadConsents: unprovided<Consent[]>(),
    register: unprovided<RegisterResult, RegisterInput>(),
  },
  actions: {
    announceSignedIn: (_, _params: SignedIn) => {},
    showToast: (_, _params: ToastRequest) => {},
    /** A sent token is spent whatever the answer: after a refusal the widget asks again. */
    spendCaptcha: assign({
      captcha: ({ context, event }) => {
        if (!context.captcha.sent) return context.captcha;
        const serverMessage = toFlowFailure((event as { error?: unknown }).error).serverMessage;
        return {
          token: null,
          error: isCaptchaFailure(serverMessage) ? ('failed' as const) : null,
          round: context.captcha.round + 1,
          sent: false,
        };
      },
    }),
  },
  guards: {
    isOwnBackend: ({ context }) => context.backend === 'own-backend',
    waitsForCaptcha: ({ context, event }) => {
      assertEvent(event, ['REGISTER.SUBMIT', 'REGISTER.ATTEMPT']);
      const answers = event.type === 'REGISTER.SUBMIT' ? event.values.consents : event.consents;
      return (
        captchaShows(context.captchaEnabled, context.consents, answers) && context.captcha.token === null
      );
    },
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
    captchaEnabled: input.captcha ?? false,
    captcha: { token: null, error: null, round: 0, sent: false },
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
        'REGISTER.ATTEMPT': {
          guard: 'waitsForCaptcha',
          actions: assign({ captcha: ({ context }) => ({ ...context.captcha, error: 'required' as const }) }),
        },
        'REGISTER.SUBMIT': [
          {
            guard: 'waitsForCaptcha',
            actions: assign({
              captcha: ({ context }) => ({ ...context.captcha, error: 'required' as const }),
            }),
          },
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
              captcha: ({ context, event }) => ({
                ...context.captcha,
                sent: captchaShows(context.captchaEnabled, context.consents, event.values.consents),
              }),
            }),
          },
        ],
        'REGISTER.EDIT': { actions: assign({ failure: null }) },
        'CAPTCHA.SOLVED': {
          actions: [
            cancel(CAPTCHA_EXPIRY),
            assign({
              captcha: ({ context, event }) => ({ ...context.captcha, token: event.token, error: null }),
              failure: null,
            }),
            raise({ type: 'CAPTCHA.EXPIRED' }, { id: CAPTCHA_EXPIRY, delay: 'CAPTCHA_TOKEN_TTL' }),
          ],
        },
        'CAPTCHA.CLEARED': {
          actions: [
            cancel(CAPTCHA_EXPIRY),
            assign({ captcha: ({ context }) => ({ ...context.captcha, token: null }) }),
          ],
        },
        'CAPTCHA.EXPIRED': {
          actions: assign({ captcha: ({ context }) => ({ ...context.captcha, token: null }) }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }) => {
          assertEvent(event, 'REGISTER.SUBMIT');
          const token = context.captcha.sent ? context.captcha.token : null;
          return { ...event.values, ...(token ? { captchaValue: token } : {}), referrer: context.referrer };
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
              'spendCaptcha',
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
          {
            target: 'editing',
            actions: ['spendCaptcha', assign({ failure: failureOf })],
          },
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
