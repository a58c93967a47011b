import type { loginMachine } from '@machines/login/login.machine';
import * as o from '../support/oracle';
import type { LoginProjection } from './login.fixture';
import { anyToast, seedToast } from './seed-toasts';
import { editClearsFailure, ownBackendFailureToast, serverMessageText } from './account-failures.builders';

/** seed 000 §8, seed 001 §2, seed 002 §4, §8: the rules of sign-in, in the seed's words. */
const R = {
  form: 'seed 002 §5: the login form takes an e-mail and a password',
  sends: 'seed 002 §7: login sends the e-mail and password (with the referrer)',
  wrongEmail:
    "seed 000 §8: a login failure whose message contains 'invalid param email' is the email field's 'wrong email'",
  wrongCombination: "seed 000 §8: any other login failure is the form error 'wrong combination'",
  ownToast: 'seed 002 §8: on the own back end a failed login shows the server message as a toast',
  noToastElsewhere:
    'seed 000 §8: on the hosted and commerce back ends a failed login is a form or field error, not a toast',
  success: 'seed 001 §2: login success returns to the page with no u (the viewer is signed in)',
  unconfirmed:
    'seed 002 §4: a failed login with an unconfirmed e-mail requests an OTP for that e-mail and sends the viewer to /verify-otp',
  otpSent: "seed 002 §8: a requested code says 'Otp sent successfully!'",
  otpFailed: "seed 002 §8: a failed code request says 'Otp request failed. Please try again.'",
  social: 'seed 002 §4: social sign-in goes to the provider (google or apple) and comes back',
  socialFailed: "seed 002 §8: a failed social sign-in says 'Login error: {message}'",
  edit: 'seed 001 §5: typing again clears the form-level message',
} as const;

const SEED = {
  invalidEmail: 'invalid param email',
  unconfirmedEmail: 'unconfirmed@statecast.test',
} as const;

type Failure = { kind?: string; code?: string; message?: string; serverMessage?: string | null };
const errorOf = (s: o.OracleStep<LoginProjection>) => (s.event as unknown as { error?: Failure }).error ?? {};
const outputOf = (s: o.OracleStep<LoginProjection>) => (s.snapshot as { output?: unknown }).output;
const isUnconfirmed = (s: o.OracleStep<LoginProjection>) => errorOf(s).code === 'email-not-confirmed';
const mentionsInvalidEmail = (s: o.OracleStep<LoginProjection>) =>
  `${errorOf(s).serverMessage ?? ''} ${errorOf(s).message ?? ''}`.toLowerCase().includes(SEED.invalidEmail);

