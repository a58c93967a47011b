import type { Locator, Page } from '@playwright/test';
import { expect, type Stack } from '../support/stack-fixture';
import { expectNoAxeViolations } from '../support/axe';

/** The two sites the catalogue is checked in: ad-supported and subscription (server/data/configs). */
export const CATALOGUE_CONFIGS = ['freeavod', 'svodcomm'] as const;
export type CatalogueConfig = (typeof CATALOGUE_CONFIGS)[number];

/** Ids of the local stack's catalogue (server/modules/content/README.md). */
export const CATALOGUE = {
  featured: 'FeAtUr01',
  movies: 'MoViEs01',
  liveChannels: 'LiVeTv01',
  staffPicks: 'CoNtLs01',
  series: 'SrHarb01',
  episodeS2E14: 'EpHL2E14',
  channel: 'LvChan01',
  scheduledEvent: 'EvSchd01',
  liveEvent: 'EvLive01',
  endedEvent: 'EvDone01',
  rulesPage: 'PgRules1',
  hub: 'HubColl1',
  film: 'MvAct001',
} as const;

/** The shelf titles home shows for the stack's config content (the lists' own titles). */
export const HOME_SHELVES = ['Featured', 'Movies', 'Series', 'Live channels', 'Staff picks'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue screens as a viewer uses them: by role and name. */
export class CataloguePage {
  constructor(
    readonly page: Page,
    readonly stack: Stack,
    readonly config: CatalogueConfig,
  ) {}

  /** Opens `path` on this test's site (the first visit names it; the app remembers it). */
  async open(path: string): Promise<void> {
    const separator = path.includes('?') ? '&' : '?';
    await this.page.goto(`${path}${separator}app-config=${this.config}`);
  }

  heading(name: string | RegExp, level = 1): Locator {
    return this.page.getByRole('heading', { level, name });
  }

  shelf(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  cardsIn(scope: Locator): Locator {
    return scope.getByRole('listitem');
  }

  card(title: string, scope: Locator | Page = this.page): Locator {
    return scope.getByRole('link', { name: title, exact: true });
  }

  /** The card grid of a playlist, content list or search page, named by its title. */
  grid(title: string): Locator {
    return this.page.getByRole('list', { name: title, exact: true });
  }

  genre(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Filter by genre' })
      .getByRole('button', { name, exact: true });
  }

  get episodes(): Locator {
    return this.page.getByRole('list', { name: 'Episodes', exact: true });
  }

  get seasonFilter(): Locator {
    return this.page.getByLabel('Season', { exact: true });
  }

  get loadMore(): Locator {
    return this.page.getByRole('button', { name: 'Load more' });
  }

  get searchField(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search the catalogue' });
  }

  async chooseGenre(name: string): Promise<void> {
    await this.genre(name).click();
    await expect(this.genre(name)).toHaveAttribute('aria-pressed', 'true');
  }

  async chooseSeason(label: string): Promise<void> {
    await this.seasonFilter.selectOption({ label });
  }

  async search(term: string): Promise<void> {
    await this.searchField.fill(term);
    await this.searchField.press('Enter');
  }

  async expectCardLocked(title: string, locked: boolean, scope: Locator | Page = this.page): Promise<void> {
    const card = this.card(title, scope);
    if (locked) await expect(card).toHaveAccessibleDescription(/Locked/);
    else await expect(card).not.toHaveAccessibleDescription(/Locked/);
  }

  async expectUrl(path: string, query: Record<string, string> = {}): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${escape(path)}(\\?|$)`));
    const url = new URL(this.page.url());
    for (const [key, value] of Object.entries(query)) expect(url.searchParams.get(key)).toBe(value);
  }

  async expectAccessible(): Promise<void> {
    await expectNoAxeViolations(this.page);
  }

  /** Shifts the stack's clock (`PUT /__stack/clock`); the reset before each test undoes it. */
  async shiftStackClock(offsetMs: number): Promise<void> {
    const response = await fetch(`${this.stack.url}/__stack/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs }),
    });
    expect(response.ok).toBe(true);
  }
}
