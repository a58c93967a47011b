import { test, expect } from './support/stack-fixture';
import { CARDS, CheckoutUi, HOSTED_OFFERS, OFFERS } from './models/checkout.model';
import type { Site } from './models/account.model';

// Checkout in the account dialog (seed 001 §2, §4, §8) on the payment stand-ins
// (server/modules/accounts/README.md "Payments"). Waiting-for-payment polls every 3000 ms (seed 001
// §9): the tests move the page's clock instead of waiting, and set when the stand-in grants access.

// Each journey signs in and crosses several full page loads (a provider's page and its return).
test.describe.configure({ timeout: 60_000 });

test.describe('checkout: the four payment paths', () => {
  test('commerce, no payment details: FREEPASS, Continue, welcome; the locked item plays without a reload', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    // Access arrives with the payment (no delay), so the reload after it finds the subscription.
    await checkout.grantSettings({ grantDelayMs: 0 });
    await checkout.signIn();
    await checkout.openMedia();
    await expect(checkout.startLink('Buy')).toBeVisible();
    await checkout.buy();
    await checkout.checkAccessibility();
    await checkout.chooseOffer(/^Monthly subscription:/);
    await checkout.applyCoupon('FREEPASS');
    await expect(checkout.dialog.getByTestId('order-total')).toHaveText('€0.00');
    await checkout.checkAccessibility();
    await checkout.button('Continue').click();
    await checkout.seeWelcome();
    await checkout.button('Start watching').click();
    await expect(checkout.dialog).toBeHidden();
    // seed 000 §4: the subscription was loaded after the payment, so the item opens at once.
    await expect(checkout.startLink('Start watching')).toBeVisible();
    const held = await checkout.payments();
    expect(held.subscriptions).toHaveLength(1);
  });

  test('commerce, card gateway: Adyen redirect, finalize-payment-adyen, access on the third check, welcome', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    await checkout.grantSettings({ grantNever: true });
    await checkout.signIn();
    await checkout.openOffers();
    await checkout.chooseOffer(/^Annual subscription:/);
    await checkout.selectMethod('Credit card');
    await checkout.button('Pay').click();
    await checkout.button('Continue to card payment').click();
    await checkout.onProviderPage('Authorise payment');
    await checkout.seeTitle('Payment');
    await checkout.seeView('waiting-for-payment');
    await expect(
      checkout.dialog.getByRole('status', { name: 'We are processing your payment…' }),
    ).toBeVisible();
    await checkout.checkAccessibility();
    // seed 001 §4, §9: a check every 3000 ms; the stand-in grants on the third from here.
    await checkout.grantOnPollFromNow(3);
    await checkout.passPollInterval(2);
    await expect(
      checkout.dialog.getByRole('status', { name: 'We are processing your payment…' }),
    ).toBeVisible();
    await checkout.passPollInterval(1);
    await checkout.seeWelcome();
    await expect(page.getByText('Payment successful')).toBeVisible();
    const [charge] = (await checkout.payments()).charges;
    expect(charge?.grantedAt).not.toBeNull();
  });

  test('commerce, PayPal: approve on the provider page, waiting-for-payment, welcome', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    await checkout.grantSettings({ grantOnCheck: 1 });
    await checkout.startCheckout(/^Monthly subscription:/);
    await checkout.selectMethod('PayPal');
    await checkout.button('Continue to PayPal').click();
    await checkout.onProviderPage('Approve payment');
    await checkout.seeView('waiting-for-payment');
    await checkout.passPollInterval(1);
    await checkout.seeWelcome();
  });

  test('commerce, PayPal cancelled on the provider page: payment-cancelled, then choose again', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    await checkout.startCheckout(/^Monthly subscription:/);
    await checkout.selectMethod('PayPal');
    await checkout.button('Continue to PayPal').click();
    await checkout.onProviderPage('Cancel and return');
    await checkout.seeTitle('Payment cancelled');
    await checkout.seeView('payment-cancelled');
    await checkout.checkAccessibility();
    await checkout.button('Choose an offer').click();
    await checkout.seeTitle('Choose an offer');
    await expect(page).toHaveURL(/[?&]u=choose-offer/);
  });

  test('hosted, card: paid at once, waiting-for-payment, welcome; the account lists the subscription', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'hosted');
    await checkout.grantSettings({ grantOnCheck: 1 });
    await checkout.startCheckout(/^Monthly subscription:/);
    await checkout.selectMethod('Credit card');
    await checkout.fillCard(CARDS.paid);
    await checkout.checkAccessibility();
    await checkout.button('Pay').click();
    await checkout.seeView('waiting-for-payment');
    await checkout.passPollInterval(1);
    await checkout.seeWelcome();
    await checkout.button('Start watching').click();
    await expect(checkout.startLink('Start watching')).toBeVisible();
    await page.goto('/u/my-account?app-config=svodhost');
    await expect(page.getByTestId('subscription')).toContainText('Active');
  });

  test('hosted, card with 3-D Secure: the challenge, finalize-payment-stripe-ppv, welcome', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'hosted');
    await checkout.grantSettings({ grantOnCheck: 1 });
    await checkout.startCheckout(/^Monthly subscription:/);
    await checkout.selectMethod('Credit card');
    await checkout.fillCard(CARDS.threeDSecure);
    await checkout.button('Pay').click();
    await checkout.onProviderPage('Complete authentication');
    await checkout.seeView('waiting-for-payment');
    await checkout.passPollInterval(1);
    await checkout.seeWelcome();
  });
});

