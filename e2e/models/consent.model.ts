import type { Locator, Page, Request } from '@playwright/test';
import { expect, type Stack } from '../support/stack-fixture';

/**
 * Cookie consent, the app-download dialog and the Chrome recommendation as a viewer meets them
 * (seed 001 §2, §4, §9; seed 002 §7), and the stack's tracking collector behind them
 * (server/modules/tracking). Used by e2e/consent.spec.ts and the generated path specs of
 * cookie-consent, app-download and chrome-prompt.
 */

/** The consent cookie and the anonymous visitor cookie (src/app/flows/consent.actors.ts). */
export const CONSENT_COOKIE = 'cookies.consent';
export const VISITOR_COOKIE = 'statecast.visitor';

/** The prompts' dismissed flags in local storage (src/app/flows/prompts.actors.ts). */
export const APP_DOWNLOAD_FLAG = 'statecast.app-download-dismissed';
export const CHROME_PROMPT_FLAG = 'statecast.chrome-prompt-dismissed';

/** The marketing and analytics scripts the stack's configs name (server/data/configs). */
export const SCRIPT_IDS = { analytics: 'SC-ANALYTICS-1', marketing: 'SC-MARKETING-1' } as const;

/** The store pages eventweb links (server/data/configs/eventweb.json). */
export const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=test.statecast.app',
  appStore: 'https://apps.apple.com/app/statecast/id0000000000',
} as const;

/** One event the collector holds (`GET /__stack/tracking`). */
export type CollectedEvent = { kind: string; path: string; target?: string; viewer: unknown };

export async function collectedEvents(stack: Stack): Promise<CollectedEvent[]> {
  const response = await fetch(`${stack.url}/__stack/tracking`);
  expect(response.ok, 'the stack answers its tracking log').toBe(true);
  return ((await response.json()) as { events: CollectedEvent[] }).events;
}

/**
 * Serves one of the stack's configs with some `custom` keys replaced (undefined removes a key), for
 * every config request of the test, through the stack's own fault control.
 */
export async function serveConfigWith(
  stack: Stack,
  id: string,
  custom: Readonly<Record<string, unknown>>,
): Promise<void> {
  const response = await fetch(`${stack.url}/apps/configs/${id}.json`);
  expect(response.ok, `the stack serves ${id}`).toBe(true);
  const config = (await response.json()) as Record<string, unknown> & { custom?: Record<string, unknown> };
  config.custom = { ...config.custom, ...custom };
  for (const [key, value] of Object.entries(custom)) if (value === undefined) delete config.custom[key];
  await stack.fault({
    route: `GET /apps/configs/${id}.json`,
    status: 200,
    body: JSON.stringify(config),
    times: 0,
  });
}

/** Sets a prompt's dismissed flag before the page's own scripts run, as a returning visitor has it. */
export async function setDismissedFlag(page: Page, key: string): Promise<void> {
  await page.addInitScript((flag) => localStorage.setItem(flag, '1'), key);
}

/**
 * A browser that refuses the site its storage (site data blocked): reading `localStorage` throws
 * the SecurityError Chromium throws then.
 */
export async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  });
}

/** The page's local storage value of a flag; null when unset or when storage is refused. */
export async function storedFlag(page: Page, key: string): Promise<string | null> {
  return page.evaluate((flag) => {
    try {
      return localStorage.getItem(flag);
    } catch {
      return null;
    }
  }, key);
}

/** The page's cookies by name. */
export async function cookiesByName(page: Page): Promise<Map<string, { value: string; expires: number }>> {
  const cookies = await page.context().cookies();
  return new Map(cookies.map((c) => [c.name, { value: c.value, expires: c.expires }]));
}

/** Whole days until a cookie expires, as the browser holds it. */
export const daysLeft = (cookie: { expires: number } | undefined): number =>
  ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;

/**
 * Remembers whether the page asked for the prompts' code: the chunk of the app prompts' host
 * (src/screens/consent/prompts-host.tsx) is fetched only once a prompt flow has loaded and started.
 * Call before the page is opened.
 */
export class PromptWatch {
  private readonly requested: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (/\/assets\/prompts-host-[^/]*\.js$/.test(pathname)) this.requested.push(pathname);
    });
  }

  /** Whether the prompts' host has been asked for so far (since the last `forget()`). */
  get hostRequested(): boolean {
    return this.requested.length > 0;
  }

  /** Forgets what was asked for, before the page is loaded again. */
  forget(): void {
    this.requested.length = 0;
  }
}

/** What a viewer meets: the cookie banner, the preferences, the app prompts. */
export class ConsentUi {
  /** seed 001 §2, §4: the cookie banner, a labelled region at the foot of the page. */
  readonly banner: Locator;
  /** The footer's cookie preferences button and dialog (seed 002 §1). */
  readonly preferencesButton: Locator;
  readonly preferences: Locator;
  /** seed 001 §4: the app-download dialog. */
  readonly appDialog: Locator;
  /** seed 001 §4: the Chrome recommendation (China mode, Android). */
  readonly chromePrompt: Locator;
  readonly consentScripts: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('region', { name: 'Cookies' });
    this.preferencesButton = page.getByRole('button', { name: 'Cookie preferences' });
    this.preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    this.appDialog = page.getByRole('dialog', { name: 'Get the app' });
    this.chromePrompt = page.getByRole('region', { name: 'Browser recommendation' });
    this.consentScripts = page.locator('script[data-consent-script]');
  }

  /** The marketing and analytics stand-in scripts that have run, by kind with the id they were given. */
  async loadedScripts(): Promise<Record<string, { id: string | null }>> {
    return this.page.evaluate(
      () => (window as { statecastScripts?: Record<string, { id: string | null }> }).statecastScripts ?? {},
    );
  }

  /** Opens the footer's cookie preferences and answers with one of its buttons. */
  async choose(button: 'Accept' | 'Decline' | 'Reset my choice'): Promise<void> {
    await this.preferencesButton.click();
    await expect(this.preferences).toBeVisible();
    await this.preferences.getByRole('button', { name: button, exact: true }).click();
    await expect(this.preferences).toBeHidden();
  }
}

/**
 * On a paused page clock: move it in 10 ms steps until `done` says so (at most `limitMs` of page
 * time), then check it once more with Playwright's own wait.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  limitMs = 3_000,
): Promise<void> {
  for (let spent = 0; spent <= limitMs; spent += 10) {
    if (await done()) return;
    await page.clock.runFor(10);
  }
}
