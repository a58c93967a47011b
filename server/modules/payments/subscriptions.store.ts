import type { StackContext } from '../../context.js';
import type { StackDatabase } from '../../db/database.js';
import type { AccountPlatform } from '../accounts/constants.js';
import { grantEntitlement } from '../accounts/shared/entitlements.js';
import { findOffer, type OfferDef } from './offers.js';
import { chargeOnce, offerPlatform, type SubscriptionRow } from './payments.store.js';

/**
 * Subscription changes on the stand-ins (seed 000 §4 "Cancel subscription", "Plan switch"; seed
 * 001 §4 "Subscription"): a cancel, a renew or a plan switch is accepted at once but lands on the
 * subscription later, as on the real platforms, so the app's reloads (10 x 1500 ms after a cancel,
 * 10 x 3000 ms after a switch) are exercised for real. When it lands is a `/__stack/` setting.
 */
export interface SubscriptionChangeSettings {
  /** Milliseconds (stack clock) after the request at which a change lands. */
  delayMs: number;
  /** When set, a change lands on this read of the subscriptions after it (1 = the first read). */
  onRead: number | null;
  /** Changes never land (the app's retries run out). */
  never: boolean;
}

export const DEFAULT_SUBSCRIPTION_CHANGE_SETTINGS: Readonly<SubscriptionChangeSettings> = {
  delayMs: 0,
  onRead: null,
  never: false,
};

declare module '../../context.js' {
  interface StackOverrides {
    /** `POST /__stack/payments/subscription-settings`; a reset restores the defaults. */
    subscriptionChanges?: SubscriptionChangeSettings;
  }
}

export const subscriptionChangeSettings = (ctx: StackContext): SubscriptionChangeSettings =>
  ctx.overrides.subscriptionChanges ?? { ...DEFAULT_SUBSCRIPTION_CHANGE_SETTINGS };

/** In-app-store subscriptions (seed 001 §2): the gateway names the store; they cannot be changed here. */
export const IN_APP_GATEWAYS = ['apple', 'google', 'roku'] as const;
export type InAppGateway = (typeof IN_APP_GATEWAYS)[number];
export const isInAppGateway = (gateway: string): gateway is InAppGateway =>
  (IN_APP_GATEWAYS as readonly string[]).includes(gateway);

export interface SubscriptionChangeRow {
  id: number;
  subscription_id: number;
  field: 'status' | 'offer';
  value: string;
  created_at: number;
  reads: number;
  /** A downgrade lands at the end of the paid period, whatever the settings. */
  due_at: number | null;
  applied_at: number | null;
}

export interface SubscriptionSwitchRow {
  id: string;
  subscription_id: number;
  from_offer_id: string;
  to_offer_id: string;
  direction: 'upgrade' | 'downgrade';
  created_at: number;
}

/**
 * The tables of this module, made on first use (the stack's numbered migrations belong to the
 * modules that own them; these two only ever hold what a test asked for).
 */
export function ensureSubscriptionTables(db: StackDatabase): void {
  db.exec(`CREATE TABLE IF NOT EXISTS payment_subscription_changes (
    id INTEGER PRIMARY KEY,
    subscription_id INTEGER NOT NULL,
    field TEXT NOT NULL,
    value TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    reads INTEGER NOT NULL DEFAULT 0,
    due_at INTEGER,
    applied_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS payment_subscription_switches (
    id TEXT PRIMARY KEY,
    subscription_id INTEGER NOT NULL,
    from_offer_id TEXT NOT NULL,
    to_offer_id TEXT NOT NULL,
    direction TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );`);
}

export const findSubscription = (db: StackDatabase, id: number) =>
  db.get<SubscriptionRow>('SELECT * FROM payment_subscriptions WHERE id = ?', [id]);

/** Queues a change of a subscription; the last request of a field wins. */
export function requestChange(
  ctx: StackContext,
  subscriptionId: number,
  field: SubscriptionChangeRow['field'],
  value: string,
  dueAt: number | null = null,
): void {
  const { db } = ctx;
  ensureSubscriptionTables(db);
  db.run(
    'UPDATE payment_subscription_changes SET applied_at = -1 WHERE subscription_id = ? AND field = ? AND applied_at IS NULL',
    [subscriptionId, field],
  );
  db.run(
    'INSERT INTO payment_subscription_changes (subscription_id, field, value, created_at, due_at) VALUES (?, ?, ?, ?, ?)',
    [subscriptionId, field, value, ctx.clock.now(), dueAt],
  );
}