export const loginOracle = {
  states: {
    editing: { seed: R.form },
    signingIn: {
      seed: R.sends,
      expect: [o.projected(R.sends, { failure: null, socialFailure: null })],
    },
    requestingCode: {
      seed: R.unconfirmed,
      expect: [o.projected(R.unconfirmed, { email: SEED.unconfirmedEmail })],
    },
    redirectingToProvider: { seed: R.social, expect: [o.projected(R.social, { failure: null })] },
    signedIn: {
      seed: R.success,
      expect: [
        o.projected(R.success, { status: 'done' }),
        o.holds(R.success, (s) =>
          JSON.stringify(outputOf(s)) === JSON.stringify({ next: 'signed-in' })
            ? true
            : `output ${JSON.stringify(outputOf(s))}`,
        ),
      ],
    },
    emailNotConfirmed: {
      seed: R.unconfirmed,
      expect: [
        o.projected(R.unconfirmed, { status: 'done' }),
        o.holds(R.unconfirmed, (s) =>
          JSON.stringify(outputOf(s)) ===
          JSON.stringify({ next: 'verify-email', email: SEED.unconfirmedEmail })
            ? true
            : `output ${JSON.stringify(outputOf(s))} (want /verify-otp for ${SEED.unconfirmedEmail})`,
        ),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [o.stateIs(R.form, 'editing'), o.projected(R.form, { failure: null })] },
    {
      from: 'editing',
      on: 'LOGIN.SUBMIT',
      expect: [
        o.stateIs(R.sends, 'signingIn'),
        o.holds(R.sends, (s) => {
          const e = s.event as unknown as { email: string; password: string };
          return o
            .effectsInclude(
              R.sends,
              o.invoked('signIn', { email: e.email, password: e.password, referrer: 'http://localhost/' }),
            )
            .check(s);
        }),
      ],
    },
    {
      from: 'signingIn',
      on: 'xstate.done.actor.signIn',
      expect: [
        o.stateIs(R.success, 'signedIn'),
        o.effectsIncludeFrom(R.success, (s) => [o.action('announceSignedIn', s.event.output)]),
        o.effectsExclude(R.success, anyToast),
      ],
    },
    {
      from: 'signingIn',
      on: 'xstate.error.actor.signIn',
      where: (s) => !isUnconfirmed(s) && mentionsInvalidEmail(s),
      expect: o.endsAsWithout(
        R.wrongEmail,
        'editing',
        { failure: { code: 'wrong-email', field: 'email' } },
        o.action('announceSignedIn'),
        o.invoked('requestEmailCode'),
      ),
    },
    {
      from: 'signingIn',
      on: 'xstate.error.actor.signIn',
      where: (s) => !isUnconfirmed(s) && !mentionsInvalidEmail(s),
      expect: o.endsAsWithout(
        R.wrongCombination,
        'editing',
        { failure: { code: 'wrong-combination', field: null } },
        o.action('announceSignedIn'),
        o.invoked('requestEmailCode'),
      ),
    },
    ...ownBackendFailureToast<LoginProjection>(
      { from: 'signingIn', on: 'xstate.error.actor.signIn', where: (s) => !isUnconfirmed(s) },
      { own: R.ownToast, elsewhere: R.noToastElsewhere },
      serverMessageText,
    ),
    {
      from: 'signingIn',
      on: 'xstate.error.actor.signIn',
      where: isUnconfirmed,
      expect: [
        o.stateIs(R.unconfirmed, 'requestingCode'),
        o.effectsInclude(R.unconfirmed, o.invoked('requestEmailCode', { email: SEED.unconfirmedEmail })),
        o.effectsExclude(R.unconfirmed, anyToast, o.action('announceSignedIn')),
      ],
    },
    {
      from: 'requestingCode',
      on: 'xstate.done.actor.requestEmailCode',
      expect: [
        o.stateIs(R.unconfirmed, 'emailNotConfirmed'),
        o.effectsInclude(R.otpSent, seedToast('success', 'Otp sent successfully!')),
      ],
    },
    {
      from: 'requestingCode',
      on: 'xstate.error.actor.requestEmailCode',
      expect: [
        o.stateIs(R.unconfirmed, 'emailNotConfirmed'),
        o.effectsInclude(R.otpFailed, seedToast('error', 'Otp request failed. Please try again.')),
      ],
    },
    {
      from: 'editing',
      on: 'LOGIN.SOCIAL',
      expect: o.endsIn(
        R.social,
        'redirectingToProvider',
        o.invoked('startSocialSignIn', { provider: 'google' }),
      ),
    },
    {
      from: 'redirectingToProvider',
      on: 'xstate.error.actor.startSocialSignIn',
      expect: [
        o.stateIs(R.socialFailed, 'editing'),
        o.holds(R.socialFailed, (s) => {
          const message = errorOf(s).message ?? '';
          return o
            .effectsInclude(R.socialFailed, seedToast('error', 'Login error: {message}', { message }))
            .check(s);
        }),
        o.holds(R.socialFailed, (s) =>
          s.state.socialFailure === errorOf(s).message ? true : `socialFailure ${s.state.socialFailure}`,
        ),
      ],
    },
    {
      from: 'redirectingToProvider',
      on: 'xstate.done.actor.startSocialSignIn',
      expect: [o.stateIs(R.social, 'editing'), o.effectsExclude(R.social, o.action('announceSignedIn'))],
    },
    editClearsFailure<LoginProjection>('LOGIN.EDIT', R.edit),
  ],
} satisfies o.MachineOracle<typeof loginMachine, LoginProjection>;
