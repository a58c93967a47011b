import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect as baseExpect, type Stack } from './support/stack-fixture';

/**
 * The event journeys open several fresh pages each (app start, the event texts, CMS queries): on
 * the shared two-core machine a first screen can take longer than the suite's 5 s.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The event site's screens on `?app-config=eventweb` (seed 002 §2), read as a viewer reads them. */
export class EventSite {
  constructor(
    readonly page: Page,
    readonly stack: Stack,
  ) {}

  async open(path: string): Promise<void> {
    const separator = path.includes('?') ? '&' : '?';
    await this.page.goto(`${path}${separator}app-config=eventweb`);
  }

  /** Opens `path` and waits until the heading `name` (of `level`) shows. */
  async openAndSee(path: string, name: string, level = 1): Promise<void> {
    await this.open(path);
    await expect(this.heading(name, level)).toBeVisible();
  }

  /** The stand-in's playlist `NoSuCh01`, titled 'Nothing', answered with no items. */
  async serveEmptyPlaylist(): Promise<void> {
    await this.stack.fault({
      route: 'GET /v2/playlists/NoSuCh01',
      status: 200,
      body: JSON.stringify({ feedid: 'NoSuCh01', title: 'Nothing', playlist: [] }),
      times: 0,
    });
  }

  heading(name: string | RegExp, level = 1): Locator {
    return this.page.getByRole('heading', { level, name });
  }

  list(name: string): Locator {
    return this.page.getByRole('list', { name, exact: true });
  }

  select(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The query string of the page, without the remembered app config. */
  async query(): Promise<Record<string, string>> {
    const params = new URL(this.page.url()).searchParams;
    params.delete('app-config');
    return Object.fromEntries(params);
  }

  /** One GROQ query against the stack, as the app sends it. */
  async groq<T>(query: string): Promise<T> {
    const response = await fetch(`${this.stack.url}/sanity/query-cdn?query=${encodeURIComponent(query)}`);
    return ((await response.json()) as { result: T }).result;
  }

  /**
   * Answers the home content query with the stand-in's answer changed by `edit`: the other CMS
   * queries go through untouched.
   */
  async editHome(edit: (home: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
    await this.page.route(
      (url) =>
        url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes('"homePage"'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { result: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, result: edit(body.result) } });
      },
    );
  }

  /** axe at the current width, and again at a phone's. */
  async expectAccessibleAtBothWidths(): Promise<void> {
    await expectNoAxeViolations(this.page);
    const size = this.page.viewportSize();
    await this.page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(this.page);
    if (size) await this.page.setViewportSize(size);
  }
}

export { expect };

/**
 * On a paused page clock the query cache delivers answers on a timer, so nothing loaded shows
 * until the clock moves: move it in 10 ms steps until `locator` is visible (at most `limitMs`).
 */
export async function runClockUntilVisible(page: Page, locator: Locator, limitMs = 3_000): Promise<void> {
  for (let spent = 0; spent <= limitMs; spent += 10) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(10);
  }
  await expect(locator).toBeVisible();
}
