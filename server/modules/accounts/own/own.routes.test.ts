import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../testing/test-stack.js';
import { MINUTE_MS, OTP_TTL_MS, OWN_JWT_TTL_MS } from '../constants.js';
import { DEMO_PASSWORD, PREFERENCE_SPORTS } from '../demo-data.js';
import { advanceClock, callJson, latestMail, mailbox } from '../test-support.js';
import type { OwnAuth } from './own.tokens.js';
import type { OwnUser } from './own.store.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);

const stack = useTestStack({ now: () => BASE });

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) =>
  callJson<T>(stack, method, path, body, token);

interface Session {
  auth: OwnAuth;
  user: OwnUser;
}

const login = (email: string, password: string) =>
  call<Session>('POST', '/auth/login', { email, password, referrer: '1' });

async function viewer(): Promise<Session> {
  return (await login('viewer@statecast.test', DEMO_PASSWORD)).body;
}

const register = (fields: Record<string, unknown> = {}) =>
  call<{ message: string; user: OwnUser }>('POST', '/auth/register', {
    firstName: 'Otto',
    lastName: 'Pee',
    email: 'otto@statecast.test',
    password: 'Secret123',
    dob: '1999-12-31',
    ...fields,
  });

describe('own back end: e-mail accounts with codes (seed 001 §7, 002 §7)', () => {
  it('registers, confirms by mailed code, reads the user, refreshes with rotation and logs out', async () => {
    const created = await register();
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: 'otto@statecast.test',
      firstName: 'Otto',
      dob: '1999-12-31',
      isEmailConfirmed: false,
      isPasswordSet: true,
      provider: null,
      preferences: { sports: [] },
      metadata: { register_source: 'email', has_password: true },
    });

    const refused = await login('otto@statecast.test', 'Secret123');
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Please verify your email address before logging in', isEmailConfirmed: false },
    });

    const mail = await latestMail(stack, 'otto@statecast.test');
    expect(mail).toMatchObject({ platform: 'own', subject: 'Your verification code' });
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.link).toContain('/verify-otp?email=otto%40statecast.test');

    const confirmed = await call<Session & { message: string }>('POST', '/auth/confirm-email', {
      otp: mail.otp,
      email: 'otto@statecast.test',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.isEmailConfirmed).toBe(true);
    expect(confirmed.body.auth).toMatchObject({
      expiresIn: OWN_JWT_TTL_MS / 1000,
      expiresAt: BASE + OWN_JWT_TTL_MS,
    });

    const session = (await login('otto@statecast.test', 'Secret123')).body;
    const me = await call<OwnUser>('GET', '/auth/user', undefined, session.auth.jwt);
    expect(me.body).toMatchObject({
      email: 'otto@statecast.test',
      id: session.user.id,
      uuid: session.user.uuid,
    });

    const refreshed = await call<Session>('GET', '/auth/refresh-token', undefined, session.auth.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.email).toBe('otto@statecast.test');
    expect(refreshed.body.auth.refreshToken).not.toBe(session.auth.refreshToken);
    expect(await call('GET', '/auth/refresh-token', undefined, session.auth.refreshToken)).toEqual({
      status: 401,
      body: { message: 'Refresh token is expired or does not exist' },
    });

    const out = await call('POST', '/auth/logout', undefined, refreshed.body.auth.jwt);
    expect(out.status).toBe(200);
    expect((await call('GET', '/auth/user', undefined, refreshed.body.auth.jwt)).status).toBe(401);
    expect(
      (await call('GET', '/auth/refresh-token', undefined, refreshed.body.auth.refreshToken)).status,
    ).toBe(401);
  });

  it('answers 401 once the JWT is 15 minutes old, so the app refreshes and replays', async () => {
    const session = await viewer();
    await advanceClock(stack, OWN_JWT_TTL_MS - 1000);
    expect((await call('GET', '/auth/user', undefined, session.auth.jwt)).status).toBe(200);
    await advanceClock(stack, 1000);
    expect(await call('GET', '/auth/user', undefined, session.auth.jwt)).toEqual({
      status: 401,
      body: { message: 'jwt expired' },
    });
    const refreshed = await call<Session>('GET', '/auth/refresh-token', undefined, session.auth.refreshToken);
    expect((await call('GET', '/favorite', undefined, refreshed.body.auth.jwt)).status).toBe(200);
    expect(await call('GET', '/auth/user')).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect((await call('GET', '/auth/user', undefined, 'not.a.jwt')).body).toEqual({
      message: 'Invalid token',
    });
    expect((await call('GET', '/auth/refresh-token')).body).toEqual({ message: 'Refresh token is missing' });
  });

  it('checks codes: shape, value, expiry, and a resend replaces the old one', async () => {
    await register();
    const confirm = (otp: string) =>
      call('POST', '/auth/confirm-email', { otp, email: 'otto@statecast.test' });
    const first = (await latestMail(stack, 'otto@statecast.test')).otp as string;
    expect(await confirm('12ab')).toEqual({
      status: 400,
      body: { message: 'OTP must be 6 digits', errors: ['OTP must be 6 digits'] },
    });
    expect((await confirm(first === '000000' ? '000001' : '000000')).body).toMatchObject({
      message: 'Invalid OTP',
    });

    const resent = await call('POST', '/auth/resend-email-confirmation', { email: 'otto@statecast.test' });
    expect(resent.body).toEqual({ message: 'Otp sent successfully!' });
    const second = (await latestMail(stack, 'otto@statecast.test')).otp as string;
    expect(await mailbox(stack, 'otto@statecast.test')).toHaveLength(2);
    if (first !== second) expect((await confirm(first)).body).toMatchObject({ message: 'Invalid OTP' });

    await advanceClock(stack, OTP_TTL_MS);
    expect((await confirm(second)).body).toMatchObject({ message: 'OTP has expired' });

    await call('POST', '/auth/resend-email-confirmation', { email: 'otto@statecast.test' });
    const third = (await latestMail(stack, 'otto@statecast.test')).otp as string;
    expect((await confirm(third)).status).toBe(200);
    expect((await confirm(third)).body).toMatchObject({ message: 'Email is already verified' });
    expect(
      (await call('POST', '/auth/resend-email-confirmation', { email: 'otto@statecast.test' })).body,
    ).toMatchObject({
      message: 'Email is already verified',
    });
    expect(
      (await call('POST', '/auth/resend-email-confirmation', { email: 'nobody@statecast.test' })).status,
    ).toBe(404);
  });

  it('lets the seeded unconfirmed user in after confirming', async () => {
    const refused = await login('unconfirmed@statecast.test', DEMO_PASSWORD);
    expect(refused.body).toMatchObject({ isEmailConfirmed: false });
    await call('POST', '/auth/resend-email-confirmation', { email: 'unconfirmed@statecast.test' });
    const { otp } = await latestMail(stack, 'unconfirmed@statecast.test');
    expect(
      (await call('POST', '/auth/confirm-email', { otp, email: 'unconfirmed@statecast.test' })).status,
    ).toBe(200);
    expect((await login('unconfirmed@statecast.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses registrations with a message and an errors list (seed 001 §7)', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'nope' }, 400, 'Please enter a valid email'],
      [
        { password: 'short1' },
        400,
        'Password must be at least 8 characters long and contain a lowercase letter and a number',
      ],
      [{ firstName: 'x'.repeat(51) }, 400, 'firstName must be at most 50 characters'],
      [{ dob: '2999-01-01' }, 400, 'Date of birth must be a past date (yyyy-mm-dd)'],
      [{ email: 'viewer@statecast.test' }, 409, 'User with this email already exists'],
    ];
    for (const [fields, status, message] of cases) {
      expect(await register(fields), message).toEqual({ status, body: { message, errors: [message] } });
    }
    // firstName, lastName and dob are optional.
    expect((await register({ firstName: undefined, lastName: undefined, dob: '' })).status).toBe(201);
  });

  it('refuses wrong passwords and password sign-in for a social account', async () => {
    expect(await login('viewer@statecast.test', 'Wrong1234')).toEqual({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
    expect((await login('nobody@statecast.test', DEMO_PASSWORD)).body).toEqual({
      message: 'Invalid email or password',
    });
    expect((await login('gemma.google@statecast.test', 'Anything1')).body).toEqual({
      message: 'This account signs in with google',
    });
    expect((await login('bad', 'x')).status).toBe(400);
  });

  it('resets a password: code by mail, verify with the token, then set it once', async () => {
    const session = await viewer();
    const asked = await call<{ token: string; message: string }>('POST', '/auth/forgot-password', {
      email: 'viewer@statecast.test',
    });
    expect(asked.status).toBe(200);
    const { token } = asked.body;
    const mail = await latestMail(stack, 'viewer@statecast.test');
    expect(mail).toMatchObject({ subject: 'Your password reset code', token });
    expect(mail.link).toContain(`/reset-password?token=${token}&email=viewer%40statecast.test`);
    const otp = mail.otp as string;
    const wrongOtp = otp === '000000' ? '000001' : '000000';

    expect(
      (await call('POST', '/auth/verify-reset-password-otp', { otp: wrongOtp, token })).body,
    ).toMatchObject({ message: 'Invalid OTP' });
    expect(
      (await call('POST', '/auth/verify-reset-password-otp', { otp, token: 'nope' })).body,
    ).toMatchObject({
      message: 'Invalid or expired reset token',
    });
    expect((await call('POST', '/auth/verify-reset-password-otp', { otp, token })).body).toEqual({
      message: 'Otp verified successfully!',
    });

    expect((await call('POST', '/auth/reset-password', { password: 'weak', token, otp })).status).toBe(400);
    expect(
      (await call('POST', '/auth/reset-password', { password: 'Fresh1234', token, otp: wrongOtp })).body,
    ).toMatchObject({
      message: 'Invalid OTP',
    });
    expect((await call('POST', '/auth/reset-password', { password: 'Fresh1234', token, otp })).status).toBe(
      200,
    );
    expect(
      (await call('POST', '/auth/reset-password', { password: 'Again1234', token, otp })).body,
    ).toMatchObject({
      message: 'Invalid or expired reset token',
    });
    expect((await login('viewer@statecast.test', 'Fresh1234')).status).toBe(200);
    expect((await call('GET', '/auth/user', undefined, session.auth.jwt)).status).toBe(401);
  });

  it('refuses an expired reset code and unknown addresses', async () => {
    const { token } = (
      await call<{ token: string }>('POST', '/auth/forgot-password', { email: 'viewer@statecast.test' })
    ).body;
    const { otp } = await latestMail(stack, 'viewer@statecast.test');
    await advanceClock(stack, 10 * MINUTE_MS);
    expect((await call('POST', '/auth/verify-reset-password-otp', { otp, token })).body).toMatchObject({
      message: 'OTP has expired',
    });
    expect((await call('POST', '/auth/forgot-password', { email: 'nobody@statecast.test' })).status).toBe(
      404,
    );
    expect((await call('POST', '/auth/forgot-password', { email: 'bad' })).body).toMatchObject({
      message: 'Please enter a valid email',
    });
  });
});

