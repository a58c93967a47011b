import type { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
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
import type { DeleteAccountProjection } from './delete-account.fixture';
import { anyToast, seedToast, serverTextToast } from './seed-toasts';

const R = {
  form: 'seed 001 §4, seed 002 §5: delete account starts with the password form (password required)',
  confirmation: "seed 001 §4, seed 002 §5: then the confirmation 'Delete Account' / 'Are you sure you want to delete your account?…'",
  noPasswordNoConfirm: 'seed 001 §4: the confirmation is not reached without a password (it returns to the form)',
  social: 'seed 001 §4, seed 002 §6: a social user without a password is not asked for one',
  sends: 'seed 002 §7: delete account sends {password}, or nothing for a social user with no password',
  deleted: "seed 001 §4, seed 002 §4, §8: success logs out, says 'Account deleted successfully!' and goes to /",
  invalidCredentials: "seed 000 §8: 'invalid credentials' gives a specific message, and the password is asked again",
  generic: 'seed 000 §8: other delete failures give the generic delete error, and the password is asked again',
  ownFailed: 'seed 002 §8: on the own back end a failure shows the server message as a toast',
  back: 'seed 001 §4: back from the confirmation is the password form again, without the password',
} as const;

const PASSWORD = 'Viewer123!';
type Failure = { code?: string; message?: string; serverMessage?: string | null; fieldErrors?: string[] };
const errorOf = (s: OracleStep<DeleteAccountProjection>) => (s.event as unknown as { error?: Failure }).error ?? {};

export const deleteAccountOracle = {
  states: {
    enteringPassword: { seed: [R.form, R.social], expect: [projected(R.form, { hasPassword: false })] },
    confirming: {
      seed: R.confirmation,
      expect: [holds(R.noPasswordNoConfirm, (s) => (s.state.hasPassword || !s.state.needsPassword ? true : 'confirming without a password'))],
    },
    deleting: {
      seed: R.sends,
      expect: [holds(R.noPasswordNoConfirm, (s) => (s.state.hasPassword || !s.state.needsPassword ? true : 'deleting without a password'))],
    },
    deleted: {
      seed: R.deleted,
      expect: [
        projected(R.deleted, { hasPassword: false }),
        holds(R.deleted, (s) => {
          const out = (s.snapshot as { output?: unknown }).output;
          return JSON.stringify(out) === JSON.stringify({ next: 'home' }) ? true : `output ${JSON.stringify(out)}`;
        }),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [stateIs(R.form, 'enteringPassword'), projected(R.form, { failure: null })] },
    {
      from: 'enteringPassword',
      on: 'DELETE.SUBMIT_PASSWORD',
      expect: [stateIs(R.confirmation, 'confirming'), projected(R.confirmation, { hasPassword: true }), effectsExclude(R.confirmation, invoked('deleteAccount'))],
    },
    {
      from: 'enteringPassword',
      on: 'DELETE.CONFIRM',
      expect: [
        holds(R.social, (s) => (s.before?.needsPassword ? `deleted with no password on the form (${s.to})` : true)),
        stateIs(R.social, 'deleting'),
        effectsInclude(R.social, invoked('deleteAccount', { password: null })),
      ],
    },
    {
      from: 'confirming',
      on: 'DELETE.CONFIRM',
      expect: [stateIs(R.sends, 'deleting'), effectsInclude(R.sends, invoked('deleteAccount', { password: PASSWORD }))],
    },
    {
      from: 'confirming',
      on: 'DELETE.BACK',
      expect: [stateIs(R.back, 'enteringPassword'), projected(R.back, { hasPassword: false })],
    },
    {
      from: 'deleting',
      on: 'xstate.done.actor.deleteAccount',
      expect: [
        stateIs(R.deleted, 'deleted'),
        effectsInclude(R.deleted, action('announceSignedOut'), seedToast('success', 'Account deleted successfully!')),
      ],
    },
    {
      from: 'deleting',
      on: 'xstate.error.actor.deleteAccount',
      where: (s) => `${errorOf(s).serverMessage ?? ''} ${errorOf(s).message ?? ''}`.includes('invalid credentials'),
      expect: [stateIs(R.invalidCredentials, 'enteringPassword'), projected(R.invalidCredentials, { failure: 'invalid-credentials', hasPassword: false })],
    },
    {
      from: 'deleting',
      on: 'xstate.error.actor.deleteAccount',
      where: (s) => !`${errorOf(s).serverMessage ?? ''} ${errorOf(s).message ?? ''}`.includes('invalid credentials'),
      expect: [
        stateIs(R.generic, 'enteringPassword'),
        projected(R.generic, { hasPassword: false }),
        holds(R.generic, (s) => (s.state.failure !== null && s.state.failure !== 'invalid-credentials' ? true : `failure ${s.state.failure}`)),
        effectsExclude(R.generic, action('announceSignedOut')),
      ],
    },
    {
      from: 'deleting',
      on: 'xstate.error.actor.deleteAccount',
      where: (s) => s.before?.backend === 'own-backend',
      expect: [
        holds(R.ownFailed, (s) => {
          const e = errorOf(s);
          return effectsInclude(R.ownFailed, serverTextToast(e.fieldErrors?.[0] ?? e.serverMessage ?? e.message ?? '')).check(s);
        }),
      ],
    },
    {
      from: 'deleting',
      on: 'xstate.error.actor.deleteAccount',
      where: (s) => s.before?.backend !== 'own-backend',
      expect: [effectsExclude(R.generic, anyToast)],
    },
  ],
} satisfies MachineOracle<typeof deleteAccountMachine, DeleteAccountProjection>;
