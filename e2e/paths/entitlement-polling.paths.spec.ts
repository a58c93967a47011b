import type { entitlementPollingMachine } from '@machines/entitlement-polling/entitlement-polling.machine';
import type { ModelPath } from '../../tests/support/model-paths';
import { errorBody } from '../models/account.model';
import { CheckoutUi, OFFERS, PREMIERE_OFFER } from '../models/checkout.model';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';

// The entitlement-polling model (tests/model/entitlement-polling.fixture.ts) through the real UI:
// the waiting-for-payment view of the commerce site (svodcomm), opened on home after a payment
// the stand-in records (`POST /__stack/payments/charges`). Home checks no entitlement of its
// own, so every check the stand-in counts is the waiting view's. The page's clock is stopped:
// each `after POLL_INTERVAL` moves it to the next check (seed 001 §4, §9: every 3000 ms, at most
// 5), so the counts are exact and nothing waits in real time. 'entitled' is the stand-in granting
// at that check (its `grantOnCheck`), 'the check fails' a 500 from it.

type World = { ui: CheckoutUi | null; offerId: string };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): CheckoutUi => {
  ctx.world.ui ??= new CheckoutUi(ctx.page, ctx.stack, 'commerce');
  return ctx.world.ui;
};

/** The entitlement checks the stand-in answers (commerce: `GET /entitlements/{offerId}`). */
const CHECK_ROUTE = 'GET /commerce/entitlements/*';

/**
 * The check at which the stand-in grants, counted as it counts them: a check that fails never
 * reaches its entitlement handler. Null when the path is never entitled.
 */
function grantingCheck(path: ModelPath): number | null {
  const checks = path.steps.filter((step) => step.label === 'not yet' || step.label === 'entitled');
  return checks.findIndex((step) => step.label === 'entitled') >= 0 ? checks.length : null;
}

const status = (ctx: Ctx) => ui(ctx).dialog.getByRole('status', { name: 'We are processing your payment…' });

async function expectChecks(ctx: Ctx) {
  expect(await ctx.stack.requests(CHECK_ROUTE), 'checks so far').toHaveLength(ctx.expected.checks as number);
}

/** seed 001 §4 "On access: success message". */
const successToast = (ctx: Ctx) => ctx.page.getByText('Payment successful');

const paid = (offerId: string) => ({ arrange: async ({ world }: Ctx) => void (world.offerId = offerId) });

const plan = {
  flow: 'entitlement-polling',
  coverage: 'every path',
  world: () => ({ ui: null, offerId: '' }),
  open: async (ctx) => {
    const checkout = ui(ctx);
    const at = grantingCheck(ctx.path);
    await checkout.grantSettings(
      at === null ? { grantNever: true } : { grantNever: false, grantOnCheck: at },
    );
    await checkout.signIn();
    await checkout.recordPayment(ctx.world.offerId);
    await checkout.stopClock();
    await ctx.page.goto(`/?app-config=svodcomm&u=waiting-for-payment&offerId=${ctx.world.offerId}`);
    await checkout.runClockUntilVisible(status(ctx));
  },
  inputs: {
    'subscription paid': paid(OFFERS.commerce.monthly),
    'pay-per-view paid': paid(OFFERS.commerce.rental),
    // The stand-ins' premier offers carry the C prefix of a pay-per-view offer (seed 000 §3):
    // the premiere's own offer is what a premier payment waits for.
    'premier paid': paid(PREMIERE_OFFER.commerce),
  },
  states: {
    waiting: async (ctx) => {
      await expect(status(ctx)).toBeVisible();
      await expect(ctx.page).toHaveURL(/[?&]u=waiting-for-payment(&|$)/);
      // (axe needs timers to run, so the view's accessibility is checked in e2e/checkout.spec.ts.)
      await expectChecks(ctx);
    },
    checking: 'transient',
    granted: 'transient',
    // seed 001 §4: a subscription goes on to welcome, after the success message.
    toWelcome: async (ctx) => {
      await ui(ctx).runClockUntilVisible(ui(ctx).dialog.getByRole('heading', { name: /^Welcome to/ }));
      await expect(ctx.page).toHaveURL(/[?&]u=welcome/);
      await expect(successToast(ctx)).toBeVisible();
      await expectChecks(ctx);
    },
    // seed 001 §4: a one-time offer (C or P) goes back to the page it was bought on.
    toBasePage: async (ctx) => {
      await ui(ctx).runClockUntilVisible(successToast(ctx));
      await ui(ctx).runClockUntilHidden(ui(ctx).dialog);
      await expect(ctx.page).not.toHaveURL(/[?&]u=/);
      await expectChecks(ctx);
    },
    timedOut: async (ctx) => {
      const notice = ui(ctx).dialog.getByText(
        'Your payment is taking longer than usual. Please check back later.',
      );
      await ui(ctx).runClockUntilVisible(notice);
      await expect(ctx.page).toHaveURL(/[?&]u=waiting-for-payment(&|$)/);
      await expect(successToast(ctx)).toHaveCount(0);
      await expectChecks(ctx);
      // Five checks and no more: the clock moved on finds no sixth.
      await ctx.page.clock.runFor(3 * 3000);
      await expectChecks(ctx);
    },
  },
  events: {
    'after POLL_INTERVAL': { act: async (ctx) => ui(ctx).runClockToNextCheck() },
    'not yet': {},
    entitled: {},
    'the check fails': {
      arrange: async ({ stack }) => {
        await stack.fault({
          route: CHECK_ROUTE,
          status: 500,
          body: errorBody('commerce', 'Internal error', 500),
          times: 1,
        });
      },
    },
  },
} satisfies PathPlan<typeof entitlementPollingMachine, World>;

// Each path signs in and then polls up to five times, moving the clock in steps.
test.describe.configure({ timeout: 60_000 });

describePaths(plan);
