import type { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import { UA } from '../../tests/model/chrome-prompt.fixture';
import { expectNoAxeViolations } from '../support/axe';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';
import {
  CHROME_PROMPT_FLAG,
  ConsentUi,
  PromptWatch,
  refuseStorage,
  setDismissedFlag,
  storedFlag,
} from '../models/consent.model';

// The Chrome recommendation (tests/model/chrome-prompt.fixture.ts) through the real UI: the
// stack's geo lookup answers CN for China mode (the app asks {backend}/ip-api/json, seed 000 §7),
// and the page runs with the browser the path names, by its user agent (the fixture's own
// strings, set on the page before it opens). The site is freeavod, which links no app store, so
// the app-download dialog stays out of the way (seed 001 §1, §4).

test.use({ promptsAnswered: false });

type World = {
  ui: ConsentUi | null;
  watch: PromptWatch | null;
  /** China mode: only then does the page load the prompt's flow at all. */
  china: boolean;
  /** The flag as the visitor's browser held it before the page opened. */
  flagBefore: string | null;
};
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): ConsentUi => {
  ctx.world.ui ??= new ConsentUi(ctx.page);
  return ctx.world.ui;
};

/** Runs the page as the named browser: `navigator.userAgent` and the request header. */
const browser = (userAgent: string) => async (ctx: Ctx) => {
  const session = await ctx.page.context().newCDPSession(ctx.page);
  await session.send('Emulation.setUserAgentOverride', { userAgent });
};

/**
 * Waits until the page has decided about the prompt: the flow reads its place as soon as it has
 * loaded and started, and the page then fetches the prompts' host, which sits in one suspense
 * boundary with the cookie banner. A banner shown after that fetch is drawn together with the
 * host, as the flow now says (see PromptWatch). Outside China no prompt flow loads at all.
 */
async function settled(ctx: Ctx): Promise<void> {
  const { world } = ctx;
  if (world.china) await expect.poll(() => world.watch!.hostRequested).toBe(true);
  await expect(ui(ctx).banner).toBeVisible();
  expect(world.watch!.hostRequested, 'the prompt flow loads in China mode only').toBe(world.china);
}

const plan = {
  flow: 'chrome-prompt',
  world: () => ({ ui: null, watch: null, china: false, flagBefore: null }),
  open: async (ctx) => {
    ctx.world.watch = new PromptWatch(ctx.page);
    await ctx.page.goto('/');
  },
  inputs: {
    'China mode': {
      arrange: async ({ stack, world }) => {
        world.china = true;
        await stack.setGeo('CN');
      },
    },
    'outside China': {},
  },
  states: {
    reading: 'transient',
    shown: async (ctx) => {
      const { page } = ctx;
      const prompt = ui(ctx).chromePrompt;
      await settled(ctx);
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('For the best experience, open this site in Chrome or Edge.');
      // Opens the same page in Chrome on Android.
      const { host } = new URL(page.url());
      await expect(prompt.getByRole('link', { name: 'Open in Chrome' })).toHaveAttribute(
        'href',
        `intent://${host}/#Intent;scheme=http;package=com.android.chrome;end`,
      );
      await expect(prompt.getByRole('button', { name: 'Dismiss' })).toBeVisible();
      expect(await storedFlag(page, CHROME_PROMPT_FLAG)).toBeNull();
      if (ctx.step.kind !== 'input') await expectNoAxeViolations(page);
    },
    dismissed: async (ctx) => {
      await settled(ctx);
      await expect(ui(ctx).chromePrompt).toHaveCount(0);
      // seed 001 §4: the dismissal is stored.
      expect(await storedFlag(ctx.page, CHROME_PROMPT_FLAG)).toBe('1');
    },
    hidden: async (ctx) => {
      await settled(ctx);
      await expect(ui(ctx).chromePrompt).toHaveCount(0);
      expect(await storedFlag(ctx.page, CHROME_PROMPT_FLAG)).toBe(ctx.world.flagBefore);
    },
  },
  events: {
    'Android Firefox': { arrange: browser(UA.androidFirefox) },
    'Samsung Internet': { arrange: browser(UA.androidSamsung) },
    'Android Chrome': { arrange: browser(UA.androidChrome) },
    'Android Edge': { arrange: browser(UA.androidEdge) },
    'desktop Firefox': { arrange: browser(UA.desktopFirefox) },
    'dismissed before': {
      arrange: async (ctx) => {
        ctx.world.flagBefore = '1';
        await browser(UA.androidFirefox)(ctx);
        await setDismissedFlag(ctx.page, CHROME_PROMPT_FLAG);
      },
    },
    // An Android browser that would be shown the prompt, had the flag been readable.
    'storage refused': {
      arrange: async (ctx) => {
        await browser(UA.androidFirefox)(ctx);
        await refuseStorage(ctx.page);
      },
    },
    'dismiss prompt': {
      act: async (ctx) => {
        await ui(ctx).chromePrompt.getByRole('button', { name: 'Dismiss' }).click();
      },
    },
  },
  // Few and short paths: the browser drives every one of them (issue 15).
  coverage: 'every path',
} satisfies PathPlan<typeof chromePromptMachine, World>;

describePaths(plan);
