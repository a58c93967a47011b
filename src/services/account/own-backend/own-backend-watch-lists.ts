/**
 * Favorites and watch history on the own back end (seed 002 §7): `/favorite` and
 * `/watch-history`, changed one item at a time.
 */
import { parseAnswer } from '../../http/http';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import type { OwnBackendFetch } from './own-backend-http';
import { favoritesSchema, historySchema } from './own-backend.schemas';

export function createOwnBackendWatchLists(request: OwnBackendFetch): WatchListsBackend {
  const watchLists: WatchListsBackend = {
    kind: 'own-backend',
    async loadFavorites() {
      const body = await request('/favorite');
      return parseAnswer(favoritesSchema, body, 'favorites').map((item): FavoriteEntry => ({
        mediaid: item.mediaid,
      }));
    },
    async persistFavorites(_list, change) {
      if (change.type === 'add') {
        await request('/favorite', { method: 'POST', body: { mediaid: change.entry.mediaid } });
      } else if (change.type === 'remove') {
        await request(`/favorite/${encodeURIComponent(change.mediaid)}`, { method: 'DELETE' });
      } else {
        for (const entry of await watchLists.loadFavorites()) {
          await request(`/favorite/${encodeURIComponent(entry.mediaid)}`, { method: 'DELETE' });
        }
      }
      return 'saved';
    },
    async loadHistory() {
      const body = await request('/watch-history');
      return parseAnswer(historySchema, body, 'watch history').map((item): HistoryEntry => ({
        mediaid: item.mediaid,
        progress: item.progress,
      }));
    },
    async persistHistory(_list, change) {
      if (change.type === 'save') {
        await request('/watch-history', {
          method: 'POST',
          body: { mediaid: change.entry.mediaid, progress: change.entry.progress },
        });
      } else {
        // No delete call exists: progress 0 takes an item out of continue watching.
        for (const entry of await watchLists.loadHistory()) {
          await request('/watch-history', { method: 'POST', body: { mediaid: entry.mediaid, progress: 0 } });
        }
      }
      return 'saved';
    },
  };
  return watchLists;
}
