import type { Page } from '@playwright/test';
import { test, expect, type Stack } from './support/stack-fixture';
import { siteConfig } from './models/account.model';
import {
  CANCEL_RETRY_MS,
  PLANS,
  PaymentsUi,
  SWITCH_RETRY_MS,
  type SubscriptionSeed,
} from './models/payments.model';

// The payments page /u/payments (seed 001 §2, §4, §8, §9) on the payment stand-ins of both
// platforms. Cancels, renews and switches land on the stand-in only on the read a test names
// (`onRead`), so the page's reloads (1500 ms apart after a cancel, 3000 ms after a switch) run
// for real on the page's paused clock.

test.describe.configure({ timeout: 60_000 });

/**
 * The payments page of one platform, signed in, with the subscription (or several, in order) and
 * the stand-in settings seeded.
 */
async function openPayments(
  page: Page,
  stack: Stack,
  site: 'hosted' | 'commerce',
  seed: SubscriptionSeed | SubscriptionSeed[],
  settings?: Parameters<PaymentsUi['changeSettings']>[0],
): Promise<PaymentsUi> {
  const ui = new PaymentsUi(page, stack, site);
  for (const one of Array.isArray(seed) ? seed : [seed]) await ui.seedSubscription(one);
  if (settings) await ui.changeSettings(settings);
  await ui.signInAndOpen();
  return ui;
}

