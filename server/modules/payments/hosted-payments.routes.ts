import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import type { StackDatabase } from '../../db/database.js';
import { authenticateHosted } from '../accounts/hosted/hosted.tokens.js';
import type { HostedAccountRow } from '../accounts/hosted/hosted.store.js';
import { findEntitlement } from '../accounts/shared/entitlements.js';
import { readBody, str, type Body } from '../accounts/shared/http.js';
import { CARD_DECLINED, cardDetailParams, checkCard, hostedCardInput, type CheckedCard } from './cards.js';
import {
  HOSTED_ITEM_ID,
  HOSTED_ITEM_TITLE,
  OFFERS,
  findCoupon,
  findHostedFee,
  type CouponDef,
  type OfferDef,
} from './offers.js';
import {
  chargeOnce,
  findIntent,
  insertIntent,
  intentPayload,
  listCharges,
  listSubscriptions,
  settleGrants,
  settleIntent,
  type ChargeRow,
  PROVIDER_BASE,
} from './payments.store.js';
import { couponFits, priceOrder } from './pricing.js';
import { hostedSubscriptionFields, settleSubscriptionChanges } from './subscription.routes.js';

const BASE = '/hosted';

/** seed 000 §9: the hosted platform's payment method ids, card 1 and PayPal 2; the card provider is stripe. */
export const HOSTED_PAYMENT_METHODS = { card: 1, paypal: 2 } as const;

export const HOSTED_PAYMENT_ERRORS = {
  voucherNotFound: 'Voucher not found',
  feeNotFound: 'Access fee not found',
  notSubscription: 'The access fee is not a subscription',
  notPayPerView: 'The access fee is a subscription: use POST /subscriptions',
  authenticationFailed: 'Payment authentication failed.',
  intentNotFound: 'Payment intent not found',
  noActiveSubscription: 'Access denied: no active subscription',
  missingParameter: 'Missing or invalid parameter',
} as const;

type Status = 400 | 401 | 402 | 403 | 404 | 409 | 422;
const fail = (c: Context<StackEnv>, status: Status, message: string, errors?: Record<string, string>) =>
  c.json({ code: status, message, ...(errors ? { errors } : {}) }, status);

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** The access fee of seed 000 §7 GET /v2/items/{id}/access-fees (InPlayer's AccessFee). */
export function accessFeePayload(offer: OfferDef) {
  const subscription = offer.kind === 'subscription';
  return {
    id: offer.feeId,
    merchant_id: 1,
    amount: offer.price,
    currency: offer.currency,
    description: offer.title,
    expires_at: null,
    starts_at: null,
    created_at: 1_767_225_600,
    updated_at: 1_767_225_600,
    // seed 000 §4: a 12-month access is presented as period year.
    access_type: subscription
      ? {
          id: offer.period === 'year' ? 2 : 1,
          name: 'subscription',
          quantity: offer.period === 'year' ? 12 : 1,
          period: 'month',
        }
      : { id: 3, name: 'ppv', quantity: offer.period, period: 'hour' },
    item: {
      id: offer.itemId,
      title: HOSTED_ITEM_TITLE,
      plan_switch_enabled: subscription,
      item_type: { name: 'package' },
    },
    trial_period:
      offer.freeDays > 0
        ? { quantity: offer.freeDays, period: 'day', description: `${offer.freeDays} days free` }
        : null,
    setup_fee: null,
    seasonal_fee: null,
    // Not a field of the platform: tells premier fees apart for a client that wants to.
    premier: offer.premier,
  };
}

const feeRefPrefix = (accountId: number, feeId: number) => `fee:${accountId}:${feeId}:`;

/**
 * The account's charge for a fee that still counts: not granted yet, or granted and its access
 * not over. Paying again for it (a reload, a double click, a replayed return) is a replay.
 */
function currentFeeCharge(
  db: StackDatabase,
  accountId: number,
  offer: OfferDef,
  now: number,
): ChargeRow | undefined {
  const charge = db.get<ChargeRow>(
    "SELECT * FROM payment_charges WHERE platform = 'hosted' AND order_ref LIKE ? ORDER BY id DESC LIMIT 1",
    [`${feeRefPrefix(accountId, offer.feeId)}%`],
  );
  if (!charge) return undefined;
  if (charge.granted_at === null) return charge;
  return findEntitlement(db, 'hosted', accountId, offer.offerId, now) ? charge : undefined;
}

/** Charges a fee once for the account (see currentFeeCharge). */
export function chargeFee(
  ctx: StackContext,
  accountId: number,
  offer: OfferDef,
  coupon: CouponDef | null,
  method: 'card' | 'paypal' | 'none',
  card?: Pick<CheckedCard, 'variant' | 'lastFour' | 'expiry' | 'holder'>,
): { charge: ChargeRow; replayed: boolean } {
  const { db } = ctx;
  const now = ctx.clock.now();
  const current = currentFeeCharge(db, accountId, offer, now);
  if (current) return { charge: current, replayed: true };
  const prefix = feeRefPrefix(accountId, offer.feeId);
  const count =
    db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payment_charges WHERE platform = 'hosted' AND order_ref LIKE ?",
      [`${prefix}%`],
    )?.n ?? 0;
  const pricing = priceOrder(offer, coupon);
  return chargeOnce(
    db,
    {
      platform: 'hosted',
      userId: accountId,
      orderRef: `${prefix}${count + 1}`,
      orderId: offer.feeId,
      offer,
      amount: pricing.totalPrice,
      taxRate: 0,
      discount: pricing.priceBreakdown.discountAmount,
      currency: offer.currency,
      couponCode: coupon?.code ?? null,
      trial: pricing.discount.type === 'trial',
      gateway: method === 'paypal' ? 'paypal' : 'stripe',
      method,
      ...(card
        ? {
            detail: cardDetailParams(card),
          }
        : {}),
    },
    now,
  );
}

