import type { resetPasswordMachine } from '@machines/password/reset-password.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { accountRoutes, AccountUi, demo, failNext } from '../models/account.model';

// The own back end's two-step reset (tests/model/reset-password.fixture.ts) on /reset-password:
// the code and token come from a real reset request and the dev mailbox.

type World = { ui: AccountUi | null; token: string | null };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, 'own');
  return ctx.world.ui;
};

const plan = {
  flow: 'reset-password',
  world: () => ({ ui: null, token: null }),
  open: async (ctx) => {
    const query = new URLSearchParams({ 'app-config': 'eventweb', email: demo.viewer });
    if (ctx.world.token) query.set('token', ctx.world.token);
    await ctx.page.goto(`/reset-password?${query.toString()}`);
  },
  inputs: {
    'link with token': {
      arrange: async (ctx) => {
        const answer = (await ui(ctx).api('POST', '/auth/forgot-password', { email: demo.viewer })) as { token: string };
        ctx.world.token = answer.token;
      },
    },
    'link without token': {},
  },
  states: {
    enteringCode: async (ctx) => {
      const account = ui(ctx);
      await expect(account.scope.getByRole('heading', { name: 'Verify OTP', exact: true, level: 2 })).toBeVisible();
      if (ctx.expected.invalidLink) await account.expectFormError('This link is not valid. Please request a new code.');
      else if (ctx.expected.failure) await account.expectFormError('Invalid OTP');
      else await account.expectNoFormError('Invalid OTP');
      if (ctx.step.kind === 'input') await account.expectAccessible();
    },
    verifyingCode: 'transient',
    enteringPassword: async (ctx) => {
      const account = ui(ctx);
      await expect(account.scope.getByRole('heading', { name: 'Reset Password', exact: true, level: 2 })).toBeVisible();
      await expect(account.field('Confirm Password')).toBeVisible();
      if (ctx.expected.failure) await account.expectFormError('Invalid or expired reset token');
      else await account.expectToast('Otp verified successfully!');
    },
    resetting: 'transient',
    done: async (ctx) => {
      // seed 002 §4: the new password signs out and goes to /login.
      await expect(ctx.page).toHaveURL(/\/login/);
      await ui(ctx).expectToast('Password updated successfully!');
    },
  },
  events: {
    'verify code': {
      act: async (ctx) => {
        const account = ui(ctx);
        const code = ctx.world.token ? ((await account.latestMail(demo.viewer)).otp ?? '') : '123456';
        await account.enterCode(code);
        // seed 002 §2: Enter submits the code too.
        await account.scope.getByRole('textbox', { name: 'Digit 6 of 6' }).press('Enter');
      },
    },
    'submit new password': {
      act: async (ctx) => {
        const account = ui(ctx);
        await account.field('Password').fill(demo.newPassword);
        await account.field('Confirm Password').fill(demo.newPassword);
        await account.button('Submit').click();
      },
    },
    edit: {
      act: async (ctx) => {
        const account = ui(ctx);
        const box = account.scope.getByRole('textbox', { name: 'Digit 6 of 6' });
        if (await box.count()) {
          await box.click();
          await ctx.page.keyboard.press('Backspace');
          await expect(box).toHaveValue('');
        }
        else await account.field('Password').pressSequentially('x');
      },
    },
    'code verified': {},
    'invalid code': { arrange: (ctx) => failNext(ctx.stack, 'own', accountRoutes.verifyResetCode, 'Invalid OTP', 400) },
    'password reset': {},
    'reset refused': {
      arrange: (ctx) => failNext(ctx.stack, 'own', accountRoutes.resetPassword, 'Invalid or expired reset token', 400),
    },
  },
} satisfies PathPlan<typeof resetPasswordMachine, World>;

describePaths(plan);
