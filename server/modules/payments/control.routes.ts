import { Hono } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import type { AccountPlatform } from '../accounts/constants.js';
import { findCustomerByEmail } from '../accounts/commerce/commerce.store.js';
import { findHostedAccountByEmail } from '../accounts/hosted/hosted.store.js';
import { findOwnUserByEmail } from '../accounts/own/own.store.js';
import { readBody } from '../accounts/shared/http.js';
import { findOffer } from './offers.js';
import {
  DEFAULT_SUBSCRIPTION_CHANGE_SETTINGS,
  IN_APP_GATEWAYS,
  seedSubscription,
  subscriptionChangeSettings,
  type SubscriptionChangeSettings,
} from './subscriptions.store.js';
import {
  chargeOnce,
  listPrice,
  DEFAULT_PAYMENT_SETTINGS,
  listCharges,
  offerPlatform,
  listSubscriptions,
  paymentSettings,
  settleGrants,
  type IntentRow,
  type OrderRow,
  type PaymentSettings,
} from './payments.store.js';

const PLATFORMS: readonly AccountPlatform[] = ['hosted', 'commerce', 'own'];

function userIdOf(ctx: StackContext, platform: AccountPlatform, email: string): number | null {
  const row =
    platform === 'hosted'
      ? findHostedAccountByEmail(ctx.db, email)
      : platform === 'commerce'
        ? findCustomerByEmail(ctx.db, email)
        : findOwnUserByEmail(ctx.db, email);
  return row ? row.id : null;
}

/** The user a control call names by platform and e-mail, or the message of the 400 to answer. */
function namedUser(
  ctx: StackContext,
  platformValue: unknown,
  emailValue: unknown,
): { platform: AccountPlatform; userId: number } | { message: string } {
  const platform = String(platformValue ?? '') as AccountPlatform;
  if (!PLATFORMS.includes(platform)) return { message: `platform must be one of ${PLATFORMS.join(', ')}` };
  const email = String(emailValue ?? '');
  const userId = userIdOf(ctx, platform, email);
  return userId === null ? { message: `no ${platform} user ${email}` } : { platform, userId };
}

/**
 * Reads the three knobs a stand-in's timing has: a delay in milliseconds, never, and the n-th
 * read it answers on (or null); `keys` names them in the settings at hand. A string is the error.
 */
function parseTiming<T extends object>(
  body: Record<string, unknown>,
  current: T,
  keys: { delay: keyof T & string; never: keyof T & string; nth: keyof T & string },
): T | string {
  const next = { ...current } as Record<string, unknown>;
  const { delay, never, nth } = keys;
  if (delay in body) {
    const value = Number(body[delay]);
    if (!Number.isFinite(value) || value < 0) return `${delay} must be a number of milliseconds, 0 or more`;
    next[delay] = value;
  }
  if (never in body) {
    if (typeof body[never] !== 'boolean') return `${never} must be true or false`;
    next[never] = body[never];
  }
  if (nth in body) {
    const value = body[nth];
    if (value === null) next[nth] = null;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 1) next[nth] = value;
    else return `${nth} must be a whole number from 1, or null`;
  }
  return next as T;
}

/** Reads `{ grantDelayMs?, grantNever?, grantOnCheck? }`; a string is the error. */
const parseSettings = (body: Record<string, unknown>, current: PaymentSettings) =>
  parseTiming(body, current, { delay: 'grantDelayMs', never: 'grantNever', nth: 'grantOnCheck' });

/** Reads `{ delayMs?, never?, onRead? }`; a string is the error. */
const parseChangeSettings = (body: Record<string, unknown>, current: SubscriptionChangeSettings) =>
  parseTiming(body, current, { delay: 'delayMs', never: 'never', nth: 'onRead' });

/**
 * GET reads a timing override, POST merges a change into it (400 with the reason when a value
 * is off), DELETE goes back to the defaults.
 */
function timingRoutes<K extends 'payments' | 'subscriptionChanges'>(
  app: Hono<StackEnv>,
  ctx: StackContext,
  path: string,
  key: K,
  timing: {
    read: (ctx: StackContext) => NonNullable<StackContext['overrides'][K]>;
    parse: (
      body: Record<string, unknown>,
      current: NonNullable<StackContext['overrides'][K]>,
    ) => NonNullable<StackContext['overrides'][K]> | string;
    defaults: NonNullable<StackContext['overrides'][K]>;
  },
): void {
  app.get(path, (c) => c.json(timing.read(ctx)));
  app.post(path, async (c) => {
    const parsed = timing.parse(await readBody(c), timing.read(ctx));
    if (typeof parsed === 'string') return c.json({ message: parsed }, 400);
    ctx.overrides[key] = parsed;
    return c.json(parsed);
  });
  app.delete(path, (c) => {
    delete ctx.overrides[key];
    return c.json({ ...timing.defaults });
  });
}

/**
 * `/__stack/payments` controls (never faulted): when grants arrive, what the stand-ins hold for
 * a user, and dropping an order so the next call about it answers 'Order not found'.
 */
