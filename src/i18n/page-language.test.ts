import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === 'jwapp.language' ? value : null) });
const browser = (languages: string[], language = languages[0] ?? '') => ({ languages, language });

describe('the language a page opens in (seed 001 §9)', () => {
  it('is the stored choice under jwapp.language first', () => {
    expect(pageLanguage({ storage: storing('nl'), navigator: browser(['de-DE']) })).toBe('nl');
  });

  it('is the first browser language the app speaks when nothing usable is stored', () => {
    expect(pageLanguage({ storage: storing('pt'), navigator: browser(['pt-BR', 'fr-CA', 'de']) })).toBe('fr');
    expect(pageLanguage({ storage: null, navigator: { languages: [], language: 'es-MX' } })).toBe('es');
  });

  it('is en when neither names a language the app speaks, or the storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(pageLanguage({ storage: throwing, navigator: browser(['ja-JP']) })).toBe('en');
    expect(pageLanguage({ storage: null, navigator: { languages: [], language: '' } })).toBe('en');
  });
});
