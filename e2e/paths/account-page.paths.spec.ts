import type { Locator } from '@playwright/test';
import type { accountPageMachine } from '@machines/account-page/account-page.machine';
import { flowModel } from '../support/paths-catalogue';
import { describePaths, drivePath, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';
import {
  accountRoutes,
  AccountUi,
  demo,
  errorBody,
  expectAnnounced,
  failNext,
  SAVE_ATTEMPTS,
  type Site,
} from '../models/account.model';

// The account page /u/my-account (tests/model/account-page.fixture.ts): one section edited at a
// time, cancel gives the values back, save, export (seed 001 §2, seed 002 §2). Each path runs on
// the back end that has what it does: the commerce platform (svodcomm: names, e-mail with the
// current password, the publisher's two consents; capture@statecast.test has no name) or, for
// export, the hosted platform (svodhost; noname@statecast.test has no name). The sections do not
// depend on the back end otherwise, so the own back end (eventweb) gets one smoke: a name saved.

type World = {
  ui: AccountUi | null;
  site: Site;
  /** The viewer's name and e-mail now (a save changes them); null: no name yet. */
  name: string | null;
  email: string;
};
type Ctx = DriverContext<World>;

const nameless: Record<Site, string> = {
  hosted: 'noname@statecast.test',
  commerce: 'capture@statecast.test',
  own: '',
};

const ui = (ctx: Ctx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, ctx.world.site);
  return ctx.world.ui;
};

/** The page's sections by their headings, and the model's section names for them. */
const regionNames = { about: 'About you', email: 'Email', consents: 'Terms and tracking' } as const;
type Section = keyof typeof regionNames;
const region = (ctx: Ctx, section: Section) =>
  ctx.page.getByRole('region', { name: regionNames[section], exact: true });
const inRegion = (r: Locator, role: 'button' | 'textbox', name: string) =>
  r.getByRole(role, { name, exact: true });

const isLast = (ctx: Ctx) => ctx.path.steps.at(-1) === ctx.step;
const tookStep = (ctx: Ctx, label: string) =>
  ctx.path.steps.slice(0, ctx.path.steps.indexOf(ctx.step) + 1).some((s) => s.label === label);

const routes = {
  names: { commerce: 'PATCH /commerce/customers/*', own: 'PATCH /auth/user', hosted: 'PUT /hosted/accounts' },
  email: 'PATCH /commerce/customers/*',
  consents: 'PUT /commerce/customers/*/consents',
  export: 'POST /hosted/accounts/export',
  publisherConsents: {
    commerce: accountRoutes.publisherConsents,
    hosted: 'GET /hosted/accounts/register-fields/*',
    own: '',
  },
} as const;

/** Holds the next answer of `route`, so a path that ends while it is awaited can see the page wait. */
async function holdNext(ctx: Ctx, route: string) {
  await ctx.stack.fault({ route, delayMs: 5_000, times: 1 });
}

/** Opens a section for editing and starts changing it: cancel must then give the old values back. */
async function startEditing(ctx: Ctx, section: Section) {
  const r = region(ctx, section);
  await inRegion(r, 'button', 'Edit').click();
  if (section === 'about') await inRegion(r, 'textbox', 'First name').fill('Draft');
  if (section === 'email') await inRegion(r, 'textbox', 'Email').fill('draft@statecast.test');
  if (section === 'consents') await r.getByRole('checkbox', { name: /news and offers/ }).click();
}

/** One section at a time (seed 002 §2): the open one has Save and Cancel, the others' Edit is off. */
async function expectSections(ctx: Ctx) {
  const open = ctx.expected.section as Section | null;
  const shown = (Object.keys(regionNames) as Section[]).filter(
    (s) => (s !== 'email' || ctx.world.site === 'commerce') && (s !== 'consents' || hasConsents(ctx)),
  );
  for (const section of shown) {
    const r = region(ctx, section);
    if (section === open) {
      await expect(inRegion(r, 'button', 'Cancel')).toBeVisible();
      await expect(inRegion(r, 'button', 'Save')).toBeVisible();
    } else {
      await expect(inRegion(r, 'button', 'Cancel')).toHaveCount(0);
      const edit = inRegion(r, 'button', 'Edit');
      if (open === null) await expect(edit).toBeEnabled();
      else await expect(edit).toBeDisabled();
    }
  }
}

