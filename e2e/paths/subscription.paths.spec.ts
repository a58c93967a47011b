import type { subscriptionMachine } from '@machines/subscription/subscription.machine';
import { errorBody } from '../models/account.model';
import {
  CANCEL_RETRY_MS,
  PLANS,
  PaymentsUi,
  SWITCH_RETRY_MS,
  type SubscriptionSeed,
} from '../models/payments.model';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';

// The subscription model (tests/model/subscription.fixture.ts) through the payments page on the
// payment stand-ins. The page's clock is stopped once the page has loaded: each `after` moves it
// to the next reload (seed 000 §4, §9: 1500 ms after a cancel or renew; seed 001 §4, §9: 3000 ms
// after a switch). The stand-in lands a cancel, renew or upgrade on the read of the subscriptions
// the path names (`onRead`, counted from the change), or never; a failure is a fault on its route.

type World = { ui: PaymentsUi | null; site: 'hosted' | 'commerce'; seed: SubscriptionSeed };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): PaymentsUi => {
  ctx.world.ui ??= new PaymentsUi(ctx.page, ctx.stack, ctx.world.site);
  return ctx.world.ui;
};

const OUTCOMES = ['cancelled', 'renewed', 'upgraded', 'downgradePending', 'paymentDetailUpdated', 'failed'];

/**
 * When the stand-in should show the change this step asks for: the successful reload (1 = the
 * first after the change) at which the path's reload answers 'now …', or never.
 */
function landingRead(ctx: Ctx): { onRead: number } | { never: true } {
  const start = ctx.path.steps.indexOf(ctx.step);
  let reads = 0;
  for (const step of ctx.path.steps.slice(start + 1)) {
    if (step.label.startsWith('not changed yet')) reads += 1;
    if (step.label.startsWith('now ')) return { onRead: reads + 1 };
    if (OUTCOMES.includes(step.stateKey)) break;
  }
  return { never: true };
}

/** Sets when the change lands, then does what the viewer does. */
const operation = (act: (ctx: Ctx) => Promise<void>) => ({
  arrange: async (ctx: Ctx) => {
    const landing = landingRead(ctx);
    await ui(ctx).changeSettings(
      'never' in landing ? { never: true, onRead: null } : { never: false, ...landing },
    );
  },
  act,
});

const working = (ctx: Ctx) => ui(ctx).dialog.locator('[data-step]');

const fault = (route: string, site: 'hosted' | 'commerce', message: string) => ({
  arrange: async (ctx: Ctx) => {
    if (ctx.world.site !== site) return;
    await ctx.stack.fault({ route, status: 500, body: errorBody(site, message, 500), times: 1 });
  },
});

const on = (site: 'hosted' | 'commerce', seed: SubscriptionSeed) => ({
  arrange: async ({ world }: Ctx) => {
    world.site = site;
    world.seed = seed;
  },
});

/** After a delay: nothing one millisecond short of it, then the next reload (seed timing). */
const after = (ms: number, step: 'retryWait' | 'switchWait') => ({
  act: async (ctx: Ctx) => {
    const page = ui(ctx);
    await expect(working(ctx)).toHaveAttribute('data-step', step);
    const before = await page.readsSoFar();
    await ctx.page.clock.runFor(ms - 1);
    expect(await page.readsSoFar(), `no reload before ${ms} ms`).toBe(before);
    await ctx.page.clock.runFor(1);
  },
});

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  active_trial: 'Free trial',
  cancelled: 'Cancelled',
  expired: 'Expired',
  terminated: 'Ended',
};

const outcomeText = (ctx: Ctx) => ui(ctx).dialog.getByRole('status');

