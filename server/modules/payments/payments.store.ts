import type { StackContext } from '../../context.js';
import type { StackDatabase } from '../../db/database.js';
import type { AccountPlatform } from '../accounts/constants.js';
import { randomToken } from '../accounts/shared/crypto.js';
import { grantEntitlement } from '../accounts/shared/entitlements.js';
import { accessEnd, findCoupon, findOffer, type OfferDef, type PaymentPlatform } from './offers.js';
import { priceOrder, round2 } from './pricing.js';

/** The platform whose offers a user of an account platform buys: the own back end pays through the commerce platform. */
export const offerPlatform = (platform: AccountPlatform): PaymentPlatform =>
  platform === 'hosted' ? 'hosted' : 'commerce';

/** Where the stack serves the payment providers' pages (stand-in routes: logged and faultable). */
export const PROVIDER_BASE = '/__pay';

// ---------------------------------------------------------------- settings (asynchronous grants)

/**
 * When a paid offer's access and subscription appear (seed 001 §4 "Waiting for payment"): the
 * platforms grant them some time after the payment, so the app's polling is real. Read lazily
 * against the stack clock (`ctx.clock`, real time plus any `/__stack/clock` shift) whenever an
 * entitlement, subscription, transaction or access is read; no timer runs.
 */
export interface PaymentSettings {
  /** Milliseconds after the charge at which the grant appears. */
  grantDelayMs: number;
  /** The grant never appears (the polling's timeout path). */
  grantNever: boolean;
  /** When set, the grant appears on this entitlement check of the offer (1 = the first), whatever the time. */
  grantOnCheck: number | null;
}

export const DEFAULT_PAYMENT_SETTINGS: Readonly<PaymentSettings> = {
  grantDelayMs: 4000,
  grantNever: false,
  grantOnCheck: null,
};

declare module '../../context.js' {
  interface StackOverrides {
    /** `POST /__stack/payments/settings`; a reset restores the defaults. */
    payments?: PaymentSettings;
  }
}

export const paymentSettings = (ctx: StackContext): PaymentSettings =>
  ctx.overrides.payments ?? { ...DEFAULT_PAYMENT_SETTINGS };

// ---------------------------------------------------------------- rows

export interface OrderRow {
  id: number;
  platform: AccountPlatform;
  user_id: number;
  offer_id: string;
  country: string;
  currency: string;
  payment_method_id: number | null;
  coupon_code: string | null;
  deleted: number;
  created_at: number;
  expires_at: number;
}

export interface ChargeRow {
  id: number;
  platform: AccountPlatform;
  user_id: number;
  order_ref: string;
  order_id: number | null;
  offer_id: string;
  amount: number;
  amount_excl_tax: number;
  tax: number;
  discount: number;
  currency: string;
  coupon_code: string | null;
  trial: number;
  gateway: string;
  method: string;
  payment_detail_id: number | null;
  transaction_id: string;
  created_at: number;
  checks: number;
  granted_at: number | null;
}

export interface IntentRow {
  id: string;
  kind: 'card' | 'adyen' | 'paypal';
  platform: AccountPlatform;
  user_id: number;
  order_ref: string;
  offer_id: string;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  redirect_result: string | null;
  charge_id: number | null;
  created_at: number;
}

export interface SubscriptionRow {
  id: number;
  platform: AccountPlatform;
  user_id: number;
  offer_id: string;
  charge_id: number;
  status: string;
  trial: number;
  price: number;
  currency: string;
  gateway: string;
  method: string;
  created_at: number;
  expires_at: number;
}

export interface PaymentDetailRow {
  id: number;
  platform: AccountPlatform;
  user_id: number;
  gateway: string;
  method: string;
  params: string;
  active: number;
  created_at: number;
}

/** An order lives a day (order.json `expirationDate`); then it is not found. */
export const ORDER_TTL_MS = 24 * 3_600_000;
const FIRST_ORDER_ID = 696_000_001;
const FIRST_CHARGE_ID = 500_000_001;
const FIRST_SUBSCRIPTION_ID = 590_000_001;
const FIRST_DETAIL_ID = 839_000_001;