/** The publisher's consents are shown once loaded; the own back end keeps none. */
const hasConsents = (ctx: Ctx) => ctx.world.site !== 'own' && ctx.expected.publisherConsents !== 0;

/** What each section shows when it is not being edited: the saved values, never a draft. */
async function expectValues(ctx: Ctx) {
  const open = ctx.expected.section;
  // seed 000 §5: without a name the full name is the e-mail.
  if (open !== 'about') await expect(region(ctx, 'about')).toContainText(ctx.world.name ?? ctx.world.email);
  if (open !== 'email' && ctx.world.site === 'commerce')
    await expect(region(ctx, 'email')).toContainText(ctx.world.email);
  if (open !== 'consents' && hasConsents(ctx) && ctx.world.site === 'commerce') {
    const marketing = region(ctx, 'consents').getByRole('checkbox', { name: /news and offers/ });
    // The demo viewer declined marketing; only a save of the consents ticks it.
    if (ctx.expected.saved === 'consents') await expect(marketing).toBeChecked();
    else await expect(marketing).not.toBeChecked();
  }
}

/** seed 002 §5 account form error mapping, for what the model's failures are. */
async function expectFailure(ctx: Ctx) {
  const section = ctx.expected.section as Section | null;
  if (!ctx.expected.failure || !section) {
    await expect(ctx.page.getByRole('main').getByRole('alert')).toHaveCount(0);
    return;
  }
  const r = region(ctx, section);
  if (section === 'about') {
    const first = inRegion(r, 'textbox', 'First name');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('At most 50 characters');
  } else if (section === 'email') {
    const email = inRegion(r, 'textbox', 'Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('There is already an account with this email address');
  } else {
    await expect(r.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  }
}

const plan = {
  flow: 'account-page',
  world: (): World => ({ ui: null, site: 'commerce', name: 'Vera Viewer', email: demo.viewer }),
  open: async (ctx) => {
    const account = ui(ctx);
    await account.signIn(ctx.world.email);
    await ctx.page.goto('/u/my-account');
  },
  inputs: {
    'named viewer': {
      arrange: async (ctx) => {
        if (ctx.path.steps.some((s) => s.label === 'export data')) ctx.world.site = 'hosted';
        await arrangeConsentsLoad(ctx);
      },
    },
    'viewer without a name': {
      arrange: async (ctx) => {
        if (ctx.path.steps.some((s) => s.label === 'export data')) ctx.world.site = 'hosted';
        ctx.world.email = nameless[ctx.world.site];
        ctx.world.name = null;
        await arrangeConsentsLoad(ctx);
      },
    },
  },
  states: {
    idle: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
      await expectSections(ctx);
      await expectValues(ctx);
      await expectFailure(ctx);
      if (ctx.expected.section === 'about' && ctx.step.kind === 'input') {
        // seed 000 §5: a missing name opens 'about you' and asks for it.
        await expect(region(ctx, 'about')).toContainText('Please add your name.');
      }
      if (ctx.expected.saved && ctx.step.kind === 'done') {
        await expect(region(ctx, ctx.expected.saved as Section).getByRole('status')).toHaveText('Saved');
        // seed 002 §8: names and e-mail are the user's details.
        if (ctx.expected.saved !== 'consents') await expectAnnounced(ctx.page, 'User updated successfully!');
      }
      if (ctx.expected.exportState !== 'idle') {
        const exportRegion = ctx.page.getByRole('region', { name: 'Export account data' });
        await expect(exportRegion.getByRole('status')).toHaveText(
          ctx.expected.exportState === 'done'
            ? 'We sent your account data to your email address.'
            : 'Your account data could not be exported.',
        );
      }
      if (tookStep(ctx, 'consents unavailable')) await expect(region(ctx, 'consents')).toHaveCount(0);
      else if (hasConsents(ctx)) await expect(region(ctx, 'consents')).toBeVisible();
      // axe where a path ends on a failure: the page then has the most to check (an open form with
      // its messages, or the page without the publisher's consents); once per path at most.
      if (ctx.step.kind === 'error' && isLast(ctx)) await ui(ctx).expectAccessible();
    },
    savingNames: 'transient',
    savingEmail: 'transient',
    savingConsents: 'transient',
    exporting: 'transient',
  },
  events: {
    'consents loaded': {},
    // Arranged before the page opens (arrangeConsentsLoad): the load starts with the page.
    'consents unavailable': {},
    'edit about you': { act: (ctx) => startEditing(ctx, 'about') },
    'edit email': { act: (ctx) => startEditing(ctx, 'email') },
    'edit consents': { act: (ctx) => startEditing(ctx, 'consents') },
    cancel: {
      act: async (ctx) => {
        const open = (Object.keys(regionNames) as Section[]).find((s) => s === previousSection(ctx));
        if (!open) throw new Error('cancel with no section open');
        await inRegion(region(ctx, open), 'button', 'Cancel').click();
      },
    },
    'save names': {
      act: async (ctx) => {
        const r = region(ctx, 'about');
        await inRegion(r, 'textbox', 'First name').fill('Vera');
        await inRegion(r, 'textbox', 'Last name').fill('Viewer');
        await saveSection(ctx, 'about', routes.names[ctx.world.site]);
      },
    },
    'save email': {
      act: async (ctx) => {
        const r = region(ctx, 'email');
        await inRegion(r, 'textbox', 'Email').fill('vera.new@statecast.test');
        await inRegion(r, 'textbox', 'Current password').fill(demo.password);
        await saveSection(ctx, 'email', routes.email);
      },
    },
    'save consents': { act: (ctx) => saveSection(ctx, 'consents', routes.consents) },
    'export data': {
      act: async (ctx) => {
        await ctx.page
          .getByRole('region', { name: 'Export account data' })
          .getByRole('button', { name: 'Export data' })
          .click();
      },
    },
    'names saved': { arrange: async ({ world }) => void (world.name = 'Vera Viewer') },
    'email saved': { arrange: async ({ world }) => void (world.email = 'vera.new@statecast.test') },
    'consents saved': {},
    'data exported': {},
    'name too long': {
      arrange: (ctx) =>
        failNext(ctx.stack, 'commerce', routes.names.commerce, 'firstName can have max 50 characters', 422),
    },
    'email taken': {
      arrange: (ctx) => failNext(ctx.stack, 'commerce', routes.email, 'customer already exists', 422),
    },
    'consents refused': {
      arrange: (ctx) =>
        failNext(
          ctx.stack,
          'commerce',
          routes.consents,
          'Unable to update Customer consents',
          500,
          SAVE_ATTEMPTS,
        ),
    },
    'export fails': {
      arrange: (ctx) => failNext(ctx.stack, 'hosted', routes.export, 'Failed to export account data', 500),
    },
  },
} satisfies PathPlan<typeof accountPageMachine, World>;

/** The section open before this step (what cancel closes). */
function previousSection(ctx: Ctx): string | null {
  const before = ctx.path.steps[ctx.path.steps.indexOf(ctx.step) - 1];
  return (before?.expected.section as string | null | undefined) ?? null;
}

/** Saves the open section; a path that ends while saving holds the answer to see the page wait. */
async function saveSection(ctx: Ctx, section: Section, route: string) {
  if (isLast(ctx)) await holdNext(ctx, route);
  const save = inRegion(region(ctx, section), 'button', 'Save');
  await save.click();
  if (isLast(ctx)) await expect(save).toHaveAttribute('aria-busy', 'true');
}

/**
 * The publisher's consents load as the page opens, beside everything else: a path where they
 * cannot be had makes that answer fail before the page is opened.
 */
async function arrangeConsentsLoad(ctx: Ctx) {
  if (!ctx.path.steps.some((s) => s.label === 'consents unavailable')) return;
  await ctx.stack.fault({
    route: routes.publisherConsents[ctx.world.site],
    status: 500,
    body: errorBody(ctx.world.site, 'Failed to fetch publisher consents.', 500),
    times: 1,
  });
}

describePaths(plan);

// The own back end's smoke (the paths above run on commerce, and export on the hosted platform).
const ownSmoke =
  'account-page: named viewer › consents loaded → idle › edit about you → idle › save names › names saved → idle';
test(`${ownSmoke} (own back end)`, async ({ page, stack }) => {
  const path = flowModel('account-page').paths.find((p) => p.description === ownSmoke);
  if (!path) throw new Error(`No path "${ownSmoke}"`);
  await drivePath(
    { ...plan, world: (): World => ({ ui: null, site: 'own', name: 'Vera Viewer', email: demo.viewer }) },
    path,
    {
      page,
      stack,
    },
  );
});
