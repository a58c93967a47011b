import { readFileSync } from 'node:fs';
import type { Route } from '@playwright/test';
import type { checkoutMachine } from '@machines/checkout/checkout.machine';
import type { ModelPath } from '../../tests/support/model-paths';
import { errorBody, siteConfig, type Site } from '../models/account.model';
import { CARDS, CheckoutUi, SUBSCRIPTION_ITEM } from '../models/checkout.model';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, type DriverContext, type PathExclusion, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';

// The checkout model (tests/model/checkout.fixture.ts) through the real UI, on the payment
// stand-ins (server/modules/accounts/README.md "Payments"). A path runs on the hosted site
// (svodhost) when it pays by card or PayPal through the hosted platform or returns from its card
// step, else on the commerce site (svodcomm). The choose-offer dialog opens on a subscription
// item whose offers (`productIds`, seed 000 §3) are set to those the path's offers answer names;
// the stand-ins answer every call, and a call the path has fail (or answer a foreign provider
// host) is a fault in the platform's own words (the model's message). Returns from a provider
// (seed 001 §2) open their address directly. Every transition of the included paths is driven
// by at least one test ('every transition').

/** The commerce config's subscription offers (`integrations.cleeng`), which a media page offers besides its own. */
type SiteOffers = { monthlyOffer: string | null; yearlyOffer: string | null };
type World = { ui: CheckoutUi | null; site: Site; productIds: string | null; siteOffers: SiteOffers | null };
type Ctx = DriverContext<World>;

const EN = JSON.parse(readFileSync(new URL('../../src/i18n/locales/en/account.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

/** An English text of the account namespace by its dotted key. */
function en(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], EN);
  if (typeof value !== 'string') throw new Error(`No English text for ${key}`);
  return value;
}

/** A message of the projection (`{ text }` or `{ key }`) as the viewer reads it. */
function messageText(message: unknown): string | null {
  if (!message || typeof message !== 'object') return null;
  if ('text' in message) return String(message.text);
  if ('key' in message) return en(String(message.key));
  return null;
}

const labels = (path: ModelPath) => path.steps.map((step) => step.label);

/** Paths paying through the hosted platform run on svodhost. */
function siteOf(path: ModelPath): Site {
  const hosted = ['selects card', 'selects PayPal', 'pays by card', 'back from a one-time card payment'];
  return labels(path).some((label) => hosted.includes(label)) ? 'hosted' : 'commerce';
}

const ui = (ctx: Ctx): CheckoutUi => {
  ctx.world.ui ??= new CheckoutUi(ctx.page, ctx.stack, ctx.world.site);
  return ctx.world.ui;
};

/** The step after the one being driven. */
const nextStep = (ctx: Ctx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) + 1];

/** The stand-ins' offers as productIds entries (the `jwp` ones are the hosted platform's). */
const PRODUCTS = {
  commerce: {
    monthly: 'cleeng:S100000001_NL',
    yearly: 'cleeng:S100000002_NL',
    trial: 'cleeng:S100000003_NL',
    rental: 'cleeng:C100000001_NL',
    premiere: 'cleeng:C100000101_NL',
  },
  hosted: {
    monthly: 'jwp:S1001_4001',
    yearly: 'jwp:S1001_4002',
    trial: 'jwp:S1001_4003',
    rental: 'jwp:C1001_5001',
    premiere: 'jwp:C1001_5101',
  },
} as const;

/**
 * The page's offers as the path's offers answer names them: the media's own (`productIds`) and,
 * on the commerce site, the config's subscriptions (use-media-access.ts). The model's yearly
 * offer is the free-trial one when the path's order is free.
 */
const offersAnswer = (kind: 'both' | 'one-time' | 'none') => ({
  arrange: async (ctx: Ctx) => {
    const hosted = ctx.world.site === 'hosted';
    const p = PRODUCTS[hosted ? 'hosted' : 'commerce'];
    const free = labels(ctx.path).includes('free subscription order');
    const premier = ctx.path.steps[0]?.label === 'premier media';
    const oneTime = premier ? `${p.rental},!${p.premiere}` : p.rental;
    if (kind === 'none') {
      ctx.world.productIds = '';
      ctx.world.siteOffers = { monthlyOffer: null, yearlyOffer: null };
    } else if (kind === 'one-time') {
      ctx.world.productIds = [p.rental, p.premiere].join(',');
      ctx.world.siteOffers = { monthlyOffer: null, yearlyOffer: null };
    } else {
      ctx.world.productIds = hosted ? [p.monthly, free ? p.trial : p.yearly, oneTime].join(',') : oneTime;
      ctx.world.siteOffers = {
        monthlyOffer: 'S100000001_NL',
        yearlyOffer: free ? 'S100000003_NL' : 'S100000002_NL',
      };
    }
  },
});

