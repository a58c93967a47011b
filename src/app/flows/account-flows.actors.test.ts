import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorLogic } from 'xstate';
import { AccountError, type AccountService } from '@/services/account/account.types';
import type { DialogNavigation } from '@machines/account-dialog/account-dialog.types';
import { dialogSync } from '../../../tests/model/account-dialog.builders';
import {
  provideAccountDialog,
  provideAccountPage,
  provideChangePasswordFlow,
  provideDeleteAccountFlow,
  provideResetPasswordFlow,
  type AccountFlowDeps,
} from './account-flows.actors';

/** The flows' page, with an account back end whose calls all succeed. */
function depsWith(signedIn = true) {
  const sent: string[] = [];
  const service = {
    kind: 'own-backend',
    hasStoredSession: () => signedIn,
    deleteAccount: async () => {},
    changePassword: async () => {},
    setPassword: async () => {},
    verifyPasswordResetCode: async () => {},
    resetPassword: async () => {},
  } as unknown as AccountService;
  const deps: AccountFlowDeps = {
    service: () => service,
    account: () => ({ send: (event) => sent.push(event.type) }),
    toast: () => {},
    storage: null,
    leaveFor: () => {},
    socialRedirectUrl: () => '/',
  };
  return { deps, sent };
}

const submit = {
  type: 'PASSWORD.SUBMIT',
  oldPassword: 'Viewer123!',
  password: 'Newpass123',
  passwordConfirmation: 'Newpass123',
} as const;

describe('flows that end the session on the server sign out without a logout call (seed 001 §4, 002 §4)', () => {
  it('delete account', async () => {
    const { deps, sent } = depsWith();
    const actor = createActor(provideDeleteAccountFlow(deps), {
      input: { backend: 'own-backend', needsPassword: true },
    });
    actor.start();
    actor.send({ type: 'DELETE.SUBMIT_PASSWORD', password: 'Viewer123!' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['ACCOUNT.SESSION_REVOKED']);
  });

  it.each(['old-password', 'set'] as const)('change password (%s)', async (mode) => {
    const { deps, sent } = depsWith();
    const actor = createActor(provideChangePasswordFlow(deps), {
      input: { mode, backend: 'own-backend', email: null, token: null },
    });
    actor.start();
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['ACCOUNT.SESSION_REVOKED']);
  });

  it('password reset, only when this browser is signed in', async () => {
    for (const signedIn of [true, false]) {
      const { deps, sent } = depsWith(signedIn);
      const actor = createActor(provideResetPasswordFlow(deps), {
        input: { token: 'reset-token', email: 'v@statecast.test' },
      });
      actor.start();
      actor.send({ type: 'RESET.VERIFY', otp: '123456' });
      await waitFor(actor, (s) => s.matches('enteringPassword'));
      actor.send({ type: 'RESET.SUBMIT', password: 'Newpass123' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(sent).toEqual(signedIn ? ['ACCOUNT.SESSION_REVOKED'] : []);
    }
  });
});

describe('a deletion in the dialog (seed 001 §2, §4)', () => {
  it('signs out at once and still leaves for /: the page catching up late is not sent to login', async () => {
    const { deps, sent } = depsWith();
    const navigations: DialogNavigation[] = [];
    const dialog = createActor(
      provideAccountDialog({
        ...deps,
        navigate: (to) => void navigations.push(to),
        checkout: { service: () => null, announceSuccess: () => {} },
      }),
      {
        input: { accessModel: 'SVOD', backend: 'own-backend', hasOneTimeOffers: false, referrer: '' },
      },
    );
    dialog.start();
    dialog.send(dialogSync('delete-account', true));
    dialog.send({ type: 'DELETE.PASSWORD_ENTERED', password: 'Viewer123!' });
    dialog.getSnapshot().children.deleteAccount?.send({ type: 'DELETE.CONFIRM' });
    await waitFor(dialog, (s) => s.matches('closing'));
    expect(sent).toEqual(['ACCOUNT.SESSION_REVOKED']);
    expect(navigations.at(-1)).toEqual({ to: 'home' });

    // The page reports the sign-out before its address has moved on.
    dialog.send(dialogSync('delete-account-confirmation', false));
    expect(dialog.getSnapshot().matches('closing')).toBe(true);
    expect(navigations.at(-1)).toEqual({ to: 'home' });
  });
});

describe('account saves are tried again on the network and on server errors (issue 16)', () => {
  function pageWith(failures: { status: number; count: number }) {
    const calls: string[] = [];
    const waits: number[] = [];
    const service = {
      kind: 'commerce',
      updateUser: async (update: { firstName?: string }) => {
        calls.push(update.firstName ?? '');
        if (calls.length <= failures.count)
          throw new AccountError('server', 'Failed to update user', { status: failures.status });
        return { firstName: update.firstName };
      },
    } as unknown as AccountService;
    const machine = provideAccountPage({
      ...depsWith().deps,
      service: () => service,
      sleep: async (ms) => void waits.push(ms),
      onConsents: () => {},
    });
    const saveNames = machine.implementations.actors.saveNames as AnyActorLogic;
    const save = () => toPromise(createActor(saveNames, { input: { firstName: 'Vee' } }).start());
    return { save, calls, waits };
  }

  it('a save answered 500 twice is sent a third time, 1 s then 2 s later, and saves', async () => {
    const { save, calls, waits } = pageWith({ status: 500, count: 2 });
    await expect(save()).resolves.toMatchObject({ firstName: 'Vee' });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('a save refused with a 4xx is not sent again', async () => {
    const { save, calls } = pageWith({ status: 422, count: 1 });
    await expect(save()).rejects.toThrow('Failed to update user');
    expect(calls).toHaveLength(1);
  });
});
