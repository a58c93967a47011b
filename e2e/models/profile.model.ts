import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, type Stack } from '../support/stack-fixture';
import { AccountUi, demo, siteConfig } from './account.model';

/** The event site's demo accounts on the own back end (server/modules/accounts/README.md). */
export const profileDemo = {
  viewer: demo.viewer,
  password: demo.password,
  newPassword: 'Newpass123',
  social: 'gemma.google@statecast.test',
  socialName: 'Gemma Google',
} as const;

export type ProfileTabName = 'Profile details' | 'Change Password' | 'Set Password' | 'Delete Account';

/** The day a date picker names, as the page's English calendar says it. */
export function dayName(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

/**
 * Pins the page's calendar to a day whose tomorrow is in the same month and returns it,
 * yyyy-mm-dd. Never ahead of the real time (the session's tokens would look expired) and at most
 * a few days behind (its refresh timers would overflow).
 */
export async function pinToday(page: Page): Promise<string> {
  const today = new Date();
  if (today.getUTCDate() >= 28) today.setUTCDate(today.getUTCDate() - 5);
  await page.clock.setFixedTime(today);
  return today.toISOString().slice(0, 10);
}

/**
 * /profile as a viewer meets it (seed 002 §2): three tabs, the details with their view and edit
 * modes, the Notifications switch, the Preferences dialog, the password and deletion forms.
 */
export class ProfilePage {
  readonly account: AccountUi;

  constructor(
    readonly page: Page,
    readonly stack: Stack,
  ) {
    this.account = new AccountUi(page, stack, 'own');
  }

  get main(): Locator {
    return this.page.locator('main#content');
  }

  async open(tab?: 'password' | 'delete') {
    const params = new URLSearchParams({ 'app-config': siteConfig.own, ...(tab ? { tab } : {}) });
    await this.page.goto(`/profile?${params.toString()}`);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: 'Profile' });
  }

  tab(name: ProfileTabName): Locator {
    return this.main.getByRole('tab', { name, exact: true });
  }

  get panel(): Locator {
    return this.main.getByRole('tabpanel');
  }

  async selectTab(name: ProfileTabName) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  field(name: string): Locator {
    return this.panel.getByRole('textbox', { name, exact: true });
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** The details in view mode: a value by its term. */
  value(term: string): Locator {
    return this.panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  async expectDetails(details: Partial<Record<'First name' | 'Last name' | 'Email' | 'Date of birth', string>>) {
    for (const [term, text] of Object.entries(details)) await expect(this.value(term)).toHaveText(text);
  }

  async edit() {
    await this.button('Edit').click();
    await expect(this.button('Save Changes')).toBeVisible();
  }

  get notifications(): Locator {
    return this.panel.getByRole('switch', { name: 'Notifications' });
  }

  // --- the date picker ---------------------------------------------------------------------------

  get calendar(): Locator {
    return this.page.getByRole('dialog', { name: 'Choose date' });
  }

  async openCalendar() {
    await this.button('Choose date').click();
    await expect(this.calendar).toBeVisible();
  }

  day(iso: string): Locator {
    return this.calendar.getByRole('button', { name: dayName(iso), exact: true });
  }

  /** Shows the month of `iso` through the calendar's year and month lists. */
  async showMonth(iso: string) {
    const [year, month] = iso.split('-').map(Number) as [number, number];
    await this.calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await this.calendar.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  }

  /** Picks a day through the month and year lists, as a viewer far from it would. */
  async pickDay(iso: string) {
    await this.showMonth(iso);
    await this.day(iso).click();
    await expect(this.calendar).toHaveCount(0);
  }

  // --- dialogs -----------------------------------------------------------------------------------

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async expectToast(text: string | RegExp) {
    await this.account.expectToast(text);
  }

  /** axe on the screen as it settled (WCAG 2 A and AA). */
  async expectAccessible() {
    await this.account.animationsDone();
    await expectNoAxeViolations(this.page);
  }
}
