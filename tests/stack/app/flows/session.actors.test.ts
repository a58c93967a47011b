import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { accountsOn, DEMO_PASSWORD, useAccountTestBed } from '../../services/account/account.testing';
import type { AccountBackendBundle } from '@/services/account/session-driver';
import {
  createSessionHub,
  provideCommerceSession,
  type ChannelLike,
  type LockManagerLike,
} from '@/app/flows/session.actors';

const MINUTE = 60_000;

/** Web Locks for tabs of one test: exclusive, granted in order, released when the callback settles. */
function createLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, options, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        return callback();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** BroadcastChannel for tabs of one test: every other channel of the name hears a message. */
function createChannels(): (name: string) => ChannelLike {
  const open = new Set<{ name: string; channel: ChannelLike }>();
  return (name) => {
    const entry = {
      name,
      channel: {
        onmessage: null as ChannelLike['onmessage'],
        postMessage(data: unknown) {
          for (const other of open) {
            if (other.name !== name || other.channel === entry.channel) continue;
            queueMicrotask(() => other.channel.onmessage?.({ data } as MessageEvent));
          }
        },
        close() {
          open.delete(entry);
        },
      },
    };
    open.add(entry);
    return entry.channel;
  };
}

const bed = useAccountTestBed();

/** One tab: its own account bundle and session actor, sharing storage, locks and channels. */
function openTab(shared: { locks: LockManagerLike; openChannel: (name: string) => ChannelLike }) {
  const ref: { current?: AnyActorRef } = {};
  const hub = createSessionHub({ now: bed.now, sessionActor: () => ref.current });
  const bundle: AccountBackendBundle = accountsOn(bed).commerce({
    createGate: (driver) => hub.gateFor(driver),
  });
  const actor = createActor(
    provideCommerceSession({
      loadDriver: async () => bundle.session,
      driverFor: () => bundle.session,
      hub,
      now: bed.now,
      locks: shared.locks,
      openChannel: shared.openChannel,
    }),
    { input: { backend: 'commerce' } },
  );
  ref.current = actor;
  actor.start();
  return { actor, service: bundle.service };
}

async function storeExpiredSession() {
  const { service, session } = accountsOn(bed).commerce();
  const signedIn = await service.login({ email: 'viewer@statecast.test', password: DEMO_PASSWORD });
  session.store.write(signedIn.session);
  bed.advance(6 * MINUTE);
  return signedIn.session;
}

describe('session actors (seed 000 §4: a refresh shared across tabs)', () => {
  it('three tabs holding an expired token refresh once and all load the user', async () => {
    await storeExpiredSession();
    const shared = { locks: createLocks(), openChannel: createChannels() };
    const tabs = [openTab(shared), openTab(shared), openTab(shared)];

    const users = await Promise.all(tabs.map((tab) => tab.service.getUser()));
    expect(users.map((u) => u.fullName)).toEqual(['Vera Viewer', 'Vera Viewer', 'Vera Viewer']);
    expect(bed.callsTo('POST /commerce/auths/refresh_token')).toHaveLength(1);
    for (const tab of tabs) {
      await waitFor(tab.actor, (s) => s.matches({ active: 'idle' }));
      tab.actor.stop();
    }
  });

  it('a refused refresh clears the tokens and ends the session in every tab', async () => {
    const session = await storeExpiredSession();
    await bed.stack.send('POST', '/commerce/auths/refresh_token', { refreshToken: session.refreshToken });
    const shared = { locks: createLocks(), openChannel: createChannels() };
    const [first, second] = [openTab(shared), openTab(shared)];

    await expect(first!.service.getUser()).rejects.toThrow('User not logged in');
    await waitFor(first!.actor, (s) => s.matches('signedOut'), { timeout: 5000 });
    await waitFor(second!.actor, (s) => s.matches('signedOut'), { timeout: 5000 });
    expect(bed.storage.getItem('jwapp.auth')).toBeNull();
    first!.actor.stop();
    second!.actor.stop();
  });

  it('a token the platform refuses before it expires is refreshed once for both tabs, and their saves replay (seed 001 §4)', async () => {
    const { service, session } = accountsOn(bed).commerce();
    const signedIn = await service.login({ email: 'viewer@statecast.test', password: DEMO_PASSWORD });
    // Revoked on the platform: the stored token still looks valid by its expiry.
    session.store.write({ ...signedIn.session, accessToken: `${signedIn.session.accessToken}x` });
    bed.advance(2 * MINUTE);
    const shared = { locks: createLocks(), openChannel: createChannels() };
    const tabs = [openTab(shared), openTab(shared)];
    for (const tab of tabs) await waitFor(tab.actor, (s) => s.matches({ active: 'idle' }));

    const entry = { mediaid: 'dwEE1oBP', title: 'Agent 327' };
    await Promise.all(
      tabs.map((tab) => tab.service.watchLists?.persistFavorites([entry], { type: 'add', entry })),
    );

    expect(bed.callsTo('POST /commerce/auths/refresh_token')).toHaveLength(1);
    expect(await tabs[0]!.service.watchLists?.loadFavorites()).toMatchObject([{ mediaid: 'dwEE1oBP' }]);
    for (const tab of tabs) {
      await waitFor(tab.actor, (s) => s.matches({ active: 'idle' }));
      tab.actor.stop();
    }
  });

  it('answers a call without a session with no token', async () => {
    const shared = { locks: createLocks(), openChannel: createChannels() };
    const tab = openTab(shared);
    await waitFor(tab.actor, (s) => s.matches('signedOut'));
    await expect(tab.service.getUser()).rejects.toThrow('User not logged in');
    tab.actor.stop();
  });
});
