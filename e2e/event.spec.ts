import { expect } from './event.model';
import { test } from './support/page-fixtures';

/**
 * The event site (seed 002 §2, §9) against the local stack's CMS stand-in: the event home, sports,
 * federations and athletes, each with its empty and error messages, filters kept in the query
 * string, and axe at desktop and phone widths.
 */
test.describe('event site', () => {
  // Each test walks a list, a detail page and their messages, with axe at two widths per screen.
  test.describe.configure({ timeout: 90_000 });

  test('home: hidden heading, hero video, countdown, sports carousel, CMS shelves', async ({
    page,
    site,
  }) => {
    await site.open('/');
    await expect(site.heading('Statecast Games')).toBeAttached();
    await expect(page.getByTestId('event-hero').locator('video')).toHaveAttribute('src', /\.mp4$/);
    // seed 002 §4: days ahead of the Games the countdown is upcoming.
    await expect(site.heading('The Games begin in', 2)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveAccessibleName(
      /^\d+ days, \d+ hours, \d+ minutes and \d+ seconds to go$/,
    );
    await expect(page.locator('[data-unit="days"]')).toHaveText('02');
    // The hero slider shows the live events playlist.
    await expect(page.getByRole('region', { name: 'Live events', exact: true })).toHaveAttribute(
      'data-phase',
      'idle',
    );
    const explore = page.getByRole('link', { name: 'Explore All' });
    await expect(explore).toHaveAttribute('href', '/sports');
    await expect(page.getByRole('heading', { level: 2, name: 'Sports' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ceremonies' })).toHaveCount(0);
    for (const shelf of ['Featured', 'Documentaries', 'Replays'])
      await expect(page.getByRole('heading', { level: 2, name: shelf, exact: true }).first()).toBeVisible();
    await site.expectAccessibleAtBothWidths();
    await explore.click();
    await expect(site.heading('Sports')).toBeVisible();
  });

  test('home: fallback image with hideHeroVideo, a failed shelf and then empty shelves', async ({
    page,
    stack,
    site,
  }) => {
    await site.editHome((home) => ({ ...home, hideHeroVideo: true }));
    await stack.fault({ route: 'GET /v2/playlists/DoCuMe01', status: 500, times: 0 });
    await site.open('/');
    await expect(page.getByTestId('event-hero').locator('img')).toHaveAttribute('src', /hero\/games\.svg$/);
    await expect(page.getByTestId('event-hero').locator('video')).toHaveCount(0);
    await expect(page.getByText('Could not load items')).toBeVisible({ timeout: 10_000 });

    await page.unrouteAll();
    await site.editHome((home) => ({
      ...home,
      hideCounterCard: true,
      carouselVideos: [{ title: 'Nothing', playlist: 'NoSuCh01', type: 'playlist' }],
    }));
    await site.serveEmptyPlaylist();
    await page.reload();
    await expect(site.heading('Nothing to watch yet', 2)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('sports: 8 at a time with Load More, a sport page, and a sport that does not exist', async ({
    page,
    site,
  }) => {
    await site.open('/sports');
    const grid = site.list('Sports');
    await expect(grid.getByRole('listitem')).toHaveCount(8);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await site.expectAccessibleAtBothWidths();

    await grid.getByRole('link', { name: 'Archery' }).click();
    await expect(site.heading('Archery')).toBeVisible();
    for (const section of [
      'About',
      'Disciplines',
      'Good to know',
      "Beginner's guide",
      'Videos',
      'Federations',
      'Other Sports',
    ])
      await expect(site.heading(section, 2)).toBeVisible();
    await expect(page.getByRole('link', { name: 'International Archery Federation' }).first()).toBeVisible();
    await site.expectAccessibleAtBothWidths();

    await site.openAndSee('/sports/no-such-sport', 'Sport Category not found!');
  });

  test('federations: the sport filter in the query string, empty for a sport without any, details and not found', async ({
    page,
    site,
  }) => {
    await site.open('/federations');
    const grid = site.list('Federations');
    await expect(grid.getByRole('listitem')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(25);

    await site.select('Sport').selectOption({ label: 'Powerlifting' });
    await expect(site.heading('No federations found', 2)).toBeVisible();
    expect(await site.query()).toEqual({ sport: 'powerlifting' });

    await site.select('Sport').selectOption({ label: 'Archery' });
    expect(await site.query()).toEqual({ sport: 'archery' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await site.select('Sport').selectOption({ label: 'All sports' });
    await expect.poll(() => site.query()).toEqual({});
    await site.expectAccessibleAtBothWidths();

    await site.open('/federations?sport=archery');
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await expect(site.select('Sport')).toHaveValue('archery');
    await grid.getByRole('link').first().click();
    await expect(site.heading(/Archery Federation/)).toBeVisible();
    for (const card of ['Website', 'Founded', 'Headquarters', 'Affiliations'])
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    await expect(site.heading('Other Federations', 2)).toBeVisible();
    await site.expectAccessibleAtBothWidths();

    await site.openAndSee('/federations/no-such-federation', 'Federation not found!');
  });

  test('athletes: sport and country filters in the query string, kept by the back breadcrumb; empty and not found', async ({
    page,
    site,
  }) => {
    await site.open('/athletes');
    const grid = site.list('Athletes');
    await expect(grid.getByRole('listitem')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(40);

    await site.select('Country').selectOption({ label: 'Malta' });
    await expect(site.heading('No Athletes found!', 2)).toBeVisible();
    expect(await site.query()).toEqual({ country: 'MT' });

    await site.select('Country').selectOption({ label: 'Netherlands' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const dutch = await grid.getByRole('listitem').count();
    await site.select('Sport').selectOption({ label: 'All sports' });
    expect(await site.query()).toEqual({ country: 'NL' });
    const sportOfFirst =
      (await grid.getByRole('link').first().locator('.event-card__meta').textContent())?.trim() ?? '';
    await site.select('Sport').selectOption({ label: sportOfFirst });
    const slug = sportOfFirst.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(await site.query()).toEqual({ sport: slug, country: 'NL' });
    expect(await grid.getByRole('listitem').count()).toBeLessThanOrEqual(dutch);
    await site.expectAccessibleAtBothWidths();

    const first = grid.getByRole('link').first();
    const name = (await first.locator('.event-card__title').textContent()) ?? '';
    await first.click();
    await expect(site.heading(name)).toBeVisible();
    await expect(page.getByText('Netherlands', { exact: true })).toBeVisible();
    await expect(site.heading('Achievements', 2)).toBeVisible();
    await site.expectAccessibleAtBothWidths();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: /Back to athletes/ })
      .click();
    await expect(site.heading('Athletes')).toBeVisible();
    expect(await site.query()).toEqual({ sport: slug, country: 'NL' });
    await expect(site.select('Country')).toHaveValue('NL');
    await expect(site.select('Sport')).toHaveValue(slug);

    await site.openAndSee('/athletes/no-such-athlete?country=NL', 'Athlete not found!');
    await expect(page.getByRole('link', { name: /Back to athletes/ })).toHaveAttribute(
      'href',
      '/athletes?country=NL',
    );
  });

  test('a malformed CMS answer shows the load failure, not a broken page', async ({ stack, site }) => {
    await stack.fault({
      route: 'GET /sanity/query-cdn',
      body: JSON.stringify({ result: [{ _id: 1 }] }),
      times: 0,
    });
    await site.openAndSee('/sports', 'Could not load items');
  });
});
