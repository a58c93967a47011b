import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, type Stack } from '../support/stack-fixture';
import { AccountUi, siteConfig, type Site } from './account.model';

/** Offers of the payment stand-ins (server/modules/accounts/README.md "Payments"). */
export const OFFERS = {
  commerce: { monthly: 'S100000001_NL', yearly: 'S100000002_NL', rental: 'C100000001_NL' },
} as const;

/** The premier one-time offer of PREMIERE_ITEM on each platform. */
export const PREMIERE_OFFER = { commerce: 'C100000101_NL', hosted: 'C1001_5101' } as const;

/** The hosted platform's offers (item 1001, access fees 4001, 4002, 5001). */
export const HOSTED_OFFERS = { monthly: 'S1001_4001', yearly: 'S1001_4002', rental: 'C1001_5001' } as const;

/** Test cards of the hosted card stand-in. */
export const CARDS = {
  paid: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
} as const;

/** A locked SVOD item that a subscription opens (jwp:S1001_400x, cleeng:S10000000x_NL). */
export const SUBSCRIPTION_ITEM = { id: 'MvAct003', title: 'The Ninth Lantern' } as const;
/** A premiere: one premier one-time offer (cleeng:C100000101_NL, jwp:C1001_5101). */
export const PREMIERE_ITEM = { id: 'MvPrm001', title: "The Cartographer's Son" } as const;

/** seed 001 §9: waiting-for-payment checks every 3000 ms. */
export const POLL_INTERVAL_MS = 3000;

export type PaymentsState = {
  orders: { id: number; offerId: string; deleted: boolean }[];
  charges: {
    id: number;
    orderId: number | null;
    offerId: string;
    grantedAt: number | null;
    checks: number;
  }[];
  intents: { id: string; kind: string; status: string; chargeId: number | null }[];
  subscriptions: { id: number; offerId: string; status: string }[];
};

/** The checkout in the account dialog, as a viewer meets it (seed 001 §2, §4). */
export class CheckoutUi {
  readonly account: AccountUi;