/**
 * Charges what a settled hosted card or PayPal step bought, once (the provider pages and
 * `POST /payments` with `pi_id` both come here); null for an unknown step or fee.
 */
export function chargeHostedIntent(
  ctx: StackContext,
  intentId: string,
): { charge: ChargeRow; replayed: boolean } | null {
  const { db } = ctx;
  const intent = findIntent(db, intentId);
  if (!intent || intent.platform !== 'hosted') return null;
  const payload = intentPayload(intent);
  const offer = findHostedFee(Number(payload.feeId));
  if (!offer) return null;
  if (intent.charge_id !== null) {
    const charge = db.get<ChargeRow>('SELECT * FROM payment_charges WHERE id = ?', [intent.charge_id]);
    if (charge) return { charge, replayed: true };
  }
  const coupon = typeof payload.voucher === 'string' ? (findCoupon(payload.voucher) ?? null) : null;
  const card = payload.card as Pick<CheckedCard, 'variant' | 'lastFour' | 'expiry' | 'holder'> | undefined;
  const result = chargeFee(
    ctx,
    intent.user_id,
    offer,
    coupon,
    intent.kind === 'paypal' ? 'paypal' : 'card',
    card,
  );
  settleIntent(db, intent.id, 'succeeded', { chargeId: result.charge.id });
  return result;
}

/** The fee and voucher of a form, or the error to answer. */
function feeAndVoucher(
  c: Context<StackEnv>,
  body: Body,
  feeKey: string,
): { offer: OfferDef; coupon: CouponDef | null } | Response {
  const offer = findHostedFee(Number(str(body, feeKey)));
  if (!offer) return fail(c, 404, HOSTED_PAYMENT_ERRORS.feeNotFound);
  const code = str(body, 'voucher_code');
  if (!code || code === 'undefined') return { offer, coupon: null };
  const coupon = findCoupon(code);
  // seed 000 §8: 'Voucher not found' (the app shows 'Invalid coupon code'), also for another fee's voucher.
  if (!coupon || !couponFits(coupon, offer)) return fail(c, 404, HOSTED_PAYMENT_ERRORS.voucherNotFound);
  return { offer, coupon };
}

/**
 * The hosted platform's payment calls (seed 000 §7 "Hosted-platform accounts"): access fees,
 * payment methods, vouchers, PayPal (`/external-payments`, a redirect to the stack's PayPal
 * page), card subscriptions and payments with a Stripe-like 3-D Secure step (a redirect to the
 * stack's card page, then `POST /payments` with `pi_id`), subscriptions and payment history.
 * Form-encoded requests, errors `{ code, message }`.
 */
