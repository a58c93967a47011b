/**
 * Where a back end keeps its session in the browser (seed 000 §9 storage keys, seed 001 §3
 * `auth-storage`). Local storage is shared by the tabs of one browser, which is what lets one
 * tab's refresh serve the others. Each back end stores its own shape, read through a schema.
 */
import * as z from 'zod/mini';
import { readStoredJson } from '../stored-json';
import type { AccountSession, SessionType, TokenStore } from './account.types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Translates between a back end's stored shape and the app's session. */
export type SessionCodec<TStored> = {
  schema: z.ZodMiniType<TStored>;
  decode: (stored: TStored) => AccountSession | null;
  encode: (session: AccountSession) => TStored;
};

export function createTokenStore<TStored>(
  storage: KeyValueStorage | null,
  key: string,
  codec: SessionCodec<TStored>,
): TokenStore & { readonly key: string } {
  return {
    key,
    read() {
      const stored = readStoredJson(storage, key, codec.schema);
      return stored === null ? null : codec.decode(stored);
    },
    write(session) {
      try {
        storage?.setItem(key, JSON.stringify(codec.encode(session)));
      } catch {
        // Storage refused (quota, private mode): the session lives as long as the page.
      }
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

/** A store kept in memory, for tests and for browsers without storage. */
export function createMemoryStorage(): KeyValueStorage & { dump(): Record<string, string> } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}

export const sessionTypeSchema = z._default(
  z.enum(['manual', 'social']),
  'manual',
) as z.ZodMiniType<SessionType>;
