#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first stage that fails:
// typecheck, lint, unit + model tests, build, size budget, browser tests. It always ends with a
// summary whose last line is `<N> passed, <M> failed[, <K> skipped]` over both test runners, and
// exits non-zero when a stage failed or when no test ran at all.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './check-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

export const REPORTS = {
  unit: join(root, 'test-results', 'unit.json'),
  e2e: join(root, 'test-results', 'e2e.json'),
  bench: join(root, '.bench', 'latest.json'),
};

/**
 * @typedef {{ command: string, args: string[], env?: Record<string, string> }} Step
 * @typedef {{ name: string, label: string, steps: Step[], report?: 'unit' | 'e2e' }} Stage
 * @typedef {'passed' | 'failed' | 'not run'} Outcome
 * @typedef {{ passed: number, failed: number, skipped: number, flaky?: number, brokenFiles?: number }} Counts
 * @typedef {{ name: string, outcome: Outcome, ms: number | null, code?: number, counts?: Counts | null, report?: 'unit' | 'e2e', note?: string }} StageResult
 */

/** @type {Stage[]} */
export const STAGES = [
  {
    name: 'typecheck',
    label: 'npm run typecheck',
    steps: [{ command: 'npm', args: ['run', '--silent', 'typecheck'] }],
  },
  { name: 'lint', label: 'npm run lint', steps: [{ command: 'npm', args: ['run', '--silent', 'lint'] }] },
  {
    name: 'unit',
    label: 'vitest run (unit + model tests)',
    report: 'unit',
    steps: [
      {
        command: bin('vitest'),
        args: [
          'run',
          '--passWithNoTests',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${REPORTS.unit}`,
        ],
      },
    ],
  },
  { name: 'build', label: 'vite build', steps: [{ command: bin('vite'), args: ['build'] }] },
  {
    name: 'budget',
    label: 'bench --sizes-only, check-budget',
    steps: [
      { command: process.execPath, args: ['scripts/bench.mjs', '--sizes-only'], env: { SKIP_BUILD: '1' } },
      { command: process.execPath, args: ['scripts/check-budget.mjs'] },
    ],
  },
  {
    name: 'e2e',
    label: 'playwright test (browser tests)',
    report: 'e2e',
    steps: [{ command: process.execPath, args: ['scripts/e2e.mjs'], env: { SKIP_BUILD: '1' } }],
  },
];

/** @param {number | null} ms */
export function formatDuration(ms) {
  if (ms === null) return '';
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${String(Math.round(s - m * 60)).padStart(2, '0')} s`;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Counts from a runner's JSON report, or null when there is none (the runner did not get far).
 * @param {'unit' | 'e2e'} kind
 * @param {string} [file]
 * @returns {Counts | null}
 */
export function readCounts(kind, file = REPORTS[kind]) {
  const report = readJson(file);
  if (!report) return null;
  if (kind === 'unit') {
    const num = (key) => (typeof report[key] === 'number' ? report[key] : 0);
    // Files that failed to load count no failed test; they are shown apart.
    const brokenFiles = Array.isArray(report.testResults)
      ? report.testResults.filter(
          (f) => f.status === 'failed' && (f.assertionResults ?? []).every((a) => a.status !== 'failed'),
        ).length
      : 0;
    return {
      passed: num('numPassedTests'),
      failed: num('numFailedTests'),
      skipped: num('numPendingTests') + num('numTodoTests'),
      brokenFiles,
    };
  }
  const stats = report.stats ?? {};
  const num = (key) => (typeof stats[key] === 'number' ? stats[key] : 0);
  // A flaky test failed once and then passed: it counts as passed (and is shown apart).
  return {
    passed: num('expected') + num('flaky'),
    failed: num('unexpected'),
    skipped: num('skipped'),
    flaky: num('flaky'),
  };
}

/** @param {Counts} c */
function describeCounts(c) {
  let text = `${c.passed} passed, ${c.failed} failed`;
  if (c.skipped > 0) text += `, ${c.skipped} skipped`;
  if (c.flaky) text += ` (${c.flaky} flaky)`;
  if (c.brokenFiles) text += `; ${c.brokenFiles} test file(s) failed to load (counted as failed)`;
  return text;
}

/**
 * The summary block; its last line is the plain `N passed, M failed[, K skipped]`.
 * @param {StageResult[]} results
 * @returns {{ text: string, ok: boolean, totals: Counts }}
 */
export function summarize(results) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = ['', '── Summary ' + '─'.repeat(50)];
  for (const r of results) {
    const mark = r.outcome === 'passed' ? '✔' : r.outcome === 'failed' ? '✘' : '·';
    let line = ` ${mark} ${r.name.padEnd(width)}  ${r.outcome.padEnd(7)}  ${formatDuration(r.ms).padStart(10)}`;
    if (r.counts) {
      totals.passed += r.counts.passed;
      // A test file that failed to load ran no test but is a failure all the same.
      totals.failed += r.counts.failed + (r.counts.brokenFiles ?? 0);
      totals.skipped += r.counts.skipped;
      line += `   ${describeCounts(r.counts)}`;
    } else if (r.report && r.outcome !== 'not run') {
      line += '   (no report written)';
    }
    if (r.note) line += `   ${r.note}`;
    lines.push(line.trimEnd());
  }
  const failedStages = results.filter((r) => r.outcome === 'failed').map((r) => r.name);
  const ran = totals.passed + totals.failed;
  const ok = failedStages.length === 0 && ran > 0;
  lines.push('─'.repeat(61));
  if (failedStages.length > 0) lines.push(`FAILED: ${failedStages.join(', ')}`);
  if (ran === 0) lines.push('No test ran: that counts as a failure.');
  if (ok) lines.push('All stages passed.');
  let closing = `${totals.passed} passed, ${totals.failed} failed`;
  if (totals.skipped > 0) closing += `, ${totals.skipped} skipped`;
  lines.push(closing);
  return { text: lines.join('\n'), ok, totals };
}

/** A note for the budget stage: home's initial JS against its budget, from the bench file. */
function budgetNote() {
  const budget = BUDGETS.homeInitialJs;
  const gzip = budget.read(readJson(REPORTS.bench));
  if (typeof gzip !== 'number') return undefined;
  return `home initial JS ${(gzip / 1024).toFixed(1)} KB gzip of ${(budget.maxBytes / 1024).toFixed(1)} KB`;
}

let interrupted = false;

/**
 * @param {Step} step
 * @param {NodeJS.ProcessEnv} baseEnv
 * @returns {Promise<number>}
 */
function runStep(step, baseEnv) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...baseEnv, ...step.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      process.stderr.write(`Could not start ${step.command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  // Ctrl-C reaches the running child too; stop after it and still print the summary.
  process.on('SIGINT', () => {
    interrupted = true;
  });
  const baseEnv = { ...process.env, TZ: 'UTC', LC_ALL: 'en_US.UTF-8' };
  mkdirSync(join(root, 'test-results'), { recursive: true });
  // Reports of an earlier run must not be counted as this run's.
  for (const file of Object.values(REPORTS)) rmSync(file, { force: true });

  /** @type {StageResult[]} */
  const results = [];
  let stopped = false;
  for (const [index, stage] of STAGES.entries()) {
    const tag = `[${index + 1}/${STAGES.length}] ${stage.name}`;
    if (stopped) {
      results.push({ name: stage.name, outcome: 'not run', ms: null, report: stage.report });
      continue;
    }
    process.stdout.write(`\n▶ ${tag}: ${stage.label}\n`);
    const started = performance.now();
    let code = 0;
    for (const step of stage.steps) {
      code = await runStep(step, baseEnv);
      if (code !== 0 || interrupted) break;
    }
    const ms = performance.now() - started;
    const outcome = code === 0 && !interrupted ? 'passed' : 'failed';
    const counts = stage.report ? readCounts(stage.report) : undefined;
    const note = stage.name === 'budget' ? budgetNote() : interrupted ? 'interrupted' : undefined;
    results.push({ name: stage.name, outcome, ms, code, counts, report: stage.report, note });
    process.stdout.write(
      `${outcome === 'passed' ? '✔' : '✘'} ${tag} ${outcome}${outcome === 'failed' ? ` (exit ${code})` : ''} in ${formatDuration(ms)}\n`,
    );
    if (outcome === 'failed') stopped = true;
  }

  const { text, ok } = summarize(results);
  process.stdout.write(`${text}\n`);
  return ok ? 0 : 1;
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = await main();
}
