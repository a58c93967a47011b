import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { OWN_REFRESH_TOKEN_TTL_MS } from '../constants.js';
import { PREFERENCE_SPORTS } from '../demo-data.js';
import { hashPassword, verifyPassword } from '../shared/crypto.js';
import { appOrigin, bearer, raw, readBody, record, str, type Body } from '../shared/http.js';
import { settleGrants } from '../../payments/payments.store.js';
import { findEntitlement } from '../shared/entitlements.js';
import { sendMail } from '../shared/mailbox.js';
import { forgetUser, revokeSession, revokeUserSessions, rotateRefreshToken } from '../shared/sessions.js';
import { isAcceptablePassword, isEmail, isIsoDate, isNameTooLong, isProgress } from '../shared/validation.js';
import { checkConfirmationOtp, checkResetOtp, issueOtp, markOtpVerified, useOtp } from './otp.js';
import {
  findOwnFavorite,
  findOwnUser,
  findOwnUserByEmail,
  insertOwnUser,
  listOwnFavorites,
  listOwnHistory,
  parseJson,
  saveOwnHistory,
  toOwnUser,
  type OwnUserRow,
} from './own.store.js';
import { authenticateOwn, ownAuth, ownError, ownFieldError, signInOwn } from './own.tokens.js';

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long and contain a lowercase letter and a number';
const EMAIL_MESSAGE = 'Please enter a valid email';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');

/**
 * Stand-in for the event site's own back end (seed 001 §7, seed 002 §7): e-mail and password
 * accounts confirmed by a six-digit code, password reset by code, social accounts without a
 * password, preferences, favorites and watch history. JSON in and out; 401 on an expired JWT so
 * that the app refreshes and replays.
 */
