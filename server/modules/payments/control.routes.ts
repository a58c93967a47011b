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

/** Reads `{ grantDelayMs?, grantNever?, grantOnCheck? }`; a string is the error. */
function parseSettings(body: Record<string, unknown>, current: PaymentSettings): PaymentSettings | string {
  const next = { ...current };
  if ('grantDelayMs' in body) {
    const value = Number(body.grantDelayMs);
    if (!Number.isFinite(value) || value < 0)
      return 'grantDelayMs must be a number of milliseconds, 0 or more';
    next.grantDelayMs = value;
  }
  if ('grantNever' in body) {
    if (typeof body.grantNever !== 'boolean') return 'grantNever must be true or false';
    next.grantNever = body.grantNever;
  }
  if ('grantOnCheck' in body) {
    const value = body.grantOnCheck;
    if (value === null) next.grantOnCheck = null;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 1) next.grantOnCheck = value;
    else return 'grantOnCheck must be a whole number from 1, or null';
  }
  return next;
}

function parseChangeSettings(
  body: Record<string, unknown>,
  current: SubscriptionChangeSettings,
): SubscriptionChangeSettings | string {
  const next = { ...current };
  if ('delayMs' in body) {
    const value = Number(body.delayMs);
    if (!Number.isFinite(value) || value < 0) return 'delayMs must be a number of milliseconds, 0 or more';
    next.delayMs = value;
  }
  if ('never' in body) {
    if (typeof body.never !== 'boolean') return 'never must be true or false';
    next.never = body.never;
  }
  if ('onRead' in body) {
    const value = body.onRead;
    if (value === null) next.onRead = null;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 1) next.onRead = value;
    else return 'onRead must be a whole number from 1, or null';
  }
  return next;
}

/**
 * `/__stack/payments` controls (never faulted): when grants arrive, what the stand-ins hold for
 * a user, and dropping an order so the next call about it answers 'Order not found'.
 */
export function paymentControlRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath('/__stack/payments');
  const { db } = ctx;

  app.get('/settings', (c) => c.json(paymentSettings(ctx)));
  app.post('/settings', async (c) => {
    const parsed = parseSettings(await readBody(c), paymentSettings(ctx));
    if (typeof parsed === 'string') return c.json({ message: parsed }, 400);
    ctx.overrides.payments = parsed;
    return c.json(parsed);
  });
  app.delete('/settings', (c) => {
    delete ctx.overrides.payments;
    return c.json({ ...DEFAULT_PAYMENT_SETTINGS });
  });

  // What a user of a platform holds: orders, charges (one per paid order), provider steps, subscriptions.
  app.get('/', (c) => {
    const platform = (c.req.query('platform') ?? '') as AccountPlatform;
    if (!PLATFORMS.includes(platform))
      return c.json({ message: `platform must be one of ${PLATFORMS.join(', ')}` }, 400);
    const email = c.req.query('email') ?? '';
    const userId = userIdOf(ctx, platform, email);
    if (userId === null) return c.json({ message: `no ${platform} user ${email}` }, 400);
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
    const platform = String(body.platform ?? '') as AccountPlatform;
    if (!PLATFORMS.includes(platform))
      return c.json({ message: `platform must be one of ${PLATFORMS.join(', ')}` }, 400);
    const email = String(body.email ?? '');
    const userId = userIdOf(ctx, platform, email);
    if (userId === null) return c.json({ message: `no ${platform} user ${email}` }, 400);
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
        offer,
        amount: offer.price,
        taxRate: offer.taxRate,
        discount: 0,
        currency: offer.currency,
        couponCode: null,
        trial: false,
        gateway: 'none',
        method: 'none',
      },
      ctx.clock.now(),
    );
    return c.json({ id: charge.id, offerId: charge.offer_id, checks: charge.checks }, 201);
  });

  // issue 12: when a cancel, renew or switch lands: `{ delayMs?, onRead?, never? }`.
  app.get('/subscription-settings', (c) => c.json(subscriptionChangeSettings(ctx)));
  app.post('/subscription-settings', async (c) => {
    const parsed = parseChangeSettings(await readBody(c), subscriptionChangeSettings(ctx));
    if (typeof parsed === 'string') return c.json({ message: parsed }, 400);
    ctx.overrides.subscriptionChanges = parsed;
    return c.json(parsed);
  });
  app.delete('/subscription-settings', (c) => {
    delete ctx.overrides.subscriptionChanges;
    return c.json({ ...DEFAULT_SUBSCRIPTION_CHANGE_SETTINGS });
  });

  /**
   * A subscription a test starts from, at once: `{ platform, email, offerId, status?, gateway?,
   * method?, transactions? }`. status one of active, active_trial, cancelled, expired, terminated;
   * gateway apple, google or roku makes an in-app-store subscription; transactions (default 1) is
   * how many past periods were paid (the billing history). Answers the subscription's id.
   */
  app.post('/subscriptions', async (c) => {
    const body = await readBody(c);
    const platform = String(body.platform ?? '') as AccountPlatform;
    if (!PLATFORMS.includes(platform))
      return c.json({ message: `platform must be one of ${PLATFORMS.join(', ')}` }, 400);
    const email = String(body.email ?? '');
    const userId = userIdOf(ctx, platform, email);
    if (userId === null) return c.json({ message: `no ${platform} user ${email}` }, 400);
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
