import { describe, expect, it } from 'vitest';
import type { Settings } from '@/services/config/config.schemas';
import {
  hasUsableConfigSources,
  isAllowedConfigSource,
  isConfigId,
  isValidConfigSource,
  readSocialLoginHash,
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
  it('reads token, refresh_token and expires', () => {
    expect(readSocialLoginHash('#token=abc&refresh_token=def&expires=1700000000')).toEqual({
      token: 'abc',
      refreshToken: 'def',
      expires: 1700000000,
    });
    expect(readSocialLoginHash('#section-2')).toBeNull();
    expect(readSocialLoginHash('')).toBeNull();
  });
});
