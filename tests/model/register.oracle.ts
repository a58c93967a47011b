import type { registerMachine } from '@machines/register/register.machine';
import * as o from '../support/oracle';
import type { RegisterProjection } from './register.fixture';
import { seedToast } from './seed-toasts';
import { editClearsFailure, ownBackendFailureToast, serverMessageText } from './account-failures.builders';

const R = {
  consentsFirst:
    "seed 000 §5, seed 001 §5: the registration form asks for the publisher's consents, loaded first",
  consentsUnavailable: 'seed 000 §8: when the consents cannot be fetched the form is still shown',
  terms:
    'seed 000 §5, seed 001 §5: registration requires the terms consent; required consents not ticked are reported by name and nothing is sent',
  sends: 'seed 002 §7: register sends the e-mail, the password, the names and the date of birth as entered',
  userExists:
    "seed 000 §8: 'customer already exists' or 'account already exists' gives the user-exists form error",
  invalidEmail: "seed 000 §8: 'please enter a valid e-mail address' gives the email error",
  invalidPassword: "seed 000 §8: 'invalid param password' gives the invalid-password error",
  failedToCreate: "seed 000 §8: any other registration failure gives the form error 'failed to create'",
  ownFailure: 'seed 002 §8: on the own back end a failed registration shows the server message',
  noToastElsewhere:
    'seed 000 §8: on the hosted and commerce back ends a failed registration is a form or field error, not a toast',
  signedIn:
    'seed 001 §2, seed 000 §4: registration success signs the viewer in and goes on to personal-details',
  verify:
    "seed 002 §4, §8: registration success says 'Registration successful!' and goes to /verify-otp for the e-mail",
  edit: 'seed 001 §5: typing again clears the form-level message',
  captchaRequired:
    "seed 001 §5: once consent is given on a site with a captcha key, registration waits for the captcha ('registration.captcha_required') and nothing is sent",
  captchaSent: 'seed 001 §5: the solved captcha goes with the registration',
  captchaSolved: 'seed 001 §5: a solved captcha clears what the form said about it',
  captchaGone: 'seed 001 §5: a token the widget takes back or that outlived its two minutes is not offered',
  captchaSpent:
    "seed 001 §5: a sent token is spent whatever the answer: the widget asks again, with 'registration.captcha_failed' when the platform names the captcha",
} as const;

const SEED = { email: 'new.viewer@statecast.test', requiredConsent: 'terms' } as const;

type Failure = { code?: string; message?: string; serverMessage?: string | null };
/** Whether a press waits for the captcha: it shows (a site key, the terms ticked) and has no token. */
const waitsForCaptcha = (s: o.OracleStep<RegisterProjection>) =>
  s.before?.captchaEnabled === true &&
  s.before.captchaToken === null &&
  s.before.consents.length > 0 &&
  ((s.event as unknown as { values?: { consents: unknown[] } }).values?.consents.length ?? 1) > 0;
const errorOf = (s: o.OracleStep<RegisterProjection>) =>
  (s.event as unknown as { error?: Failure }).error ?? {};
const outputOf = (s: o.OracleStep<RegisterProjection>) => (s.snapshot as { output?: unknown }).output;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** seed 000 §8: the registration failure the server's text stands for. */
function seedRegisterFailure(s: o.OracleStep<RegisterProjection>): {
  code: string;
  field: string | null;
  rule: string;
} {
  const e = errorOf(s);
  const text = `${e.serverMessage ?? ''} ${e.message ?? ''}`.toLowerCase();
  if (text.includes('customer already exists') || text.includes('account already exists')) {
    return { code: 'user-exists', field: null, rule: R.userExists };
  }
  if (text.includes('please enter a valid e-mail address'))
    return { code: 'invalid-email', field: 'email', rule: R.invalidEmail };
  if (text.includes('invalid param password'))
    return { code: 'invalid-password', field: 'password', rule: R.invalidPassword };
  return { code: 'failed-to-create', field: null, rule: R.failedToCreate };
}

