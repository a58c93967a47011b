import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../http/http';
import { fakeFetch, jsonResponse, pathOf, queryOf, testClient } from '../content/fake-fetch.testing';
import { createAccessBridgeClient } from './access-bridge';
import { AccessError } from './access-errors';
import { ACCESS_TOKENS_STORAGE_KEY, createAccessTokensStore } from './access-tokens';
import { memoryStorage } from './access.testing';
import { accessKeys, mediaWithAccessQueryOptions } from './access.queries';
import { ensureAccessTokens, getMediaWithAccess, getSignedMedia, type PassportAccess } from './media-access';

const NOW = Date.UTC(2024, 2, 1, 12);
const HOUR = 3_600_000;
const mediaAnswer = (mediaid = 'm1') => jsonResponse({ playlist: [{ mediaid, title: 'Gated' }] });

type Answers = {
  generate?: () => Response | Promise<Response>;
  refresh?: () => Response | Promise<Response>;
  media?: (passport: string) => Response | Promise<Response>;
};

/** A content host and an access bridge behind one fake fetch, with tokens in memory. */
function setup(answers: Answers, stored?: { passport: string; refresh_token: string; expires: number }) {
  let issued = 0;
  const { fetch, calls } = fakeFetch((url) => {
    const path = pathOf(url);
    if (path.endsWith('/access/generate')) {
      return answers.generate?.() ?? jsonResponse({ passport: 'pass-gen', refresh_token: 'ref-gen' });
    }
    if (path.endsWith('/access/refresh')) {
      issued += 1;
      return (
        answers.refresh?.() ??
        jsonResponse({ passport: `pass-ref${issued}`, refresh_token: `ref-ref${issued}` })
      );
    }
    if (path.endsWith('/playback.json')) return answers.media?.(queryOf(url).passport ?? '') ?? mediaAnswer();
    return jsonResponse({ message: 'unexpected' }, 599);
  });
  const storage = memoryStorage(stored ? { [ACCESS_TOKENS_STORAGE_KEY]: JSON.stringify(stored) } : {});
  const access: PassportAccess = {
    content: testClient(fetch),
    bridge: createAccessBridgeClient({ host: 'https://bridge.test', fetch }),
    tokens: createAccessTokensStore(storage, { now: () => NOW }),
    siteId: 'site1',
    getJwt: () => 'jwt1',
    now: () => NOW,
  };
  const pathsCalled = () => calls.map((call) => pathOf(call.url).split('/').slice(-2).join('/'));
  const passportsUsed = () =>
    calls
      .filter((call) => pathOf(call.url).endsWith('playback.json'))
      .map((call) => queryOf(call.url).passport);
  return { access, calls, storage, pathsCalled, passportsUsed };
}

const params = { mediaId: 'm1', planId: 'plan1' };
const valid = { passport: 'pass-old', refresh_token: 'ref-old', expires: NOW + HOUR };

describe('access tokens for gated media (seed 000 §4)', () => {
  it('generates tokens when none are stored, and stores them with expiry one hour ahead', async () => {
    const { access, storage } = setup({});
    expect(await ensureAccessTokens(access)).toEqual({
      passport: 'pass-gen',
      refreshToken: 'ref-gen',
      expires: NOW + HOUR,
    });
    expect(JSON.parse(storage.data.get(ACCESS_TOKENS_STORAGE_KEY)!)).toMatchObject({ passport: 'pass-gen' });
  });

  it('reuses stored tokens while they last', async () => {
    const { access, calls } = setup({}, valid);
    expect((await ensureAccessTokens(access))?.passport).toBe('pass-old');
    expect(calls).toHaveLength(0);
  });

  it('refreshes expired tokens with their refresh token', async () => {
    const { access, calls } = setup({}, { ...valid, expires: NOW });
    expect((await ensureAccessTokens(access))?.passport).toBe('pass-ref1');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ refresh_token: 'ref-old' });
  });

  it('generates anew when the refresh of expired tokens is refused', async () => {
    const { access, pathsCalled } = setup(
      { refresh: () => jsonResponse({}, 401) },
      { ...valid, expires: NOW },
    );
    expect((await ensureAccessTokens(access))?.passport).toBe('pass-gen');
    expect(pathsCalled()).toEqual(['access/refresh', 'access/generate']);
  });
});

