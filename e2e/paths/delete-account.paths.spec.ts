import type { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { accountRoutes, AccountUi, demo, failNext, type Site } from '../models/account.model';

// Account deletion (tests/model/delete-account.fixture.ts) through `?u=delete-account` and
// `?u=delete-account-confirmation`: on svodhost with a password and as a social account, and on
// eventweb with a password.

type World = { ui: AccountUi | null; site: Site; social: boolean };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, ctx.world.site, 'dialog');
  return ctx.world.ui;
};

const plan = {
  flow: 'delete-account',
  world: () => ({ ui: null, site: 'hosted' as Site, social: false }),
  open: async (ctx) => {
    const account = ui(ctx);
    if (ctx.world.social) await account.signInSocially('Gemma Google');
    else await account.signIn();
    await account.openDialog('delete-account');
  },
  inputs: {
    'hosted with password': {},
    'hosted social': { arrange: async ({ world }) => void (world.social = true) },
    'own with password': { arrange: async ({ world }) => void (world.site = 'own') },
  },
  states: {
    enteringPassword: async (ctx) => {
      const account = ui(ctx);
      if (!ctx.expected.needsPassword) {
        // seed 001 §4: a social account without a password goes straight to the confirmation.
        await expect(account.dialog.getByRole('button', { name: 'Delete Account' })).toBeVisible();
        await expect(ctx.page).toHaveURL(/[?&]u=delete-account-confirmation/);
        if (ctx.expected.failure) await account.expectFormError('Your account could not be deleted. Please try again later.');
        return;
      }
      switch (ctx.expected.failure) {
        case null:
          await expect(account.dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
          await account.expectAccessible();
          break;
        case 'invalid-credentials':
          await account.expectFormError('The password is not correct');
          break;
        default:
          await account.expectFormError(
            ctx.world.site === 'own' ? 'Incorrect password' : 'Your account could not be deleted. Please try again later.',
          );
      }
    },
    confirming: async (ctx) => {
      const account = ui(ctx);
      await expect(ctx.page).toHaveURL(/[?&]u=delete-account-confirmation/);
      // seed 002 §5: 'Delete Account' / 'Are you sure you want to delete your account? …'
      await expect(account.dialog).toContainText(
        'Are you sure you want to delete your account? This action is permanent and cannot be undone.',
      );
      // seed 001 §2: the dialog is large only here.
      await expect(account.dialog).toHaveClass(/modal__panel--large/);
      await account.expectAccessible();
    },
    deleting: 'transient',
    deleted: async (ctx) => {
      const account = ui(ctx);
      // seed 001 §4: success goes to /, signed out, with a success message.
      await account.expectToast('Account deleted successfully!');
      await expect(ctx.page).not.toHaveURL(/[?&]u=/);
      await expect(ctx.page).toHaveURL(/\/(\?[^u]*)?$/);
      await account.expectSignedOut();
    },
  },
  events: {
    'enter password': {
      act: async (ctx) => {
        const account = ui(ctx);
        const back = account.dialog.getByRole('button', { name: 'Back' });
        if (await back.count()) await back.click();
        await account.field('Password').fill(demo.password);
        await account.dialog.getByRole('button', { name: 'Continue' }).click();
      },
    },
    'confirm deletion': {
      act: async (ctx) => ui(ctx).dialog.getByRole('button', { name: 'Delete Account' }).click(),
    },
    'account deleted': {},
    'invalid credentials': {
      arrange: (ctx) => failNext(ctx.stack, 'hosted', accountRoutes.deleteAccount.hosted, 'invalid credentials', 400),
    },
    'deletion fails': {
      arrange: (ctx) => failNext(ctx.stack, 'hosted', accountRoutes.deleteAccount.hosted, 'Failed to delete account', 500),
    },
    'incorrect password': {
      arrange: (ctx) => failNext(ctx.stack, 'own', accountRoutes.deleteAccount.own, 'Incorrect password', 400),
    },
  },
  exclusions: [
    {
      event: 'back',
      reason: 'the dialog backs out of the confirmation with Cancel, which closes it; back is the profile tab’s',
    },
  ],
} satisfies PathPlan<typeof deleteAccountMachine, World>;

describePaths(plan);
