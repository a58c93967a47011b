import type { socialSignInMachine } from '@machines/login/social-sign-in.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, drivePath, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';
import { AccountUi, expectAnnounced, failNext, type Site } from '../models/account.model';

// Back from a social provider (tests/model/social-sign-in.fixture.ts): the viewer goes from the
// sign-in form to the stack's provider page (`/__stack/social/google`), which sends them back
// with `#token=…&refresh_token=…&expires=…`. The paths run on the event site (eventweb), the only
// back end that tells a new social account from a known one; one smoke runs the known account on
// the hosted platform's dialog (svodhost). The commerce platform has no social sign-in.

type World = { ui: AccountUi | null; site: Site; choice: 'demo' | 'new' };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, ctx.world.site);
  return ctx.world.ui;
};

/** The address the app was sent back to has no tokens left in it (seed 000 §2). */
const expectTokensGone = (ctx: Ctx) => expect(ctx.page).not.toHaveURL(/#.*token=/);

const plan = {
  flow: 'social-sign-in',
  world: (): World => ({ ui: null, site: 'own', choice: 'demo' }),
  open: async (ctx) => {
    const account = ui(ctx);
    await account.open('login');
    await account.button('Continue with Google').click();
    await expect(ctx.page).toHaveURL(/\/__stack\/social\/google/);
    const choice = ctx.world.choice === 'demo' ? 'Continue as Gemma Google' : 'Continue as a new user';
    await ctx.page.getByRole('button', { name: choice }).click();
  },
  inputs: { 'tokens in the hash': {} },
  states: {
    // The account restores the session first; a viewer coming back from the provider is signed out.
    waiting: 'transient',
    completing: 'transient',
    signedIn: async (ctx) => {
      // seed 002 §4: a known account goes to /.
      await ui(ctx).expectSignedIn('Gemma Google');
      await expect(ctx.page).toHaveURL(/\/(\?[^#]*)?$/);
      await expectTokensGone(ctx);
    },
    newUser: async (ctx) => {
      // seed 002 §4: a new account picks its sports first.
      await expect(ctx.page).toHaveURL(/\/preferences/);
      await ui(ctx).expectSignedIn();
      await expect(ctx.page.getByRole('heading', { name: 'Your favourite sports' })).toBeVisible();
    },
    failed: async (ctx) => {
      // seed 002 §8: 'Login error: {message}'.
      await expectAnnounced(ctx.page, 'Login error: Invalid token');
      await ui(ctx).expectSignedOut();
      await expectTokensGone(ctx);
    },
    alreadySignedIn: async (ctx) => {
      await ui(ctx).expectSignedIn();
      await expectTokensGone(ctx);
    },
  },
  events: {
    'viewer signed out': {},
    'known social account': {},
    'new social account': { arrange: async ({ world }) => void (world.choice = 'new') },
    'tokens refused': {
      arrange: (ctx) => failNext(ctx.stack, 'own', 'POST /auth/create-user', 'Invalid token', 401),
    },
  },
  exclusions: [
    {
      event: 'viewer signed in already',
      reason:
        'tokens reach the app only from a sign-in this tab started, which a signed-in viewer cannot start (issue 16); the model test covers it',
    },
  ],
} satisfies PathPlan<typeof socialSignInMachine, World>;

describePaths(plan);

const hostedSmoke =
  'social-sign-in: tokens in the hash → waiting › viewer signed out › known social account → signedIn';
test(`${hostedSmoke} (hosted)`, async ({ page, stack }) => {
  const path = flowModel('social-sign-in').paths.find((p) => p.description === hostedSmoke);
  if (!path) throw new Error(`No path "${hostedSmoke}"`);
  await drivePath({ ...plan, world: (): World => ({ ui: null, site: 'hosted', choice: 'demo' }) }, path, {
    page,
    stack,
  });
});
