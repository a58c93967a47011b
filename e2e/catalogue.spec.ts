import { expect, test } from './support/stack-fixture';
import { CATALOGUE, CATALOGUE_CONFIGS, CataloguePage, HOME_SHELVES } from './models/catalogue.model';

/**
 * The catalogue screens (seed 002 §2) against the local stack's catalogue, in the ad-supported
 * and the subscription site: home shelves, playlist and content-list grids, media screens by
 * content type, search, and how each screen copes with failures.
 */
for (const config of CATALOGUE_CONFIGS) {
  test.describe(`catalogue (${config})`, () => {
    test('home shows the config shelves, each card a link with its tag and lock', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open('/');

      for (const title of HOME_SHELVES) await expect(catalogue.shelf(title)).toBeVisible();
      const movies = catalogue.shelf('Movies');
      await expect(catalogue.cardsIn(movies)).toHaveCount(36);
      await expect(catalogue.card('Breakwater', movies)).toHaveAccessibleDescription(/^1:44/);
      await expect(catalogue.card('Harbour Lights', catalogue.shelf('Series'))).toHaveAccessibleDescription(
        /^39 episodes/,
      );
      await expect(
        catalogue.card('Lanternfish One', catalogue.shelf('Live channels')),
      ).toHaveAccessibleDescription(/^Live/);
      await expect(catalogue.card('Crossing', catalogue.shelf('Staff picks'))).toHaveAccessibleDescription(
        /^S2:E14/,
      );

      // seed 000 §6: the lock follows the access model; the viewer is signed out here.
      await catalogue.expectCardLocked('The Ninth Lantern', true, movies);
      await catalogue.expectCardLocked('Second Breakfast Club', false, movies);
      await catalogue.expectCardLocked('Breakwater', config === 'svodcomm', movies);

      // seed 002 §9: live first in the featured shelf, which shows one tile at a time.
      const featured = catalogue.shelf('Featured');
      await expect(catalogue.cardsIn(featured).first()).toContainText('Open Water Regatta: Final Day');
      await expect(page.getByRole('link', { name: 'View all: Movies' })).toHaveAttribute(
        'href',
        /\/p\/MoViEs01$/,
      );
      await expect(page).toHaveTitle(config === 'svodcomm' ? 'Statecast Premium' : 'Statecast Free');
      await catalogue.expectAccessible();
    });

    test('a playlist with a genre filter narrows the grid', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/p/${CATALOGUE.movies}`);
      await expect(catalogue.heading('Movies')).toBeVisible();
      const grid = catalogue.grid('Movies');
      await expect(catalogue.cardsIn(grid)).toHaveCount(36);

      await catalogue.chooseGenre('Action');
      await expect(catalogue.cardsIn(grid)).toHaveCount(7);
      await expect(catalogue.card('Breakwater', grid)).toBeVisible();
      await expect(catalogue.card('Paper Boats', grid)).toHaveCount(0);

      await catalogue.chooseGenre('Drama');
      await expect(catalogue.cardsIn(grid)).toHaveCount(7);
      await expect(catalogue.card('Paper Boats', grid)).toBeVisible();

      await catalogue.chooseGenre('All');
      await expect(catalogue.cardsIn(grid)).toHaveCount(36);
      await expect(page).toHaveTitle(/^Movies - /);
      await catalogue.expectAccessible();

      await catalogue.card('Breakwater', grid).click();
      await catalogue.expectUrl(`/m/${CATALOGUE.film}/breakwater`, { r: CATALOGUE.movies });
      await expect(catalogue.heading('Breakwater')).toBeVisible();
    });

    test('a content list is a grid too, and an unknown list is not found', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/n/${CATALOGUE.staffPicks}`);
      await expect(catalogue.heading('Staff picks')).toBeVisible();
      await expect(catalogue.cardsIn(catalogue.grid('Staff picks'))).toHaveCount(9);
      await catalogue.expectAccessible();

      await catalogue.open('/p/NoSuchLs');
      await expect(catalogue.heading('Playlist not found')).toBeVisible();
      await catalogue.expectAccessible();
    });

    test('a series switches seasons and loads its episodes 20 at a time', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/m/${CATALOGUE.series}`);
      await expect(catalogue.heading('Harbour Lights')).toBeVisible();
      await expect(page.getByText('3 seasons • 39 episodes • Drama')).toBeVisible();

      // seed 002 §2: all seasons first; seed 000 §9: pages of 20.
      await expect(catalogue.seasonFilter).toHaveValue('all');
      await expect(catalogue.cardsIn(catalogue.episodes)).toHaveCount(20);
      await catalogue.loadMore.click();
      await expect(catalogue.cardsIn(catalogue.episodes)).toHaveCount(39);
      await expect(catalogue.loadMore).toHaveCount(0);

      await catalogue.chooseSeason('Season 2');
      await expect(catalogue.cardsIn(catalogue.episodes)).toHaveCount(20);
      await expect(catalogue.card('The Return', catalogue.episodes)).toHaveAccessibleDescription(/^S2:E1/);
      await catalogue.loadMore.click();
      await expect(catalogue.cardsIn(catalogue.episodes)).toHaveCount(25);
      await expect(catalogue.card('High Water', catalogue.episodes)).toBeVisible();
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      expect(
        JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? ''),
      ).toMatchObject({
        '@type': 'TVSeries',
        name: 'Harbour Lights',
        numberOfSeasons: 3,
        numberOfEpisodes: 39,
      });
      await catalogue.expectAccessible();

      // An episode card keeps the page on its series, with e set.
      await catalogue.card('High Water', catalogue.episodes).click();
      await catalogue.expectUrl(`/m/${CATALOGUE.series}/harbour-lights`, { e: 'EpHL2E25' });
      await expect(catalogue.heading('S2:E25 High Water', 2)).toBeVisible();
    });

    test('an episode link redirects to its series with e, keeping r', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/n/${CATALOGUE.staffPicks}`);
      await catalogue.card('Crossing', catalogue.grid('Staff picks')).click();
      await catalogue.expectUrl(`/m/${CATALOGUE.series}`, {
        e: CATALOGUE.episodeS2E14,
        r: CATALOGUE.staffPicks,
      });
      await expect(catalogue.heading('Harbour Lights')).toBeVisible();
      await expect(catalogue.heading('S2:E14 Crossing', 2)).toBeVisible();
      await catalogue.expectAccessible();
    });

    test('a live channel redirects to its live guide', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/m/${CATALOGUE.channel}`);
      await catalogue.expectUrl(`/p/${CATALOGUE.liveChannels}`, { channel: CATALOGUE.channel });
      await expect(catalogue.heading('Live channels')).toBeVisible();
      // seed 002 §2: a live playlist shows the TV guide in place of the card grid.
      await expect(page.getByRole('region', { name: 'TV guide' })).toBeVisible();
      await expect(catalogue.genre('All')).toHaveCount(0);
    });

    test('a live event shows where it stands: scheduled, live, ended', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);

      await catalogue.open(`/m/${CATALOGUE.scheduledEvent}`);
      await expect(catalogue.heading('Midsummer Harbour Concert')).toBeVisible();
      await expect(page.locator('.status-chip')).toHaveText('Scheduled');
      // seed 002 §8: the start time is said once, by the event's always-open player.
      await expect(
        page.getByRole('status').filter({ hasText: 'This video is a scheduled event' }),
      ).toHaveText(
        /^This video is a scheduled event and is not yet live\. Please return at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) to view the content\.$/,
      );
      await expect(catalogue.shelf('Recommended for you')).toBeVisible();
      await catalogue.expectAccessible();

      await catalogue.open(`/m/${CATALOGUE.liveEvent}`);
      await expect(catalogue.heading('Open Water Regatta: Final Day')).toBeVisible();
      await expect(page.locator('.status-chip')).toHaveText('Live');

      await catalogue.open(`/m/${CATALOGUE.endedEvent}`);
      await expect(catalogue.heading('Night Market Cook-off')).toBeVisible();
      await expect(page.locator('.status-chip')).toHaveText('Ended');
      // seed 002 §5: the seek point with a time that is not a number is dropped.
      const chapters = page.getByRole('region', { name: 'Chapters' }).getByRole('listitem');
      await expect(chapters).toHaveText([
        '0:00 Doors open',
        '0:04 First round',
        '0:09 Judges taste',
        '0:16 Winner announced',
      ]);
      await catalogue.expectAccessible();

      // Two hours and five minutes on, the concert is on air.
      await catalogue.shiftStackClock((2 * 60 + 5) * 60_000);
      await catalogue.open(`/m/${CATALOGUE.scheduledEvent}`);
      await expect(catalogue.heading('Midsummer Harbour Concert')).toBeVisible();
      await expect(page.locator('.status-chip')).toHaveText('Live');
    });

    test('a static page renders its markdown without running what it carries', async ({ page, stack }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/m/${CATALOGUE.rulesPage}`);
      await expect(catalogue.heading('House Rules')).toBeVisible();
      const body = page.locator('.static-page');
      await expect(body.getByRole('img', { name: 'A broken image' })).toBeAttached();
      await expect(body.getByText('viewers@lanternfish.example')).toBeVisible();

      // The broken image has had its chance to fire onerror by now.
      await expect
        .poll(() =>
          page.evaluate(
            () => (document.querySelector('.static-page img') as HTMLImageElement | null)?.complete,
          ),
        )
        .toBe(true);
      expect(
        await page.evaluate(() => (window as { __statecastInjected?: unknown }).__statecastInjected),
      ).toBeUndefined();
      await expect(body.locator('script, [onerror], iframe, form')).toHaveCount(0);
      expect(dialogs).toEqual([]);
      await expect(page).toHaveTitle(/^House Rules - /);
      await catalogue.expectAccessible();
    });

    test('a hub shows a shelf per playlist it lists', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/m/${CATALOGUE.hub}`);
      await expect(catalogue.heading('Collections')).toBeVisible();
      for (const title of ['Movies', 'Series', 'Live channels', 'Live events']) {
        await expect(catalogue.shelf(title)).toBeVisible();
      }
      await catalogue.expectAccessible();
    });

    test('search finds items', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open('/q/harbour');
      const title = 'Search results for "harbour"';
      await expect(catalogue.heading(title)).toBeVisible();
      await expect(catalogue.card('Harbour Lights', catalogue.grid(title))).toBeVisible();
      await expect(catalogue.searchField).toHaveValue('harbour');
      await catalogue.expectAccessible();

      await catalogue.search('regatta');
      await catalogue.expectUrl('/q/regatta');
      await expect(catalogue.card('Open Water Regatta: Final Day')).toBeVisible();

      await catalogue.search('zzzzzz');
      await expect(page.getByText('No results found for "zzzzzz"')).toBeVisible();
      const searches = await stack.requests('GET /v2/playlists/SeArCh01');
      expect(searches.map((request) => new URLSearchParams(request.query).get('search'))).toEqual([
        'harbour',
        'regatta',
        'zzzzzz',
      ]);
    });

    test('a media fetch answered 403 once is retried and the page recovers', async ({ page, stack }) => {
      await stack.fault({ route: `GET /v2/media/${CATALOGUE.film}`, status: 403, times: 1 });
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open(`/m/${CATALOGUE.film}`);
      await expect(catalogue.heading('Breakwater')).toBeVisible();
      await expect(page.getByText('2025 • 1 h 44 min • Action • Rating 12')).toBeVisible();
      const fetches = await stack.requests(`GET /v2/media/${CATALOGUE.film}`);
      expect(fetches.map((request) => request.status)).toEqual([403, 200]);
      await catalogue.expectAccessible();
    });

    test('a missing media item shows video_not_found at once', async ({ page, stack }) => {
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open('/m/NoSuchId');
      await expect(catalogue.heading('Video not found')).toBeVisible();
      // seed 002 §8: a 4xx is not retried.
      expect(await stack.requests('GET /v2/media/NoSuchId')).toHaveLength(1);
      await catalogue.expectAccessible();
    });

    test("a broken shelf shows 'Could not load items' and the others still load", async ({ page, stack }) => {
      await stack.fault({ route: `GET /v2/playlists/${CATALOGUE.movies}`, status: 500, times: 0 });
      const catalogue = new CataloguePage(page, stack, config);
      await catalogue.open('/');
      await expect(catalogue.shelf('Series').getByRole('listitem')).toHaveCount(2);
      // seed 002 §7: two retries a second apart before the shelf gives up.
      await expect(catalogue.shelf('Movies')).toContainText('Could not load items', { timeout: 10_000 });
      await expect(catalogue.cardsIn(catalogue.shelf('Movies'))).toHaveCount(0);
      expect(await stack.requests(`GET /v2/playlists/${CATALOGUE.movies}`)).toHaveLength(3);
      await catalogue.expectAccessible();
    });
  });
}

// A screen's code loads when its page is first opened (docs/decisions.md "Runtime"): a viewer on a
// slow network may leave before it is in.
test("Back before the next page's code is in shows the page left, and the next page opens once it is in", async ({
  page,
  stack,
}) => {
  const catalogue = new CataloguePage(page, stack, 'freeavod');
  await catalogue.open(`/p/${CATALOGUE.movies}`);
  await expect(catalogue.heading('Movies')).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/media-screen-[\w-]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });

  await catalogue.card('Breakwater', catalogue.grid('Movies')).click();
  await expect.poll(() => asked).toBe(1);
  await page.goBack();
  await expect(catalogue.heading('Movies')).toBeVisible();
  await expect(catalogue.cardsIn(catalogue.grid('Movies'))).toHaveCount(36);

  // The code arrives after the viewer left: the page they are on stays.
  release();
  await page.waitForLoadState('networkidle');
  await expect(catalogue.heading('Movies')).toBeVisible();

  await page.goForward();
  await expect(catalogue.heading('Breakwater')).toBeVisible();
  await page.goBack();
  await expect(catalogue.heading('Movies')).toBeVisible();
});

// seed 002 §8: a failed load says what went wrong by category, and offers Try again; only a 404
// is 'not found'. Told as a viewer meets it on the ad-supported site.
test.describe('load failures', () => {
  test('a media item the server fails to give is not "not found": the page says so and Try again loads it', async ({
    page,
    stack,
  }) => {
    await stack.fault({ route: `GET /v2/media/${CATALOGUE.film}`, status: 500, times: 0 });
    const catalogue = new CataloguePage(page, stack, 'freeavod');
    await catalogue.open(`/m/${CATALOGUE.film}`);
    await expect(catalogue.heading('This could not be loaded')).toBeVisible({ timeout: 10_000 });
    await expect(
      page.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeVisible();
    await expect(catalogue.heading('Video not found')).toHaveCount(0);
    // seed 002 §7: the first request and two retries, then no more until the viewer asks.
    expect(await stack.requests(`GET /v2/media/${CATALOGUE.film}`)).toHaveLength(3);
    await catalogue.expectAccessible();

    await stack.clearFaults();
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(catalogue.heading('Breakwater')).toBeVisible();
  });

  test('a dropped connection asks the viewer to check it', async ({ page, stack }) => {
    await stack.fault({ route: `GET /v2/media/${CATALOGUE.film}`, drop: true, times: 0 });
    const catalogue = new CataloguePage(page, stack, 'freeavod');
    await catalogue.open(`/m/${CATALOGUE.film}`);
    await expect(page.getByText('Check your internet connection, then try again.')).toBeVisible({
      timeout: 10_000,
    });
    await stack.clearFaults();
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(catalogue.heading('Breakwater')).toBeVisible();
  });

  test('a media request that hangs is announced after 10 s with Try again', async ({ page, stack }) => {
    await page.clock.install();
    // The first request never answers in the test's time; the next one does.
    await stack.fault({ route: `GET /v2/media/${CATALOGUE.film}`, delayMs: 120_000, times: 1 });
    const catalogue = new CataloguePage(page, stack, 'freeavod');
    // The media screen counts from the moment it asks for the item.
    const asked = page.waitForRequest((request) => request.url().includes(`/v2/media/${CATALOGUE.film}`));
    await catalogue.open(`/m/${CATALOGUE.film}`);
    await asked;
    await page.clock.runFor(9_000);
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(catalogue.heading('Still loading')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(catalogue.heading('Still loading')).toBeVisible();
    await expect(
      page.getByText('This is taking longer than usual. You can keep waiting or try again.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(catalogue.heading('Breakwater')).toBeVisible();
  });

  test('a broken shelf offers Try again, which loads it once the server is back', async ({ page, stack }) => {
    await stack.fault({ route: `GET /v2/playlists/${CATALOGUE.movies}`, status: 500, times: 0 });
    const catalogue = new CataloguePage(page, stack, 'freeavod');
    await catalogue.open('/');
    const movies = catalogue.shelf('Movies');
    await expect(movies).toContainText('Could not load items', { timeout: 10_000 });
    expect(await stack.requests(`GET /v2/playlists/${CATALOGUE.movies}`)).toHaveLength(3);
    await stack.clearFaults();
    await movies.getByRole('button', { name: 'Try again: Movies' }).click();
    await expect(catalogue.cardsIn(movies)).toHaveCount(36);
    await catalogue.expectAccessible();
  });
});
