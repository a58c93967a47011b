import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, type Stack } from '../support/stack-fixture';

/** seed 000 §9 / seed 001 §3: where each back end keeps its session. */
export const SESSION_KEYS = { commerce: 'jwapp.auth', ownBackend: 'auth-storage' } as const;

/** The local stack's demo viewer (server/modules/accounts/README.md). */
export const DEMO = { email: 'viewer@statecast.test', password: 'Viewer123!', name: 'Vera Viewer' } as const;

/** The committed configs of the two modes with sessions of their own. */
export const CONFIGS = { commerce: 'svodcomm', eventSite: 'eventweb' } as const;

export const MESSAGES = {
  logout: 'Logout successful!',
  authFailed: 'Authentication failed - please log in again.',
} as const;

const MINUTE = 60_000;

export type CommerceTokens = { jwt: string; refreshToken: string; customerToken?: string };
export type OwnAuth = { jwt: string; refreshToken: string; expiresIn: number; expiresAt: number };

/**
 * Signs the demo viewer in on the commerce stand-in with the stack's clock set back, so the JWT
 * (five minutes) has already expired for the browser and the stack alike; the refresh token
 * (100 days) is still good.
 */
export async function expiredCommerceTokens(request: APIRequestContext): Promise<CommerceTokens> {
  await request.put('/__stack/clock', { data: { offsetMs: -10 * MINUTE } });
  const response = await request.post('/commerce/auths', {
    data: { email: DEMO.email, password: DEMO.password, publisherId: '105000001', customerIP: '127.0.0.1' },
  });
  await request.delete('/__stack/clock');
  const body = (await response.json()) as { responseData: CommerceTokens };
  return body.responseData;
}

/** Spends a commerce refresh token the way another tab would, returning the tokens it got. */
export async function rotateCommerceTokens(
  request: APIRequestContext,
  refreshToken: string,
): Promise<CommerceTokens> {
  const response = await request.post('/commerce/auths/refresh_token', { data: { refreshToken } });
  return ((await response.json()) as { responseData: CommerceTokens }).responseData;
}

/** Signs the demo viewer in on the own back end (a 15-minute jwt). */
export async function ownBackendAuth(request: APIRequestContext): Promise<OwnAuth> {
  const response = await request.post('/auth/login', {
    data: { email: DEMO.email, password: DEMO.password, referrer: '1' },
  });
  return ((await response.json()) as { auth: OwnAuth }).auth;
}

/**
 * Puts a session in the browser context's local storage before any app page runs (from a
 * same-origin page that is not the app), so every tab opened afterwards starts holding it.
 */
export async function seedSession(context: BrowserContext, key: string, value: unknown): Promise<void> {
  const page = await context.newPage();
  await page.goto('/.webapp.ini');
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, JSON.stringify(value)] as const);
  await page.close();
}

/** The own back end's auth state as the app persists it (seed 001 §3). */
export const ownAuthState = (auth: OwnAuth) => ({ type: 'manual', ...auth });

/** One tab of the app, as the viewer sees the account in its header. */
export class SessionPage {
  constructor(readonly page: Page) {}

  static async open(context: BrowserContext, config: string, path = '/'): Promise<SessionPage> {
    const session = new SessionPage(await context.newPage());
    await session.goto(config, path);
    return session;
  }

  async goto(config: string, path = '/'): Promise<void> {
    await this.page.goto(`${path}?app-config=${config}`);
  }

  get userMenu(): Locator {
    return this.page.getByRole('group', { name: 'Account' });
  }

  get signInLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** `timeout` for pages that start together and share one machine's CPU. */
  async seeSignedInAs(name: string, timeout?: number): Promise<void> {
    await expect(this.userMenu.getByText(name)).toBeVisible({ timeout });
    await expect(this.userMenu.getByRole('button', { name: 'Log out' })).toBeVisible();
  }

  async seeSignedOut(): Promise<void> {
    await expect(this.userMenu).toHaveCount(0);
    await expect(this.signInLink).toBeVisible();
  }

  async logOut(): Promise<void> {
    await this.userMenu.getByRole('button', { name: 'Log out' }).click();
  }

  async stored(key: string): Promise<unknown> {
    const text = await this.page.evaluate((k) => window.localStorage.getItem(k), key);
    return text === null ? null : (JSON.parse(text) as unknown);
  }
}

/** The stand-in's answers to a route, in order (status only). */
export async function statuses(stack: Stack, route: string): Promise<number[]> {
  return (await stack.requests(route)).map((r) => r.status);
}

/** Method and path of every request under a glob, in order: what the viewer's tab asked for. */
export async function routes(stack: Stack, glob: string): Promise<string[]> {
  return (await stack.requests(glob)).map((r) => `${r.method} ${r.path}`);
}
