import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../testing/test-stack.js';
import { HOSTED_ACCESS_TOKEN_TTL_MS, HOSTED_CLIENT_ID, MINUTE_MS } from '../constants.js';
import { DEMO_PASSWORD } from '../demo-data.js';
import { advanceClock, form, latestMail, mailbox } from '../test-support.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);

const stack = useTestStack({ now: () => BASE });

interface AuthAnswer {
  access_token: string;
  refresh_token: string;
  expires: number;
  account: {
    id: number;
    uuid: string;
    email: string;
    full_name: string;
    metadata: Record<string, string>;
    created_at: number;
  };
}

const signUp = (fields: Record<string, string | Record<string, string>> = {}) =>
  form(stack, 'POST', '/hosted/accounts', {
    full_name: 'New Viewer',
    username: 'new@statecast.test',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    client_id: HOSTED_CLIENT_ID,
    type: 'consumer',
    referrer: 'http://localhost/',
    grant_type: 'password',
    ...fields,
  });

const signIn = (username: string, password: string) =>
  form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
    client_id: HOSTED_CLIENT_ID,
    grant_type: 'password',
    referrer: 'http://localhost/',
    username,
    password,
  });

const refresh = (refreshToken: string) =>
  form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
    client_id: HOSTED_CLIENT_ID,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });

async function viewer(): Promise<AuthAnswer> {
  return (await (await signIn('viewer@statecast.test', DEMO_PASSWORD)).json()) as AuthAnswer;
}

