import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import { randomToken } from '../accounts/shared/crypto.js';
import { readBody, str } from '../accounts/shared/http.js';
import { chargeHostedIntent } from './hosted-payments.routes.js';
import { findCoupon, findOffer } from './offers.js';
import {
  chargeCommerceOrder,
  findIntent,
  findLiveOrder,
  intentPayload,
  offerPlatform,
  settleIntent,
  PROVIDER_BASE,
  type IntentRow,
} from './payments.store.js';
import { priceOrder } from './pricing.js';

export { PROVIDER_BASE };

export const PAYPAL_DECLINED = 'PayPal declined the payment';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Adds query parameters to a URL the app gave (absolute, or relative to the stack). */
export function withParams(url: string, params: Record<string, string>, base: string): string {
  const target = new URL(url, base);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

interface PageButton {
  value: string;
  label: string;
}

/** A plain page: no scripts, no external assets; one form whose buttons name the outcome. */
function page(
  title: string,
  lines: readonly string[],
  hidden: Record<string, string>,
  buttons: readonly PageButton[],
) {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #111; }
    main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
    button { font: inherit; padding: 0.6rem 1rem; margin: 0.25rem 0.5rem 0.25rem 0; cursor: pointer; }
    button:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    ${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n    ')}
    <form method="post" aria-label="${escapeHtml(title)}">
      ${inputs}
      ${buttons.map((b) => `<button type="submit" name="action" value="${escapeHtml(b.value)}">${escapeHtml(b.label)}</button>`).join('\n      ')}
    </form>
  </main>
</body>
</html>`;
}

function notFoundPage(c: Context<StackEnv>, what: string) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1><p>${escapeHtml(what)}</p></main></body></html>`,
    404,
  );
}

/** What the step costs, for the page's text. */
function amountLine(ctx: StackContext, intent: IntentRow): string {
  const payload = intentPayload(intent);
  const offer = findOffer(offerPlatform(intent.platform), intent.offer_id);
  if (!offer) return intent.offer_id;
  const coupon = typeof payload.voucher === 'string' ? (findCoupon(payload.voucher) ?? null) : null;
  let total = priceOrder(offer, coupon).totalPrice;
  if (intent.platform !== 'hosted') {
    const order = findLiveOrder(
      ctx.db,
      intent.platform,
      intent.user_id,
      Number(payload.orderId),
      ctx.clock.now(),
    );
    if (order)
      total = priceOrder(
        offer,
        order.coupon_code ? (findCoupon(order.coupon_code) ?? null) : null,
      ).totalPrice;
  }
  return `${offer.title}: ${offer.currency} ${total.toFixed(2)}`;
}

/**
 * The payment providers' pages (seed 001 §4 checkout paths), served by the stack so every path
 * runs offline: the card processor's 3-D Secure challenge, Adyen's redirect page (back to the
 * app's return URL with `redirectResult` and `orderId`) and PayPal's approval page (back to the
 * success, waiting, cancel or error URL the app passed). A form posted twice (reload, back, a
 * double click) ends where the first post ended and charges nothing more.
 */
export function providerPageRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>().basePath(PROVIDER_BASE);
  const { db } = ctx;
  const origin = (c: Context<StackEnv>) => new URL(c.req.url).origin;

  // ---- Card processor: 3-D Secure challenge.
  app.get('/card', (c) => {
    const intent = findIntent(db, c.req.query('payment_intent') ?? '');
    if (!intent || intent.kind !== 'card')
      return notFoundPage(c, 'No payment is waiting for authentication.');
    return c.html(
      page(
        '3-D Secure authentication',
        [amountLine(ctx, intent), 'Your bank asks you to confirm this payment.'],
        { payment_intent: intent.id },
        [
          { value: 'complete', label: 'Complete authentication' },
          { value: 'fail', label: 'Fail authentication' },
        ],
      ),
    );
  });

  app.post('/card', async (c) => {
    const body = await readBody(c);
    const found = findIntent(db, str(body, 'payment_intent'));
    if (!found || found.kind !== 'card') return notFoundPage(c, 'No payment is waiting for authentication.');
    const intent = settleIntent(db, found.id, str(body, 'action') === 'complete' ? 'succeeded' : 'failed');
    const payload = intentPayload(intent);
    // A subscription is charged once authenticated; a one-time payment when the app confirms it (pi_id).
    if (intent.status === 'succeeded' && payload.kind === 'subscription') chargeHostedIntent(ctx, intent.id);
    return c.redirect(
      withParams(
        String(payload.returnUrl),
        {
          payment_intent: intent.id,
          redirect_status: intent.status === 'succeeded' ? 'succeeded' : 'failed',
        },
        origin(c),
      ),
      303,
    );
  });

  // ---- Adyen: the redirect after the initial payment.
  app.get('/adyen', (c) => {
    const intent = findIntent(db, c.req.query('ref') ?? '');
    if (!intent || intent.kind !== 'adyen') return notFoundPage(c, 'No Adyen payment with this reference.');
    return c.html(
      page(
        'Adyen test payment',
        [amountLine(ctx, intent), 'Test card Visa ending 1111. Authorise or refuse the payment.'],
        { ref: intent.id },
        [
          { value: 'authorise', label: 'Authorise payment' },
          { value: 'refuse', label: 'Refuse payment' },
        ],
      ),
    );
  });

  app.post('/adyen', async (c) => {
    const body = await readBody(c);
    const found = findIntent(db, str(body, 'ref'));
    if (!found || found.kind !== 'adyen') return notFoundPage(c, 'No Adyen payment with this reference.');
    const intent = settleIntent(db, found.id, str(body, 'action') === 'authorise' ? 'succeeded' : 'failed', {
      redirectResult: `Ab02b4c0!${randomToken(24)}`,
    });
    const payload = intentPayload(intent);
    return c.redirect(
      withParams(
        String(payload.returnUrl),
        { redirectResult: intent.redirect_result ?? '', orderId: String(payload.orderId) },
        origin(c),
      ),
      303,
    );
  });

  // ---- PayPal: approve, cancel or decline.
  app.get('/paypal', (c) => {
    const intent = findIntent(db, c.req.query('token') ?? '');
    if (!intent || intent.kind !== 'paypal') return notFoundPage(c, 'This PayPal token is unknown.');
    return c.html(
      page(
        'PayPal',
        [amountLine(ctx, intent), 'Log in as the sandbox buyer and approve the payment.'],
        { token: intent.id },
        [
          { value: 'approve', label: 'Approve payment' },
          { value: 'cancel', label: 'Cancel and return' },
          { value: 'decline', label: 'Decline payment' },
        ],
      ),
    );
  });

  app.post('/paypal', async (c) => {
    const body = await readBody(c);
    const found = findIntent(db, str(body, 'token'));
    if (!found || found.kind !== 'paypal') return notFoundPage(c, 'This PayPal token is unknown.');
    const action = str(body, 'action');
    const payload = intentPayload(found);
    const urls = {
      success: String(payload.successUrl || payload.waitingUrl || ''),
      cancel: String(payload.cancelUrl ?? ''),
      error: String(payload.errorUrl ?? ''),
    };
    const go = (url: string, params: Record<string, string> = {}) =>
      c.redirect(withParams(url, params, origin(c)), 303);
    // A second post finds the first outcome.
    const status =
      found.status !== 'pending'
        ? found.status
        : action === 'approve'
          ? 'succeeded'
          : action === 'cancel'
            ? 'cancelled'
            : 'failed';
    if (status === 'cancelled') {
      settleIntent(db, found.id, 'cancelled');
      return go(urls.cancel);
    }
    if (status === 'failed') {
      settleIntent(db, found.id, 'failed');
      return go(urls.error, { message: PAYPAL_DECLINED });
    }
    if (found.platform === 'hosted') {
      const result = chargeHostedIntent(ctx, found.id);
      return result ? go(urls.success) : go(urls.error, { message: 'Access fee not found' });
    }
    const order = findLiveOrder(db, found.platform, found.user_id, Number(payload.orderId), ctx.clock.now());
    if (!order) return go(urls.error, { message: 'Order not found' });
    const charge = chargeCommerceOrder(
      ctx,
      { platform: found.platform, userId: found.user_id },
      order,
      'paypal',
      'paypal',
      {
        payerEmail: 'buyer@paypal.statecast.test',
        payerId: 'SANDBOXBUYER1',
      },
    );
    settleIntent(db, found.id, 'succeeded', { chargeId: charge.id });
    return go(urls.success);
  });

  return app;
}
