import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, type Stack } from '../support/stack-fixture';
import { AccountUi, siteConfig, type Site } from './account.model';

/** Catalogue items with each kind of access (server/modules/content/README.md "Access and offers"). */
export const ACCESS_ITEMS = {
  /** Subscription offers (jwp:S1001_400x, cleeng:S10000000x_NL). */
  subscription: { id: 'MvAct003', title: 'The Ninth Lantern' },
  /** No offers, not free: AVOD plays it, SVOD needs a subscription. */
  noOffers: { id: 'MvAct002', title: 'Copper Run' },
  /** Has a trailer (TrAct001). */
  withTrailer: { id: 'MvAct001', title: 'Breakwater' },
} as const;

export const subscriber = 'subscriber@statecast.test';

/** The start button's labels (seed 002 §4). */
export const START_LABELS = {
  start: 'Start watching',
  continue: 'Continue watching',
  buy: 'Buy',
  subscribe: 'Complete your subscription',
  signUp: 'Sign up to start watching',
} as const;

/** A media page's start button and what stands in the player's place, as a viewer meets them. */
export class MediaAccessPage {
  readonly account: AccountUi;

  constructor(
    readonly page: Page,
    readonly stack: Stack,
    readonly site: Site | 'avod',
  ) {
    this.account = new AccountUi(page, stack, site === 'avod' ? 'hosted' : site);
  }

  get config(): string {
    return this.site === 'avod' ? 'freeavod' : siteConfig[this.site];
  }

  async open(mediaId: string, { play = false }: { play?: boolean } = {}): Promise<void> {
    const params = new URLSearchParams({ 'app-config': this.config });
    if (play) params.set('play', '1');
    await this.page.goto(`/m/${mediaId}?${params.toString()}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async signIn(email: string): Promise<void> {
    if (this.site === 'avod') throw new Error('AVOD sites have no sign-in');
    await this.account.signIn(email);
  }

  get actions(): Locator {
    return this.page.locator('main#content .media__actions');
  }

  startButton(label: string): Locator {
    return this.actions.getByRole('link', { name: label, exact: true });
  }

  async seeStartButton(label: string): Promise<void> {
    await expect(this.startButton(label)).toBeVisible();
    const others = Object.values(START_LABELS).filter((other) => other !== label);
    for (const other of others) await expect(this.startButton(other)).toHaveCount(0);
  }

  async seeNoStartButton(): Promise<void> {
    await expect(this.actions.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
    for (const label of Object.values(START_LABELS)) await expect(this.startButton(label)).toHaveCount(0);
    await expect(this.actions.getByRole('button', { name: /Checking your access/ })).toHaveCount(0);
  }

  region(title: string): Locator {
    return this.page.getByRole('region', { name: `Video player: ${title}`, exact: true });
  }

  video(title: string): Locator {
    return this.region(title).locator('video.player__video');
  }

  /** The content's clock moves on. */
  async seePlaying(title: string): Promise<void> {
    const video = this.video(title);
    await expect(video).toBeAttached({ timeout: 15_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 15_000,
        message: 'currentTime advances',
      })
      .toBeGreaterThan(0.3);
  }

  paywall(title: string): Locator {
    return this.region(title).locator('.paywall');
  }

  async seePaywall(title: string, message: string): Promise<void> {
    await expect(this.paywall(title).getByText(message, { exact: true })).toBeVisible();
    await expect(this.video(title)).toHaveCount(0);
  }

  /** The calls the app made to the back end's entitlement route. */
  async entitlementCalls(route: string): Promise<number[]> {
    return (await this.stack.requests(route)).map((request) => request.status);
  }

  async grant(email: string, offerId: string): Promise<void> {
    const platform = this.site === 'own' ? 'own' : this.site;
    const response = await fetch(`${this.stack.url}/__stack/entitlements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform, email, offerId }),
    });
    expect(response.status, 'the stack grants the entitlement').toBe(201);
  }

  async checkAccessibility(): Promise<void> {
    await expectNoAxeViolations(this.page);
  }
}
