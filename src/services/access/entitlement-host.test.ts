import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse, queryOf } from '../content/fake-fetch.testing';
import { AccessError } from './access-errors';
import {
  createEntitlementHostClient,
  ENTITLEMENT_FRAME_HEADER,
  requestEntitlementToken,
  requestEntitlementTokenByGet,
} from './entitlement-host';

const host = (handler: Parameters<typeof fakeFetch>[0], url = 'https://entitle.test/check') => {
  const fake = fakeFetch(handler);
  return { client: createEntitlementHostClient({ url, fetch: fake.fetch }), calls: fake.calls };
};

const request = {
  provider: 'acme',
  token: 'viewer-token',
  asset: { id: 'm1', drmPolicyId: 'pol1', params: { quality: 'hd' }, accessType: 'stream' },
};

describe('entitlement host, POST (seed 000 §7)', () => {
  it('sends provider, credentials.token and asset, and answers the token when entitled', async () => {
    const { client, calls } = host(() => jsonResponse({ entitled: true, token: 'media-token' }));
    expect(await requestEntitlementToken(client, request)).toBe('media-token');
    expect(calls[0]?.url).toBe('https://entitle.test/check');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      provider: 'acme',
      credentials: { token: 'viewer-token' },
      asset: { id: 'm1', drmPolicyId: 'pol1', params: { quality: 'hd' }, accessType: 'stream' },
    });
  });

  it.each([
    ['entitled false', () => jsonResponse({ entitled: false, token: 'x' })],
    ['entitled without a token', () => jsonResponse({ entitled: true })],
    ['entitled "true" as a string', () => jsonResponse({ entitled: 'true', token: 'x' })],
    ['an HTTP error', () => jsonResponse({ message: 'nope' }, 500)],
    ['a body that is not JSON', () => new Response('<html>')],
  ])("%s is 'Unauthorized'", async (_name, answer) => {
    const error = await requestEntitlementToken(host(answer).client, request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessError);
    expect(error).toMatchObject({ message: 'Unauthorized', reason: 'unauthorized' });
  });
});

describe('entitlement host, GET (seed 000 §7)', () => {
  it('sends provider, id, random, drmPolicyId, accessType and the frame header', async () => {
    const { client, calls } = host(() => jsonResponse({ entitled: true, token: 't' }));
    const token = await requestEntitlementTokenByGet(client, {
      provider: 'acme',
      id: 'm1',
      drmPolicyId: 'pol1',
      accessType: 'stream',
      random: 'r123',
      frame: 'https://embed.test/page',
    });
    expect(token).toBe('t');
    expect(calls[0]?.init?.method).toBeUndefined();
    expect(queryOf(calls[0]!.url)).toEqual({
      provider: 'acme',
      id: 'm1',
      random: 'r123',
      drmPolicyId: 'pol1',
      accessType: 'stream',
    });
    expect(new Headers(calls[0]?.init?.headers).get(ENTITLEMENT_FRAME_HEADER)).toBe(
      'https://embed.test/page',
    );
  });

  it('keeps a query the host URL already has, and makes up a random value when none is given', async () => {
    const { client, calls } = host(
      () => jsonResponse({ entitled: true, token: 't' }),
      'https://entitle.test/check?v=2',
    );
    await requestEntitlementTokenByGet(client, { provider: 'acme', id: 'm1', frame: 'f' });
    const query = queryOf(calls[0]!.url);
    expect(query.v).toBe('2');
    expect(query.random).toMatch(/^[a-z0-9]+$/);
  });

  it("not entitled is 'Unauthorized'", async () => {
    const { client } = host(() => jsonResponse({ entitled: false }));
    await expect(
      requestEntitlementTokenByGet(client, { provider: 'a', id: 'm', frame: 'f' }),
    ).rejects.toMatchObject({
      message: 'Unauthorized',
    });
  });
});
