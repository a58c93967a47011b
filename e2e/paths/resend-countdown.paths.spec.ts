import type { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';
import { formatCountdown } from '@machines/resend-countdown/resend-countdown.selectors';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import {
  accountRoutes,
  AccountUi,
  demo,
  expectAnnouncedOnStoppedClock,
  failNext,
  stopClock,
} from '../models/account.model';

// 'Resend Code' on the event site's /verify-otp (tests/model/resend-countdown.fixture.ts): the
// 120 s countdown, shown m:ss and kept in local storage, on a stopped browser clock that each
// `after TICK` moves by one second (seed 002 §4, §9). Only the own back end mails codes. axe
// needs a running clock: the screen's accessibility is checked by the otp paths. A path moves
// the clock once more, under a second, to let a toast show (expectAnnouncedOnStoppedClock).

type World = { ui: AccountUi | null; email: string | null; stored: number | null };
type Ctx = DriverContext<World>;

/** Where the count is kept between visits (src/app/flows/account-flows.actors.ts). */
const STORAGE_KEY = 'statecast.otp-resend-seconds';

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, 'own');
  return ctx.world.ui;
};

const resend = (ctx: Ctx) => ctx.page.getByRole('button', { name: /^Resend Code/ });
const isLast = (ctx: Ctx) => ctx.path.steps.at(-1) === ctx.step;

/**
 * The button's words and state, and the count kept in local storage when `kept` is given: read in
 * one go, since a path checks them after each of up to 120 seconds.
 */
async function expectButton(ctx: Ctx, shown: { text: string; disabled: boolean }, kept?: string) {
  const read = () =>
    resend(ctx).evaluate(
      (button, key) => ({
        text: button.textContent,
        disabled: (button as HTMLButtonElement).disabled,
        kept: localStorage.getItem(key),
      }),
      STORAGE_KEY,
    );
  const expected = kept === undefined ? shown : { ...shown, kept };
  await expect
    .poll(async () => {
      const now = await read();
      return kept === undefined ? { text: now.text, disabled: now.disabled } : now;
    })
    .toEqual(expected);
}

/** An earlier visit's count, in local storage before the page runs. */
const storedCount = (seconds: number, email: string | null) => async (ctx: Ctx) => {
  ctx.world.stored = seconds;
  ctx.world.email = email;
};

const plan = {
  flow: 'resend-countdown',
  world: () => ({ ui: null, email: demo.newViewer, stored: null }),
  open: async (ctx) => {
    const { page, world } = ctx;
    // A registration waiting for its code, so the stand-in has someone to mail.
    if (world.email)
      await ui(ctx).api('POST', '/auth/register', { email: world.email, password: demo.password });
    if (world.stored !== null) {
      await page.addInitScript(
        ([key, value]) => {
          // Only before the first page: the count the app stores later must not be overwritten.
          if (sessionStorage.getItem('test.seeded')) return;
          sessionStorage.setItem('test.seeded', '1');
          localStorage.setItem(key, value);
        },
        [STORAGE_KEY, String(world.stored)] as const,
      );
    }
    await stopClock(page);
    const query = world.email ? `&email=${encodeURIComponent(world.email)}` : '';
    await page.goto(`/verify-otp?app-config=eventweb${query}`);
  },
  inputs: {
    'first visit': {},
    'stored 2 s': { arrange: storedCount(2, demo.newViewer) },
    'stored 0 s': { arrange: storedCount(0, demo.newViewer) },
    'stored 0 s without email': { arrange: storedCount(0, null) },
  },
  states: {
    counting: async (ctx) => {
      const seconds = ctx.expected.remainingSeconds as number;
      // seed 002 §9: m:ss, and no code to ask for before 0; a count kept at 0 may ask at once.
      const shown =
        seconds > 0
          ? { text: `Resend Code in ${formatCountdown(seconds)}`, disabled: true }
          : { text: 'Resend Code', disabled: false };
      // Each second is kept in local storage; a resend starts it over at 120.
      const kept =
        ctx.step.label === 'after TICK'
          ? String(seconds)
          : ctx.step.label === 'code resent'
            ? '120'
            : undefined;
      await expectButton(ctx, shown, kept);
      if (ctx.step.label === 'code resent')
        await expectAnnouncedOnStoppedClock(ctx.page, 'Otp sent successfully!');
    },
    idle: async (ctx) => {
      await expectButton(
        ctx,
        { text: 'Resend Code', disabled: false },
        ctx.step.label === 'after TICK' ? '0' : undefined,
      );
      // seed 002 §5, §8: what a resend that could not be made says.
      if (ctx.expected.failed)
        await expectAnnouncedOnStoppedClock(ctx.page, 'Otp request failed. Please try again.');
      if (ctx.expected.missingEmail)
        await expectAnnouncedOnStoppedClock(ctx.page, 'Failed to retrieve email from URL.');
    },
    checkingEmail: 'transient',
    resending: 'transient',
  },
  events: {
    'after TICK': { act: async ({ page }) => page.clock.runFor(1_000) },
    'resend code': {
      act: async (ctx) => {
        // A path that ends while the code is asked for holds the answer, so the wait can be seen.
        const holds = isLast(ctx) && ctx.expected.value === 'resending';
        if (holds)
          await ctx.stack.fault({ route: accountRoutes.resendConfirmation, delayMs: 5_000, times: 1 });
        await resend(ctx).click();
        if (holds) await expect(resend(ctx)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'code resent': {},
    'resend fails': {
      arrange: (ctx) =>
        failNext(ctx.stack, 'own', accountRoutes.resendConfirmation, 'Otp request failed', 500),
    },
  },
} satisfies PathPlan<typeof resendCountdownMachine, World>;

describePaths(plan);
