import { deepStrictEqual } from 'node:assert/strict';
import { resetPasswordMachine } from '@machines/password/reset-password.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError } from './login.builders';
import { resetPasswordOracle } from './password.oracle';

export type ResetPasswordProjection = {
  hasToken: boolean;
  otp: string;
  failure: string | null;
  invalidLink: boolean;
};

/** The own back end's two-step reset (seed 002 §2, §4, §8). */
export const resetPasswordFixture = {
  machine: resetPasswordMachine,
  oracle: resetPasswordOracle,
  inputs: [
    { label: 'link with token', input: { token: 'reset-token', email: 'viewer@statecast.test' } },
    { label: 'link without token', input: { token: null, email: 'viewer@statecast.test' } },
  ],
  project: (snapshot) => ({
    hasToken: snapshot.context.token !== null,
    otp: snapshot.context.otp,
    failure: snapshot.context.failure?.message ?? null,
    invalidLink: snapshot.context.invalidLink,
  }),
  events: {
    'RESET.VERIFY': [{ label: 'verify code', event: { type: 'RESET.VERIFY', otp: '123456' } }],
    'RESET.SUBMIT': [{ label: 'submit new password', event: { type: 'RESET.SUBMIT', password: 'Newpass123' } }],
    'RESET.EDIT': [{ label: 'edit', event: { type: 'RESET.EDIT' }, offer: (s) => s.failure !== null }],
  },
  doneOutputs: {
    verifyResetCode: [{ label: 'code verified', output: undefined }],
    resetPassword: [{ label: 'password reset', output: undefined }],
  },
  errors: {
    verifyResetCode: [{ label: 'invalid code', error: accountError('server', 'Invalid OTP', { serverMessage: 'Invalid OTP' }) }],
    resetPassword: [
      {
        label: 'reset refused',
        error: accountError('server', 'Invalid or expired reset token', { serverMessage: 'Invalid or expired reset token' }),
      },
    ],
  },
  stateAssertions: {
    verifyingCode: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('verifyResetCode'), { token: 'reset-token', otp: '123456' }, description),
    resetting: ({ inputOf, description }) =>
      deepStrictEqual(
        inputOf('resetPassword'),
        {
          email: 'viewer@statecast.test',
          password: 'Newpass123',
          passwordConfirmation: 'Newpass123',
          token: 'reset-token',
          otp: '123456',
        },
        description,
      ),
    done: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'login' }, description),
  },
} satisfies MachineFixture<typeof resetPasswordMachine, ResetPasswordProjection>;