describe('getMediaWithAccess: refresh once on 403 and retry once (seed 000 §4, §8)', () => {
  it('fetches playback with the passport and plan', async () => {
    const { access, calls } = setup({}, valid);
    const item = await getMediaWithAccess(access, params);
    expect(item.mediaid).toBe('m1');
    expect(pathOf(calls[0]!.url)).toBe('/v2/sites/site1/media/m1/playback.json');
    expect(queryOf(calls[0]!.url)).toEqual({ passport: 'pass-old', plan_id: 'plan1' });
  });

  it('on a 403, refreshes the tokens once and retries once with the new passport', async () => {
    const { access, pathsCalled, passportsUsed, storage } = setup(
      {
        media: (passport) =>
          passport === 'pass-old' ? jsonResponse({ message: 'Forbidden' }, 403) : mediaAnswer(),
      },
      valid,
    );
    expect((await getMediaWithAccess(access, params)).mediaid).toBe('m1');
    expect(pathsCalled()).toEqual(['m1/playback.json', 'access/refresh', 'm1/playback.json']);
    expect(passportsUsed()).toEqual(['pass-old', 'pass-ref1']);
    expect(JSON.parse(storage.data.get(ACCESS_TOKENS_STORAGE_KEY)!)).toMatchObject({ passport: 'pass-ref1' });
  });

  it('a second 403 reaches the caller as it is: no second refresh', async () => {
    const { access, pathsCalled } = setup(
      { media: () => jsonResponse({ message: 'Forbidden' }, 403) },
      valid,
    );
    const error = await getMediaWithAccess(access, params).catch((e: unknown) => e);
    expect(error).toEqual(new ApiError('Forbidden', 403));
    expect(pathsCalled()).toEqual(['m1/playback.json', 'access/refresh', 'm1/playback.json']);
  });

  it("a 403 whose refresh fails is 'Failed to refresh access tokens and retrieve media.' and clears the tokens", async () => {
    const { access, storage } = setup(
      {
        media: () => jsonResponse({}, 403),
        refresh: () => jsonResponse({ message: 'Invalid refresh token' }, 401),
      },
      valid,
    );
    const error = await getMediaWithAccess(access, params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessError);
    expect(error).toMatchObject({
      reason: 'refreshFailed',
      message: 'Failed to refresh access tokens and retrieve media.',
    });
    expect(storage.data.has(ACCESS_TOKENS_STORAGE_KEY)).toBe(false);
  });

  it("no tokens to be had is 'Failed to get / generate access tokens and retrieve media.'", async () => {
    const { access, pathsCalled } = setup({ generate: () => jsonResponse({ message: 'Unauthorized' }, 401) });
    const error = await getMediaWithAccess(access, params).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'access',
      reason: 'generateFailed',
      message: 'Failed to get / generate access tokens and retrieve media.',
    });
    expect(pathsCalled()).toEqual(['access/generate']);
  });

  it('other failures are not refreshed and reach the caller as they are', async () => {
    const server = setup({ media: () => jsonResponse({ message: 'Boom' }, 500) }, valid);
    await expect(getMediaWithAccess(server.access, params)).rejects.toEqual(new ApiError('Boom', 500));
    expect(server.pathsCalled()).toEqual(['m1/playback.json']);
    const offline = setup({ media: () => Promise.reject(new TypeError('offline')) }, valid);
    await expect(getMediaWithAccess(offline.access, params)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('signed media (seed 000 §7)', () => {
  it('asks for the token first, then /v2/media/{id} with it', async () => {
    const { fetch, calls } = fakeFetch(() => mediaAnswer());
    await getSignedMedia(testClient(fetch), { mediaId: 'm1', getToken: async () => 'tok' });
    expect(calls[0]?.url).toBe('https://content.test/v2/media/m1?token=tok');
  });

  it('uses the DRM path with a policy', async () => {
    const { fetch, calls } = fakeFetch(() => mediaAnswer());
    await getSignedMedia(testClient(fetch), {
      mediaId: 'm1',
      drmPolicyId: 'pol1',
      getToken: async () => 'tok',
    });
    expect(calls[0]?.url).toBe('https://content.test/v2/media/m1/drm/pol1?token=tok');
  });

  it("a refused token is 'Unauthorized' and no media call is made", async () => {
    const { fetch, calls } = fakeFetch(() => mediaAnswer());
    const getToken = () => Promise.reject(new AccessError('unauthorized'));
    await expect(getSignedMedia(testClient(fetch), { mediaId: 'm1', getToken })).rejects.toMatchObject({
      message: 'Unauthorized',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('passport media query options', () => {
  it('access failures are final; other failures follow the media retry (2)', () => {
    const { access } = setup({}, valid);
    const options = mediaWithAccessQueryOptions(access, params);
    expect(options.queryKey).toEqual(accessKeys.media(params));
    expect(JSON.stringify(options.queryKey)).not.toContain('pass-old');
    const retry = options.retry as (failureCount: number, error: unknown) => boolean;
    expect(retry(0, new AccessError('refreshFailed'))).toBe(false);
    expect(retry(1, new ApiError('Boom', 500))).toBe(true);
    expect(retry(2, new ApiError('Boom', 500))).toBe(false);
  });
});
