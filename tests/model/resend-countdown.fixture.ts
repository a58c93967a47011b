import { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';
import { accountError } from './login.builders';

export type ResendCountdownProjection = {
  email: string | null;
  remainingSeconds: number;
  failed: boolean;
  missingEmail: boolean;
};

/** seed 002 §4, §9: the numbers of the spec, written here and never read from the machine. */
const SEED = { countdownSeconds: 120, tickMs: 1000 } as const;
const EMAIL = 'new.viewer@statecast.test';

const R = {
  starts:
    'seed 002 §4: the resend countdown starts at 120 s and a reload goes on from the count kept in local storage',
  ticks: 'seed 002 §9: the resend countdown ticks down one second at a time, every 1 s',
  stored: 'seed 002 §4: the resend countdown is kept in local storage',
  onlyAtZero: 'seed 002 §4: a code may be resent only at 0',
  resends: "seed 002 §4: 'Resend Code' asks for a new code for the e-mail of the URL",
  success:
    "seed 002 §4, §8: a successful resend clears the stored count, starts again from 120 and says 'Otp sent successfully!'",
  failure:
    "seed 002 §8: a failed resend says 'Otp request failed. Please try again.' and the link stays available",
  noEmail: "seed 002 §5: resend with no e-mail in the URL says 'Failed to retrieve email from URL.'",
} as const;

const remaining = (s: ResendCountdownProjection | null) => s?.remainingSeconds ?? NaN;

/** 'Resend Code' with its countdown, as seed 002 §4, §5, §8 and §9 describe it. */
export const resendCountdownOracle = {
  delays: { TICK: { ms: SEED.tickMs, rule: R.ticks } },
  states: {
    counting: {
      seed: [R.starts, R.ticks],
      expect: [
        o.holds(R.starts, (s) =>
          remaining(s.state) >= 0 && remaining(s.state) <= SEED.countdownSeconds
            ? true
            : `counting with ${remaining(s.state)} s left`,
        ),
      ],
    },
    idle: {
      seed: R.onlyAtZero,
      expect: [o.projected(R.onlyAtZero, { remainingSeconds: 0 })],
    },
    checkingEmail: { seed: R.noEmail },
    resending: {
      seed: R.resends,
      expect: [o.projected(R.onlyAtZero, { remainingSeconds: 0 })],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [
        o.stateIs(R.starts, 'counting'),
        o.holds(R.starts, (s) => {
          const stored = (s.input as { remainingSeconds: number }).remainingSeconds;
          const want = Math.max(0, Math.min(SEED.countdownSeconds, stored));
          return remaining(s.state) === want ? true : `starts at ${remaining(s.state)} s`;
        }),
        o.effectsExclude(R.onlyAtZero, o.invoked('resendCode')),
        o.projected(R.starts, { failed: false, missingEmail: false }),
      ],
    },
    {
      // A count stored as 0 may be used at once: this row must be reached (stored 0 s).
      from: 'counting',
      on: 'RESEND',
      where: (s) => Boolean(s.before?.email),
      expect: [o.stateIs(R.onlyAtZero, 'resending')],
    },
    {
      from: 'counting',
      on: 'xstate.after.TICK',
      expect: [
        o.holds(R.ticks, (s) => {
          const want = Math.max(0, remaining(s.before) - 1);
          return remaining(s.state) === want
            ? true
            : `${remaining(s.before)} s became ${remaining(s.state)} s after one tick (want ${want})`;
        }),
        o.holds(R.onlyAtZero, (s) =>
          (remaining(s.state) === 0) === (s.to === 'idle') || remaining(s.before) === 0
            ? true
            : `${s.to} with ${remaining(s.state)} s left`,
        ),
        o.effectsIncludeFrom(R.stored, (s) => [
          o.action('storeRemaining', { seconds: Math.max(0, remaining(s.before) - 1) }),
        ]),
      ],
    },
    {
      on: 'RESEND',
      expect: [
        o.holds(R.onlyAtZero, (s) =>
          remaining(s.before) === 0 ? true : `resend accepted with ${remaining(s.before)} s left`,
        ),
      ],
    },
    {
      on: 'RESEND',
      where: (s) => Boolean(s.before?.email),
      expect: o.endsIn(R.resends, 'resending', o.invoked('resendCode', { email: EMAIL })),
    },
    {
      on: 'RESEND',
      where: (s) => !s.before?.email,
      expect: [
        o.stateIs(R.noEmail, 'idle'),
        o.projected(R.noEmail, { missingEmail: true }),
        o.effectsInclude(R.noEmail, o.action('showToast', { kind: 'error', key: 'missing_email' })),
        o.effectsExclude(R.noEmail, o.invoked('resendCode')),
      ],
    },
    {
      from: 'resending',
      on: 'xstate.done.actor.resendCode',
      expect: [
        o.stateIs(R.success, 'counting'),
        o.projected(R.success, { remainingSeconds: SEED.countdownSeconds, failed: false }),
        o.effectsInclude(
          R.success,
          o.action('clearStoredRemaining'),
          o.action('storeRemaining', { seconds: SEED.countdownSeconds }),
          o.action('showToast', { kind: 'success', key: 'otp_sent' }),
        ),
      ],
    },
    {
      from: 'resending',
      on: 'xstate.error.actor.resendCode',
      expect: [
        o.stateIs(R.failure, 'idle'),
        o.projected(R.failure, { failed: true, remainingSeconds: 0 }),
        o.effectsInclude(R.failure, o.action('showToast', { kind: 'error', key: 'otp_request_failed' })),
        o.effectsExclude(R.failure, o.action('storeRemaining')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof resendCountdownMachine, ResendCountdownProjection>;

/**
 * 'Resend Code' (seed 002 §4, §9): 120 s on the simulated clock, a tick a second, checked one
 * millisecond early each time; resend only at 0; a successful resend starts over from 120.
 */
export const resendCountdownFixture = {
  machine: resendCountdownMachine,
  oracle: resendCountdownOracle,
  inputs: [
    { label: 'first visit', input: { email: EMAIL, remainingSeconds: SEED.countdownSeconds } },
    { label: 'stored 2 s', input: { email: EMAIL, remainingSeconds: 2 } },
    { label: 'stored 0 s', input: { email: EMAIL, remainingSeconds: 0 } },
    { label: 'stored 0 s without email', input: { email: null, remainingSeconds: 0 } },
  ],
  project: (snapshot) => ({ ...snapshot.context }),
  events: {
    RESEND: [{ label: 'resend code', event: { type: 'RESEND' } }],
  },
  doneOutputs: {
    // Only from a short stored count: the full 120 s is walked once, from the first visit.
    resendCode: [{ label: 'code resent', output: undefined }],
  },
  errors: {
    resendCode: [{ label: 'resend fails', error: accountError('server', 'Otp request failed') }],
  },
} satisfies MachineFixture<typeof resendCountdownMachine, ResendCountdownProjection>;
