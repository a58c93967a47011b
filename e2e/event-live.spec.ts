import { expect } from './event.model';
import { test } from './support/page-fixtures';

/**
 * /live (seed 002 §2 "/live: live page with playlist rows", §7 the live page query) against the
 * stack's live page: the banner, the title and the playlist rows, a row that fails, rows with
 * nothing in them, a page the CMS does not have and a page that does not load.
 */
const isLivePageQuery = (url: URL) =>
  url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"livePage"');

test.describe('live page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the banner, the title and the playlist rows, live events first', async ({ page, site }) => {
    await site.openAndSee('/live', 'Live');
    await expect(
      page.getByText('Every live stream of the Games, and the replays of what you missed.'),
    ).toBeVisible();
    await expect(page.getByTestId('live-banner').locator('img')).toHaveAttribute('src', /banner\/live\.svg$/);
    const shelves = page.getByRole('heading', { level: 2 });
    await expect(shelves.filter({ hasText: /^(Live now|Replays|Featured)$/ })).toHaveText([
      'Live now',
      'Replays',
      'Featured',
    ]);
    await site.expectAccessibleAtBothWidths();
  });

  test('a row that fails says so; rows with nothing in them leave the empty-shelves message', async ({
    page,
    stack,
    site,
  }) => {
    await stack.fault({ route: 'GET /v2/playlists/EvEnTs01', status: 500, times: 0 });
    await site.open('/live');
    await expect(page.getByText('Could not load items')).toBeVisible({ timeout: 15_000 });
    await expect(site.heading('Replays', 2)).toBeVisible();

    await page.route(isLivePageQuery, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: Record<string, unknown> };
      await route.fulfill({
        response,
        json: {
          ...body,
          result: { ...body.result, playlists: [{ title: 'Nothing', playlist: 'NoSuCh01' }] },
        },
      });
    });
    await site.serveEmptyPlaylist();
    await page.reload();
    await expect(site.heading('Nothing to watch yet', 2)).toBeVisible();
  });

  test('a live page the CMS does not have: No content available for this page', async ({ page, site }) => {
    await page.route(isLivePageQuery, (route) => route.fulfill({ json: { query: '', result: null, ms: 0 } }));
    await site.openAndSee('/live', 'No content available for this page');
    await site.expectAccessibleAtBothWidths();
  });

  test('a live page that does not load says so after the retries', async ({ page, site }) => {
    let calls = 0;
    await page.route(isLivePageQuery, (route) => {
      calls += 1;
      return route.fulfill({ status: 500, json: { error: { description: 'Internal error' } } });
    });
    await site.openAndSee('/live', 'Could not load items', 2);
    expect(calls).toBe(3);
  });
});
