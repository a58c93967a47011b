import { describe, expect, it } from 'vitest';
import {
  accountTests,
  DEMO_PASSWORD,
  expectNewPasswordWorks,
  failure,
  latestMail,
  loginFailure,
  MINUTE,
  NEW_PASSWORD,
  registerAs,
  registerFailure,
  STAND_IN,
  VIEWER_FAVORITES,
} from '../account.testing';
import { FeatureDisabledError, SessionExpiredError } from '@/services/account/account.types';
import { COMMERCE_AUTH_STORAGE_KEY, COMMERCE_FEATURES } from '@/services/account/commerce/commerce-platform';

const { bed, make, signedIn } = accountTests('commerce');

describe('commerce platform account service (seed 000 §7)', () => {
  it('signs in: tokens from POST /auths, the session expiring with the JWT, the customer as the user', async () => {
    const { result } = await signedIn();
    expect(result.session.type).toBe('manual');
    expect(result.session.expiresAt).toBe(bed.now() + 5 * MINUTE);
    expect(result.user).toMatchObject({
      id: '362000001',
      email: 'viewer@statecast.test',
      firstName: 'Vera',
      lastName: 'Viewer',
      fullName: 'Vera Viewer',
      provider: null,
    });
    const [auth] = bed.callsTo('POST /commerce/auths');
    expect(JSON.parse(auth?.body ?? '{}')).toMatchObject({
      email: 'viewer@statecast.test',
      publisherId: STAND_IN.publisherId,
    });
    expect(bed.callsTo('GET /commerce/customers/362000001')[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it("stores the session under the app's 'auth' key (seed 000 §9)", async () => {
    const { result, service } = await signedIn();
    const stored = JSON.parse(bed.storage.getItem(COMMERCE_AUTH_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      jwt: result.session.accessToken,
      refreshToken: result.session.refreshToken,
    });
    expect(service.hasStoredSession()).toBe(true);
  });

  it("maps login failures: 'invalid param email' -> wrong email, anything else -> wrong combination (seed 000 §8)", async () => {
    const { service } = make();
    const badEmail = await loginFailure(service, 'not-an-email', 'x');
    expect(badEmail).toMatchObject({
      code: 'wrong-email',
      field: 'email',
      serverMessage: 'invalid param email',
    });
    const badPassword = await loginFailure(service, 'viewer@statecast.test', 'Wrong123!');
    expect(badPassword).toMatchObject({
      code: 'wrong-combination',
      field: null,
      serverMessage: 'invalid credentials',
    });
  });

  it('registers with the locales of GET /locales and stores the consents', async () => {
    const { service } = make();
    const result = await registerAs(service, 'new.viewer@statecast.test', {
      firstName: '  Nora ',
      lastName: 'New',
      consents: [
        { name: 'terms', version: '2', state: 'accepted', value: null },
        { name: 'marketing', version: '1', state: 'declined', value: null },
      ],
    });
    expect(result.status).toBe('signed-in');
    if (result.status !== 'signed-in') return;
    expect(result.user).toMatchObject({
      email: 'new.viewer@statecast.test',
      firstName: 'Nora',
      lastName: 'New',
    });
    expect(bed.callsTo('GET /commerce/locales')).toHaveLength(1);
    const body = JSON.parse(bed.callsTo('POST /commerce/customers')[0]?.body ?? '{}') as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ locale: 'nl_NL', country: 'NL', currency: 'EUR', firstName: 'Nora' });
    const consents = bed.callsTo(`PUT /commerce/customers/${result.user.id}/consents`);
    expect(consents).toHaveLength(1);
  });

  it('maps register failures (seed 000 §8)', async () => {
    const { service } = make();
    expect(await registerFailure(service, 'viewer@statecast.test')).toMatchObject({
      code: 'user-exists',
    });
    expect(await registerFailure(service, 'nope')).toMatchObject({
      code: 'invalid-email',
      field: 'email',
    });
    expect(await registerFailure(service, 'weak@statecast.test', 'short')).toMatchObject({
      code: 'invalid-password',
      field: 'password',
    });
  });

  it('sends the captcha value with the registration; a refused one fails to create (seed 001 §7)', async () => {
    const { service } = make();
    await bed.stack.send('PUT', '/__stack/captcha', { required: true });
    const solved = await bed.stack.send('POST', '/__captcha/token', { sitekey: 'sc-captcha-site-key' });
    const { token } = (await solved.json()) as { token: string };
    const result = await registerAs(service, 'captcha.ok@statecast.test', { captchaValue: token });
    expect(result.status).toBe('signed-in');
    const [sent] = bed.callsTo('POST /commerce/customers');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ captchaValue: token });
    // The token is spent: the platform refuses it a second time.
    expect(
      await failure(registerAs(service, 'captcha.again@statecast.test', { captchaValue: token })),
    ).toMatchObject({ code: 'failed-to-create', serverMessage: 'Captcha verification failed' });
  });

  it('refreshes an expired JWT before a call, once, with the single-use refresh token', async () => {
    const { service, result } = await signedIn();
    bed.advance(6 * MINUTE);
    const user = await service.getUser();
    expect(user.email).toBe('viewer@statecast.test');
    const refreshes = bed.callsTo('POST /commerce/auths/refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '{}')).toEqual({ refreshToken: result.session.refreshToken });
  });

  it('turns a refused refresh token into an expired session and clears the tokens (seed 000 §4, §8)', async () => {
    const { service, session, result } = await signedIn();
    // Spend the refresh token elsewhere, so this one is refused.
    await bed.stack.send('POST', '/commerce/auths/refresh_token', {
      refreshToken: result.session.refreshToken,
    });
    bed.advance(6 * MINUTE);
    const error = await failure(service.getUser());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.serverMessage).toBe('Refresh token is expired or does not exist');
    expect(session.store.read()).toBeNull();
  });

  it("refreshes after 'Invalid JWT token' and replays the call once (seed 001 §4)", async () => {
    const { service, session, result } = await signedIn();
    session.store.write({ ...result.session, accessToken: `${result.session.accessToken}x` });
    await expect(service.getUser()).resolves.toMatchObject({ email: result.user.email });
    expect(bed.callsTo('POST /commerce/auths/refresh_token')).toHaveLength(1);
    expect(session.store.read()?.accessToken).not.toBe(`${result.session.accessToken}x`);
  });

  it("ends the session on 'Invalid JWT token' when the refresh fails too (seed 000 §8)", async () => {
    const { service, session, result } = await signedIn();
    session.store.write({
      ...result.session,
      accessToken: `${result.session.accessToken}x`,
      refreshToken: 'spent',
    });
    const error = await failure(service.getUser());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(session.store.read()).toBeNull();
  });

  it('updates names trimmed and refuses names over 50 characters before calling (seed 000 §5)', async () => {
    const { service } = await signedIn();
    const updated = await service.updateUser({ firstName: '  Vee ', lastName: '' });
    expect(updated).toMatchObject({ firstName: 'Vee', lastName: '', fullName: 'Vee' });
    const before = bed.calls.length;
    const tooLong = await failure(service.updateUser({ firstName: 'x'.repeat(51) }));
    expect(tooLong.field).toBe('firstName');
    expect(bed.calls.length).toBe(before + 1); // the current user only; no update sent
  });

  it('changes the e-mail with the confirmation password, mapping a wrong one', async () => {
    const { service } = await signedIn();
    const wrong = await failure(
      service.updateEmail({ email: 'vera2@statecast.test', confirmationPassword: 'nope' }),
    );
    expect(wrong).toMatchObject({ code: 'invalid-credentials', field: 'confirmationPassword' });
    const user = await service.updateEmail({
      email: 'vera2@statecast.test',
      confirmationPassword: DEMO_PASSWORD,
    });
    expect(user.email).toBe('vera2@statecast.test');
  });

  it('reads publisher and customer consents and the capture settings', async () => {
    const { service } = await signedIn();
    const publisher = await service.getPublisherConsents();
    expect(publisher.map((c) => [c.name, c.required, c.type])).toEqual([
      ['terms', true, 'checkbox'],
      ['marketing', false, 'checkbox'],
    ]);
    const customer = await service.getCustomerConsents();
    expect(customer).toContainEqual({ name: 'terms', version: '2', state: 'accepted', value: null });
    const updated = await service.updateCustomerConsents([
      { name: 'marketing', version: '1', state: 'accepted', value: null },
    ]);
    expect(updated).toContainEqual({ name: 'marketing', version: '1', state: 'accepted', value: null });
    const capture = await service.getCaptureStatus();
    expect(capture.isCaptureEnabled).toBe(true);
    expect(capture.shouldCaptureBeDisplayed).toBe(false);
    expect(capture.settings.find((s) => s.key === 'custom_2')?.options).toBe('yes:Yes;no:No');
  });

  it('keeps favorites and history in externalData', async () => {
    const { service } = await signedIn();
    expect((await service.watchLists.loadFavorites()).map((f) => f.mediaid)).toEqual(VIEWER_FAVORITES);
    expect(await service.watchLists.loadHistory()).toContainEqual({ mediaid: 'MvCom002', progress: 0.42 });
    await service.watchLists.persistFavorites([{ mediaid: 'NEW00001' }], {
      type: 'add',
      entry: { mediaid: 'NEW00001' },
    });
    expect(await service.watchLists.loadFavorites()).toEqual([{ mediaid: 'NEW00001' }]);
  });

  it('resets a password with the mailed token and maps a bad token (seed 001 §5)', async () => {
    const { service } = make();
    await service.requestPasswordReset({ email: 'viewer@statecast.test' });
    const { token } = await latestMail(bed.stack, 'viewer@statecast.test');
    const bad = await failure(service.resetPassword({ ...NEW_PASSWORD, token: 'nope' }));
    expect(bad.code).toBe('invalid-reset-link');
    await service.resetPassword({ ...NEW_PASSWORD, token: token ?? '' });
    await expectNewPasswordWorks(service);
  });

  it("refuses what the platform cannot do with '{feature} is not enabled' (seed 000 §6)", async () => {
    const { service } = await signedIn();
    expect(service.features).toEqual(COMMERCE_FEATURES);
    const error = await failure(
      service.changePassword({ oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' }),
    );
    expect(error).toBeInstanceOf(FeatureDisabledError);
    expect(error.message).toBe('canChangePasswordWithOldPassword is not enabled');
    await expect(service.exportAccountData()).rejects.toThrow('canExportAccountData is not enabled');
    await expect(service.deleteAccount({ password: 'x' })).rejects.toThrow('canDeleteAccount is not enabled');
    await expect(service.getSocialLoginUrls('/')).rejects.toThrow('hasSocialURLs is not enabled');
  });

  it("fails calls without a session with 'User not logged in'", async () => {
    const { service } = make();
    await expect(service.getUser()).rejects.toThrow('User not logged in');
  });
});
