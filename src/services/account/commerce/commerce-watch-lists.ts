/**
 * Favorites and watch history on the commerce platform: both live in the customer's
 * `externalData`, read with the customer and saved whole with a customer update.
 */
import * as z from 'zod/mini';
import {
  storedFavoritesSchema,
  storedHistorySchema,
  toFavoriteEntry,
  toHistoryEntry,
} from '../../watch-lists/watch-lists.schemas';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import type { CommerceHttp } from './commerce-http';

export function createCommerceWatchLists({
  replay,
  fetchCustomer,
  patchCustomer,
}: CommerceHttp): WatchListsBackend {
  async function readLists(): Promise<Record<string, unknown>> {
    const customer = await replay(fetchCustomer);
    return customer.externalData ?? customer.metadata ?? {};
  }

  const watchLists: WatchListsBackend = {
    kind: 'commerce',
    async loadFavorites() {
      const parsed = z.safeParse(storedFavoritesSchema, (await readLists()).favorites ?? []);
      return parsed.success ? parsed.data.map(toFavoriteEntry) : [];
    },
    async persistFavorites(list: readonly FavoriteEntry[]) {
      await patchCustomer({ externalData: { favorites: list } });
      return 'saved';
    },
    async loadHistory() {
      const parsed = z.safeParse(storedHistorySchema, (await readLists()).history ?? []);
      return parsed.success ? parsed.data.map(toHistoryEntry) : [];
    },
    async persistHistory(list: readonly HistoryEntry[]) {
      await patchCustomer({ externalData: { history: list } });
      return 'saved';
    },
  };
  return watchLists;
}
