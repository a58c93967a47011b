// @ts-check
/**
 * Mutation testing of the state machines (issue 10, docs/mutation.md): every mutant of
 * `machines/**` must be killed by a model test (the oracle tables of tests/model) or a machine's
 * own unit test. `npm run mutate` (not part of `npm test`: it is slow); one machine:
 * `npm run mutate -- --mutate 'machines/resend-countdown/**\/*.ts' '!machines/**\/*.test.ts'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    // Only the model tests and the machines' own tests: no browser, no React, no catalogue.
    configFile: 'tests/support/vitest.mutation.config.ts',
  },
  mutate: ['machines/**/*.ts', '!machines/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // A mutant's run stops at its first failing test (a killed mutant needs no more). Safe since
  // describeModel turns a machine that cannot load into a failing test (docs/mutation.md).
  disableBail: false,
  concurrency: 2,
  // The last results of every mutant, kept in git: a run re-tests only the mutants whose code or
  // tests changed (a cold run of machines/** is about 90 minutes on 2 cores: docs/mutation.md).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The sandbox needs the sources the tests import, not the browser tests, media or reports.
  ignorePatterns: [
    'e2e',
    'public',
    'reports',
    'dist',
    'test-results',
    'playwright-report',
    '.data',
    '.bench',
    '.e2e-runs',
  ],
  thresholds: { high: 90, low: 85, break: null },
  // A mutant that loops is stopped after the run's usual time plus 5 s (Stryker's default), then
  // its runner is restarted: a normal run of a mutant's test files takes well under 2 s.
  timeoutMS: 5_000,
  cleanTempDir: 'always',
};
