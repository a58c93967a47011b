import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { PLANS } from './catalogue.js';
import { errorOf, getJson, MINUTE, type PlaylistJson } from './content.testing.js';

const stack = useTestStack();

const SITE = 'sc-plus';
type Tokens = { passport: string; refresh_token: string };

async function generate(authorization?: string): Promise<Tokens> {
  const res = await stack.request(`/v2/sites/${SITE}/access/generate`, {
    method: 'PUT',
    headers: authorization === undefined ? {} : { authorization },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

const refresh = (refreshToken: string, site = SITE) =>
  stack.send('PUT', `/v2/sites/${site}/access/refresh`, { refresh_token: refreshToken });

const playback = (passport: string, mediaId: string, planId?: string) =>
  stack.request(
    `/v2/sites/${SITE}/media/${mediaId}/playback.json?passport=${encodeURIComponent(passport)}${planId ? `&plan_id=${planId}` : ''}`,
  );

describe('access bridge', () => {
  it('generates a passport and a refresh token, anonymous or for a bearer', async () => {
    const anonymous = await generate();
    const viewer = await generate('Bearer some.viewer.jwt');
    for (const tokens of [anonymous, viewer]) {
      expect(tokens.passport).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(tokens.refresh_token.length).toBeGreaterThan(20);
    }
    expect(anonymous.passport).not.toBe(viewer.passport);
    const refused = await stack.request(`/v2/sites/${SITE}/access/generate`, {
      method: 'PUT',
      headers: { authorization: 'Bearer ' },
    });
    expect(refused.status).toBe(401);
  });

  it('rotates refresh tokens: a used one is refused (seed 000 §7)', async () => {
    const first = await generate('Bearer viewer');
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(403);
    expect(((await reused.json()) as { message: string }).message).toMatch(/refresh token/);
    expect((await refresh(second.refresh_token)).status).toBe(200);
  });

  it('refuses a refresh token of another site, a made-up one and a missing one', async () => {
    const tokens = await generate();
    expect((await refresh(tokens.refresh_token, 'sc-other')).status).toBe(403);
    expect((await refresh('made-up')).status).toBe(403);
    expect((await stack.send('PUT', `/v2/sites/${SITE}/access/refresh`, {})).status).toBe(400);
  });

  it('accepts the refresh token as a form field too', async () => {
    const tokens = await generate();
    const res = await stack.request(`/v2/sites/${SITE}/access/refresh`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `refresh_token=${encodeURIComponent(tokens.refresh_token)}`,
    });
    expect(res.status).toBe(200);
  });

  it('lists entitled plans with id and metadata.access_model', async () => {
    type Plans = { plans: { id: string; metadata: { access_model: string } }[] };
    const anonymous = await getJson<Plans>(stack, `/v3/sites/${SITE}/entitlements`);
    expect(anonymous.plans.map((p) => [p.id, p.metadata.access_model])).toEqual([[PLANS.free.id, 'free']]);
    const viewer = await getJson<Plans>(stack, `/v3/sites/${SITE}/entitlements`, {
      headers: { authorization: 'Bearer viewer' },
    });
    expect(viewer.plans.map((p) => p.metadata.access_model)).toEqual(['free', 'freeauth']);
  });
});

describe('playback with a passport (seed 000 §4, §7)', () => {
  it('answers playlist[0] with a valid passport and 403 without one', async () => {
    const { passport } = await generate();
    const answer = (await (await playback(passport, 'MvAct004', PLANS.free.id)).json()) as PlaylistJson;
    expect(answer.playlist[0]?.mediaid).toBe('MvAct004');
    expect((await playback('', 'MvAct004')).status).toBe(403);
    expect((await playback('forged.passport.value', 'MvAct004')).status).toBe(403);
  });

  it('refuses an expired passport, so the app refreshes once and retries', async () => {
    const tokens = await generate('Bearer viewer');
    stack.ctx.clock.setOffset(60 * MINUTE);
    expect((await playback(tokens.passport, 'MvAct004')).status).toBe(403);
    const renewed = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    expect((await playback(renewed.passport, 'MvAct004')).status).toBe(200);
  });

  it('refuses a plan the passport does not hold, another site, and protected media for anonymous viewers', async () => {
    const anonymous = await generate();
    expect((await playback(anonymous.passport, 'MvAct004', PLANS.auth.id)).status).toBe(403);
    expect((await playback(anonymous.passport, 'MvPrm002')).status).toBe(403);
    const other = await stack.request(
      `/v2/sites/sc-other/media/MvAct004/playback.json?passport=${anonymous.passport}`,
    );
    expect(other.status).toBe(403);
    const viewer = await generate('Bearer viewer');
    expect((await playback(viewer.passport, 'MvPrm002', PLANS.auth.id)).status).toBe(200);
    expect((await playback(viewer.passport, 'NoSuch01')).status).toBe(404);
  });
});

describe('signed media tokens', () => {
  it('needs a bearer for /v2/items/jw-media/token', async () => {
    expect(
      (await stack.request('/v2/items/jw-media/token?app_config_id=svodhost&media_id=MvPrm001')).status,
    ).toBe(401);
    const missing = await errorOf(stack, '/v2/items/jw-media/token?app_config_id=svodhost', {
      headers: { authorization: 'Bearer viewer' },
    });
    expect(missing.status).toBe(400);
  });
});

describe('entitlement host', () => {
  type Answer = { entitled: boolean; token?: string };
  const ask = async (body: unknown) => {
    const res = await stack.send('POST', '/apps/entitlement', body);
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const asset = (id: string) => ({ id, drmPolicyId: 'DrMpOl01', params: {}, accessType: 'stream' });

  it('grants a protected item to a viewer with credentials, with a token /v2/media accepts', async () => {
    const { body } = await ask({
      provider: 'sc-auth',
      credentials: { token: 'viewer-jwt' },
      asset: asset('MvPrm003'),
    });
    expect(body.entitled).toBe(true);
    expect((await stack.request(`/v2/media/MvPrm003?token=${body.token ?? ''}`)).status).toBe(200);
  });

  it('refuses a protected item without credentials and an unknown item; grants free items', async () => {
    expect((await ask({ provider: 'sc-auth', credentials: {}, asset: asset('MvPrm003') })).body).toEqual({
      entitled: false,
    });
    expect(
      (await ask({ provider: 'sc-auth', credentials: { token: 'x' }, asset: asset('NoSuch01') })).body,
    ).toEqual({
      entitled: false,
    });
    expect(
      (await ask({ provider: 'sc-auth', credentials: {}, asset: asset('MvAct001') })).body.entitled,
    ).toBe(true);
    expect((await ask({ credentials: {} })).status).toBe(400);
  });

  it('answers the GET variant with provider, id, random, drmPolicyId, accessType and a frame header', async () => {
    const answer = await getJson<Answer>(
      stack,
      '/apps/entitlement?provider=sc-auth&id=MvAct001&random=42&drmPolicyId=DrMpOl01&accessType=stream',
      { headers: { frame: 'https://statecast.example/embed' } },
    );
    expect(answer.entitled).toBe(true);
    const protectedAnswer = await getJson<Answer>(
      stack,
      '/apps/entitlement?provider=sc-auth&id=MvPrm001&random=1',
    );
    expect(protectedAnswer).toEqual({ entitled: false });
  });
});
