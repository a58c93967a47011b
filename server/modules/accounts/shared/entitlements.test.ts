import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../testing/test-stack.js';
import { DAY_MS } from '../constants.js';
import { SUBSCRIPTION_OFFERS } from '../seed.js';
import { commerceLogin, hostedLogin, ownLogin } from '../../payments/payments.testing.js';
import { advanceClock, json } from '../test-support.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const SUBSCRIBER = 'subscriber@statecast.test';
const VIEWER = 'viewer@statecast.test';

const stack = useTestStack({ now: () => BASE });

// The demo viewers' tokens on each back end.
const hostedToken = async (email: string) => (await hostedLogin(stack, email)).token;
const commerceToken = async (email: string) => (await commerceLogin(stack, email)).jwt;
const ownToken = async (email: string) => (await ownLogin(stack, email)).jwt;

const accessGranted = async (res: Response) =>
  ((await res.json()) as { responseData: { accessGranted: boolean } }).responseData.accessGranted;

describe('hosted GET /items/{id}/access', () => {
  it('answers the subscriber with the access and its expiry, others with 403', async () => {
    const granted = await json(
      stack,
      'GET',
      `/hosted/items/${SUBSCRIPTION_OFFERS.hosted}/access`,
      undefined,
      await hostedToken(SUBSCRIBER),
    );
    expect(granted.status).toBe(200);
    const access = (await granted.json()) as { item_id: string; expires_at: number };
    expect(access.item_id).toBe(SUBSCRIPTION_OFFERS.hosted);
    expect(access.expires_at * 1000).toBeGreaterThan(BASE);

    const refused = await json(
      stack,
      'GET',
      `/hosted/items/${SUBSCRIPTION_OFFERS.hosted}/access`,
      undefined,
      await hostedToken(VIEWER),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Access denied' });
  });

  it('needs a signed-in viewer', async () => {
    expect((await json(stack, 'GET', `/hosted/items/${SUBSCRIPTION_OFFERS.hosted}/access`)).status).toBe(401);
  });
});

describe('commerce GET /entitlements/{offerId}', () => {
  it('grants the subscriber, not the viewer, and not once the access has expired', async () => {
    const path = `/commerce/entitlements/${SUBSCRIPTION_OFFERS.commerce}`;
    expect(
      await accessGranted(await json(stack, 'GET', path, undefined, await commerceToken(SUBSCRIBER))),
    ).toBe(true);
    expect(await accessGranted(await json(stack, 'GET', path, undefined, await commerceToken(VIEWER)))).toBe(
      false,
    );

    await advanceClock(stack, 366 * DAY_MS);
    expect(
      await accessGranted(await json(stack, 'GET', path, undefined, await commerceToken(SUBSCRIBER))),
    ).toBe(false);
  });

  it('refuses a request without a valid JWT', async () => {
    const res = await json(
      stack,
      'GET',
      `/commerce/entitlements/${SUBSCRIPTION_OFFERS.commerce}`,
      undefined,
      'forged',
    );
    expect(res.status).toBe(401);
  });
});

describe('own back end GET /entitlements/{offerId}', () => {
  it('answers responseData.accessGranted for the signed-in user', async () => {
    const path = `/entitlements/${SUBSCRIPTION_OFFERS.own}`;
    expect(await accessGranted(await json(stack, 'GET', path, undefined, await ownToken(SUBSCRIBER)))).toBe(
      true,
    );
    expect(await accessGranted(await json(stack, 'GET', path, undefined, await ownToken(VIEWER)))).toBe(
      false,
    );
  });
});

describe('POST / DELETE /__stack/entitlements', () => {
  it('grants and takes away access to an offer', async () => {
    const body = { platform: 'commerce', email: VIEWER, offerId: 'C100000101_NL', days: 2 };
    expect((await json(stack, 'POST', '/__stack/entitlements', body)).status).toBe(201);
    const path = '/commerce/entitlements/C100000101_NL';
    const token = await commerceToken(VIEWER);
    expect(await accessGranted(await json(stack, 'GET', path, undefined, token))).toBe(true);

    expect((await json(stack, 'DELETE', '/__stack/entitlements', body)).status).toBe(204);
    expect(await accessGranted(await json(stack, 'GET', path, undefined, token))).toBe(false);
  });

  it('says what is wrong with a request it cannot take', async () => {
    const res = await json(stack, 'POST', '/__stack/entitlements', {
      platform: 'nowhere',
      email: VIEWER,
      offerId: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'platform must be one of hosted, commerce, own' });
    const unknown = await json(stack, 'POST', '/__stack/entitlements', {
      platform: 'own',
      email: 'nobody@x.test',
      offerId: 'x',
    });
    expect(await unknown.json()).toEqual({ message: 'no own user nobody@x.test' });
  });
});
