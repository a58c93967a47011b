import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '@/services/http/http';
import { accountsOn, DEMO_PASSWORD, fault, signInWith, useAccountTestBed } from './account.testing';
import { AccountError, NotLoggedInError, type AccountService } from '@/services/account/account.types';
import type { AccountBackendBundle } from '@/services/account/session-driver';

/**
 * seed 002 §4 "checked per media offer for signed-in users": each back end's entitlement call,
 * against the account stand-ins, whose subscriber@statecast.test holds the monthly offer.
 */

const bed = useAccountTestBed();

type Backend = {
  name: string;
  make: () => AccountBackendBundle;
  offer: string;
  route: string;
};

const backends: Backend[] = [
  {
    name: 'hosted platform',
    make: () => accountsOn(bed).hosted(),
    offer: 'S1001_4001',
    route: 'GET /hosted/items/S1001_4001/access',
  },
  {
    name: 'commerce platform',
    make: () => accountsOn(bed).commerce(),
    offer: 'S100000001_NL',
    route: 'GET /commerce/entitlements/S100000001_NL',
  },
  {
    name: 'own back end',
    make: () => accountsOn(bed).ownBackend(),
    offer: 'S100000001_NL',
    route: 'GET /entitlements/S100000001_NL',
  },
];

async function signedIn(backend: Backend, email: string): Promise<AccountService> {
  const { service } = await signInWith(backend.make(), {
    email,
    password: DEMO_PASSWORD,
    referrer: 'https://app.test/',
  });
  return service;
}

describe.each(backends)('checkEntitlement on the $name', (backend) => {
  it('is true for the subscriber and false for a viewer without the offer', async () => {
    expect(await (await signedIn(backend, 'subscriber@statecast.test')).checkEntitlement(backend.offer)).toBe(
      true,
    );
    expect(await (await signedIn(backend, 'viewer@statecast.test')).checkEntitlement(backend.offer)).toBe(
      false,
    );
    expect(
      bed.callsTo(backend.route).every((call) => /^Bearer /.test(call.headers.authorization ?? '')),
    ).toBe(true);
  });

  it('needs a signed-in viewer', async () => {
    await expect(backend.make().service.checkEntitlement(backend.offer)).rejects.toBeInstanceOf(
      NotLoggedInError,
    );
  });

  it('fails, rather than answering no, when the back end fails or answers nonsense', async () => {
    const service = await signedIn(backend, 'subscriber@statecast.test');
    await fault(bed.stack, { route: backend.route, status: 500, times: 1 });
    await expect(service.checkEntitlement(backend.offer)).rejects.toBeInstanceOf(AccountError);

    const path = backend.route.replace(/^GET /, '');
    const nonsense =
      backend.name === 'hosted platform' ? '"yes"' : '{"responseData":{"accessGranted":"yes"},"errors":[]}';
    await fault(bed.stack, { route: `GET ${path}`, status: 200, body: nonsense, times: 1 });
    await expect(service.checkEntitlement(backend.offer)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
