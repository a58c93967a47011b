import type { Locator, Page } from '@playwright/test';
import { expect, type Fault, type Stack } from '../support/stack-fixture';

/** The three account back ends and the local stack config each is tried on. */
export type Site = 'hosted' | 'commerce' | 'own';

export const siteConfig: Record<Site, string> = { hosted: 'svodhost', commerce: 'svodcomm', own: 'eventweb' };

/** Demo accounts (server/modules/accounts/README.md). */
export const demo = {
  password: 'Viewer123!',
  viewer: 'viewer@statecast.test',
  unconfirmed: 'unconfirmed@statecast.test',
  newViewer: 'new.viewer@statecast.test',
  newPassword: 'Newpass123',
} as const;

export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  otp?: string;
  token?: string;
  link?: string;
};

/** The error answer each back end gives, as the stand-ins write it (server/modules/accounts/README.md). */
export function errorBody(site: Site, message: string, status: number): string {
  switch (site) {
    case 'hosted':
      return JSON.stringify({ code: status, message });
    case 'commerce':
      return JSON.stringify({ responseData: {}, errors: [message] });
    case 'own':
      return JSON.stringify({ message, errors: [message] });
  }
}

/**
 * Ticks every required consent of a sign-up form and picks the first answer of every required
 * choice (the hosted platform asks for its terms and a custom field; the others ask nothing).
 */
export async function answerRequiredConsents(form: Locator): Promise<void> {
  const consents = form.getByRole('group', { name: 'Terms and consents' });
  if (!(await consents.count())) return;
  for (const box of await consents.getByRole('checkbox').all()) {
    if ((await box.getAttribute('required')) !== null) await box.check();
  }
  for (const group of await consents.getByRole('radiogroup').all()) {
    if ((await group.getAttribute('aria-required')) === 'true')
      await group.getByRole('radio').first().check();
  }
}

/** Every save is tried 3 times on a 5xx (src/services/http/save-retry.ts, issue 16). */
export const SAVE_ATTEMPTS = 3;

/**
 * Makes the next call to `route` fail with `message` in the back end's own words; `times` calls
 * in a row for a save that is tried again ({@link SAVE_ATTEMPTS} on a 5xx).
 */
export async function failNext(
  stack: Stack,
  site: Site,
  route: string,
  message: string,
  status = 400,
  times = 1,
): Promise<void> {
  const fault: Fault = { route, status, body: errorBody(site, message, status), times };
  await stack.fault(fault);
}

/** The account routes of each back end, as the app calls them. */
export const accountRoutes = {
  login: {
    hosted: 'POST /hosted/v2/accounts/authenticate',
    commerce: 'POST /commerce/auths',
    own: 'POST /auth/login',
  },
  register: {
    hosted: 'POST /hosted/accounts',
    commerce: 'POST /commerce/customers',
    own: 'POST /auth/register',
  },
  forgot: {
    hosted: 'POST /hosted/accounts/forgot-password',
    commerce: 'PUT /commerce/customers/passwords',
    own: 'POST /auth/forgot-password',
  },
  resetWithToken: {
    hosted: 'PUT /hosted/accounts/forgot-password/*',
    commerce: 'PATCH /commerce/customers/passwords',
    own: 'POST /auth/reset-password',
  },
  changePassword: {
    hosted: 'POST /hosted/accounts/change-password',
    commerce: 'PATCH /commerce/customers/passwords',
    own: 'PATCH /auth/update-password',
  },
  deleteAccount: {
    hosted: 'DELETE /hosted/accounts/erase',
    commerce: 'DELETE /commerce/none',
    own: 'DELETE /auth/account',
  },
  publisherConsents: 'GET /commerce/publishers/*/consents',
  socialUrls: 'GET /hosted/accounts/social',
  resendConfirmation: 'POST /auth/resend-email-confirmation',
  confirmEmail: 'POST /auth/confirm-email',
  verifyResetCode: 'POST /auth/verify-reset-password-otp',
  resetPassword: 'POST /auth/reset-password',
  setPassword: 'POST /auth/set-password-after-oauth',
  preferences: 'PATCH /auth/user/preferences',
  mediaPreferences: 'GET /auth/media-preferences',
} as const;

/**
 * The sign-in flows as a viewer meets them: the `?u=` dialog on the hosted and commerce sites,
 * the event site's own screens. Reads as intent: `await ui.openLogin(); await ui.signIn(...)`.
 */
export class AccountUi {
  constructor(
    readonly page: Page,
    readonly stack: Stack,
    readonly site: Site,
    /** Where the flow's form is: the event site's screens, or the dialog (every site has it). */
    readonly surface: 'dialog' | 'page' = site === 'own' ? 'page' : 'dialog',
  ) {}