describe('hosted platform accounts (seed 000 §7)', () => {
  it('registers, signs in, reads the account, refreshes with rotation and signs out', async () => {
    const registered = await signUp({ metadata: { first_name: 'New', surname: 'Viewer', terms: 'true' } });
    expect(registered.status).toBe(200);
    const created = (await registered.json()) as AuthAnswer;
    expect(created.account).toMatchObject({
      email: 'new@statecast.test',
      full_name: 'New Viewer',
      metadata: { first_name: 'New', surname: 'Viewer', terms: 'true' },
      created_at: BASE / 1000,
      roles: ['consumer'],
      merchant_uuid: HOSTED_CLIENT_ID,
    });
    expect(created.account.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.expires).toBe((BASE + HOSTED_ACCESS_TOKEN_TTL_MS) / 1000);

    const login = await signIn('NEW@statecast.test', 'Secret123');
    expect(login.status).toBe(200);
    const session = (await login.json()) as AuthAnswer;
    expect(session.account.id).toBe(created.account.id);

    const me = await stack.request('/hosted/accounts', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: created.account.id, email: 'new@statecast.test' });

    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as AuthAnswer;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.account.email).toBe('new@statecast.test');

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ code: 401, message: 'Refresh token is expired or does not exist' });

    const out = await stack.request('/hosted/accounts/logout', {
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(out.status).toBe(200);
    expect(
      (await stack.request('/hosted/accounts', { headers: { authorization: `Bearer ${next.access_token}` } }))
        .status,
    ).toBe(401);
    expect((await refresh(next.refresh_token)).status).toBe(401);
    // The first sign-in's session is untouched by signing out of another one.
    expect(
      (
        await stack.request('/hosted/accounts', {
          headers: { authorization: `Bearer ${created.access_token}` },
        })
      ).status,
    ).toBe(200);
  });

  it('accepts the refresh grant on the first version of the route as well', async () => {
    const session = await viewer();
    const res = await form(stack, 'POST', '/hosted/accounts/authenticate', {
      client_id: HOSTED_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect(res.status).toBe(200);
  });

  it('expires access tokens after an hour; a refresh token still works then', async () => {
    const session = await viewer();
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    await advanceClock(stack, HOSTED_ACCESS_TOKEN_TTL_MS - MINUTE_MS);
    expect((await stack.request('/hosted/accounts', auth(session.access_token))).status).toBe(200);
    await advanceClock(stack, MINUTE_MS);
    const expired = await stack.request('/hosted/accounts', auth(session.access_token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ code: 401, message: 'Invalid or expired access token' });
    const next = (await (await refresh(session.refresh_token)).json()) as AuthAnswer;
    expect((await stack.request('/hosted/accounts', auth(next.access_token))).status).toBe(200);
  });

  it('answers 401 without a token and for a forged one', async () => {
    const none = await stack.request('/hosted/accounts');
    expect(await none.json()).toEqual({ code: 401, message: 'Access token is missing' });
    const session = await viewer();
    const forged = `${session.access_token.slice(0, -4)}AAAA`;
    expect(
      (await stack.request('/hosted/accounts', { headers: { authorization: `Bearer ${forged}` } })).status,
    ).toBe(401);
  });

  it('refuses registrations with the messages the app maps (seed 000 §8)', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ username: 'not-an-email' }, 422, 'please enter a valid e-mail address'],
      [{ password: 'short1', password_confirmation: 'short1' }, 422, 'invalid param password'],
      [{ password: 'NODIGITSATALL', password_confirmation: 'NODIGITSATALL' }, 422, 'invalid param password'],
      [{ password_confirmation: 'Different123' }, 422, 'password confirmation does not match'],
      [{ client_id: '' }, 400, 'client_id is required'],
      [{ full_name: '' }, 422, 'full_name is required'],
      [{ username: 'viewer@statecast.test' }, 409, 'account already exists'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await signUp(fields);
      expect(res.status, message).toBe(status);
      expect(await res.json()).toMatchObject({ code: status, message });
    }
  });

  it('refuses a wrong password or an unknown account with invalid credentials', async () => {
    for (const [email, password] of [
      ['viewer@statecast.test', 'Wrong123'],
      ['nobody@statecast.test', DEMO_PASSWORD],
      ['gemma.google@statecast.test', ''],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 401, message: 'invalid credentials' });
    }
  });

  it('updates the full name and merges metadata; refuses an empty full name and long names', async () => {
    const session = await viewer();
    const res = await form(
      stack,
      'PUT',
      '/hosted/accounts',
      {
        full_name: 'Vera Q. Viewer',
        metadata: { first_name: 'Vera Q.', consents: '[]' },
        date_of_birth: '1990-05-17',
      },
      session.access_token,
    );
    expect(res.status).toBe(200);
    const account = (await res.json()) as AuthAnswer['account'] & { date_of_birth: number };
    expect(account.full_name).toBe('Vera Q. Viewer');
    expect(account.metadata).toMatchObject({ first_name: 'Vera Q.', surname: 'Viewer', consents: '[]' });
    expect(account.date_of_birth).toBe(Date.UTC(1990, 4, 17) / 1000);

    const empty = await form(stack, 'PUT', '/hosted/accounts', { full_name: '' }, session.access_token);
    expect(await empty.json()).toMatchObject({ code: 422, message: 'full_name is required' });
    const long = await form(
      stack,
      'PUT',
      '/hosted/accounts',
      { full_name: 'x', metadata: { surname: 'y'.repeat(51) } },
      session.access_token,
    );
    expect(await long.json()).toMatchObject({ code: 422, message: 'surname can have max 50 characters' });
  });

  it('changes the password with the old one (seed 001 §5 messages)', async () => {
    const session = await viewer();
    const change = (old: string, password: string, confirmation = password) =>
      form(
        stack,
        'POST',
        '/hosted/accounts/change-password',
        { old_password: old, password, password_confirmation: confirmation },
        session.access_token,
      );
    expect(await (await change('Wrong123', 'Newpass123')).json()).toMatchObject({
      message: 'old password does not match',
    });
    expect(await (await change(DEMO_PASSWORD, 'weak')).json()).toMatchObject({
      message: 'score does not match standards',
    });
    expect(await (await change(DEMO_PASSWORD, 'Newpass123', 'Other123')).json()).toMatchObject({
      message: 'password confirmation does not match',
    });
    expect((await change(DEMO_PASSWORD, 'Newpass123')).status).toBe(200);
    expect((await signIn('viewer@statecast.test', DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn('viewer@statecast.test', 'Newpass123')).status).toBe(200);
  });

  it('mails a reset token and sets a new password with it once', async () => {
    const session = await viewer();
    const request = await form(stack, 'POST', '/hosted/accounts/forgot-password', {
      email: 'viewer@statecast.test',
      merchant_uuid: HOSTED_CLIENT_ID,
      branding_id: 0,
    });
    expect(request.status).toBe(200);
    const mail = await latestMail(stack, 'viewer@statecast.test');
    expect(mail).toMatchObject({ platform: 'hosted', subject: 'Reset your password' });
    expect(mail.link).toContain(`resetPasswordToken=${mail.token}`);
    expect(mail.link).toContain('u=edit-password');
    const token = mail.token as string;

    const set = (password: string, confirmation = password, t = token) =>
      form(stack, 'PUT', `/hosted/accounts/forgot-password/${t}`, {
        password,
        password_confirmation: confirmation,
        branding_id: 0,
      });
    expect(await (await set('weak')).json()).toMatchObject({
      code: 422,
      message: 'score does not match standards',
    });
    expect(await (await set('Fresh1234', 'Fresh9999')).json()).toMatchObject({
      message: 'password confirmation does not match',
    });
    expect(await (await set('Fresh1234', 'Fresh1234', 'not-a-token')).json()).toEqual({
      code: 400,
      message: 'password could not be set',
    });
    expect((await set('Fresh1234')).status).toBe(200);
    expect(await (await set('Again1234')).json()).toEqual({
      code: 400,
      message: 'password could not be set',
    });
    expect((await signIn('viewer@statecast.test', 'Fresh1234')).status).toBe(200);
    // Resetting signs the account out everywhere.
    expect(
      (
        await stack.request('/hosted/accounts', {
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a reset token once it is an hour old', async () => {
    await form(stack, 'POST', '/hosted/accounts/forgot-password', { email: 'viewer@statecast.test' });
    const { token } = await latestMail(stack, 'viewer@statecast.test');
    await advanceClock(stack, 60 * MINUTE_MS);
    const res = await form(stack, 'PUT', `/hosted/accounts/forgot-password/${token}`, {
      password: 'Fresh1234',
      password_confirmation: 'Fresh1234',
    });
    expect(await res.json()).toEqual({ code: 400, message: 'password could not be set' });
  });

  it('answers a reset request for a malformed or unknown e-mail', async () => {
    const malformed = await form(stack, 'POST', '/hosted/accounts/forgot-password', { email: 'nope' });
    expect(await malformed.json()).toMatchObject({ code: 422, message: 'invalid param email' });
    const unknown = await form(stack, 'POST', '/hosted/accounts/forgot-password', {
      email: 'nobody@statecast.test',
    });
    expect(unknown.status).toBe(404);
    expect(await mailbox(stack, 'nobody@statecast.test')).toEqual([]);
  });

  it('mails an export of the account data', async () => {
    const session = await viewer();
    const res = await form(
      stack,
      'POST',
      '/hosted/accounts/export',
      { branding_id: 0 },
      session.access_token,
    );
    expect(res.status).toBe(200);
    const mail = await latestMail(stack, 'viewer@statecast.test');
    expect(mail.subject).toBe('Your account data');
    expect(mail.text).toContain('"favorites"');
    expect(mail.text).toContain('MvAct001');
  });

  it('erases an account only with its password (seed 000 §8 invalid credentials)', async () => {
    const session = await viewer();
    const erase = (password: string) =>
      form(stack, 'DELETE', '/hosted/accounts/erase', { password, branding_id: 0 }, session.access_token);
    const wrong = await erase('Wrong123');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 400, message: 'invalid credentials' });
    expect((await erase(DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('viewer@statecast.test', DEMO_PASSWORD)).status).toBe(401);
    expect(stack.ctx.db.get('SELECT COUNT(*) AS n FROM hosted_favorites WHERE account_id = 4200001')).toEqual(
      { n: 0 },
    );
    expect((await latestMail(stack, 'viewer@statecast.test')).subject).toBe('Your account has been deleted');
  });

  it('lists social login URLs that lead to the stand-in provider page', async () => {
    const state = Buffer.from(
      JSON.stringify({ client_id: HOSTED_CLIENT_ID, redirect: 'http://localhost:5780/' }),
    ).toString('base64');
    const res = await stack.request(`/hosted/accounts/social?state=${encodeURIComponent(state)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { social_urls: Array<Record<string, string>>; code: number };
    expect(body.code).toBe(200);
    expect(body.social_urls.map((entry) => Object.keys(entry)[0])).toEqual(['google', 'apple']);
    const google = new URL(body.social_urls[0]?.google as string);
    expect(google.pathname).toBe('/__stack/social/google');
    expect(google.searchParams.get('platform')).toBe('hosted');
    expect(google.searchParams.get('state')).toBe(state);
    expect((await stack.request('/hosted/accounts/social?state=garbage')).status).toBe(400);
  });

  it('lists custom register fields with the required terms consent and every input type', async () => {
    const res = await stack.request(`/hosted/accounts/register-fields/${HOSTED_CLIENT_ID}`);
    const { collection } = (await res.json()) as {
      collection: Array<{ name: string; type: string; required: boolean; options: Record<string, string> }>;
    };
    expect(collection.find((f) => f.name === 'terms')).toMatchObject({ type: 'checkbox', required: true });
    expect(collection.some((f) => f.required && f.name !== 'terms')).toBe(true);
    expect(collection.some((f) => !f.required)).toBe(true);
    expect(new Set(collection.map((f) => f.type))).toEqual(
      new Set(['input', 'checkbox', 'radio', 'select', 'country', 'us_state', 'datepicker']),
    );
    expect(collection.find((f) => f.type === 'select')?.options).toMatchObject({ climbing: 'Climbing' });
  });

  it('stores favorites per account', async () => {
    const { access_token: token } = await viewer();
    const list = async () =>
      (
        (await (
          await stack.request('/hosted/v2/accounts/media/favorites', {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as {
          collection: Array<{ media_id: string; created_at: number }>;
        }
      ).collection.map((f) => f.media_id);
    expect(await list()).toEqual(['MvAct001', 'SrHarb01', 'EvLive01']);

    const added = await form(
      stack,
      'POST',
      '/hosted/v2/accounts/media/favorites',
      { media_id: 'NeWmEdIa' },
      token,
    );
    expect(await added.json()).toEqual({ media_id: 'NeWmEdIa', created_at: BASE / 1000 });
    // Adding again is harmless.
    expect(
      (await form(stack, 'POST', '/hosted/v2/accounts/media/favorites', { media_id: 'NeWmEdIa' }, token))
        .status,
    ).toBe(200);
    expect(await list()).toEqual(['NeWmEdIa', 'MvAct001', 'SrHarb01', 'EvLive01']);

    const remove = (id: string) =>
      stack.request(`/hosted/v2/accounts/media/favorites/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await remove('MvAct001')).status).toBe(200);
    expect((await remove('MvAct001')).status).toBe(404);
    expect(await list()).toEqual(['NeWmEdIa', 'SrHarb01', 'EvLive01']);
    expect((await form(stack, 'POST', '/hosted/v2/accounts/media/favorites', {}, token)).status).toBe(422);
  });

  it('stores watch progress and filters what is still being watched', async () => {
    const { access_token: token } = await viewer();
    const history = async (filter: string) =>
      (
        (await (
          await stack.request(`/hosted/v2/accounts/media/watch-history?filter=${filter}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { collection: Array<{ media_id: string; progress: number }> }
      ).collection;
    expect((await history('currently_watching')).map((h) => h.media_id)).toEqual([
      'MvCom002',
      'EpHL1E02',
      'MvThr003',
    ]);

    await advanceClock(stack, 1000);
    const saved = await form(
      stack,
      'PATCH',
      '/hosted/v2/accounts/media/watch-history',
      { media_id: 'MvThr003', progress: 0.5 },
      token,
    );
    expect(await saved.json()).toMatchObject({ media_id: 'MvThr003', progress: 0.5 });
    await advanceClock(stack, 1000);
    await form(
      stack,
      'PATCH',
      '/hosted/v2/accounts/media/watch-history',
      { media_id: 'MvCom002', progress: 1 },
      token,
    );

    expect((await history('currently_watching')).map((h) => h.media_id)).toEqual(['MvThr003', 'EpHL1E02']);
    expect((await history('watched')).map((h) => h.media_id)).toEqual(['MvCom002']);
    expect((await history('all')).map((h) => h.media_id)).toEqual(['MvCom002', 'MvThr003', 'EpHL1E02']);

    const bad = await form(
      stack,
      'PATCH',
      '/hosted/v2/accounts/media/watch-history',
      { media_id: 'X', progress: 1.5 },
      token,
    );
    expect(await bad.json()).toMatchObject({ code: 422, message: 'invalid param progress' });
  });
});
