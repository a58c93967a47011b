import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { COMMERCE_PUBLISHER_ID, HOSTED_CLIENT_ID } from './constants.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { seedAccounts } from './seed.js';
import { form, json } from './test-support.js';

const stack = useTestStack();

const TABLES = [
  'hosted_accounts',
  'hosted_favorites',
  'hosted_watch_history',
  'commerce_customers',
  'commerce_customer_consents',
  'own_users',
  'own_favorites',
  'own_watch_history',
  'account_entitlements',
];

const counts = () =>
  Object.fromEntries(
    TABLES.map((t) => [t, stack.ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${t}`)?.n]),
  );

describe('demo accounts (README.md)', () => {
  it('seeds once: a second run changes nothing', () => {
    const before = counts();
    expect(before).toMatchObject({
      hosted_accounts: 4,
      commerce_customers: 3,
      own_users: 5,
      own_favorites: 3,
      account_entitlements: 3,
    });
    seedAccounts(stack.ctx.db, { now: () => stack.ctx.clock.now() });
    expect(counts()).toEqual(before);
  });

  it('lets viewer@statecast.test in on every back end with the demo password', async () => {
    // Each back end's sign-in with the demo password, plus what its app sends beside it.
    const signIn = {
      hosted: (username: string, extra: Record<string, string> = {}) =>
        form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
          client_id: HOSTED_CLIENT_ID,
          ...extra,
          username,
          password: DEMO_PASSWORD,
        }),
      commerce: (email: string) =>
        json(stack, 'POST', '/commerce/auths', {
          email,
          password: DEMO_PASSWORD,
          publisherId: COMMERCE_PUBLISHER_ID,
        }),
      own: (email: string, extra: Record<string, string> = {}) =>
        json(stack, 'POST', '/auth/login', { email, password: DEMO_PASSWORD, ...extra }),
    };
    const viewer = 'viewer@statecast.test';
    expect((await signIn.hosted(viewer, { grant_type: 'password' })).status).toBe(200);
    expect((await signIn.commerce(viewer)).status).toBe(200);
    expect((await signIn.own(viewer, { referrer: '1' })).status).toBe(200);
    expect((await signIn.hosted('noname@statecast.test')).status).toBe(200);
    expect((await signIn.commerce('capture@statecast.test')).status).toBe(200);
    const fresh = await signIn.own('fresh@statecast.test');
    expect(await fresh.json()).toMatchObject({
      user: { preferences: { sports: [] }, isEmailConfirmed: true },
    });
  });
});
