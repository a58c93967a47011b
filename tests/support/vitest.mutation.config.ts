import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

/**
 * The tests Stryker runs against each mutant of `machines/**` (stryker.config.mjs): the model
 * tests with their oracle tables and the machines' unit tests. The harness's own tests
 * (tests/support) check the harness, not the machines, and rebuild whole models: left out. The path
 * catalogue check is left out on purpose: it fails on any changed graph whatever the seed says,
 * so it would kill mutants the oracles miss and hide them from the score.
 */
export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    // A machine that throws while it is built or walked fails its model file's graph test
    // (describeModel loads the fixture itself). tests/support/machines-load.test.ts is left out: it
    // imports every machine inside a test, so the runner's per-test coverage would name that one
    // test as the only one covering a machine's config and run nothing else (docs/mutation.md).
    include: ['tests/model/**/*.test.ts', 'machines/**/*.test.ts'],
    // No DOM matchers: the machines' tests do not render (saves loading them for every mutant).
    setupFiles: [],
    exclude: ['tests/model/paths-catalogue.test.ts', '**/node_modules/**'],
    // One module graph per run instead of one per test file: each mutant run starts a fresh worker
    // (so a machine's config is built again with the mutant active), and the test files of one run
    // share the modules they import. The suite passes in any order (`--sequence.shuffle`), and a
    // run takes a third of the time (docs/mutation.md "How long a run takes").
    isolate: false,
    // Instrumented code runs several times slower than the original.
    testTimeout: 30_000,
  },
});
