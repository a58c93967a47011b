import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languages, namespaces } from '@/i18n/languages';

const localesDir = fileURLToPath(new URL('../../../src/i18n/locales', import.meta.url));

type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** `a.b.c` for every leaf. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files (seed 001 §9)', () => {
  it('has a folder per language and nothing else', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...languages].sort());
  });

  it.each(languages)('%s has a JSON file for every namespace, and no other', (language) => {
    for (const namespace of namespaces) {
      expect(
        existsSync(join(localesDir, language, `${namespace}.json`)),
        `${language}/${namespace}.json`,
      ).toBe(true);
    }
    const files = readdirSync(join(localesDir, language)).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...namespaces].sort());
  });

  describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
    it.each(namespaces)('%s has exactly the keys of en', (namespace) => {
      const en = leaves(read('en', namespace)).map(([key]) => key);
      const other = leaves(read(language, namespace)).map(([key]) => key);
      expect(other.sort()).toEqual(en.sort());
    });

    it.each(namespaces)('%s keeps the interpolation placeholders of en', (namespace) => {
      const en = new Map(leaves(read('en', namespace)));
      for (const [key, value] of leaves(read(language, namespace))) {
        expect(placeholders(String(value)), `${language}/${namespace}:${key}`).toEqual(
          placeholders(String(en.get(key))),
        );
      }
    });
  });

  it.each(languages)('%s has a non-empty string for every key', (language) => {
    for (const namespace of namespaces) {
      for (const [key, value] of leaves(read(language, namespace))) {
        expect(typeof value === 'string' && value.trim().length > 0, `${language}/${namespace}:${key}`).toBe(
          true,
        );
      }
    }
  });

  it('names every ISO 3166-1 alpha-2 country and the 50 US states plus DC', () => {
    const countries = Object.keys(read('en', 'country'));
    expect(countries).toHaveLength(249);
    expect(countries.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const states = Object.keys(read('en', 'us_state'));
    expect(states).toHaveLength(51);
    expect(states).toContain('DC');
  });
});
