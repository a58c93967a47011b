import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountMachine } from './account.machine';
import {
  selectAccountStatus,
  selectCanLogOut,
  selectDisplayName,
  selectFeatures,
  selectHasSubscription,
  selectIsBusy,
  selectIsSignedIn,
  selectNotice,
  selectSubscriptions,
  selectUser,
  type AccountSnapshot,
} from './account.selectors';
import type {
  AccountBackendKind,
  AccountFeatures,
  AccountUser,
  BackendInput,
  CustomerConsent,
  RestoredAccount,
  Subscription,
} from './account.types';
import { buildUser } from '../../tests/model/login.builders';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const features = { canRenewSubscription: true } as unknown as AccountFeatures;

const subscription = (status: Subscription['status']): Subscription => ({
  subscriptionId: 'S123456789',
  offerId: 'S987654321_NL',
  status,
  offerTitle: 'Monthly pass',
  expiresAt: 1_800_000_000,
  period: 'month',
  nextPaymentPrice: 9.99,
  nextPaymentCurrency: 'EUR',
  paymentMethod: 'card',
});

/** The account actor with every back-end call held until the test answers it. */
function start(backend: AccountBackendKind | null) {
  const restore = deferred<RestoredAccount>();
  const user = deferred<AccountUser>();
  const subscriptions = deferred<Subscription[]>();
  const logout = deferred<void>();
  const actor = createActor(
    accountMachine.provide({
      actors: {
        restoreAccount: fromPromise<RestoredAccount, BackendInput>(() => restore.promise),
        loadUser: fromPromise<AccountUser, BackendInput>(() => user.promise),
        loadConsents: fromPromise<CustomerConsent[], BackendInput>(async () => []),
        loadSubscriptions: fromPromise<Subscription[], BackendInput>(() => subscriptions.promise),
        logout: fromPromise<void, BackendInput>(() => logout.promise),
        // The session machines are tested on their own.
        commerceSession: fromPromise(() => new Promise<void>(() => {})) as never,
        backendSession: fromPromise(() => new Promise<void>(() => {})) as never,
      },
      actions: { startSession: () => {}, endSession: () => {} },
    }),
    { input: { backend } },
  );
  actor.start();
  return { actor, restore, user, subscriptions, logout };
}

/** Everything the header and the screens read of the account. */
const view = (snapshot: AccountSnapshot) => ({
  status: selectAccountStatus(snapshot),
  signedIn: selectIsSignedIn(snapshot),
  user: selectUser(snapshot)?.id ?? null,
  displayName: selectDisplayName(snapshot),
  features: selectFeatures(snapshot),
  notice: selectNotice(snapshot),
  canLogOut: selectCanLogOut(snapshot),
  busy: selectIsBusy(snapshot),
  subscriptions: selectSubscriptions(snapshot).map((s) => s.status),
  hasSubscription: selectHasSubscription(snapshot),
});

const signedOut = {
  status: 'signedOut',
  signedIn: false,
  user: null,
  displayName: null,
  features,
  notice: null,
  canLogOut: false,
  busy: false,
  subscriptions: [],
  hasSubscription: false,
};

describe('what the header and screens read of the account (seed 000 §4, seed 001 §4)', () => {
  it('seed 000 §4 Login: restoring, then the user, then subscriptions; seed 001 §4 Logout clears them', async () => {
    const s = start('hosted');
    const v = () => view(s.actor.getSnapshot());
    expect(v()).toEqual({ ...signedOut, status: 'restoring', features: null, busy: true });

    s.restore.resolve({ features, hasSession: true });
    await settle();
    // Signed in with a held session; the user is loading.
    expect(v()).toEqual({ ...signedOut, status: 'signedIn', signedIn: true, canLogOut: true, busy: true });

    s.user.resolve(buildUser({ id: 'u1', fullName: 'Vera Viewer', email: 'vera@statecast.test' }));
    await settle();
    const signedIn = {
      ...signedOut,
      status: 'signedIn',
      signedIn: true,
      user: 'u1',
      displayName: 'Vera Viewer',
      canLogOut: true,
    };
    expect(v()).toEqual(signedIn);

    // seed 000 §4: active, active_trial and cancelled subscriptions are current; expired ones not.
    s.subscriptions.resolve([subscription('expired'), subscription('cancelled')]);
    await settle();
    expect(v()).toEqual({ ...signedIn, subscriptions: ['expired', 'cancelled'], hasSubscription: true });

    s.actor.send({ type: 'ACCOUNT.LOGOUT' });
    // Logging out: the viewer is no longer shown as signed in, nor their subscriptions.
    expect(v()).toEqual({ ...signedOut, status: 'loggingOut', busy: true });

    s.logout.resolve();
    await settle();
    // seed 001 §4 Logout: 'Logout successful!' until dismissed.
    expect(v()).toEqual({ ...signedOut, notice: { kind: 'logout-success' } });
    s.actor.send({ type: 'ACCOUNT.NOTICE_DISMISS' });
    expect(v()).toEqual(signedOut);
  });

  it('seed 000 §4: only expired subscriptions are no current subscription', async () => {
    const s = start('hosted');
    s.restore.resolve({ features, hasSession: true });
    s.user.resolve(buildUser());
    await settle();
    s.subscriptions.resolve([subscription('expired'), subscription('terminated')]);
    await settle();
    expect(selectSubscriptions(s.actor.getSnapshot())).toHaveLength(2);
    expect(selectHasSubscription(s.actor.getSnapshot())).toBe(false);
  });

  it('seed 000 §5: the header falls back to the e-mail when the full name is empty', async () => {
    const s = start('hosted');
    s.restore.resolve({ features, hasSession: true });
    s.user.resolve(buildUser({ fullName: '', email: 'vera@statecast.test' }));
    await settle();
    expect(selectDisplayName(s.actor.getSnapshot())).toBe('vera@statecast.test');
  });

  it('seed 000 §1: a site without accounts (AVOD without integration) has nothing to sign in to', async () => {
    const s = start(null);
    s.restore.resolve({ features: null, hasSession: false });
    await settle();
    expect(view(s.actor.getSnapshot())).toEqual({ ...signedOut, status: 'unavailable', features: null });
  });
});