test.describe('checkout: errors and waiting', () => {
  test('coupon errors, and an order that is gone returns to choose-offer', async ({ page, stack }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    await checkout.startCheckout(/^Monthly subscription:/);
    // seed 000 §8: 'Invalid coupon code' and 'Invalid coupon code for this offer'.
    await checkout.applyCoupon('NOPE');
    await expect(checkout.dialog.getByText('Coupon code is not valid')).toBeVisible();
    await checkout.applyCoupon('YEARLY25');
    await expect(checkout.dialog.getByText('This coupon is not valid for this offer')).toBeVisible();
    await checkout.checkAccessibility();
    // seed 000 §8, seed 001 §4: 'Order not found' clears the order and goes back to choose-offer.
    const { orders } = await checkout.payments();
    for (const order of orders) await checkout.dropOrder(order.id);
    await checkout.applyCoupon('WELCOME10');
    await checkout.seeTitle('Choose an offer');
    await expect(page).toHaveURL(/[?&]u=choose-offer/);
  });

  test('hosted, a declined card ends on payment-error with the processor message', async ({
    page,
    stack,
  }) => {
    const checkout = new CheckoutUi(page, stack, 'hosted');
    await checkout.startCheckout(/^Monthly subscription:/);
    await checkout.selectMethod('Credit card');
    await checkout.fillCard(CARDS.declined);
    await checkout.button('Pay').click();
    await checkout.seeTitle('Payment failed');
    await checkout.seeView('payment-error');
    await expect(checkout.dialog.getByText('Your card was declined.')).toBeVisible();
  });

  test('no access after five checks: payment.longer_than_usual', async ({ page, stack }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    await checkout.grantSettings({ grantNever: true });
    await checkout.signIn();
    await checkout.openOffers();
    await checkout.chooseOffer(/^Monthly subscription:/);
    await checkout.selectMethod('PayPal');
    await checkout.button('Continue to PayPal').click();
    await checkout.onProviderPage('Approve payment');
    await checkout.seeView('waiting-for-payment');
    await checkout.passPollInterval(5);
    await expect(
      checkout.dialog.getByText('Your payment is taking longer than usual. Please check back later.'),
    ).toBeVisible();
    expect(await stack.requests('GET /commerce/entitlements/*')).toHaveLength(5);
  });

  test('a card gateway return without an order id shows adyen_order_unknown', async ({ page, stack }) => {
    const checkout = new CheckoutUi(page, stack, 'commerce');
    await checkout.signIn();
    await page.goto('/?app-config=svodcomm&u=finalize-payment-adyen&redirectResult=Ab02b4c0!x');
    await checkout.seeTitle('Payment failed');
    await expect(checkout.dialog.getByText('We could not find your order. Please try again.')).toBeVisible();
  });
});