export function hostedPaymentRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath(BASE);
  const { db } = ctx;
  const now = () => ctx.clock.now();

  const withAccount =
    (handler: (c: Context<StackEnv>, account: HostedAccountRow) => Response | Promise<Response>) =>
    (c: Context<StackEnv>) => {
      const auth = authenticateHosted(ctx, c);
      return auth instanceof Response ? auth : handler(c, auth.account);
    };

  const succeeded = (c: Context<StackEnv>, charge: ChargeRow, replayed: boolean) =>
    c.json({
      code: 200,
      status: 'succeeded',
      message: replayed ? 'Payment already completed' : 'Payment successful',
      transaction_token: charge.transaction_id,
      access_fee_id: charge.order_id,
      amount: charge.amount,
      currency: charge.currency,
    });

  app.get('/v2/items/:id/access-fees', (c) => {
    const itemId = Number(c.req.param('id'));
    const fees = OFFERS.filter((o) => o.platform === 'hosted' && o.itemId === itemId);
    if (fees.length === 0) return fail(c, 404, 'Item not found');
    return c.json(fees.map(accessFeePayload));
  });

  // Real merchants list more methods than card and PayPal; the app keeps only those two (seed 000 §9).
  app.get('/payments/methods', (c) =>
    c.json([
      { id: HOSTED_PAYMENT_METHODS.card, method_name: 'Card', is_external: false },
      { id: HOSTED_PAYMENT_METHODS.paypal, method_name: 'Paypal', is_external: true },
      { id: 3, method_name: 'Direct Debit', is_external: false },
    ]),
  );

  app.post(
    '/vouchers/discount',
    withAccount(async (c) => {
      const body = await readBody(c);
      const found = feeAndVoucher(c, body, 'access_fee_id');
      if (found instanceof Response) return found;
      if (!found.coupon) return fail(c, 404, HOSTED_PAYMENT_ERRORS.voucherNotFound);
      const pricing = priceOrder(found.offer, found.coupon);
      return c.json({
        amount: pricing.totalPrice,
        discount_duration: pricing.discount.periods,
        voucher_code: found.coupon.code,
        access_fee_id: found.offer.feeId,
      });
    }),
  );

  app.post(
    '/external-payments',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      const origin = str(body, 'origin');
      if (!origin)
        return fail(c, 422, HOSTED_PAYMENT_ERRORS.missingParameter, { origin: 'origin is required' });
      const found = feeAndVoucher(c, body, 'access_fee');
      if (found instanceof Response) return found;
      // An access still running answers its id: the app then goes to its error URL (seed 000 §8).
      const current = currentFeeCharge(db, account.id, found.offer, now());
      if (current)
        return c.json({
          id: current.id,
          message: 'Already have an active access',
          access_fee_id: found.offer.feeId,
        });
      const intent = insertIntent(
        db,
        {
          kind: 'paypal',
          platform: 'hosted',
          userId: account.id,
          orderRef: `fee:${found.offer.feeId}`,
          offerId: found.offer.offerId,
          payload: {
            feeId: found.offer.feeId,
            voucher: found.coupon?.code ?? null,
            successUrl: origin,
            cancelUrl: str(body, 'cancel_url') || origin,
            errorUrl: str(body, 'error_url') || origin,
          },
        },
        now(),
      );
      return c.json({
        endpoint: `${new URL(c.req.url).origin}${PROVIDER_BASE}/paypal?token=${encodeURIComponent(intent.id)}`,
      });
    }),
  );

  /** A card subscription or payment (seed 000 §7 POST /subscriptions, POST /payments). */
  const cardPayment = (kind: 'subscription' | 'one-time') =>
    withAccount(async (c, account) => {
      const body = await readBody(c);
      if (kind === 'one-time' && str(body, 'pi_id')) return finalizeIntent(c, account, str(body, 'pi_id'));
      const found = feeAndVoucher(c, body, 'access_fee');
      if (found instanceof Response) return found;
      const { offer, coupon } = found;
      if (kind === 'subscription' && offer.kind !== 'subscription')
        return fail(c, 422, HOSTED_PAYMENT_ERRORS.notSubscription);
      if (kind === 'one-time' && offer.kind !== 'one-time')
        return fail(c, 422, HOSTED_PAYMENT_ERRORS.notPayPerView);
      const current = currentFeeCharge(db, account.id, offer, now());
      if (current) return succeeded(c, current, true);
      // Nothing due now (a free trial, a 100 % voucher): no card needed.
      if (priceOrder(offer, coupon).totalPrice === 0 && !str(body, 'number')) {
        const { charge, replayed } = chargeFee(ctx, account.id, offer, coupon, 'none');
        return succeeded(c, charge, replayed);
      }
      const card = checkCard(hostedCardInput(body), now());
      if (typeof card === 'string') return fail(c, 422, card);
      if (card.outcome === 'decline') return fail(c, 402, CARD_DECLINED);
      const publicCard = {
        variant: card.variant,
        lastFour: card.lastFour,
        expiry: card.expiry,
        holder: card.holder,
      };
      if (card.outcome === 'three-d-secure') {
        const returnUrl = str(body, 'return_url') || str(body, 'referrer');
        if (!returnUrl)
          return fail(c, 422, HOSTED_PAYMENT_ERRORS.missingParameter, {
            return_url: 'return_url is required',
          });
        const intent = insertIntent(
          db,
          {
            kind: 'card',
            platform: 'hosted',
            userId: account.id,
            orderRef: `fee:${offer.feeId}`,
            offerId: offer.offerId,
            payload: { feeId: offer.feeId, voucher: coupon?.code ?? null, returnUrl, card: publicCard, kind },
          },
          now(),
        );
        return c.json({
          code: 200,
          status: 'requires_action',
          message: '3-D Secure authentication required',
          payment_intent: intent.id,
          redirect_url: `${new URL(c.req.url).origin}${PROVIDER_BASE}/card?payment_intent=${encodeURIComponent(intent.id)}`,
        });
      }
      const { charge, replayed } = chargeFee(ctx, account.id, offer, coupon, 'card', publicCard);
      return succeeded(c, charge, replayed);
    });

  /** seed 000 §7 POST /payments with pi_id: completes a one-time card payment after 3-D Secure, once. */
  const finalizeIntent = (c: Context<StackEnv>, account: HostedAccountRow, id: string) => {
    const intent = findIntent(db, id);
    if (!intent || intent.kind !== 'card' || intent.platform !== 'hosted' || intent.user_id !== account.id)
      return fail(c, 404, HOSTED_PAYMENT_ERRORS.intentNotFound);
    if (intent.status !== 'succeeded') return fail(c, 402, HOSTED_PAYMENT_ERRORS.authenticationFailed);
    const result = chargeHostedIntent(ctx, intent.id);
    return result
      ? succeeded(c, result.charge, result.replayed)
      : fail(c, 404, HOSTED_PAYMENT_ERRORS.feeNotFound);
  };

  app.post('/subscriptions', cardPayment('subscription'));
  app.post('/payments', cardPayment('one-time'));

  // seed 000 §7 GET /subscriptions (limit 15, page 0), seed 000 §4 status mapping from action_type.
  app.get(
    '/subscriptions',
    withAccount((c, account) => {
      settleGrants(ctx, 'hosted', account.id);
      settleSubscriptionChanges(ctx, 'hosted', account.id);
      const origin = new URL(c.req.url).origin;
      const limit = Math.max(1, Math.min(100, Number(c.req.query('limit') ?? 15) || 15));
      const page = Math.max(0, Number(c.req.query('page') ?? 0) || 0);
      const rows = listSubscriptions(db, 'hosted', account.id);
      const collection = rows.slice(page * limit, page * limit + limit).map((row) => {
        const offer = OFFERS.find((o) => o.platform === 'hosted' && o.offerId === row.offer_id);
        const ended = row.expires_at <= now();
        const managed = hostedSubscriptionFields(ctx, row, origin);
        return {
          subscription_id: `sub_${row.id}`,
          item_id: offer?.itemId ?? HOSTED_ITEM_ID,
          item_title: HOSTED_ITEM_TITLE,
          access_fee_id: offer?.feeId ?? 0,
          status: ended ? 'inactive' : 'active',
          next_rebill_date: seconds(row.expires_at),
          charged_amount: row.trial ? 0 : row.price,
          subscription_price: row.price,
          currency: row.currency,
          access_type: { period: offer?.period === 'year' ? 'year' : 'month' },
          // issue 12: statuses, the unsubscribe link and in-app stores (subscription.routes.ts).
          ...managed,
          created_at: seconds(row.created_at),
          updated_at: seconds(row.created_at),
        };
      });
      return c.json({ total: rows.length, page, offset: page * limit, limit, collection });
    }),
  );

  app.get(
    '/v2/accounting/payment-history',
    withAccount((c, account) => {
      settleGrants(ctx, 'hosted', account.id);
      const limit = Math.max(
        1,
        Math.min(100, Number(c.req.query('size') ?? c.req.query('limit') ?? 15) || 15),
      );
      const page = Math.max(0, Number(c.req.query('page') ?? 0) || 0);
      const charges = listCharges(db, 'hosted', account.id);
      const collection = charges.slice(page * limit, page * limit + limit).map((charge) => {
        const offer = OFFERS.find((o) => o.platform === 'hosted' && o.offerId === charge.offer_id);
        return {
          transaction_token: charge.transaction_id,
          trx_token: `trx_${charge.id}`,
          created_at: seconds(charge.created_at),
          item_id: offer?.itemId ?? HOSTED_ITEM_ID,
          item_type: offer?.kind === 'one-time' ? 'ott_media' : 'package',
          item_title: offer?.title ?? charge.offer_id,
          access_fee_id: offer?.feeId ?? 0,
          charged_amount: charge.amount,
          currency_iso: charge.currency,
          consumer_id: account.id,
          payment_method_name:
            charge.method === 'paypal' ? 'Paypal' : charge.method === 'none' ? 'Free' : 'Card',
          action_type: charge.trial ? 'free-trial' : offer?.kind === 'one-time' ? 'payment' : 'recurrent',
          voucher_code: charge.coupon_code,
        };
      });
      return c.json({ total: charges.length, page, limit, collection });
    }),
  );

  return app;
}
