import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import { authenticateHosted } from '../accounts/hosted/hosted.tokens.js';
import type { HostedAccountRow } from '../accounts/hosted/hosted.store.js';
import { commerceError, commerceOk } from '../accounts/commerce/commerce.tokens.js';
import { readBody, str } from '../accounts/shared/http.js';
import { cardDetailParams, checkCard, hostedCardInput } from './cards.js';
import { subscriptionPayload } from './commerce.format.js';
import { authenticatePayer, type Payer } from './commerce-payments.routes.js';
import { OFFERS, findOffer, type OfferDef } from './offers.js';
import {
  listCharges,
  listSubscriptions,
  PROVIDER_BASE,
  type ChargeRow,
  type SubscriptionRow,
} from './payments.store.js';
import {
  addPaymentDetail,
  findSwitch,
  isInAppGateway,
  pendingSwitchOf,
  receiptHtml,
  receiptPdf,
  requestChange,
  requestSwitch,
  settleSubscriptionChanges,
  type SubscriptionSwitchRow,
} from './subscriptions.store.js';

/** seed 000 §8: the messages of the subscription calls the app maps. */
export const SUBSCRIPTION_ERRORS = {
  notFound: 'Subscription not found',
  inApp: 'This subscription is managed by an in-app store',
  notSwitchable: 'Switch not available',
  transactionNotFound: 'Transaction not found',
  invalidStatus: 'Invalid param status',
} as const;

/** seed 000 §4: upgrade when the current period is month, downgrade when it is year. */
const directionOf = (from: OfferDef): 'upgrade' | 'downgrade' =>
  from.period === 'month' ? 'upgrade' : 'downgrade';

/** The subscriptions a subscription may switch to: the other period's plain plan (no trial offers). */
function switchTargets(platform: 'hosted' | 'commerce', from: OfferDef): OfferDef[] {
  return OFFERS.filter(
    (o) =>
      o.platform === platform &&
      o.kind === 'subscription' &&
      o.freeDays === 0 &&
      o.offerId !== from.offerId &&
      o.period !== from.period,
  );
}

function switchPayload(row: SubscriptionSwitchRow, customerId: string) {
  return {
    id: row.id,
    customerId: Number(customerId),
    direction: row.direction,
    algorithm: row.direction === 'upgrade' ? 'IMMEDIATELY_WITH_PRORATION' : 'DEFERRED',
    fromOfferId: row.from_offer_id,
    toOfferId: row.to_offer_id,
    subscriptionId: String(row.subscription_id),
    status: 'pending',
    createdAt: Math.floor(row.created_at / 1000),
    updatedAt: Math.floor(row.created_at / 1000),
  };
}

const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A charge's receipt as the platforms send it: its HTML page, base64-encoded (docs/decisions.md). */
const receiptPage = (platform: 'hosted' | 'commerce', charge: ChargeRow) =>
  toBase64(
    receiptHtml(
      charge.transaction_id,
      findOffer(platform, charge.offer_id)?.title ?? charge.offer_id,
      charge.amount,
      charge.currency,
      charge.created_at,
    ),
  );

/**
 * Managing a subscription on the stand-ins (issue 12; seed 000 §7): cancel through the hosted
 * platform's unsubscribe link or the commerce platform's status update, renew (commerce), plan
 * switches with availability and pending downgrades, the card on file and its update, PayPal as a
 * payment detail, and receipts (a PDF on the hosted platform, base64 HTML on the commerce one).
 * Changes land as `/__stack/payments/subscription-settings` says.
 */