test.describe('checkout: paid once', () => {
  // Issue 11 "Done when": during each of the four payment paths the viewer double-clicks pay and
  // the provider's button, reloads the provider's page and the waiting view, goes back to the
  // provider's page and forward again, pays there a second time, and replays the return address;
  // the stand-in holds one paid order, charged once, and the wait still ends in welcome.
  // Access is held back (grantNever) until the end, so every return finds a payment still pending.

  type PayPath = {
    site: Site;
    /** From the checkout view (monthly subscription chosen) up to the provider's page. */
    pay: (checkout: CheckoutUi) => Promise<void>;
    /** The route the app pays with, called once whatever the double click. */
    payRoute: string;
    /** The provider page's button that pays. */
    providerButton: string;
    /** The view the provider returns to. */
    returnView: string;
  };

  /** PayPal is chosen the same way on both platforms: a double click on its button. */
  const payWithPaypal = async (checkout: CheckoutUi) => {
    await checkout.selectMethod('PayPal');
    await checkout.button('Continue to PayPal').dblclick();
  };

  const paths: Record<string, PayPath> = {
    'hosted, card with 3-D Secure': {
      site: 'hosted',
      pay: async (checkout) => {
        await checkout.selectMethod('Credit card');
        await checkout.fillCard(CARDS.threeDSecure);
        await checkout.button('Pay').dblclick();
      },
      payRoute: 'POST /hosted/subscriptions',
      providerButton: 'Complete authentication',
      returnView: 'finalize-payment-stripe-ppv',
    },
    'hosted, PayPal': {
      site: 'hosted',
      pay: payWithPaypal,
      payRoute: 'POST /hosted/external-payments',
      providerButton: 'Approve payment',
      returnView: 'waiting-for-payment',
    },
    'commerce, Adyen': {
      site: 'commerce',
      pay: async (checkout) => {
        await checkout.selectMethod('Credit card');
        await checkout.button('Pay').click();
        await checkout.button('Continue to card payment').dblclick();
      },
      payRoute: 'POST /commerce/connectors/adyen/initial-payment',
      providerButton: 'Authorise payment',
      returnView: 'finalize-payment-adyen',
    },
    'commerce, PayPal': {
      site: 'commerce',
      pay: payWithPaypal,
      payRoute: 'POST /commerce/connectors/paypal/v1/tokens',
      providerButton: 'Approve payment',
      returnView: 'waiting-for-payment',
    },
  };

  for (const [name, path] of Object.entries(paths)) {
    test(`${name}: double clicks, reloads, back and forward and a replayed return pay one order once`, async ({
      page,
      stack,
    }) => {
      const checkout = new CheckoutUi(page, stack, path.site);
      await checkout.grantSettings({ grantNever: true });
      const visited = checkout.trackVisits();
      await checkout.startCheckout(/^Monthly subscription:/);
      await path.pay(checkout);

      // The provider's page, reloaded, then paid with a double click.
      await expect(page).toHaveURL(/\/__pay\//);
      await page.reload();
      await checkout.onProviderPage(path.providerButton, { double: true });
      await checkout.seeView('waiting-for-payment');
      const returnUrl = visited.find((url) => new URL(url).searchParams.get('u') === path.returnView);
      expect(returnUrl, `the provider returned to ${path.returnView}`).toBeTruthy();

      // The waiting view reloaded; back to the provider's page and forward again.
      await page.reload();
      await checkout.seeView('waiting-for-payment');
      await page.goBack();
      await expect(page).toHaveURL(/\/__pay\//);
      await page.goForward();
      await checkout.seeView('waiting-for-payment');
      // Back once more and pay there again; then the provider's return address replayed.
      await page.goBack();
      await checkout.onProviderPage(path.providerButton);
      await checkout.seeView('waiting-for-payment');
      await page.goto(returnUrl as string);
      await checkout.seeView('waiting-for-payment');

      // The payment's access arrives at the next check: welcome (seed 001 §4).
      await checkout.grantSettings({ grantNever: false, grantOnCheck: 1 });
      await checkout.passPollInterval(1);
      await checkout.seeWelcome();

      const held = await checkout.payments();
      expect(held.charges, 'paid once').toHaveLength(1);
      const [charge] = held.charges;
      expect(charge?.offerId).toBe(
        path.site === 'hosted' ? HOSTED_OFFERS.monthly : OFFERS.commerce.monthly,
      );
      expect(charge?.grantedAt, 'the charge was granted').not.toBeNull();
      expect(held.subscriptions, 'one subscription').toHaveLength(1);
      // Every provider step that completed points at that one charge.
      const completed = held.intents.filter((intent) => intent.status === 'succeeded');
      expect(completed.length).toBeGreaterThanOrEqual(1);
      for (const intent of completed) expect(intent.chargeId).toBe(charge?.id);
      if (path.site === 'commerce') {
        // One order, and it is the one paid.
        const live = held.orders.filter((order) => !order.deleted);
        expect(live, 'one order').toHaveLength(1);
        expect(charge?.orderId).toBe(live[0]?.id);
      }
      expect(await stack.requests(path.payRoute), 'one payment call for the double click').toHaveLength(1);
    });
  }
});
