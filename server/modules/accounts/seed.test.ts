import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../../testing/test-stack.js';
import { COMMERCE_PUBLISHER_ID, HOSTED_CLIENT_ID } from './constants.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { seedAccounts } from './seed.js';
import { form, json } from './test-support.js';

let stack: TestStack;
beforeEach(async () => {
  stack = await createTestStack();
});
afterEach(() => stack.close());

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
    const hosted = await form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
      client_id: HOSTED_CLIENT_ID,
      grant_type: 'password',
      username: 'viewer@statecast.test',
      password: DEMO_PASSWORD,
    });
    expect(hosted.status).toBe(200);
    const commerce = await json(stack, 'POST', '/commerce/auths', {
      email: 'viewer@statecast.test',
      password: DEMO_PASSWORD,
      publisherId: COMMERCE_PUBLISHER_ID,
    });
    expect(commerce.status).toBe(200);
    const own = await json(stack, 'POST', '/auth/login', {
      email: 'viewer@statecast.test',
      password: DEMO_PASSWORD,
      referrer: '1',
    });
    expect(own.status).toBe(200);
    for (const email of ['noname@statecast.test']) {
      const res = await form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
        client_id: HOSTED_CLIENT_ID,
        username: email,
        password: DEMO_PASSWORD,
      });
      expect(res.status).toBe(200);
    }
    const capture = await json(stack, 'POST', '/commerce/auths', {
      email: 'capture@statecast.test',
      password: DEMO_PASSWORD,
      publisherId: COMMERCE_PUBLISHER_ID,
    });
    expect(capture.status).toBe(200);
    const fresh = await json(stack, 'POST', '/auth/login', {
      email: 'fresh@statecast.test',
      password: DEMO_PASSWORD,
    });
    expect(await fresh.json()).toMatchObject({
      user: { preferences: { sports: [] }, isEmailConfirmed: true },
    });
  });
});
