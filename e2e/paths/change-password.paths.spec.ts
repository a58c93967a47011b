import type { changePasswordMachine } from '@machines/password/change-password.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { failOnSite } from '../support/account-walk';
import { accountRoutes, AccountUi, demo, failNext, type Site } from '../models/account.model';

// A new password through the dialog's `?u=edit-password` (tests/model/change-password.fixture.ts):
// the hosted platform's mailed reset link, the old password when signed in (hosted, own back end),
// and a link without a token (commerce).

type World = {
  ui: AccountUi | null;
  site: Site;
  query: Record<string, string>;
  signIn: 'password' | 'social' | null;
};
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, ctx.world.site, 'dialog');
  return ctx.world.ui;
};

async function hostedResetToken(ctx: Ctx): Promise<string> {
  const body = new URLSearchParams({ email: demo.viewer, merchant_uuid: 'statecast', branding_id: '0' });
  const response = await fetch(`${ctx.stack.url}/hosted/accounts/forgot-password`, { method: 'POST', body });
  expect(response.ok, 'the hosted stand-in mails a reset link').toBe(true);
  return (await ui(ctx).latestMail(demo.viewer)).token ?? '';
}

const setSite = (site: Site, signIn: World['signIn']) => async (ctx: Ctx) => {
  ctx.world.site = site;
  ctx.world.signIn = signIn;
};

const plan = {
  flow: 'change-password',
  world: () => ({ ui: null, site: 'hosted' as Site, query: {}, signIn: null }),
  open: async (ctx) => {
    const account = ui(ctx);
    if (ctx.world.signIn === 'password') await account.signIn();
    if (ctx.world.signIn === 'social') await account.signInSocially('Gemma Google');
    await account.openDialog('edit-password', ctx.world.query);
  },
  inputs: {
    'hosted reset link': {
      arrange: async (ctx) => {
        await setSite('hosted', null)(ctx);
        ctx.world.query = { resetPasswordToken: await hostedResetToken(ctx), email: demo.viewer };
      },
    },
    'hosted old password': { arrange: setSite('hosted', 'password') },
    'own change password': { arrange: setSite('own', 'password') },
    // The own back end's social demo (Gemma Google) has no password yet.
    'own set password': { arrange: setSite('own', 'social') },
    'link without token': { arrange: setSite('commerce', null) },
  },
  states: {
    editing: async (ctx) => {
      const account = ui(ctx);
      if (ctx.expected.mode === 'invalid-link') {
        // seed 001 §5: neither token nor user is reset.invalid_link.
        await account.expectFormError('This link is not valid any more. Please request a new one.');
        return;
      }
      await expect(account.button('Save')).toBeEnabled();
      if (ctx.expected.mode === 'set') {
        await expect(account.field('Current password')).toHaveCount(0);
        if (ctx.expected.failure) await account.expectToast('Password is already set');
        return;
      }
      switch (ctx.expected.failure) {
        case null:
          await account.expectNoFormError();
          break;
        case 'invalid-reset-token':
          await account.expectFormError('The password could not be set. Please request a new link.');
          break;
        case 'weak-password':
          await account.expectFieldError(
            account.field('New password'),
            'This password is too weak. Please choose a stronger one.',
          );
          break;
        default:
          if (ctx.world.site === 'own') await account.expectToast('Old password is incorrect');
          else
            await account.expectFieldError(
              account.field('Current password'),
              'Your current password is not correct',
            );
      }
      if (ctx.step.kind === 'input') await account.expectAccessible();
    },
    resettingWithToken: 'transient',
    changingWithOldPassword: 'transient',
    settingPassword: 'transient',
    done: async (ctx) => {
      const account = ui(ctx);
      // seed 001 §4, seed 002 §4: a new password ends signed out, on the login (the dialog's, or
      // /login where the own back end's logout leads).
      await expect(ctx.page).toHaveURL(/[?&]u=login|\/login/);
      await expect(ctx.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await account.expectToast(
        ctx.expected.mode === 'set' ? 'Password set successfully!' : 'Password updated successfully!',
      );
      if (ctx.expected.mode !== 'token') await account.expectSignedOut();
    },
  },
  events: {
    'submit passwords': {
      act: async (ctx) => {
        const account = ui(ctx);
        const current = account.field('Current password');
        if (await current.count()) await current.fill(demo.password);
        await account.field('New password').fill(demo.newPassword);
        await account.field('Repeat password').fill(demo.newPassword);
        await account.button('Save').click();
      },
    },
    edit: { act: async (ctx) => ui(ctx).field('New password').pressSequentially('x') },
    'password reset': {},
    'password changed': {},
    'password set': {},
    'password already set': {
      arrange: (ctx) => failNext(ctx.stack, 'own', accountRoutes.setPassword, 'Password is already set', 400),
    },
    'invalid reset token': {
      arrange: (ctx) =>
        failNext(ctx.stack, 'hosted', accountRoutes.resetWithToken.hosted, 'password could not be set', 400),
    },
    'weak password': {
      arrange: (ctx) =>
        failNext(
          ctx.stack,
          'hosted',
          accountRoutes.resetWithToken.hosted,
          'score does not match standards',
          400,
        ),
    },
    'old password does not match': failOnSite(
      accountRoutes.changePassword,
      'old password does not match',
      400,
      'Old password is incorrect',
    ),
  },
} satisfies PathPlan<typeof changePasswordMachine, World>;

describePaths(plan);
