import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources as coreResources } from '@/i18n/locales/en';
import { resources as accountResources } from '@/i18n/locales/en/account';
import event from '@/i18n/locales/en/event.json';

const resources = { ...coreResources, ...accountResources, event };
import { namespaces } from '@/i18n/languages';

const srcDir = fileURLToPath(new URL('../../../src', import.meta.url));
const DEFAULT_NAMESPACE = 'common';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function lookup(namespace: string, key: string): unknown {
  let node: unknown = (resources as Record<string, unknown>)[namespace];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const nsAlternation = namespaces.join('|');
/** Any string literal `'ns:key'` (calls and key maps alike). */
const PREFIXED = new RegExp(`['"\`](${nsAlternation}):([\\w.]+)['"\`]`, 'g');
/** `t('key', { ns: 'x' })` */
const WITH_NS_OPTION = /\bt\(\s*['"]([\w.]+)['"]\s*,\s*\{[^}]*\bns:\s*['"](\w+)['"]/g;
/** `t('key')` with no namespace: the file's one `useTranslation('x')` namespace, else the default. */
const BARE_CALL = /\bt\(\s*['"]([\w.]+)['"]/g;
const USE_TRANSLATION = /useTranslation\(\s*['"](\w+)['"]\s*\)/g;

type Use = { file: string; namespace: string; key: string };

function keysUsed(): Use[] {
  const uses: Use[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const name = relative(srcDir, file);
    for (const match of text.matchAll(PREFIXED))
      uses.push({ file: name, namespace: match[1]!, key: match[2]! });
    for (const match of text.matchAll(WITH_NS_OPTION))
      uses.push({ file: name, namespace: match[2]!, key: match[1]! });
    // One namespace for the whole file (however many components call useTranslation with it).
    const fileNamespaces = new Set([...text.matchAll(USE_TRANSLATION)].map((match) => match[1]!));
    const fileDefault = fileNamespaces.size === 1 ? [...fileNamespaces][0]! : DEFAULT_NAMESPACE;
    for (const match of text.matchAll(BARE_CALL)) {
      if (match[1]!.includes(':')) continue;
      uses.push({ file: name, namespace: fileDefault, key: match[1]! });
    }
  }
  return uses;
}

describe('translation keys used in src/', () => {
  const uses = keysUsed();

  it('finds the keys (the scan works)', () => {
    expect(uses.length).toBeGreaterThan(20);
    expect(uses).toContainEqual(expect.objectContaining({ namespace: 'error', key: 'not_found_title' }));
  });

  it('uses only keys that exist in en', () => {
    const missing = uses.filter(({ namespace, key }) => typeof lookup(namespace, key) !== 'string');
    expect(missing.map(({ file, namespace, key }) => `${file}: ${namespace}:${key}`)).toEqual([]);
  });
});
