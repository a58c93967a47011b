import type { otpMachine } from '@machines/otp/otp.machine';
import {
  action,
  effectsExclude,
  effectsInclude,
  holds,
  invoked,
  projected,
  stateIs,
  type MachineOracle,
  type OracleStep,
} from '../support/oracle';
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
const errorOf = (s: OracleStep<OtpProjection>) => (s.event as unknown as { error?: Failure }).error ?? {};

export const otpOracle = {
  states: {
    editing: { seed: R.form },
    verifying: { seed: R.sends, expect: [projected(R.sends, { failure: null, missingEmail: false, email: SEED.email })] },
    verified: {
      seed: R.verified,
      expect: [
        projected(R.verified, { status: 'done' }),
        holds(R.verified, (s) => {
          const out = (s.snapshot as { output?: unknown }).output;
          return JSON.stringify(out) === JSON.stringify({ next: 'preferences' }) ? true : `output ${JSON.stringify(out)}`;
        }),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [stateIs(R.form, 'editing'), projected(R.form, { failure: null, missingEmail: false })] },
    {
      from: 'editing',
      on: 'OTP.SUBMIT',
      where: (s) => Boolean(s.before?.email),
      expect: [
        stateIs(R.sends, 'verifying'),
        holds(R.sends, (s) => {
          const otp = (s.event as unknown as { otp: string }).otp;
          return effectsInclude(R.sends, invoked('confirmEmail', { email: SEED.email, otp })).check(s);
        }),
        holds(R.length, (s) => {
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
        stateIs(R.noEmail, 'editing'),
        projected(R.noEmail, { missingEmail: true }),
        effectsInclude(R.noEmail, seedToast('error', 'Failed to retrieve email from URL.')),
        effectsExclude(R.noEmail, invoked('confirmEmail')),
      ],
    },
    {
      from: 'verifying',
      on: 'xstate.done.actor.confirmEmail',
      expect: [
        stateIs(R.verified, 'verified'),
        holds(R.verified, (s) =>
          effectsInclude(R.verified, action('announceSignedIn', (s.event as unknown as { output: unknown }).output)).check(s),
        ),
        effectsInclude(R.verified, seedToast('success', 'Email verified successfully!')),
      ],
    },
    {
      from: 'verifying',
      on: 'xstate.error.actor.confirmEmail',
      expect: [
        stateIs(R.failed, 'editing'),
        holds(R.failed, (s) => (s.state.failure !== null ? true : 'no failure kept')),
        holds(R.failed, (s) => {
          const e = errorOf(s);
          const text = e.fieldErrors?.[0] ?? e.serverMessage ?? e.message ?? '';
          return effectsInclude(R.failed, serverTextToast(text)).check(s);
        }),
        effectsExclude(R.failed, action('announceSignedIn')),
      ],
    },
    {
      from: 'editing',
      on: 'OTP.EDIT',
      expect: [stateIs(R.edit, 'editing'), projected(R.edit, { failure: null }), effectsExclude(R.edit, anyToast)],
    },
  ],
} satisfies MachineOracle<typeof otpMachine, OtpProjection>;
