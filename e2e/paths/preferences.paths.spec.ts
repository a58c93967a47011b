import type { preferencesMachine } from '@machines/preferences/preferences.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { accountRoutes, AccountUi, expectAnnounced, failNext } from '../models/account.model';

// Favourite sports (tests/model/preferences.fixture.ts) on the event site's /preferences
// (eventweb; only the own back end keeps sports): an e-mail account with none chosen yet
// (fresh@statecast.test) and the social demo, who follows Archery.

type World = { ui: AccountUi | null; social: boolean };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, 'own');
  return ctx.world.ui;
};

const isLast = (ctx: Ctx) => ctx.path.steps.at(-1) === ctx.step;
const nextLabel = (ctx: Ctx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) + 1]?.label;
const sport = (ctx: Ctx, name: string) => ui(ctx).scope.getByRole('checkbox', { name });

/** Holds the next answer of `route`, so a path that ends while it is awaited can see the page wait. */
async function holdNext(ctx: Ctx, route: string) {
  await ctx.stack.fault({ route, delayMs: 5_000, times: 1 });
}

/** seed 002 §4: after the sports (saved or skipped), a social account goes to /, others to /login. */
async function expectLeftFor(ctx: Ctx, where: 'home' | 'login') {
  await expect(ctx.page).toHaveURL(where === 'home' ? /\/(\?.*)?$/ : /\/login(\?.*)?$/);
  await expect(ctx.page).not.toHaveURL(/\/preferences/);
}

const plan = {
  flow: 'preferences',
  world: (): World => ({ ui: null, social: false }),
  open: async (ctx) => {
    const account = ui(ctx);
    if (ctx.world.social) await account.signInSocially('Gemma Google');
    else await account.signIn('fresh@statecast.test');
    await ctx.page.goto('/preferences');
  },
  inputs: {
    'e-mail account': {},
    'social account': { arrange: async ({ world }) => void (world.social = true) },
  },
  states: {
    loading: 'transient',
    loadFailed: async (ctx) => {
      const account = ui(ctx);
      await account.expectFormError('The sports could not be loaded.');
      await expect(account.button('Try again')).toBeVisible();
      await expect(account.button('Skip')).toBeVisible();
    },
    editing: async (ctx) => {
      const account = ui(ctx);
      await expect(account.scope.getByRole('group', { name: 'Sports' })).toBeVisible();
      await expect(account.button('Submit')).toBeEnabled();
      // What the viewer follows is ticked when the list shows.
      for (const name of ctx.expected.selected as string[]) await expect(sport(ctx, name)).toBeChecked();
      // seed 002 §8: the back end's refusal is a toast in its own words.
      if (ctx.expected.failure) await expectAnnounced(ctx.page, 'Please select at least one sport');
      // axe once, on the list as it first shows, in the shortest path (the others show the same).
      if (ctx.step.kind === 'done' && !ctx.world.social && nextLabel(ctx) === 'skip')
        await account.expectAccessible();
    },
    saving: 'transient',
    saved: async (ctx) => {
      await expectAnnounced(ctx.page, 'Preferences updated successfully!');
      await expectLeftFor(ctx, 'login');
    },
    savedSocial: async (ctx) => {
      await expectAnnounced(ctx.page, 'Preferences updated successfully!');
      await expectLeftFor(ctx, 'home');
    },
    skipped: (ctx) => expectLeftFor(ctx, 'home'),
  },
  events: {
    'sports loaded': {},
    'sports unavailable': {
      // The page tells no failure from another. Not a dropped connection: the browser itself
      // sends a GET again when a kept-alive connection closes unanswered.
      arrange: async (ctx) => {
        await ctx.stack.fault({
          route: accountRoutes.mediaPreferences,
          status: 503,
          body: 'unavailable',
          times: 1,
        });
      },
    },
    retry: {
      act: async (ctx) => {
        if (isLast(ctx)) await holdNext(ctx, accountRoutes.mediaPreferences);
        await ui(ctx).button('Try again').click();
        if (isLast(ctx))
          await expect(ui(ctx).scope.getByRole('status', { name: 'Loading sports' })).toBeVisible();
      },
    },
    skip: { act: async (ctx) => ui(ctx).button('Skip').click() },
    'submit sports': {
      act: async (ctx) => {
        if (isLast(ctx)) await holdNext(ctx, accountRoutes.preferences);
        await sport(ctx, 'Archery').check();
        await sport(ctx, 'Korfball').check();
        await ui(ctx).button('Submit').click();
        if (isLast(ctx)) await expect(ui(ctx).button('Submit')).toHaveAttribute('aria-busy', 'true');
      },
    },
    'preferences saved': {},
    'save refused': {
      arrange: (ctx) =>
        failNext(ctx.stack, 'own', accountRoutes.preferences, 'Please select at least one sport', 400),
    },
  },
  exclusions: flowModel('preferences')
    .paths.filter((p) => p.steps[1]?.label === 'skip')
    .map((p) => ({
      description: p.description,
      reason:
        'while the sports load the page shows only the loading indicator: there is no Skip to press yet',
    })),
} satisfies PathPlan<typeof preferencesMachine, World>;

describePaths(plan);
