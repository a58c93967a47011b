import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, type Stack } from '../support/stack-fixture';
import { AccountUi, siteConfig, type Site } from './account.model';

/** The stand-ins' subscription offers on each platform (server/modules/payments/offers.ts). */
export const PLANS = {
  commerce: { monthly: 'S100000001_NL', yearly: 'S100000002_NL' },
  hosted: { monthly: 'S1001_4001', yearly: 'S1001_4002' },
} as const;

/** seed 000 §4, §9 and seed 001 §4, §9: reloads after a cancel and after a switch. */
export const CANCEL_RETRY_MS = 1500;
export const SWITCH_RETRY_MS = 3000;

export type SubscriptionSeed = {
  offerId: string;
  status?: 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';
  gateway?: 'apple' | 'google' | 'roku';
  method?: 'card' | 'paypal';
  transactions?: number;
};

/** /u/payments as a viewer meets it (seed 001 §2), on one platform's stand-ins. */
export class PaymentsUi {
  readonly account: AccountUi;
  readonly email = 'viewer@statecast.test';

  constructor(
    readonly page: Page,
    readonly stack: Stack,
    readonly site: Exclude<Site, 'own'>,
  ) {
    this.account = new AccountUi(page, stack, site);
  }

  get main(): Locator {
    return this.page.locator('main#content');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** A subscription on the stand-in, held at once (POST /__stack/payments/subscriptions). */
  async seedSubscription(seed: SubscriptionSeed) {
    const answer = await this.page.request.post(`${this.stack.url}/__stack/payments/subscriptions`, {
      data: { platform: this.site, email: this.email, ...seed },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }

  /** When a cancel, renew or switch lands on the stand-in (its `onRead` counts subscription reads). */
  async changeSettings(settings: { onRead?: number | null; never?: boolean; delayMs?: number }) {
    const answer = await this.page.request.post(`${this.stack.url}/__stack/payments/subscription-settings`, {
      data: settings,
    });
    expect(answer.ok()).toBe(true);
  }

  /** Signs in with the page's clock installed, so the reload delays can be passed without waiting. */
  async signInAndOpen() {
    await this.page.clock.install();
    await this.account.signIn(this.email);
    await this.open();
  }

  async open() {
    await this.page.goto(`/u/payments?app-config=${siteConfig[this.site]}`);
    await expect(this.main.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(this.subscription).toBeVisible({ timeout: 15_000 });
    // Everything the page loads is in: the billing history is the last part to arrive.
    await expect(this.section('Billing history').getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  }

  /** Stops the page's clock: from here only `runFor` moves the reload delays. */
  async pauseClock() {
    const now = await this.page.evaluate(() => Date.now());
    // A little ahead: the page's clock runs on while this is sent.
    await this.page.clock.pauseAt(now + 2000);
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name });
  }

  get subscription(): Locator {
    return this.section('Subscription details');
  }

  button(name: string | RegExp, scope: Locator = this.main): Locator {
    return scope.getByRole('button', { name, exact: typeof name === 'string' });
  }

  get subscriptionReads() {
    return this.site === 'hosted' ? 'GET /hosted/subscriptions' : 'GET /commerce/customers/*/subscriptions';
  }

  async readsSoFar(): Promise<number> {
    return (await this.stack.requests(this.subscriptionReads)).length;
  }

  /** Moves the page's clock over `count` reload delays, each reload answered before the next. */
  async passReloads(count: number, delayMs: number) {
    for (let i = 1; i <= count; i += 1) {
      const before = await this.readsSoFar();
      await this.page.clock.runFor(delayMs);
      await expect
        .poll(() => this.readsSoFar(), { message: `reload ${i} after ${delayMs} ms` })
        .toBeGreaterThan(before);
    }
  }

  /** Nothing reloads one millisecond short of the delay (seed timing). */
  async nothingBefore(delayMs: number) {
    const before = await this.readsSoFar();
    await this.page.clock.runFor(delayMs - 1);
    expect(await this.readsSoFar()).toBe(before);
  }

  /** axe runs on timers: checked while the clock runs. */
  async checkAccessibility() {
    await expectNoAxeViolations(this.page);
  }

  /** Runs the clock again once the timed part is over (the page's queries notify on timers). */
  async resumeClock() {
    await this.page.clock.resume();
  }

  /** The flow waits for its next reload (the working dialog's step), so the clock can be moved. */
  async waitingToReload(step: 'retryWait' | 'switchWait', reloads: number) {
    await expect(this.dialog.locator(`[data-step="${step}"][data-reloads="${reloads}"]`)).toBeAttached();
  }

  async held() {
    const answer = await this.page.request.get(
      `${this.stack.url}/__stack/payments?platform=${this.site}&email=${encodeURIComponent(this.email)}`,
    );
    return (await answer.json()) as { subscriptions: { id: number; offerId: string; status: string }[] };
  }
}