export function paymentControlRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath('/__stack/payments');
  const { db } = ctx;

  timingRoutes(app, ctx, '/settings', 'payments', {
    read: paymentSettings,
    parse: parseSettings,
    defaults: DEFAULT_PAYMENT_SETTINGS,
  });

  // What a user of a platform holds: orders, charges (one per paid order), provider steps, subscriptions.
  app.get('/', (c) => {
    const user = namedUser(ctx, c.req.query('platform'), c.req.query('email'));
    if ('message' in user) return c.json(user, 400);
    const { platform, userId } = user;
    settleGrants(ctx, platform, userId);
    const orders = db.all<OrderRow>(
      'SELECT * FROM payment_orders WHERE platform = ? AND user_id = ? ORDER BY id',
      [platform, userId],
    );
    const intents = db.all<IntentRow>(
      'SELECT * FROM payment_intents WHERE platform = ? AND user_id = ? ORDER BY created_at, id',
      [platform, userId],
    );
    return c.json({
      settings: paymentSettings(ctx),
      orders: orders.map((o) => ({
        id: o.id,
        offerId: o.offer_id,
        couponCode: o.coupon_code,
        paymentMethodId: o.payment_method_id,
        deleted: o.deleted === 1,
        createdAt: o.created_at,
        expiresAt: o.expires_at,
      })),
      charges: listCharges(db, platform, userId)
        .reverse()
        .map((ch) => ({
          id: ch.id,
          orderRef: ch.order_ref,
          orderId: ch.order_id,
          offerId: ch.offer_id,
          amount: ch.amount,
          currency: ch.currency,
          couponCode: ch.coupon_code,
          trial: ch.trial === 1,
          gateway: ch.gateway,
          method: ch.method,
          transactionId: ch.transaction_id,
          createdAt: ch.created_at,
          checks: ch.checks,
          grantedAt: ch.granted_at,
        })),
      intents: intents.map((i) => ({
        id: i.id,
        kind: i.kind,
        offerId: i.offer_id,
        status: i.status,
        chargeId: i.charge_id,
      })),
      subscriptions: listSubscriptions(db, platform, userId).map((s) => ({
        id: s.id,
        offerId: s.offer_id,
        status: s.status,
        trial: s.trial === 1,
        expiresAt: s.expires_at,
      })),
    });
  });

  /**
   * A payment the viewer has just made, without the checkout that led to it: a charge of the
   * offer at its price (`method: 'none'`), granted as the settings say. A test of the waiting
   * view starts from here. `{ platform, email, offerId }`; answers the charge's id.
   */
  app.post('/charges', async (c) => {
    const body = await readBody(c);
    const user = namedUser(ctx, body.platform, body.email);
    if ('message' in user) return c.json(user, 400);
    const { platform, userId } = user;
    const offer = findOffer(offerPlatform(platform), String(body.offerId ?? ''));
    if (!offer)
      return c.json({ message: `no ${offerPlatform(platform)} offer ${String(body.offerId)}` }, 400);
    const count = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM payment_charges')?.n ?? 0;
    const { charge } = chargeOnce(
      db,
      {
        platform,
        userId,
        orderRef: `stack:${count + 1}`,
        orderId: null,
        ...listPrice(offer),
        gateway: 'none',
        method: 'none',
      },
      ctx.clock.now(),
    );
    return c.json({ id: charge.id, offerId: charge.offer_id, checks: charge.checks }, 201);
  });

  // issue 12: when a cancel, renew or switch lands: `{ delayMs?, onRead?, never? }`.
  timingRoutes(app, ctx, '/subscription-settings', 'subscriptionChanges', {
    read: subscriptionChangeSettings,
    parse: parseChangeSettings,
    defaults: DEFAULT_SUBSCRIPTION_CHANGE_SETTINGS,
  });

  /**
   * A subscription a test starts from, at once: `{ platform, email, offerId, status?, gateway?,
   * method?, transactions? }`. status one of active, active_trial, cancelled, expired, terminated;
   * gateway apple, google or roku makes an in-app-store subscription; transactions (default 1) is
   * how many past periods were paid (the billing history). Answers the subscription's id.
   */
  app.post('/subscriptions', async (c) => {
    const body = await readBody(c);
    const user = namedUser(ctx, body.platform, body.email);
    if ('message' in user) return c.json(user, 400);
    const { platform, userId } = user;
    const offer = findOffer(offerPlatform(platform), String(body.offerId ?? ''));
    if (!offer || offer.kind !== 'subscription')
      return c.json(
        { message: `no ${offerPlatform(platform)} subscription offer ${String(body.offerId)}` },
        400,
      );
    const status = String(body.status ?? 'active');
    if (!['active', 'active_trial', 'cancelled', 'expired', 'terminated'].includes(status))
      return c.json(
        { message: 'status must be active, active_trial, cancelled, expired or terminated' },
        400,
      );
    const gateway = String(body.gateway ?? (platform === 'hosted' ? 'stripe' : 'adyen'));
    const inApp = (IN_APP_GATEWAYS as readonly string[]).includes(gateway);
    const method = inApp ? 'in-app' : body.method === 'paypal' ? 'paypal' : 'card';
    const transactions = Math.max(1, Math.min(40, Number(body.transactions ?? 1) || 1));
    const row = seedSubscription(ctx, { platform, userId, offer, status, gateway, method, transactions });
    return c.json({ id: row.id, offerId: row.offer_id, status, gateway, method }, 201);
  });

  app.delete('/orders/:id', (c) => {
    const { changes } = db.run('UPDATE payment_orders SET deleted = 1 WHERE id = ?', [
      Number(c.req.param('id')),
    ]);
    return changes === 0 ? c.json({ message: 'no such order' }, 404) : c.body(null, 204);
  });

  return app;
}
