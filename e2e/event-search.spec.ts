import type { Page } from '@playwright/test';
import { expect } from './event.model';
import { expectNoAxeViolations } from './support/axe';
import { type Stack } from './support/stack-fixture';
import { test } from './support/page-fixtures';

/**
 * The event site's search (seed 002 §2 "Search", §5, §8, §9): the results page with its address,
 * search box, filters, sections and Load More, and the header panel; the page clock moves the
 * input delays (300 ms on the page, 350 ms in the panel), so nothing waits in real time.
 */

/** The page's searches: the test's own look-ups at the stand-in carry `probe=1`. */
const searches = async (stack: Stack) =>
  (await stack.requests('GET /api/search')).filter((request) => !request.query.includes('probe=1'));

/** The query each search was sent with, as the back end saw it. */
async function sentQueries(stack: Stack): Promise<Record<string, string>[]> {
  return (await searches(stack)).map((request) => Object.fromEntries(new URLSearchParams(request.query)));
}

const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });

test.describe('event search', () => {
  test('a results page from the address: sections, the box after 300 ms, filters in the address, Clear Filter', async ({
    page,
    stack,
    site,
  }) => {
    await page.clock.install();
    await site.open('/q?query=korf');
    const main = page.getByRole('main');
    await expect(site.heading('Search results for "korf"')).toBeVisible();
    await expect(section(page, 'Sports').getByRole('link', { name: 'Korfball' })).toHaveAttribute(
      'href',
      '/sports/korfball',
    );
    await expect(section(page, 'Federations').getByRole('link')).not.toHaveCount(0);
    expect((await sentQueries(stack)).at(-1)).toEqual({ q: 'korf' });

    // The box applies 300 ms after the last key, and the address follows.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const field = main.getByRole('searchbox', { name: 'Search' });
    await field.fill('arch');
    await page.clock.runFor(299);
    expect(await searches(stack)).toHaveLength(1);
    await page.clock.runFor(1);
    await expect(site.heading('Search results for "arch"')).toBeVisible();
    await expect(page).toHaveURL(/\/q\?query=arch$/);
    await expect(section(page, 'Sports').getByRole('link', { name: 'Archery' })).toBeVisible();
    await page.clock.resume();

    // A sport filter narrows the results and goes into the address; Clear Filter takes it out.
    await main.getByText('Filters (0)').click();
    await main.locator('summary', { hasText: /^Sports$/ }).click();
    await main.getByRole('checkbox', { name: 'Korfball' }).check();
    await expect(page).toHaveURL(/\/q\?query=arch&sport=korfball$/);
    await expect(main.getByText('Filters (1)')).toBeVisible();
    await expect(main.getByText('No results found for "arch"')).toBeVisible();
    expect((await sentQueries(stack)).at(-1)).toEqual({ q: 'arch', sport: 'korfball' });
    await main.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page).toHaveURL(/\/q\?query=arch$/);
    await expect(section(page, 'Sports').getByRole('link', { name: 'Archery' })).toBeVisible();
    await site.expectAccessibleAtBothWidths();
  });

  test('athletes 20 at a time with Load More; a category comes first; a date shows only media', async ({
    page,
    stack,
    site,
  }) => {
    await site.open('/q?query=a&category=athletes');
    const main = page.getByRole('main');
    const headings = main.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Athletes');
    const athletes = main.getByRole('region', { name: 'Athletes', exact: true }).getByRole('link');
    await expect(athletes).toHaveCount(20);
    await main.getByRole('button', { name: 'Load More' }).click();
    await expect(athletes).toHaveCount(40);
    const total = await athleteCount(stack, 'a');
    expect(total).toBeGreaterThan(40);
    while ((await main.getByRole('button', { name: 'Load More' }).count()) > 0)
      await main.getByRole('button', { name: 'Load More' }).click();
    await expect(athletes).toHaveCount(total);
    // Load More shows what was found: no new search.
    expect(await searches(stack)).toHaveLength(1);

    // seed 002 §2: with a date set, only the media section shows.
    const day = await filmDay(stack);
    await site.open(`/q?date=${day}`);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Media']);
    expect((await sentQueries(stack)).at(-1)).toEqual({ date: day });
  });

  test('blank parameters send no search; nothing found; a failed search with Try again', async ({
    page,
    stack,
    site,
  }) => {
    await site.open('/q?query=%20%20&sport=&country=');
    const main = page.getByRole('main');
    await expect(main.getByText('Type a word or choose a filter to search the Games.')).toBeVisible();
    expect(await searches(stack)).toHaveLength(0);

    await site.open('/q?query=zzzz');
    await expect(main.getByText('No results found for "zzzz"')).toBeVisible();
    // Malta has no athletes (server/modules/event/README.md).
    // seed 002 §2: with a date only media show, and none was published that day.
    await site.open('/q?date=2001-01-01');
    await expect(main.getByText('No results found!')).toBeVisible();

    await stack.fault({ route: 'GET /api/search', status: 500, times: 1 });
    await site.open('/q?query=korf');
    await expect(main.getByRole('alert')).toContainText(
      'The search could not be completed. Please try again.',
    );
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(
      main.getByRole('region', { name: 'Sports', exact: true }).getByRole('link', { name: 'Korfball' }),
    ).toBeVisible();
  });

  test('the header panel: opens on input after 350 ms, 3 per category and "N more", closes outside, Enter opens the results', async ({
    page,
    stack,
    site,
  }) => {
    await page.clock.install();
    await site.openAndSee('/sports', 'Sports');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const header = page.getByRole('banner');
    await header.getByRole('searchbox', { name: 'Search' }).fill('a');
    // The search flow loads when the box is first used, and takes over what was typed.
    await expect(header.locator('.header-search[data-ready]')).toBeVisible();
    await page.clock.runFor(349);
    expect(await searches(stack)).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(async () => (await sentQueries(stack)).at(-1)).toEqual({ q: 'a' });
    const panel = page.getByRole('region', { name: 'Search results' });
    const athletes = panel.getByRole('region', { name: 'Athletes', exact: true }).getByRole('link');
    await expect(athletes).toHaveCount(3);
    const total = await athleteCount(stack, 'a');
    await expect(panel.getByRole('link', { name: `${total - 3} more` }).last()).toBeVisible();
    // axe runs on timers: the clock goes on from here.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    // An outside click closes the panel; a click in the box opens it again.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(panel).toHaveCount(0);
    await header.getByRole('searchbox', { name: 'Search' }).click();
    await expect(panel).toBeVisible();

    // 'N more' opens the full results with that category first.
    await panel
      .getByRole('link', { name: `${total - 3} more` })
      .last()
      .click();
    await expect(page).toHaveURL(/\/q\?query=a&category=athletes$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Athletes');
    await expect(panel).toHaveCount(0);

    // Enter in the box opens the results for what it says.
    await header.getByRole('searchbox', { name: 'Search' }).fill('korf');
    await header.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/q\?query=korf$/);
    await expect(site.heading('Search results for "korf"')).toBeVisible();
  });
});

/** How many athletes the stand-in finds for `q` (the page must show them all, 20 at a time). */
async function athleteCount(stack: Stack, q: string): Promise<number> {
  const response = await fetch(`${stack.url}/api/search?probe=1&q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { data: { athletes: unknown[] } }).data.athletes.length;
}

/** A day on which the stand-in published an event film. */
async function filmDay(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.url}/api/search?probe=1`);
  const { data } = (await response.json()) as { data: { vod: { pubdate: number }[] } };
  return new Date((data.vod[0]?.pubdate ?? 0) * 1000).toISOString().slice(0, 10);
}
