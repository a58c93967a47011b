/**
 * Favorites and watch history as the app keeps them (seed 000 §3, seed 002 §3). Entries hold ids
 * and the few fields the lists are ordered and shown by; the cards fetch the media items
 * themselves (seed 000 §7: /apps/watchlists/{playlistId} with media_ids).
 */

/** seed 000 §3 Favorite; seed 001 §2: items carry mediaid, title and feedid. */
export type FavoriteEntry = {
  mediaid: string;
  title?: string;
  feedid?: string;
};

/** seed 000 §3 watch history item; seed 002 §3: mediaid, progress (0..1), title, feedid. */
export type HistoryEntry = {
  mediaid: string;
  /** How far the viewer got, 0..1. */
  progress: number;
  /** The series an episode belongs to: saving an episode replaces others of its series (seed 000 §4). */
  seriesId?: string;
  title?: string;
  feedid?: string;
  /** Seconds, when known. */
  duration?: number;
};

/** What changed in the favorites: the local store writes the whole list, accounts send the change. */
export type FavoritesChange =
  { type: 'add'; entry: FavoriteEntry } | { type: 'remove'; mediaid: string } | { type: 'clear' };

/** What changed in the history. */
export type HistoryChange = { type: 'save'; entry: HistoryEntry } | { type: 'clear' };

/**
 * Where the lists live: this browser for a signed-out viewer, the account otherwise (seed 002 §1:
 * "kept per browser when signed out and on the server when signed in").
 */
export type WatchListsBackendKind = 'local' | 'hosted' | 'commerce' | 'own-backend';

/**
 * What persisting did: `blocked` when the local store refused to overwrite what it could not read
 * (seed 000 §5: such a list is treated as empty and persisting is blocked); `queued` when an
 * account could not be reached and the change waits in this browser to be sent (issue 16).
 */
export type PersistResult = 'saved' | 'blocked' | 'queued';

/**
 * The seam between the list flows and where the lists are kept. `local` exists now; the account
 * back ends (hosted platform: /v2/accounts/media/favorites and watch-history; own back end:
 * /favorite and /watch-history) implement the same interface and receive the change alongside the
 * resulting list, so each can send only what changed.
 */
export interface WatchListsBackend {
  readonly kind: WatchListsBackendKind;
  loadFavorites(): Promise<FavoriteEntry[]>;
  persistFavorites(list: readonly FavoriteEntry[], change: FavoritesChange): Promise<PersistResult>;
  loadHistory(): Promise<HistoryEntry[]>;
  persistHistory(list: readonly HistoryEntry[], change: HistoryChange): Promise<PersistResult>;
}