export function subscriptionRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  const { db } = ctx;
  const now = () => ctx.clock.now();

  // ------------------------------------------------------------------ hosted platform
  const hosted = new Hono<StackEnv>();
  const withAccount =
    (handler: (c: Context<StackEnv>, account: HostedAccountRow) => Response | Promise<Response>) =>
    (c: Context<StackEnv>) => {
      const auth = authenticateHosted(ctx, c);
      return auth instanceof Response ? auth : handler(c, auth.account);
    };
  const hostedFail = (c: Context<StackEnv>, status: 400 | 404 | 422, message: string) =>
    c.json({ code: status, message }, status);
  const ownSubscription = (accountId: number, ref: string): SubscriptionRow | undefined =>
    listSubscriptions(db, 'hosted', accountId).find(
      (row) => `sub_${row.id}` === ref || String(row.id) === ref,
    );

  // The unsubscribe link of a subscription (seed 000 §4 "call the unsubscribe link").
  const unsubscribe = withAccount((c, account) => {
    const row = ownSubscription(account.id, c.req.param('id') ?? '');
    if (!row) return hostedFail(c, 404, SUBSCRIPTION_ERRORS.notFound);
    if (isInAppGateway(row.gateway)) return hostedFail(c, 422, SUBSCRIPTION_ERRORS.inApp);
    requestChange(ctx, row.id, 'status', 'cancelled');
    return c.json({ code: 200, message: 'Subscription cancelled' });
  });
  hosted.get('/subscriptions/:id/unsubscribe', unsubscribe);
  hosted.delete('/subscriptions/:id/unsubscribe', unsubscribe);

  // seed 000 §7 GET and PUT /v2/payments/cards/default.
  const cardsOf = (accountId: number) => {
    const detail = db.get<{ params: string; method: string }>(
      "SELECT params, method FROM payment_details WHERE platform = 'hosted' AND user_id = ? AND active = 1 ORDER BY id DESC LIMIT 1",
      [accountId],
    );
    if (!detail || detail.method !== 'card') return [];
    const params = JSON.parse(detail.params) as Record<string, string>;
    const [month, year] = String(params.cardExpirationDate ?? '').split('/');
    return [
      {
        number: params.lastCardFourDigits ?? '',
        card_name: params.holderName ?? '',
        exp_month: month ?? '',
        exp_year: year ?? '',
        card_type: params.variant ?? 'card',
        account_id: accountId,
      },
    ];
  };
  hosted.get(
    '/v2/payments/cards/default',
    withAccount((c, account) => c.json({ cards: cardsOf(account.id) })),
  );
  hosted.put(
    '/v2/payments/cards/default',
    withAccount(async (c, account) => {
      const body = await readBody(c);
      const card = checkCard(hostedCardInput(body), now());
      if (typeof card === 'string') return hostedFail(c, 422, card);
      if (!card.holder.trim()) return hostedFail(c, 422, 'Missing or invalid parameter');
      addPaymentDetail(ctx, {
        platform: 'hosted',
        userId: account.id,
        gateway: 'stripe',
        method: 'card',
        params: cardDetailParams(card),
      });
      return c.json({ code: 200, message: 'Card details updated', cards: cardsOf(account.id) });
    }),
  );

  // seed 000 §7 POST /v2/subscriptions/stripe:switch (inventory_id = the access fee, subscription_id).
  hosted.post(
    '/v2/subscriptions/:action',
    withAccount(async (c, account) => {
      if (c.req.param('action') !== 'stripe:switch') return hostedFail(c, 404, 'Not found');
      const body = await readBody(c);
      const row = ownSubscription(account.id, str(body, 'subscription_id'));
      if (!row) return hostedFail(c, 404, SUBSCRIPTION_ERRORS.notFound);
      const from = findOffer('hosted', row.offer_id);
      const to = OFFERS.find((o) => o.platform === 'hosted' && String(o.feeId) === str(body, 'inventory_id'));
      if (!from || !to || !switchTargets('hosted', from).includes(to) || isInAppGateway(row.gateway))
        return hostedFail(c, 422, SUBSCRIPTION_ERRORS.notSwitchable);
      const direction = directionOf(from);
      requestSwitch(ctx, row, to, direction);
      return c.json({
        code: 200,
        message:
          direction === 'upgrade'
            ? 'Subscription switched'
            : 'Subscription switch scheduled for the end of the billing period',
      });
    }),
  );

  // seed 000 §7 GET /v2/accounting/transactions/{id}/receipt: a PDF (blob).
  hosted.get(
    '/v2/accounting/transactions/:id/receipt',
    withAccount((c, account) => {
      const id = c.req.param('id');
      const charge = listCharges(db, 'hosted', account.id).find(
        (row) => row.transaction_id === id || `trx_${row.id}` === id,
      );
      if (!charge) return hostedFail(c, 404, SUBSCRIPTION_ERRORS.transactionNotFound);
      const offer = findOffer('hosted', charge.offer_id);
      // PayPal's receipts come as its HTML page, base64-encoded (docs/decisions.md); cards' as a PDF.
      if (charge.method === 'paypal') return c.json(receiptPage('hosted', charge));
      const pdf = receiptPdf(
        charge.transaction_id,
        offer?.title ?? charge.offer_id,
        charge.amount,
        charge.currency,
      );
      return c.body(pdf.buffer as ArrayBuffer, 200, { 'Content-Type': 'application/pdf' });
    }),
  );
  app.route('/hosted', hosted);

  // ------------------------------------------------------------------ commerce platform
  const commerce = new Hono<StackEnv>();
  const withPayer =
    (handler: (c: Context<StackEnv>, payer: Payer) => Response | Promise<Response>) =>
    (c: Context<StackEnv>) => {
      const payer = authenticatePayer(ctx, c, c.req.param('id') ?? null);
      return payer instanceof Response ? payer : handler(c, payer);
    };
  const CUSTOMER = '/customers/:id{[0-9]+}';
  const payerSubscription = (payer: Payer, id: string | number) =>
    listSubscriptions(db, payer.platform, payer.userId).find((row) => String(row.id) === String(id));

  // seed 000 §7 PATCH /customers/{id}/subscriptions: { offerId, status: 'cancelled' | 'active' }.
  commerce.patch(
    `${CUSTOMER}/subscriptions`,
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const status = str(body, 'status');
      if (status !== 'cancelled' && status !== 'active')
        return commerceError(c, 422, SUBSCRIPTION_ERRORS.invalidStatus);
      const row =
        (body.subscriptionId !== undefined
          ? payerSubscription(payer, String(body.subscriptionId))
          : undefined) ??
        listSubscriptions(db, payer.platform, payer.userId).find((s) => s.offer_id === str(body, 'offerId'));
      if (!row) return commerceError(c, 404, SUBSCRIPTION_ERRORS.notFound);
      if (isInAppGateway(row.gateway)) return commerceError(c, 422, SUBSCRIPTION_ERRORS.inApp);
      requestChange(ctx, row.id, 'status', status);
      return commerceOk(c, { ...subscriptionPayload(row, now()), pendingStatus: status });
    }),
  );

  // seed 000 §7 GET /customers/{id}/subscription_switches/{offerId}/availability.
  commerce.get(
    `${CUSTOMER}/subscription_switches/:offerId/availability`,
    withPayer((c, payer) => {
      const from = findOffer('commerce', c.req.param('offerId') ?? '');
      if (!from) return commerceError(c, 404, 'Offer not found');
      const row = listSubscriptions(db, payer.platform, payer.userId).find(
        (s) => s.offer_id === from.offerId,
      );
      const blocked =
        !row || isInAppGateway(row.gateway) || row.status !== 'active' || pendingSwitchOf(db, row.id);
      const targets = switchTargets('commerce', from).map((to) => ({
        toOfferId: to.offerId,
        title: to.title,
        switchDirection: directionOf(from),
        algorithm: directionOf(from) === 'upgrade' ? 'IMMEDIATELY_WITH_PRORATION' : 'DEFERRED',
        price: to.price,
        currency: to.currency,
        currencySymbol: '€',
        nextPaymentPrice: to.price,
        nextPaymentPriceCurrency: to.currency,
        nextPaymentPriceCurrencySymbol: '€',
      }));
      return commerceOk(c, {
        available: blocked ? [] : targets,
        unavailable: blocked
          ? targets.map((t) => ({
              ...t,
              reason: { code: 'SWITCH_NOT_ALLOWED', message: SUBSCRIPTION_ERRORS.notSwitchable },
            }))
          : [],
      });
    }),
  );

  // seed 000 §7 POST /customers/{id}/subscription_switches/{offerId}: { toOfferId, switchDirection }.
  commerce.post(
    `${CUSTOMER}/subscription_switches/:offerId`,
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const from = findOffer('commerce', c.req.param('offerId') ?? '');
      const to = findOffer('commerce', str(body, 'toOfferId'));
      const row = from
        ? listSubscriptions(db, payer.platform, payer.userId).find((s) => s.offer_id === from.offerId)
        : undefined;
      if (!from || !to || !row) return commerceError(c, 404, SUBSCRIPTION_ERRORS.notFound);
      if (
        !switchTargets('commerce', from).includes(to) ||
        isInAppGateway(row.gateway) ||
        row.status !== 'active'
      )
        return commerceError(c, 422, SUBSCRIPTION_ERRORS.notSwitchable);
      const created = requestSwitch(ctx, row, to, directionOf(from));
      return commerceOk(c, switchPayload(created, payer.customerId));
    }),
  );

  // seed 000 §7 GET /subscription_switches/{id}: the pending switch's target offer.
  commerce.get(
    '/subscription_switches/:switchId',
    withPayer((c, payer) => {
      const row = findSwitch(db, c.req.param('switchId') ?? '');
      if (!row || !payerSubscription(payer, row.subscription_id))
        return commerceError(c, 404, 'Switch not found');
      return commerceOk(c, switchPayload(row, payer.customerId));
    }),
  );

  // seed 000 §7 GET /receipt/{id}: the receipt's HTML, base64-encoded.
  commerce.get(
    '/receipt/:transactionId',
    withPayer((c, payer) => {
      const charge = listCharges(db, payer.platform, payer.userId).find(
        (row) => row.transaction_id === c.req.param('transactionId'),
      );
      if (!charge) return commerceError(c, 404, SUBSCRIPTION_ERRORS.transactionNotFound);
      return commerceOk(c, receiptPage('commerce', charge));
    }),
  );

  // seed 000 §7 POST /connectors/adyen/payment-details: a new card on file (the stand-in takes the card's fields).
  commerce.post(
    '/connectors/adyen/payment-details',
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const method = (body.paymentMethod ?? {}) as Record<string, unknown>;
      const card = checkCard(
        {
          number: String(method.number ?? ''),
          holder: String(method.holderName ?? ''),
          expMonth: String(method.expiryMonth ?? ''),
          expYear: String(method.expiryYear ?? ''),
          cvc: String(method.cvc ?? ''),
        },
        now(),
      );
      if (typeof card === 'string') return commerceError(c, 422, card);
      const id = addPaymentDetail(ctx, {
        platform: payer.platform,
        userId: payer.userId,
        gateway: 'adyen',
        method: 'card',
        params: cardDetailParams(card),
      });
      return commerceOk(c, { id, resultCode: 'Authorised', action: null });
    }),
  );

  // seed 000 §7 POST /connectors/paypal/v1/payment_details/tokens: PayPal as the payment method, at the provider's page.
  commerce.post(
    '/connectors/paypal/v1/payment_details/tokens',
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const token = `EC-PD${payer.userId}${Math.floor(now() / 1000)}`;
      pendingPaypalDetails.set(token, {
        payer,
        successUrl: str(body, 'successUrl'),
        cancelUrl: str(body, 'cancelUrl'),
      });
      return commerceOk(c, {
        redirectUrl: `${new URL(c.req.url).origin}${PROVIDER_BASE}/paypal-details?token=${encodeURIComponent(token)}`,
      });
    }),
  );

  // seed 000 §7 DELETE /payment_details/{id}.
  commerce.delete(
    '/payment_details/:detailId',
    withPayer((c, payer) => {
      const { changes } = db.run(
        'DELETE FROM payment_details WHERE id = ? AND platform = ? AND user_id = ?',
        [Number(c.req.param('detailId')), payer.platform, payer.userId],
      );
      return changes === 0 ? commerceError(c, 404, 'Payment detail not found') : commerceOk(c, {});
    }),
  );
  app.route('/commerce', commerce);

  // ------------------------------------------------------------------ PayPal's page for a payment detail
  const pendingPaypalDetails = new Map<string, { payer: Payer; successUrl: string; cancelUrl: string }>();
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  app.get(`${PROVIDER_BASE}/paypal-details`, (c) => {
    const token = c.req.query('token') ?? '';
    if (!pendingPaypalDetails.has(token)) return c.html(page('PayPal', '<p>This link has expired.</p>'), 404);
    const form = (action: string, label: string) =>
      `<form method="post"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    return c.html(
      page(
        'PayPal',
        `<p>Use PayPal for Statecast payments.</p>${form('approve', 'Agree and continue')}${form('cancel', 'Cancel')}`,
      ),
    );
  });
  app.post(`${PROVIDER_BASE}/paypal-details`, async (c) => {
    const body = await readBody(c);
    const pending = pendingPaypalDetails.get(str(body, 'token'));
    if (!pending) return c.html(page('PayPal', '<p>This link has expired.</p>'), 404);
    pendingPaypalDetails.delete(str(body, 'token'));
    if (str(body, 'action') !== 'approve') return c.redirect(pending.cancelUrl || '/', 303);
    addPaymentDetail(ctx, {
      platform: pending.payer.platform,
      userId: pending.payer.userId,
      gateway: 'paypal',
      method: 'paypal',
      params: { payerId: `PAYER${pending.payer.userId}`, email: pending.payer.email },
    });
    return c.redirect(pending.successUrl || '/', 303);
  });

  return app;
}

/** Subscriptions as the hosted platform lists them (seed 000 §4 status names), with pending changes landed. */
export function hostedSubscriptionFields(ctx: StackContext, row: SubscriptionRow, origin: string) {
  const ended = row.expires_at <= ctx.clock.now();
  const inApp = isInAppGateway(row.gateway);
  // seed 000 §4: free-trial → active_trial, recurrent → active, canceled → cancelled,
  // incomplete_expired / ended → expired, anything else → terminated.
  const actionType = ended
    ? 'ended'
    : row.status === 'cancelled'
      ? 'canceled'
      : row.status === 'expired'
        ? 'incomplete_expired'
        : row.status === 'terminated'
          ? 'terminated'
          : row.trial
            ? 'free-trial'
            : 'recurrent';
  return {
    action_type: actionType,
    unsubscribe_url:
      inApp || (actionType !== 'recurrent' && actionType !== 'free-trial')
        ? ''
        : `${origin}/hosted/subscriptions/sub_${row.id}/unsubscribe`,
    payment_method_name: inApp
      ? row.gateway
      : row.method === 'paypal'
        ? 'Paypal'
        : row.method === 'none'
          ? 'Free'
          : 'Card',
  };
}

export { settleSubscriptionChanges };