test.describe('payments page: subscription', () => {
  test('hosted: cancel, the status changes on the third reload 1500 ms apart; cancelled disables change and cancel', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'hosted', { offerId: PLANS.hosted.monthly }, { onRead: 3 });
    await expect(ui.subscription.getByText('Status: Active')).toBeVisible();
    await expect(
      ui.section('Payment method').getByText('Update payment method is not enabled'),
    ).toBeVisible();
    await ui.checkAccessibility();

    await ui.button('Cancel subscription', ui.subscription).click();
    await expect(ui.dialog.getByRole('heading', { name: 'Cancel subscription' })).toBeVisible();
    await expect(
      ui.dialog.getByText(/Your subscription will not renew\. You keep access until/),
    ).toBeVisible();
    await ui.checkAccessibility();
    const before = await ui.readsSoFar();
    await ui.pauseClock();
    await ui.button('Cancel subscription', ui.dialog).click();
    await expect(ui.dialog.getByText('Working on it…')).toBeVisible();
    // The first reload follows the unsubscribe link at once, then one every 1500 ms.
    await ui.waitingToReload('retryWait', 1);
    expect(await ui.readsSoFar()).toBe(before + 1);
    await ui.nothingBefore(CANCEL_RETRY_MS);
    await ui.passReloads(1, 1);
    await ui.waitingToReload('retryWait', 2);
    await ui.passReloads(1, CANCEL_RETRY_MS);
    await expect(ui.dialog.getByRole('status')).toHaveText(
      /^Your subscription has been cancelled\. You keep access until .+\.$/,
    );
    expect((await ui.held()).subscriptions[0]?.status).toBe('cancelled');
    await ui.resumeClock();
    await ui.button('OK', ui.dialog).click();
    await expect(ui.subscription.getByText('Status: Cancelled')).toBeVisible();
    await expect(ui.button('Cancel subscription', ui.subscription)).toHaveCount(0);
    // seed 000 §6: the hosted platform does not renew.
    await expect(ui.subscription.getByText('Renew subscription is not enabled')).toBeVisible();
    await expect(ui.section('Change plan').getByRole('radio').first()).toBeDisabled();
    await expect(ui.button('Save', ui.section('Change plan'))).toBeDisabled();
  });

  test('commerce: a cancel that never shows stops after 10 retries; renew of a cancelled subscription', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(
      page,
      stack,
      'commerce',
      { offerId: PLANS.commerce.monthly },
      { never: true },
    );
    await ui.button('Cancel subscription', ui.subscription).click();
    const before = await ui.readsSoFar();
    await ui.pauseClock();
    await ui.button('Cancel subscription', ui.dialog).click();
    for (let retry = 1; retry <= 10; retry += 1) {
      await ui.waitingToReload('retryWait', retry);
      await ui.passReloads(1, CANCEL_RETRY_MS);
    }
    await expect(ui.dialog.getByRole('status')).toHaveText(
      'Your request has been received. It may take a few minutes to show here.',
    );
    // The first reload and 10 retries (seed 000 §4, §9), then the account's list and the page's
    // once the flow ends; no more however long the clock runs.
    await expect.poll(async () => (await ui.readsSoFar()) - before).toBe(11 + 2);
    await page.clock.runFor(CANCEL_RETRY_MS * 3);
    expect((await ui.readsSoFar()) - before).toBe(11 + 2);
    await ui.resumeClock();
    await ui.button('OK', ui.dialog).click();
    await expect(ui.subscription.getByText('Status: Active')).toBeVisible();
  });

  test('commerce: renew a cancelled subscription; the status shows on the second reload', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(
      page,
      stack,
      'commerce',
      { offerId: PLANS.commerce.monthly, status: 'cancelled' },
      { onRead: 2 },
    );
    await expect(ui.subscription.getByText('Status: Cancelled')).toBeVisible();
    await expect(ui.button('Cancel subscription', ui.subscription)).toHaveCount(0);
    await ui.button('Renew subscription', ui.subscription).click();
    await expect(ui.dialog.getByText(/^Your subscription will renew on /)).toBeVisible();
    await ui.pauseClock();
    await ui.button('Renew subscription', ui.dialog).click();
    await ui.waitingToReload('retryWait', 1);
    await ui.passReloads(1, CANCEL_RETRY_MS);
    await expect(ui.dialog.getByRole('status')).toHaveText(
      /^Your subscription has been renewed\. Next billing date: /,
    );
    await ui.resumeClock();
    await ui.button('OK', ui.dialog).click();
    await expect(ui.subscription.getByText('Status: Active')).toBeVisible();
  });

  test('commerce: upgrade monthly to yearly; Save disabled until another plan; success after reloads 3000 ms apart', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(
      page,
      stack,
      'commerce',
      { offerId: PLANS.commerce.monthly },
      { onRead: 2 },
    );
    const plans = ui.section('Change plan');
    await expect(plans.getByRole('radio', { name: /\(current plan\)$/ })).toBeChecked();
    await expect(ui.button('Save', plans)).toBeDisabled();
    await plans.getByRole('radio', { name: /^Annual subscription/ }).check();
    await expect(ui.button('Save', plans)).toBeEnabled();
    await ui.pauseClock();
    await ui.button('Save', plans).click();
    await expect(ui.dialog.getByText('Working on it…')).toBeVisible();
    // seed 001 §4, §9: 3000 ms before each reload after a switch.
    await ui.waitingToReload('switchWait', 0);
    await ui.nothingBefore(SWITCH_RETRY_MS);
    await ui.passReloads(1, 1);
    await ui.waitingToReload('switchWait', 1);
    await ui.passReloads(1, SWITCH_RETRY_MS);
    await expect(ui.dialog.getByRole('status')).toHaveText('Your plan has been upgraded.');
    await ui.resumeClock();
    await ui.button('OK', ui.dialog).click();
    await expect(ui.subscription.getByText('Annual subscription', { exact: true })).toBeVisible();
  });

  test('commerce: plans that fail to load say so in Change plan, and Try again asks again', async ({
    page,
    stack,
  }) => {
    const ui = new PaymentsUi(page, stack, 'commerce');
    await ui.seedSubscription({ offerId: PLANS.commerce.monthly });
    // The first ask and the query's three retries (1 s, 2 s and 4 s apart) all fail.
    await stack.fault({
      route: 'GET /commerce/customers/*/subscription_switches/*/availability',
      status: 500,
      times: 4,
    });
    await ui.signInAndOpen();
    const plans = ui.section('Change plan');
    await page.clock.runFor(8_000);
    await expect(plans.getByRole('alert')).toContainText('Your payments could not be loaded.');
    await expect(plans.getByRole('radio')).toHaveCount(0);
    await plans.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(plans.getByRole('radio', { name: /^Annual subscription/ })).toBeVisible();
    await expect(plans.getByRole('alert')).toHaveCount(0);
  });

  test('hosted: downgrade yearly to monthly is pending in the user metadata with its date', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'hosted', { offerId: PLANS.hosted.yearly });
    const plans = ui.section('Change plan');
    await plans.getByRole('radio', { name: /^Monthly subscription/ }).check();
    await ui.button('Save', plans).click();
    await expect(ui.dialog.getByRole('status')).toHaveText(
      /^Your plan will change to Monthly subscription on .+\.$/,
    );
    await ui.button('OK', ui.dialog).click();
    await expect(ui.subscription.getByText(/^Pending downgrade to Monthly subscription on /)).toBeVisible();
    await page.reload();
    await expect(ui.subscription.getByText(/^Pending downgrade to Monthly subscription on /)).toBeVisible({
      timeout: 15_000,
    });
  });

  test('commerce: an in-app store subscription shows the provider help link and no plan change or cancel', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'commerce', {
      offerId: PLANS.commerce.monthly,
      gateway: 'apple',
    });
    await expect(ui.subscription.getByText(/managed by the App Store/)).toBeVisible();
    await expect(
      ui.subscription.getByRole('link', { name: 'Manage this subscription at the App Store' }),
    ).toHaveAttribute('href', /support\.apple\.com/);
    await expect(ui.button('Cancel subscription')).toHaveCount(0);
    await expect(ui.section('Change plan')).toHaveCount(0);
  });

  test('failures: cancel, renew and plan change show the seed messages', async ({ page, stack }) => {
    const ui = await openPayments(page, stack, 'commerce', { offerId: PLANS.commerce.monthly });
    await stack.fault({ route: 'PATCH /commerce/customers/*/subscriptions', status: 500, times: 1 });
    await ui.button('Cancel subscription', ui.subscription).click();
    await ui.button('Cancel subscription', ui.dialog).click();
    await expect(ui.dialog.getByRole('alert')).toHaveText(
      'Your subscription could not be cancelled. Please try again.',
    );
    await ui.button('OK', ui.dialog).click();

    await stack.fault({ route: 'POST /commerce/customers/*/subscription_switches/*', status: 500, times: 1 });
    const plans = ui.section('Change plan');
    await plans.getByRole('radio', { name: /^Annual subscription/ }).check();
    await ui.button('Save', plans).click();
    await expect(ui.dialog.getByRole('alert')).toHaveText(
      'Your plan could not be changed. Please try again.',
    );
    await ui.button('OK', ui.dialog).click();
  });

  test('failures: renew', async ({ page, stack }) => {
    const ui = await openPayments(page, stack, 'commerce', {
      offerId: PLANS.commerce.monthly,
      status: 'expired',
    });
    await stack.fault({ route: 'PATCH /commerce/customers/*/subscriptions', status: 500, times: 1 });
    await ui.button('Renew subscription', ui.subscription).click();
    await ui.button('Renew subscription', ui.dialog).click();
    await expect(ui.dialog.getByRole('alert')).toHaveText(
      'Your subscription could not be renewed. Please try again.',
    );
  });
});

