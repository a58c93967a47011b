#!/usr/bin/env node
// Locates the Chromium that browser tests and benchmarks drive (Debian's package), installing it
// with apt-get when it is missing and this process may do so.
//
//   node scripts/find-chromium.mjs               prints the path (installs when needed and allowed)
//   node scripts/find-chromium.mjs --no-install  prints the path or fails with the command to run
//
// Order: $CHROMIUM_PATH (must be an executable file), then /usr/bin/chromium, then an install
// with apt-get (root only). Progress goes to stderr so that stdout holds only the path.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** @param {string} file */
function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => isExecutableFile(join(dir, command)));
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * @param {string[]} args
 * @returns {void}
 */
function aptGet(args) {
  // apt's own scripts complain loudly about locales that are not generated; C.UTF-8 always is.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };
  // stdout of apt goes to our stderr: the CLI's stdout is the path alone.
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 2, 2], env });
  if (result.error) throw new Error(`apt-get ${args.join(' ')} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
  }
}

function howToInstall() {
  const sudo = isRoot() ? '' : 'sudo ';
  return [
    `Install Debian's Chromium:`,
    `    ${sudo}apt-get update && ${sudo}apt-get install -y chromium`,
    `or point CHROMIUM_PATH at a Chromium executable:`,
    `    CHROMIUM_PATH=/path/to/chromium npm run test:e2e`,
  ].join('\n');
}

/**
 * Returns the absolute path of a Chromium executable.
 * @param {{ install?: boolean }} [options] install: may run apt-get when Chromium is missing
 * @returns {string}
 */
export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    process.stderr.write(
      `CHROMIUM_PATH=${fromEnv} is not an executable file; looking for ${DEBIAN_CHROMIUM}.\n`,
    );
  }
  if (isExecutableFile(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  const canInstall = install && isRoot() && onPath('apt-get');
  if (!canInstall) {
    const why = !install
      ? 'installing was not allowed'
      : !isRoot()
        ? 'not running as root'
        : 'apt-get is not on PATH';
    throw new Error(`Chromium not found at ${DEBIAN_CHROMIUM} (${why}).\n${howToInstall()}`);
  }

  process.stderr.write(`Chromium not found: installing Debian's chromium with apt-get (about 30 s)…\n`);
  try {
    aptGet(['update']);
    aptGet(['install', '-y', 'chromium']);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${howToInstall()}`, {
      cause: error,
    });
  }
  if (!isExecutableFile(DEBIAN_CHROMIUM)) {
    throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing.\n${howToInstall()}`);
  }
  process.stderr.write(`Installed ${DEBIAN_CHROMIUM}.\n`);
  return DEBIAN_CHROMIUM;
}

if (process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1])) {
  try {
    process.stdout.write(`${findChromium({ install: !process.argv.includes('--no-install') })}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
