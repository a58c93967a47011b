import type { otpMachine } from '@machines/otp/otp.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { accountRoutes, AccountUi, demo, failNext } from '../models/account.model';

// The e-mail code model (tests/model/otp.fixture.ts) on the event site's /verify-otp: the code is
// read from the stack's dev mailbox after a registration made through the own back end's API.

type World = { ui: AccountUi | null; email: string | null };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, 'own');
  return ctx.world.ui;
};

const plan = {
  flow: 'otp',
  world: () => ({ ui: null, email: null }),
  open: async (ctx) => {
    const query = ctx.world.email ? `&email=${encodeURIComponent(ctx.world.email)}` : '';
    await ctx.page.goto(`/verify-otp?app-config=eventweb${query}`);
  },
  inputs: {
    'email in the link': {
      arrange: async (ctx) => {
        ctx.world.email = demo.newViewer;
        await ui(ctx).api('POST', '/auth/register', { email: demo.newViewer, password: demo.password });
      },
    },
    'no email in the link': {},
  },
  states: {
    editing: async (ctx) => {
      const account = ui(ctx);
      await expect(account.button('Submit')).toBeVisible();
      await expect(account.scope.getByRole('group', { name: 'Verification code' })).toBeVisible();
      if (ctx.expected.missingEmail) {
        // seed 002 §5: 'Failed to retrieve email from URL.'
        await account.expectFormError('Failed to retrieve email from URL.');
      } else if (ctx.expected.failure) {
        await account.expectFormError('Invalid OTP');
        await account.expectToast('Invalid OTP');
      } else {
        // A code cut short still says so (its own rule); the back end's refusal is gone.
        await account.expectNoFormError('Invalid OTP');
      }
      if (ctx.step.kind === 'input') await account.expectAccessible();
    },
    verifying: 'transient',
    verified: async (ctx) => {
      // seed 002 §4: verify success signs in and goes to /preferences.
      await expect(ctx.page).toHaveURL(/\/preferences/);
      await ui(ctx).expectToast('Email verified successfully!');
      await ui(ctx).expectSignedIn(demo.newViewer);
    },
  },
  events: {
    'submit code': {
      act: async (ctx) => {
        const account = ui(ctx);
        const code = ctx.world.email ? ((await account.latestMail(ctx.world.email)).otp ?? '') : '123456';
        await account.enterCode(code);
        await account.button('Submit').click();
      },
    },
    'edit code': {
      act: async (ctx) => {
        const last = ui(ctx).scope.getByRole('textbox', { name: 'Digit 6 of 6' });
        await last.click();
        await ctx.page.keyboard.press('Backspace');
        await expect(last).toHaveValue('');
      },
    },
    'code accepted': {},
    'invalid code': {
      arrange: (ctx) => failNext(ctx.stack, 'own', accountRoutes.confirmEmail, 'Invalid OTP', 400),
    },
  },
} satisfies PathPlan<typeof otpMachine, World>;

describePaths(plan);
