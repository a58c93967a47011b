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
    // machines-load: a machine that throws while it is built fails a test there (docs/mutation.md).
    include: ['tests/model/**/*.test.ts', 'machines/**/*.test.ts', 'tests/support/machines-load.test.ts'],
    exclude: ['tests/model/paths-catalogue.test.ts', '**/node_modules/**'],
    // Instrumented code runs several times slower than the original.
    testTimeout: 30_000,
  },
});