/** The pending switch of a subscription (a downgrade waiting for the end of the period). */
export function pendingSwitchOf(
  db: StackDatabase,
  subscriptionId: number,
): SubscriptionSwitchRow | undefined {
  ensureSubscriptionTables(db);
  const change = db.get<SubscriptionChangeRow>(
    `SELECT * FROM payment_subscription_changes
      WHERE subscription_id = ? AND field = 'offer' AND applied_at IS NULL AND due_at IS NOT NULL
      ORDER BY id DESC LIMIT 1`,
    [subscriptionId],
  );
  if (!change) return undefined;
  return db.get<SubscriptionSwitchRow>(
    'SELECT * FROM payment_subscription_switches WHERE subscription_id = ? AND to_offer_id = ? ORDER BY created_at DESC LIMIT 1',
    [subscriptionId, change.value],
  );
}

export const findSwitch = (db: StackDatabase, id: string) => {
  ensureSubscriptionTables(db);
  return db.get<SubscriptionSwitchRow>('SELECT * FROM payment_subscription_switches WHERE id = ?', [id]);
};

/** Records a plan switch: an upgrade lands as the settings say, a downgrade at the period's end. */
export function requestSwitch(
  ctx: StackContext,
  subscription: SubscriptionRow,
  to: OfferDef,
  direction: 'upgrade' | 'downgrade',
): SubscriptionSwitchRow {
  const { db } = ctx;
  ensureSubscriptionTables(db);
  const count = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM payment_subscription_switches')?.n ?? 0;
  const id = `SW${String(700_000_001 + count)}`;
  db.run(
    `INSERT INTO payment_subscription_switches (id, subscription_id, from_offer_id, to_offer_id, direction, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [id, subscription.id, subscription.offer_id, to.offerId, direction, ctx.clock.now()],
  );
  requestChange(
    ctx,
    subscription.id,
    'offer',
    to.offerId,
    direction === 'downgrade' ? subscription.expires_at : null,
  );
  return findSwitch(db, id) as SubscriptionSwitchRow;
}

/**
 * Lands the changes whose time has come for a user's subscriptions. Every read of the
 * subscriptions counts (the `onRead` setting), so a test can say "the status changes on the
 * fourth reload" whatever the clocks do.
 */
export function settleSubscriptionChanges(
  ctx: StackContext,
  platform: AccountPlatform,
  userId: number,
): void {
  const { db } = ctx;
  ensureSubscriptionTables(db);
  const now = ctx.clock.now();
  const settings = subscriptionChangeSettings(ctx);
  const pending = db.all<SubscriptionChangeRow & { sub_platform: string }>(
    `SELECT c.*, s.platform AS sub_platform FROM payment_subscription_changes c
       JOIN payment_subscriptions s ON s.id = c.subscription_id
      WHERE s.platform = ? AND s.user_id = ? AND c.applied_at IS NULL ORDER BY c.id`,
    [platform, userId],
  );
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const change of pending) {
      const reads = change.reads + 1;
      db.run('UPDATE payment_subscription_changes SET reads = ? WHERE id = ?', [reads, change.id]);
      let due: boolean;
      if (change.due_at !== null) due = now >= change.due_at;
      else if (settings.never) due = false;
      else if (settings.onRead !== null) due = reads >= settings.onRead;
      else due = now >= change.created_at + settings.delayMs;
      if (!due) continue;
      applyChange(ctx, platform, change, now);
    }
  });
}

function applyChange(
  ctx: StackContext,
  platform: AccountPlatform,
  change: SubscriptionChangeRow,
  now: number,
) {
  const { db } = ctx;
  const subscription = findSubscription(db, change.subscription_id);
  if (!subscription) return;
  if (change.field === 'status') {
    db.run('UPDATE payment_subscriptions SET status = ? WHERE id = ?', [change.value, subscription.id]);
  } else {
    const offer = findOffer(offerPlatform(platform), change.value);
    if (offer) {
      db.run('UPDATE payment_subscriptions SET offer_id = ?, price = ?, status = ? WHERE id = ?', [
        offer.offerId,
        offer.price,
        'active',
        subscription.id,
      ]);
      for (const offerId of offer.grants)
        grantEntitlement(db, platform, subscription.user_id, offerId, subscription.expires_at, now);
    }
  }
  db.run('UPDATE payment_subscription_changes SET applied_at = ? WHERE id = ?', [now, change.id]);
}

/**
 * A subscription a test starts from (`POST /__stack/payments/subscriptions`): its charges (one
 * per past period, for the billing history), a payment detail and the subscription itself, at
 * once. An in-app-store gateway (apple, google, roku) makes the store's subscription.
 */
export function seedSubscription(
  ctx: StackContext,
  input: {
    platform: AccountPlatform;
    userId: number;
    offer: OfferDef;
    status: string;
    gateway: string;
    method: 'card' | 'paypal' | 'in-app';
    transactions: number;
  },
): SubscriptionRow {
  const { db } = ctx;
  const now = ctx.clock.now();
  const periodMs = (input.offer.period === 'year' ? 365 : 30) * 86_400_000;
  let lastChargeId = 0;
  const detail =
    input.method === 'paypal'
      ? { payerId: 'PAYERSTACK01', email: 'viewer-paypal@statecast.test' }
      : input.method === 'card'
        ? {
            variant: 'visa',
            lastCardFourDigits: '4242',
            holderName: 'Stack Viewer',
            cardExpirationDate: '12/2030',
          }
        : undefined;
  const count = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM payment_charges')?.n ?? 0;
  for (let i = Math.max(1, input.transactions) - 1; i >= 0; i -= 1) {
    const { charge } = chargeOnce(
      db,
      {
        platform: input.platform,
        userId: input.userId,
        orderRef: `stack-sub:${count + 1}:${i}`,
        orderId: null,
        offer: input.offer,
        amount: input.offer.price,
        taxRate: input.offer.taxRate,
        discount: 0,
        currency: input.offer.currency,
        couponCode: null,
        trial: false,
        gateway: input.gateway,
        method: input.method,
        ...(detail && i === 0 ? { detail } : {}),
      },
      now,
    );
    // One charge a period back in time, the newest now; already granted.
    const at = now - i * periodMs;
    db.run('UPDATE payment_charges SET created_at = ?, granted_at = ? WHERE id = ?', [at, at, charge.id]);
    lastChargeId = charge.id;
  }
  const expires = now + periodMs;
  for (const offerId of input.offer.grants)
    grantEntitlement(db, input.platform, input.userId, offerId, expires, now);
  const id = Math.max(
    590_000_001,
    (db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM payment_subscriptions')?.id ?? 0) + 1,
  );
  db.run(
    `INSERT INTO payment_subscriptions
       (id, platform, user_id, offer_id, charge_id, status, trial, price, currency, gateway, method, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      input.platform,
      input.userId,
      input.offer.offerId,
      lastChargeId,
      input.status === 'active_trial' ? 'active' : input.status,
      input.status === 'active_trial' ? 1 : 0,
      input.offer.price,
      input.offer.currency,
      input.gateway,
      input.method,
      now,
      expires,
    ],
  );
  return findSubscription(db, id) as SubscriptionRow;
}

