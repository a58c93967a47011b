/**
 * `npm run paths`: writes the catalogue of model paths (e2e/paths.json and e2e/paths.md) from the
 * flows registered in tests/model/flows.ts. `npm run paths -- --check` writes nothing and exits
 * with 1 when the committed catalogue differs from what the machines generate now.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  buildCatalogue,
  CATALOGUE_JSON,
  CATALOGUE_MARKDOWN,
  renderCatalogueJson,
  renderCatalogueMarkdown,
} from '../e2e/support/paths-catalogue';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const paths = buildCatalogue();
const outputs = [
  [CATALOGUE_JSON, renderCatalogueJson(paths)],
  [CATALOGUE_MARKDOWN, renderCatalogueMarkdown(paths)],
] as const;

let stale = 0;
for (const [file, text] of outputs) {
  const target = `${root}${file}`;
  if (check) {
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current !== text) {
      stale += 1;
      process.stderr.write(`${file} is out of date: run \`npm run paths\`.\n`);
    }
  } else {
    await writeFile(target, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
const flows = new Set(paths.map((p) => p.flow));
process.stdout.write(`${paths.length} paths in ${flows.size} flows\n`);
process.exitCode = stale > 0 ? 1 : 0;