function nextId(db: StackDatabase, table: string, first: number): number {
  const max = db.get<{ id: number | null }>(`SELECT MAX(id) AS id FROM ${table}`)?.id ?? 0;
  return Math.max(first, max + 1);
}

// ---------------------------------------------------------------- orders

export function insertOrder(
  db: StackDatabase,
  input: {
    platform: AccountPlatform;
    userId: number;
    offerId: string;
    country: string;
    currency: string;
    paymentMethodId: number | null;
    couponCode: string | null;
  },
  now: number,
): OrderRow {
  const id = nextId(db, 'payment_orders', FIRST_ORDER_ID);
  db.run(
    `INSERT INTO payment_orders (id, platform, user_id, offer_id, country, currency, payment_method_id, coupon_code, created_at, expires_at)
     VALUES (:id, :platform, :user, :offer, :country, :currency, :method, :coupon, :now, :expires)`,
    {
      id,
      platform: input.platform,
      user: input.userId,
      offer: input.offerId,
      country: input.country,
      currency: input.currency,
      method: input.paymentMethodId,
      coupon: input.couponCode,
      now,
      expires: now + ORDER_TTL_MS,
    },
  );
  return findOrderRow(db, id) as OrderRow;
}

export const findOrderRow = (db: StackDatabase, id: number) =>
  db.get<OrderRow>('SELECT * FROM payment_orders WHERE id = ?', [id]);

/**
 * The user's order, unless it is someone else's, was dropped by a test or has expired: the
 * platform then says 'Order not found' (seed 000 §8).
 */
export function findLiveOrder(
  db: StackDatabase,
  platform: AccountPlatform,
  userId: number,
  id: number,
  now: number,
): OrderRow | null {
  const row = Number.isSafeInteger(id) ? findOrderRow(db, id) : undefined;
  if (!row || row.deleted || row.platform !== platform || row.user_id !== userId) return null;
  // A paid order stays readable; an unpaid one expires.
  if (row.expires_at <= now && !findChargeByRef(db, orderRef(row.id))) return null;
  return row;
}

export const orderRef = (orderId: number): string => `order:${orderId}`;

// ---------------------------------------------------------------- charges

export const findChargeByRef = (db: StackDatabase, ref: string) =>
  db.get<ChargeRow>('SELECT * FROM payment_charges WHERE order_ref = ?', [ref]);

export const findCharge = (db: StackDatabase, id: number) =>
  db.get<ChargeRow>('SELECT * FROM payment_charges WHERE id = ?', [id]);

export interface ChargeInput {
  platform: AccountPlatform;
  userId: number;
  orderRef: string;
  orderId: number | null;
  offer: OfferDef;
  amount: number;
  taxRate: number;
  discount: number;
  currency: string;
  couponCode: string | null;
  trial: boolean;
  gateway: string;
  method: string;
  /** Card or PayPal account to keep as the user's payment detail. */
  detail?: Record<string, unknown>;
}

/** An offer charged at its list price: no coupon, no discount, no trial. */
export const listPrice = (offer: OfferDef) => ({
  offer,
  amount: offer.price,
  taxRate: offer.taxRate,
  discount: 0,
  currency: offer.currency,
  couponCode: null,
  trial: false,
});

/**
 * Charges an order once: a second call with the same `orderRef` (a reload, a double click, a
 * replayed return URL) finds the first charge and returns it unchanged (`replayed: true`).
 */
