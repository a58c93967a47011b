import { deepStrictEqual } from 'node:assert/strict';
import { forgotPasswordMachine } from '@machines/password/forgot-password.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError, inputsPerBackend, wrongEmailOnPlatforms } from './login.builders';
import { forgotPasswordOracle } from './password.oracle';

export type ForgotPasswordProjection = {
  backend: string;
  email: string;
  token: string | null;
  failure: { code: string; field: string | null } | null;
};

const isOwn = (s: { backend?: unknown }) => s.backend === 'own-backend';

/** Asking for a reset (seed 001 §2, §5, §8; seed 002 §2, §8). */
export const forgotPasswordFixture = {
  machine: forgotPasswordMachine,
  oracle: forgotPasswordOracle,
  inputs: inputsPerBackend({ email: null }),
  project: (snapshot) => {
    const c = snapshot.context;
    return {
      backend: c.backend,
      email: c.email,
      token: c.token,
      failure: c.failure ? { code: c.failure.code, field: c.failure.field } : null,
    };
  },
  events: {
    'FORGOT.SUBMIT': [
      { label: 'submit email', event: { type: 'FORGOT.SUBMIT', email: 'viewer@statecast.test' } },
    ],
    'FORGOT.EDIT': [
      { label: 'edit email', event: { type: 'FORGOT.EDIT' }, offer: (s) => s.failure !== null },
    ],
  },
  doneOutputs: {
    requestPasswordReset: [
      { label: 'link mailed', output: { token: null }, offer: (s) => !isOwn(s) },
      { label: 'code mailed', output: { token: 'reset-token' }, offer: isOwn },
    ],
  },
  errors: {
    requestPasswordReset: [
      wrongEmailOnPlatforms,
      { label: 'mail not sent', error: accountError('server', 'Failed to reset password.') },
    ],
  },
  stateAssertions: {
    sending: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('requestPasswordReset'), { email: 'viewer@statecast.test' }, description),
    sent: ({ snapshot, description }) =>
      deepStrictEqual(
        snapshot.output,
        {
          email: 'viewer@statecast.test',
          token: snapshot.context.backend === 'own-backend' ? 'reset-token' : null,
        },
        description,
      ),
  },
} satisfies MachineFixture<typeof forgotPasswordMachine, ForgotPasswordProjection>;
