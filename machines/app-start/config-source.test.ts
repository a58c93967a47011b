import { describe, expect, it } from 'vitest';
import type { Settings } from '@/services/config/config.schemas';
import {
  CONFIG_SOURCE_STORAGE_KEY,
  configUrls,
  hasUsableConfigSources,
  isAllowedConfigSource,
  isConfigId,
  isRefusedSocialHash,
  isValidConfigSource,
  readSocialLoginHash,
  SOCIAL_STATE_KEY,
  socialRedirectUrl,
  withoutSocialState,
} from './config-source';

const settings = (over: Partial<Settings> = {}): Settings => ({
  additionalAllowedConfigSources: [],
  UNSAFE_allowAnyConfigSource: false,
  allowInspector: false,
  ...over,
});

describe('config source rules (seed 000 §5)', () => {
  it('accepts 8 lowercase alphanumerics or a full URL', () => {
    expect(isConfigId('svodcomm')).toBe(true);
    expect(isConfigId('SvodComm')).toBe(false);
    expect(isConfigId('svodcom')).toBe(false);
    expect(isValidConfigSource('https://example.test/config.json')).toBe(true);
    expect(isValidConfigSource('javascript:alert(1)')).toBe(false);
    expect(isValidConfigSource('svod-comm')).toBe(false);
    // The id is the whole value: a longer value that ends in 8 letters is neither an id nor a URL.
    expect(isConfigId('my-svodcomm')).toBe(false);
    expect(isValidConfigSource('my-svodcomm')).toBe(false);
    expect(isValidConfigSource('http://example.test/config.json')).toBe(true);
    expect(isValidConfigSource('ftp://example.test/config.json')).toBe(false);
  });

  it('reads an id from the config host and then its fallback (seed 000 §7), a URL as it is', () => {
    expect(configUrls('svodcomm', ['https://cdn.test', ''])).toEqual([
      'https://cdn.test/apps/configs/svodcomm.json',
      '/apps/configs/svodcomm.json',
    ]);
    expect(configUrls('https://example.test/c.json', ['https://cdn.test'])).toEqual([
      'https://example.test/c.json',
    ]);
  });

  it('keeps a chosen source and a social sign-in state under the keys the app has always used', () => {
    expect(CONFIG_SOURCE_STORAGE_KEY).toBe('jwapp.config-source');
    expect(SOCIAL_STATE_KEY).toBe('jwapp.social-state');
  });

  it('allows the default, a listed source, or anything when unsafe', () => {
    const s = settings({ defaultConfigSource: 'freeavod', additionalAllowedConfigSources: ['svodcomm'] });
    expect(isAllowedConfigSource('freeavod', s)).toBe(true);
    expect(isAllowedConfigSource('svodcomm', s)).toBe(true);
    expect(isAllowedConfigSource('zzzzzzzz', s)).toBe(false);
    expect(isAllowedConfigSource('zzzzzzzz', { ...s, UNSAFE_allowAnyConfigSource: true })).toBe(true);
    expect(isAllowedConfigSource('not a source', { ...s, UNSAFE_allowAnyConfigSource: true })).toBe(false);
  });

  it('needs a default source or an allowed list', () => {
    expect(hasUsableConfigSources(settings())).toBe(false);
    expect(hasUsableConfigSources(settings({ defaultConfigSource: 'freeavod' }))).toBe(true);
    expect(hasUsableConfigSources(settings({ additionalAllowedConfigSources: ['svodcomm'] }))).toBe(true);
  });
});

describe('social sign-in hash (seed 000 §2)', () => {
  const ours = { returned: 's', expected: 's' };
  it('reads token, refresh_token and expires', () => {
    expect(readSocialLoginHash('#token=abc&refresh_token=def&expires=1700000000', ours)).toEqual({
      token: 'abc',
      refreshToken: 'def',
      expires: 1700000000,
    });
    expect(readSocialLoginHash('#token=abc', ours)).toEqual({
      token: 'abc',
      refreshToken: '',
      expires: null,
    });
    expect(readSocialLoginHash('token=abc&expires=0', ours)?.expires).toBeNull();
    expect(readSocialLoginHash('#token=abc&expires=-5', ours)?.expires).toBeNull();
    expect(readSocialLoginHash('#token=abc&expires=soon', ours)?.expires).toBeNull();
    // Only a leading '#' is the hash sign: one inside a value stays.
    expect(readSocialLoginHash('token=a#b', ours)?.token).toBe('a#b');
    expect(readSocialLoginHash('#section-2', ours)).toBeNull();
    expect(readSocialLoginHash('', ours)).toBeNull();
  });
});

describe('social sign-in state (issue 16)', () => {
  const hash = '#token=abc&refresh_token=def&expires=1900000000';

  it('reads tokens only when the returned state is the one this tab stored', () => {
    expect(readSocialLoginHash(hash, { returned: 's1', expected: 's1' })).toEqual({
      token: 'abc',
      refreshToken: 'def',
      expires: 1900000000,
    });
    expect(readSocialLoginHash(hash, { returned: 's2', expected: 's1' })).toBeNull();
    expect(readSocialLoginHash(hash, { returned: null, expected: null })).toBeNull();
    expect(readSocialLoginHash(hash, { returned: 's1', expected: null })).toBeNull();
    expect(readSocialLoginHash(hash)).toBeNull();
  });

  it('refuses tokens without a matching state, and only tokens', () => {
    expect(isRefusedSocialHash(hash, { returned: 'x', expected: 'y' })).toBe(true);
    expect(isRefusedSocialHash(hash, undefined)).toBe(true);
    expect(isRefusedSocialHash(hash, { returned: 'y', expected: 'y' })).toBe(false);
    expect(isRefusedSocialHash('#error=access_denied', { returned: 'x', expected: null })).toBe(false);
    expect(isRefusedSocialHash('', undefined)).toBe(false);
    // Only a leading '#' is the hash sign: in '&#token=x' the parameter is '#token', not 'token'.
    expect(isRefusedSocialHash('&#token=x', undefined)).toBe(false);
  });

  it('stores a fresh state before leaving and puts it in the way back', () => {
    const stored = new Map<string, string>();
    const url = socialRedirectUrl(
      'https://app.test',
      { setItem: (k, v) => void stored.set(k, v) },
      () => 'n 1',
    );
    expect(url).toBe('https://app.test/?social_state=n%201');
    expect(stored.get(SOCIAL_STATE_KEY)).toBe('n 1');
    expect(socialRedirectUrl('https://app.test', null, () => 'n2')).toBe('https://app.test/?social_state=n2');
  });

  it('takes the returned state out of the address, keeping the rest', () => {
    expect(withoutSocialState('?app-config=eventweb&social_state=abc')).toBe('?app-config=eventweb');
    expect(withoutSocialState('?social_state=abc')).toBe('');
    expect(withoutSocialState('')).toBe('');
  });
});