export function chargeOnce(
  db: StackDatabase,
  input: ChargeInput,
  now: number,
): { charge: ChargeRow; replayed: boolean } {
  return db.transaction(() => {
    const existing = findChargeByRef(db, input.orderRef);
    if (existing) return { charge: existing, replayed: true };
    let detailId: number | null = null;
    if (input.detail) {
      db.run('UPDATE payment_details SET active = 0 WHERE platform = ? AND user_id = ?', [
        input.platform,
        input.userId,
      ]);
      detailId = nextId(db, 'payment_details', FIRST_DETAIL_ID);
      db.run(
        `INSERT INTO payment_details (id, platform, user_id, gateway, method, params, active, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
        [
          detailId,
          input.platform,
          input.userId,
          input.gateway,
          input.method,
          JSON.stringify(input.detail),
          now,
        ],
      );
    }
    const id = nextId(db, 'payment_charges', FIRST_CHARGE_ID);
    const exclTax = round2(input.amount / (1 + input.taxRate));
    db.run(
      `INSERT INTO payment_charges (id, platform, user_id, order_ref, order_id, offer_id, amount, amount_excl_tax, tax,
         discount, currency, coupon_code, trial, gateway, method, payment_detail_id, transaction_id, created_at)
       VALUES (:id, :platform, :user, :ref, :order, :offer, :amount, :excl, :tax, :discount, :currency, :coupon, :trial,
         :gateway, :method, :detail, :trx, :now)`,
      {
        id,
        platform: input.platform,
        user: input.userId,
        ref: input.orderRef,
        order: input.orderId,
        offer: input.offer.offerId,
        amount: round2(input.amount),
        excl: exclTax,
        tax: round2(input.amount - exclTax),
        discount: round2(input.discount),
        currency: input.currency,
        coupon: input.couponCode,
        trial: input.trial,
        gateway: input.gateway,
        method: input.method,
        detail: detailId,
        trx: `T${String(id).slice(-9)}${randomToken(2).toUpperCase().slice(0, 2)}`,
        now,
      },
    );
    return { charge: findCharge(db, id) as ChargeRow, replayed: false };
  });
}

/** Charges a commerce-platform order (also the own back end's) at its current price, once. */
export function chargeCommerceOrder(
  ctx: StackContext,
  owner: { platform: AccountPlatform; userId: number },
  order: OrderRow,
  gateway: string,
  method: string,
  detail?: Record<string, unknown>,
): ChargeRow {
  const offer = findOffer('commerce', order.offer_id);
  if (!offer) throw new Error(`Unknown offer ${order.offer_id}`);
  const coupon = order.coupon_code ? (findCoupon(order.coupon_code) ?? null) : null;
  const pricing = priceOrder(offer, coupon);
  return chargeOnce(
    ctx.db,
    {
      platform: owner.platform,
      userId: owner.userId,
      orderRef: orderRef(order.id),
      orderId: order.id,
      offer,
      amount: pricing.totalPrice,
      taxRate: pricing.taxRate,
      discount: pricing.priceBreakdown.discountAmount,
      currency: order.currency,
      couponCode: coupon?.code ?? null,
      trial: pricing.discount.type === 'trial',
      gateway,
      method,
      ...(detail ? { detail } : {}),
    },
    ctx.clock.now(),
  ).charge;
}

export const listCharges = (db: StackDatabase, platform: AccountPlatform, userId: number) =>
  db.all<ChargeRow>(
    'SELECT * FROM payment_charges WHERE platform = ? AND user_id = ? ORDER BY created_at DESC, id DESC',
    [platform, userId],
  );

// ---------------------------------------------------------------- provider steps

export function insertIntent(
  db: StackDatabase,
  input: {
    kind: IntentRow['kind'];
    platform: AccountPlatform;
    userId: number;
    orderRef: string;
    offerId: string;
    payload: Record<string, unknown>;
  },
  now: number,
): IntentRow {
  const prefix = input.kind === 'card' ? 'pi_' : input.kind === 'adyen' ? 'ADY' : 'EC-';
  const id = `${prefix}${randomToken(12)}`;
  db.run(
    `INSERT INTO payment_intents (id, kind, platform, user_id, order_ref, offer_id, payload, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      input.kind,
      input.platform,
      input.userId,
      input.orderRef,
      input.offerId,
      JSON.stringify(input.payload),
      now,
    ],
  );
  return findIntent(db, id) as IntentRow;
}

export const findIntent = (db: StackDatabase, id: string) =>
  db.get<IntentRow>('SELECT * FROM payment_intents WHERE id = ?', [id]);

export const findIntentByRedirectResult = (db: StackDatabase, redirectResult: string) =>
  db.get<IntentRow>('SELECT * FROM payment_intents WHERE redirect_result = ?', [redirectResult]);

export function intentPayload(row: IntentRow): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(row.payload);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Settles a provider step once: the first outcome stays (a replayed form post changes nothing). */
export function settleIntent(
  db: StackDatabase,
  id: string,
  status: 'succeeded' | 'failed' | 'cancelled',
  extra: { redirectResult?: string; chargeId?: number } = {},
): IntentRow {
  db.run(
    `UPDATE payment_intents SET status = ?, redirect_result = COALESCE(redirect_result, ?), charge_id = COALESCE(charge_id, ?)
      WHERE id = ? AND status = 'pending'`,
    [status, extra.redirectResult ?? null, extra.chargeId ?? null, id],
  );
  if (extra.chargeId !== undefined)
    db.run('UPDATE payment_intents SET charge_id = COALESCE(charge_id, ?) WHERE id = ?', [
      extra.chargeId,
      id,
    ]);
  return findIntent(db, id) as IntentRow;
}

// ---------------------------------------------------------------- asynchronous grants

/**
 * Grants what the user's paid charges bought once their time has come (see PaymentSettings):
 * the entitlement of every offer the charge's offer opens, and for a subscription its
 * subscription row. `checkedOffers` counts an entitlement check against the charges of those
 * offers first (the `grantOnCheck` control). Every read of entitlements, subscriptions, payment
 * details or transactions calls this, so the answer is the same whichever the app asks first.
 */
export function settleGrants(
  ctx: StackContext,
  platform: AccountPlatform,
  userId: number,
  checkedOffers: readonly string[] = [],
): void {
  const { db } = ctx;
  const now = ctx.clock.now();
  const settings = paymentSettings(ctx);
  const pending = db.all<ChargeRow>(
    'SELECT * FROM payment_charges WHERE platform = ? AND user_id = ? AND granted_at IS NULL ORDER BY id',
    [platform, userId],
  );
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const charge of pending) {
      const offer = findOffer(offerPlatform(platform), charge.offer_id);
      if (!offer) continue;
      let checks = charge.checks;
      if (checkedOffers.some((id) => offer.grants.includes(id))) {
        checks += 1;
        db.run('UPDATE payment_charges SET checks = ? WHERE id = ?', [checks, charge.id]);
      }
      if (settings.grantNever) continue;
      const due =
        settings.grantOnCheck !== null
          ? checks >= settings.grantOnCheck
          : now >= charge.created_at + settings.grantDelayMs;
      if (!due) continue;
      grantCharge(ctx, charge, offer, now);
    }
  });
}