export function ownRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  const { db } = ctx;
  const now = () => ctx.clock.now();
  const reload = (id: number) => findOwnUser(db, id) as OwnUserRow;

  const withUser =
    (handler: (c: Context<StackEnv>, user: OwnUserRow, sessionId: string) => Response | Promise<Response>) =>
    (c: Context<StackEnv>) => {
      const auth = authenticateOwn(ctx, c);
      return auth instanceof Response ? auth : handler(c, auth.user, auth.sessionId);
    };

  const mailOtp = (c: Context<StackEnv>, user: OwnUserRow, purpose: 'confirm-email' | 'reset-password') => {
    const { code, resetToken } = issueOtp(db, user.id, purpose, now());
    const email = encodeURIComponent(user.email);
    const link =
      purpose === 'confirm-email'
        ? `${appOrigin(c)}/verify-otp?email=${email}`
        : `${appOrigin(c)}/reset-password?token=${resetToken}&email=${email}`;
    sendMail(
      db,
      {
        platform: 'own',
        to: user.email,
        subject: purpose === 'confirm-email' ? 'Your verification code' : 'Your password reset code',
        text:
          purpose === 'confirm-email'
            ? `Your verification code is ${code}. It is valid for 10 minutes.\n\nEnter it at ${link}`
            : `Your password reset code is ${code}. It is valid for 10 minutes.\n\nContinue at ${link}`,
        otp: code,
        ...(resetToken ? { token: resetToken } : {}),
        link,
      },
      now(),
    );
    return resetToken;
  };

  /** firstName, lastName and dob as register and PATCH /auth/user take them; a message when one is wrong. */
  const profileFields = (
    body: Body,
  ): { ok: true; values: Record<string, string | null> } | { ok: false; message: string } => {
    const values: Record<string, string | null> = {};
    for (const [key, column] of [
      ['firstName', 'first_name'],
      ['lastName', 'last_name'],
    ] as const) {
      if (typeof body[key] !== 'string') continue;
      const value = str(body, key);
      if (isNameTooLong(value)) return { ok: false, message: `${key} must be at most 50 characters` };
      values[column] = value;
    }
    if (body.dob !== undefined && body.dob !== null) {
      const dob = str(body, 'dob').slice(0, 10);
      if (dob && (!isIsoDate(dob) || Date.parse(dob) > now()))
        return { ok: false, message: 'Date of birth must be a past date (yyyy-mm-dd)' };
      values.dob = dob || null;
    }
    return { ok: true, values };
  };

  app.post('/auth/register', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    const password = raw(body, 'password');
    if (!isEmail(email)) return ownFieldError(c, EMAIL_MESSAGE);
    if (!isAcceptablePassword(password)) return ownFieldError(c, PASSWORD_RULE_MESSAGE);
    const profile = profileFields(body);
    if (!profile.ok) return ownFieldError(c, profile.message);
    if (findOwnUserByEmail(db, email)) return ownFieldError(c, 'User with this email already exists', 409);
    const user = insertOwnUser(
      db,
      {
        email,
        passwordHash: hashPassword(password),
        firstName: profile.values.first_name ?? '',
        lastName: profile.values.last_name ?? '',
        dob: profile.values.dob ?? null,
        metadata: Array.isArray(body.consents) ? { consents: body.consents } : {},
      },
      now(),
    );
    mailOtp(c, user, 'confirm-email');
    return c.json(
      {
        message: 'Registration successful! Enter the code we sent to your e-mail address.',
        user: toOwnUser(user),
      },
      201,
    );
  });

  app.post('/auth/login', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!isEmail(email)) return ownFieldError(c, EMAIL_MESSAGE);
    if (!raw(body, 'password')) return ownFieldError(c, 'Password is required');
    const user = findOwnUserByEmail(db, email);
    if (user && user.password_hash === null && user.provider)
      return ownError(c, 401, `This account signs in with ${user.provider}`);
    if (!user || !verifyPassword(raw(body, 'password'), user.password_hash))
      return ownError(c, 401, 'Invalid email or password');
    if (user.is_email_confirmed !== 1)
      return ownError(c, 403, 'Please verify your email address before logging in', {
        isEmailConfirmed: false,
      });
    return c.json({ auth: signInOwn(ctx, user.id), user: toOwnUser(user) });
  });

  app.post(
    '/auth/logout',
    withUser((c, _user, sessionId) => {
      revokeSession(db, sessionId, now());
      return c.json({ message: 'Logout successful!' });
    }),
  );

  app.post('/auth/confirm-email', async (c) => {
    const body = await readBody(c);
    const user = findOwnUserByEmail(db, str(body, 'email'));
    if (!user) return ownFieldError(c, 'User not found', 404);
    if (user.is_email_confirmed === 1) return ownFieldError(c, 'Email is already verified');
    const check = checkConfirmationOtp(db, user.id, str(body, 'otp'), now());
    if (!check.ok) return ownFieldError(c, check.message);
    db.transaction(() => {
      useOtp(db, check.id, now());
      db.run('UPDATE own_users SET is_email_confirmed = 1, updated_at = ? WHERE id = ?', [now(), user.id]);
    });
    return c.json({
      message: 'Email verified successfully!',
      auth: signInOwn(ctx, user.id),
      user: toOwnUser(reload(user.id)),
    });
  });

  app.post('/auth/resend-email-confirmation', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!isEmail(email)) return ownFieldError(c, EMAIL_MESSAGE);
    const user = findOwnUserByEmail(db, email);
    if (!user) return ownFieldError(c, 'User not found', 404);
    if (user.is_email_confirmed === 1) return ownFieldError(c, 'Email is already verified');
    mailOtp(c, user, 'confirm-email');
    return c.json({ message: 'Otp sent successfully!' });
  });

  app.post('/auth/forgot-password', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!isEmail(email)) return ownFieldError(c, EMAIL_MESSAGE);
    const user = findOwnUserByEmail(db, email);
    if (!user) return ownFieldError(c, 'User not found', 404);
    const token = mailOtp(c, user, 'reset-password');
    return c.json({ message: 'Otp sent successfully!', token });
  });

  app.post('/auth/verify-reset-password-otp', async (c) => {
    const body = await readBody(c);
    const check = checkResetOtp(db, str(body, 'token'), str(body, 'otp'), now());
    if (!check.ok) return ownFieldError(c, check.message);
    markOtpVerified(db, check.id, now());
    return c.json({ message: 'Otp verified successfully!' });
  });

  app.post('/auth/reset-password', async (c) => {
    const body = await readBody(c);
    const password = raw(body, 'password');
    if (!isAcceptablePassword(password)) return ownFieldError(c, PASSWORD_RULE_MESSAGE);
    const check = checkResetOtp(db, str(body, 'token'), str(body, 'otp'), now());
    if (!check.ok) return ownFieldError(c, check.message);
    db.transaction(() => {
      useOtp(db, check.id, now());
      db.run('UPDATE own_users SET password_hash = ?, updated_at = ? WHERE id = ?', [
        hashPassword(password),
        now(),
        check.userId,
      ]);
      revokeUserSessions(db, 'own', check.userId, now());
    });
    return c.json({ message: 'Password updated successfully!' });
  });

  app.get('/auth/refresh-token', (c) => {
    const token = bearer(c);
    if (!token) return ownError(c, 401, 'Refresh token is missing');
    const rotated = rotateRefreshToken(db, 'own', token, now(), OWN_REFRESH_TOKEN_TTL_MS);
    const user = rotated ? findOwnUser(db, rotated.userId) : undefined;
    if (!rotated || !user) return ownError(c, 401, 'Refresh token is expired or does not exist');
    return c.json({
      auth: ownAuth(ctx, user.id, rotated.sessionId, rotated.refreshToken),
      user: toOwnUser(user),
    });
  });

  app.get(
    '/auth/user',
    withUser((c, user) => c.json(toOwnUser(user))),
  );

  app.patch(
    '/auth/user',
    withUser(async (c, user) => {
      const body = await readBody(c);
      const profile = profileFields(body);
      if (!profile.ok) return ownFieldError(c, profile.message);
      const changes: Record<string, string | number | null> = { ...profile.values };
      if (body.sendEmailNotification !== undefined) {
        if (typeof body.sendEmailNotification !== 'boolean')
          return ownFieldError(c, 'sendEmailNotification must be true or false');
        changes.send_email_notification = body.sendEmailNotification ? 1 : 0;
      }
      const metadata = record(body, 'metadata');
      if (metadata) changes.metadata = JSON.stringify({ ...parseJson<Body>(user.metadata, {}), ...metadata });
      const columns = Object.keys(changes);
      if (columns.length > 0) {
        db.run(
          `UPDATE own_users SET ${columns.map((col) => `${col} = :${col}`).join(', ')}, updated_at = :now WHERE id = :id`,
          { ...changes, now: now(), id: user.id },
        );
      }
      return c.json(toOwnUser(reload(user.id)));
    }),
  );

  app.patch(
    '/auth/user/preferences',
    withUser(async (c, user) => {
      const preferences = record(await readBody(c), 'preferences');
      const sports = preferences?.sports;
      if (!Array.isArray(sports) || sports.length === 0)
        return ownFieldError(c, 'Please select at least one sport');
      if (!sports.every((s): s is string => typeof s === 'string' && s.trim() !== ''))
        return ownFieldError(c, 'Each sport must be a non-empty title');
      const titles = [...new Set(sports.map((s) => s.trim()))];
      db.run('UPDATE own_users SET preferred_sports = ?, updated_at = ? WHERE id = ?', [
        JSON.stringify(titles),
        now(),
        user.id,
      ]);
      return c.json(toOwnUser(reload(user.id)).preferences);
    }),
  );

  app.patch(
    '/auth/update-password',
    withUser(async (c, user) => {
      const body = await readBody(c);
      const oldPassword = raw(body, 'oldPassword');
      const newPassword = raw(body, 'newPassword');
      if (user.password_hash === null)
        return ownFieldError(c, 'No password is set for this account; set one first');
      if (!verifyPassword(oldPassword, user.password_hash))
        return ownFieldError(c, 'Old password is incorrect');
      if (oldPassword === newPassword)
        return ownFieldError(c, 'New password cannot be the same as the old password!');
      if (!isAcceptablePassword(newPassword)) return ownFieldError(c, PASSWORD_RULE_MESSAGE);
      db.run('UPDATE own_users SET password_hash = ?, updated_at = ? WHERE id = ?', [
        hashPassword(newPassword),
        now(),
        user.id,
      ]);
      return c.json({ message: 'Password updated successfully!' });
    }),
  );

  app.post(
    '/auth/set-password-after-oauth',
    withUser(async (c, user) => {
      const password = raw(await readBody(c), 'password');
      if (user.password_hash !== null) return ownFieldError(c, 'Password is already set');
      if (!isAcceptablePassword(password)) return ownFieldError(c, PASSWORD_RULE_MESSAGE);
      db.run('UPDATE own_users SET password_hash = ?, updated_at = ? WHERE id = ?', [
        hashPassword(password),
        now(),
        user.id,
      ]);
      return c.json({ message: 'Password set successfully!', user: toOwnUser(reload(user.id)) });
    }),
  );

  app.delete(
    '/auth/account',
    withUser(async (c, user) => {
      const password = raw(await readBody(c), 'password');
      // A social account without a password is deleted without one (seed 002 §4).
      if (user.password_hash !== null) {
        if (!password) return ownFieldError(c, 'Password is required!');
        if (!verifyPassword(password, user.password_hash)) return ownFieldError(c, 'Incorrect password');
      }
      db.transaction(() => {
        db.run('DELETE FROM own_users WHERE id = ?', [user.id]);
        forgetUser(db, 'own', user.id);
      });
      sendMail(
        db,
        {
          platform: 'own',
          to: user.email,
          subject: 'Your account has been deleted',
          text: `The account ${user.email} and its data have been deleted.`,
        },
        now(),
      );
      return c.json({ message: 'Account deleted successfully!' });
    }),
  );

  // The sports a user can pick on the preferences page; answered signed in or not.
  app.get('/auth/media-preferences', (c) =>
    c.json(PREFERENCE_SPORTS.map((title) => ({ id: slug(title), title }))),
  );

  // After a social sign-in the app fetches (or, for the real service, creates) the account once;
  // isNewUser tells it to ask for preferences first (seed 002 §4 "Social sign-in").
  app.post(
    '/auth/create-user',
    withUser((c, user) => {
      const isNewUser = user.is_new_social_user === 1;
      if (isNewUser) db.run('UPDATE own_users SET is_new_social_user = 0 WHERE id = ?', [user.id]);
      return c.json({ user: toOwnUser(user), isNewUser });
    }),
  );

  app.get(
    '/favorite',
    withUser((c, user) => c.json(listOwnFavorites(db, user.id))),
  );

  app.post(
    '/favorite',
    withUser(async (c, user) => {
      const mediaid = str(await readBody(c), 'mediaid');
      if (!mediaid) return ownFieldError(c, 'mediaid is required');
      if (findOwnFavorite(db, user.id, mediaid)) return ownFieldError(c, 'Media is already in favorites');
      db.run('INSERT INTO own_favorites (user_id, mediaid, created_at) VALUES (?, ?, ?)', [
        user.id,
        mediaid,
        now(),
      ]);
      return c.json(findOwnFavorite(db, user.id, mediaid), 201);
    }),
  );

  app.get(
    '/favorite/:mediaid',
    withUser((c, user) => {
      const favorite = findOwnFavorite(db, user.id, c.req.param('mediaid') ?? '');
      return favorite ? c.json(favorite) : ownError(c, 404, 'Favorite not found');
    }),
  );

  app.delete(
    '/favorite/:mediaid',
    withUser((c, user) => {
      const { changes } = db.run('DELETE FROM own_favorites WHERE user_id = ? AND mediaid = ?', [
        user.id,
        c.req.param('mediaid') ?? '',
      ]);
      return changes === 0
        ? ownError(c, 404, 'Favorite not found')
        : c.json({ message: 'Removed from favorites' });
    }),
  );

  app.get(
    '/watch-history',
    withUser((c, user) => c.json(listOwnHistory(db, user.id))),
  );

  app.post(
    '/watch-history',
    withUser(async (c, user) => {
      const body = await readBody(c);
      const mediaid = str(body, 'mediaid');
      if (!mediaid) return ownFieldError(c, 'mediaid is required');
      if (!isProgress(body.progress)) return ownFieldError(c, 'progress must be a number from 0 to 1');
      return c.json(saveOwnHistory(db, user.id, mediaid, body.progress, now()));
    }),
  );

  // seed 002 §7 "entitlements by offerId", answered as seed 002 §9 `responseData.accessGranted`.
  app.get(
    '/entitlements/:offerId',
    withUser((c, user) => {
      const offerId = c.req.param('offerId') ?? '';
      // Payments go through the commerce platform's routes; their access arrives later (server/modules/payments).
      settleGrants(ctx, 'own', user.id, [offerId]);
      const access = findEntitlement(db, 'own', user.id, offerId, now());
      return c.json({
        responseData: {
          accessGranted: access !== null,
          expiresAt: access ? Math.floor(access.expiresAt / 1000) : 0,
        },
        errors: [],
      });
    }),
  );

  return app;
}
