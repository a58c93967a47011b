import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { CAPTCHA_SECRET, isCaptchaRequired, verifyCaptchaToken } from '../../captcha/index.js';
import { DEFAULT_GEO } from '../../geo.routes.js';
import { COMMERCE_REFRESH_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from '../constants.js';
import { hashPassword, verifyPassword } from '../shared/crypto.js';
import { appOrigin, clientIp, raw, readBody, record, str } from '../shared/http.js';
import { findEntitlement } from '../shared/entitlements.js';
import { sendMail } from '../shared/mailbox.js';
import {
  consumeResetToken,
  issueResetToken,
  revokeUserSessions,
  rotateRefreshToken,
} from '../shared/sessions.js';
import { isAcceptablePassword, isEmail, isNameTooLong, parseObject } from '../shared/validation.js';
import { settleGrants } from '../../payments/payments.store.js';
import { applyCaptureAnswers, captureStatus } from './capture.js';
import {
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  toCustomer,
  type CommerceCustomerRow,
} from './commerce.store.js';
import {
  authenticateCustomer,
  commerceError,
  commerceJwt,
  commerceOk,
  signInCommerce,
} from './commerce.tokens.js';
import { customerConsents, PUBLISHER_CONSENTS, saveCustomerConsent } from './consents.js';

/** Base path of the commerce platform's API on the stack. */
export const COMMERCE_BASE = '/commerce';

/** seed 000 §9: default currency EUR; the stand-in's other countries pay in their own. */
const DEFAULT_CURRENCY = 'EUR';
const LOCALE_CURRENCIES: Readonly<Record<string, string>> = { US: 'USD', CN: 'CNY' };
const COUNTRY_LOCALES: Readonly<Record<string, string>> = {
  NL: 'nl_NL',
  DE: 'de_DE',
  FR: 'fr_FR',
  ES: 'es_ES',
  US: 'en_US',
  CN: 'zh_CN',
};

/** The register answer when the captcha is missing while required, refused, spent or expired. */
export const CAPTCHA_FAILED = 'Captcha verification failed';

/** A customer id in a path: digits only, so `/customers/passwords` never reads as one. */
const CUSTOMER = '/customers/:id{[0-9]+}';

/**
 * Stand-in for the subscription-commerce platform's identity and account calls (seed 000 §7
 * "Commerce platform"): JSON in, the `{ responseData, errors }` envelope out, HS256 JWTs that
 * expire after five minutes and single-use refresh tokens.
 */
export function commerceRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath(COMMERCE_BASE);
  const { db } = ctx;
  const now = () => ctx.clock.now();

  const withCustomer =
    (handler: (c: Context<StackEnv>, customer: CommerceCustomerRow) => Response | Promise<Response>) =>
    (c: Context<StackEnv>) => {
      const customer = authenticateCustomer(ctx, c, c.req.param('id') ?? '');
      return customer instanceof Response ? customer : handler(c, customer);
    };

  // The viewer's locale, country and currency, read before registering (seed 000 §7 GET /locales).
  app.get('/locales', (c) => {
    const country = (ctx.overrides.geo ?? DEFAULT_GEO).countryCode;
    return commerceOk(c, {
      country,
      currency: LOCALE_CURRENCIES[country] ?? DEFAULT_CURRENCY,
      locale: COUNTRY_LOCALES[country] ?? 'en_US',
      ipAddress: clientIp(c),
    });
  });

  app.post('/auths', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!isEmail(email)) return commerceError(c, 422, 'invalid param email');
    if (!str(body, 'publisherId') && !str(body, 'offerId'))
      return commerceError(c, 422, 'invalid param publisherId');
    const customer = findCustomerByEmail(db, email);
    if (!customer || !verifyPassword(raw(body, 'password'), customer.password_hash))
      return commerceError(c, 401, 'invalid credentials');
    db.run('UPDATE commerce_customers SET last_login_date = ?, last_user_ip = ? WHERE id = ?', [
      now(),
      str(body, 'customerIP') || clientIp(c),
      customer.id,
    ]);
    return commerceOk(c, signInCommerce(ctx, customer));
  });

  app.post('/auths/refresh_token', async (c) => {
    const token = str(await readBody(c), 'refreshToken');
    if (!token) return commerceError(c, 422, 'Missing or invalid parameter');
    const rotated = rotateRefreshToken(db, 'commerce', token, now(), COMMERCE_REFRESH_TOKEN_TTL_MS);
    const customer = rotated ? findCustomer(db, rotated.userId) : undefined;
    if (!rotated || !customer) return commerceError(c, 401, 'Refresh token is expired or does not exist');
    return commerceOk(c, {
      jwt: commerceJwt(ctx, customer, rotated.sessionId),
      customerToken: customer.customer_token,
      refreshToken: rotated.refreshToken,
    });
  });

  app.post('/customers', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!isEmail(email)) return commerceError(c, 422, 'please enter a valid e-mail address');
    if (!isAcceptablePassword(raw(body, 'password'))) return commerceError(c, 422, 'invalid param password');
    if (!str(body, 'publisherId') && !str(body, 'offerId'))
      return commerceError(c, 422, 'invalid param publisherId');
    for (const key of ['firstName', 'lastName']) {
      if (isNameTooLong(str(body, key))) return commerceError(c, 422, `${key} can have max 50 characters`);
    }
    // seed 001 §7 register carries the captcha value. Checked before the e-mail lookup, so a
    // script without a solved captcha cannot probe which addresses have accounts.
    const captchaValue = str(body, 'captchaValue');
    if (captchaValue || isCaptchaRequired(ctx)) {
      const verdict = verifyCaptchaToken(ctx, {
        secret: CAPTCHA_SECRET,
        response: captchaValue,
        remoteip: str(body, 'customerIP') || clientIp(c),
      });
      if (!verdict.success) return commerceError(c, 422, CAPTCHA_FAILED);
    }
    if (findCustomerByEmail(db, email)) return commerceError(c, 422, 'customer already exists');
    const customer = insertCustomer(
      db,
      {
        email,
        passwordHash: hashPassword(raw(body, 'password')),
        publisherId: str(body, 'publisherId') || undefined,
        firstName: str(body, 'firstName'),
        lastName: str(body, 'lastName'),
        country: str(body, 'country'),
        locale: str(body, 'locale'),
        currency: str(body, 'currency'),
        externalId: str(body, 'externalId'),
        lastUserIp: str(body, 'customerIP') || clientIp(c),
      },
      now(),
    );
    db.run('UPDATE commerce_customers SET last_login_date = ? WHERE id = ?', [now(), customer.id]);
    sendMail(
      db,
      {
        platform: 'commerce',
        to: email,
        subject: 'Welcome to Statecast',
        text: `Your account ${email} has been created.`,
      },
      now(),
    );
    return commerceOk(c, signInCommerce(ctx, customer));
  });

  // Password routes before the customer ones, although the id pattern keeps them apart anyway.
  app.put('/customers/passwords', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'customerEmail');
    const customer = isEmail(email) ? findCustomerByEmail(db, email) : undefined;
    if (!customer) return commerceError(c, 422, 'invalid param email');
    const token = issueResetToken(db, 'commerce', customer.id, now(), RESET_TOKEN_TTL_MS);
    const resetUrl = str(body, 'resetUrl') || `${appOrigin(c)}/?u=edit-password`;
    const link = `${resetUrl}${resetUrl.includes('?') ? '&' : '?'}resetPasswordToken=${token}&email=${encodeURIComponent(customer.email)}`;
    sendMail(
      db,
      {
        platform: 'commerce',
        to: customer.email,
        subject: 'Reset your password',
        text: `Open ${link} to choose a new password for ${customer.email}. The resetPasswordToken ${token} is valid for one hour.`,
        token,
        link,
      },
      now(),
    );
    return commerceOk(c, { success: true });
  });

  app.patch('/customers/passwords', async (c) => {
    const body = await readBody(c);
    const customer = findCustomerByEmail(db, str(body, 'customerEmail'));
    const newPassword = raw(body, 'newPassword');
    if (!customer) return commerceError(c, 422, 'invalid param email');
    if (!isAcceptablePassword(newPassword)) return commerceError(c, 422, 'invalid param password');
    const userId = consumeResetToken(db, 'commerce', str(body, 'resetPasswordToken'), now(), customer.id);
    if (userId === null) return commerceError(c, 422, 'resetPasswordToken is not valid');
    db.run('UPDATE commerce_customers SET password_hash = ? WHERE id = ?', [
      hashPassword(newPassword),
      customer.id,
    ]);
    revokeUserSessions(db, 'commerce', customer.id, now());
    return commerceOk(c, { success: true });
  });

  app.get(
    CUSTOMER,
    withCustomer((c, customer) => commerceOk(c, toCustomer(customer))),
  );

  app.patch(
    CUSTOMER,
    withCustomer(async (c, customer) => {
      const body = await readBody(c);
      const changes: Record<string, string> = {};
      for (const [key, column] of [
        ['firstName', 'first_name'],
        ['lastName', 'last_name'],
      ] as const) {
        if (typeof body[key] !== 'string') continue;
        if (isNameTooLong(str(body, key))) return commerceError(c, 422, `${key} can have max 50 characters`);
        changes[column] = str(body, key);
      }
      if (
        typeof body.email === 'string' &&
        str(body, 'email').toLowerCase() !== customer.email.toLowerCase()
      ) {
        const email = str(body, 'email');
        if (!isEmail(email)) return commerceError(c, 422, 'invalid param email');
        if (!verifyPassword(raw(body, 'confirmationPassword'), customer.password_hash))
          return commerceError(c, 422, 'invalid param confirmationPassword');
        if (findCustomerByEmail(db, email)) return commerceError(c, 422, 'customer already exists');
        changes.email = email;
      }
      if (typeof body.externalId === 'string') changes.external_id = str(body, 'externalId');
      // The app's stored lists (favorites, history) arrive as externalData; metadata is accepted as its alias.
      const external = record(body, 'externalData') ?? record(body, 'metadata');
      if (external)
        changes.external_data = JSON.stringify({ ...parseObject(customer.external_data), ...external });
      const columns = Object.keys(changes);
      if (columns.length > 0) {
        db.run(
          `UPDATE commerce_customers SET ${columns.map((col) => `${col} = :${col}`).join(', ')} WHERE id = :id`,
          {
            ...changes,
            id: customer.id,
          },
        );
      }
      return commerceOk(c, toCustomer(findCustomer(db, customer.id) as CommerceCustomerRow));
    }),
  );

  app.get(
    `${CUSTOMER}/consents`,
    withCustomer((c, customer) => commerceOk(c, { consents: customerConsents(db, customer.id) })),
  );

  app.put(
    `${CUSTOMER}/consents`,
    withCustomer(async (c, customer) => {
      const body = await readBody(c);
      const consents = Array.isArray(body.consents) ? (body.consents as unknown[]) : null;
      if (!consents) return commerceError(c, 422, 'invalid param consents');
      const parsed: Array<{ name: string; version: string; state: 'accepted' | 'declined' }> = [];
      for (const entry of consents) {
        const { name, version, state } = (entry ?? {}) as Record<string, unknown>;
        const known = PUBLISHER_CONSENTS.find((p) => p.name === name);
        if (!known || (state !== 'accepted' && state !== 'declined'))
          return commerceError(c, 422, 'invalid param consents');
        parsed.push({
          name: known.name,
          version: typeof version === 'string' && version ? version : known.version,
          state,
        });
      }
      db.transaction(() => {
        for (const consent of parsed) saveCustomerConsent(db, customer.id, consent, now());
      });
      return commerceOk(c, { consents: customerConsents(db, customer.id) });
    }),
  );

  app.get('/publishers/:publisherId/consents', (c) => commerceOk(c, { consents: PUBLISHER_CONSENTS }));

  const getCapture = withCustomer((c, customer) => commerceOk(c, captureStatus(customer)));
  app.get(`${CUSTOMER}/capture`, getCapture);
  // The platform's own path for reading the settings.
  app.get(`${CUSTOMER}/capture/status`, getCapture);

  app.put(
    `${CUSTOMER}/capture`,
    withCustomer(async (c, customer) => {
      const result = applyCaptureAnswers(customer, await readBody(c));
      if (!result.ok) return commerceError(c, 422, result.message);
      db.run(
        `UPDATE commerce_customers
            SET capture_answers = :answers, first_name = COALESCE(:first, first_name), last_name = COALESCE(:last, last_name)
          WHERE id = :id`,
        {
          answers: JSON.stringify(result.answers),
          first: result.firstName ?? null,
          last: result.lastName ?? null,
          id: customer.id,
        },
      );
      return commerceOk(c, captureStatus(findCustomer(db, customer.id) as CommerceCustomerRow));
    }),
  );

  // seed 000 §7 GET /entitlements/{offerId}: the JWT's customer, `accessGranted` (seed 002 §9).
  app.get('/entitlements/:offerId', (c) => {
    const customer = authenticateCustomer(ctx, c, null);
    if (customer instanceof Response) return customer;
    const offerId = c.req.param('offerId') ?? '';
    // A payment's access arrives some time after it (server/modules/payments); a check may bring it.
    settleGrants(ctx, 'commerce', customer.id, [offerId]);
    const access = findEntitlement(db, 'commerce', customer.id, offerId, now());
    return commerceOk(c, {
      accessGranted: access !== null,
      expiresAt: access ? Math.floor(access.expiresAt / 1000) : 0,
    });
  });

  return app;
}