describe('own back end: profile, passwords and account (seed 002 §4, §5)', () => {
  it('updates names, date of birth, the notification switch and metadata', async () => {
    const { auth } = await viewer();
    const updated = await call<OwnUser>(
      'PATCH',
      '/auth/user',
      { firstName: 'Vee', lastName: 'View', dob: '1991-02-03' },
      auth.jwt,
    );
    expect(updated.body).toMatchObject({
      firstName: 'Vee',
      lastName: 'View',
      dob: '1991-02-03',
      sendEmailNotification: true,
    });
    const muted = await call<OwnUser>('PATCH', '/auth/user', { sendEmailNotification: false }, auth.jwt);
    expect(muted.body.sendEmailNotification).toBe(false);
    const meta = await call<OwnUser>(
      'PATCH',
      '/auth/user',
      { metadata: { sub_1: 'pending-downgrade' } },
      auth.jwt,
    );
    expect(meta.body.metadata).toMatchObject({ sub_1: 'pending-downgrade', register_source: 'email' });
    expect((await call('PATCH', '/auth/user', { lastName: 'y'.repeat(51) }, auth.jwt)).body).toMatchObject({
      message: 'lastName must be at most 50 characters',
    });
    expect((await call('PATCH', '/auth/user', { sendEmailNotification: 'yes' }, auth.jwt)).status).toBe(400);
  });

  it('saves preferred sports and offers the list to pick from', async () => {
    const { auth, user } = await viewer();
    expect(user.preferences.sports).toEqual(['Climbing', 'Korfball']);
    const saved = await call(
      'PATCH',
      '/auth/user/preferences',
      { preferences: { sports: ['Archery', 'Archery', 'Sumo'] } },
      auth.jwt,
    );
    expect(saved.body).toEqual({ _id: user.preferences._id, sports: ['Archery', 'Sumo'] });
    expect(
      (await call('PATCH', '/auth/user/preferences', { preferences: { sports: [] } }, auth.jwt)).body,
    ).toMatchObject({
      message: 'Please select at least one sport',
    });
    expect(
      (await call('PATCH', '/auth/user/preferences', { preferences: { sports: [' '] } }, auth.jwt)).status,
    ).toBe(400);
    const offered = await call<Array<{ id: string; title: string }>>('GET', '/auth/media-preferences');
    expect(offered.body.map((s) => s.title)).toEqual([...PREFERENCE_SPORTS]);
    expect(offered.body[1]).toEqual({ id: 'beach-handball', title: 'Beach Handball' });
  });

  it('changes the password with the old one', async () => {
    const { auth } = await viewer();
    const change = (oldPassword: string, newPassword: string) =>
      call('PATCH', '/auth/update-password', { oldPassword, newPassword }, auth.jwt);
    expect((await change('Wrong1234', 'Newpass123')).body).toMatchObject({
      message: 'Old password is incorrect',
    });
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).body).toMatchObject({
      message: 'New password cannot be the same as the old password!',
    });
    expect((await change(DEMO_PASSWORD, 'weak')).status).toBe(400);
    expect((await change(DEMO_PASSWORD, 'Newpass123')).body).toEqual({
      message: 'Password updated successfully!',
    });
    expect((await login('viewer@statecast.test', 'Newpass123')).status).toBe(200);
  });

  it('deletes an account with its password', async () => {
    const { auth } = await viewer();
    const remove = (body?: unknown) => call('DELETE', '/auth/account', body, auth.jwt);
    expect((await remove()).body).toMatchObject({ message: 'Password is required!' });
    expect((await remove({ password: 'Wrong1234' })).body).toMatchObject({ message: 'Incorrect password' });
    expect((await remove({ password: DEMO_PASSWORD })).body).toEqual({
      message: 'Account deleted successfully!',
    });
    expect((await login('viewer@statecast.test', DEMO_PASSWORD)).status).toBe(401);
    expect((await call('GET', '/auth/user', undefined, auth.jwt)).status).toBe(401);
    expect(stack.ctx.db.get('SELECT COUNT(*) AS n FROM own_favorites WHERE user_id = 1')).toEqual({ n: 0 });
    expect((await latestMail(stack, 'viewer@statecast.test')).subject).toBe('Your account has been deleted');
  });
});

