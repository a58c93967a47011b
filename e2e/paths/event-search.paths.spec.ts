import type { Locator, Request, Route } from '@playwright/test';
import type { eventSearchMachine } from '@machines/event-search/event-search.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';

// The event site's search (tests/model/event-search.fixture.ts) on the results page and in the
// header panel. The page clock is stopped once the page is up, so the input delay (300 ms on the
// page, 350 ms in the panel) runs only with the path's `after INPUT_DELAY`. The search answers
// are the model's, served by a route on `/api/search`: a search waits for the answer its path
// names (the step after it), so a path ending while a search is under way leaves it so. An answer
// goes to the search the model is on (its query, sports and date), never to an older one the page
// has already given up: the page may still be sending the new search when the step's answer is
// arranged, while the request it replaced still waits on the route.

type Answer = { status: number; body: unknown };
/** What the page asks `/api/search` for (src/services/event/event-search.ts `searchQueryOf`). */
type Search = { q: string; sports: number; date: string };
type Waiting = { search: Search; request: Request; answer: (answer: Answer | null) => void };
type World = { answers: { search: Search; answer: Answer }[]; waiting: Waiting[] };
type Ctx = DriverContext<World>;

const hits = (n: number, kind: string) =>
  Array.from({ length: n }, (_, i) => ({
    _id: `${kind}-${i}`,
    titleAndSlug: { title: `${kind} ${i + 1}`, slug: { current: `${kind}-${i + 1}` } },
  }));

/** The fixture's answers (tests/model/event-search.fixture.ts), in the back end's shape. */
const MANY = {
  data: {
    athletes: hits(45, 'Athlete'),
    sports: hits(2, 'Sport'),
    federations: hits(1, 'Federation'),
    vod: [{ id: 'MvDoc001', media_type: 'documentary', metadata: { title: 'Tides' } }],
  },
};
const NOTHING = { data: { athletes: [], sports: [], federations: [], vod: [] } };

const onPage = (ctx: Ctx) => ctx.expected.where === 'page';
const panelOpen = (ctx: Ctx) => (ctx.expected.value as { panel?: string }).panel === 'open';
const scope = (ctx: Ctx): Locator => ctx.page.getByRole(onPage(ctx) ? 'main' : 'banner');
const box = (ctx: Ctx) => scope(ctx).getByRole('searchbox', { name: 'Search' });
const panel = (ctx: Ctx) => ctx.page.getByRole('region', { name: 'Search results' });
const results = (ctx: Ctx): Locator => (onPage(ctx) ? ctx.page.getByRole('main') : panel(ctx));

