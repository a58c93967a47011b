import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../testing/test-stack.js';
import { CAPTCHA_SITE_KEY } from '../../captcha/index.js';
import {
  COMMERCE_JWT_TTL_MS,
  COMMERCE_PUBLISHER_ID,
  COMMERCE_REFRESH_TOKEN_TTL_MS,
  MINUTE_MS,
} from '../constants.js';
import { DEMO_PASSWORD } from '../demo-data.js';
import { advanceClock, callJson, jwtPayload, latestMail, mailbox } from '../test-support.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);

const stack = useTestStack({ now: () => BASE });

interface Envelope<T> {
  responseData: T;
  errors: string[];
}
interface Tokens {
  jwt: string;
  customerToken: string;
  refreshToken: string;
}

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callJson<Envelope<T>>(stack, method, `/commerce${path}`, body, token);

const login = (email: string, password: string) =>
  call<Tokens>('POST', '/auths', {
    email,
    password,
    publisherId: COMMERCE_PUBLISHER_ID,
    customerIP: '10.0.0.7',
  });

async function viewer(): Promise<Tokens & { customerId: string }> {
  const { responseData } = (await login('viewer@statecast.test', DEMO_PASSWORD)).body;
  return { ...responseData, customerId: String(jwtPayload(responseData.jwt).customerId) };
}

const register = (fields: Record<string, unknown> = {}) =>
  call<Tokens>('POST', '/customers', {
    email: 'buyer@statecast.test',
    password: 'Secret123',
    publisherId: COMMERCE_PUBLISHER_ID,
    locale: 'en_US',
    country: 'NL',
    currency: 'EUR',
    customerIP: '10.0.0.8',
    ...fields,
  });

/** Keys of the reference customer payload (reference/payloads/customer.json). */
const CUSTOMER_KEYS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'country',
  'regDate',
  'lastLoginDate',
  'lastUserIp',
  'externalId',
  'metadata',
];