  constructor(
    readonly page: Page,
    readonly stack: Stack,
    readonly site: Site,
  ) {
    this.account = new AccountUi(page, stack, site);
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /**
   * Signs in by the dialog. The page's clock is installed first, so that the 3000 ms polls can be
   * passed without waiting (time otherwise flows as usual).
   */
  async signIn(email = 'viewer@statecast.test') {
    await this.page.clock.install();
    await this.account.signIn(email);
  }

  /** The entitlement checks of waiting-for-payment on this site's stand-in. */
  get checkRoute(): string {
    return this.site === 'hosted' ? 'GET /hosted/items/*/access' : 'GET /commerce/entitlements/*';
  }

  /** Moves the page's clock over `count` polls, each answered before the next (seed 001 §4, §9). */
  async passPollInterval(count: number) {
    const before = (await this.stack.requests(this.checkRoute)).length;
    for (let poll = 1; poll <= count; poll += 1) {
      await this.page.clock.fastForward(POLL_INTERVAL_MS);
      await expect
        .poll(async () => (await this.stack.requests(this.checkRoute)).length, { message: `check ${poll}` })
        .toBeGreaterThanOrEqual(before + poll);
    }
  }

  /** Drops an order on the stand-in: the next call about it answers 'Order not found'. */
  async dropOrder(id: number | string) {
    const answer = await this.page.request.delete(`${this.stack.url}/__stack/payments/orders/${id}`);
    expect(answer.ok()).toBe(true);
  }

  /** The media page of an item, with its 'buy' button (seed 002 §4). */
  async openMedia(id: string = SUBSCRIPTION_ITEM.id) {
    await this.page.goto(`/m/${id}?app-config=${siteConfig[this.site]}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  startLink(name: string): Locator {
    return this.page.locator('main#content .media__actions').getByRole('link', { name, exact: true });
  }

  async buy() {
    await this.startLink('Buy').click();
    await this.seeTitle('Choose an offer');
  }

  /** The dialog's title; its code is a lazy chunk, slow to arrive on a busy machine. */
  async seeTitle(title: string | RegExp) {
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  }

  /**
   * choose-offer opened on home: the site's subscription offers, and a page that checks no
   * entitlement of its own, so every check the stand-in counts is the waiting view's.
   */
  async openOffers() {
    await this.page.goto(`/?app-config=${siteConfig[this.site]}&u=choose-offer`);
    await this.seeTitle('Choose an offer');
  }

  /** Signed in, from the locked item's buy button to the offer chosen (seed 001 §4 step 1). */
  async startCheckout(offer: RegExp) {
    await this.signIn();
    await this.openMedia();
    await this.buy();
    await this.chooseOffer(offer);
  }

  async chooseOffer(label: RegExp) {
    await this.dialog.getByRole('radio', { name: label }).check();
    await this.dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await this.seeTitle('Checkout');
    await expect(this.page).toHaveURL(/[?&]u=checkout/);
  }

  async applyCoupon(code: string) {
    await this.dialog.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await this.dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  }

  async selectMethod(name: 'Credit card' | 'PayPal') {
    await this.dialog.getByRole('radio', { name, exact: true }).check();
  }

  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async fillCard(number: string) {
    await this.dialog.getByRole('textbox', { name: 'Cardholder name' }).fill('Vera Viewer');
    await this.dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
    await this.dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
    await this.dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  }

  /** Clicks (or double-clicks) a button of a provider's page (served by the stack under /__pay). */
  async onProviderPage(button: string, { double = false } = {}) {
    await expect(this.page).toHaveURL(/\/__pay\//);
    const control = this.page.getByRole('button', { name: button });
    if (double) await control.dblclick();
    else await control.click();
  }

  /** The addresses the page's main frame visits from now on, in order (a provider's return among them). */
  trackVisits(): string[] {
    const visited: string[] = [];
    this.page.on('framenavigated', (frame) => {
      if (frame === this.page.mainFrame()) visited.push(frame.url());
    });
    return visited;
  }

  /** The address names the view; after a provider's return the page loads anew, so allow for it. */
  async seeView(view: string) {
    await expect(this.page).toHaveURL(new RegExp(`[?&]u=${view}(&|$)`), { timeout: 15_000 });
  }

  async seeWelcome() {
    await this.seeTitle(/^Welcome to/);
    await expect(this.page).toHaveURL(/[?&]u=welcome/);
  }

  async checkAccessibility() {
    await expectNoAxeViolations(this.page);
  }

  /** `/__stack/payments/settings`: when paid access arrives. */
  async grantSettings(settings: { grantDelayMs?: number; grantNever?: boolean; grantOnCheck?: number }) {
    const answer = await this.page.request.post(`${this.stack.url}/__stack/payments/settings`, {
      data: settings,
    });
    expect(answer.ok()).toBe(true);
  }

  /**
   * `POST /__stack/payments/charges`: the viewer has just paid for `offerId` (no checkout on the
   * page); its access arrives as the grant settings say.
   */
  async recordPayment(offerId: string, email = 'viewer@statecast.test') {
    const answer = await this.page.request.post(`${this.stack.url}/__stack/payments/charges`, {
      data: { platform: this.platform, email, offerId },
    });
    expect(answer.ok()).toBe(true);
  }

  get platform(): 'hosted' | 'commerce' | 'own' {
    return this.site === 'hosted' ? 'hosted' : this.site === 'own' ? 'own' : 'commerce';
  }

  /**
   * Stops the page's clock (after `signIn`), so that a poll happens only when a test moves the
   * clock: the counts of checks are then exact.
   */
  async stopClock() {
    // The installed clock runs with real time from `signIn`: a second from now is still ahead of it.
    await this.page.clock.pauseAt(Date.now() + 1_000);
  }

  /** On a stopped clock: moves it in small steps until `locator` shows (timers of a page load, a toast). */
  async runClockUntilVisible(locator: Locator, limitMs = 2_000) {
    for (let spent = 0; spent <= limitMs; spent += 50) {
      if (await locator.isVisible()) return;
      await this.page.clock.runFor(50);
    }
    await expect(locator).toBeVisible();
  }

  /** On a stopped clock: moves it in small steps until `locator` is gone (a dialog closing). */
  async runClockUntilHidden(locator: Locator, limitMs = 2_000) {
    for (let spent = 0; spent <= limitMs; spent += 50) {
      if ((await locator.count()) === 0) return;
      await this.page.clock.runFor(50);
    }
    await expect(locator).toHaveCount(0);
  }

  /**
   * On a stopped clock: moves it until the next entitlement check reaches the stand-in (seed 001
   * §4, §9: 3000 ms after the last answer), in steps, so that a check still being answered
   * when this starts is waited for rather than skipped.
   */
  async runClockToNextCheck(limitMs = 2 * POLL_INTERVAL_MS) {
    const before = (await this.stack.requests(this.checkRoute)).length;
    for (let spent = 0; spent <= limitMs; spent += 100) {
      if ((await this.stack.requests(this.checkRoute)).length > before) return;
      await this.page.clock.runFor(100);
    }
    await expect
      .poll(async () => (await this.stack.requests(this.checkRoute)).length, { message: 'the next check' })
      .toBeGreaterThan(before);
  }

  /**
   * Makes the stand-in grant the paid charge on the `count`-th entitlement check from now. Other
   * parts of the page check entitlements too (the media page, the reload after a payment), so
   * the count starts from the checks the charge has already had.
   */
  async grantOnPollFromNow(count: number) {
    const [charge] = (await this.payments()).charges;
    expect(charge, 'a paid charge').toBeDefined();
    await this.grantSettings({ grantNever: false, grantOnCheck: (charge?.checks ?? 0) + count });
  }

  /** What the viewer holds on the stand-ins (`GET /__stack/payments`). */
  async payments(email = 'viewer@statecast.test'): Promise<PaymentsState> {
    const answer = await this.page.request.get(
      `${this.stack.url}/__stack/payments?platform=${this.platform}&email=${encodeURIComponent(email)}`,
    );
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as PaymentsState;
  }
}
