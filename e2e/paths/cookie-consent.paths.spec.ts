import type { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect, test } from '../support/stack-fixture';
import {
  collectedEvents,
  CONSENT_COOKIE,
  ConsentUi,
  cookiesByName,
  daysLeft,
  SCRIPT_IDS,
  serveConfigWith,
  VISITOR_COOKIE,
} from '../models/consent.model';

// Cookie consent (tests/model/cookie-consent.fixture.ts) through the real UI on freeavod, which
// names both tracking scripts (server/data/configs/freeavod.json); the other inputs serve it with
// a script or all of them left out. A stored choice is the cookie the visitor's browser brings;
// the banner answers a first visit, the footer's cookie preferences change or reset a choice.
// What the collector received (`GET /__stack/tracking`) is checked in every state: nothing before
// consent, then a page view per route and a click per click (seed 001 §4, §9; seed 002 §7).

test.use({ promptsAnswered: false });

/** A page of freeavod other than home (its Movies page), for the path that comes home. */
const MOVIES = '/p/MoViEs01';

/** The collector answers at once: ask again soon rather than after Playwright's growing pauses. */
const POLL_INTERVALS = [50, 100, 200];

type Tracked = { kind: 'page_view' | 'click'; path: string; target?: string };

type World = {
  ui: ConsentUi | null;
  /** The consent cookie the browser should hold now (undefined: none). */
  consent: string | undefined;
  /** Whether the page wrote that cookie itself (then it keeps 365 days). */
  written: boolean;
  /** Whether consent was given on this page: appended scripts stay in the page. */
  scriptsAppended: boolean;
  /** What the collector should hold, in order. */
  tracked: Tracked[];
};
type Ctx = DriverContext<World>;

const ui = (ctx: Ctx): ConsentUi => {
  ctx.world.ui ??= new ConsentUi(ctx.page);
  return ctx.world.ui;
};

/** Where the page opens: home, or the Movies page for the path that comes home. */
const startOf = (ctx: Ctx) => (ctx.path.steps.some((s) => s.label === 'view home') ? MOVIES : '/');

const pathOf = (ctx: Ctx) => new URL(ctx.page.url()).pathname;

/** The state the step starts from. */
const fromState = (ctx: Ctx) => ctx.path.steps[ctx.path.steps.indexOf(ctx.step) - 1]?.stateKey;

/** seed 001 §4: only the scripts whose id and script both exist load, with their ids. */
function expectedScripts(loadable: number): Record<string, { id: string }> {
  const all = { analytics: { id: SCRIPT_IDS.analytics }, marketing: { id: SCRIPT_IDS.marketing } };
  // 2: both (freeavod); 1: the marketing script is left out; 0: none is configured.
  return loadable === 2 ? all : loadable === 1 ? { analytics: all.analytics } : {};
}

async function expectTracked(ctx: Ctx): Promise<void> {
  const want = ctx.world.tracked.map((e) => expect.objectContaining(e) as unknown);
  await expect
    .poll(
      async () =>
        (await collectedEvents(ctx.stack)).map(({ kind, path, target }) => ({ kind, path, target })),
      {
        intervals: POLL_INTERVALS,
      },
    )
    .toEqual(want);
}

async function expectCookies(ctx: Ctx): Promise<void> {
  const cookies = await cookiesByName(ctx.page);
  const consent = cookies.get(CONSENT_COOKIE);
  expect(consent?.value).toBe(ctx.world.consent);
  // seed 001 §4, §9: the choice is kept 365 days.
  if (ctx.world.consent && ctx.world.written) {
    expect(daysLeft(consent)).toBeGreaterThan(364);
    expect(daysLeft(consent)).toBeLessThanOrEqual(365);
  }
  // seed 001 §4: the visitor cookie is non-essential: only while consent is given, within 6 months.
  const visitor = cookies.get(VISITOR_COOKIE);
  if (ctx.world.consent === 'accepted' && ctx.world.tracked.length > 0) {
    expect(daysLeft(visitor)).toBeGreaterThan(0);
    expect(daysLeft(visitor)).toBeLessThanOrEqual(183);
  } else if (ctx.world.consent !== 'accepted') {
    expect(visitor).toBeUndefined();
  }
}

/** Opens the footer's preferences and reads what they say was chosen; closes them again. */
async function expectPreferencesSay(ctx: Ctx, status: string): Promise<void> {
  const { preferencesButton, preferences } = ui(ctx);
  await preferencesButton.click();
  await expect(preferences.getByRole('status')).toHaveText(status);
  await preferences.getByRole('button', { name: 'Close' }).click();
  await expect(preferences).toBeHidden();
}

