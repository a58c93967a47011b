import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import { CAPTCHA_SECRET, isCaptchaRequired, verifyCaptchaToken } from '../captcha/index.js';
import { authenticateCustomer, commerceError, commerceOk } from '../accounts/commerce/commerce.tokens.js';
import { JWT_SECRETS } from '../accounts/constants.js';
import { verifyJwt } from '../accounts/shared/crypto.js';
import { bearer, clientIp, readBody, record, str, type Body } from '../accounts/shared/http.js';
import { authenticateOwn } from '../accounts/own/own.tokens.js';
import {
  COMMERCE_PAYMENT_METHODS,
  offerPayload,
  orderPayload,
  paymentDetailPayload,
  paymentPayload,
  subscriptionPayload,
  transactionPayload,
} from './commerce.format.js';
import { findCoupon, findOffer } from './offers.js';
import { pendingSwitchOf, settleSubscriptionChanges } from './subscriptions.store.js';
import {
  chargeCommerceOrder,
  findChargeByRef,
  findIntentByRedirectResult,
  findLiveOrder,
  insertIntent,
  insertOrder,
  listCharges,
  listPaymentDetails,
  listSubscriptions,
  orderRef,
  settleGrants,
  type ChargeRow,
  type OrderRow,
  PROVIDER_BASE,
} from './payments.store.js';
import { couponFits, priceOrder } from './pricing.js';

/** Base path of the commerce platform on the stack (as the account routes). */
const BASE = '/commerce';

/** seed 000 §8 messages the app maps (update order) and the platform's other answers. */
export const COMMERCE_PAYMENT_ERRORS = {
  orderNotFound: 'Order not found',
  invalidCoupon: 'Invalid coupon code',
  couponNotForOffer: 'Invalid coupon code for this offer',
  offerNotFound: 'Offer not found',
  paymentDetailsRequired: 'Payment details are required for this order',
  invalidPaymentMethod: 'Invalid param paymentMethodId',
  missingParameter: 'Missing or invalid parameter',
  refused: 'Refused',
  invalidRedirectResult: 'Invalid redirectResult',
  captcha: 'Captcha verification failed',
} as const;

/** Who pays: a commerce customer, or an own back-end user paying through the commerce platform (eventweb). */
export interface Payer {
  platform: 'commerce' | 'own';
  userId: number;
  customerId: string;
  email: string;
  locale: string;
  country: string;
}

/**
 * The payer of a request: a commerce JWT, or (the event site, whose sign-in is its own back end
 * and whose payments go through the commerce platform, seed 002) an own back-end JWT. A route
 * that names a customer in its path answers 403 for anyone else.
 */
export function authenticatePayer(
  ctx: StackContext,
  c: Context<StackEnv>,
  customerId: string | null,
): Payer | Response {
  const token = bearer(c);
  if (token && verifyJwt(token, JWT_SECRETS.own, ctx.clock.now()).ok) {
    const own = authenticateOwn(ctx, c);
    if (own instanceof Response) return commerceError(c, 401, 'Invalid JWT token');
    if (customerId !== null && String(own.user.id) !== customerId)
      return commerceError(c, 403, 'Access denied: the JWT belongs to another customer');
    return {
      platform: 'own',
      userId: own.user.id,
      customerId: String(own.user.id),
      email: own.user.email,
      locale: 'en_US',
      country: own.user.country || 'NL',
    };
  }
  const customer = authenticateCustomer(ctx, c, customerId);
  if (customer instanceof Response) return customer;
  return {
    platform: 'commerce',
    userId: customer.id,
    customerId: String(customer.id),
    email: customer.email,
    locale: customer.locale,
    country: customer.country,
  };
}

const orderIdOf = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value ?? ''));

/**
 * The commerce platform's checkout calls (seed 000 §7 "Commerce platform", seed 001 §7 checkout
 * service): offers, orders with coupons, payment methods, the payment without details, Adyen
 * (session, initial payment answered with a redirect to the stack's Adyen page, finalize) and
 * PayPal (a token whose redirect URL is the stack's PayPal page), and the customer's
 * subscriptions, payment details and transactions. Answers use the platform's envelope.
 */
