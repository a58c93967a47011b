import type { favoritesMachine } from '@machines/favorites/favorites.machine';
import { NOTICE_DURATION_MS } from '@machines/favorites/favorites.machine';
import {
  favoriteA,
  favoriteB,
  fullFavorites,
  type FavoritesProjection,
} from '../../tests/model/favorites.fixture';
import { expectNoAxeViolations } from '../support/axe';
import { describePaths, type DriverContext, type PathPlan, type StatePlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { STORAGE_KEYS, WatchListsPage } from '../models/watch-lists.model';

/**
 * The favorites model paths (tests/model/favorites.fixture.ts) driven through the real UI on the
 * ad-supported site, signed out: favorites live in local storage, the toggle is on the media
 * pages of A and B, clearing is on the favorites page. Toasts run on Playwright's clock, paused
 * at each toggle, so the 5-second toast is checked at 4999 ms and at 5000 ms.
 */

type Where = 'nowhere' | 'A' | 'B' | 'favorites';
type World = { at: Where; storage: Record<string, string>; configBody: string | null; paused: boolean };
type Ctx = DriverContext<World>;
type Expected = Ctx['expected'] & FavoritesProjection;

const lists = ({ page }: Ctx) => new WatchListsPage(page);
const expectedOf = (ctx: Ctx) => ctx.expected as Expected;
const entryAt = { A: favoriteA, B: favoriteB } as const;

const noticeText: Record<string, string> = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  addFailed: 'Failed to add to favorites',
  removeFailed: 'Failed to remove from favorites',
};

/** Moves within the app (no reload, so the flow keeps its state): the router follows popstate. */
async function goInApp(ctx: Ctx, where: Exclude<Where, 'nowhere'>): Promise<void> {
  if (ctx.world.at === where) return;
  // Pages load with timers (query notifications): let time flow while moving.
  await ctx.page.clock.resume();
  ctx.world.paused = false;
  const path = where === 'favorites' ? '/favorites' : `/m/${entryAt[where].mediaid}`;
  await ctx.page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  ctx.world.at = where;
  await seePageLoaded(ctx);
}

async function seePageLoaded(ctx: Ctx): Promise<void> {
  const { page, world } = ctx;
  if (world.at === 'favorites') {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } else if (world.at !== 'nowhere') {
    await expect(page.getByRole('heading', { level: 1, name: entryAt[world.at].title })).toBeVisible();
  }
}

/**
 * Stops the page's clock (a moment ahead, as it keeps running until the call lands): the toast a
 * toggle raises then waits for the test.
 */
async function pauseTime({ page, world }: Ctx): Promise<void> {
  if (world.paused) return;
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  world.paused = true;
}

async function toggle(ctx: Ctx, which: 'A' | 'B'): Promise<void> {
  await goInApp(ctx, which);
  await pauseTime(ctx);
  const page = lists(ctx);
  await page.removeFromFavorites.or(page.addToFavorites).click();
}

/** The toggle of the page's item says what pressing it would do; nothing else is up. */
async function seeQuiet(ctx: Ctx): Promise<void> {
  const page = lists(ctx);
  const expected = expectedOf(ctx);
  await expect(page.page.locator('.toast')).toHaveCount(0);
  await expect(page.page.getByRole('dialog')).toHaveCount(0);
  if (ctx.world.at === 'favorites') {
    if (expected.count === 0) await page.seeEmptyState('No favorites yet');
    else await expect(page.grid('Favorites').getByRole('listitem')).toHaveCount(expected.count);
    return;
  }
  if (ctx.world.at === 'nowhere') return;
  const isFavorite = ctx.world.at === 'A' ? expected.withA : expected.withB;
  await expect(isFavorite ? page.removeFromFavorites : page.addToFavorites).toBeVisible();
}

const quiet: StatePlan<World> = seeQuiet;

const notifying: StatePlan<World> = async (ctx) => {
  const expected = expectedOf(ctx);
  const notice = expected.notice;
  if (!notice) throw new Error('notifying without a notice');
  const page = lists(ctx);
  await expect(page.toast(noticeText[notice.key] ?? notice.key)).toBeVisible();
  if (notice.serverMessage) await expect(page.toast(notice.serverMessage)).toBeVisible();
  const isFavorite = ctx.world.at === 'A' ? expected.withA : expected.withB;
  await expect(isFavorite ? page.removeFromFavorites : page.addToFavorites).toBeVisible();
};

const limitWarning: StatePlan<World> = async (ctx) => {
  const dialog = lists(ctx).dialog('Too many favorites');
  await expect(dialog).toBeVisible();
  // seed 000 §5: the warning carries the maximum.
  await expect(dialog).toContainText('You can only add up to 48 favorite videos');
  // axe runs on timers; no toast is up here, so time may flow again.
  await ctx.page.clock.resume();
  ctx.world.paused = false;
  await expectNoAxeViolations(ctx.page);
};

const confirmingClear: StatePlan<World> = async (ctx) => {
  const dialog = lists(ctx).dialog('Clear favorites');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
};

