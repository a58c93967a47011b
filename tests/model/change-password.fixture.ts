import { deepStrictEqual } from 'node:assert/strict';
import { changePasswordMachine } from '@machines/password/change-password.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError } from './login.builders';
import { changePasswordOracle } from './password.oracle';

export type ChangePasswordProjection = {
  mode: string;
  backend: string;
  failure: string | null;
};

const submit = {
  type: 'PASSWORD.SUBMIT' as const,
  oldPassword: 'Viewer123!',
  password: 'Newpass123',
  passwordConfirmation: 'Newpass123',
};

/** A new password by reset link, old password or first password (seed 001 §4-5, §8; seed 002 §5, §8). */
export const changePasswordFixture = {
  machine: changePasswordMachine,
  oracle: changePasswordOracle,
  inputs: [
    {
      label: 'hosted reset link',
      input: { mode: 'token', backend: 'hosted', email: 'viewer@statecast.test', token: 'reset-token' },
    },
    { label: 'hosted old password', input: { mode: 'old-password', backend: 'hosted', email: null, token: null } },
    { label: 'own change password', input: { mode: 'old-password', backend: 'own-backend', email: null, token: null } },
    { label: 'own set password', input: { mode: 'set', backend: 'own-backend', email: null, token: null } },
    { label: 'link without token', input: { mode: 'invalid-link', backend: 'commerce', email: null, token: null } },
  ],
  project: (snapshot) => ({
    mode: snapshot.context.mode,
    backend: snapshot.context.backend,
    failure: snapshot.context.failure?.code ?? null,
  }),
  events: {
    'PASSWORD.SUBMIT': [{ label: 'submit passwords', event: submit }],
    'PASSWORD.EDIT': [{ label: 'edit', event: { type: 'PASSWORD.EDIT' }, offer: (s) => s.failure !== null }],
  },
  doneOutputs: {
    resetPasswordWithToken: [{ label: 'password reset', output: undefined }],
    changePassword: [{ label: 'password changed', output: undefined }],
    setPassword: [{ label: 'password set', output: undefined }],
  },
  errors: {
    resetPasswordWithToken: [
      { label: 'invalid reset token', error: accountError('invalid-reset-token', 'password could not be set') },
      { label: 'weak password', error: accountError('weak-password', 'score does not match standards', { field: 'password' }) },
    ],
    changePassword: [
      {
        label: 'old password does not match',
        error: accountError('old-password-mismatch', 'old password does not match', { field: 'password' }),
      },
    ],
    setPassword: [{ label: 'password already set', error: accountError('server', 'Password is already set') }],
  },
  stateAssertions: {
    resettingWithToken: ({ inputOf, description }) =>
      deepStrictEqual(
        inputOf('resetPasswordWithToken'),
        { email: 'viewer@statecast.test', token: 'reset-token', password: 'Newpass123', passwordConfirmation: 'Newpass123' },
        description,
      ),
    changingWithOldPassword: ({ inputOf, description }) =>
      deepStrictEqual(
        inputOf('changePassword'),
        { oldPassword: 'Viewer123!', newPassword: 'Newpass123', newPasswordConfirmation: 'Newpass123' },
        description,
      ),
    settingPassword: ({ inputOf, description }) =>
      deepStrictEqual(inputOf('setPassword'), { password: 'Newpass123' }, description),
    done: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'login' }, description),
  },
} satisfies MachineFixture<typeof changePasswordMachine, ChangePasswordProjection>;
