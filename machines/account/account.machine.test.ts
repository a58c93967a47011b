import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine } from './account.machine';
import type {
  AccountEmitted,
  AccountUser,
  BackendInput,
  CustomerConsent,
  AccountInput,
  RestoredAccount,
  Subscription,
} from './account.types';

const vera = { id: '362000001', fullName: 'Vera Viewer' } as AccountUser;

type Calls = {
  loadUser?: () => Promise<AccountUser>;
  logout?: () => Promise<void>;
};

function start(restored: RestoredAccount, backend: AccountInput['backend'] = 'own-backend', fakes: Calls = {}) {
  const calls: string[] = [];
  const emitted: AccountEmitted[] = [];
  const actor = createActor(
    accountMachine.provide({
      actors: {
        restoreAccount: fromPromise<RestoredAccount, BackendInput>(async () => restored),
        loadUser: fromPromise<AccountUser, BackendInput>(fakes.loadUser ?? (async () => vera)),
        loadConsents: fromPromise<CustomerConsent[], BackendInput>(async () => []),
        loadSubscriptions: fromPromise<Subscription[], BackendInput>(async () => []),
        logout: fromPromise<void, BackendInput>(async () => {
          calls.push('logout');
          await fakes.logout?.();
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
    { input: { backend } },
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

const signedIn = (isNewAccount?: boolean) => ({
  type: 'ACCOUNT.SIGNED_IN' as const,
  session: { type: 'manual' as const, accessToken: 'jwt.test', refreshToken: 'refresh.test', expiresAt: 1 },
  user: vera,
  ...(isNewAccount === undefined ? {} : { isNewAccount }),
});

describe('sign-in news for the lists (seed 000 §4 Login, Registration)', () => {
  it('says whether the account is new: registration persists the local lists to it', async () => {
    for (const [isNewAccount, said] of [
      [true, true],
      [false, false],
      [undefined, false],
    ] as const) {
      const { actor, emitted } = start({ features: null, hasSession: false });
      await waitFor(actor, (s) => s.matches('signedOut'));
      actor.send(signedIn(isNewAccount));
      expect(emitted.at(-1), String(isNewAccount)).toEqual({
        type: 'account.signedIn',
        user: vera,
        isNewAccount: said,
      });
    }
  });

  it("seed 001 §4: 'Logout successful!' is the signed-out viewer's: the next sign-in forgets it", async () => {
    const { actor } = start({ features: null, hasSession: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'ACCOUNT.LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'logout-success' });
    actor.send(signedIn());
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('the session machine beside the account (seed 000 §4)', () => {
  it('runs for the hosted and commerce platforms and the own back end, not without a back end', () => {
    for (const backend of ['hosted', 'commerce', 'own-backend'] as const) {
      const { actor } = start({ features: null, hasSession: false }, backend);
      expect(actor.getSnapshot().children, backend).toHaveProperty('session');
    }
    const { actor } = start({ features: null, hasSession: false }, null);
    expect(actor.getSnapshot().children).not.toHaveProperty('session');
  });
});

describe("seed 000 §8: 'Invalid JWT token' while loading the user logs out (seed 002 §7: no retry on 401)", () => {
  const refusals = [
    { code: 'session-expired', message: 'Invalid JWT token' },
    { code: 'not-logged-in', message: 'User not logged in' },
    { status: 401, message: 'Unauthorized' },
  ];
  for (const refusal of refusals)
    it(`${JSON.stringify(refusal)} signs out at once, the user and lists cleared`, async () => {
      let loads = 0;
      const { actor, calls } = start({ features: null, hasSession: true }, 'commerce', {
        loadUser: async () => {
          loads += 1;
          if (loads === 1) return vera;
          throw refusal;
        },
      });
      await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
      actor.send({ type: 'ACCOUNT.RELOAD_USER' });
      const out = await waitFor(actor, (s) => !s.matches({ signedIn: 'loadingUser' }));
      expect(out.matches('signedOut')).toBe(true);
      expect(loads).toBe(2);
      expect(out.context.user).toBeNull();
      expect(out.context.notice).toEqual({ kind: 'session-expired' });
      expect(calls).toEqual(['endSession']);
    });

  it('another failure is retried', async () => {
    const { actor } = start({ features: null, hasSession: true }, 'commerce', {
      loadUser: () => Promise.reject({ code: 'server', status: 500, message: 'Request failed with status 500' }),
    });
    const out = await waitFor(actor, (s) => s.matches('signedIn') && !s.matches({ signedIn: 'loadingUser' }));
    expect(out.matches({ signedIn: 'retryingUser' })).toBe(true);
    // The screens that need the user wait while it is retried.
    expect(out.hasTag('busy')).toBe(true);
  });
});

describe('seed 002 §8: a logout error shows the server message; the session ends all the same', () => {
  it('shows the words of a thrown text, and signs out whatever was thrown', async () => {
    for (const [thrown, message] of [
      ['Failed to sign out.', 'Failed to sign out.'],
      [new Error('Failed to sign out.'), 'Failed to sign out.'],
      [null, 'null'],
    ] as const) {
      const { actor } = start({ features: null, hasSession: true }, 'commerce', {
        logout: () => Promise.reject(thrown),
      });
      await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
      actor.send({ type: 'ACCOUNT.LOGOUT' });
      const out = await waitFor(actor, (s) => s.matches('signedOut'));
      expect(out.context.notice, String(thrown)).toEqual({ kind: 'logout-failed', message });
    }
  });
});
