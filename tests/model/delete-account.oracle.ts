import type { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import * as o from '../support/oracle';
import type { DeleteAccountProjection } from './delete-account.fixture';
import { seedToast } from './seed-toasts';
import { failureMentions, firstErrorText, ownBackendFailureToast } from './account-failures.builders';

const R = {
  form: 'seed 001 §4, seed 002 §5: delete account starts with the password form (password required)',
  confirmation:
    "seed 001 §4, seed 002 §5: then the confirmation 'Delete Account' / 'Are you sure you want to delete your account?…'",
  noPasswordNoConfirm:
    'seed 001 §4: the confirmation is not reached without a password (it returns to the form)',
  social: 'seed 001 §4, seed 002 §6: a social user without a password is not asked for one',
  sends: 'seed 002 §7: delete account sends {password}, or nothing for a social user with no password',
  deleted:
    "seed 001 §4, seed 002 §4, §8: success logs out, says 'Account deleted successfully!' and goes to /",
  invalidCredentials:
    "seed 000 §8: 'invalid credentials' gives a specific message, and the password is asked again",
  generic:
    'seed 000 §8: other delete failures give the generic delete error, and the password is asked again',
  ownFailed: 'seed 002 §8: on the own back end a failure shows the server message as a toast',
  back: 'seed 001 §4: back from the confirmation is the password form again, without the password',
} as const;

const PASSWORD = 'Viewer123!';

export const deleteAccountOracle = {
  states: {
    enteringPassword: { seed: [R.form, R.social], expect: [o.projected(R.form, { hasPassword: false })] },
    confirming: {
      seed: R.confirmation,
      expect: [
        o.holds(R.noPasswordNoConfirm, (s) =>
          s.state.hasPassword || !s.state.needsPassword ? true : 'confirming without a password',
        ),
      ],
    },
    deleting: {
      seed: R.sends,
      expect: [
        o.holds(R.noPasswordNoConfirm, (s) =>
          s.state.hasPassword || !s.state.needsPassword ? true : 'deleting without a password',
        ),
      ],
    },
    deleted: {
      seed: R.deleted,
      expect: [
        o.projected(R.deleted, { hasPassword: false }),
        o.holds(R.deleted, (s) => {
          const out = (s.snapshot as { output?: unknown }).output;
          return JSON.stringify(out) === JSON.stringify({ next: 'home' })
            ? true
            : `output ${JSON.stringify(out)}`;
        }),
      ],
    },
  },
  transitions: [
    {
      on: 'xstate.init',
      expect: [o.stateIs(R.form, 'enteringPassword'), o.projected(R.form, { failure: null })],
    },
    {
      from: 'enteringPassword',
      on: 'DELETE.SUBMIT_PASSWORD',
      expect: o.endsAsWithout(
        R.confirmation,
        'confirming',
        { hasPassword: true },
        o.invoked('deleteAccount'),
      ),
    },
    {
      from: 'enteringPassword',
      on: 'DELETE.CONFIRM',
      expect: [
        o.holds(R.social, (s) =>
          s.before?.needsPassword ? `deleted with no password on the form (${s.to})` : true,
        ),
        o.stateIs(R.social, 'deleting'),
        o.effectsInclude(R.social, o.invoked('deleteAccount', { password: null })),
      ],
    },
    {
      from: 'confirming',
      on: 'DELETE.CONFIRM',
      expect: o.endsIn(R.sends, 'deleting', o.invoked('deleteAccount', { password: PASSWORD })),
    },
    {
      from: 'confirming',
      on: 'DELETE.BACK',
      expect: [o.stateIs(R.back, 'enteringPassword'), o.projected(R.back, { hasPassword: false })],
    },
    {
      from: 'deleting',
      on: 'xstate.done.actor.deleteAccount',
      expect: o.endsIn(
        R.deleted,
        'deleted',
        o.action('announceSignedOut'),
        seedToast('success', 'Account deleted successfully!'),
      ),
    },
    {
      from: 'deleting',
      on: 'xstate.error.actor.deleteAccount',
      where: (s) => failureMentions('invalid credentials')(s),
      expect: [
        o.stateIs(R.invalidCredentials, 'enteringPassword'),
        o.projected(R.invalidCredentials, { failure: 'invalid-credentials', hasPassword: false }),
      ],
    },
    {
      from: 'deleting',
      on: 'xstate.error.actor.deleteAccount',
      where: (s) => !failureMentions('invalid credentials')(s),
      expect: [
        o.stateIs(R.generic, 'enteringPassword'),
        o.projected(R.generic, { hasPassword: false }),
        o.holds(R.generic, (s) =>
          s.state.failure !== null && s.state.failure !== 'invalid-credentials'
            ? true
            : `failure ${s.state.failure}`,
        ),
        o.effectsExclude(R.generic, o.action('announceSignedOut')),
      ],
    },
    ...ownBackendFailureToast<DeleteAccountProjection>(
      { from: 'deleting', on: 'xstate.error.actor.deleteAccount' },
      { own: R.ownFailed, elsewhere: R.generic },
      firstErrorText,
    ),
  ],
} satisfies o.MachineOracle<typeof deleteAccountMachine, DeleteAccountProjection>;
