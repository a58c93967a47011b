import { expect } from './event.model';
import { test } from './support/page-fixtures';

/**
 * /results (seed 002 §2 "Results", §7 `GET /swiss/result`, §9 medal ranking) against the stack's
 * results route: countries ranked by gold, then silver, then bronze with zero-padded ranks, sport
 * rows, athlete rows with pictures from the results route, and the empty and error messages.
 */
test.describe('results', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the medal table ranks by gold, silver, bronze and opens countries, sports and athletes', async ({
    page,
    stack,
    site,
  }) => {
    await site.openAndSee('/results', 'Results');
    const table = page.getByRole('table', { name: 'Medal table' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Rank',
      'Country',
      'Gold',
      'Silver',
      'Bronze',
      'Total',
    ]);

    // The stack sends the countries by name; the table ranks them (seed 002 §9). Equal medals share a rank.
    const countries = table.locator('tbody tr');
    await expect(countries).toHaveCount(11);
    const expected = [
      ['01', 'Brazil', '2', '2', '1', '5'],
      ['02', 'Austria', '2', '1', '2', '5'],
      ['02', 'Belgium', '2', '1', '2', '5'],
      ['04', 'Germany', '1', '2', '2', '5'],
      ['04', 'Spain', '1', '2', '2', '5'],
      ['06', 'France', '1', '1', '2', '4'],
      ['06', 'New Zealand', '1', '1', '2', '4'],
      ['06', 'United States', '1', '1', '2', '4'],
      ['09', 'Italy', '1', '1', '1', '3'],
      ['10', 'Netherlands', '1', '0', '2', '3'],
      ['11', 'Japan', '0', '1', '2', '3'],
    ];
    for (const [index, cells] of expected.entries())
      await expect(countries.nth(index).locator('td, th')).toHaveText(cells);
    await expect(table.getByRole('row', { name: /Malta/ })).toHaveCount(0);

    // A country opens its sports; a sport opens its athletes, each with their picture.
    const brazil = table.getByRole('button', { name: 'Brazil', exact: true });
    await expect(brazil).toHaveAttribute('aria-expanded', 'false');
    await brazil.click();
    await expect(brazil).toHaveAttribute('aria-expanded', 'true');
    for (const sport of ['Beach Handball', 'Canoe Marathon', 'Fistball', 'Ju-Jitsu', 'Sport Climbing'])
      await expect(table.getByRole('button', { name: `${sport} (Brazil)` })).toBeVisible();
    await expect(countries).toHaveCount(16);
    const climbing = table.getByRole('button', { name: 'Sport Climbing (Brazil)' });
    await climbing.click();
    await expect(climbing).toHaveAttribute('aria-expanded', 'true');
    const athlete = table.getByRole('row', { name: /Lena Schmidt/ });
    await expect(athlete).toContainText('Sport Climbing');
    await expect(athlete.getByTestId('athlete-picture').locator('img')).toHaveAttribute(
      'src',
      /\/event\/images\/athlete\/lena-schmidt-\d+\.svg$/,
    );
    const imageCalls = await stack.requests('/swiss/result/athlete-profile-image');
    expect(imageCalls.map((r) => new URLSearchParams(r.query).get('sportCode'))).toEqual(['SCL']);
    await site.expectAccessibleAtBothWidths();

    // Closing the country hides its sports and athletes again.
    await brazil.click();
    await expect(countries).toHaveCount(11);
  });

  test('an athlete the results service has no picture of keeps a plain gradient', async ({
    page,
    stack,
    site,
  }) => {
    await stack.fault({
      route: 'GET /swiss/result/athlete-profile-image',
      status: 404,
      body: JSON.stringify({ message: 'Athlete not found' }),
      times: 0,
    });
    await site.open('/results');
    await page.getByRole('button', { name: 'Japan', exact: true }).click();
    await page.getByRole('button', { name: 'Archery (Japan)' }).click();
    const athlete = page.getByRole('row', { name: /Mateo Eriksen/ });
    await expect(athlete.getByTestId('athlete-picture')).toBeVisible();
    await expect
      .poll(async () => (await stack.requests('/swiss/result/athlete-profile-image')).map((r) => r.status))
      .toEqual([404]);
    await expect(athlete.getByTestId('athlete-picture').locator('img')).toHaveCount(0);
  });

  test('no results: No data available', async ({ page, stack, site }) => {
    await stack.fault({ route: 'GET /swiss/result', status: 200, body: '[]', times: 0 });
    await site.openAndSee('/results', 'No data available', 2);
    await expect(page.getByRole('table')).toHaveCount(0);
    await site.expectAccessibleAtBothWidths();
  });

  test('results that fail to load say so after the retries', async ({ stack, site }) => {
    await stack.fault({ route: 'GET /swiss/result', status: 500, times: 0 });
    await site.openAndSee('/results', 'Failed to load results. Please try again later.', 2);
    // seed 002 §8: a server error is asked again twice.
    expect((await stack.requests('/swiss/result')).map((r) => r.status)).toEqual([500, 500, 500]);
  });
});
