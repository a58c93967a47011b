import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKENS_LIFETIME_MS,
  ACCESS_TOKENS_STORAGE_KEY,
  areAccessTokensExpired,
  createAccessTokensStore,
  type KeyValueStorage,
} from './access-tokens';
import { memoryStorage } from './access.testing';

const NOW = Date.UTC(2024, 2, 1, 12);

describe('access tokens store (seed 000 §3, §9)', () => {
  it('stores passport, refresh_token and an expiry one hour ahead under access_tokens', () => {
    const storage = memoryStorage();
    const store = createAccessTokensStore(storage, { now: () => NOW });
    const saved = store.save({ passport: 'pass', refreshToken: 'ref' });
    expect(ACCESS_TOKENS_LIFETIME_MS).toBe(3_600_000);
    expect(saved).toEqual({ passport: 'pass', refreshToken: 'ref', expires: NOW + 3_600_000 });
    expect(JSON.parse(storage.data.get(ACCESS_TOKENS_STORAGE_KEY)!)).toEqual({
      passport: 'pass',
      refresh_token: 'ref',
      expires: NOW + 3_600_000,
    });
    expect(ACCESS_TOKENS_STORAGE_KEY).toBe('jwapp.access_tokens');
    expect(store.read()).toEqual(saved);
  });

  it('expires at the stored instant, not before', () => {
    const tokens = { passport: 'p', refreshToken: 'r', expires: NOW };
    expect(areAccessTokensExpired(tokens, NOW - 1)).toBe(false);
    expect(areAccessTokensExpired(tokens, NOW)).toBe(true);
  });

  it.each([
    ['not json'],
    ['{"passport":"p"}'],
    ['{"passport":"","refresh_token":"r","expires":1}'],
    ['null'],
  ])('what does not read (%s) is no tokens', (text) => {
    expect(createAccessTokensStore(memoryStorage({ [ACCESS_TOKENS_STORAGE_KEY]: text })).read()).toBeNull();
  });

  it('clear removes them; no storage or refusing storage costs only persistence', () => {
    const storage = memoryStorage();
    const store = createAccessTokensStore(storage, { now: () => NOW });
    store.save({ passport: 'p', refreshToken: 'r' });
    store.clear();
    expect(store.read()).toBeNull();
    expect(createAccessTokensStore(null).save({ passport: 'p', refreshToken: 'r' }).passport).toBe('p');
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const refused = createAccessTokensStore(refusing);
    expect(refused.save({ passport: 'p', refreshToken: 'r' }).passport).toBe('p');
    expect(refused.read()).toBeNull();
    expect(() => refused.clear()).not.toThrow();
  });
});