describe('commerce platform accounts (seed 000 §7)', () => {
  it('registers, signs in, reads the customer and refreshes with single-use tokens', async () => {
    const created = await register();
    expect(created.status).toBe(200);
    expect(created.body.errors).toEqual([]);
    const claims = jwtPayload(created.body.responseData.jwt);
    expect(claims).toMatchObject({
      publisherId: COMMERCE_PUBLISHER_ID,
      exp: (BASE + COMMERCE_JWT_TTL_MS) / 1000,
    });
    const customerId = String(claims.customerId);
    expect(customerId).toMatch(/^\d{9}$/);
    expect(
      JSON.parse(Buffer.from(created.body.responseData.jwt.split('.')[0] as string, 'base64url').toString()),
    ).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });

    const signedIn = await login('buyer@statecast.test', 'Secret123');
    expect(signedIn.status).toBe(200);
    const { jwt, refreshToken, customerToken } = signedIn.body.responseData;
    expect(customerToken).toBe(created.body.responseData.customerToken);

    const customer = await call<Record<string, unknown>>('GET', `/customers/${customerId}`, undefined, jwt);
    expect(customer.status).toBe(200);
    expect(Object.keys(customer.body.responseData)).toEqual(expect.arrayContaining(CUSTOMER_KEYS));
    expect(customer.body.responseData).toMatchObject({
      id: customerId,
      email: 'buyer@statecast.test',
      country: 'NL',
      regDate: '2026-06-01 12:00:00',
      lastLoginDate: '2026-06-01 12:00:00',
      lastUserIp: '10.0.0.7',
      externalId: '',
      metadata: {},
    });

    const rotated = await call<Tokens>('POST', '/auths/refresh_token', { refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.responseData.refreshToken).not.toBe(refreshToken);
    expect(jwtPayload(rotated.body.responseData.jwt).customerId).toBe(customerId);

    const replay = await call('POST', '/auths/refresh_token', { refreshToken });
    expect(replay).toEqual({
      status: 401,
      body: { responseData: {}, errors: ['Refresh token is expired or does not exist'] },
    });
  });

  it('answers the locales of the viewer from the IP lookup, EUR by default (seed 000 §7, §9)', async () => {
    const nl = await call<{ country: string; currency: string; locale: string; ipAddress: string }>(
      'GET',
      '/locales',
    );
    expect(nl.status).toBe(200);
    expect(nl.body.errors).toEqual([]);
    expect(nl.body.responseData).toMatchObject({ country: 'NL', currency: 'EUR', locale: 'nl_NL' });
    expect(typeof nl.body.responseData.ipAddress).toBe('string');

    await stack.send('PUT', '/__stack/geo', { countryCode: 'US' });
    const us = await call<{ country: string; currency: string; locale: string }>('GET', '/locales');
    expect(us.body.responseData).toMatchObject({ country: 'US', currency: 'USD', locale: 'en_US' });
  });

  it('answers a refresh without a token with Missing or invalid parameter (seed 000 §8)', async () => {
    expect(await call('POST', '/auths/refresh_token', {})).toEqual({
      status: 422,
      body: { responseData: {}, errors: ['Missing or invalid parameter'] },
    });
    expect((await call('POST', '/auths/refresh_token', { refreshToken: 'unknown' })).body.errors).toEqual([
      'Refresh token is expired or does not exist',
    ]);
  });

  it('expires the JWT after five minutes (Invalid JWT token) and the refresh token after 100 days', async () => {
    const session = await viewer();
    await advanceClock(stack, COMMERCE_JWT_TTL_MS - 1000);
    expect((await call('GET', `/customers/${session.customerId}`, undefined, session.jwt)).status).toBe(200);
    await advanceClock(stack, 1000);
    expect(await call('GET', `/customers/${session.customerId}`, undefined, session.jwt)).toEqual({
      status: 401,
      body: { responseData: {}, errors: ['Invalid JWT token'] },
    });
    const refreshed = await call<Tokens>('POST', '/auths/refresh_token', {
      refreshToken: session.refreshToken,
    });
    expect(
      (await call('GET', `/customers/${session.customerId}`, undefined, refreshed.body.responseData.jwt))
        .status,
    ).toBe(200);

    await advanceClock(stack, COMMERCE_REFRESH_TOKEN_TTL_MS);
    expect(
      (await call('POST', '/auths/refresh_token', { refreshToken: refreshed.body.responseData.refreshToken }))
        .body.errors,
    ).toEqual(['Refresh token is expired or does not exist']);
  });

  it('refuses a forged or missing JWT and a JWT of another customer', async () => {
    const session = await viewer();
    const forged = `${session.jwt.slice(0, -4)}AAAA`;
    expect((await call('GET', `/customers/${session.customerId}`, undefined, forged)).body.errors).toEqual([
      'Invalid JWT token',
    ]);
    expect((await call('GET', `/customers/${session.customerId}`)).body.errors).toEqual([
      'Invalid JWT token',
    ]);
    expect((await call('GET', '/customers/362000002', undefined, session.jwt)).status).toBe(403);
  });

  it('refuses registrations with the messages the app maps (seed 000 §8)', async () => {
    expect((await register({ email: 'not-an-email' })).body.errors).toEqual([
      'please enter a valid e-mail address',
    ]);
    expect((await register({ password: 'short1' })).body.errors).toEqual(['invalid param password']);
    expect((await register({ password: 'NOLOWERCASE1' })).body.errors).toEqual(['invalid param password']);
    expect((await register({ password: 'nodigitshere' })).body.errors).toEqual(['invalid param password']);
    expect((await register({ publisherId: '' })).body.errors).toEqual(['invalid param publisherId']);
    const duplicate = await register({ email: 'VIEWER@statecast.test' });
    expect(duplicate).toEqual({
      status: 422,
      body: { responseData: {}, errors: ['customer already exists'] },
    });
  });

  it('refuses sign-ins: invalid param email for a malformed address, invalid credentials otherwise', async () => {
    expect((await login('not-an-email', DEMO_PASSWORD)).body.errors).toEqual(['invalid param email']);
    expect(await login('viewer@statecast.test', 'Wrong1234')).toEqual({
      status: 401,
      body: { responseData: {}, errors: ['invalid credentials'] },
    });
    expect((await login('nobody@statecast.test', DEMO_PASSWORD)).body.errors).toEqual([
      'invalid credentials',
    ]);
  });

  it('keeps the app lists in externalData (also answered as metadata) and updates names', async () => {
    const { jwt, customerId } = await viewer();
    const seeded = await call<{ metadata: { favorites: unknown[]; history: unknown[] } }>(
      'GET',
      `/customers/${customerId}`,
      undefined,
      jwt,
    );
    expect(seeded.body.responseData.metadata.favorites).toHaveLength(3);
    expect(seeded.body.responseData.metadata.history).toContainEqual({ mediaid: 'MvCom002', progress: 0.42 });

    const patched = await call<Record<string, unknown>>(
      'PATCH',
      `/customers/${customerId}`,
      { id: customerId, firstName: ' Vee ', externalData: { favorites: [{ mediaid: 'NeWmEdIa' }] } },
      jwt,
    );
    expect(patched.body.responseData).toMatchObject({
      firstName: 'Vee',
      lastName: 'Viewer',
      metadata: { favorites: [{ mediaid: 'NeWmEdIa' }], history: expect.any(Array) },
      externalData: { favorites: [{ mediaid: 'NeWmEdIa' }] },
    });
    expect(
      (await call('PATCH', `/customers/${customerId}`, { lastName: 'x'.repeat(51) }, jwt)).body.errors,
    ).toEqual(['lastName can have max 50 characters']);
  });

  it('changes the e-mail only with the right confirmation password', async () => {
    const { jwt, customerId } = await viewer();
    const patch = (body: Record<string, unknown>) => call('PATCH', `/customers/${customerId}`, body, jwt);
    expect((await patch({ email: 'bad' })).body.errors).toEqual(['invalid param email']);
    expect(
      (await patch({ email: 'vera@statecast.test', confirmationPassword: 'Wrong1234' })).body.errors,
    ).toEqual(['invalid param confirmationPassword']);
    expect(
      (await patch({ email: 'capture@statecast.test', confirmationPassword: DEMO_PASSWORD })).body.errors,
    ).toEqual(['customer already exists']);
    expect((await patch({ email: 'vera@statecast.test', confirmationPassword: DEMO_PASSWORD })).status).toBe(
      200,
    );
    expect((await login('vera@statecast.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('lists publisher consents: terms required, marketing optional', async () => {
    const res = await call<{
      consents: Array<{ name: string; required: boolean; version: string; label: string }>;
    }>('GET', `/publishers/${COMMERCE_PUBLISHER_ID}/consents`);
    expect(res.body.responseData.consents.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'terms', required: true },
      { name: 'marketing', required: false },
    ]);
  });

  it('reads and updates customer consents', async () => {
    const { jwt, customerId } = await viewer();
    type Consents = {
      consents: Array<{ name: string; state: string; version: string; needsUpdate: boolean }>;
    };
    const read = async () =>
      (await call<Consents>('GET', `/customers/${customerId}/consents`, undefined, jwt)).body.responseData
        .consents;
    expect((await read()).map(({ name, state, needsUpdate }) => ({ name, state, needsUpdate }))).toEqual([
      { name: 'terms', state: 'accepted', needsUpdate: false },
      { name: 'marketing', state: 'declined', needsUpdate: false },
    ]);
    const put = await call(
      'PUT',
      `/customers/${customerId}/consents`,
      {
        id: customerId,
        consents: [{ name: 'marketing', version: '1', state: 'accepted' }],
      },
      jwt,
    );
    expect(put.status).toBe(200);
    expect((await read()).find((c) => c.name === 'marketing')?.state).toBe('accepted');
    expect(
      (
        await call(
          'PUT',
          `/customers/${customerId}/consents`,
          { consents: [{ name: 'marketing', state: 'maybe' }] },
          jwt,
        )
      ).body.errors,
    ).toEqual(['invalid param consents']);
  });

  it('serves capture settings with custom questions of one, two and four options', async () => {
    type Capture = {
      isCaptureEnabled: boolean;
      shouldCaptureBeDisplayed: boolean;
      settings: Array<{
        key: string;
        required: boolean;
        question?: string;
        value?: string;
        options?: string;
        answer: unknown;
      }>;
    };
    const { jwt, customerId } = await viewer();
    const status = (await call<Capture>('GET', `/customers/${customerId}/capture`, undefined, jwt)).body
      .responseData;
    expect(status).toMatchObject({ isCaptureEnabled: true, shouldCaptureBeDisplayed: false });
    const custom = status.settings.filter((s) => s.key.startsWith('custom_'));
    expect(custom.map((s) => (s.value ? s.value.split(';').length : 0))).toEqual([1, 2, 4, 0]);
    expect(custom.every((s) => s.options === s.value && typeof s.question === 'string')).toBe(true);
    expect(status.settings.find((s) => s.key === 'firstNameLastName')).toMatchObject({
      required: true,
      answer: { firstName: 'Vera', lastName: 'Viewer' },
    });
    expect(status.settings.find((s) => s.key === 'custom_2')?.answer).toBe('yes');

    const other = (await login('capture@statecast.test', DEMO_PASSWORD)).body.responseData;
    const otherId = String(jwtPayload(other.jwt).customerId);
    const due = await call<Capture>('GET', `/customers/${otherId}/capture/status`, undefined, other.jwt);
    expect(due.body.responseData.shouldCaptureBeDisplayed).toBe(true);

    const answered = await call<Capture>(
      'PUT',
      `/customers/${otherId}/capture`,
      {
        customerId: otherId,
        firstName: 'Cap',
        lastName: 'Ture',
        birthDate: '1985-01-31',
        customAnswers: [{ questionId: 'custom_2', question: 'Do you play a sport yourself?', value: 'no' }],
      },
      other.jwt,
    );
    expect(answered.body.responseData.shouldCaptureBeDisplayed).toBe(false);
    const customer = await call<{ firstName: string }>('GET', `/customers/${otherId}`, undefined, other.jwt);
    expect(customer.body.responseData.firstName).toBe('Cap');

    expect(
      (await call('PUT', `/customers/${otherId}/capture`, { birthDate: '31-01-1985' }, other.jwt)).body
        .errors,
    ).toEqual(['invalid param birthDate']);
    expect(
      (
        await call(
          'PUT',
          `/customers/${otherId}/capture`,
          { customAnswers: [{ questionId: 'custom_9', value: 'x' }] },
          other.jwt,
        )
      ).body.errors,
    ).toEqual(['invalid param customAnswers']);
  });

  it('resets a password with the mailed resetPasswordToken, once', async () => {
    const session = await viewer();
    const request = await call('PUT', '/customers/passwords', {
      customerEmail: 'viewer@statecast.test',
      publisherId: COMMERCE_PUBLISHER_ID,
      resetUrl: 'http://localhost:5780/?u=edit-password',
    });
    expect(request).toEqual({ status: 200, body: { responseData: { success: true }, errors: [] } });
    const mail = await latestMail(stack, 'viewer@statecast.test');
    expect(mail.link).toBe(
      `http://localhost:5780/?u=edit-password&resetPasswordToken=${mail.token}&email=viewer%40statecast.test`,
    );

    const reset = (fields: Record<string, string>) =>
      call('PATCH', '/customers/passwords', {
        customerEmail: 'viewer@statecast.test',
        publisherId: COMMERCE_PUBLISHER_ID,
        resetPasswordToken: mail.token,
        newPassword: 'Fresh1234',
        ...fields,
      });
    expect((await reset({ newPassword: 'weak' })).body.errors).toEqual(['invalid param password']);
    expect((await reset({ resetPasswordToken: 'wrong' })).body.errors).toEqual([
      'resetPasswordToken is not valid',
    ]);
    expect((await reset({})).status).toBe(200);
    expect((await reset({})).body.errors).toEqual(['resetPasswordToken is not valid']);
    expect((await login('viewer@statecast.test', 'Fresh1234')).status).toBe(200);
    // The old session is over: its JWT and refresh token are refused.
    expect(
      (await call('GET', `/customers/${session.customerId}`, undefined, session.jwt)).body.errors,
    ).toEqual(['Invalid JWT token']);
    expect((await call('POST', '/auths/refresh_token', { refreshToken: session.refreshToken })).status).toBe(
      401,
    );
  });

  it('refuses a reset token after an hour and a reset for an unknown address', async () => {
    await call('PUT', '/customers/passwords', {
      customerEmail: 'viewer@statecast.test',
      publisherId: COMMERCE_PUBLISHER_ID,
    });
    const { token } = await latestMail(stack, 'viewer@statecast.test');
    await advanceClock(stack, 60 * MINUTE_MS);
    const late = await call('PATCH', '/customers/passwords', {
      customerEmail: 'viewer@statecast.test',
      resetPasswordToken: token,
      newPassword: 'Fresh1234',
    });
    expect(late.body.errors).toEqual(['resetPasswordToken is not valid']);
    expect(
      (await call('PUT', '/customers/passwords', { customerEmail: 'nobody@statecast.test' })).body.errors,
    ).toEqual(['invalid param email']);
    expect(await mailbox(stack, 'nobody@statecast.test')).toEqual([]);
  });
});

