import { describe, expect, it } from 'vitest';
import {
  accountTests,
  DEMO_PASSWORD,
  failure,
  HOUR,
  latestMail,
  loginFailure,
  NEW_PASSWORD,
  registerAs,
  registerFailure,
  STAND_IN,
  VIEWER_FAVORITES,
} from '../account.testing';
import { FeatureDisabledError, SessionExpiredError } from '@/services/account/account.types';
import {
  HOSTED_FEATURES,
  HOSTED_MESSAGES,
  HOSTED_TOKEN_STORAGE_KEY,
} from '@/services/account/hosted/hosted-platform';

const { bed, make, signedIn } = accountTests('hosted', { referrer: 'https://app.test/' });

describe('hosted platform account service (seed 000 §7)', () => {
  it('signs in with a form-encoded password grant; names come from the metadata', async () => {
    const { result } = await signedIn();
    const [call] = bed.callsTo('POST /hosted/v2/accounts/authenticate');
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call?.body ?? ''))).toMatchObject({
      client_id: STAND_IN.clientId,
      grant_type: 'password',
      username: 'viewer@statecast.test',
      referrer: 'https://app.test/',
    });
    expect(result.session.expiresAt).toBe(bed.now() + HOUR);
    expect(result.user).toMatchObject({
      firstName: 'Vera',
      lastName: 'Viewer',
      fullName: 'Vera Viewer',
      hasPassword: true,
    });
    expect(JSON.parse(bed.storage.getItem(HOSTED_TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({
      access_token: result.session.accessToken,
      expires: Math.floor(result.session.expiresAt / 1000),
    });
  });

  it("maps login failures to 'wrong combination' with the platform's generic message (seed 000 §8)", async () => {
    const { service } = make();
    const error = await loginFailure(service, 'viewer@statecast.test', 'nope');
    expect(error).toMatchObject({
      code: 'wrong-combination',
      message: HOSTED_MESSAGES.login,
      serverMessage: 'invalid credentials',
    });
  });

  it('registers with the e-mail as full name when no names are given, and the consents in metadata', async () => {
    const { service } = make();
    const result = await registerAs(service, 'nameless@statecast.test', {
      consents: [
        { name: 'terms', version: '1', state: 'accepted', value: null },
        { name: 'viewing_habit', version: '1', state: 'accepted', value: 'tv' },
      ],
    });
    expect(result.status).toBe('signed-in');
    const form = new URLSearchParams(bed.callsTo('POST /hosted/accounts')[0]?.body ?? '');
    // seed 000 §5: where empty full names are unsupported the e-mail is sent as full name.
    expect(form.get('full_name')).toBe('nameless@statecast.test');
    expect(form.get('metadata[terms]')).toBe('true');
    expect(form.get('metadata[viewing_habit]')).toBe('tv');
    expect(JSON.parse(form.get('metadata[consents]') ?? '[]')).toHaveLength(2);
  });

  it('maps register failures (seed 000 §8)', async () => {
    const { service } = make();
    expect(await registerFailure(service, 'viewer@statecast.test')).toMatchObject({
      code: 'user-exists',
      message: HOSTED_MESSAGES.register,
    });
    expect(await registerFailure(service, 'bad')).toMatchObject({
      code: 'invalid-email',
    });
    expect(await registerFailure(service, 'x@statecast.test', 'short')).toMatchObject({
      code: 'invalid-password',
    });
  });

  it('re-sends the e-mail as full name when both names are emptied (seed 000 §5)', async () => {
    const { service } = await signedIn();
    const updated = await service.updateUser({ firstName: ' ', lastName: '' });
    const form = new URLSearchParams(bed.callsTo('PUT /hosted/accounts').at(-1)?.body ?? '');
    expect(form.get('full_name')).toBe('viewer@statecast.test');
    expect(updated).toMatchObject({ firstName: '', lastName: '', fullName: 'viewer@statecast.test' });
  });

  it('refreshes an expired access token with the rotating refresh token', async () => {
    const { service } = await signedIn();
    bed.advance(HOUR + 1000);
    await expect(service.getUser()).resolves.toMatchObject({ email: 'viewer@statecast.test' });
    const [refresh] = bed.callsTo('POST /hosted/accounts/authenticate');
    expect(new URLSearchParams(refresh?.body ?? '').get('grant_type')).toBe('refresh_token');
  });

  it('refreshes a refused access token and replays the call once (seed 001 §4)', async () => {
    const { service, session, result } = await signedIn();
    session.store.write({ ...result.session, accessToken: 'forged' });
    await expect(service.getUser()).resolves.toMatchObject({ email: 'viewer@statecast.test' });
    expect(bed.callsTo('POST /hosted/accounts/authenticate').at(-1)?.body).toContain(
      'grant_type=refresh_token',
    );
    expect(session.store.read()?.accessToken).not.toBe('forged');
    expect(bed.callsTo('GET /hosted/accounts')).toHaveLength(2);
  });

  it('ends the session when the refresh after a refused access token fails too', async () => {
    const { service, session, result } = await signedIn();
    session.store.write({ ...result.session, accessToken: 'forged', refreshToken: 'spent' });
    const error = await failure(service.getUser());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(session.store.read()).toBeNull();
  });

  it('shows the name capture when a name is missing (seed 000 §5)', async () => {
    const { service } = await signedIn('noname@statecast.test');
    const capture = await service.getCaptureStatus();
    expect(capture.shouldCaptureBeDisplayed).toBe(true);
    const user = await service.updateCaptureAnswers({ firstName: 'Nina', lastName: 'Named' });
    expect(user.fullName).toBe('Nina Named');
  });

  it('lists register fields as consents and custom fields, without the name fields', async () => {
    const { service } = make();
    const fields = await service.getPublisherConsents();
    expect(fields.map((f) => f.name)).not.toContain('first_name');
    expect(fields.find((f) => f.name === 'terms')).toMatchObject({
      required: true,
      isCustomRegisterField: false,
    });
    expect(fields.find((f) => f.name === 'viewing_habit')).toMatchObject({
      type: 'radio',
      isCustomRegisterField: true,
    });
  });

  it('reads and changes favorites and history, one call per change', async () => {
    const { service } = await signedIn();
    expect((await service.watchLists.loadFavorites()).map((f) => f.mediaid)).toEqual(VIEWER_FAVORITES);
    await service.watchLists.persistFavorites([], { type: 'remove', mediaid: 'MvAct001' });
    expect(bed.callsTo('DELETE /hosted/v2/accounts/media/favorites/MvAct001')).toHaveLength(1);
    const history = await service.watchLists.loadHistory();
    expect(history).toContainEqual({ mediaid: 'MvCom002', progress: 0.42 });
    expect(bed.calls.some((c) => c.path === '/hosted/v2/accounts/media/watch-history')).toBe(true);
    await service.watchLists.persistHistory([], {
      type: 'save',
      entry: { mediaid: 'MvCom002', progress: 0.5 },
    });
    expect(await service.watchLists.loadHistory()).toContainEqual({ mediaid: 'MvCom002', progress: 0.5 });
  });

  it('changes, resets and maps password failures (seed 001 §5)', async () => {
    const { service } = await signedIn();
    const wrongOld = await failure(
      service.changePassword({
        oldPassword: 'nope',
        newPassword: 'Another123',
        newPasswordConfirmation: 'Another123',
      }),
    );
    expect(wrongOld).toMatchObject({
      code: 'old-password-mismatch',
      message: HOSTED_MESSAGES.changePassword,
    });
    await service.requestPasswordReset({ email: 'viewer@statecast.test' });
    const { token } = await latestMail(bed.stack, 'viewer@statecast.test');
    const spent = NEW_PASSWORD;
    await service.resetPassword({ ...spent, token: token ?? '' });
    expect(await failure(service.resetPassword({ ...spent, token: token ?? '' }))).toMatchObject({
      code: 'invalid-reset-token',
    });
  });

  it('builds social sign-in links with the state the platform expects', async () => {
    const { service } = make();
    const urls = await service.getSocialLoginUrls('https://app.test/');
    expect(urls.map((u) => u.provider)).toEqual(['google', 'apple']);
    expect(new URL(urls[0]?.url ?? '', 'https://x.test').searchParams.get('platform')).toBe('hosted');
  });

  it('exports and deletes with the flags on; deletion maps a wrong password (seed 000 §8)', async () => {
    const { service } = await signedIn();
    expect(service.features).toEqual(HOSTED_FEATURES);
    await service.exportAccountData();
    expect(await failure(service.deleteAccount({ password: 'nope' }))).toMatchObject({
      code: 'invalid-credentials',
    });
    await service.deleteAccount({ password: DEMO_PASSWORD });
    const error = await failure(service.updateEmail({ email: 'a@b.c', confirmationPassword: 'x' }));
    expect(error).toBeInstanceOf(FeatureDisabledError);
    expect(error.message).toBe('canUpdateEmail is not enabled');
  });
});