/** A receipt's HTML (the commerce platform sends it base64-encoded; the hosted one as a PDF). */
export function receiptHtml(
  transactionId: string,
  title: string,
  amount: number,
  currency: string,
  date: number,
) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt ${transactionId}</title></head><body><h1>Receipt ${transactionId}</h1><p>${title}</p><p>${amount.toFixed(2)} ${currency}</p><p>${new Date(date).toISOString().slice(0, 10)}</p></body></html>`;
}

/** A one-page PDF naming the transaction: enough for a browser to show and a test to read. */
export function receiptPdf(
  transactionId: string,
  title: string,
  amount: number,
  currency: string,
): Uint8Array {
  const text = `Receipt ${transactionId} - ${title} - ${amount.toFixed(2)} ${currency}`.replace(
    /[()\\]/g,
    '',
  );
  const stream = `BT /F1 12 Tf 50 750 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A new payment detail replaces the active one (card edit, payment-method update). */
export function addPaymentDetail(
  ctx: StackContext,
  input: {
    platform: AccountPlatform;
    userId: number;
    gateway: string;
    method: string;
    params: Record<string, unknown>;
  },
): number {
  const { db } = ctx;
  return db.transaction(() => {
    db.run('UPDATE payment_details SET active = 0 WHERE platform = ? AND user_id = ?', [
      input.platform,
      input.userId,
    ]);
    const id = Math.max(
      839_000_001,
      (db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM payment_details')?.id ?? 0) + 1,
    );
    db.run(
      `INSERT INTO payment_details (id, platform, user_id, gateway, method, params, active, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
      [
        id,
        input.platform,
        input.userId,
        input.gateway,
        input.method,
        JSON.stringify(input.params),
        ctx.clock.now(),
      ],
    );
    return id;
  });
}
