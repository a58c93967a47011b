import type { loginMachine } from '@machines/login/login.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import {
  accountSiteInputs,
  accountUi,
  type AccountCtx,
  type AccountWorld,
  editEmail,
  failOnSite,
} from '../support/account-walk';
import { accountRoutes, demo, failNext, type Site } from '../models/account.model';

// The login model (tests/model/login.fixture.ts) through the real UI: the `?u=login` dialog on
// the hosted (svodhost) and commerce (svodcomm) sites, /login on the event site (eventweb).

const submit = (email: string) => async (ctx: AccountCtx) => {
  const account = accountUi(ctx);
  await account.fillLogin(email, demo.password);
  await account.button('Sign in').click();
};

/** What the form says after a failure (seed 000 §8 login mappings; seed 002 §8 server message). */
async function expectFailure(ctx: AccountCtx) {
  const account = accountUi(ctx);
  const failure = ctx.expected.failure as { code: string } | null;
  if (!failure) {
    await account.expectNoFormError();
    return;
  }
  if (ctx.world.site === 'own') {
    await account.expectFormError('Invalid email or password');
    await account.expectToast('Invalid email or password');
  } else if (failure.code === 'wrong-email') {
    await account.expectFieldError(account.field('Email'), 'Please check your email address and try again');
  } else {
    await account.expectFormError('Incorrect email/password combination');
  }
}

/** The step that follows the one being driven, if any. */
const nextStep = (ctx: AccountCtx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) + 1];

const plan = {
  flow: 'login',
  world: () => ({ ui: null, site: 'hosted' as Site }),
  open: async (ctx) => {
    await accountUi(ctx).open('login');
  },
  inputs: accountSiteInputs,
  states: {
    editing: async (ctx) => {
      const account = accountUi(ctx);
      await expect(account.button('Sign in')).toBeEnabled();
      await expectFailure(ctx);
      if (ctx.expected.socialFailure) await account.expectToast(/^Login error: /);
      if (ctx.step.kind === 'input') await account.expectAccessible();
    },
    signingIn: 'transient',
    requestingCode: 'transient',
    redirectingToProvider: async (ctx) => {
      const { page } = ctx;
      // The provider page failed to come: the next step says so and checks the form.
      if (nextStep(ctx)?.label === 'provider unavailable') return;
      // The stack's provider page (server/modules/accounts/README.md "Social sign-in").
      await expect(page).toHaveURL(/\/__stack\/social\/google/);
      await expect(page.getByText('Continue as Gemma Google')).toBeVisible();
    },
    signedIn: async (ctx) => {
      const account = accountUi(ctx);
      await account.expectSignedIn('Vera Viewer');
      // seed 001 §2: login success returns to the page without `u`.
      await expect(ctx.page).not.toHaveURL(/[?&]u=/);
      await expect(ctx.page.getByRole('dialog')).toHaveCount(0);
    },
    emailNotConfirmed: async (ctx) => {
      const account = accountUi(ctx);
      // seed 002 §4: unconfirmed e-mail goes to /verify-otp with a code requested.
      await expect(ctx.page).toHaveURL(/\/verify-otp\?email=unconfirmed%40statecast\.test/);
      await account.expectToast(
        ctx.step.label === 'code sent' ? 'Otp sent successfully!' : 'Otp request failed. Please try again.',
      );
    },
  },
  events: {
    'submit viewer': { act: submit(demo.viewer) },
    'submit unconfirmed': { act: submit(demo.unconfirmed) },
    'continue with google': {
      act: async (ctx) => {
        // The page shows "on the way to the provider" only for a moment: a failure to come is
        // arranged before the click, not after it.
        if (nextStep(ctx)?.label === 'provider unavailable')
          await failNext(ctx.stack, 'hosted', accountRoutes.socialUrls, 'Failed to fetch social urls', 500);
        await accountUi(ctx).button('Continue with Google').click();
      },
    },
    edit: editEmail,
    'signed in': {},
    'wrong email': failOnSite(accountRoutes.login, 'invalid param email', 400),
    'wrong combination': failOnSite(
      accountRoutes.login,
      'invalid credentials',
      401,
      'Invalid email or password',
    ),
    'email not confirmed': {},
    'code sent': {},
    'code request fails': {
      arrange: (ctx) =>
        failNext(ctx.stack, 'own', accountRoutes.resendConfirmation, 'Otp request failed', 500),
    },
    // Arranged by 'continue with google', which comes before it.
    'provider unavailable': {},
  },
  exclusions: [
    {
      event: 'provider page not opened',
      reason: 'the browser leaves for the provider page; staying on the app is not something a page can do',
    },
    // The own back end's provider links are built in the app, without a request to fail.
    ...flowModel('login')
      .paths.filter(
        (p) =>
          p.steps[0]?.label === 'own back end' && p.steps.some((s) => s.label === 'provider unavailable'),
      )
      .map((p) => ({
        description: p.description,
        reason: 'own back end social links need no request that could fail',
      })),
  ],
} satisfies PathPlan<typeof loginMachine, AccountWorld>;

describePaths(plan);
