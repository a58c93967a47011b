import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine } from './account.machine';
import type {
  AccountEmitted,
  AccountUser,
  BackendInput,
  CustomerConsent,
  RestoredAccount, Subscription } from './account.types';

const vera = { id: '362000001', fullName: 'Vera Viewer' } as AccountUser;

function start(restored: RestoredAccount) {
  const calls: string[] = [];
  const emitted: AccountEmitted[] = [];
  const actor = createActor(
    accountMachine.provide({
      actors: {
        restoreAccount: fromPromise<RestoredAccount, BackendInput>(async () => restored),
        loadUser: fromPromise<AccountUser, BackendInput>(async () => vera),
        loadConsents: fromPromise<CustomerConsent[], BackendInput>(async () => []),
        loadSubscriptions: fromPromise<Subscription[], BackendInput>(async () => []),
        logout: fromPromise<void, BackendInput>(async () => {
          calls.push('logout');
        }),
        // The session machines are tested on their own.
        commerceSession: fromPromise(() => new Promise<void>(() => {})) as never,
        backendSession: fromPromise(() => new Promise<void>(() => {})) as never,
      },
      actions: {
        startSession: () => calls.push('startSession'),
        endSession: () => calls.push('endSession'),
      },
    }),
    { input: { backend: 'own-backend' } },
  );
  for (const type of ['account.restored', 'account.signedIn', 'account.signedOut', 'account.navigate'] as const) {
    actor.on(type, (event) => emitted.push(event));
  }
  actor.start();
  return { actor, calls, emitted };
}

describe('account actor news for the lists (seed 000 §4)', () => {
  it('says once restored whether this browser is signed in, before the user loads', async () => {
    const { actor, emitted } = start({ features: null, hasSession: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(emitted.map((e) => e.type)).toEqual(['account.restored', 'account.signedIn']);
    expect(emitted[0]).toEqual({ type: 'account.restored', signedIn: true });
  });

  it('says restored signed out when no session is stored', async () => {
    const { actor, emitted } = start({ features: null, hasSession: false });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(emitted).toEqual([{ type: 'account.restored', signedIn: false }]);
  });
});

describe('a session revoked by a flow (seed 001 §4 delete account and password change)', () => {
  it('signs out without the back end logout, without a toast and without a move to /login', async () => {
    const { actor, calls, emitted } = start({ features: null, hasSession: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'ACCOUNT.SESSION_REVOKED' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.notice).toBeNull();
    expect(calls).toEqual(['endSession']);
    expect(emitted.at(-1)).toEqual({ type: 'account.signedOut', reason: 'revoked' });
    expect(emitted.some((e) => e.type === 'account.navigate')).toBe(false);
  });

  it('is a logout when the viewer asks for one: the back end is told and the toast shows', async () => {
    const { actor, calls } = start({ features: null, hasSession: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'ACCOUNT.LOGOUT' });
    const out = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['logout', 'endSession']);
    expect(out.context.notice).toEqual({ kind: 'logout-success' });
  });
});