const plan = {
  flow: 'subscription',
  coverage: 'every transition',
  world: () => ({ ui: null, site: 'commerce', seed: { offerId: PLANS.commerce.monthly } }),
  open: async (ctx) => {
    const page = ui(ctx);
    await page.seedSubscription(ctx.world.seed);
    await page.signInAndOpen();
    await page.pauseClock();
  },
  inputs: {
    'monthly active on the commerce platform': on('commerce', { offerId: PLANS.commerce.monthly }),
    'yearly active on the hosted platform': on('hosted', { offerId: PLANS.hosted.yearly }),
    'cancelled on the commerce platform': on('commerce', {
      offerId: PLANS.commerce.monthly,
      status: 'cancelled',
    }),
    'expired on the hosted platform': on('hosted', { offerId: PLANS.hosted.monthly, status: 'expired' }),
    'in-app store subscription, Apple': on('commerce', { offerId: PLANS.commerce.monthly, gateway: 'apple' }),
  },
  states: {
    idle: async (ctx) => {
      const page = ui(ctx);
      const expected = ctx.expected as unknown as { status: string; actions: string; inApp: boolean };
      await expect(page.dialog).toHaveCount(0);
      await expect(page.subscription.getByText(`Status: ${STATUS_TEXT[expected.status]}`)).toBeVisible();
      const actions = expected.actions.split(', ');
      await expect(page.button('Cancel subscription', page.subscription)).toHaveCount(
        actions.includes('cancel') ? 1 : 0,
      );
      await expect(page.button('Renew subscription', page.subscription)).toHaveCount(
        actions.includes('renew') ? 1 : 0,
      );
      await expect(page.subscription.getByText('Renew subscription is not enabled')).toHaveCount(
        actions.includes('renew not enabled') ? 1 : 0,
      );
      if (expected.inApp) {
        await expect(
          page.subscription.getByRole('link', { name: /^Manage this subscription at / }),
        ).toBeVisible();
        await expect(page.section('Change plan')).toHaveCount(0);
      } else {
        const radios = page.section('Change plan').getByRole('radio');
        if (actions.includes('change plan')) await expect(radios.first()).toBeEnabled();
        else await expect(radios.first()).toBeDisabled();
      }
    },
    cancelling: 'transient',
    renewing: 'transient',
    switching: 'transient',
    recordingDowngrade: 'transient',
    updatingCard: 'transient',
    reloading: 'transient',
    settled: 'transient',
    retryWait: async (ctx) => {
      await expect(working(ctx)).toHaveAttribute('data-step', 'retryWait');
      await expect(working(ctx)).toHaveAttribute('data-reloads', String(ctx.expected.reloads));
    },
    switchWait: async (ctx) => {
      await expect(working(ctx)).toHaveAttribute('data-step', 'switchWait');
      await expect(working(ctx)).toHaveAttribute('data-reloads', String(ctx.expected.reloads));
    },
    cancelled: async (ctx) => {
      await expect(outcomeText(ctx)).toHaveText(
        ctx.expected.stale
          ? 'Your request has been received. It may take a few minutes to show here.'
          : /^Your subscription has been cancelled\. You keep access until .+\.$/,
      );
      expect((await ui(ctx).held()).subscriptions.find((s) => s.status === 'cancelled') !== undefined).toBe(
        !ctx.expected.stale,
      );
    },
    renewed: async (ctx) => {
      await expect(outcomeText(ctx)).toHaveText(
        ctx.expected.stale
          ? 'Your request has been received. It may take a few minutes to show here.'
          : /^Your subscription has been renewed\. Next billing date: .+\.$/,
      );
    },
    upgraded: async (ctx) => {
      await expect(outcomeText(ctx)).toHaveText(
        ctx.expected.stale
          ? 'Your plan change is being processed. It may take a few minutes to show.'
          : 'Your plan has been upgraded.',
      );
    },
    downgradePending: async (ctx) => {
      await expect(outcomeText(ctx)).toHaveText(/^Your plan will change to Monthly subscription on .+\.$/);
    },
    paymentDetailUpdated: async (ctx) => {
      await expect(outcomeText(ctx)).toHaveText('Your payment method has been updated.');
    },
    failed: async (ctx) => {
      const messages: Record<string, string> = {
        'cancel_subscription.unknown_error_occurred':
          'Your subscription could not be cancelled. Please try again.',
        'renew_subscription.unknown_error_occurred':
          'Your subscription could not be renewed. Please try again.',
        change_plan_error: 'Your plan could not be changed. Please try again.',
      };
      const { key } = JSON.parse(String(ctx.expected.error)) as { key: string };
      await expect(ui(ctx).dialog.getByRole('alert')).toHaveText(messages[key] ?? key);
    },
  },
  events: {
    cancel: operation(async (ctx) => {
      const page = ui(ctx);
      await page.button('Cancel subscription', page.subscription).click();
      await page.button('Cancel subscription', page.dialog).click();
    }),
    renew: operation(async (ctx) => {
      const page = ui(ctx);
      await page.button('Renew subscription', page.subscription).click();
      await page.button('Renew subscription', page.dialog).click();
    }),
    'switch to yearly': operation(async (ctx) => {
      const plans = ui(ctx).section('Change plan');
      await plans.getByRole('radio', { name: /^Annual subscription/ }).check();
      await ui(ctx).button('Save', plans).click();
    }),
    'switch to monthly': operation(async (ctx) => {
      const plans = ui(ctx).section('Change plan');
      await plans.getByRole('radio', { name: /^Monthly subscription/ }).check();
      await ui(ctx).button('Save', plans).click();
    }),
    dismiss: { act: async (ctx) => ui(ctx).button('OK', ui(ctx).dialog).click() },
    'after RETRY_DELAY': after(CANCEL_RETRY_MS, 'retryWait'),
    'after SWITCH_RETRY_DELAY': after(SWITCH_RETRY_MS, 'switchWait'),
    'cancel accepted': {},
    'renew accepted': {},
    'switch accepted': {},
    'pending downgrade recorded': {},
    'not changed yet, 590000001': {},
    'not changed yet, sub_590000002': {},
    'not changed yet, 590000003': {},
    'now cancelled': {},
    'now cancelled on the hosted platform': {},
    'now active': {},
    'now yearly': {},
    'a reload fails': fault('GET /commerce/customers/*/subscriptions', 'commerce', 'Internal error'),
    'the cancel fails': {
      arrange: async (ctx) => {
        await fault('PATCH /commerce/customers/*/subscriptions', 'commerce', 'Internal error').arrange(ctx);
        await fault('GET /hosted/subscriptions/*/unsubscribe', 'hosted', 'Internal error').arrange(ctx);
      },
    },
    'the renew fails': fault('PATCH /commerce/customers/*/subscriptions', 'commerce', 'Internal error'),
    'the switch fails': {
      arrange: async (ctx) => {
        await fault(
          'POST /commerce/customers/*/subscription_switches/*',
          'commerce',
          'Internal error',
        ).arrange(ctx);
        await fault('POST /hosted/v2/subscriptions/*', 'hosted', 'Internal error').arrange(ctx);
      },
    },
    'the metadata is not saved': fault('PUT /hosted/accounts', 'hosted', 'Failed to update user data.'),
  },
  exclusions: [
    {
      event: 'edit the card',
      reason:
        'the stand-ins take a new card at once, so the first reload already shows it: the reloads the model counts for a card that shows late are replayed on the machine; e2e/payments.spec.ts edits the card in the browser',
    },
    {
      event: 'back from the payment method',
      reason:
        'PayPal adds the payment detail on its page before the viewer returns, so the first reload already shows it; e2e/payments.spec.ts drives the return from PayPal',
    },
  ],
} satisfies PathPlan<typeof subscriptionMachine, World>;

// Each path signs in, seeds a subscription and moves the clock over up to eleven reloads.
test.describe.configure({ timeout: 90_000 });

describePaths(plan);