export const registerOracle = {
  states: {
    loadingConsents: { seed: R.consentsFirst },
    editing: {
      seed: [R.consentsFirst, R.terms],
      expect: [
        o.holds(R.terms, (s) =>
          s.state.missingConsents.every((name) => s.state.consents.includes(name))
            ? true
            : `reports ${s.state.missingConsents.join(', ')} missing, not among ${s.state.consents.join(', ')}`,
        ),
      ],
    },
    submitting: { seed: R.sends, expect: [o.projected(R.sends, { missingConsents: [], failure: null })] },
    signedIn: {
      seed: R.signedIn,
      expect: [
        o.holds(R.signedIn, (s) =>
          same(outputOf(s), { next: 'signed-in' }) ? true : `output ${JSON.stringify(outputOf(s))}`,
        ),
      ],
    },
    emailNotConfirmed: {
      seed: R.verify,
      expect: [
        o.holds(R.verify, (s) =>
          same(outputOf(s), { next: 'verify-email', email: SEED.email })
            ? true
            : `output ${JSON.stringify(outputOf(s))}`,
        ),
      ],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: o.endsIn(R.consentsFirst, 'loadingConsents', o.invoked('loadConsents')),
    },
    {
      from: 'loadingConsents',
      on: 'xstate.done.actor.loadConsents',
      expect: [
        o.stateIs(R.consentsFirst, 'editing'),
        o.holds(R.consentsFirst, (s) => {
          const names = ((s.event as unknown as { output: { name: string }[] }).output ?? []).map(
            (c) => c.name,
          );
          return same(s.state.consents, names)
            ? true
            : `consents ${s.state.consents.join(', ')} (loaded ${names.join(', ')})`;
        }),
      ],
    },
    {
      from: 'loadingConsents',
      on: 'xstate.error.actor.loadConsents',
      expect: [
        o.stateIs(R.consentsUnavailable, 'editing'),
        o.projected(R.consentsUnavailable, { consentsUnavailable: true }),
      ],
    },
    {
      from: 'editing',
      on: 'submit without terms',
      expect: o.endsAsWithout(
        R.terms,
        'editing',
        { missingConsents: [SEED.requiredConsent] },
        o.invoked('register'),
      ),
    },
    {
      from: 'editing',
      on: ['submit new viewer', 'press without captcha'],
      where: waitsForCaptcha,
      expect: o.endsAsWithout(
        R.captchaRequired,
        'editing',
        { captchaError: 'required', captchaSent: false },
        o.invoked('register'),
      ),
    },
    {
      from: 'editing',
      on: ['submit new viewer', 'submit own viewer'],
      where: (s) => !waitsForCaptcha(s),
      expect: [
        o.stateIs(R.sends, 'submitting'),
        o.effectsIncludeFrom(R.sends, (s) => [
          o.invoked('register', {
            ...(s.event as unknown as { values: object }).values,
            referrer: 'http://localhost/',
          }),
        ]),
      ],
    },
    {
      from: 'submitting',
      on: 'xstate.done.actor.register',
      where: (s) => s.before?.backend !== 'own-backend',
      expect: [
        o.stateIs(R.signedIn, 'signedIn'),
        o.holds(R.signedIn, (s) => {
          const out = (s.event as unknown as { output: { session: unknown; user: unknown } }).output;
          return o
            .effectsInclude(
              R.signedIn,
              o.action('announceSignedIn', { session: out.session, user: out.user }),
            )
            .check(s);
        }),
      ],
    },
    {
      from: 'submitting',
      on: 'xstate.done.actor.register',
      where: (s) => s.before?.backend === 'own-backend',
      expect: [
        o.stateIs(R.verify, 'emailNotConfirmed'),
        o.effectsInclude(R.verify, seedToast('success', 'Registration successful!')),
        o.effectsExclude(R.verify, o.action('announceSignedIn')),
      ],
    },
    {
      from: 'submitting',
      on: 'xstate.error.actor.register',
      expect: [
        o.holds(R.failedToCreate, (s) => {
          const want = seedRegisterFailure(s);
          return same(s.state.failure, { code: want.code, field: want.field })
            ? true
            : `${want.rule}: failure ${JSON.stringify(s.state.failure)}`;
        }),
        o.stateIs(R.failedToCreate, 'editing'),
        o.effectsExclude(R.failedToCreate, o.action('announceSignedIn')),
      ],
    },
    ...ownBackendFailureToast<RegisterProjection>(
      { from: 'submitting', on: 'xstate.error.actor.register' },
      { own: R.ownFailure, elsewhere: R.noToastElsewhere },
      serverMessageText,
    ),
    editClearsFailure<RegisterProjection>('REGISTER.EDIT', R.edit),
    {
      from: 'editing',
      on: 'submit new viewer',
      where: (s) => s.before?.captchaEnabled === true && s.before.captchaToken !== null,
      expect: o.endsAs(
        R.captchaSent,
        'submitting',
        { captchaSent: true },
        o.invoked('register', { captchaValue: 'captcha-token' }),
      ),
    },
    {
      from: 'editing',
      on: 'captcha solved',
      expect: [
        o.stateIs(R.captchaSolved, 'editing'),
        o.projected(R.captchaSolved, { captchaToken: 'captcha-token', captchaError: null, failure: null }),
      ],
    },
    {
      from: 'editing',
      on: ['captcha cleared', 'captcha expired'],
      expect: [o.stateIs(R.captchaGone, 'editing'), o.projected(R.captchaGone, { captchaToken: null })],
    },
    {
      from: 'submitting',
      on: 'xstate.error.actor.register',
      where: (s) => s.before?.captchaSent === true,
      expect: [
        o.holds(R.captchaSpent, (s) => {
          const named = /captcha/i.test(errorOf(s).serverMessage ?? '');
          return same(
            { token: s.state.captchaToken, error: s.state.captchaError, sent: s.state.captchaSent },
            { token: null, error: named ? 'failed' : null, sent: false },
          )
            ? true
            : `captcha ${s.state.captchaToken} / ${s.state.captchaError} / sent ${s.state.captchaSent}`;
        }),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof registerMachine, RegisterProjection>;
