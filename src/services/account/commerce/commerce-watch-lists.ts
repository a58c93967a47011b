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
import type { WatchListsBackend } from '../../watch-lists/watch-lists.types';
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

  /** One list under its key of `externalData`: read through its schema, saved whole. */
  function storedList<TStored, TEntry>(
    key: 'favorites' | 'history',
    schema: z.ZodMiniType<TStored[]>,
    toEntry: (stored: TStored) => TEntry,
  ) {
    return {
      async load(): Promise<TEntry[]> {
        const parsed = z.safeParse(schema, (await readLists())[key] ?? []);
        return parsed.success ? parsed.data.map(toEntry) : [];
      },
      async persist(list: readonly TEntry[]) {
        await patchCustomer({ externalData: { [key]: list } });
        return 'saved' as const;
      },
    };
  }

  const favorites = storedList('favorites', storedFavoritesSchema, toFavoriteEntry);
  const history = storedList('history', storedHistorySchema, toHistoryEntry);
  return {
    kind: 'commerce',
    loadFavorites: favorites.load,
    persistFavorites: favorites.persist,
    loadHistory: history.load,
    persistHistory: history.persist,
  };
}
