import type { forgotPasswordMachine } from '@machines/password/forgot-password.machine';
import { describePaths, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import {
  accountSiteInputs,
  accountUi,
  type AccountWorld,
  editEmail,
  failOnSite,
} from '../support/account-walk';
import { accountRoutes, demo, type Site } from '../models/account.model';

// Asking for a reset (tests/model/forgot-password.fixture.ts): `?u=forgot-password` on svodhost
// and svodcomm (then send-confirmation, a link mailed), /forgot-password on eventweb (then
// /reset-password with the code's token).

const submitLabel = (site: Site) => (site === 'own' ? 'Send code' : 'Send');

const plan = {
  flow: 'forgot-password',
  world: () => ({ ui: null, site: 'hosted' as Site }),
  open: async (ctx) => accountUi(ctx).open('forgot-password'),
  inputs: accountSiteInputs,
  states: {
    editing: async (ctx) => {
      const account = accountUi(ctx);
      await expect(account.button(submitLabel(ctx.world.site))).toBeEnabled();
      const failure = ctx.expected.failure as { code: string } | null;
      if (!failure) await account.expectNoFormError();
      else if (ctx.world.site === 'own') await account.expectToast('Reset refused');
      else if (failure.code === 'wrong-email')
        // seed 001 §5: 'invalid param email' gives reset.wrong_email.
        await account.expectFieldError(account.field('Email'), 'There is no account with this email address');
      // seed 001 §8: a reset mail that could not be sent.
      else await account.expectFormError('The email could not be sent. Please try again later.');
      if (ctx.step.kind === 'input') await account.expectAccessible();
    },
    sending: 'transient',
    sent: async (ctx) => {
      const account = accountUi(ctx);
      if (ctx.world.site === 'own') {
        // seed 002 §2: on to /reset-password?token=...&email=... (the e-mail encoded).
        await expect(ctx.page).toHaveURL(/\/reset-password\?token=[^&]+&email=viewer%40statecast\.test/);
        await account.expectToast('Otp sent successfully!');
        expect((await account.latestMail(demo.viewer)).otp).toMatch(/^\d{6}$/);
      } else {
        await expect(ctx.page).toHaveURL(/[?&]u=send-confirmation/);
        await expect(account.dialog).toContainText(`We sent an email to ${demo.viewer}`);
        expect((await account.latestMail(demo.viewer)).link).toContain('u=edit-password');
      }
    },
  },
  events: {
    'submit email': {
      act: async (ctx) => {
        const account = accountUi(ctx);
        await account.field('Email').fill(demo.viewer);
        await account.button(submitLabel(ctx.world.site)).click();
      },
    },
    'edit email': editEmail,
    'link mailed': {},
    'code mailed': {},
    'wrong email': failOnSite(accountRoutes.forgot, 'invalid param email', 400),
    'mail not sent': failOnSite(accountRoutes.forgot, 'Failed to reset password.', 500, 'Reset refused'),
  },
} satisfies PathPlan<typeof forgotPasswordMachine, AccountWorld>;

describePaths(plan);
