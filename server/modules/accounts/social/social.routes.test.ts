import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../testing/test-stack.js';
import { HOSTED_ACCESS_TOKEN_TTL_MS, HOSTED_CLIENT_ID, OWN_JWT_TTL_MS } from '../constants.js';
import { form, json } from '../test-support.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const APP = 'http://localhost:5780/';

// The app runs on the dev server's port (request-policy.ts).
const stack = useTestStack({ now: () => BASE, allowedOrigins: ['http://localhost:5780'] });

/** Presses a button on the provider page; answers the hash parameters of the redirect. */
async function choose(provider: string, fields: Record<string, string>) {
  const res = await form(stack, 'POST', `/__stack/social/${provider}`, fields);
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') as string);
  return { location, hash: new URLSearchParams(location.hash.slice(1)) };
}

describe('social sign-in stand-in (seed 000 §2, seed 002 §4)', () => {
  it('shows a page with the demo person and a new-user option', async () => {
    const res = await stack.request(
      `/__stack/social/google?platform=own&redirect=${encodeURIComponent(APP)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Sign in with Google');
    expect(html).toContain('Continue as Gemma Google');
    expect(html).toContain('Continue as a new user');
    expect(html).toContain(`value="${APP}"`);
    expect(
      await (await stack.request(`/__stack/social/apple?redirect=${encodeURIComponent(APP)}`)).text(),
    ).toContain('Continue as Adam Apple');
  });

  it('sends tokens back to the app only, never to a host a link names', async () => {
    const page = await stack.request(
      `/__stack/social/google?platform=own&redirect=${encodeURIComponent('https://evil.test/steal')}`,
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('own origin');
    const post = await form(stack, 'POST', '/__stack/social/google', {
      platform: 'own',
      redirect: 'https://evil.test/steal',
      choice: 'demo',
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });

  it('refuses an unknown provider, a missing redirect and a non-http redirect', async () => {
    expect((await stack.request(`/__stack/social/myspace?redirect=${encodeURIComponent(APP)}`)).status).toBe(
      400,
    );
    expect((await stack.request('/__stack/social/google')).status).toBe(400);
    expect(
      (await stack.request(`/__stack/social/google?redirect=${encodeURIComponent('javascript:alert(1)')}`))
        .status,
    ).toBe(400);
    expect(
      (
        await form(stack, 'POST', '/__stack/social/google', {
          redirect: 'javascript:alert(1)',
          choice: 'demo',
        })
      ).status,
    ).toBe(400);
  });

  it('signs the demo person in on the own back end and redirects with tokens in the hash', async () => {
    const { location, hash } = await choose('google', {
      platform: 'own',
      redirect: `${APP}login#stale`,
      choice: 'demo',
    });
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}login`);
    expect([...hash.keys()]).toEqual(['token', 'refresh_token', 'expires']);
    expect(Number(hash.get('expires'))).toBe((BASE + OWN_JWT_TTL_MS) / 1000);

    const me = await json(stack, 'GET', '/auth/user', undefined, hash.get('token') as string);
    expect(await me.json()).toMatchObject({
      email: 'gemma.google@statecast.test',
      provider: 'google',
      isPasswordSet: false,
      metadata: { register_source: 'google', has_password: false },
    });
    const created = await json(stack, 'POST', '/auth/create-user', undefined, hash.get('token') as string);
    expect(await created.json()).toMatchObject({ isNewUser: false });
    const refreshed = await json(
      stack,
      'GET',
      '/auth/refresh-token',
      undefined,
      hash.get('refresh_token') as string,
    );
    expect(refreshed.status).toBe(200);
  });

  it('creates a new social user without a password, who can set one or delete the account without one', async () => {
    const { hash } = await choose('apple', { platform: 'own', redirect: APP, choice: 'new' });
    const token = hash.get('token') as string;
    const first = (await (await json(stack, 'POST', '/auth/create-user', undefined, token)).json()) as {
      isNewUser: boolean;
      user: { email: string; provider: string; isPasswordSet: boolean; isEmailConfirmed: boolean };
    };
    expect(first.isNewUser).toBe(true);
    expect(first.user).toMatchObject({ provider: 'apple', isPasswordSet: false, isEmailConfirmed: true });
    expect(first.user.email).toMatch(/^new\.apple\.[0-9a-f]{6}@statecast\.test$/);
    expect(await (await json(stack, 'POST', '/auth/create-user', undefined, token)).json()).toMatchObject({
      isNewUser: false,
    });

    // Changing a password that was never set is refused; setting one works once.
    const change = await json(
      stack,
      'PATCH',
      '/auth/update-password',
      { oldPassword: 'x', newPassword: 'Newpass123' },
      token,
    );
    expect(await change.json()).toMatchObject({
      message: 'No password is set for this account; set one first',
    });
    const set = await json(stack, 'POST', '/auth/set-password-after-oauth', { password: 'Social123' }, token);
    expect(await set.json()).toMatchObject({
      message: 'Password set successfully!',
      user: { isPasswordSet: true },
    });
    const again = await json(
      stack,
      'POST',
      '/auth/set-password-after-oauth',
      { password: 'Social456' },
      token,
    );
    expect(await again.json()).toMatchObject({ message: 'Password is already set' });

    const other = await choose('google', { platform: 'own', redirect: APP, choice: 'new' });
    const removed = await json(
      stack,
      'DELETE',
      '/auth/account',
      undefined,
      other.hash.get('token') as string,
    );
    expect(await removed.json()).toEqual({ message: 'Account deleted successfully!' });
  });

  it('signs in on the hosted platform through the URLs the platform lists', async () => {
    const state = Buffer.from(
      JSON.stringify({ client_id: HOSTED_CLIENT_ID, redirect: `${APP}?u=login` }),
    ).toString('base64');
    const urls = (await (
      await stack.request(`/hosted/accounts/social?state=${encodeURIComponent(state)}`)
    ).json()) as {
      social_urls: Array<Record<string, string>>;
    };
    const page = new URL(urls.social_urls[0]?.google as string);
    const html = await (await stack.request(`${page.pathname}${page.search}`)).text();
    expect(html).toContain('Continue as Gemma Google');

    const { location, hash } = await choose('google', { platform: 'hosted', state, choice: 'demo' });
    expect(location.search).toBe('?u=login');
    expect(Number(hash.get('expires'))).toBe((BASE + HOSTED_ACCESS_TOKEN_TTL_MS) / 1000);
    const account = await stack.request('/hosted/accounts', {
      headers: { authorization: `Bearer ${hash.get('token')}` },
    });
    expect(await account.json()).toMatchObject({
      email: 'gemma.google@statecast.test',
      social_apps_metadata: [{ provider: 'google' }],
    });
    const refreshed = await form(stack, 'POST', '/hosted/v2/accounts/authenticate', {
      client_id: HOSTED_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: hash.get('refresh_token') as string,
    });
    expect(refreshed.status).toBe(200);

    // A hosted social account has no password, so erasing it needs none.
    const erased = await form(
      stack,
      'DELETE',
      '/hosted/accounts/erase',
      { branding_id: 0 },
      hash.get('token') as string,
    );
    expect(erased.status).toBe(200);
  });

  it('sends the cancel link back without tokens', async () => {
    const html = await (
      await stack.request(`/__stack/social/google?redirect=${encodeURIComponent(APP)}`)
    ).text();
    expect(html).toContain(`href="${APP}#error=access_denied"`);
  });
});
