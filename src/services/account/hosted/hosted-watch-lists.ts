/**
 * Favorites and watch history on the hosted platform (seed 000 §7): the account's media
 * collections, read and changed one item at a time.
 */
import { parseAnswer } from '../../http/http';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import type { HostedHttp } from './hosted-http';
import { favoritesSchema, historySchema } from './hosted.schemas';

export function createHostedWatchLists({ call }: HostedHttp): WatchListsBackend {
  const watchLists: WatchListsBackend = {
    kind: 'hosted',
    async loadFavorites() {
      const body = await call('GET', '/v2/accounts/media/favorites', {
        auth: 'gate',
        failure: 'Failed to get favorites',
      });
      return parseAnswer(favoritesSchema, body, 'favorites').collection.map((item): FavoriteEntry => ({
        mediaid: item.media_id,
      }));
    },
    async persistFavorites(_list, change) {
      const failure = 'Failed to update favorites';
      if (change.type === 'add') {
        await call('POST', '/v2/accounts/media/favorites', {
          form: { media_id: change.entry.mediaid },
          auth: 'gate',
          failure,
        });
      } else if (change.type === 'remove') {
        await call('DELETE', `/v2/accounts/media/favorites/${encodeURIComponent(change.mediaid)}`, {
          auth: 'gate',
          failure,
        });
      } else {
        const current = await watchLists.loadFavorites();
        for (const entry of current) {
          await call('DELETE', `/v2/accounts/media/favorites/${encodeURIComponent(entry.mediaid)}`, {
            auth: 'gate',
            failure,
          });
        }
      }
      return 'saved';
    },
    async loadHistory() {
      // seed 000 §7: the watch history is read with filter currently_watching.
      const body = await call('GET', '/v2/accounts/media/watch-history?filter=currently_watching', {
        auth: 'gate',
        failure: 'Failed to get watch history',
      });
      return parseAnswer(historySchema, body, 'watch history').collection.map((item): HistoryEntry => ({
        mediaid: item.media_id,
        progress: item.progress,
      }));
    },
    async persistHistory(_list, change) {
      const failure = 'Failed to update watch history';
      const save = (mediaid: string, progress: number) =>
        call('PATCH', '/v2/accounts/media/watch-history', {
          form: { media_id: mediaid, progress },
          auth: 'gate',
          failure,
        });
      if (change.type === 'save') {
        await save(change.entry.mediaid, change.entry.progress);
      } else {
        // The platform keeps no way to delete history: progress 0 drops an item from continue watching.
        for (const entry of await watchLists.loadHistory()) await save(entry.mediaid, 0);
      }
      return 'saved';
    },
  };
  return watchLists;
}
