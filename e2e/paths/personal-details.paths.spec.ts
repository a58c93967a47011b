import type { personalDetailsMachine } from '@machines/personal-details/personal-details.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, drivePath, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';
import { AccountUi, demo, errorBody, expectAnnounced, failNext, type Site } from '../models/account.model';

// Personal details (tests/model/personal-details.fixture.ts) in the dialog's `?u=personal-details`
// on the commerce site (svodcomm), whose capture settings the model's are: a viewer whose
// capture is due (capture@statecast.test, as after registering) or answered (the demo viewer).
// The form does not depend on the back end beyond its capture settings, so every path runs on
// commerce once, plus one smoke each on the hosted platform (capture = the names, asked of an
// account without them) and on the own back end (capture is never enabled there).

type World = { ui: AccountUi | null; site: Site; email: string };
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, ctx.world.site, 'dialog');
  return ctx.world.ui;
};

const CAPTURE_ROUTE = 'GET /commerce/customers/*/capture';
const SAVE_ROUTE = 'PUT /commerce/customers/*/capture';

/** A viewer the capture is due for: it is the platform's answer alone that skips it. */
const CAPTURE_DUE = 'capture@statecast.test';

const isLast = (ctx: Ctx) => ctx.path.steps.at(-1) === ctx.step;

/** The controls each kind of capture field is asked with (seed 001 §5). */
async function expectFields(ctx: Ctx) {
  const dialog = ui(ctx).dialog;
  // The model's fields are the commerce platform's settings; the hosted platform asks the names.
  const fields = ctx.world.site === 'commerce' ? (ctx.expected.fields as string[]) : ['names'];
  for (const field of fields) {
    const kind = field.split(':').at(-1);
    if (field === 'names') {
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Last name' })).toBeVisible();
    } else if (field === 'birthDate')
      await expect(dialog.getByRole('textbox', { name: /^Birth date/ })).toBeVisible();
    else if (kind === 'checkbox') await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    else if (kind === 'radio') await expect(dialog.getByRole('radiogroup').first()).toBeVisible();
    else if (kind === 'select') await expect(dialog.getByRole('combobox').first()).toBeVisible();
  }
}

/** Names and the required question; on the hosted platform the names are all it asks. */
async function answer(ctx: Ctx) {
  const dialog = ui(ctx).dialog;
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Cara');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Capture');
  for (const group of await dialog.getByRole('radiogroup').all()) {
    if ((await group.getAttribute('aria-required')) === 'true')
      await group.getByRole('radio').first().check();
  }
}

/** seed 001 §2, §4: after the capture an SVOD site goes on to choose-offer, others to welcome. */
async function expectMovedOn(ctx: Ctx) {
  await expect(ctx.page).toHaveURL(/[?&]u=(choose-offer|welcome)/);
  await expect(ui(ctx).dialog.getByRole('heading', { name: /^(Choose an offer|Welcome)/ })).toBeVisible({
    timeout: 15_000,
  });
}

const plan = {
  flow: 'personal-details',
  world: () => ({ ui: null, site: 'commerce' as Site, email: demo.viewer }),
  open: async (ctx) => {
    const account = ui(ctx);
    await account.signIn(ctx.world.email);
    await account.openDialog('personal-details');
  },
  inputs: { 'after registration': {} },
  states: {
    loading: 'transient',
    editing: async (ctx) => {
      const account = ui(ctx);
      await expect(ctx.page).toHaveURL(/[?&]u=personal-details/);
      await expect(account.button('Continue')).toBeEnabled();
      await expectFields(ctx);
      // seed 001 §5: 'invalid param …' from the platform is validation_form_error.other.
      if (ctx.expected.failure) await account.expectFormError('Some fields are not filled in correctly');
      else await account.expectNoFormError();
      // axe once, on the form as it first shows, in the path that saves it (the others show the same).
      if (ctx.step.kind === 'done' && ctx.path.steps.at(-1)?.label === 'answers saved')
        await account.expectAccessible();
    },
    saving: 'transient',
    skipped: expectMovedOn,
    saved: async (ctx) => {
      await expectMovedOn(ctx);
      await ui(ctx).expectSignedIn('Cara Capture');
    },
  },
  events: {
    'capture shown': {
      arrange: async ({ world }) =>
        void (world.email = world.site === 'hosted' ? 'noname@statecast.test' : CAPTURE_DUE),
    },
    'capture answered': {},
    'capture disabled': {
      arrange: async (ctx) => {
        // The own back end never enables capture; on commerce, the platform's answer with capture
        // switched off for the publisher.
        if (ctx.world.site !== 'commerce') return;
        ctx.world.email = CAPTURE_DUE;
        const status = { isCaptureEnabled: false, shouldCaptureBeDisplayed: true, settings: [] };
        await ctx.stack.fault({
          route: CAPTURE_ROUTE,
          status: 200,
          body: JSON.stringify({ responseData: status, errors: [] }),
          times: 1,
        });
      },
    },
    'capture unavailable': {
      arrange: async (ctx) => {
        ctx.world.email = CAPTURE_DUE;
        await ctx.stack.fault({
          route: CAPTURE_ROUTE,
          status: 500,
          body: errorBody('commerce', 'Failed to fetch user data.', 500),
          times: 1,
        });
      },
    },
    'submit answers': {
      act: async (ctx) => {
        // A path that ends while saving holds the answer, so the busy form can be seen.
        if (isLast(ctx)) await ctx.stack.fault({ route: SAVE_ROUTE, delayMs: 5_000, times: 1 });
        await answer(ctx);
        await ui(ctx).button('Continue').click();
        if (isLast(ctx)) {
          await expect(ui(ctx).button('Continue')).toHaveAttribute('aria-busy', 'true');
          await expectAnnounced(ctx.page, 'Please wait…');
        }
      },
    },
    'edit answers': {
      act: async (ctx) => {
        const first = ui(ctx).dialog.getByRole('textbox', { name: 'First name' });
        await first.press('End');
        await first.pressSequentially('a');
      },
    },
    'answers saved': {},
    'answers refused': {
      arrange: (ctx) => failNext(ctx.stack, 'commerce', SAVE_ROUTE, 'invalid param birthDate', 422),
    },
  },
} satisfies PathPlan<typeof personalDetailsMachine, World>;

describePaths(plan);

// One smoke on each other back end (the paths above run on commerce only).
const smokes: { site: Site; description: string }[] = [
  {
    site: 'hosted',
    description:
      'personal-details: after registration › capture shown → editing › submit answers › answers saved → saved',
  },
  { site: 'own', description: 'personal-details: after registration › capture disabled → skipped' },
];
for (const smoke of smokes) {
  test(`${smoke.description} (${smoke.site})`, async ({ page, stack }) => {
    const path = flowModel('personal-details').paths.find((p) => p.description === smoke.description);
    if (!path) throw new Error(`No path "${smoke.description}"`);
    await drivePath({ ...plan, world: () => ({ ui: null, site: smoke.site, email: demo.viewer }) }, path, {
      page,
      stack,
    });
  });
}
