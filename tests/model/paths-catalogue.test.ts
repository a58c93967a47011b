import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  CATALOGUE_JSON,
  CATALOGUE_MARKDOWN,
  renderCatalogueJson,
  renderCatalogueMarkdown,
  type CataloguePath,
} from '../../e2e/support/paths-catalogue';
import { diffCatalogues, formatCatalogueDiff, isEmptyDiff } from '../support/catalogue-diff';
import type { MachineOracle } from '../support/oracle';
import { flows } from './flows';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committed = (file: string) => {
  try {
    return readFileSync(`${root}${file}`, 'utf8');
  } catch {
    return '(missing)';
  }
};

const oracleOf = (flow: string) =>
  (flows as unknown as Record<string, { oracle?: MachineOracle } | undefined>)[flow]?.oracle;

function committedPaths(): CataloguePath[] {
  try {
    return JSON.parse(committed(CATALOGUE_JSON)) as CataloguePath[];
  } catch {
    return [];
  }
}

describe('path catalogue', () => {
  const paths = buildCatalogue();

  it(`${CATALOGUE_JSON} matches what the machines generate now`, () => {
    if (committed(CATALOGUE_JSON) === renderCatalogueJson(paths)) return;
    const diff = diffCatalogues(committedPaths(), paths);
    const what = isEmptyDiff(diff)
      ? 'the paths are the same; only the file’s layout differs'
      : formatCatalogueDiff(diff, oracleOf);
    expect.fail(
      `${CATALOGUE_JSON} differs from what the machines and fixtures generate now. The behaviour below ` +
        'changed; check it against the oracle rows (seed rules) it touches, then run `npm run paths` ' +
        `and commit the result.\n${what}`,
    );
  });

  it(`${CATALOGUE_MARKDOWN} matches what the machines generate now`, () => {
    const message = `${CATALOGUE_MARKDOWN} is out of date with the machines and fixtures: run \`npm run paths\` and commit the result (the JSON test above lists what changed).`;
    expect(committed(CATALOGUE_MARKDOWN) === renderCatalogueMarkdown(paths), message).toBe(true);
  });

  it('is the same on every run', () => {
    expect(renderCatalogueJson(buildCatalogue())).toBe(renderCatalogueJson(paths));
  });

  it('lets --grep "<description>" pick exactly one path', () => {
    // Playwright reads --grep as a regular expression and matches it anywhere in the title.
    const ambiguous = paths
      .map((p) => {
        const grep = new RegExp(p.description);
        return { description: p.description, matches: paths.filter((q) => grep.test(q.description)).length };
      })
      .filter((p) => p.matches !== 1);
    expect(ambiguous).toEqual([]);
  });
});