export function commercePaymentRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath(BASE);
  const { db } = ctx;
  const now = () => ctx.clock.now();

  const withPayer =
    (handler: (c: Context<StackEnv>, payer: Payer) => Response | Promise<Response>) =>
    (c: Context<StackEnv>) => {
      const payer = authenticatePayer(ctx, c, c.req.param('id') ?? null);
      return payer instanceof Response ? payer : handler(c, payer);
    };

  const respondOrder = (c: Context<StackEnv>, order: OrderRow, payer: Payer, message: string) =>
    commerceOk(c, { message, order: orderPayload(order, payer), success: true });

  const chargeOrder = (
    payer: Payer,
    order: OrderRow,
    gateway: string,
    method: string,
    detail?: Record<string, unknown>,
  ): ChargeRow => chargeCommerceOrder(ctx, payer, order, gateway, method, detail);

  app.get('/offers/:offerId', (c) => {
    const offer = findOffer('commerce', c.req.param('offerId'));
    return offer
      ? commerceOk(c, offerPayload(offer, now()))
      : commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.offerNotFound);
  });

  // Creating an order leaves earlier ones as they were; the app keeps only the newest (seed 000 §4).
  app.post(
    '/orders',
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const offer = findOffer('commerce', str(body, 'offerId'));
      if (!offer) return commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.offerNotFound);
      const customerId = str(body, 'customerId');
      if (customerId && customerId !== payer.customerId)
        return commerceError(c, 403, 'Access denied: the JWT belongs to another customer');
      const couponCode = str(body, 'couponCode');
      if (couponCode) {
        const coupon = findCoupon(couponCode);
        if (!coupon) return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.invalidCoupon);
        if (!couponFits(coupon, offer))
          return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.couponNotForOffer);
      }
      const methodId = body.paymentMethodId === undefined ? null : Number(body.paymentMethodId);
      if (methodId !== null && !Object.values(COMMERCE_PAYMENT_METHODS).includes(methodId as never))
        return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.invalidPaymentMethod);
      const order = insertOrder(
        db,
        {
          platform: payer.platform,
          userId: payer.userId,
          offerId: offer.offerId,
          country: str(body, 'country') || payer.country || 'NL',
          currency: offer.currency,
          paymentMethodId: methodId,
          couponCode: couponCode ? (findCoupon(couponCode)?.code ?? null) : null,
        },
        now(),
      );
      return respondOrder(c, order, payer, 'Order created');
    }),
  );

  app.get(
    '/orders/:orderId',
    withPayer((c, payer) => {
      const order = findLiveOrder(db, payer.platform, payer.userId, Number(c.req.param('orderId')), now());
      return order
        ? respondOrder(c, order, payer, 'Order found')
        : commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.orderNotFound);
    }),
  );

  // seed 000 §8: 'Order not found', 'Invalid coupon code', 'Invalid coupon code for this offer'.
  app.patch(
    '/orders/:orderId',
    withPayer(async (c, payer) => {
      const order = findLiveOrder(db, payer.platform, payer.userId, Number(c.req.param('orderId')), now());
      if (!order) return commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.orderNotFound);
      if (findChargeByRef(db, orderRef(order.id))) return commerceError(c, 422, 'Order is already paid');
      const body = await readBody(c);
      const changes: { payment_method_id?: number; coupon_code?: string | null } = {};
      if (body.paymentMethodId !== undefined && body.paymentMethodId !== null) {
        const methodId = Number(body.paymentMethodId);
        if (!Object.values(COMMERCE_PAYMENT_METHODS).includes(methodId as never))
          return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.invalidPaymentMethod);
        changes.payment_method_id = methodId;
      }
      if ('couponCode' in body) {
        const code = str(body, 'couponCode');
        if (!code) changes.coupon_code = null;
        else {
          const coupon = findCoupon(code);
          if (!coupon) return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.invalidCoupon);
          const offer = findOffer('commerce', order.offer_id);
          if (!offer || !couponFits(coupon, offer))
            return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.couponNotForOffer);
          changes.coupon_code = coupon.code;
        }
      }
      const columns = Object.keys(changes);
      if (columns.length > 0)
        db.run(`UPDATE payment_orders SET ${columns.map((k) => `${k} = :${k}`).join(', ')} WHERE id = :id`, {
          ...changes,
          id: order.id,
        });
      const updated = findLiveOrder(db, payer.platform, payer.userId, order.id, now()) as OrderRow;
      return respondOrder(c, updated, payer, 'Order updated');
    }),
  );

  app.get(
    '/payment-methods',
    withPayer((c) =>
      commerceOk(c, {
        message: 'Payment methods retrieved successfully',
        paymentMethods: [
          {
            id: COMMERCE_PAYMENT_METHODS.adyenCard,
            methodName: 'card',
            paymentGateway: 'adyen',
            logoUrl: '',
          },
          {
            id: COMMERCE_PAYMENT_METHODS.paypal,
            methodName: 'paypal',
            paymentGateway: 'paypal',
            logoUrl: '',
          },
        ],
        status: 1,
      }),
    ),
  );

  /** The payer's live order named in a body, or the 404 to answer. */
  const bodyOrder = (c: Context<StackEnv>, payer: Payer, body: Body): OrderRow | Response => {
    const order = findLiveOrder(db, payer.platform, payer.userId, orderIdOf(body.orderId), now());
    return order ?? commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.orderNotFound);
  };

  /**
   * A pay call on the payer's live order named in the body. An order paid already answers with
   * its payment again, so a repeated call never charges twice.
   */
  const withOrderToPay = (
    handler: (
      c: Context<StackEnv>,
      payer: Payer,
      body: Body,
      order: OrderRow,
    ) => Response | Promise<Response>,
  ) =>
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const order = bodyOrder(c, payer, body);
      if (order instanceof Response) return order;
      const paid = findChargeByRef(db, orderRef(order.id));
      if (paid) return commerceOk(c, paymentPayload(paid, payer.customerId, order.country));
      return handler(c, payer, body, order);
    });

  // seed 001 §4 first path: nothing to pay now (free trial, 100 % coupon); the captcha value may ride along.
  app.post(
    '/payments',
    withOrderToPay(async (c, payer, body, order) => {
      const offer = findOffer('commerce', order.offer_id);
      const coupon = order.coupon_code ? (findCoupon(order.coupon_code) ?? null) : null;
      if (!offer || priceOrder(offer, coupon).requiredPaymentDetails)
        return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.paymentDetailsRequired);
      const captchaValue = str(body, 'captchaValue');
      if (captchaValue || isCaptchaRequired(ctx)) {
        const verdict = verifyCaptchaToken(ctx, {
          secret: CAPTCHA_SECRET,
          response: captchaValue,
          remoteip: clientIp(c),
        });
        if (!verdict.success) return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.captcha);
      }
      const charge = chargeOrder(payer, order, 'none', 'none');
      return commerceOk(c, paymentPayload(charge, payer.customerId, order.country));
    }),
  );

  // ---- Adyen: session, initial payment (a redirect to the stack's page), finalize.
  app.post(
    '/connectors/adyen/sessions',
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const returnUrl = str(body, 'returnUrl');
      if (!returnUrl) return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.missingParameter);
      const order =
        body.orderId === undefined
          ? null
          : findLiveOrder(db, payer.platform, payer.userId, orderIdOf(body.orderId), now());
      if (body.orderId !== undefined && !order)
        return commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.orderNotFound);
      const total = order ? orderPayload(order, payer).totalPrice : 0;
      return commerceOk(c, {
        id: `CS${Math.abs(order?.id ?? payer.userId)}${now().toString(36).toUpperCase()}`,
        sessionData: Buffer.from(
          JSON.stringify({ orderId: order?.id ?? null, customerId: payer.customerId }),
        ).toString('base64'),
        amount: { currency: order?.currency ?? 'EUR', value: Math.round(total * 100) },
        countryCode: order?.country ?? payer.country ?? 'NL',
        expiresAt: new Date(now() + 3_600_000).toISOString(),
        returnUrl,
        merchantAccount: 'StatecastLocalStack',
        reference: String(order?.id ?? ''),
        shopperStatement: 'Statecast',
        allowedPaymentMethods: ['scheme'],
        blockedPaymentMethods: [] as string[],
        paymentMethod: [{ type: 'scheme', name: 'Cards' }],
      });
    }),
  );

  app.post(
    '/connectors/adyen/initial-payment',
    withOrderToPay(async (c, payer, body, order) => {
      const returnUrl = str(body, 'returnUrl');
      if (!returnUrl) return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.missingParameter);
      const intent = insertIntent(
        db,
        {
          kind: 'adyen',
          platform: payer.platform,
          userId: payer.userId,
          orderRef: orderRef(order.id),
          offerId: order.offer_id,
          payload: { orderId: order.id, returnUrl, paymentMethod: record(body, 'paymentMethod') ?? {} },
        },
        now(),
      );
      const url = `${new URL(c.req.url).origin}${PROVIDER_BASE}/adyen?ref=${encodeURIComponent(intent.id)}`;
      return commerceOk(c, {
        action: { paymentMethodType: 'scheme', url, data: {}, method: 'GET', type: 'redirect' },
      });
    }),
  );

  app.post(
    '/connectors/adyen/initial-payment/finalize',
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const details = record(body, 'details') ?? {};
      const redirectResult = str(details, 'redirectResult') || str(body, 'redirectResult');
      const intent = redirectResult ? findIntentByRedirectResult(db, redirectResult) : undefined;
      if (
        !intent ||
        intent.kind !== 'adyen' ||
        intent.platform !== payer.platform ||
        intent.user_id !== payer.userId
      )
        return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.invalidRedirectResult);
      const intentOrderId = Number(intent.order_ref.replace('order:', ''));
      if (body.orderId !== undefined && body.orderId !== null && orderIdOf(body.orderId) !== intentOrderId)
        return commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.orderNotFound);
      const order = findLiveOrder(db, payer.platform, payer.userId, intentOrderId, now());
      if (!order) return commerceError(c, 404, COMMERCE_PAYMENT_ERRORS.orderNotFound);
      if (intent.status !== 'succeeded') return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.refused);
      const paid = chargeOrder(payer, order, 'adyen', 'card', {
        variant: 'visa',
        lastCardFourDigits: '1111',
        holderName: 'Adyen Test Card',
        cardExpirationDate: '03/2030',
        socialSecurityNumber: '',
      });
      db.run('UPDATE payment_intents SET charge_id = ? WHERE id = ?', [paid.id, intent.id]);
      return commerceOk(c, { payment: paymentPayload(paid, payer.customerId, order.country) });
    }),
  );

  // ---- PayPal: a token whose redirect URL is the stack's PayPal page.
  app.post(
    '/connectors/paypal/v1/tokens',
    withPayer(async (c, payer) => {
      const body = await readBody(c);
      const order = bodyOrder(c, payer, body);
      if (order instanceof Response) return order;
      const urls = {
        successUrl: str(body, 'successUrl'),
        waitingUrl: str(body, 'waitingUrl'),
        cancelUrl: str(body, 'cancelUrl'),
        errorUrl: str(body, 'errorUrl'),
      };
      if ((!urls.successUrl && !urls.waitingUrl) || !urls.cancelUrl || !urls.errorUrl)
        return commerceError(c, 422, COMMERCE_PAYMENT_ERRORS.missingParameter);
      const intent = insertIntent(
        db,
        {
          kind: 'paypal',
          platform: payer.platform,
          userId: payer.userId,
          orderRef: orderRef(order.id),
          offerId: order.offer_id,
          payload: { orderId: order.id, ...urls },
        },
        now(),
      );
      return commerceOk(c, {
        redirectUrl: `${new URL(c.req.url).origin}${PROVIDER_BASE}/paypal?token=${encodeURIComponent(intent.id)}`,
      });
    }),
  );

  // ---- The customer's subscriptions, payment details and transactions (after the grant).
  const CUSTOMER = '/customers/:id{[0-9]+}';

  app.get(
    `${CUSTOMER}/subscriptions`,
    withPayer((c, payer) => {
      settleGrants(ctx, payer.platform, payer.userId);
      settleSubscriptionChanges(ctx, payer.platform, payer.userId);
      const items = listSubscriptions(db, payer.platform, payer.userId).map((row) => ({
        ...subscriptionPayload(row, now()),
        // issue 12: a downgrade waits for the end of the period as a pending switch.
        pendingSwitchId: pendingSwitchOf(db, row.id)?.id ?? null,
      }));
      return commerceOk(c, { items });
    }),
  );

  app.get(
    `${CUSTOMER}/payment_details`,
    withPayer((c, payer) => {
      settleGrants(ctx, payer.platform, payer.userId);
      const paymentDetails = listPaymentDetails(db, payer.platform, payer.userId).map((row) =>
        paymentDetailPayload(row, payer.customerId, 'EUR'),
      );
      return commerceOk(c, { paymentDetails });
    }),
  );

  app.get(
    `${CUSTOMER}/transactions`,
    withPayer((c, payer) => {
      settleGrants(ctx, payer.platform, payer.userId);
      const limit = Math.max(1, Math.min(100, Number(c.req.query('limit') ?? 50) || 50));
      const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0);
      const all = listCharges(db, payer.platform, payer.userId);
      const customer = {
        id: payer.customerId,
        email: payer.email,
        locale: payer.locale,
        country: payer.country,
      };
      return commerceOk(c, {
        items: all.slice(offset, offset + limit).map((charge) => transactionPayload(charge, customer)),
        totalItemsCount: all.length,
      });
    }),
  );

  return app;
}
