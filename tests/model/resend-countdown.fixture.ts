import { deepStrictEqual } from 'node:assert/strict';
import { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';
import { RESEND_COUNTDOWN_SECONDS, RESEND_TICK_MS } from '@machines/resend-countdown/resend-countdown.types';
import type { MachineFixture } from '../support/model-fixture';
import { accountError } from './login.builders';

export type ResendCountdownProjection = {
  email: string | null;
  remainingSeconds: number;
  failed: boolean;
  missingEmail: boolean;
};

/**
 * 'Resend Code' (seed 002 §4, §9): 120 s on the simulated clock, a tick a second, checked one
 * millisecond early each time; resend only at 0; a successful resend starts over from 120.
 */
export const resendCountdownFixture = {
  machine: resendCountdownMachine,
  inputs: [
    { label: 'first visit', input: { email: 'new.viewer@statecast.test', remainingSeconds: RESEND_COUNTDOWN_SECONDS } },
    { label: 'stored 2 s', input: { email: 'new.viewer@statecast.test', remainingSeconds: 2 } },
    { label: 'stored 0 s', input: { email: 'new.viewer@statecast.test', remainingSeconds: 0 } },
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
  expectedDelayMs: (type) => {
    if (type.startsWith('xstate.after.TICK.')) return RESEND_TICK_MS;
    throw new Error(`No timing for ${type}`);
  },
  stateAssertions: {
    resending: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('resendCode'), { email: 'new.viewer@statecast.test' }, description),
  },
} satisfies MachineFixture<typeof resendCountdownMachine, ResendCountdownProjection>;