const plan = {
  flow: 'cookie-consent',
  world: () => ({ ui: null, consent: undefined, written: false, scriptsAppended: false, tracked: [] }),
  open: async (ctx) => {
    await ctx.page.goto(startOf(ctx));
  },
  inputs: {
    'scripts configured': {},
    'marketing id without script': {
      arrange: ({ stack }) => serveConfigWith(stack, 'freeavod', { marketingScript: undefined }),
    },
    'no scripts configured': {
      arrange: ({ stack }) =>
        serveConfigWith(stack, 'freeavod', {
          analyticsId: undefined,
          analyticsScript: undefined,
          marketingId: undefined,
          marketingScript: undefined,
        }),
    },
  },
  states: {
    reading: 'transient',
    unset: async (ctx) => {
      const { banner, consentScripts } = ui(ctx);
      // seed 001 §2, §4: the banner asks.
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
      await expectCookies(ctx);
      await expectTracked(ctx);
      if (!ctx.world.scriptsAppended) await expect(consentScripts).toHaveCount(0);
    },
    accepted: async (ctx) => {
      const { banner, consentScripts } = ui(ctx);
      // The page view of the page consent was given on (or found on) arrives first.
      await expectTracked(ctx);
      const scripts = expectedScripts(ctx.expected.loadable as number);
      await expect.poll(() => ui(ctx).loadedScripts(), { intervals: POLL_INTERVALS }).toEqual(scripts);
      await expect(consentScripts).toHaveCount(Object.keys(scripts).length);
      await expect(banner).toHaveCount(0);
      await expectCookies(ctx);
    },
    declined: async (ctx) => {
      const { banner, consentScripts } = ui(ctx);
      // Nothing is tracked while declined, so reading the preferences leaves the collector alone.
      await expectPreferencesSay(ctx, 'Declined.');
      await expect(banner).toHaveCount(0);
      await expectCookies(ctx);
      await expectTracked(ctx);
      if (!ctx.world.scriptsAppended) await expect(consentScripts).toHaveCount(0);
    },
  },
  events: {
    'no cookie': {},
    'stored accepted': {
      arrange: async (ctx) => {
        await ctx.page
          .context()
          .addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: ctx.stack.url }]);
        Object.assign(ctx.world, { consent: 'accepted', scriptsAppended: true });
        ctx.world.tracked.push({ kind: 'page_view', path: startOf(ctx) });
      },
    },
    'stored declined': {
      arrange: async (ctx) => {
        await ctx.page
          .context()
          .addCookies([{ name: CONSENT_COOKIE, value: 'declined', url: ctx.stack.url }]);
        ctx.world.consent = 'declined';
      },
    },
    // A stored choice the page cannot read: the browser refuses to let the page read its cookies
    // (as in a sandboxed frame), while writing still works.
    'cookie unreadable': {
      arrange: async (ctx) => {
        await ctx.page
          .context()
          .addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: ctx.stack.url }]);
        ctx.world.consent = 'accepted';
        await ctx.page.addInitScript(() => {
          const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
          Object.defineProperty(Document.prototype, 'cookie', {
            configurable: true,
            get() {
              throw new DOMException('The page may not read its cookies.', 'SecurityError');
            },
            set(value: string) {
              cookie?.set?.call(this, value);
            },
          });
        });
      },
    },
    accept: {
      act: async (ctx) => {
        // From the banner on a first visit; from the footer's preferences once declined.
        if (fromState(ctx) === 'unset') await ui(ctx).banner.getByRole('button', { name: 'Accept' }).click();
        else await ui(ctx).choose('Accept');
        Object.assign(ctx.world, { consent: 'accepted', written: true, scriptsAppended: true });
        // The accepting click is not tracked; the page it was given on is.
        ctx.world.tracked.push({ kind: 'page_view', path: pathOf(ctx) });
      },
    },
    decline: {
      act: async (ctx) => {
        if (fromState(ctx) === 'unset') {
          await ui(ctx).banner.getByRole('button', { name: 'Decline' }).click();
        } else {
          await ui(ctx).choose('Decline');
          // Both clicks come while consent still stands.
          ctx.world.tracked.push(
            { kind: 'click', path: pathOf(ctx), target: 'button: Cookie preferences' },
            { kind: 'click', path: pathOf(ctx), target: 'button: Decline' },
          );
        }
        Object.assign(ctx.world, { consent: 'declined', written: true });
      },
    },
    reset: {
      act: async (ctx) => {
        await ui(ctx).choose('Reset my choice');
        if (fromState(ctx) === 'accepted')
          ctx.world.tracked.push(
            { kind: 'click', path: pathOf(ctx), target: 'button: Cookie preferences' },
            { kind: 'click', path: pathOf(ctx), target: 'button: Reset my choice' },
          );
        ctx.world.consent = undefined;
      },
    },
    // freeavod's home has no Play button of its own; a click on home is a click on home: its
    // Featured shelf's Next button, which stays on the page.
    'click play': {
      act: async (ctx) => {
        await ctx.page.getByRole('button', { name: 'Next items in Featured' }).click();
        ctx.world.tracked.push({ kind: 'click', path: '/', target: 'button: Next items in Featured' });
      },
    },
    // Back home from the Movies page by the site's logo: the click, then the page view of home.
    'view home': {
      act: async (ctx) => {
        await ctx.page.getByRole('banner').getByRole('link', { name: 'Statecast Free' }).click();
        await expect(ctx.page).toHaveURL(/\/$/);
        ctx.world.tracked.push({ kind: 'click', path: MOVIES }, { kind: 'page_view', path: '/' });
      },
    },
  },
  // Few and short paths: the browser drives every one of them (issue 15).
  coverage: 'every path',
} satisfies PathPlan<typeof cookieConsentMachine, World>;

describePaths(plan);
