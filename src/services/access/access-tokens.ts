import type { IssuedAccessTokens } from './access-bridge';
import { storedAccessTokensSchema } from './access-bridge.schemas';
import { readStoredJson } from '../stored-json';

/** seed 000 §9: local storage key access_tokens under the app prefix. */
export const ACCESS_TOKENS_STORAGE_KEY = 'jwapp.access_tokens';

/**
 * seed 000 §9: tokens are stored with an expiry one hour ahead. The passport itself lives an hour;
 * the stored expiry tells when to refresh before asking with a stale one.
 */
export const ACCESS_TOKENS_LIFETIME_MS = 60 * 60 * 1000;

/** Access tokens (seed 000 §3): passport, refresh_token, expires (epoch ms). */
export type AccessTokens = { passport: string; refreshToken: string; expires: number };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AccessTokensStore = {
  /** The stored tokens, or null when there are none or what is stored does not read. */
  read(): AccessTokens | null;
  /** Stores freshly issued tokens with `expires` one hour from now, and returns them. */
  save(tokens: IssuedAccessTokens): AccessTokens;
  clear(): void;
};

export const areAccessTokensExpired = (tokens: AccessTokens, now: number): boolean => now >= tokens.expires;

/**
 * Access tokens kept in injected storage (local storage in the app, a map in tests). Storage that
 * refuses (private mode, quota) only costs persistence: the tokens still come back from `save`.
 */
export function createAccessTokensStore(
  storage: KeyValueStorage | null,
  options: { key?: string; now?: () => number } = {},
): AccessTokensStore {
  const key = options.key ?? ACCESS_TOKENS_STORAGE_KEY;
  const now = options.now ?? (() => Date.now());
  return {
    read() {
      const stored = readStoredJson(storage, key, storedAccessTokensSchema);
      return (
        stored && { passport: stored.passport, refreshToken: stored.refresh_token, expires: stored.expires }
      );
    },
    save(tokens) {
      const saved: AccessTokens = { ...tokens, expires: now() + ACCESS_TOKENS_LIFETIME_MS };
      try {
        storage?.setItem(
          key,
          JSON.stringify({
            passport: saved.passport,
            refresh_token: saved.refreshToken,
            expires: saved.expires,
          }),
        );
      } catch {
        // Not persisted; this tab still has them.
      }
      return saved;
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}
