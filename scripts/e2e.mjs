#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: finds (or installs) Chromium, builds the app unless
// SKIP_BUILD=1, then runs the Playwright suite. Arguments are passed to `playwright test`, e.g.
//   npm run test:e2e -- --grep "checkout: card payment succeeds"
//   SKIP_BUILD=1 npm run test:e2e -- e2e/smoke.spec.ts
// E2E_RUN=<name> builds into .e2e-runs/<name>/dist and writes traces and the report beside it, so
// two runs in one tree do not overwrite each other's build or artifacts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Runs a command with inherited stdio and resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      process.stderr.write(`Could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1)));
  });
}
/** @type {Record<string, number>} */
const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };

async function main() {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const env = { ...process.env, CHROMIUM_PATH: chromium, TZ: 'UTC', LC_ALL: 'en_US.UTF-8' };

  const runDir = process.env.E2E_RUN ? join(root, '.e2e-runs', process.env.E2E_RUN) : null;
  const distDir = runDir ? join(runDir, 'dist') : join(root, 'dist');
  if (process.env.SKIP_BUILD === '1') {
    if (!existsSync(join(distDir, 'index.html'))) {
      process.stderr.write('SKIP_BUILD=1 but the build is missing: run without SKIP_BUILD first.\n');
      return 1;
    }
  } else {
    process.stdout.write('Building the app (vite build)…\n');
    const built = await run(bin('vite'), ['build', ...(runDir ? ['--outDir', distDir, '--emptyOutDir'] : [])], env);
    if (built !== 0) {
      process.stderr.write(`vite build failed (exit ${built}); browser tests not run.\n`);
      return built;
    }
  }

  process.stdout.write(`Browser tests in ${chromium}\n`);
  return run(bin('playwright'), ['test', ...process.argv.slice(2)], env);
}

process.exitCode = await main();
