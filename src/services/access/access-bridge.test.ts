import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError } from '../http/http';
import { fakeFetch, jsonResponse, pathOf, queryOf } from '../content/fake-fetch.testing';
import {
  createAccessBridgeClient,
  type AccessBridgeClient,
  generateAccessTokens,
  getEntitledPlans,
  getSignedMediaToken,
  refreshAccessTokens,
} from './access-bridge';
import { AccessError } from './access-errors';

const bridge = (handler: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(handler);
  return {
    client: createAccessBridgeClient({ host: 'https://bridge.test/', fetch: fake.fetch }),
    calls: fake.calls,
  };
};

describe('access bridge (seed 000 §7)', () => {
  it.each([
    {
      story: 'generate: PUT /v2/sites/{siteId}/access/generate with Bearer jwt',
      call: (client: AccessBridgeClient) => generateAccessTokens(client, 'site1', 'jwt1'),
      issued: { passport: 'pass', refresh_token: 'ref' },
      url: 'https://bridge.test/v2/sites/site1/access/generate',
      sent: (init?: RequestInit) =>
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt1'),
    },
    {
      story: 'refresh: PUT /v2/sites/{siteId}/access/refresh with body refresh_token',
      call: (client: AccessBridgeClient) => refreshAccessTokens(client, 'site1', 'ref1'),
      issued: { passport: 'pass2', refresh_token: 'ref2' },
      url: 'https://bridge.test/v2/sites/site1/access/refresh',
      sent: (init?: RequestInit) => expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'ref1' }),
    },
  ])('$story', async ({ call, issued, url, sent }) => {
    const { client, calls } = bridge(() => jsonResponse(issued));
    expect(await call(client)).toEqual({ passport: issued.passport, refreshToken: issued.refresh_token });
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init?.method).toBe('PUT');
    sent(calls[0]?.init);
  });

  it('generate without a jwt sends no Authorization', async () => {
    const { client, calls } = bridge(() => jsonResponse({ passport: 'pass', refresh_token: 'ref' }));
    await generateAccessTokens(client, 'site1', null);
    expect(new Headers(calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it('an answer without a passport is malformed; an HTTP error is an ApiError', async () => {
    await expect(
      generateAccessTokens(bridge(() => jsonResponse({ refresh_token: 'r' })).client, 's'),
    ).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(refreshAccessTokens(bridge(() => jsonResponse({}, 401)).client, 's', 'r')).rejects.toEqual(
      new ApiError('Request failed with 401', 401),
    );
  });

  it('entitlements: GET /v3/sites/{siteId}/entitlements -> plans with id and access model', async () => {
    const { client, calls } = bridge(() =>
      jsonResponse({
        entitled_plans: [{ id: 'plan1', metadata: { access_model: 'svod', name: 'Gold' } }, { id: 'plan2' }],
      }),
    );
    expect(await getEntitledPlans(client, 'site1', 'jwt1')).toEqual([
      { id: 'plan1', accessModel: 'svod', metadata: { access_model: 'svod', name: 'Gold' } },
      { id: 'plan2', accessModel: undefined, metadata: {} },
    ]);
    expect(calls[0]?.url).toBe('https://bridge.test/v3/sites/site1/entitlements');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer jwt1');
    expect(await getEntitledPlans(bridge(() => jsonResponse([{ id: 'p' }])).client, 's')).toHaveLength(1);
  });

  it('media token: GET /v2/items/jw-media/token with app_config_id and media_id, authenticated', async () => {
    const { client, calls } = bridge(() => jsonResponse({ token: 'signed' }));
    expect(await getSignedMediaToken(client, { appConfigId: 'cfg1', mediaId: 'm1', jwt: 'jwt1' })).toBe(
      'signed',
    );
    expect(pathOf(calls[0]!.url)).toBe('/v2/items/jw-media/token');
    expect(queryOf(calls[0]!.url)).toEqual({ app_config_id: 'cfg1', media_id: 'm1' });
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer jwt1');
  });

  it.each([
    ['an HTTP error', () => jsonResponse({ message: 'No access' }, 403)],
    ['an answer without a token', () => jsonResponse({})],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("media token: %s is 'Unauthorized' (seed 000 §8)", async (_name, answer) => {
    const error = await getSignedMediaToken(bridge(answer).client, {
      appConfigId: 'c',
      mediaId: 'm',
      jwt: 'j',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessError);
    expect(error).toMatchObject({ kind: 'access', reason: 'unauthorized', message: 'Unauthorized' });
    expect((error as AccessError).cause).toBeDefined();
  });
});