function grantCharge(ctx: StackContext, charge: ChargeRow, offer: OfferDef, now: number): void {
  const { db } = ctx;
  const trial = charge.trial === 1;
  const until = accessEnd(offer, now, trial);
  for (const offerId of offer.grants)
    grantEntitlement(db, charge.platform, charge.user_id, offerId, until, now);
  if (offer.kind === 'subscription') {
    const id = nextId(db, 'payment_subscriptions', FIRST_SUBSCRIPTION_ID);
    db.run(
      `INSERT OR IGNORE INTO payment_subscriptions
         (id, platform, user_id, offer_id, charge_id, status, trial, price, currency, gateway, method, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        charge.platform,
        charge.user_id,
        offer.offerId,
        charge.id,
        trial ? 1 : 0,
        offer.price,
        charge.currency,
        charge.gateway,
        charge.method,
        now,
        until,
      ],
    );
  }
  db.run('UPDATE payment_charges SET granted_at = ? WHERE id = ?', [now, charge.id]);
}

export const listSubscriptions = (db: StackDatabase, platform: AccountPlatform, userId: number) =>
  db.all<SubscriptionRow>(
    'SELECT * FROM payment_subscriptions WHERE platform = ? AND user_id = ? ORDER BY created_at DESC, id DESC',
    [platform, userId],
  );

export const listPaymentDetails = (db: StackDatabase, platform: AccountPlatform, userId: number) =>
  db.all<PaymentDetailRow>(
    'SELECT * FROM payment_details WHERE platform = ? AND user_id = ? ORDER BY id DESC',
    [platform, userId],
  );

export const findPaymentDetail = (db: StackDatabase, id: number | null) =>
  id === null ? undefined : db.get<PaymentDetailRow>('SELECT * FROM payment_details WHERE id = ?', [id]);
