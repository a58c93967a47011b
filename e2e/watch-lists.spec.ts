import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/stack-fixture';
import { fullFavorites } from '../tests/model/favorites.fixture';
import { PlayerPage, STREAM_SECONDS } from './models/player.model';
import { STORAGE_KEYS, TITLES, WatchListsPage } from './models/watch-lists.model';

// Favorites and continue watching for a signed-out viewer on the ad-supported site (freeavod):
// both lists live in this browser's local storage (seed 002 §1, seed 000 §9).

test.describe('favorites page', () => {
  test('lists the favorites newest first', async ({ page }) => {
    // /u/favorites shows the same page, inside the user area, which needs a signed-in viewer.
    const lists = new WatchListsPage(page);
    await lists.storeFavorites([TITLES.gooseEscape, TITLES.paperBoats]);
    await lists.open('/favorites');
    await expect(lists.heading('Favorites')).toBeVisible();
    await lists.expectCards(lists.grid('Favorites'), [TITLES.gooseEscape.title, TITLES.paperBoats.title]);
    await expectNoAxeViolations(page);
  });

  test('clears all after a confirmation, then shows the empty state', async ({ page }) => {
    const lists = new WatchListsPage(page);
    await lists.storeFavorites([TITLES.paperBoats]);
    await lists.open('/favorites');
    await expect(lists.card(TITLES.paperBoats.title)).toBeVisible();

    await lists.clearAll.click();
    const dialog = lists.dialog('Clear favorites');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(lists.card(TITLES.paperBoats.title)).toBeVisible();

    await lists.clearAndConfirm('Clear favorites', 'Clear favorites');
    await lists.seeEmptyState('No favorites yet');
    await expect(lists.clearAll).toHaveCount(0);
    expect(await lists.storedList(STORAGE_KEYS.favorites)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('with nothing stored shows the empty state', async ({ page }) => {
    const lists = new WatchListsPage(page);
    await lists.open('/favorites');
    await lists.seeEmptyState('No favorites yet');
    await expect(lists.clearAll).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('corrupted favorites are treated as empty and left untouched', async ({ page }) => {
    const lists = new WatchListsPage(page);
    const corrupted = '[{"mediaid":"MvDrm002"},{"title":"no id"}';
    await lists.storeBeforeStart(STORAGE_KEYS.favorites, corrupted);
    await lists.open('/favorites');
    await lists.seeEmptyState('No favorites yet');
    expect(await lists.stored(STORAGE_KEYS.favorites)).toBe(corrupted);
  });
});

test.describe('continue watching page', () => {
  test('lists items between 5 % and 95 % newest first, each with its progress', async ({ page }) => {
    const lists = new WatchListsPage(page);
    await lists.storeHistory([
      { mediaid: TITLES.breakwater.mediaid, progress: 0.4 },
      { mediaid: TITLES.paperBoats.mediaid, progress: 0.97 },
      { mediaid: TITLES.lampOil.mediaid, progress: 0.5, seriesId: 'SrHarb01' },
      { mediaid: TITLES.copperRun.mediaid, progress: 0.03 },
    ]);
    await lists.open('/continue-watching');
    await expect(lists.heading('Continue watching')).toBeVisible();
    await lists.expectCards(lists.grid('Continue watching'), [TITLES.breakwater.title, TITLES.lampOil.title]);
    await expect(lists.progressOf(lists.card(TITLES.breakwater.title))).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(lists.progressOf(lists.card(TITLES.lampOil.title))).toHaveAttribute('aria-valuenow', '50');
    await expectNoAxeViolations(page);
  });

  test('clears after a confirmation, then shows the empty state', async ({ page }) => {
    const lists = new WatchListsPage(page);
    await lists.storeHistory([{ mediaid: TITLES.breakwater.mediaid, progress: 0.4 }]);
    await lists.open('/continue-watching');
    await expect(lists.card(TITLES.breakwater.title)).toBeVisible();
    await lists.clearAndConfirm('Clear continue watching', 'Clear list');
    await lists.seeEmptyState('Nothing to continue');
    expect(await lists.storedList(STORAGE_KEYS.history)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a history of the wrong shape is treated as empty and left untouched', async ({ page }) => {
    const lists = new WatchListsPage(page);
    const wrong = JSON.stringify([{ mediaid: TITLES.breakwater.mediaid, progress: '40%' }]);
    await lists.storeBeforeStart(STORAGE_KEYS.history, wrong);
    await lists.open('/continue-watching');
    await lists.seeEmptyState('Nothing to continue');
    expect(await lists.stored(STORAGE_KEYS.history)).toBe(wrong);
  });
});

test.describe('favourite toggle on a media page', () => {
  test('adds and removes with a toast each, kept across a reload', async ({ page }) => {
    const lists = new WatchListsPage(page);
    await lists.open(`/m/${TITLES.paperBoats.mediaid}`);
    await lists.addToFavorites.click();
    await expect(lists.toast('Added to favorites')).toBeVisible();
    await expect(lists.removeFromFavorites).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await lists.storedList(STORAGE_KEYS.favorites)).toEqual([
      expect.objectContaining(TITLES.paperBoats),
    ]);

    await page.reload();
    await lists.removeFromFavorites.click();
    await expect(lists.toast('Removed from favorites')).toBeVisible();
    await expect(lists.addToFavorites).toBeVisible();
    expect(await lists.storedList(STORAGE_KEYS.favorites)).toEqual([]);
  });

  test('keeps 48 favorites and warns on the 49th with the maximum', async ({ page }) => {
    const lists = new WatchListsPage(page);
    const stored = JSON.stringify(fullFavorites);
    await lists.storeBeforeStart(STORAGE_KEYS.favorites, stored);
    await lists.open(`/m/${TITLES.paperBoats.mediaid}`);
    await lists.addToFavorites.click();

    const warning = lists.dialog('Too many favorites');
    await expect(warning).toContainText(
      'Maximum amount of favorite videos exceeded. You can only add up to 48 favorite videos.',
    );
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toHaveCount(0);
    await expect(lists.addToFavorites).toBeVisible();
    expect(await lists.stored(STORAGE_KEYS.favorites)).toBe(stored);
  });

  test('with corrupted favorites, a favorite added is kept for the visit and the stored text is left as it was', async ({
    page,
  }) => {
    const lists = new WatchListsPage(page);
    const corrupted = '{"mediaid":"MvDrm002"}';
    await lists.storeBeforeStart(STORAGE_KEYS.favorites, corrupted);
    await lists.open(`/m/${TITLES.paperBoats.mediaid}`);
    await lists.addToFavorites.click();
    await expect(lists.removeFromFavorites).toBeVisible();
    expect(await lists.stored(STORAGE_KEYS.favorites)).toBe(corrupted);
    await lists.removeFromFavorites.click();
    await expect(lists.addToFavorites).toBeVisible();
    expect(await lists.stored(STORAGE_KEYS.favorites)).toBe(corrupted);
  });
});

test.describe('share', () => {
  test('copies the page address and says "Copied" for 2 s', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.clock.install();
    const lists = new WatchListsPage(page);
    await lists.open(`/m/${TITLES.paperBoats.mediaid}`);
    const status = page.locator('.share-button').getByRole('status');
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toBeVisible();
    // From the press on, the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await share.click();
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.clock.runFor(1_999);
    await expect(status).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(status).toHaveText('');
  });
});

test.describe('continue watching from the player', () => {
  const film = TITLES.breakwater;

  test('a pause saves the progress; continue watching shows it after a reload; the player resumes there; past 95 % it leaves', async ({
    page,
    stack,
  }) => {
    const player = new PlayerPage(page, stack);
    const lists = new WatchListsPage(page);
    await player.useSite({ ads: false, inline: false });
    await player.open(film.mediaid);
    await player.seePlaying(film.title);
    await player.press(film.title, 'ArrowRight');
    await player.button(film.title, 'Pause').click();
    const pausedAt = await player.seePaused(film.title);

    const [saved] = await lists.storedList(STORAGE_KEYS.history);
    expect(saved?.mediaid).toBe(film.mediaid);
    expect(saved?.progress).toBeCloseTo(pausedAt / STREAM_SECONDS, 1);

    await page.reload();
    await lists.open('/continue-watching');
    const card = lists.card(film.title);
    await expect(card).toBeVisible();
    await expect(lists.progressOf(card)).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((saved?.progress ?? 0) * 100)),
    );
    await expectNoAxeViolations(page);

    // seed 002 §5: the player starts at progress × duration.
    await player.open(film.mediaid);
    await expect.poll(() => player.currentTime(film.title)).toBeGreaterThanOrEqual(pausedAt - 0.5);

    // Played to the end: past 95 %, so it is no longer in continue watching.
    await player.press(film.title, 'ArrowRight');
    await player.press(film.title, 'ArrowRight');
    await expect(player.button(film.title, 'Play')).toBeVisible();
    await expect
      .poll(async () => (await lists.storedList(STORAGE_KEYS.history))[0]?.progress ?? 0)
      .toBeGreaterThanOrEqual(0.95);
    await lists.open('/continue-watching');
    await lists.seeEmptyState('Nothing to continue');
  });

  test('leaving the page (page hide) saves what was watched', async ({ page, stack }) => {
    const player = new PlayerPage(page, stack);
    const lists = new WatchListsPage(page);
    await player.useSite({ ads: false, inline: false });
    await player.open(film.mediaid);
    await player.seePlaying(film.title);
    await expect.poll(() => player.currentTime(film.title)).toBeGreaterThan(3);
    // Nothing past the first seconds is saved yet: no pause, and the 5-minute save is far off.
    const before = (await lists.storedList(STORAGE_KEYS.history))[0]?.progress ?? 0;
    expect(before).toBeLessThan(3 / STREAM_SECONDS);

    await lists.open('/continue-watching');
    await expect(lists.heading('Continue watching')).toBeVisible();
    const [saved] = await lists.storedList(STORAGE_KEYS.history);
    expect(saved?.mediaid).toBe(film.mediaid);
    expect(saved?.progress).toBeGreaterThan(3 / STREAM_SECONDS);
    await expect(lists.card(film.title)).toBeVisible();
  });
});