describe('commerce registration with a captcha (seed 001 §7 register)', () => {
  const solveCaptcha = async (): Promise<string> => {
    const res = await stack.send('POST', '/__captcha/token', { sitekey: CAPTCHA_SITE_KEY });
    return ((await res.json()) as { token: string }).token;
  };
  const lastVerification = async () => {
    const res = await stack.request('/__stack/captcha');
    return ((await res.json()) as { verifications: Array<{ success: boolean; errorCodes: string[] }> })
      .verifications[0];
  };

  it('registers without a captcha while none is required', async () => {
    expect((await register()).body.errors).toEqual([]);
  });

  it('verifies a captcha value it is sent, once', async () => {
    const captchaValue = await solveCaptcha();
    expect((await register({ captchaValue })).body.errors).toEqual([]);
    expect(await lastVerification()).toMatchObject({ success: true });
    const again = await register({ email: 'second@statecast.test', captchaValue });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(['Captcha verification failed']);
    expect(await lastVerification()).toMatchObject({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('when required, refuses a missing, made-up or expired captcha before looking up the e-mail', async () => {
    await stack.send('PUT', '/__stack/captcha', { required: true });
    const refused = async (fields: Record<string, unknown>) => (await register(fields)).body.errors;
    expect(await refused({})).toEqual(['Captcha verification failed']);
    expect(await refused({ captchaValue: 'sc-captcha.made-up' })).toEqual(['Captcha verification failed']);
    const stale = await solveCaptcha();
    await advanceClock(stack, 3 * MINUTE_MS);
    expect(await refused({ captchaValue: stale })).toEqual(['Captcha verification failed']);
    expect(await refused({ email: 'viewer@statecast.test' })).toEqual(['Captcha verification failed']);
    expect((await register({ captchaValue: await solveCaptcha() })).body.errors).toEqual([]);
  });
});
