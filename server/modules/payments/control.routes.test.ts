import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { json } from '../accounts/test-support.js';
import { commerce, commerceLogin, paymentsState } from './payments.testing.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const VIEWER = 'viewer@statecast.test';

const stack = useTestStack({ now: () => BASE });

const record = (body: Record<string, unknown>) => json(stack, 'POST', '/__stack/payments/charges', body);
const settings = (body: Record<string, unknown>) => json(stack, 'POST', '/__stack/payments/settings', body);

describe('/__stack/payments/charges: a payment recorded without its checkout', () => {
  it('charges the offer once per call and grants it on the check the settings name', async () => {
    const { jwt } = await commerceLogin(stack);
    expect((await settings({ grantOnCheck: 2 })).status).toBe(200);
    const res = await record({ platform: 'commerce', email: VIEWER, offerId: 'C100000001_NL' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ offerId: 'C100000001_NL', checks: 0 });

    const entitled = async () =>
      (
        await commerce<{ accessGranted: boolean }>(
          stack,
          'GET',
          '/entitlements/C100000001_NL',
          undefined,
          jwt,
        )
      ).body.responseData.accessGranted;
    expect(await entitled()).toBe(false);
    expect(await entitled()).toBe(true);

    const held = await paymentsState(stack, 'commerce', VIEWER);
    expect(held.charges).toHaveLength(1);
    expect(held.charges[0]).toMatchObject({ amount: 3.99, checks: 2, orderId: null });
    expect(held.charges[0]?.grantedAt).toBe(BASE);
    expect(held.orders).toEqual([]);
  });

  it('records a hosted payment, and a second call is a second payment', async () => {
    await record({ platform: 'hosted', email: VIEWER, offerId: 'S1001_4001' });
    await record({ platform: 'hosted', email: VIEWER, offerId: 'S1001_4001' });
    expect((await paymentsState(stack, 'hosted', VIEWER)).charges).toHaveLength(2);
  });

  it('refuses an unknown platform, user or offer', async () => {
    for (const body of [
      { platform: 'nowhere', email: VIEWER, offerId: 'S100000001_NL' },
      { platform: 'commerce', email: 'nobody@statecast.test', offerId: 'S100000001_NL' },
      { platform: 'commerce', email: VIEWER, offerId: 'S1001_4001' },
    ]) {
      const res = await record(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^(platform|no )/);
    }
  });
});
