import type { Locator, Page } from '@playwright/test';
import { CAPTCHA_SITE_KEY } from '../../server/modules/captcha/index';
import { expect, type Stack } from '../support/stack-fixture';
import { AccountUi, demo } from './account.model';

/** One verification the captcha stand-in made (`GET /__stack/captcha`). */
export type CaptchaVerification = { at: number; success: boolean; errorCodes: string[] };

/**
 * Registration on the commerce site with the captcha of seed 001 §5: the provider's widget drawn
 * by the local stack's stand-in (server/modules/captcha), read as a viewer meets it.
 */
export class CaptchaUi {
  readonly account: AccountUi;

  constructor(
    readonly page: Page,
    readonly stack: Stack,
  ) {
    this.account = new AccountUi(page, stack, 'commerce');
  }

  /** The app's group around the widget. */
  get field(): Locator {
    return this.account.scope.getByRole('group', { name: 'Captcha', exact: true });
  }

  /** The provider's own checkbox. */
  get box(): Locator {
    return this.account.scope.getByRole('checkbox', { name: "I'm not a robot", exact: true });
  }

  get terms(): Locator {
    return this.account.scope.getByRole('checkbox', { name: /I accept the Terms and Conditions/ });
  }

  /** Serves svodcomm with `custom.captchaSiteKey` (seed 001 §3), for every config request of the test. */
  async useSiteKey(siteKey: string = CAPTCHA_SITE_KEY): Promise<void> {
    const response = await fetch(`${this.stack.url}/apps/configs/svodcomm.json`);
    expect(response.ok, 'the stack serves svodcomm').toBe(true);
    const config = (await response.json()) as Record<string, unknown> & { custom?: Record<string, unknown> };
    config.custom = { ...config.custom, captchaSiteKey: siteKey };
    await this.stack.fault({
      route: 'GET /apps/configs/svodcomm.json',
      status: 200,
      body: JSON.stringify(config),
      times: 0,
    });
  }

  /** The commerce stand-in refuses any registration without a verified captcha. */
  async requireCaptcha(): Promise<void> {
    const response = await fetch(`${this.stack.url}/__stack/captcha`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ required: true }),
    });
    expect(response.ok).toBe(true);
  }

  /** The stand-in's verifications, newest first. */
  async verifications(): Promise<CaptchaVerification[]> {
    const response = await fetch(`${this.stack.url}/__stack/captcha`);
    return ((await response.json()) as { verifications: CaptchaVerification[] }).verifications;
  }

  /** Moves the stack clock by `ms` from where it stands. */
  async moveStackClock(ms: number): Promise<void> {
    const now = (await (await fetch(`${this.stack.url}/__stack/clock`)).json()) as { offsetMs: number };
    const response = await fetch(`${this.stack.url}/__stack/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: now.offsetMs + ms }),
    });
    expect(response.ok).toBe(true);
  }

  async openRegistration(email: string = demo.newViewer): Promise<void> {
    await this.account.open('create-account');
    await this.account.field('Email').fill(email);
    await this.account.field('Password').fill(demo.password);
  }

  /** Ticks "I'm not a robot" and waits for the provider's token. */
  async solve(): Promise<void> {
    await this.box.click();
    await expect(this.box).toBeChecked();
    await expect(this.box).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.box).toBeChecked();
  }

  async submit(): Promise<void> {
    await this.account.button('Continue').click();
  }

  /** The message the app shows under the widget. */
  async expectMessage(text: string): Promise<void> {
    await expect(this.field.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }

  /** Statuses the commerce register route answered in this test. */
  async registerStatuses(): Promise<number[]> {
    return (await this.stack.requests('POST /commerce/customers')).map((r) => r.status);
  }
}
