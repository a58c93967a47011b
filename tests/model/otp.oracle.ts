import type { otpMachine } from '@machines/otp/otp.machine';
import * as o from '../support/oracle';
import type { OtpProjection } from './otp.fixture';
import { anyToast, seedToast, serverTextToast } from './seed-toasts';

/** seed 002 §2, §5, §9: a code has 6 characters, one per box. */
const SEED = { otpLength: 6, email: 'new.viewer@statecast.test' } as const;

const R = {
  form: 'seed 002 §2: /verify-otp (query email) takes a six-character code and Submit',
  sends: 'seed 002 §7: verify e-mail code sends {otp, email} with the e-mail of the URL',
  length: 'seed 002 §5, §9: the code has exactly 6 characters',
  verified: "seed 002 §4, §8: verify e-mail success signs the user in, says 'Email verified successfully!' and goes to /preferences",
  failed: 'seed 002 §7, §8: a refused code shows the server message (first entry of its errors) as a toast and the code can be entered again',
  noEmail: "seed 002 §5: with no e-mail in the URL: 'Failed to retrieve email from URL.' and nothing is sent",
  edit: 'seed 002 §2: typing the code again clears the message',
} as const;

type Failure = { message?: string; serverMessage?: string | null; fieldErrors?: string[] };
const errorOf = (s: o.OracleStep<OtpProjection>) => (s.event as unknown as { error?: Failure }).error ?? {};

export const otpOracle = {
  states: {
    editing: { seed: R.form },
    verifying: { seed: R.sends, expect: [o.projected(R.sends, { failure: null, missingEmail: false, email: SEED.email })] },
    verified: {
      seed: R.verified,
      expect: [
        o.projected(R.verified, { status: 'done' }),
        o.holds(R.verified, (s) => {
          const out = (s.snapshot as { output?: unknown }).output;
          return JSON.stringify(out) === JSON.stringify({ next: 'preferences' }) ? true : `output ${JSON.stringify(out)}`;
        }),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [o.stateIs(R.form, 'editing'), o.projected(R.form, { failure: null, missingEmail: false })] },
    {
      from: 'editing',
      on: 'OTP.SUBMIT',
      where: (s) => Boolean(s.before?.email),
      expect: [
        o.stateIs(R.sends, 'verifying'),
        o.holds(R.sends, (s) => {
          const otp = (s.event as unknown as { otp: string }).otp;
          return o.effectsInclude(R.sends, o.invoked('confirmEmail', { email: SEED.email, otp })).check(s);
        }),
        o.holds(R.length, (s) => {
          const otp = (s.event as unknown as { otp: string }).otp;
          return otp.length === SEED.otpLength ? true : `code ${otp} sent`;
        }),
      ],
    },
    {
      from: 'editing',
      on: 'OTP.SUBMIT',
      where: (s) => !s.before?.email,
      expect: [
        o.stateIs(R.noEmail, 'editing'),
        o.projected(R.noEmail, { missingEmail: true }),
        o.effectsInclude(R.noEmail, seedToast('error', 'Failed to retrieve email from URL.')),
        o.effectsExclude(R.noEmail, o.invoked('confirmEmail')),
      ],
    },
    {
      from: 'verifying',
      on: 'xstate.done.actor.confirmEmail',
      expect: [
        o.stateIs(R.verified, 'verified'),
        o.effectsIncludeFrom(R.verified, (s) => [o.action('announceSignedIn', (s.event as unknown as { output: unknown }).output)]),
        o.effectsInclude(R.verified, seedToast('success', 'Email verified successfully!')),
      ],
    },
    {
      from: 'verifying',
      on: 'xstate.error.actor.confirmEmail',
      expect: [
        o.stateIs(R.failed, 'editing'),
        o.holds(R.failed, (s) => (s.state.failure !== null ? true : 'no failure kept')),
        o.holds(R.failed, (s) => {
          const e = errorOf(s);
          const text = e.fieldErrors?.[0] ?? e.serverMessage ?? e.message ?? '';
          return o.effectsInclude(R.failed, serverTextToast(text)).check(s);
        }),
        o.effectsExclude(R.failed, o.action('announceSignedIn')),
      ],
    },
    {
      from: 'editing',
      on: 'OTP.EDIT',
      expect: [o.stateIs(R.edit, 'editing'), o.projected(R.edit, { failure: null }), o.effectsExclude(R.edit, anyToast)],
    },
  ],
} satisfies o.MachineOracle<typeof otpMachine, OtpProjection>;
