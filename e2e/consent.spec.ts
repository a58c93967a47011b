import { APP_DOWNLOAD_FLAG, ConsentUi, PromptWatch, runClockUntil, storedFlag } from './models/consent.model';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Stack } from './support/stack-fixture';

// Cookie consent, tracking and the service worker (seed 001 §2, §4, §9; seed 002 §7). These tests
// start as a first visit: no consent cookie, no dismissed prompts.
test.use({ promptsAnswered: false });

type Collected = { events: { kind: string; path: string; viewer: unknown }[]; errors: unknown[] };

async function collected(stack: Stack): Promise<Collected> {
  const response = await fetch(`${stack.url}/__stack/tracking`);
  return (await response.json()) as Collected;
}

test('no tracking and no marketing script before consent; one page view after accepting', async ({ page, stack }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);

  // A click and a navigation before consent: nothing is tracked, no script is loaded.
  await page.getByRole('link', { name: 'Cookies policy' }).click();
  await expect(banner).toBeHidden(); // seed 001 §2: no banner on /cookies-policy
  await page.goBack();
  await expect(banner).toBeVisible();
  await expect(page.locator('script[data-consent-script]')).toHaveCount(0);
  expect((await collected(stack)).events).toEqual([]);
  expect(await stack.requests('/__tracking/**')).toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  // One page view of the page consent was given on; the accepting click itself is not tracked.
  await expect.poll(async () => (await collected(stack)).events).toEqual([
    expect.objectContaining({ kind: 'page_view', path: '/', viewer: null }),
  ]);
  // seed 001 §4: both configured scripts load, with their ids.
  await expect
    .poll(() => page.evaluate(() => (window as { statecastScripts?: unknown }).statecastScripts))
    .toEqual({ analytics: { id: 'SC-ANALYTICS-1' }, marketing: { id: 'SC-MARKETING-1' } });
  // seed 001 §4, §9: kept in cookies.consent for 365 days; the visitor cookie within 6 months.
  const cookies = await page.context().cookies();
  const consent = cookies.find((c) => c.name === 'cookies.consent');
  const visitor = cookies.find((c) => c.name === 'statecast.visitor');
  expect(consent?.value).toBe('accepted');
  const days = (c: { expires: number } | undefined) => ((c?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days(consent)).toBeGreaterThan(364);
  expect(days(consent)).toBeLessThanOrEqual(365);
  expect(days(visitor)).toBeGreaterThan(0);
  expect(days(visitor)).toBeLessThanOrEqual(183);

  // seed 002 §7: a click is tracked once consent is given.
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  await expect.poll(async () => (await collected(stack)).events.map((e) => e.kind)).toEqual(['page_view', 'click']);
});

test('decline, then reset from the footer: the banner asks again and nothing was tracked', async ({ page, stack }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
  await expect(banner).toBeHidden();

  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('status')).toHaveText('Declined.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reset my choice' }).click();
  await expect(banner).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'cookies.consent')).toBe(false);
  expect((await collected(stack)).events).toEqual([]);
  await expect(page.locator('script[data-consent-script]')).toHaveCount(0);
});

// The 1 s delay to the millisecond is checked on the simulated clock by
// tests/model/app-download.fixture.ts; here the page's own clock is paused and moved by hand.
test('the app-download dialog opens after load and stays closed once dismissed', async ({ page }) => {
  const ui = new ConsentUi(page);
  const prompts = new PromptWatch(page);
  const start = Date.parse('2026-11-26T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);

  /** Opens the page and waits until the prompt flow has decided (see PromptWatch): no dialog yet. */
  const openSettled = async (open: () => Promise<unknown>) => {
    prompts.forget();
    await open();
    await runClockUntil(page, async () => prompts.hostRequested && (await ui.banner.isVisible()));
    expect(prompts.hostRequested, 'the app-download flow loads on eventweb').toBe(true);
    await expect(ui.banner).toBeVisible();
    await expect(ui.appDialog).toHaveCount(0);
  };

  await openSettled(() => page.goto('/?app-config=eventweb'));
  // seed 001 §4, §9: the dialog comes once the page's clock has run its 1 s.
  await page.clock.runFor(1_000);
  const dialog = ui.appDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedFlag(page, APP_DOWNLOAD_FLAG)).toBe('1');

  // seed 001 §4: with the flag set it stays closed, however long the page's clock runs.
  await openSettled(() => page.reload());
  await page.clock.runFor(5_000);
  await expect(dialog).toHaveCount(0);
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers /region-sw-4.js and takes control without reloading the first visit', async ({ page }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scope).toMatch(/\/region-sw-4\.js$/);
  });
});
