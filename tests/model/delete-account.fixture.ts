import { deepStrictEqual } from 'node:assert/strict';
import { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import type { MachineFixture } from '../support/model-fixture';
import { accountError } from './login.builders';
import { deleteAccountOracle } from './delete-account.oracle';

export type DeleteAccountProjection = {
  backend: string;
  needsPassword: boolean;
  hasPassword: boolean;
  failure: string | null;
};

/** Account deletion (seed 001 §4, §8; seed 002 §4-5, §8). */
export const deleteAccountFixture = {
  machine: deleteAccountMachine,
  oracle: deleteAccountOracle,
  inputs: [
    { label: 'hosted with password', input: { backend: 'hosted', needsPassword: true } },
    { label: 'hosted social', input: { backend: 'hosted', needsPassword: false } },
    { label: 'own with password', input: { backend: 'own-backend', needsPassword: true } },
  ],
  project: (snapshot) => ({
    backend: snapshot.context.backend,
    needsPassword: snapshot.context.needsPassword,
    hasPassword: snapshot.context.password !== null,
    failure: snapshot.context.failure?.code ?? null,
  }),
  events: {
    'DELETE.SUBMIT_PASSWORD': [
      {
        label: 'enter password',
        event: { type: 'DELETE.SUBMIT_PASSWORD', password: 'Viewer123!' },
        offer: (s) => Boolean(s.needsPassword),
      },
    ],
    'DELETE.CONFIRM': [{ label: 'confirm deletion', event: { type: 'DELETE.CONFIRM' } }],
    'DELETE.BACK': [{ label: 'back', event: { type: 'DELETE.BACK' } }],
  },
  doneOutputs: {
    deleteAccount: [{ label: 'account deleted', output: undefined }],
  },
  errors: {
    deleteAccount: [
      {
        label: 'invalid credentials',
        error: accountError('invalid-credentials', 'invalid credentials', { field: 'password' }),
        offer: (s) => s.backend === 'hosted' && Boolean(s.needsPassword),
      },
      { label: 'incorrect password', error: accountError('server', 'Incorrect password'), offer: (s) => s.backend === 'own-backend' },
      { label: 'deletion fails', error: accountError('server', 'Failed to delete account'), offer: (s) => s.backend === 'hosted' },
    ],
  },
  stateAssertions: {
    deleting: ({ snapshot, inputOf, description }) =>
      deepStrictEqual(
        inputOf('deleteAccount'),
        { password: snapshot.context.needsPassword ? 'Viewer123!' : null },
        description,
      ),
    deleted: ({ snapshot, description }) => deepStrictEqual(snapshot.output, { next: 'home' }, description),
  },
} satisfies MachineFixture<typeof deleteAccountMachine, DeleteAccountProjection>;
