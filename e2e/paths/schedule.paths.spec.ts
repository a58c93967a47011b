import type { Page } from '@playwright/test';
import type { scheduleMachine } from '@machines/schedule/schedule.machine';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';

// The schedule page (tests/model/schedule.fixture.ts) in the browser: the page opens on the
// fixture's today (2026-12-31, UTC) with the schedule query answered by the path's load outcome,
// then each step is what the viewer does: open and close day rows, the date picker's months,
// Cancel, a day picked and the clear mark, and the 30 s status refresh on the page's clock
// (seed 002 §2, §4, §8, §9).

type World = { answer: { status: number; days: string[] } | null };
type Ctx = DriverContext<World>;

const NOW = Date.parse('2026-12-31T13:00:00.000Z');
const TODAY = '2026-12-31';
const TOMORROW = '2027-01-01';

const utc = (day: string) => new Date(`${day}T00:00:00.000Z`);
const format = (day: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(utc(day));
const fullDate = (day: string) => format(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const rowName = (day: string) => `${format(day, { weekday: 'long' })}, ${format(day, { month: 'long', day: 'numeric' })}`;
const monthName = (month: string) => format(`${month}-01`, { month: 'long', year: 'numeric' });

/** Schedule documents for the projected days (`yyyy-MM-dd:n`): n events from noon UTC, an hour apart. */
function documentsFor(days: readonly string[]) {
  return days.flatMap((key) => {
    const [day, count] = key.split(':') as [string, string];
    return Array.from({ length: Number(count) }, (_, i) => ({
      id: `${day}-${i}`,
      eventName: `Event ${i + 1} of ${day}`,
      startTime: `${day}T${String(12 + i).padStart(2, '0')}:00:00.000Z`,
      endTime: `${day}T${String(12 + i).padStart(2, '0')}:45:00.000Z`,
      location: 'North Arena',
      liveStream: null,
      sport: { title: 'Archery', slug: 'archery', logo: null, gradientColors: null },
    }));
  });
}

const dayButton = (page: Page, day: string) => page.getByRole('button', { name: new RegExp(`^${rowName(day)} `) });

const answerWith = (status: number, days: string[]) => async (ctx: Ctx) => {
  ctx.world.answer = { status, days };
};

const plan = {
  flow: 'schedule',
  world: () => ({ answer: null }),
  open: async (ctx) => {
    const { page, world } = ctx;
    await page.route(
      (url) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"scheduleEvent"'),
      (route) => {
        const answer = world.answer ?? { status: 200, days: [] };
        return answer.status === 200
          ? route.fulfill({ json: { query: '', result: documentsFor(answer.days), ms: 1 } })
          : route.fulfill({ status: answer.status, json: { error: { description: 'Internal error' } } });
      },
    );
    await page.clock.install({ time: NOW });
    await page.goto('/schedule?app-config=eventweb');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible({ timeout: 15_000 });
  },
  inputs: { 'on the last day of the year': {} },
  states: {
    loading: 'transient',
    failed: async ({ page }) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Failed to load schedule data. Please try again later.' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Select date' })).toHaveCount(0);
    },
    'ready.closed': async ({ page, expected }) => {
      const days = (expected.days as string[]).map((d) => d.split(':') as [string, string]);
      const selected = expected.selectedDate as string | null;
      const expanded = expected.expanded as string[];
      const visible = selected === null ? days : days.filter(([day]) => day === selected);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      if (visible.length === 0) {
        await expect(page.getByRole('heading', { level: 2, name: 'No data available' })).toBeVisible({ timeout: 15_000 });
      } else {
        const list = page.getByRole('list', { name: 'Schedule days' });
        await expect(list.getByRole('heading', { level: 2 })).toHaveText(
          visible.map(([day, count]) => `${rowName(day)}${count === '1' ? '1 event' : `${count} events`}`),
          { timeout: 15_000 },
        );
        for (const [day] of visible)
          await expect(dayButton(page, day)).toHaveAttribute('aria-expanded', String(expanded.includes(day)));
      }
      await expect(page.getByRole('button', { name: selected ? `Date: ${fullDate(selected)}` : 'Select date' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clear date' })).toHaveCount(selected ? 1 : 0);
    },
    'ready.open': async ({ page, expected }) => {
      const dialog = page.getByRole('dialog', { name: monthName(expected.month as string) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('columnheader').first()).toHaveText('Mo');
    },
  },
  events: {
    'schedule over three days': { arrange: answerWith(200, ['2026-12-30:2', '2026-12-31:3', '2027-01-01:1']) },
    'schedule without today': { arrange: answerWith(200, ['2026-12-30:2', '2027-01-01:1']) },
    'empty schedule': { arrange: answerWith(200, []) },
    'schedule unavailable': { arrange: answerWith(500, []) },
    "toggle today's row": { act: async ({ page }) => dayButton(page, TODAY).click() },
    "toggle tomorrow's row": { act: async ({ page }) => dayButton(page, TOMORROW).click() },
    'open the date picker': {
      act: async ({ page }) => page.getByRole('button', { name: /^(Select date|Date: )/ }).click(),
    },
    'previous month': { act: async ({ page }) => page.getByRole('button', { name: 'Previous month' }).click() },
    'next month': { act: async ({ page }) => page.getByRole('button', { name: 'Next month' }).click() },
    'cancel the date picker': { act: async ({ page }) => page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click() },
    'pick tomorrow': { act: async ({ page }) => page.getByRole('button', { name: fullDate(TOMORROW) }).click() },
    'pick a day without events': { act: async ({ page }) => page.getByRole('button', { name: fullDate('2026-12-15') }).click() },
    'clear the date': { act: async ({ page }) => page.getByRole('button', { name: 'Clear date' }).click() },
    // The statuses are read again from the page's clock; the rows and the picker stay as they were.
    'after STATUS_REFRESH': { act: async ({ page }) => page.clock.runFor(30_000) },
  },
} satisfies PathPlan<typeof scheduleMachine, World>;

describePaths(plan);
