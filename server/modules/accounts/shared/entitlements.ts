import { Hono } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import type { StackDatabase } from '../../../db/database.js';
import { findCustomerByEmail } from '../commerce/commerce.store.js';
import { DAY_MS, type AccountPlatform } from '../constants.js';
import { findHostedAccountByEmail } from '../hosted/hosted.store.js';
import { findOwnUserByEmail } from '../own/own.store.js';
import { readBody, str } from './http.js';

/**
 * Which offers a user may watch (migration 004). Each platform answers its own entitlement call
 * from this table: the hosted platform's `GET /items/{id}/access`, the commerce platform's
 * `GET /entitlements/{offerId}` and the own back end's `GET /entitlements/{offerId}`.
 */

export interface Entitlement {
  offerId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  grantedAt: number;
}

interface EntitlementRow {
  offer_id: string;
  expires_at: number;
  granted_at: number;
}

/** Grants (or extends) access to an offer; a later grant replaces the earlier expiry. */
export function grantEntitlement(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  offerId: string,
  expiresAt: number,
  now: number,
): Entitlement {
  db.run(
    `INSERT INTO account_entitlements (platform, user_id, offer_id, expires_at, granted_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (platform, user_id, offer_id) DO UPDATE SET expires_at = excluded.expires_at, granted_at = excluded.granted_at`,
    [platform, userId, offerId, expiresAt, now],
  );
  return { offerId, expiresAt, grantedAt: now };
}

/** The user's access to an offer while it lasts; null when there is none or it has expired. */
export function findEntitlement(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  offerId: string,
  now: number,
): Entitlement | null {
  const row = db.get<EntitlementRow>(
    'SELECT offer_id, expires_at, granted_at FROM account_entitlements WHERE platform = ? AND user_id = ? AND offer_id = ?',
    [platform, userId, offerId],
  );
  if (!row || row.expires_at <= now) return null;
  return { offerId: row.offer_id, expiresAt: row.expires_at, grantedAt: row.granted_at };
}

function findUserId(db: StackDatabase, platform: AccountPlatform, email: string): number | null {
  const user =
    platform === 'hosted'
      ? findHostedAccountByEmail(db, email)
      : platform === 'commerce'
        ? findCustomerByEmail(db, email)
        : findOwnUserByEmail(db, email);
  return user ? user.id : null;
}

const PLATFORMS: readonly AccountPlatform[] = ['hosted', 'commerce', 'own'];

/**
 * `POST /__stack/entitlements` `{ platform, email, offerId, days? }` grants access for `days`
 * (default 30) from the stack clock; `DELETE` with the same body takes it away. For tests and for
 * trying the paywall by hand before the checkout exists.
 */
export function entitlementControlRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  const target = async (body: Awaited<ReturnType<typeof readBody>>) => {
    const platform = str(body, 'platform') as AccountPlatform;
    if (!PLATFORMS.includes(platform))
      return { error: `platform must be one of ${PLATFORMS.join(', ')}` } as const;
    const offerId = str(body, 'offerId');
    if (!offerId) return { error: 'offerId is required' } as const;
    const userId = findUserId(ctx.db, platform, str(body, 'email'));
    if (userId === null) return { error: `no ${platform} user ${str(body, 'email')}` } as const;
    return { platform, offerId, userId } as const;
  };

  app.post('/__stack/entitlements', async (c) => {
    const body = await readBody(c);
    const found = await target(body);
    if ('error' in found) return c.json({ message: found.error }, 400);
    const days = Number(str(body, 'days') || 30);
    const now = ctx.clock.now();
    return c.json(
      grantEntitlement(ctx.db, found.platform, found.userId, found.offerId, now + days * DAY_MS, now),
      201,
    );
  });

  app.delete('/__stack/entitlements', async (c) => {
    const found = await target(await readBody(c));
    if ('error' in found) return c.json({ message: found.error }, 400);
    ctx.db.run('DELETE FROM account_entitlements WHERE platform = ? AND user_id = ? AND offer_id = ?', [
      found.platform,
      found.userId,
      found.offerId,
    ]);
    return c.body(null, 204);
  });
  return app;
}
