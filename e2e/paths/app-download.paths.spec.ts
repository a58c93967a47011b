import type { appDownloadMachine } from '@machines/app-download/app-download.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';
import {
  APP_DOWNLOAD_FLAG,
  ConsentUi,
  PromptWatch,
  refuseStorage,
  runClockUntil,
  setDismissedFlag,
  STORE_LINKS,
  storedFlag,
} from '../models/consent.model';

// The app-download dialog (tests/model/app-download.fixture.ts) through the real UI on a paused
// browser clock: eventweb links both app stores (server/data/configs/eventweb.json), freeavod none;
// the stack's geo lookup answers CN for China mode. The page opens with the banner and prompts
// unanswered, and `after APP_DOWNLOAD_DELAY` moves the clock the dialog's 1 s (seed 001 §4, §9).

test.use({ promptsAnswered: false });

/** The 1 s of seed 001 §4, §9, written here rather than read from the machine. */
const DELAY_MS = 1_000;
const START = Date.parse('2026-11-26T09:00:00Z');
const EMBED_PATH = '/federation-embed/5f0c8b1e-1d2c-4c3b-9a8e-2b7f6d5e4c3a';

type World = {
  ui: ConsentUi | null;
  watch: PromptWatch | null;
  site: 'eventweb' | 'freeavod';
  path: string;
  /** Whether a prompt flow loads on this site (store links, or China mode's Chrome prompt). */
  promptsLoad: boolean;
  storage: boolean;
  /** The flag as the visitor's browser held it before the page opened. */
  flagBefore: string | null;
};
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): ConsentUi => {
  ctx.world.ui ??= new ConsentUi(ctx.page);
  return ctx.world.ui;
};

/**
 * Waits until the page has decided about its prompts. The flows start only once their code has
 * loaded; a started flow reads its place at once, and the page then fetches the prompts' host.
 * The host sits in one suspense boundary with the cookie banner, so a banner shown after that
 * fetch is drawn together with the host, as the flow now says. Without a prompt flow (no store
 * links) the banner showing means the app has started and chosen to load none.
 */
async function settled(ctx: Ctx): Promise<void> {
  const { page, world } = ctx;
  const watch = world.watch!;
  const { banner } = ui(ctx);
  if (world.path === EMBED_PATH) {
    // The embed stands alone, without the site's header, footer, cookie banner or prompts
    // (seed 002 §2): it has settled once it says what it shows for its id.
    await runClockUntil(page, async () => page.getByText('Content Not Available').isVisible());
    await expect(banner).toHaveCount(0);
    expect(watch.hostRequested, 'the prompts are not loaded in the embed').toBe(false);
    return;
  }
  await runClockUntil(
    page,
    async () => (!world.promptsLoad || watch.hostRequested) && (await banner.isVisible()),
  );
  await expect(banner).toBeVisible();
  expect(watch.hostRequested, 'the prompts are loaded only where one may show').toBe(world.promptsLoad);
}

/** Nothing shows, even once the dialog's delay has long passed. */
async function neverShows(ctx: Ctx): Promise<void> {
  await settled(ctx);
  await ctx.page.clock.runFor(DELAY_MS * 2);
  await expect(ui(ctx).appDialog).toHaveCount(0);
  expect(ctx.world.watch!.hostRequested).toBe(ctx.world.promptsLoad);
}

const plan = {
  flow: 'app-download',
  world: () => ({
    ui: null,
    watch: null,
    site: 'eventweb',
    path: '/',
    promptsLoad: true,
    storage: true,
    flagBefore: null,
  }),
  open: async (ctx) => {
    const { page, world } = ctx;
    world.watch = new PromptWatch(page);
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
    await page.goto(`${world.path}?app-config=${world.site}`);
  },
  inputs: {
    'store links': {},
    'China mode': { arrange: async ({ stack }) => stack.setGeo('CN') },
    'no store links': {
      arrange: async ({ world }) => {
        world.site = 'freeavod';
        world.promptsLoad = false;
      },
    },
  },
  states: {
    reading: 'transient',
    waiting: async (ctx) => {
      await settled(ctx);
      await expect(ui(ctx).appDialog).toHaveCount(0);
    },
    open: async (ctx) => {
      const dialog = ui(ctx).appDialog;
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Watch on your phone or tablet with our app.');
      await expect(dialog.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
        'href',
        STORE_LINKS.googlePlay,
      );
      await expect(dialog.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
        'href',
        STORE_LINKS.appStore,
      );
      expect(await storedFlag(ctx.page, APP_DOWNLOAD_FLAG)).toBeNull();
    },
    dismissed: async (ctx) => {
      await neverShows(ctx);
      // seed 001 §4: the flag stays set (closing the dialog is what set it on the first visit).
      expect(await storedFlag(ctx.page, APP_DOWNLOAD_FLAG)).toBe('1');
    },
    hidden: async (ctx) => {
      await neverShows(ctx);
      // The page leaves the flag as it was.
      expect(await storedFlag(ctx.page, APP_DOWNLOAD_FLAG)).toBe(ctx.world.flagBefore);
    },
  },
  events: {
    'first visit': {},
    'dismissed before': {
      arrange: async ({ page, world }) => {
        world.flagBefore = '1';
        await setDismissedFlag(page, APP_DOWNLOAD_FLAG);
      },
    },
    'embed page': {
      arrange: async ({ world }) => {
        world.path = EMBED_PATH;
        world.promptsLoad = false;
      },
    },
    'storage refused': {
      arrange: async ({ page, world }) => {
        world.storage = false;
        await refuseStorage(page);
      },
    },
    'after APP_DOWNLOAD_DELAY': {
      act: async ({ page }) => {
        // Just short of the delay counted from now the dialog may already show (the flow began
        // waiting a few page milliseconds earlier); the whole delay certainly shows it.
        await page.clock.runFor(DELAY_MS);
      },
    },
    'close dialog': {
      act: async (ctx) => {
        await ui(ctx).appDialog.getByRole('button', { name: 'Close' }).click();
      },
    },
  },
  // Few and short paths: the browser drives every one of them (issue 15).
  coverage: 'every path',
} satisfies PathPlan<typeof appDownloadMachine, World>;

describePaths(plan);