/** The offer the model has selected, as the list names it. */
function offerLabel(ctx: Ctx): RegExp | null {
  switch (ctx.expected.selectedOfferId) {
    case 'S916977979_NL':
      return /^Monthly subscription:/;
    case 'S345569153_NL':
      return labels(ctx.path).includes('free subscription order') ? /first 14 days free/ : /^Annual subscription:/;
    case 'C100000101_NL':
      return /^Rent one film/;
    case 'P100000102_NL':
      return /^Premiere:/;
    default:
      return null;
  }
}

/** A fault on a platform call, in the platform's words: the message of the model's error. */
const failWith =
  (route: (site: Site) => string, message: string, status = 400) =>
  async (ctx: Ctx) => {
    await ctx.stack.fault({ route: route(ctx.world.site), status, body: errorBody(ctx.world.site, message, status), times: 1 });
  };

/** A call answered with `body` (a platform's answer the stand-in never gives by itself). */
const answerWith = (route: string, body: unknown) => async (ctx: Ctx) => {
  await ctx.stack.fault({ route, status: 200, body: JSON.stringify(body), times: 1 });
};

const commerceOk = (responseData: unknown) => ({ responseData, errors: [] });

/** Opens the subscription item with the path's offers, then its choose-offer dialog. */
async function openChooseOffer(ctx: Ctx) {
  const checkout = ui(ctx);
  await checkout.signIn();
  const { productIds, siteOffers } = ctx.world;
  if (siteOffers !== null && ctx.world.site === 'commerce') {
    await ctx.page.route(
      (url) => url.pathname === '/apps/configs/svodcomm.json',
      async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { integrations: { cleeng: Record<string, unknown> } };
        Object.assign(body.integrations.cleeng, siteOffers);
        await route.fulfill({ response, json: body });
      },
    );
  }
  if (productIds !== null) {
    await ctx.page.route(
      (url) => url.pathname === `/v2/media/${SUBSCRIPTION_ITEM.id}`,
      async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { playlist: { productIds?: string }[] };
        for (const item of body.playlist) item.productIds = productIds;
        await route.fulfill({ response, json: body });
      },
    );
  }
  await checkout.openMedia();
  await checkout.buy();
}

/** A provider's return address (seed 001 §2) opened on the site. */
const openReturn = (view: string, query: Record<string, string>) => async (ctx: Ctx) => {
  const checkout = ui(ctx);
  await checkout.signIn();
  const params = new URLSearchParams({ 'app-config': siteConfig[ctx.world.site], u: view, ...query });
  await ctx.page.goto(`/m/${SUBSCRIPTION_ITEM.id}?${params.toString()}`);
};

const dialogText = (ctx: Ctx, text: string) => ui(ctx).dialog.getByText(text, { exact: true });

async function expectFormMessages(ctx: Ctx) {
  const form = messageText(ctx.expected.formError);
  if (form) await expect(dialogText(ctx, form).first()).toBeVisible();
  const coupon = messageText(ctx.expected.couponError);
  if (coupon) await expect(dialogText(ctx, coupon).first()).toBeVisible();
}

/** The outcome's message on payment-error and payment-cancelled (seed 001 §8). */
async function expectOutcome(ctx: Ctx, title: string, view: string) {
  const checkout = ui(ctx);
  await checkout.seeTitle(title);
  await checkout.seeView(view);
  const outcome = ctx.expected.outcome as { message?: unknown } | null;
  const text = messageText(outcome?.message);
  if (text) await expect(checkout.dialog.getByRole('status')).toHaveText(text);
}

const payWith = (ctx: Ctx) =>
  ['2', '194856796'].includes(String(ctx.expected.paymentMethodId)) ? 'Continue to PayPal' : 'Pay';

/** The platform's answer for a PayPal page on another host. */
const foreignPaypal = (site: Site) =>
  site === 'hosted'
    ? { endpoint: 'https://paypal.evil.test/checkoutnow?token=EC-1' }
    : commerceOk({ redirectUrl: 'https://paypal.evil.test/checkoutnow?token=EC-1' });