/** Moves the address under the page, as back and forward do (the router hears popstate). */
async function moveAddress(ctx: Ctx, href: string) {
  await ctx.page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

async function openFilters(ctx: Ctx) {
  const filters = ctx.page.getByRole('main').locator('details.event-search__filters');
  if ((await filters.getAttribute('open')) === null) await filters.locator(':scope > summary').click();
}

/** In the header the search flow loads when the box is first used: wait until it took over. */
async function headerFlowReady(ctx: Ctx) {
  if (!onPage(ctx))
    await expect(ctx.page.getByRole('banner').locator('.header-search[data-ready]')).toBeVisible();
}

const searchOfUrl = (url: string): Search => {
  const params = new URL(url).searchParams;
  return {
    q: params.get('q') ?? '',
    sports: params.get('sport')?.split(',').length ?? 0,
    date: params.get('date') ?? '',
  };
};

/** The search of the model's state after the step. */
const searchOf = (ctx: Ctx): Search => ({
  q: (ctx.expected.query as string).trim(),
  sports: ctx.expected.sports as number,
  date: ctx.expected.date as string,
});

const same = (a: Search, b: Search) => a.q === b.q && a.sports === b.sports && a.date === b.date;

/** Answers the newest waiting request for the model's search, or the next one to come. */
const queue = (answer: Answer) => async (ctx: Ctx) => {
  const search = searchOf(ctx);
  const waiting = ctx.world.waiting.findLast((w) => same(w.search, search));
  if (waiting) {
    ctx.world.waiting = ctx.world.waiting.filter((w) => w !== waiting);
    waiting.answer(answer);
  } else ctx.world.answers.push({ search, answer });
};

/** The box shows what the viewer typed (the machine's draft). */
const boxShowsDraft = async (ctx: Ctx) => expect(box(ctx)).toHaveValue(ctx.expected.draft as string);

const plan = {
  flow: 'event-search',
  world: () => ({ answers: [], waiting: [] }),
  open: async (ctx) => {
    const { page, world } = ctx;
    // A search the page gave up (the machine stopped it) waits for no answer.
    page.on('requestfailed', (request) => {
      const gone = world.waiting.find((w) => w.request === request);
      if (!gone) return;
      world.waiting = world.waiting.filter((w) => w !== gone);
      gone.answer(null);
    });
    await page.route('**/api/search?**', async (route: Route) => {
      const request = route.request();
      const search = searchOfUrl(request.url());
      const queued = world.answers.findIndex((a) => same(a.search, search));
      const answer =
        queued >= 0
          ? world.answers.splice(queued, 1)[0]!.answer
          : await new Promise<Answer | null>((resolve) => {
              world.waiting.push({ search, request, answer: resolve });
            });
      if (answer) await route.fulfill({ status: answer.status, json: answer.body });
      else await route.abort().catch(() => undefined);
    });
    await page.clock.install();
    const path = onPage(ctx) ? '/q' : '/sports';
    const query = ctx.path.steps[0]?.label === 'results page for "ana"' ? '?query=ana&' : '?';
    await page.goto(`${path}${query}app-config=eventweb`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  },
  inputs: {
    'results page without parameters': {},
    'results page for "ana"': {},
    'header panel': {},
  },
  states: {
    'input.settled': boxShowsDraft,
    'input.typing': boxShowsDraft,
    'results.deciding': 'transient',
    'results.searching': 'transient',
    'panel.closed': 'transient',
    'panel.open': 'transient',
    'results.empty': async (ctx) => {
      if (onPage(ctx))
        await expect(ctx.page.getByText('Type a word or choose a filter to search the Games.')).toBeVisible();
      else await expect(panel(ctx)).toHaveCount(0);
    },
    'results.ready': async (ctx) => {
      if (!onPage(ctx) && !panelOpen(ctx)) {
        await expect(panel(ctx)).toHaveCount(0);
        return;
      }
      const found = ctx.expected.found as number;
      const query = ctx.expected.query as string;
      if (found === 0) {
        await expect(
          results(ctx).getByText(query ? `No results found for "${query}"` : 'No results found!'),
        ).toBeVisible();
        return;
      }
      const headings = results(ctx).getByRole('heading', { level: onPage(ctx) ? 2 : 3 });
      if (ctx.expected.date) {
        await expect(headings).toHaveText(['Media']);
        return;
      }
      await expect(headings).toHaveText(['Media', 'Sports', 'Federations', 'Athletes']);
      const athletes = results(ctx).getByRole('region', { name: 'Athletes', exact: true }).getByRole('link');
      // seed 002 §9: 3 per category in the panel; 20 at a time on the page.
      const shown = onPage(ctx) ? Math.min(found, ctx.expected.shown as number) : 3;
      await expect(athletes).toHaveCount(shown);
      if (onPage(ctx))
        await expect(ctx.page.getByRole('button', { name: 'Load More' })).toHaveCount(found > shown ? 1 : 0);
      else await expect(panel(ctx).getByRole('link', { name: `${found - 3} more` })).toBeVisible();
    },
    'results.failed': async (ctx) => {
      if (!onPage(ctx) && !panelOpen(ctx)) {
        await expect(panel(ctx)).toHaveCount(0);
        return;
      }
      await expect(results(ctx).getByRole('alert')).toContainText(
        'The search could not be completed. Please try again.',
      );
    },
  },
  events: {
    'types "korf"': {
      act: async (ctx) => {
        await box(ctx).fill('korf');
        await headerFlowReady(ctx);
      },
    },
    'goes on typing "korfball"': {
      act: async (ctx) => {
        await box(ctx).fill('korfball');
        await headerFlowReady(ctx);
      },
    },
    'types "ana" over "ana"': {
      act: async (ctx) => {
        await box(ctx).fill('ana');
        await headerFlowReady(ctx);
      },
    },
    'types spaces': {
      act: async (ctx) => {
        await box(ctx).fill('   ');
        await headerFlowReady(ctx);
      },
    },
    'after INPUT_DELAY': { act: async (ctx) => ctx.page.clock.runFor(onPage(ctx) ? 300 : 350) },
    'presses Enter': { act: async (ctx) => box(ctx).press('Enter') },
    'clears the box': {
      act: async (ctx) => scope(ctx).getByRole('button', { name: 'Clear search' }).click(),
    },
    'picks Archery': {
      act: async (ctx) => {
        await openFilters(ctx);
        const main = ctx.page.getByRole('main');
        await main.locator('summary', { hasText: /^Sports/ }).click();
        await main.getByRole('checkbox', { name: 'Archery' }).check();
      },
    },
    'picks a date': {
      act: async (ctx) => {
        await openFilters(ctx);
        await ctx.page.getByRole('main').getByLabel('Date').fill('2026-06-03');
      },
    },
    'Clear Filter': {
      act: async (ctx) => {
        await openFilters(ctx);
        await ctx.page.getByRole('button', { name: 'Clear Filter' }).click();
      },
    },
    'address says "korfball"': { act: async (ctx) => moveAddress(ctx, '/q?query=korfball') },
    'address without parameters': { act: async (ctx) => moveAddress(ctx, '/q') },
    'Load More': { act: async (ctx) => ctx.page.getByRole('button', { name: 'Load More' }).click() },
    'Try again': { act: async (ctx) => ctx.page.getByRole('button', { name: 'Try again' }).click() },
    'clicks the box': {
      act: async (ctx) => {
        await box(ctx).click();
        await headerFlowReady(ctx);
      },
    },
    'clicks outside': {
      act: async (ctx) => ctx.page.getByRole('main').click({ position: { x: 5, y: 5 } }),
    },
    'finds 45 athletes and more': { arrange: queue({ status: 200, body: MANY }) },
    'finds nothing': { arrange: queue({ status: 200, body: NOTHING }) },
    'search fails': { arrange: queue({ status: 500, body: { message: 'Internal Server Error' } }) },
  },
} satisfies PathPlan<typeof eventSearchMachine, World>;

describePaths(plan);
