import { describe, expect, it } from 'vitest';
import {
  accountTests,
  DEMO_PASSWORD,
  expectNewPasswordWorks,
  failure,
  fault,
  latestMail,
  loginFailure,
  MINUTE,
  NEW_PASSWORD,
  registerAs,
  registerFailure,
  TEST_BASE_TIME,
  VIEWER,
  VIEWER_FAVORITES,
} from '../account.testing';
import { SessionExpiredError } from '@/services/account/account.types';
import {
  OWN_AUTH_STORAGE_KEY,
  OWN_BACKEND_FEATURES,
} from '@/services/account/own-backend/own-backend-platform';

const { bed, make, signedIn } = accountTests('ownBackend');

describe('own back end account service (seed 001 §7, seed 002 §7)', () => {
  it('signs in with referrer "1" and persists the auth state under auth-storage (seed 001 §3)', async () => {
    const { result } = await signedIn();
    expect(JSON.parse(bed.callsTo('POST /auth/login')[0]?.body ?? '{}')).toMatchObject({ referrer: '1' });
    expect(result.user).toMatchObject({
      firstName: 'Vera',
      lastName: 'Viewer',
      dob: '1990-05-17',
      preferences: { sports: ['Climbing', 'Korfball'] },
      hasPassword: true,
    });
    const stored = JSON.parse(bed.storage.getItem(OWN_AUTH_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['expiresAt', 'expiresIn', 'jwt', 'refreshToken', 'type']);
    expect(stored).toMatchObject({ type: 'manual', expiresAt: result.session.expiresAt });
  });

  it('tells an unconfirmed e-mail apart, and shows the server message otherwise (seed 002 §4, §8)', async () => {
    const { service } = make();
    const unconfirmed = await loginFailure(service, 'unconfirmed@statecast.test', DEMO_PASSWORD);
    expect(unconfirmed).toMatchObject({ code: 'email-not-confirmed', status: 403 });
    const wrong = await loginFailure(service, 'viewer@statecast.test', 'Wrong123!');
    expect(wrong).toMatchObject({ code: 'wrong-combination', message: 'Invalid email or password' });
  });

  it('registers, then confirms the e-mail with the mailed code (seed 002 §4)', async () => {
    const { service } = make();
    const result = await registerAs(service, 'otp.viewer@statecast.test', {
      firstName: 'Otto',
      lastName: 'Pee',
      dob: '1999-01-02',
    });
    expect(result).toEqual({ status: 'confirm-email', email: 'otp.viewer@statecast.test' });
    const { otp } = await latestMail(bed.stack, 'otp.viewer@statecast.test');
    const wrong = await failure(service.confirmEmail({ email: 'otp.viewer@statecast.test', otp: '000000' }));
    expect(wrong.field).toBe('otp');
    const confirmed = await service.confirmEmail({ email: 'otp.viewer@statecast.test', otp: otp ?? '' });
    expect(confirmed.user).toMatchObject({ firstName: 'Otto', isEmailConfirmed: true });
  });

  it('shows the first entry of errors as the message; maps a taken e-mail (seed 001 §7)', async () => {
    const { service } = make();
    const taken = await registerFailure(service, 'viewer@statecast.test');
    expect(taken).toMatchObject({
      code: 'user-exists',
      message: 'User with this email already exists',
      fieldErrors: ['User with this email already exists'],
    });
  });

  it("says 'Request failed with status {n}' when an error body is not JSON (seed 001 §7)", async () => {
    const { service } = await signedIn();
    await fault(bed.stack, {
      route: 'GET /auth/media-preferences',
      status: 502,
      body: 'Bad gateway',
      times: 1,
    });
    const error = await failure(service.getSportOptions());
    expect(error.message).toBe('Request failed with status 502');
  });

  it('refreshes on a 401 mid-session and replays the call (seed 001 §4)', async () => {
    // The server's clock passes the jwt's expiry; the app's does not notice.
    const { service, result } = await signedIn(VIEWER, { now: () => TEST_BASE_TIME });
    bed.advance(16 * MINUTE);
    const favorites = await service.watchLists.loadFavorites();
    expect(favorites.map((f) => f.mediaid)).toEqual(VIEWER_FAVORITES);
    expect(bed.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/login',
      'GET /favorite',
      'GET /auth/refresh-token',
      'GET /favorite',
    ]);
    expect(bed.callsTo('GET /auth/refresh-token')[0]?.headers.authorization).toBe(
      `Bearer ${result.session.refreshToken}`,
    );
    expect(bed.callsTo('GET /favorite')[1]?.headers.authorization).not.toBe(
      `Bearer ${result.session.accessToken}`,
    );
  });

  it('ends the session when the refresh is refused', async () => {
    const { service, session } = await signedIn();
    await fault(bed.stack, { route: 'GET /auth/user', status: 401, times: 1 });
    await fault(bed.stack, { route: 'GET /auth/refresh-token', status: 401, times: 1 });
    const error = await failure(service.getUser());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.message).toBe('Authentication failed - please log in again.');
    expect(session.store.read()).toBeNull();
  });

  it('completes a social sign-in from the hash tokens with POST /auth/create-user', async () => {
    const { service } = make();
    const page = await bed.stack.request('/__stack/social/google', {
      method: 'POST',
      body: new URLSearchParams({
        platform: 'own',
        redirect: 'https://app.test/',
        choice: 'demo',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const hash = new URLSearchParams(new URL(page.headers.get('location') ?? '').hash.slice(1));
    const result = await service.completeSocialSignIn({
      token: hash.get('token') ?? '',
      refreshToken: hash.get('refresh_token') ?? '',
      expires: Number(hash.get('expires')),
    });
    expect(result.session.type).toBe('social');
    expect(result.user).toMatchObject({
      email: 'gemma.google@statecast.test',
      provider: 'google',
      hasPassword: false,
    });
    expect(result.isNewUser).toBe(false);
    const urls = await service.getSocialLoginUrls('https://app.test/');
    expect(urls[0]?.url).toBe('/__stack/social/google?platform=own&redirect=https%3A%2F%2Fapp.test%2F');
  });

  it('updates preferences and the profile; sends favorites and history changes', async () => {
    const { service } = await signedIn();
    expect((await service.getSportOptions()).length).toBeGreaterThan(3);
    expect(await service.updatePreferences({ sports: ['Archery'] })).toMatchObject({ sports: ['Archery'] });
    expect(await service.updateUser({ firstName: ' Vee ' })).toMatchObject({
      firstName: 'Vee',
      lastName: 'Viewer',
    });
    await service.watchLists.persistFavorites([], { type: 'add', entry: { mediaid: 'NEW00001' } });
    expect(JSON.parse(bed.callsTo('POST /favorite')[0]?.body ?? '{}')).toEqual({ mediaid: 'NEW00001' });
    await service.watchLists.persistHistory([], {
      type: 'save',
      entry: { mediaid: 'MvCom002', progress: 0.6 },
    });
    expect(await service.watchLists.loadHistory()).toContainEqual({ mediaid: 'MvCom002', progress: 0.6 });
  });

  it('resets a password with the mailed code (seed 002 §4)', async () => {
    const { service } = make();
    const { token } = await service.requestPasswordReset({ email: 'viewer@statecast.test' });
    const { otp } = await latestMail(bed.stack, 'viewer@statecast.test');
    await service.verifyPasswordResetCode({ token: token ?? '', otp: otp ?? '' });
    await service.resetPassword({ ...NEW_PASSWORD, token: token ?? '', otp: otp ?? '' });
    await expectNewPasswordWorks(service);
  });

  it('changes the password and maps a wrong old one; deletes with the password', async () => {
    const { service } = await signedIn();
    expect(service.features).toEqual(OWN_BACKEND_FEATURES);
    const wrong = await failure(
      service.changePassword({
        oldPassword: 'Nope1234',
        newPassword: 'Another123',
        newPasswordConfirmation: 'Another123',
      }),
    );
    expect(wrong).toMatchObject({ code: 'old-password-mismatch', message: 'Old password is incorrect' });
    expect(await failure(service.deleteAccount({ password: 'Nope1234' }))).toMatchObject({
      code: 'invalid-credentials',
    });
    await service.deleteAccount({ password: DEMO_PASSWORD });
    await expect(service.exportAccountData()).rejects.toThrow('canExportAccountData is not enabled');
  });

  it('logs out with the bearer token', async () => {
    const { service, result } = await signedIn();
    await service.logout();
    expect(bed.callsTo('POST /auth/logout')[0]?.headers.authorization).toBe(
      `Bearer ${result.session.accessToken}`,
    );
  });
});