const disabled: StatePlan<World> = async (ctx) => {
  const page = lists(ctx);
  await seePageLoaded(ctx);
  await expect(page.addToFavorites).toHaveCount(0);
  await expect(page.removeFromFavorites).toHaveCount(0);
  await goInApp(ctx, 'favorites');
  await expect(page.heading('Not found')).toBeVisible();
};

/** The stack's freeavod config without the favorites list: the feature is off. */
async function configWithoutFavorites(ctx: Ctx): Promise<string> {
  const response = await fetch(`${ctx.stack.url}/apps/configs/freeavod.json`);
  const config = (await response.json()) as { features: Record<string, unknown> };
  delete config.features.favoritesList;
  return JSON.stringify(config);
}

export const favoritesPlan = {
  flow: 'favorites',
  world: () => ({ at: 'nowhere', storage: {}, configBody: null, paused: false }),
  open: async (ctx) => {
    const { page, world, stack } = ctx;
    if (world.configBody) {
      await stack.fault({ route: 'GET /apps/configs/*.json', status: 200, body: world.configBody, times: 1 });
    }
    const watchLists = lists(ctx);
    for (const [key, text] of Object.entries(world.storage)) await watchLists.storeBeforeStart(key, text);
    // Time flows until a toggle; from then on the toast timer runs only when the test moves it.
    await page.clock.install();
    // Every path starts on A's page, except the full list's, whose first move is B.
    const first = ctx.path.steps.find((s) => s.label === 'toggle A' || s.label === 'toggle B');
    world.at = first?.label === 'toggle B' ? 'B' : 'A';
    await page.goto(`/m/${entryAt[world.at].mediaid}`);
    await seePageLoaded(ctx);
  },
  inputs: {
    'favorites on': {},
    'favorites off': {
      arrange: async (ctx) => {
        ctx.world.configBody = await configWithoutFavorites(ctx);
      },
    },
    // A site with accounts: every path of it leaves the wait by 'signed in' (excluded below);
    // e2e/watch-lists-account.spec.ts drives those sites.
    'favorites on, account restoring': {},
  },
  states: {
    disabled,
    loading: 'transient',
    awaitingAccount: 'transient',
    'ready.quiet': quiet,
    'ready.notifying': notifying,
    adding: 'transient',
    removing: 'transient',
    limitWarning,
    confirmingClear,
    clearing: 'transient',
    importing: 'transient',
  },
  events: {
    'no favorites': {},
    'A stored': {
      arrange: async ({ world }) => {
        world.storage[STORAGE_KEYS.favorites] = JSON.stringify([favoriteA]);
      },
    },
    '48 stored': {
      arrange: async ({ world }) => {
        world.storage[STORAGE_KEYS.favorites] = JSON.stringify(fullFavorites);
      },
    },
    'toggle A': { act: (ctx) => toggle(ctx, 'A') },
    'toggle B': { act: (ctx) => toggle(ctx, 'B') },
    saved: {},
    'save fails': {
      // The browser refuses the next write (its quota is used up).
      arrange: async ({ page }) => {
        await page.evaluate((key) => {
          const original = Storage.prototype.setItem;
          Storage.prototype.setItem = function setItem(this: Storage, name: string, value: string) {
            if (name === key) {
              Storage.prototype.setItem = original;
              throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            }
            original.call(this, name, value);
          };
        }, STORAGE_KEYS.favorites);
      },
    },
    'dismiss warning': {
      act: async (ctx) => {
        await lists(ctx).dialog('Too many favorites').getByRole('button', { name: 'OK' }).click();
      },
    },
    'clear all': {
      act: async (ctx) => {
        await goInApp(ctx, 'favorites');
        await lists(ctx).clearAll.click();
      },
    },
    'confirm clear': {
      act: async (ctx) => {
        await lists(ctx).dialog('Clear favorites').getByRole('button', { name: 'Clear favorites' }).click();
      },
    },
    'cancel clear': {
      act: async (ctx) => {
        await lists(ctx).dialog('Clear favorites').getByRole('button', { name: 'Cancel' }).click();
      },
    },
    'close toast': {
      act: async (ctx) => {
        await ctx.page.locator('.toast').getByRole('button', { name: 'Close' }).first().click();
      },
    },
    'after NOTICE_DURATION': {
      act: async ({ page }) => {
        const toast = page.locator('.toast').first();
        await page.clock.runFor(NOTICE_DURATION_MS - 1);
        await expect(toast).toBeVisible();
        await page.clock.runFor(1);
      },
    },
  },
  exclusions: [
    {
      event: 'signed in',
      reason: 'the session flow moves the lists to an account at sign-in; the page has no lever for it yet',
    },
    {
      event: 'registered',
      reason: 'the session flow carries the lists over at registration; the page has no lever for it yet',
    },
    {
      event: 'load fails',
      reason: 'the local store reads what it cannot use as empty; only account back ends fail to load',
    },
    {
      event: 'save refused 400',
      reason: 'a 400 with a message comes from account back ends, not from local storage',
    },
  ],
} satisfies PathPlan<typeof favoritesMachine, World>;

describePaths(favoritesPlan);
