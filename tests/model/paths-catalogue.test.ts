import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  CATALOGUE_JSON,
  CATALOGUE_MARKDOWN,
  renderCatalogueJson,
  renderCatalogueMarkdown,
} from '../../e2e/support/paths-catalogue';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committed = (file: string) => {
  try {
    return readFileSync(`${root}${file}`, 'utf8');
  } catch {
    return '(missing)';
  }
};

describe('path catalogue', () => {
  const paths = buildCatalogue();

  it.each([
    [CATALOGUE_JSON, () => renderCatalogueJson(paths)],
    [CATALOGUE_MARKDOWN, () => renderCatalogueMarkdown(paths)],
  ])('%s matches what the machines generate now', (file, render) => {
    const message = `${file} is out of date with the machines and fixtures: run \`npm run paths\` and commit the result.`;
    expect(committed(file) === render(), message).toBe(true);
  });

  it('is the same on every run', () => {
    expect(renderCatalogueJson(buildCatalogue())).toBe(renderCatalogueJson(paths));
  });

  it('lets --grep "<description>" pick exactly one path', () => {
    // Playwright reads --grep as a regular expression and matches it anywhere in the title.
    const ambiguous = paths
      .map((p) => ({
        description: p.description,
        matches: paths.filter((q) => new RegExp(p.description).test(q.description)).length,
      }))
      .filter((p) => p.matches !== 1);
    expect(ambiguous).toEqual([]);
  });
});
