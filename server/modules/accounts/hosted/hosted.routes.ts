import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { HOSTED_REFRESH_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from '../constants.js';
import { SOCIAL_PROVIDERS } from '../demo-data.js';
import { hashPassword, verifyPassword } from '../shared/crypto.js';
import { appOrigin, raw, readBody, record, str, type Body } from '../shared/http.js';
import { HOSTED_ITEM_ID, HOSTED_ITEM_TITLE, OFFERS } from '../../payments/offers.js';
import { settleGrants } from '../../payments/payments.store.js';
import { findEntitlement } from '../shared/entitlements.js';
import { sendMail } from '../shared/mailbox.js';
import {
  consumeResetToken,
  forgetUser,
  issueResetToken,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from '../shared/sessions.js';
import { decodeSocialState, socialPageUrl } from '../shared/social-links.js';
import {
  isAcceptablePassword,
  isEmail,
  isIsoDate,
  isNameTooLong,
  parseObject,
} from '../shared/validation.js';
import {
  addHostedFavorite,
  findHostedAccount,
  findHostedAccountByEmail,
  insertHostedAccount,
  listHostedFavorites,
  listHostedHistory,
  toAccountData,
  upsertHostedHistory,
  type HistoryFilter,
  type HostedAccountRow,
} from './hosted.store.js';
import { authenticateHosted, hostedError, hostedTokens, signInHosted } from './hosted.tokens.js';
import { REGISTER_FIELDS } from './register-fields.js';

/** Base path of the hosted platform's account API on the stack. */
export const HOSTED_BASE = '/hosted';

const PASSWORD_RULE = 'Password must be at least 8 characters and contain a lowercase letter and a number';

/** Form values arrive as strings; metadata keeps them as sent. */
function metadataOf(body: Body): Record<string, unknown> | undefined {
  return record(body, 'metadata');
}

/** A yyyy-mm-dd birth date as the platform keeps it: seconds since the epoch. */
const dateOfBirthSeconds = (value: string): number => Math.floor(Date.parse(`${value}T00:00:00Z`) / 1000);

/**
 * Stand-in for the hosted video platform's account API (seed 000 §7 "Hosted-platform accounts"):
 * form-encoded requests, Bearer access tokens that expire after an hour, rotating refresh tokens
 * (grant_type refresh_token on authenticate), favorites and watch history per account.
 */
export function hostedRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath(HOSTED_BASE);
  const { db } = ctx;
  const now = () => ctx.clock.now();

  const withAccount =
    (
      handler: (
        c: Context<StackEnv>,
        account: HostedAccountRow,
        sessionId: string,
      ) => Response | Promise<Response>,
    ) =>
    (c: Context<StackEnv>) => {
      const auth = authenticateHosted(ctx, c);
      return auth instanceof Response ? auth : handler(c, auth.account, auth.sessionId);
    };

  const authenticate = async (c: Context<StackEnv>) => {
    const body = await readBody(c);
    if (!str(body, 'client_id')) return hostedError(c, 400, 'client_id is required');
    const grantType = str(body, 'grant_type') || 'password';

    if (grantType === 'refresh_token') {
      const token = str(body, 'refresh_token');
      const rotated = token
        ? rotateRefreshToken(db, 'hosted', token, now(), HOSTED_REFRESH_TOKEN_TTL_MS)
        : null;
      const account = rotated ? findHostedAccount(db, rotated.userId) : undefined;
      if (!rotated || !account) return hostedError(c, 401, 'Refresh token is expired or does not exist');
      return c.json({
        ...hostedTokens(ctx, account.id, rotated.sessionId, rotated.refreshToken),
        account: toAccountData(account),
      });
    }
    if (grantType !== 'password') return hostedError(c, 400, `Unsupported grant_type ${grantType}`);

    const account = findHostedAccountByEmail(db, str(body, 'username'));
    if (!account || !verifyPassword(raw(body, 'password'), account.password_hash))
      return hostedError(c, 401, 'invalid credentials');
    return c.json({ ...signInHosted(ctx, account.id), account: toAccountData(account) });
  };
  app.post('/v2/accounts/authenticate', authenticate);
  // The SDK's refresh call still uses the first version of the route.
  app.post('/accounts/authenticate', authenticate);

  const register = async (c: Context<StackEnv>) => {
    const body = await readBody(c);
    const email = str(body, 'username');
    const password = raw(body, 'password');
    const fullName = str(body, 'full_name');
    if (!str(body, 'client_id')) return hostedError(c, 400, 'client_id is required');
    if (!isEmail(email))
      return hostedError(c, 422, 'please enter a valid e-mail address', {
        username: 'please enter a valid e-mail address',
      });
    if (!isAcceptablePassword(password))
      return hostedError(c, 422, 'invalid param password', { password: PASSWORD_RULE });
    if (raw(body, 'password_confirmation') !== password)
      return hostedError(c, 422, 'password confirmation does not match', {
        password_confirmation: 'password confirmation does not match',
      });
    if (str(body, 'type') && str(body, 'type') !== 'consumer')
      return hostedError(c, 422, 'type must be consumer', { type: 'type must be consumer' });
    if (!fullName)
      return hostedError(c, 422, 'full_name is required', { full_name: 'full_name is required' });
    if (findHostedAccountByEmail(db, email)) return hostedError(c, 409, 'account already exists');

    const account = insertHostedAccount(
      db,
      {
        email,
        fullName,
        passwordHash: hashPassword(password),
        referrer: str(body, 'referrer'),
        merchantUuid: str(body, 'client_id'),
        metadata: metadataOf(body) ?? {},
      },
      now(),
    );
    sendMail(
      db,
      {
        platform: 'hosted',
        to: email,
        subject: 'Welcome to Statecast',
        text: `Hello ${fullName},\n\nyour account ${email} is ready. Enjoy watching!`,
      },
      now(),
    );
    return c.json({ ...signInHosted(ctx, account.id), account: toAccountData(account) });
  };
  app.post('/accounts', register);
  app.post('/v2/accounts', register);

  app.get(
    '/accounts',
    withAccount((c, account) => c.json(toAccountData(account))),
  );

  app.put(
    '/accounts',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      const fullName = str(body, 'full_name');
      if (!fullName)
        return hostedError(c, 422, 'full_name is required', { full_name: 'full_name is required' });
      const incoming = metadataOf(body) ?? {};
      for (const key of ['first_name', 'surname'] as const) {
        const value = incoming[key];
        if (typeof value === 'string' && isNameTooLong(value.trim()))
          return hostedError(c, 422, `${key} can have max 50 characters`, {
            [key]: `${key} can have max 50 characters`,
          });
      }
      const dob = str(body, 'date_of_birth');
      if (dob && !isIsoDate(dob))
        return hostedError(c, 422, 'invalid param date_of_birth', {
          date_of_birth: 'use the format yyyy-mm-dd',
        });
      const metadata = { ...parseObject(account.metadata), ...incoming };
      db.run(
        `UPDATE hosted_accounts SET full_name = ?, metadata = ?, date_of_birth = COALESCE(?, date_of_birth), updated_at = ?
          WHERE id = ?`,
        [fullName, JSON.stringify(metadata), dob ? dateOfBirthSeconds(dob) : null, now(), account.id],
      );
      return c.json(toAccountData(findHostedAccount(db, account.id) as HostedAccountRow));
    }),
  );

  app.get(
    '/accounts/logout',
    withAccount((c, _account, sessionId) => {
      revokeSession(db, sessionId, now());
      return c.json({ code: 200, message: 'Successfully logged out' });
    }),
  );

  app.post(
    '/accounts/change-password',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      const password = raw(body, 'password');
      if (!verifyPassword(raw(body, 'old_password'), account.password_hash))
        return hostedError(c, 422, 'old password does not match', {
          old_password: 'old password does not match',
        });
      if (!isAcceptablePassword(password))
        return hostedError(c, 422, 'score does not match standards', { password: PASSWORD_RULE });
      if (raw(body, 'password_confirmation') !== password)
        return hostedError(c, 422, 'password confirmation does not match', {
          password_confirmation: 'password confirmation does not match',
        });
      db.run('UPDATE hosted_accounts SET password_hash = ?, updated_at = ? WHERE id = ?', [
        hashPassword(password),
        now(),
        account.id,
      ]);
      return c.json({ code: 200, message: 'Password changed' });
    }),
  );

  app.post('/accounts/forgot-password', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!isEmail(email)) return hostedError(c, 422, 'invalid param email', { email: 'invalid param email' });
    const account = findHostedAccountByEmail(db, email);
    if (!account) return hostedError(c, 404, 'account not found');
    const token = issueResetToken(db, 'hosted', account.id, now(), RESET_TOKEN_TTL_MS);
    const link = `${appOrigin(c)}/?u=edit-password&resetPasswordToken=${token}&email=${encodeURIComponent(account.email)}`;
    sendMail(
      db,
      {
        platform: 'hosted',
        to: account.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of ${account.email}.\n\nOpen ${link} to choose a new one, or use the token ${token}. It is valid for one hour.`,
        token,
        link,
      },
      now(),
    );
    return c.json({ code: 200, message: 'Email with reset password instructions has been sent' });
  });

  app.put('/accounts/forgot-password/:token', async (c) => {
    const body = await readBody(c);
    const password = raw(body, 'password');
    if (!isAcceptablePassword(password))
      return hostedError(c, 422, 'score does not match standards', { password: PASSWORD_RULE });
    if (raw(body, 'password_confirmation') !== password)
      return hostedError(c, 422, 'password confirmation does not match', {
        password_confirmation: 'password confirmation does not match',
      });
    const accountId = consumeResetToken(db, 'hosted', c.req.param('token'), now());
    if (accountId === null) return hostedError(c, 400, 'password could not be set');
    db.run('UPDATE hosted_accounts SET password_hash = ?, updated_at = ? WHERE id = ?', [
      hashPassword(password),
      now(),
      accountId,
    ]);
    revokeUserSessions(db, 'hosted', accountId, now());
    return c.json({ code: 200, message: 'Password has been set' });
  });

  app.post(
    '/accounts/export',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      // The password is optional for the platform; when given it must be right.
      if (raw(body, 'password') && !verifyPassword(raw(body, 'password'), account.password_hash))
        return hostedError(c, 400, 'invalid credentials');
      const data = {
        account: toAccountData(account),
        favorites: listHostedFavorites(db, account.id),
        watch_history: listHostedHistory(db, account.id, 'all'),
      };
      sendMail(
        db,
        {
          platform: 'hosted',
          to: account.email,
          subject: 'Your account data',
          text: `Here is the data we keep about ${account.email}:\n\n${JSON.stringify(data, null, 2)}`,
        },
        now(),
      );
      return c.json({ code: 200, message: 'Your data has been exported and sent to your e-mail address' });
    }),
  );

  app.delete(
    '/accounts/erase',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      // An account made by social sign-in has no password to confirm with.
      if (account.password_hash !== null && !verifyPassword(raw(body, 'password'), account.password_hash))
        return hostedError(c, 400, 'invalid credentials');
      db.transaction(() => {
        db.run('DELETE FROM hosted_accounts WHERE id = ?', [account.id]);
        forgetUser(db, 'hosted', account.id);
      });
      sendMail(
        db,
        {
          platform: 'hosted',
          to: account.email,
          subject: 'Your account has been deleted',
          text: `The account ${account.email} and its data have been erased.`,
        },
        now(),
      );
      return c.json({ code: 200, message: 'Account erased' });
    }),
  );

  app.get('/accounts/social', (c) => {
    const state = c.req.query('state') ?? '';
    if (!decodeSocialState(state)) return hostedError(c, 400, 'invalid param state');
    const origin = new URL(c.req.url).origin;
    return c.json({
      social_urls: SOCIAL_PROVIDERS.map((provider) => ({
        [provider]: socialPageUrl(origin, provider, { platform: 'hosted', state }),
      })),
      code: 200,
    });
  });

  app.get('/accounts/register-fields/:clientId', (c) => c.json({ collection: REGISTER_FIELDS }));

  app.get(
    '/v2/accounts/media/favorites',
    withAccount((c, account) => c.json({ collection: listHostedFavorites(db, account.id) })),
  );
  app.post(
    '/v2/accounts/media/favorites',
    withAccount(async (c, account) => {
      const mediaId = str(await readBody(c), 'media_id');
      if (!mediaId)
        return hostedError(c, 422, 'invalid param media_id', { media_id: 'media_id is required' });
      return c.json(addHostedFavorite(db, account.id, mediaId, now()));
    }),
  );
  app.delete(
    '/v2/accounts/media/favorites/:mediaId',
    withAccount((c, account) => {
      const { changes } = db.run('DELETE FROM hosted_favorites WHERE account_id = ? AND media_id = ?', [
        account.id,
        c.req.param('mediaId') ?? '',
      ]);
      return changes === 0
        ? hostedError(c, 404, 'favorite not found')
        : c.json({ code: 200, message: 'Media removed from favorites' });
    }),
  );

  app.get(
    '/v2/accounts/media/watch-history',
    withAccount((c, account) => {
      const filter = c.req.query('filter') ?? 'all';
      if (!['all', 'watched', 'currently_watching'].includes(filter))
        return hostedError(c, 422, 'invalid param filter', {
          filter: 'one of all, watched, currently_watching',
        });
      return c.json({ collection: listHostedHistory(db, account.id, filter as HistoryFilter) });
    }),
  );
  app.patch(
    '/v2/accounts/media/watch-history',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      const mediaId = str(body, 'media_id');
      const progressText = str(body, 'progress');
      const progress = Number(progressText);
      if (!mediaId)
        return hostedError(c, 422, 'invalid param media_id', { media_id: 'media_id is required' });
      if (!progressText || !Number.isFinite(progress) || progress < 0 || progress > 1)
        return hostedError(c, 422, 'invalid param progress', { progress: 'a number from 0 to 1' });
      return c.json(upsertHostedHistory(db, account.id, mediaId, progress, now()));
    }),
  );

  // seed 000 §7 GET /items/{id}/access: the viewer's access to an offer's item, or 403 without it.
  app.get(
    '/items/:id/access',
    withAccount((c, account) => {
      const itemId = c.req.param('id') ?? '';
      // A bare item id (the subscription item, integrations.jwp.assetId) asks for any of its
      // subscriptions: without one the platform answers 402 (seed 000 §8). An offer id asks for that offer.
      const isItem = /^\d+$/.test(itemId);
      const offerIds = isItem
        ? OFFERS.filter(
            (o) => o.platform === 'hosted' && o.kind === 'subscription' && String(o.itemId) === itemId,
          ).map((o) => o.offerId)
        : [itemId];
      // A payment's access arrives some time after it (server/modules/payments); a check may bring it.
      settleGrants(ctx, 'hosted', account.id, offerIds);
      const access = offerIds
        .map((offerId) => findEntitlement(db, 'hosted', account.id, offerId, now()))
        .find((found) => found !== null);
      if (!access) {
        if (isItem) return c.json({ code: 402, message: 'Access denied: no active subscription' }, 402);
        return hostedError(c, 403, 'Access denied');
      }
      return c.json({
        id: access.grantedAt,
        account_id: account.id,
        customer_id: account.id,
        customer_uuid: account.uuid,
        item_id: isItem ? Number(itemId) : itemId,
        item: {
          id: isItem ? Number(itemId) : HOSTED_ITEM_ID,
          title: HOSTED_ITEM_TITLE,
          offer_id: access.offerId,
        },
        created_at: Math.floor(access.grantedAt / 1000),
        expires_at: Math.floor(access.expiresAt / 1000),
      });
    }),
  );

  return app;
}