describe('own back end: favorites and watch history (seed 002 §7)', () => {
  it('stores favorites: list, add, duplicate refused with a message, read one, remove', async () => {
    const { auth } = await viewer();
    const list = async () =>
      (await call<Array<{ mediaid: string }>>('GET', '/favorite', undefined, auth.jwt)).body.map(
        (f) => f.mediaid,
      );
    expect(await list()).toEqual(['MvAct001', 'SrHarb01', 'EvLive01']);
    await advanceClock(stack, 1000);
    const added = await call('POST', '/favorite', { mediaid: 'NeWmEdIa' }, auth.jwt);
    expect(added).toEqual({
      status: 201,
      body: { mediaid: 'NeWmEdIa', createdAt: new Date(BASE + 1000).toISOString() },
    });
    expect(await call('POST', '/favorite', { mediaid: 'NeWmEdIa' }, auth.jwt)).toEqual({
      status: 400,
      body: { message: 'Media is already in favorites', errors: ['Media is already in favorites'] },
    });
    expect((await call('POST', '/favorite', {}, auth.jwt)).status).toBe(400);
    expect(await list()).toEqual(['NeWmEdIa', 'MvAct001', 'SrHarb01', 'EvLive01']);
    expect((await call('GET', '/favorite/NeWmEdIa', undefined, auth.jwt)).body).toMatchObject({
      mediaid: 'NeWmEdIa',
    });
    expect((await call('DELETE', '/favorite/NeWmEdIa', undefined, auth.jwt)).status).toBe(200);
    expect((await call('GET', '/favorite/NeWmEdIa', undefined, auth.jwt)).status).toBe(404);
    expect((await call('DELETE', '/favorite/NeWmEdIa', undefined, auth.jwt)).body).toEqual({
      message: 'Favorite not found',
    });
  });

  it('stores watch progress, newest first', async () => {
    const { auth } = await viewer();
    const list = async () =>
      (
        await call<Array<{ mediaid: string; progress: number }>>('GET', '/watch-history', undefined, auth.jwt)
      ).body.map(({ mediaid, progress }) => ({ mediaid, progress }));
    expect(await list()).toEqual([
      { mediaid: 'MvCom002', progress: 0.42 },
      { mediaid: 'EpHL1E02', progress: 0.75 },
      { mediaid: 'MvThr003', progress: 0.98 },
    ]);
    await advanceClock(stack, 1000);
    const saved = await call('POST', '/watch-history', { mediaid: 'MvThr003', progress: 0.5 }, auth.jwt);
    expect(saved.body).toMatchObject({ mediaid: 'MvThr003', progress: 0.5 });
    expect((await list())[0]).toEqual({ mediaid: 'MvThr003', progress: 0.5 });
    expect(
      (await call('POST', '/watch-history', { mediaid: 'X', progress: 2 }, auth.jwt)).body,
    ).toMatchObject({
      message: 'progress must be a number from 0 to 1',
    });
    expect((await call('POST', '/watch-history', { mediaid: 'X', progress: '0.5' }, auth.jwt)).status).toBe(
      400,
    );
    expect((await call('GET', '/watch-history')).status).toBe(401);
  });
});
