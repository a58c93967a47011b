/**
 * Favorites and watch history on the hosted platform (seed 000 §7): the account's media
 * collections, read and changed one item at a time.
 */
import { parseAnswer } from '../../http/http';
import type { FavoriteEntry, HistoryEntry, WatchListsBackend } from '../../watch-lists/watch-lists.types';
import type { HostedHttp } from './hosted-http';
import { favoritesSchema, historySchema } from './hosted.schemas';

export function createHostedWatchLists({ call }: HostedHttp): WatchListsBackend {
  /** Every list call is made with the session's token and fails with the list's own message. */
  const withSession = (method: string, path: string, failure: string, form?: Record<string, unknown>) =>
    call(method, path, { auth: 'gate', failure, ...(form ? { form } : {}) });

  const watchLists: WatchListsBackend = {
    kind: 'hosted',
    async loadFavorites() {
      const body = await withSession('GET', '/v2/accounts/media/favorites', 'Failed to get favorites');
      return parseAnswer(favoritesSchema, body, 'favorites').collection.map((item): FavoriteEntry => ({
        mediaid: item.media_id,
      }));
    },
    async persistFavorites(_list, change) {
      const failure = 'Failed to update favorites';
      if (change.type === 'add') {
        await withSession('POST', '/v2/accounts/media/favorites', failure, {
          media_id: change.entry.mediaid,
        });
      } else {
        const remove = (mediaid: string) =>
          withSession('DELETE', `/v2/accounts/media/favorites/${encodeURIComponent(mediaid)}`, failure);
        if (change.type === 'remove') await remove(change.mediaid);
        else for (const entry of await watchLists.loadFavorites()) await remove(entry.mediaid);
      }
      return 'saved';
    },
    async loadHistory() {
      // seed 000 §7: the watch history is read with filter currently_watching.
      const body = await withSession(
        'GET',
        '/v2/accounts/media/watch-history?filter=currently_watching',
        'Failed to get watch history',
      );
      return parseAnswer(historySchema, body, 'watch history').collection.map((item): HistoryEntry => ({
        mediaid: item.media_id,
        progress: item.progress,
      }));
    },
    async persistHistory(_list, change) {
      const failure = 'Failed to update watch history';
      const save = (mediaid: string, progress: number) =>
        withSession('PATCH', '/v2/accounts/media/watch-history', failure, { media_id: mediaid, progress });
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
