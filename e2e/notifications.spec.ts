import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, type Stack } from './support/stack-fixture';
import { test } from './support/page-fixtures';
import { demo } from './models/account.model';
import { ACCESS_ITEMS, START_LABELS } from './models/media-access.model';

// Notifications on the event site (eventweb, own back end): the bell and its badge, the
// /notifications page, read state for guests (local storage) and signed-in viewers (server), and
// the realtime channel of the local stack raising the badge in an open page (seed 001 §2, §4, §7,
// §9; seed 002 §2, §4; issue 15). The stack seeds 12 notices for everyone
// (server/modules/notifications/notifications.seed.ts).

// The account and media pages work on the own back end.
test.use({ backEnd: 'own' });

const SEEDED = 12;

/** The page listens on the channel (so a publish now reaches it). */
async function waitForListener(stack: Stack, signedIn = false) {
  await expect
    .poll(
      async () => (await stack.noticeListeners()).filter((l) => (signedIn ? l.userId !== null : true)).length,
    )
    .toBeGreaterThan(0);
}

/** The bell comes with its own chunk after the account code: the first look may wait for both. */
const FIRST_LOAD = { timeout: 20_000 } as const;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('notifications bell', () => {
  test('a message published on the stack raises the badge in an open page, without a reload', async ({
    page,
    stack,
  }) => {
    // Home, the bell's chunk and an axe pass on a shared two-core machine.
    test.slow();
    await page.goto('/?app-config=eventweb');
    await expect(badge(page)).toHaveText(String(SEEDED), FIRST_LOAD);
    await waitForListener(stack);
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    await stack.publishNotice({ kind: 'global', id: 'flash-1', title: 'Flash: finals moved to 18:00' });

    // seed 001 §4: a live broadcast message adds an item and raises the count by 1.
    await expect(badge(page)).toHaveText(String(SEEDED + 1));
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${SEEDED + 1} unread`);
    await bell(page).click();
    await expect(panel(page).getByRole('button').first()).toContainText('Flash: finals moved to 18:00');
    // seed 001 §2: at most 9 in the bell, and View All leads to the page.
    await expect(panel(page).getByRole('listitem')).toHaveCount(9);
    await expect(panel(page).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expectNoAxeViolations(page);
    expect(reloaded).toBe(false);
  });

  test('a guest clicks an unread notice: marked read in this browser, then navigates', async ({ page }) => {
    await page.goto('/?app-config=eventweb');
    await expect(badge(page)).toHaveText(String(SEEDED), FIRST_LOAD);
    await bell(page).click();
    await panel(page)
      .getByRole('button', { name: /Swimming schedule updated/ })
      .click();

    // seed 001 §4: /{type}s/{slug} for a global notice; the count goes down by 1.
    await expect(page).toHaveURL(/\/sports\/swimming$/);
    await expect(badge(page)).toHaveText(String(SEEDED - 1));
    const stored = await page.evaluate(() => localStorage.getItem('read-notifications'));
    expect(JSON.parse(stored ?? '[]')).toEqual(['ntf-seed-02']);

    // The read state survives a reload (guests: local storage, seed 002 §6).
    await page.reload();
    await expect(badge(page)).toHaveText(String(SEEDED - 1));
  });

  test('the channel reconnects after the stack drops it and the badge still rises', async ({
    page,
    stack,
  }) => {
    await page.goto('/?app-config=eventweb');
    await expect(badge(page)).toHaveText(String(SEEDED), FIRST_LOAD);
    await waitForListener(stack);
    // A reset ends every open stream, as a restart of the stack would.
    await stack.reset();
    await waitForListener(stack);
    await stack.publishNotice({
      kind: 'stream_on_live',
      id: 'live-after',
      mediaId: 'EvLive01',
      title: 'Back on air',
    });
    await stack.publishNotice({ kind: 'global', id: 'global-after', title: 'Heard after the restart' });
    await expect(badge(page)).toHaveText(String(SEEDED + 1));
  });
});

test.describe('notifications page', () => {
  test('unread bar, 10 a page, Load more until the total, and a notice without a target only warns', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/notifications?app-config=eventweb');
    const main = page.locator('main#content');
    await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(main.getByText(`Unread: ${SEEDED}`)).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(10);
    await expect(main.getByRole('listitem').first()).toContainText(/minutes ago/);
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Load more' }).click();
    await expect(main.getByRole('listitem')).toHaveCount(SEEDED);
    await expect(main.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // seed 001 §4: a missing slug is a warning only, no navigation (the notice is still read).
    await main.getByRole('button', { name: /Tickets for the closing ceremony/ }).click();
    await expect(main.getByText(`Unread: ${SEEDED - 1}`)).toBeVisible();
    await expect(page).toHaveURL(/\/notifications\?app-config=eventweb$/);
    expect(warnings.some((w) => w.includes('has no stream id or slug'))).toBe(true);
  });

  test('a signed-in viewer: read on the server, a failed mark-read still navigates, favorites arrive live', async ({
    page,
    stack,
    account,
  }) => {
    await account.signIn();
    await page.goto('/notifications');
    const main = page.locator('main#content');
    await expect(main.getByText(`Unread: ${SEEDED}`)).toBeVisible();
    await waitForListener(stack, true);

    await stack.publishNotice({
      kind: 'favorite',
      email: demo.viewer,
      id: 'fav-live',
      title: 'Your favourite is live',
      streamId: 'EvLive01',
    });
    await expect(main.getByText(`Unread: ${SEEDED + 1}`)).toBeVisible();
    await expect(badge(page)).toHaveText(String(SEEDED + 1));

    // seed 001 §4: a mark-read failure is logged and navigation still happens.
    await stack.fault({ route: 'GET /notification/ntf-seed-03', status: 500, times: 1 });
    await main.getByRole('button', { name: /New federation profile/ }).click();
    await expect(page).toHaveURL(/\/federations\/world-rowing$/);
    await expect(badge(page)).toHaveText(String(SEEDED + 1));

    // Marked read on the server: /m/{streamId} for the live notice, and the server's count drops.
    await bell(page).click();
    await panel(page)
      .getByRole('button', { name: /Your favourite is live/ })
      .click();
    await expect(page).toHaveURL(/\/m\/EvLive01/);
    await expect(badge(page)).toHaveText(String(SEEDED));
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').jwt as string,
    );
    const count = await fetch(`${stack.url}/notification/unread-count`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await count.json()).toEqual({ count: SEEDED });
  });

  test('payment events for a signed-in viewer: a failure opens payment-error, requires-action follows an allowed URL only', async ({
    page,
    stack,
    account,
  }) => {
    await account.signIn();
    await expect(badge(page)).toHaveText(String(SEEDED));
    await waitForListener(stack, true);

    await stack.publishNotice({
      kind: 'payment',
      email: demo.viewer,
      type: 'payment_failed',
      message: 'Card declined',
    });
    await expect(page).toHaveURL(/[?&]u=payment-error/);
    expect(new URL(page.url()).searchParams.get('message')).toBe('Card declined');

    // Another host is refused (a warning, the page stays).
    await stack.publishNotice({
      kind: 'payment',
      email: demo.viewer,
      type: 'requires_action',
      redirectUrl: 'https://elsewhere.example/pay',
    });
    await stack.publishNotice({
      kind: 'payment',
      email: demo.viewer,
      type: 'requires_action',
      redirectUrl: `${stack.url}/__pay/card?notification=1`,
    });
    await expect(page).toHaveURL(/\/__pay\/card\?notification=1/);
  });
});

test.describe('payment messages change access in an open page', () => {
  test('a subscription paid elsewhere opens the locked item on "subscribe success", without a reload', async ({
    page,
    stack,
    media,
  }) => {
    await media.signIn(demo.viewer);
    await media.open(ACCESS_ITEMS.subscription.id);
    await media.seeStartButton(START_LABELS.buy);
    await waitForListener(stack, true);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    // Paid in another device's checkout: the entitlement host now grants it, and the platform says so.
    await media.grant(demo.viewer, 'S100000001_NL');
    await stack.publishNotice({ kind: 'payment', email: demo.viewer, type: 'subscribe_success' });
    await media.seeStartButton(START_LABELS.start);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage), 'no reload').toBe(true);
  });
});