/** Paths the stand-ins and the hosted platform cannot take, each with why. */
function exclusionsOf(): PathExclusion[] {
  const hostedLocal =
    'the hosted platform has no order resource: a method chosen without a coupon is kept in the page (hosted-checkout.ts updateOrder), so that update makes no call that could fail';
  const out: PathExclusion[] = [
    {
      event: 'free one-time order',
      reason: 'the stand-ins sell no one-time offer that is free when its order is made (a coupon comes after the order); the model replays it',
    },
    {
      event: 'no offers',
      reason: 'a page without offers of its own sells the site subscriptions (dialog-payment.ts), so the browser never asks for an empty list; the model replays it',
    },
  ];
  for (const path of flowModel('checkout').paths) {
    if (siteOf(path) !== 'hosted') continue;
    const steps = labels(path);
    const failing = steps.findIndex((label) => label === 'order not found' || label === 'update fails otherwise');
    if (failing > 0 && ['selects card', 'selects PayPal'].includes(steps[failing - 1] ?? ''))
      out.push({ description: path.description, reason: hostedLocal });
  }
  return out;
}

const atSite = async (ctx: Ctx) => void (ctx.world.site = siteOf(ctx.path));

const plan = {
  flow: 'checkout',
  coverage: 'every transition',
  world: () => ({ ui: null, site: 'commerce' as Site, productIds: null, siteOffers: null }),
  open: openChooseOffer,
  inputs: {
    'media with subscription and one-time offers': { arrange: atSite },
    'premier media': { arrange: atSite },
    'back from the card gateway': {
      arrange: atSite,
      act: async (ctx) => {
        await ui(ctx).grantSettings({ grantNever: true });
        await openReturn('finalize-payment-adyen', {
          redirectResult: 'Ab02b4c0!replayed',
          orderId: '696000001',
          offerId: 'S100000001_NL',
        })(ctx);
      },
    },
    'back from the card gateway without order id': {
      arrange: atSite,
      act: openReturn('finalize-payment-adyen', { redirectResult: 'Ab02b4c0!x' }),
    },
    'back from the card gateway without redirect result': {
      arrange: atSite,
      act: openReturn('finalize-payment-adyen', { orderId: '696000001' }),
    },
    'back from a one-time card payment': {
      arrange: atSite,
      act: async (ctx) => {
        await ui(ctx).grantSettings({ grantNever: true });
        await openReturn('finalize-payment-stripe-ppv', {
          payment_intent: 'pi_3Nx',
          redirect_status: 'succeeded',
          offerId: 'C1001_5001',
        })(ctx);
      },
    },
    'back with a payment error': {
      arrange: atSite,
      act: openReturn('payment-error', { message: 'Your card was declined.' }),
    },
    'back from a cancelled payment': { arrange: atSite, act: openReturn('payment-cancelled', {}) },
  },
  states: {
    starting: 'transient',
    loadingOffers: 'transient',
    offersFailed: async (ctx) => {
      await expect(ui(ctx).button(en('checkout.retry'))).toBeVisible({ timeout: 15_000 });
      await expectFormMessages(ctx);
    },
    choosingOffer: async (ctx) => {
      const checkout = ui(ctx);
      await checkout.seeTitle('Choose an offer');
      await expect(ctx.page).toHaveURL(/[?&]u=choose-offer/);
      // seed 001 §4: the svod / tvod switch only when both kinds are offered.
      await expect(checkout.dialog.getByRole('radiogroup', { name: 'Offer type' })).toHaveCount(
        ctx.expected.showTypeSwitch ? 1 : 0,
      );
      if (ctx.expected.offerType === 'tvod' && ctx.expected.showTypeSwitch)
        await expect(checkout.dialog.getByRole('radio', { name: 'One-time' })).toBeChecked();
      await expectFormMessages(ctx);
    },
    creatingOrder: 'transient',
    'checkout.ready': async (ctx) => {
      const checkout = ui(ctx);
      await checkout.seeTitle('Checkout');
      await expect(ctx.page).toHaveURL(/[?&]u=checkout/);
      await expect(checkout.dialog.getByTestId('order-total')).toBeVisible();
      const order = ctx.expected.order as { requiredPaymentDetails: boolean } | null;
      if (order?.requiredPaymentDetails)
        await expect(checkout.dialog.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
      else await expect(checkout.button('Continue')).toBeEnabled();
      await expectFormMessages(ctx);
    },
    'checkout.adyenForm': async (ctx) => {
      await expect(ui(ctx).button('Continue to card payment')).toBeEnabled({ timeout: 15_000 });
    },
    updatingOrder: 'transient',
    startingAdyen: 'transient',
    payingWithoutDetails: 'transient',
    requestingPaypal: 'transient',
    payingByCard: 'transient',
    payingAdyen: 'transient',
    finalizingAdyen: 'transient',
    finalizingStripePpv: 'transient',
    // The provider's page, served by the stack (seed 001 §4).
    redirecting: async ({ page }) => {
      await expect(page).toHaveURL(/\/__pay\//, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    waitingForPayment: async (ctx) => {
      await ui(ctx).seeView('waiting-for-payment');
      await expect(
        ui(ctx).dialog.getByRole('status', { name: 'We are processing your payment…' }),
      ).toBeVisible();
    },
    welcome: async (ctx) => {
      await ui(ctx).seeWelcome();
      const held = await ui(ctx).payments();
      expect(held.charges, 'paid once').toHaveLength(1);
    },
    basePage: async (ctx) => {
      await expect(ui(ctx).dialog).toHaveCount(0, { timeout: 15_000 });
      await expect(ctx.page).not.toHaveURL(/[?&]u=/);
    },
    paymentError: async (ctx) => expectOutcome(ctx, en('checkout.payment_error_title'), 'payment-error'),
    paymentCancelled: async (ctx) =>
      expectOutcome(ctx, en('checkout.payment_cancelled_title'), 'payment-cancelled'),
  },
  events: {
    // Answers to the offers, the order and the update.
    'subscription and one-time offers': offersAnswer('both'),
    'one-time offers only': offersAnswer('one-time'),
    'no offers': offersAnswer('none'),
    'offers fail': {
      arrange: failWith((site) => (site === 'hosted' ? 'GET /hosted/v2/items/*/access-fees' : 'GET /commerce/offers/*'), 'Failed to get offers', 500),
    },
    'retries the offers': { act: async (ctx) => ui(ctx).button(en('checkout.retry')).click() },
    'switches to one-time': {
      act: async (ctx) => ui(ctx).dialog.getByRole('radio', { name: 'One-time' }).check(),
    },
    'switches to subscription': {
      act: async (ctx) => ui(ctx).dialog.getByRole('radio', { name: 'Subscription' }).check(),
    },
    'picks monthly': {
      act: async (ctx) => ui(ctx).dialog.getByRole('radio', { name: /^Monthly subscription:/ }).check(),
    },
    'picks the match pass': {
      act: async (ctx) => ui(ctx).dialog.getByRole('radio', { name: /^Rent one film/ }).check(),
    },
    'continues with the offer': {
      act: async (ctx) => {
        // The offer the model has selected: the hosted platform lists every access fee of its
        // item (hosted-checkout.ts), so its preselection can be another subscription.
        const offer = offerLabel(ctx);
        if (offer) await ui(ctx).dialog.getByRole('radio', { name: offer }).check();
        await ui(ctx).dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      },
    },
    'order creation fails': { arrange: failWith(() => 'POST /commerce/orders', 'No offer selected') },
    'hosted order with card and PayPal': {},
    'commerce order with Adyen and PayPal': {},
    'free subscription order': {},
    'free one-time order': {},
    'changes the offer': { act: async (ctx) => ui(ctx).button(en('checkout.change_offer')).click() },
    'selects card': { act: async (ctx) => ui(ctx).selectMethod('Credit card') },
    'selects PayPal': { act: async (ctx) => ui(ctx).selectMethod('PayPal') },
    'selects Adyen card': { act: async (ctx) => ui(ctx).selectMethod('Credit card') },
    'selects commerce PayPal': { act: async (ctx) => ui(ctx).selectMethod('PayPal') },
    'applies coupon SAVE10': {
      // The stand-ins' 10 % coupon is WELCOME10; 'NOPE' is no coupon at all (seed 000 §8).
      act: async (ctx) => ui(ctx).applyCoupon(nextStep(ctx)?.label === 'coupon not valid' ? 'NOPE' : 'WELCOME10'),
    },
    'order updated': {},
    'order updated for card': {},
    'order updated for PayPal': {},
    'order updated for Adyen': {},
    'order updated for commerce PayPal': {},
    // seed 000 §8: the order dropped on the stand-in answers 'Order not found'.
    'order not found': {
      arrange: async (ctx) => {
        for (const order of (await ui(ctx).payments()).orders) await ui(ctx).dropOrder(order.id);
      },
    },
    'coupon not valid': {},
    'coupon not valid for offer': { arrange: failWith(() => 'PATCH /commerce/orders/*', 'Invalid coupon code for this offer', 422) },
    'update fails otherwise': { arrange: failWith(() => 'PATCH /commerce/orders/*', 'Request failed with 500', 500) },
    'continues without payment': { act: async (ctx) => ui(ctx).button('Continue').click() },
    'paid without details': {
      arrange: async (ctx) => ui(ctx).grantSettings({ grantDelayMs: 0 }),
    },
    'free payment fails': { arrange: failWith(() => 'POST /commerce/payments', 'Failed to make payment') },
    pays: { act: async (ctx) => ui(ctx).button(payWith(ctx)).click() },
    'PayPal page': {},
    'PayPal page on a foreign host': {
      arrange: async (ctx) =>
        answerWith(
          ctx.world.site === 'hosted' ? 'POST /hosted/external-payments' : 'POST /commerce/connectors/paypal/v1/tokens',
          foreignPaypal(ctx.world.site),
        )(ctx),
    },
    'PayPal fails': {
      arrange: failWith((site) =>
        site === 'hosted' ? 'POST /hosted/external-payments' : 'POST /commerce/connectors/paypal/v1/tokens',
        'Failed to generate PayPal payment url',
      ),
    },
    'pays by card': {
      act: async (ctx) => {
        const outcome = nextStep(ctx)?.label;
        await ui(ctx).fillCard(
          outcome === '3-D Secure asked' ? CARDS.threeDSecure : outcome === 'card declined' ? CARDS.declined : CARDS.paid,
        );
        await ui(ctx).button('Pay').click();
      },
    },
    'card paid': { arrange: async (ctx) => ui(ctx).grantSettings({ grantNever: true }) },
    '3-D Secure asked': {},
    '3-D Secure on a foreign host': {
      arrange: answerWith('POST /hosted/subscriptions', {
        code: 200,
        status: 'requires_action',
        message: '3-D Secure authentication required',
        payment_intent: 'pi_foreign',
        redirect_url: 'https://stripe.evil.test/3ds',
      }),
    },
    'card declined': {},
    'Adyen session': {},
    'Adyen session fails': {
      arrange: failWith(() => 'POST /commerce/connectors/adyen/sessions', 'Request failed with 500', 500),
    },
    'submits the Adyen form': { act: async (ctx) => ui(ctx).button('Continue to card payment').click() },
    'Adyen redirects': {},
    // The gateway authorises at once (no redirect): the stand-in always redirects, so its answer is set.
    'Adyen authorised': {
      arrange: async (ctx) => {
        await ui(ctx).grantSettings({ grantNever: true });
        await answerWith('POST /commerce/connectors/adyen/initial-payment', commerceOk({ resultCode: 'Authorised' }))(ctx);
      },
    },
    'Adyen redirects to a foreign host': {
      arrange: answerWith(
        'POST /commerce/connectors/adyen/initial-payment',
        commerceOk({ action: { paymentMethodType: 'scheme', url: 'https://adyen.evil.test/redirect', method: 'GET', type: 'redirect', data: {} } }),
      ),
    },
    'Adyen refused': { arrange: failWith(() => 'POST /commerce/connectors/adyen/initial-payment', 'Refused', 422) },
    // The return's redirectResult is not one the stand-in gave, so its finalisation is answered.
    'Adyen finalized': {
      arrange: answerWith('POST /commerce/connectors/adyen/initial-payment/finalize', commerceOk({ payment: {} })),
    },
    'Adyen finalisation fails': {
      arrange: failWith(() => 'POST /commerce/connectors/adyen/initial-payment/finalize', 'Payment details are not valid', 422),
    },
    'one-time card payment finalized': {
      arrange: answerWith('POST /hosted/payments', {
        code: 200,
        status: 'succeeded',
        message: 'Payment successful',
        transaction_token: 'T1',
        access_fee_id: 5001,
        amount: 3.99,
        currency: 'EUR',
      }),
    },
    'one-time card finalisation fails': { arrange: failWith(() => 'POST /hosted/payments', 'Failed to confirm payment', 402) },
  },
  exclusions: exclusionsOf(),
} satisfies PathPlan<typeof checkoutMachine, World>;

// Each path signs in and crosses a media page, the dialog and often a provider's page.
test.describe.configure({ timeout: 60_000 });

describePaths(plan);
