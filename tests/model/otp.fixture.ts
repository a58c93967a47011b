import { deepStrictEqual } from 'node:assert/strict';
import { otpMachine } from '@machines/otp/otp.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError, buildSignedIn } from './login.builders';
import { otpOracle } from './otp.oracle';

export type OtpProjection = {
  email: string | null;
  failure: string | null;
  missingEmail: boolean;
};

/** E-mail confirmation by code (seed 002 §2, §4, §5, §8). */
export const otpFixture = {
  machine: otpMachine,
  oracle: otpOracle,
  inputs: [
    { label: 'email in the link', input: { email: 'new.viewer@statecast.test' } },
    { label: 'no email in the link', input: { email: null } },
  ],
  project: (snapshot) => ({
    email: snapshot.context.email,
    failure: snapshot.context.failure?.code ?? null,
    missingEmail: snapshot.context.missingEmail,
  }),
  events: {
    'OTP.SUBMIT': [{ label: 'submit code', event: { type: 'OTP.SUBMIT', otp: '123456' } }],
    'OTP.EDIT': [{ label: 'edit code', event: { type: 'OTP.EDIT' }, offer: (s) => s.failure !== null }],
  },
  doneOutputs: {
    confirmEmail: [{ label: 'code accepted', output: buildSignedIn({ email: 'new.viewer@statecast.test' }) }],
  },
  errors: {
    confirmEmail: [
      {
        label: 'invalid code',
        error: accountError('server', 'Invalid OTP', { status: 400, serverMessage: 'Invalid OTP', fieldErrors: ['Invalid OTP'] }),
      },
    ],
  },
  stateAssertions: {
    verifying: ({ inputOf, description }) => {
      deepStrictEqual(inputOf('confirmEmail'), { email: 'new.viewer@statecast.test', otp: '123456' }, description);
    },
    verified: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'preferences' }, description),
  },
} satisfies MachineFixture<typeof otpMachine, OtpProjection>;
