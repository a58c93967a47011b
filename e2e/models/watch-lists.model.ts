import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/stack-fixture';

/** seed 000 §9: local storage keys favorites and history under the app prefix. */
export const STORAGE_KEYS = { favorites: 'jwapp.favorites', history: 'jwapp.history' } as const;

/** Films and episodes of the local stack's catalogue (server/modules/content/catalogue.data.ts). */
export const TITLES = {
  paperBoats: { mediaid: 'MvDrm002', title: 'Paper Boats' },
  gooseEscape: { mediaid: 'MvCom005', title: 'The Great Goose Escape' },
  breakwater: { mediaid: 'MvAct001', title: 'Breakwater' },
  copperRun: { mediaid: 'MvAct002', title: 'Copper Run' },
  lampOil: { mediaid: 'EpHL1E01', title: 'Lamp Oil', seriesId: 'SrHarb01' },
  nightFerry: { mediaid: 'EpHL1E02', title: 'The Night Ferry', seriesId: 'SrHarb01' },
} as const;

/**
 * Favorites, continue watching and the media page's watch actions, as a viewer uses them. Storage
 * is arranged before the app runs and read back from the page.
 */
export class WatchListsPage {
  constructor(readonly page: Page) {}

  /**
   * Puts `text` under `key` before the app's first run only: a reload keeps what the app wrote
   * since (the marker lives in session storage, which survives reloads of the tab).
   */
  async storeBeforeStart(key: string, text: string): Promise<void> {
    await this.page.addInitScript(
      ([storageKey, value]) => {
        const marker = `seeded:${storageKey}`;
        if (window.sessionStorage.getItem(marker)) return;
        window.localStorage.setItem(storageKey, value);
        window.sessionStorage.setItem(marker, '1');
      },
      [key, text] as const,
    );
  }

  async storeFavorites(entries: readonly { mediaid: string; title?: string }[]): Promise<void> {
    await this.storeBeforeStart(STORAGE_KEYS.favorites, JSON.stringify(entries));
  }

  async storeHistory(
    entries: readonly { mediaid: string; progress: number; seriesId?: string }[],
  ): Promise<void> {
    await this.storeBeforeStart(STORAGE_KEYS.history, JSON.stringify(entries));
  }

  async stored(key: string): Promise<string | null> {
    return this.page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  }

  async storedList(key: string): Promise<{ mediaid: string; progress?: number }[]> {
    const text = await this.stored(key);
    return text ? (JSON.parse(text) as { mediaid: string; progress?: number }[]) : [];
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The grid of a favorites or continue-watching page, named by the page title. */
  grid(title: string): Locator {
    return this.page.getByRole('list', { name: title, exact: true });
  }

  /** The grid holds exactly these cards, in this order (each named by its title). */
  async expectCards(grid: Locator, titles: readonly string[]): Promise<void> {
    const items = grid.getByRole('listitem');
    await expect(items).toHaveCount(titles.length);
    for (const [index, title] of titles.entries()) {
      await expect(items.nth(index).getByRole('link', { name: title, exact: true })).toBeVisible();
    }
  }

  card(title: string, scope: Locator | Page = this.page): Locator {
    return scope.getByRole('link', { name: title, exact: true });
  }

  /** The progress bar inside a card. */
  progressOf(card: Locator): Locator {
    return card.getByRole('progressbar');
  }

  get clearAll(): Locator {
    return this.page.getByRole('button', { name: 'Clear all', exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async clearAndConfirm(dialogName: string, confirmLabel: string): Promise<void> {
    await this.clearAll.click();
    const dialog = this.dialog(dialogName);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }

  async seeEmptyState(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  get addToFavorites(): Locator {
    return this.page.getByRole('button', { name: 'Add to favorites', exact: true });
  }

  get removeFromFavorites(): Locator {
    return this.page.getByRole('button', { name: 'Remove from favorites', exact: true });
  }

  /** A toast by its text (info toasts are statuses, failures alerts). */
  toast(text: string): Locator {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