test.describe('payments page: payment method, billing history and receipts', () => {
  test('hosted: 4 transactions then show all; a card receipt downloads as receipt_{id}.pdf, a PayPal one opens', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'hosted', [
      { offerId: PLANS.hosted.monthly, transactions: 5 },
      { offerId: PLANS.hosted.yearly, method: 'paypal', status: 'expired' },
    ]);
    const history = ui.section('Billing history');
    const rows = history.getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await ui.button('Show all (2 more)', history).click();
    await expect(rows).toHaveCount(6);
    await ui.checkAccessibility();

    const cardRow = rows.filter({ hasText: 'Card' }).first();
    const id = (await cardRow.locator('.payments-page__transaction-id').textContent()) ?? '';
    const downloading = page.waitForEvent('download');
    await cardRow.getByRole('button', { name: /^Receipt for / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receipt_${id}.pdf`);

    const paypalRow = rows.filter({ hasText: 'Paypal' }).first();
    const paypalId = (await paypalRow.locator('.payments-page__transaction-id').textContent()) ?? '';
    const opening = page.waitForEvent('popup');
    await paypalRow.getByRole('button', { name: /^Receipt for / }).click();
    const popup = await opening;
    await expect(popup.getByRole('heading', { name: `Receipt ${paypalId}` })).toBeVisible();
    await popup.close();

    await stack.fault({
      route: 'GET /hosted/v2/accounting/transactions/*/receipt',
      status: 200,
      body: 'malformed',
      times: 1,
    });
    await cardRow.getByRole('button', { name: /^Receipt for / }).click();
    await expect(history.getByRole('alert')).toHaveText(/^Couldn't parse receipt\. .+/);
  });

  test('hosted: edit the card with the checkout card form; a refused card shows the server message', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'hosted', { offerId: PLANS.hosted.monthly });
    const method = ui.section('Payment method');
    await expect(method.getByText(/^Card ending in 4242/)).toBeVisible();
    await ui.button('Edit card', method).click();
    await expect(ui.dialog.getByRole('heading', { name: 'Edit card' })).toBeVisible();
    await ui.checkAccessibility();
    await stack.fault({
      route: 'PUT /hosted/v2/payments/cards/default',
      status: 422,
      body: JSON.stringify({ code: 422, message: 'Your card was declined.' }),
      times: 1,
    });
    const fill = async () => {
      await ui.dialog
        .getByRole('textbox', { name: /Cardholder name|Name on card|holder/i })
        .fill('New Holder');
      await ui.dialog.getByRole('textbox', { name: /Card number/i }).fill('5555555555554444');
      await ui.dialog.getByRole('textbox', { name: /Expir/i }).fill('11/31');
      await ui.dialog.getByRole('textbox', { name: /CVC|Security/i }).fill('123');
      await ui.button('Save card', ui.dialog).click();
    };
    await fill();
    await expect(ui.dialog.getByRole('alert')).toHaveText('Your card was declined.');
    await ui.button('OK', ui.dialog).click();
    await ui.button('Edit card', method).click();
    await fill();
    await expect(ui.dialog.getByRole('status')).toHaveText('Your payment method has been updated.');
    await ui.button('OK', ui.dialog).click();
    await expect(method.getByText(/^Card ending in 4444, New Holder/)).toBeVisible();
  });

  test('commerce: PayPal as the payment method through the provider page; no receipts on this back end', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'commerce', {
      offerId: PLANS.commerce.monthly,
      transactions: 2,
    });
    const history = ui.section('Billing history');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    // seed 000 §6: the commerce platform shows no receipts.
    await expect(history.getByRole('button', { name: /^Receipt/ })).toHaveCount(0);
    const method = ui.section('Payment method');
    await ui.button('Update payment method', method).click();
    await ui.checkAccessibility();
    await ui.button('Use PayPal', ui.dialog).click();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
      'Your payment method has been updated.',
      {
        timeout: 15_000,
      },
    );
    await ui.button('OK', ui.dialog).click();
    await expect(method.getByText('PayPal', { exact: true })).toBeVisible();
  });
});

// seed 001 §2: unsubscribe, renew-subscription, upgrade-subscription, edit-card and payment-method
// are dialog routes of this page: each has its address, opens from a link, and Back closes it.
test.describe('payments page: dialog routes', () => {
  const withDialog = (ui: PaymentsUi, view: string) =>
    ui.page.goto(`/u/payments?app-config=${siteConfig[ui.site]}&u=${view}`);

  test('hosted: the buttons open their u views, Back closes them, and an address opens one', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'hosted', { offerId: PLANS.hosted.monthly });
    await ui.button('Cancel subscription', ui.subscription).click();
    await expect(page).toHaveURL(/\/u\/payments\?.*u=unsubscribe/);
    await expect(ui.dialog.getByRole('heading', { name: 'Cancel subscription' })).toBeVisible();
    await page.goBack();
    await expect(ui.dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]u=/);

    await ui.button('Edit card', ui.section('Payment method')).click();
    await expect(page).toHaveURL(/[?&]u=edit-card/);
    await expect(ui.dialog.getByRole('textbox', { name: /Card number/i })).toBeVisible();
    await ui.button('Close', ui.dialog).click();
    await expect(page).not.toHaveURL(/[?&]u=/);

    // A link to a view (an e-mail, a bookmark) opens it on the loaded page.
    await withDialog(ui, 'unsubscribe');
    await expect(ui.dialog.getByText(/Your subscription will not renew\. You keep access until/)).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await ui.button('Keep subscription', ui.dialog).click();
    await expect(ui.dialog).toHaveCount(0);
    await expect(ui.subscription.getByText('Status: Active')).toBeVisible();

    // seed 000 §6: the flag of this back end gates a new payment method; the view says so.
    await withDialog(ui, 'payment-method');
    await expect(ui.dialog.getByRole('status')).toHaveText('Update payment method is not enabled', {
      timeout: 15_000,
    });
    // Renew is not offered to an active subscription.
    await withDialog(ui, 'renew-subscription');
    await expect(ui.dialog.getByRole('status')).toHaveText(
      'This change is not available for your subscription.',
      { timeout: 15_000 },
    );
    await ui.checkAccessibility();
  });

  test('commerce: upgrade-subscription opened from its address chooses the plan and switches', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'commerce', { offerId: PLANS.commerce.monthly });
    await withDialog(ui, 'upgrade-subscription');
    const plans = ui.dialog;
    await expect(plans.getByRole('heading', { name: 'Change plan' })).toBeVisible({ timeout: 15_000 });
    await expect(ui.button('Save', plans)).toBeDisabled();
    await plans.getByRole('radio', { name: /^Annual subscription/ }).check();
    await ui.button('Save', plans).click();
    await expect(ui.dialog.getByRole('status')).toHaveText('Your plan has been upgraded.', {
      timeout: 15_000,
    });
    await ui.button('OK', ui.dialog).click();
    await expect(page).not.toHaveURL(/[?&]u=/);
    await expect(ui.subscription.getByText('Annual subscription', { exact: true })).toBeVisible();
  });

  test('the outcome views say their outcome; a subscription view opened elsewhere goes to this page', async ({
    page,
    stack,
  }) => {
    const ui = await openPayments(page, stack, 'commerce', { offerId: PLANS.commerce.monthly });
    const outcomes: [string, string, string][] = [
      ['upgrade-subscription-success', 'status', 'Your plan has been upgraded.'],
      [
        'upgrade-subscription-pending',
        'status',
        'Your plan change is being processed. It may take a few minutes to show.',
      ],
      ['upgrade-subscription-error', 'alert', 'Your plan could not be changed. Please try again.'],
    ];
    for (const [view, role, text] of outcomes) {
      await withDialog(ui, view);
      await expect(ui.dialog.getByRole(role as 'status' | 'alert')).toHaveText(text, { timeout: 15_000 });
    }
    await page.goto(`/?app-config=${siteConfig[ui.site]}&u=renew-subscription`);
    await expect(page).toHaveURL(/\/u\/payments\?.*u=renew-subscription/, { timeout: 15_000 });
    await expect(ui.dialog.getByRole('heading', { name: 'Renew subscription' })).toBeVisible();
    // Back does not return to the page that sent the viewer on (it would send them again).
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]u=renew-subscription/);
  });
});
