import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { CAPTCHA_SECRET, CAPTCHA_SITE_KEY, CAPTCHA_TOKEN_TTL_MS } from './captcha.constants.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);

// The page that solves the captcha is the app's, on its own host (request-policy.ts).
const stack = useTestStack({ now: () => BASE, allowedOrigins: ['http://app.statecast.test:4780'] });

async function solve(sitekey = CAPTCHA_SITE_KEY): Promise<string> {
  const res = await stack.request('/__captcha/token', {
    method: 'POST',
    body: JSON.stringify({ sitekey }),
    headers: { 'content-type': 'application/json', origin: 'http://app.statecast.test:4780' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; expiresInMs: number };
  expect(body.expiresInMs).toBe(CAPTCHA_TOKEN_TTL_MS);
  return body.token;
}

/** siteverify the way a back end calls the real provider: form-encoded. */
async function siteverify(fields: Record<string, string>) {
  const res = await stack.request('/__captcha/siteverify', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const moveClock = (ms: number) => stack.send('PUT', '/__stack/clock', { offsetMs: ms });

describe('captcha provider stand-in', () => {
  it('serves the provider script with the checkbox API', async () => {
    const res = await stack.request('/__captcha/api.js?onload=onCaptcha&render=explicit');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    expect(script).toContain('w.grecaptcha = {');
    expect(script).toContain("I'm not a robot");
    expect(() => new Function(script)).not.toThrow();
  });

  it('issues tokens for its site key only', async () => {
    expect(await solve()).toMatch(/^sc-captcha\./);
    const refused = await stack.send('POST', '/__captcha/token', { sitekey: 'someone-elses-key' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid-site-key', message: 'Invalid site key' });
  });

  it('verifies a token once, with the page host and the solve time', async () => {
    const token = await solve();
    expect(await siteverify({ secret: CAPTCHA_SECRET, response: token, remoteip: '10.0.0.9' })).toEqual({
      success: true,
      challenge_ts: new Date(BASE).toISOString(),
      hostname: 'app.statecast.test',
    });
    expect(await siteverify({ secret: CAPTCHA_SECRET, response: token })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('refuses a token older than two minutes of the stack clock', async () => {
    const fresh = await solve();
    const stale = await solve();
    await moveClock(CAPTCHA_TOKEN_TTL_MS);
    // JSON works as well as a form.
    const json = await stack.send('POST', '/__captcha/siteverify', {
      secret: CAPTCHA_SECRET,
      response: fresh,
    });
    expect(await json.json()).toMatchObject({ success: true });
    await moveClock(CAPTCHA_TOKEN_TTL_MS + 1);
    expect(await siteverify({ secret: CAPTCHA_SECRET, response: stale })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('names what is wrong with a request', async () => {
    const token = await solve();
    const codes = async (fields: Record<string, string>) => (await siteverify(fields))['error-codes'];
    expect(await codes({ response: token })).toEqual(['missing-input-secret']);
    expect(await codes({ secret: 'wrong', response: token })).toEqual(['invalid-input-secret']);
    expect(await codes({ secret: CAPTCHA_SECRET })).toEqual(['missing-input-response']);
    expect(await codes({ secret: CAPTCHA_SECRET, response: 'sc-captcha.made-up' })).toEqual([
      'invalid-input-response',
    ]);
    // None of those spent the token.
    expect((await siteverify({ secret: CAPTCHA_SECRET, response: token })).success).toBe(true);
  });

  it('switches "required" and lists verifications; a reset forgets both and every token', async () => {
    expect((await stack.send('PUT', '/__stack/captcha', { required: 'yes' })).status).toBe(400);
    const put = await stack.send('PUT', '/__stack/captcha', { required: true });
    expect(await put.json()).toEqual({ siteKey: CAPTCHA_SITE_KEY, required: true, verifications: [] });
    const token = await solve();
    await stack.send('POST', '/__captcha/siteverify', { secret: CAPTCHA_SECRET, response: token });
    const state = async () =>
      (await (await stack.request('/__stack/captcha')).json()) as Record<string, unknown>;
    expect(await state()).toMatchObject({
      required: true,
      verifications: [{ at: BASE, success: true, errorCodes: [] }],
    });

    const unused = await solve();
    await stack.request('/__stack/reset', { method: 'POST' });
    expect(await state()).toEqual({ siteKey: CAPTCHA_SITE_KEY, required: false, verifications: [] });
    expect(await siteverify({ secret: CAPTCHA_SECRET, response: unused })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });
});
