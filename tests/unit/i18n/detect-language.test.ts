import { describe, expect, it } from 'vitest';
import { detectLanguage, toLanguage } from '@/i18n/languages';

describe('language detection (seed 001 §9: jwapp.language, then the browser, else en)', () => {
  it('takes the stored language first', () => {
    expect(detectLanguage({ stored: 'nl', browser: ['de-DE', 'fr'] })).toBe('nl');
  });

  it('skips a stored language the app does not speak and asks the browser', () => {
    expect(detectLanguage({ stored: 'pt', browser: ['de-DE', 'fr'] })).toBe('de');
    expect(detectLanguage({ stored: '', browser: ['fr-CA'] })).toBe('fr');
  });

  it('takes the first browser language the app speaks', () => {
    expect(detectLanguage({ stored: null, browser: ['pt-BR', 'it', 'es-MX', 'de'] })).toBe('es');
  });

  it('falls back to en', () => {
    expect(detectLanguage({ stored: null, browser: [] })).toBe('en');
    expect(detectLanguage({ stored: 'xx', browser: ['ja', 'zh-CN'] })).toBe('en');
  });

  it('reads region and case variants as their language', () => {
    expect(toLanguage('ES_mx')).toBe('es');
    expect(toLanguage(' NL ')).toBe('nl');
    expect(toLanguage('english')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});