  get scope(): Locator {
    return this.surface === 'page' ? this.page.locator('main#content') : this.page.getByRole('dialog');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** A page of the site with the account dialog on `view` (hosted, commerce) or a route (own). */
  async open(view: 'login' | 'create-account' | 'forgot-password', query: Record<string, string> = {}) {
    const params = new URLSearchParams({ 'app-config': siteConfig[this.site], ...query });
    if (this.site === 'own') {
      await this.page.goto(`/${view}?${params.toString()}`);
    } else {
      params.set('u', view);
      await this.page.goto(`/?${params.toString()}`);
    }
  }

  async openDialog(view: string, query: Record<string, string> = {}) {
    const params = new URLSearchParams({ 'app-config': siteConfig[this.site], u: view, ...query });
    await this.page.goto(`/?${params.toString()}`);
  }

  /** A text field of the form by its accessible name (the label without its required mark). */
  field(name: string | RegExp): Locator {
    return this.scope.getByRole('textbox', { name, exact: typeof name === 'string' });
  }

  button(name: string | RegExp): Locator {
    return this.scope.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async fillLogin(email: string, password: string) {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
  }

  async signIn(email: string = demo.viewer, password: string = demo.password) {
    const onPage = new AccountUi(this.page, this.stack, this.site);
    await onPage.open('login');
    await onPage.fillLogin(email, password);
    await onPage.button('Sign in').click();
    await onPage.expectSignedIn();
  }

  /** Signs in as a stack social demo through its provider page ("Continue as …"). */
  async signInSocially(name: string) {
    const onPage = new AccountUi(this.page, this.stack, this.site);
    await onPage.open('login');
    await onPage.button('Continue with Google').click();
    await this.page.getByRole('button', { name: `Continue as ${name}` }).click();
    await onPage.expectSignedIn(name);
  }

  /**
   * The header names the viewer (the user menu). Read from the page, not the accessibility tree:
   * while a dialog is open the header is inert and out of that tree.
   */
  async expectSignedIn(name?: string | RegExp) {
    const header = this.page.locator('header.site-header');
    await expect(header.getByText('Log out', { exact: true }).first()).toBeVisible();
    if (name) await expect(header.getByText(name).first()).toBeVisible();
  }

  async expectSignedOut() {
    await expect(
      this.page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).first(),
    ).toBeVisible();
  }

  /** An announced message in the form (role=alert). */
  async expectFormError(text: string | RegExp) {
    await expect(this.scope.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
  }

  /** No announced message, or none saying `text` (a field may still show its own rule). */
  async expectNoFormError(text?: string | RegExp) {
    const alerts = this.scope.getByRole('alert');
    await expect(text ? alerts.filter({ hasText: text }) : alerts).toHaveCount(0);
  }

  /** The error under one field: linked to the control by aria-describedby. */
  async expectFieldError(field: Locator, text: string | RegExp) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }

  /** Waits for the dialog's 300 ms animation (seed 001 §2) and any other to finish. */
  async animationsDone() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }

  /** axe on the screen as it settled (WCAG 2 A and AA). */
  async expectAccessible() {
    await this.animationsDone();
    const { expectNoAxeViolations } = await import('../support/axe');
    await expectNoAxeViolations(this.page);
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.toast-host .toast').filter({ hasText: text });
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toast(text).first()).toBeVisible();
  }

  /** The dev mailbox's newest mail to `to` (server/modules/accounts/README.md). */
  async latestMail(to: string): Promise<Mail> {
    let mails: Mail[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(`${this.stack.url}/__stack/mailbox?to=${encodeURIComponent(to)}`);
          mails = ((await response.json()) as { mails: Mail[] }).mails;
          return mails.length;
        },
        { message: `a mail to ${to}` },
      )
      .toBeGreaterThan(0);
    return mails[0] as Mail;
  }

  async mailCount(to: string): Promise<number> {
    const response = await fetch(`${this.stack.url}/__stack/mailbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { mails: Mail[] }).mails.length;
  }

  /** Types a code into the six boxes: the first box takes it all, like a paste. */
  async enterCode(code: string) {
    await this.scope.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  }

  /** Calls a back end directly (arranging what a path starts from). */
  async api(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const response = await fetch(`${this.stack.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
}

// --- Shared by the generated account paths (e2e/paths/*.paths.spec.ts) ---

/**
 * A message the page announces: a toast (role status, or alert for an error) or a form's live
 * message. Found by role and text, so it does not depend on where or how toasts are drawn.
 */
export function announced(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
}

export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  await expect(announced(page, text).first()).toBeVisible();
}

/**
 * Stops the page's clock (timers and Date) where it is: from then on time moves only by
 * `page.clock.runFor`, so a countdown is read second by second and nothing is waited for.
 * Install once per page; later pages of the context keep the stopped clock.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  // A little ahead of now: the installed clock runs on until it is stopped.
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * A toast on a stopped clock. The toasts' region is loaded the first time one is raised, and React
 * reveals what was loaded after a pause of 300 ms of the page's time: the clock is moved on in
 * small steps until the toast shows, at most `limitMs` (keep it under the next timer that matters).
 */
export async function expectAnnouncedOnStoppedClock(
  page: Page,
  text: string | RegExp,
  limitMs = 600,
): Promise<void> {
  const message = announced(page, text).first();
  let moved = 0;
  await expect
    .poll(
      async () => {
        if (await message.isVisible()) return true;
        if (moved < limitMs) {
          await page.clock.runFor(50);
          moved += 50;
        }
        return false;
      },
      { message: `the page announces ${String(text)}`, intervals: [50] },
    )
    .toBe(true);
}

/**
 * Logs the viewer out in a second tab of the same browser: the tab under test hears of it as a
 * viewer would (the account is shared between tabs), while its own page stays as it is.
 */
export async function signOutInAnotherTab(page: Page, site: Site): Promise<void> {
  const other = await page.context().newPage();
  await other.goto(`/?app-config=${siteConfig[site]}`);
  await other.getByRole('banner').getByRole('button', { name: 'Log out' }).first().click();
  await expect(
    other.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).first(),
  ).toBeVisible();
  await other.close();
}
