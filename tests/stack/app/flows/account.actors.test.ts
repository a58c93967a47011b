import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  selectDisplayName,
  selectFeatures,
  selectIsSignedIn,
  selectNotice,
} from '@machines/account/account.selectors';
import type { AccountEmitted } from '@machines/account/account.types';
import { accountsOn, DEMO_PASSWORD, useAccountTestBed } from '../../services/account/account.testing';
import { buildConfig } from '../../../support/config-builders';
import { createAccountRuntime } from '@/app/flows/account.actors';

const bed = useAccountTestBed();

const commerceConfig = buildConfig({
  integrations: { cleeng: { id: '105000001', monthlyOffer: 'S1', yearlyOffer: 'S2', useSandbox: true } },
});

function start(backend: 'commerce' | 'own-backend' | null, config = commerceConfig) {
  const runtime = createAccountRuntime({
    urls: { hostedPlatformUrl: '/hosted', commerceUrl: '/commerce', backendUrl: '' },
    storage: bed.storage,
    fetch: bed.fetch,
    now: bed.now,
    config: () => config,
    locks: null,
    openChannel: null,
  });
  const actor = createActor(runtime.accountLogic, { input: { backend } });
  runtime.connect(actor.system);
  const emitted: AccountEmitted['type'][] = [];
  for (const type of ['account.signedIn', 'account.signedOut', 'account.navigate'] as const) {
    actor.on(type, (event) => emitted.push(event.type));
  }
  actor.start();
  return { runtime, actor, emitted };
}

/** A sign-in the own back end answered, as a login flow hands it to the account actor. */
const ownBackendSignIn = () =>
  accountsOn(bed)
    .ownBackend({ storage: null, now: Date.now })
    .service.login({ email: 'viewer@statecast.test', password: DEMO_PASSWORD });

describe('account actor with its real side effects', () => {
  it('restores a stored commerce session, loads the user and consents', async () => {
    const { session, service } = accountsOn(bed).commerce({ now: Date.now });
    session.store.write(
      (await service.login({ email: 'viewer@statecast.test', password: DEMO_PASSWORD })).session,
    );

    const { actor, runtime, emitted } = start('commerce');
    const ready = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectDisplayName(ready)).toBe('Vera Viewer');
    expect(selectFeatures(ready)?.canUpdateEmail).toBe(true);
    expect(ready.context.consents.map((c) => c.name)).toContain('terms');
    expect(runtime.service()?.kind).toBe('commerce');
    expect(emitted).toEqual(['account.signedIn']);

    actor.send({ type: 'ACCOUNT.LOGOUT' });
    const out = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectNotice(out)).toEqual({ kind: 'logout-success' });
    expect(bed.storage.getItem('jwapp.auth')).toBeNull();
    expect(emitted).toEqual(['account.signedIn', 'account.signedOut']);
    actor.stop();
  });

  it('stores the session a flow signs in with and hands it to the session machine', async () => {
    const { actor, runtime } = start('own-backend');
    await expect(runtime.loadService()).resolves.toMatchObject({ kind: 'own-backend' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    const signedIn = await ownBackendSignIn();
    actor.send({ type: 'ACCOUNT.SIGNED_IN', ...signedIn });
    const ready = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectIsSignedIn(ready)).toBe(true);
    expect(JSON.parse(bed.storage.getItem('auth-storage') ?? '{}')).toMatchObject({
      jwt: signedIn.session.accessToken,
    });
    const session = actor.system.get('session');
    expect(session?.getSnapshot().value).toEqual({ active: 'idle' });
    // The service answers through the session machine now.
    await expect(runtime.service()?.getUser()).resolves.toMatchObject({ email: 'viewer@statecast.test' });
    actor.stop();
  });

  it('sends the own back end viewer to /login when the session cannot be renewed (seed 001 §4)', async () => {
    const { actor, emitted } = start('own-backend');
    await waitFor(actor, (s) => s.matches('signedOut'));
    const signedIn = await ownBackendSignIn();
    actor.send({ type: 'ACCOUNT.SIGNED_IN', ...signedIn });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'ACCOUNT.SESSION_EXPIRED', reason: 'failed' });
    const out = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectNotice(out)).toEqual({ kind: 'session-expired' });
    expect(emitted).toEqual(['account.signedIn', 'account.signedOut', 'account.navigate']);
    actor.stop();
  });

  it('has no account service without a back end', async () => {
    const { actor, runtime } = start(null);
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(runtime.service()).toBeNull();
    await expect(runtime.loadService()).resolves.toBeNull();
    actor.stop();
  });
});
