import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { EventSite, expect } from './event.model';
import { test, type Stack } from './support/stack-fixture';

/**
 * /schedule (seed 002 §2 "Schedule", §4 event status, §8, §9) against the stack's schedule, laid
 * around the stack clock (server/modules/event/schedule.data.ts). The stack and the page share
 * one time, 2026-12-31 13:00 UTC, a Thursday: two events are live, the days before are replays,
 * and events at 23:30 and 00:30 UTC move to another day in a time zone away from UTC.
 */
const NOW = Date.parse('2026-12-31T13:00:00.000Z');

async function openSchedule(page: Page, stack: Stack, path = '/schedule'): Promise<EventSite> {
  const response = await fetch(`${stack.url}/__stack/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: NOW }) });
  expect(response.ok).toBe(true);
  await page.clock.install({ time: NOW });
  const site = new EventSite(page, stack);
  await site.open(path);
  await expect(site.heading('Schedule')).toBeVisible();
  return site;
}

const dayButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' ? false : undefined });

/** The day rows' buttons as the viewer reads them: weekday, date and the event count. */
async function dayRows(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Schedule days' }).getByRole('heading', { level: 2 }).allInnerTexts().then((texts) => texts.map((t) => t.replace(/\s+/g, ' ').trim()));
}

test.describe('schedule', () => {
  test.describe.configure({ timeout: 60_000 });

  test('days by the local day (UTC), today open, statuses, the table and the note', async ({ page, stack }) => {
    await openSchedule(page, stack);
    await expect(page.getByText('Schedule times displayed in users local time')).toBeVisible();
    await expect.poll(() => dayRows(page)).toEqual([
      'Tuesday, December 29 2 events',
      'Wednesday, December 30 3 events',
      'Thursday, December 31 2 events',
      'Friday, January 1 3 events',
      'Saturday, January 2 2 events',
      'Sunday, January 3 1 event',
    ]);
    // seed 002 §2: the day matching today starts expanded, the others closed.
    const today = dayButton(page, /^Thursday, December 31/);
    await expect(today).toHaveAttribute('aria-expanded', 'true');
    await expect(dayButton(page, /^Wednesday, December 30/)).toHaveAttribute('aria-expanded', 'false');

    const table = page.getByRole('table');
    await expect(table).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Sport Name', 'Type', 'Location']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('cell')).toHaveText(['12:15 PM', "PowerliftingMen's Heavyweight", 'Live', 'Strength Hall']);
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['12:30 PM', "Beach HandballWomen's Semi-final", 'Live', 'Sand Court 1']);

    // Yesterday's events are over: Match Replay. Tomorrow's are Scheduled; one has no location.
    await dayButton(page, /^Wednesday, December 30/).click();
    await expect(page.getByRole('row', { name: /Dancesport/ }).getByRole('cell').nth(2)).toHaveText('Match Replay');
    await dayButton(page, /^Friday, January 1/).click();
    await expect(page.getByRole('row', { name: /Ju-Jitsu/ }).getByRole('cell')).toHaveText(['12:00 PM', "Ju-JitsuWomen's -57 kg Finals", 'Scheduled', '-']);
    await expect(page.getByRole('table')).toHaveCount(3);
    // Closing a row hides its events.
    await today.click();
    await expect(today).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('table')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // seed 002 §2: an event with a media id opens /m/{mediaId}.
    await page.getByRole('link', { name: /Sprint Relay/ }).click();
    await expect(page).toHaveURL(/\/m\/EvSchd01(\?|$)/);
  });

  test.describe('in Auckland (UTC+13)', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });

    test('events move to the local day across midnight and the new year, and today is the local one', async ({ page, stack }) => {
      await openSchedule(page, stack);
      await expect.poll(() => dayRows(page)).toEqual([
        'Tuesday, December 29 1 event',
        'Wednesday, December 30 2 events',
        'Thursday, December 31 2 events',
        'Friday, January 1 3 events',
        'Saturday, January 2 3 events',
        'Sunday, January 3 1 event',
        'Monday, January 4 1 event',
      ]);
      // 13:00 UTC on 31 December is 02:00 on 1 January in Auckland.
      await expect(dayButton(page, /^Friday, January 1/)).toHaveAttribute('aria-expanded', 'true');
      await expect(dayButton(page, /^Thursday, December 31/)).toHaveAttribute('aria-expanded', 'false');
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows.locator('td:first-child')).toHaveText(['1:15 AM', '1:30 AM', '9:00 PM']);
      await expect(rows.locator('td:nth-child(3)')).toHaveText(['Live', 'Live', 'Scheduled']);
      // 23:30 UTC on 1 January is 12:30 on 2 January here.
      await dayButton(page, /^Saturday, January 2/).click();
      await expect(page.getByRole('row', { name: /Night Ocean Race/ }).getByRole('cell').first()).toHaveText('12:30 PM');
    });
  });

  test('the date picker: Monday first, months back and forth, Cancel, picking a day and the clear mark', async ({ page, stack }) => {
    await openSchedule(page, stack);
    const pickerButton = page.getByRole('button', { name: 'Select date' });
    await pickerButton.click();
    const dialog = page.getByRole('dialog', { name: 'December 2026' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // 1 December 2026 is a Tuesday: the first week starts with an empty Monday.
    await expect(dialog.locator('tbody tr').first().locator('td').first()).toHaveText('');
    await expect(dialog.locator('tbody tr').first().locator('td').nth(1)).toHaveText('1');
    // seed 002 §9: 280 px wide, inside the window whichever side it opens to.
    const box = await dialog.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box && Math.round(box.width)).toBe(280);
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expectNoAxeViolations(page);

    // Cancel leaves the schedule as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await dayRows(page)).length).toBe(6);

    await pickerButton.click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('dialog', { name: 'January 2027' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('dialog', { name: 'November 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Sunday, January 3, 2027' }).click();

    // Picking a day filters to it, open.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => dayRows(page)).toEqual(['Sunday, January 3 1 event']);
    await expect(dayButton(page, /^Sunday, January 3/)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('row', { name: /Boulder Finals/ }).getByRole('cell').nth(2)).toHaveText('Scheduled');
    const chosen = page.getByRole('button', { name: 'Date: Sunday, January 3, 2027' });
    await expect(chosen).toHaveText(/Jan 3, 2027/);

    // A day without events: No data available.
    await chosen.click();
    await expect(page.getByRole('dialog', { name: 'January 2027' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Tuesday, December 15, 2026' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'No data available' })).toBeVisible();

    // The clear mark brings every day back, today open.
    await page.getByRole('button', { name: 'Clear date' }).click();
    await expect.poll(async () => (await dayRows(page)).length).toBe(6);
    await expect(dayButton(page, /^Thursday, December 31/)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Select date' })).toBeVisible();
  });

  test('on a phone: cards instead of the table, and the date picker inside the window', async ({ page, stack }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSchedule(page, stack);
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.locator('.schedule-cards').filter({ visible: true }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("PowerliftingMen's Heavyweight");
    await expect(cards.first()).toContainText('12:15 PM · Strength Hall');
    await expect(cards.first()).toContainText('Live');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Select date' }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });

  test('a sport without a logo shows a medal on a grey gradient', async ({ page, stack }) => {
    await page.route(
      (url) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"scheduleEvent"'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { result: { sport: { logo: unknown } | null }[] };
        const result = body.result.map((entry) => ({ ...entry, sport: entry.sport ? { ...entry.sport, logo: null } : null }));
        await route.fulfill({ response, json: { ...body, result } });
      },
    );
    await openSchedule(page, stack);
    const badge = page.getByRole('row', { name: /Powerlifting/ }).getByTestId('sport-badge');
    await expect(badge).toHaveText('🏅');
    await expect(badge.locator('img')).toHaveCount(0);
  });

  test('an empty schedule: No data available', async ({ page, stack }) => {
    await page.route(
      (url) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"scheduleEvent"'),
      (route) => route.fulfill({ json: { query: '', result: [], ms: 0 } }),
    );
    const site = await openSchedule(page, stack);
    await expect(site.heading('No data available', 2)).toBeVisible();
    await site.expectAccessibleAtBothWidths();
  });

  test('a schedule that cannot load says so', async ({ page, stack }) => {
    await page.route(
      (url) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"scheduleEvent"'),
      (route) => route.fulfill({ status: 500, json: { error: { description: 'Internal error' } } }),
    );
    const site = await openSchedule(page, stack);
    await expect(site.heading('Failed to load schedule data. Please try again later.', 2)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select date' })).toHaveCount(0);
  });
});
