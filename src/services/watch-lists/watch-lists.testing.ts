import type { KeyValueStorage } from './local-watch-lists';

/** Test support for the list tests: a storage kept in a map the test can read. No app code imports this file. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
  return { storage, items };
}
