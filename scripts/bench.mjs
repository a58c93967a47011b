#!/usr/bin/env node
// `npm run bench [-- --sizes-only]`: builds the app (unless SKIP_BUILD=1), serves it from the local
// stack on a free port, and measures in Chromium:
//   - per route, the JS and CSS fetched until the load event and network idle (raw and gzip -9);
//   - home's first contentful paint and largest contentful paint, median of 5 fresh loads, and
//     the player's play click to first frame, median of 5 (both skipped with --sizes-only);
//   - refresh calls when five tabs of one browser hold an expired commerce token (must be 1);
//   - home's initial JS per config (`freeavod`, `svodcomm`, `eventweb`), under `initialJs`;
//   - the same home paint and play figures on a slow device (`throttled`: 4x CPU slowdown and
//     Fast 3G, 562.5 ms RTT, 1.44 Mbps down, 675 kbps up, through the DevTools protocol).
// `--sizes-only` skips every time figure; `--throttled-only` skips the unthrottled ones.
// BENCH_DIST=<dir> measures a build elsewhere than dist/ (SKIP_BUILD=1 then reuses it).
// Writes .bench/latest.json (keys in README.md "Benchmarks") and prints a table. Budgets are checked by scripts/check-budget.mjs;
// time figures are reported, never asserted.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findChromium } from './find-chromium.mjs';

/** Routes whose initial JS and CSS are measured; add new screens here. */
export const BENCH_ROUTES = [
  '/',
  '/p/MoViEs01',
  '/m/demo0001',
  '/s/SeRiEs01',
  '/q/test',
  '/u/favorites',
  '/continue-watching',
  '/login',
  '/not-a-route',
];

export const PAINT_RUNS = 5;

/** The configs whose home initial JS is reported (issue 17); the first is the stack's default. */
export const BENCH_CONFIGS = ['freeavod', 'svodcomm', 'eventweb'];

/**
 * The slow-device profile (issue 17): Chrome DevTools' 4x CPU slowdown and its Fast 3G preset
 * (562.5 ms round trip, 1.44 Mbps down, 675 kbps up).
 */
export const THROTTLED_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBitsPerSecond: 1_440_000,
  uploadBitsPerSecond: 675_000,
};

/**
 * Applies the slow-device profile to a page before it navigates.
 * @param {import('@playwright/test').Page} page
 */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLED_PROFILE.latencyMs,
    downloadThroughput: THROTTLED_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLED_PROFILE.uploadBitsPerSecond / 8,
  });
}

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--no-sandbox',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.BENCH_DIST ? resolve(root, process.env.BENCH_DIST) : join(root, 'dist');
const outFile = join(root, '.bench', 'latest.json');
/** How long a page may take to reach network idle after its load event before we measure anyway. */
const IDLE_TIMEOUT_MS = 15_000;
const CONTEXT_OPTIONS = { locale: 'en-US', timezoneId: 'UTC', serviceWorkers: 'block' };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (line) => process.stdout.write(`${line}\n`);

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * 'js', 'css' or null for a response.
 * @param {import('@playwright/test').Response} response
 */
function assetKind(response) {
  if (!/^https?:/.test(response.url())) return null;
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return null;
}

/** Waits for network idle; false when the page never got there (a long-lived request, say). */
async function settle(page) {
  try {
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {string} route
 */
async function measureRoute(browser, baseUrl, route) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const page = await context.newPage();
  /** @type {Map<string, Promise<{ kind: string, file: string, raw: number, gzip: number } | null>>} */
  const assets = new Map();
  page.on('response', (response) => {
    const kind = assetKind(response);
    if (!kind || assets.has(response.url())) return;
    const file = new URL(response.url()).pathname;
    assets.set(
      response.url(),
      response.body().then(
        (body) => ({ kind, file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null, // a redirect or an aborted request has no body
      ),
    );
  });
  try {
    const response = await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 30_000 });
    const idle = await settle(page);
    const files = (await Promise.all(assets.values())).filter((f) => f !== null);
    const sum = (kind) => {
      const list = files.filter((f) => f.kind === kind);
      return {
        raw: list.reduce((s, f) => s + f.raw, 0),
        gzip: list.reduce((s, f) => s + f.gzip, 0),
        files: list.map(({ file, raw, gzip }) => ({ file, raw, gzip })),
      };
    };
    return { status: response?.status() ?? null, networkIdle: idle, js: sum('js'), css: sum('css') };
  } finally {
    await context.close();
  }
}

/**
 * First contentful paint and largest contentful paint of one fresh load, in ms.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measurePaintOnce(browser, url, throttled = false) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    if (throttled) await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    return await page.evaluate(async () => {
      const fcpEntry = performance.getEntriesByName('first-contentful-paint')[0];
      const lcp = await new Promise((resolve) => {
        let last = null;
        const take = (entries) => {
          for (const entry of entries) last = entry.startTime;
        };
        const observer = new PerformanceObserver((list) => take(list.getEntries()));
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in a task queued by observe(); whatever has not been delivered
        // by the next task is still in the observer's queue.
        setTimeout(() => {
          take(observer.takeRecords());
          observer.disconnect();
          resolve(last);
        }, 0);
      });
      return { fcp: fcpEntry ? fcpEntry.startTime : null, lcp };
    });
  } finally {
    await context.close();
  }
}

/** @param {number[]} runs */
const stat = (runs) => ({
  median: median(runs) === null ? null : Math.round(median(runs) * 10) / 10,
  runs: runs.map((r) => Math.round(r * 10) / 10),
});

/** @param {import('@playwright/test').Browser} browser @param {string} url @param {boolean} [throttled] */
async function measurePaint(browser, url, throttled = false) {
  const fcp = [];
  const lcp = [];
  for (let i = 0; i < PAINT_RUNS; i += 1) {
    const { fcp: f, lcp: l } = await measurePaintOnce(browser, url, throttled);
    if (typeof f === 'number') fcp.push(f);
    if (typeof l === 'number') lcp.push(l);
  }
  return { fcpMs: stat(fcp), lcpMs: stat(lcp) };
}

/** Fresh loads of the player whose play click is timed to the first new video frame. */
export const PLAY_RUNS = 5;

/**
 * Play click to first frame: an inline player on freeavod without its pre-roll (the config is
 * served changed through a stack fault), a fresh page per run, timed in the page from the click
 * on the start button to the first frame the video presents (requestVideoFrameCallback). The
 * click comes once the page is network-idle: the viewer has read the page.
 */
async function measurePlayToFirstFrame(browser, baseUrl, throttled = false) {
  const config = await (await fetch(`${baseUrl}/apps/configs/freeavod.json`)).json();
  delete config.adSchedule;
  config.custom = { ...config.custom, inlinePlayer: true };
  await fetch(`${baseUrl}/__stack/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: 'GET /apps/configs/freeavod.json', status: 200, body: JSON.stringify(config), times: 0 }),
  });
  const runs = [];
  try {
    for (let i = 0; i < PLAY_RUNS; i += 1) {
      const context = await browser.newContext(CONTEXT_OPTIONS);
      try {
        const page = await context.newPage();
        if (throttled) await throttle(page);
        await page.goto(`${baseUrl}/m/MvAct002`, { waitUntil: 'load', timeout: 60_000 });
        const start = page.getByRole('button', { name: 'Play Copper Run', exact: true });
        await start.waitFor({ timeout: 60_000 });
        await settle(page);
        const ms = await page.evaluate(
          () =>
            new Promise((resolve) => {
              const video = document.querySelector('video.player__video');
              const button = document.querySelector('button.player__start');
              const clicked = performance.now();
              video.requestVideoFrameCallback(() => resolve(performance.now() - clicked));
              button.click();
            }),
        );
        runs.push(ms);
      } finally {
        await context.close();
      }
    }
  } finally {
    await fetch(`${baseUrl}/__stack/faults`, { method: 'DELETE' });
  }
  return { playToFirstFrameMs: stat(runs) };
}

/** Tabs opened at once on an expired commerce session (seed 000 §4: one refresh for all). */
export const SHARED_REFRESH_TABS = 5;
const REFRESH_ROUTE = 'POST /commerce/auths/refresh_token';

/**
 * Signs the commerce demo viewer in with the stack's clock set back (so the five-minute JWT has
 * expired for browser and stack alike), stores the tokens once in a fresh browser context, opens
 * five tabs of the commerce site at the same time and counts the refresh calls the stand-in got.
 */
async function measureSharedRefresh(browser, baseUrl) {
  const call = (method, path, body) =>
    fetch(`${baseUrl}${path}`, {
      method,
      ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
    });
  const refreshCalls = async () => {
    const response = await call('GET', `/__stack/requests?path=${encodeURIComponent(REFRESH_ROUTE)}`);
    return (await response.json()).requests.length;
  };
  await call('PUT', '/__stack/clock', { offsetMs: -10 * 60_000 });
  const signIn = await call('POST', '/commerce/auths', {
    email: 'viewer@statecast.test',
    password: 'Viewer123!',
    publisherId: '105000001',
    customerIP: '127.0.0.1',
  });
  await call('DELETE', '/__stack/clock');
  const tokens = (await signIn.json()).responseData;
  const before = await refreshCalls();

  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const seed = await context.newPage();
    await seed.goto(`${baseUrl}/.webapp.ini`);
    await seed.evaluate((value) => window.localStorage.setItem('jwapp.auth', value), JSON.stringify(tokens));
    await seed.close();
    const pages = await Promise.all(Array.from({ length: SHARED_REFRESH_TABS }, () => context.newPage()));
    const started = Date.now();
    await Promise.all(pages.map((page) => page.goto(`${baseUrl}/?app-config=svodcomm`)));
    const signedIn = await Promise.all(
      pages.map((page) =>
        page
          .getByRole('group', { name: 'Account' })
          .getByText('Vera Viewer')
          .waitFor({ timeout: 30_000 })
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    return {
      tabs: SHARED_REFRESH_TABS,
      refreshCalls: (await refreshCalls()) - before,
      tabsSignedIn: signedIn.filter(Boolean).length,
      allSignedInMs: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}

function printTable(routes) {
  const width = Math.max(5, ...Object.keys(routes).map((r) => r.length));
  const cols = ['JS gzip', 'JS raw', 'CSS gzip', 'CSS raw'];
  log(`${'route'.padEnd(width)}  ${cols.map((c) => c.padStart(10)).join('')}  files  status`);
  for (const [route, m] of Object.entries(routes)) {
    if (m.error) {
      log(`${route.padEnd(width)}  failed: ${m.error}`);
      continue;
    }
    const cells = [m.js.gzip, m.js.raw, m.css.gzip, m.css.raw].map((b) => kb(b).padStart(10)).join('');
    const files = String(m.js.files.length + m.css.files.length).padStart(5);
    log(
      `${route.padEnd(width)}  ${cells}  ${files}  ${m.status ?? '-'}${m.networkIdle ? '' : ' (never network-idle)'}`,
    );
  }
}

async function main() {
  const sizesOnly = process.argv.includes('--sizes-only');
  const throttledOnly = process.argv.includes('--throttled-only');
  // Home's initial JS per config only (no other route, no refresh count, no timing): for quick checks.
  const homeOnly = process.argv.includes('--home-only');
  const routeList = homeOnly ? ['/'] : BENCH_ROUTES;
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const env = { ...process.env, TZ: 'UTC', LC_ALL: 'en_US.UTF-8' };

  if (process.env.SKIP_BUILD !== '1') {
    log('Building the app (vite build)…');
    const code = await run(join(root, 'node_modules', '.bin', 'vite'), ['build'], env);
    if (code !== 0) {
      process.stderr.write(`vite build failed (exit ${code}).\n`);
      return code;
    }
  }
  if (!existsSync(join(distDir, 'index.html'))) {
    process.stderr.write(
      `The built app is missing (${join(distDir, 'index.html')}): run \`npx vite build\` first.\n`,
    );
    return 1;
  }

  // The stack is TypeScript: tsx loads it (and what it imports) for this one import.
  const { tsImport } = await import('tsx/esm/api');
  const { chromium } = await import('@playwright/test');
  let stack;
  try {
    const { startStack } = await tsImport('../server/stack.ts', import.meta.url);
    stack = await startStack({ port: 0, dataDir: null, distDir, log: false });
  } catch (error) {
    process.stderr.write(
      `The local stack (server/stack.ts) did not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    return 1;
  }
  const baseUrl = stack.url.replace(/\/+$/, '');
  let browser;
  const routes = {};
  let paint = null;
  /** @type {Record<string, unknown>} */
  const initialJs = {};
  let throttled = null;
  /** @type {Record<string, unknown> | null} */
  let sharedRefresh;
  let failed = false;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    log(
      `Measuring ${routeList.length} routes on ${baseUrl} in ${executablePath}${sizesOnly ? ' (sizes only)' : ''}`,
    );
    for (const route of routeList) {
      try {
        routes[route] = await measureRoute(browser, baseUrl, route);
        if (!routes[route].networkIdle) {
          process.stderr.write(
            `warning: ${route} never reached network idle within ${IDLE_TIMEOUT_MS} ms; measured what had loaded.\n`,
          );
        }
      } catch (error) {
        failed = true;
        routes[route] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    }
    for (const [i, config] of BENCH_CONFIGS.entries()) {
      try {
        // The stack's default config is the first: home as measured above; the others by app-config.
        const m = i === 0 ? routes['/'] : await measureRoute(browser, baseUrl, `/?app-config=${config}`);
        if (m.error) throw new Error(m.error);
        initialJs[config] = { gzip: m.js.gzip, raw: m.js.raw, files: m.js.files };
      } catch (error) {
        failed = true;
        initialJs[config] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    }
    if (!homeOnly) {
      log(`Measuring refresh calls with ${SHARED_REFRESH_TABS} tabs holding an expired token…`);
      try {
        sharedRefresh = await measureSharedRefresh(browser, baseUrl);
        if (sharedRefresh.refreshCalls !== 1 || sharedRefresh.tabsSignedIn !== SHARED_REFRESH_TABS)
          failed = true;
      } catch (error) {
        failed = true;
        sharedRefresh = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    }
    if (!sizesOnly && !homeOnly && !throttledOnly) {
      log(`Measuring home paint (${PAINT_RUNS} fresh loads)…`);
      paint = { home: await measurePaint(browser, `${baseUrl}/`) };
      log(`Measuring play click to first frame (${PLAY_RUNS} fresh loads)…`);
      try {
        paint.player = await measurePlayToFirstFrame(browser, baseUrl);
      } catch (error) {
        paint.player = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    }
    if (!sizesOnly && !homeOnly) {
      log(`Measuring throttled home paint (${PAINT_RUNS} fresh loads, 4x CPU, Fast 3G)…`);
      throttled = { profile: THROTTLED_PROFILE, home: await measurePaint(browser, `${baseUrl}/`, true) };
      log(`Measuring throttled play click to first frame (${PLAY_RUNS} fresh loads)…`);
      try {
        throttled.player = await measurePlayToFirstFrame(browser, baseUrl, true);
      } catch (error) {
        throttled.player = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    }
  } finally {
    await browser?.close();
    await stack.close();
  }

  const result = {
    generatedAt: new Date().toISOString(),
    commit: gitCommit(),
    routes,
    initialJs,
    paint,
    throttled,
    sharedRefresh,
  };
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);

  log('');
  printTable(routes);
  for (const [config, m] of Object.entries(initialJs)) {
    log(`home initial JS on ${config}: ${m.error ? `failed: ${m.error}` : `${kb(m.gzip)} gzip, ${kb(m.raw)} raw`}`);
  }
  const show = (s) =>
    s.median === null ? 'not reported' : `median ${s.median} ms (runs ${s.runs.join(', ')})`;
  for (const [label, figures] of [
    ['', paint],
    ['throttled ', throttled],
  ]) {
    if (!figures) continue;
    const { fcpMs, lcpMs } = figures.home;
    log(`${label}home FCP: ${show(fcpMs)}`);
    log(`${label}home LCP: ${show(lcpMs)}`);
    if (figures.player?.error) log(`${label}play click to first frame: failed: ${figures.player.error}`);
    else if (figures.player) log(`${label}play click to first frame: ${show(figures.player.playToFirstFrameMs)}`);
  }
  if (sharedRefresh?.error)
    log(`refresh calls with ${SHARED_REFRESH_TABS} tabs: failed: ${sharedRefresh.error}`);
  else if (sharedRefresh)
    log(
      `refresh calls with ${sharedRefresh.tabs} tabs holding an expired token: ${sharedRefresh.refreshCalls} (must be 1); ` +
        `${sharedRefresh.tabsSignedIn} signed in after ${sharedRefresh.allSignedInMs} ms`,
    );
  log(`Wrote ${outFile}`);
  if (failed) process.stderr.write('Some routes could not be measured (see the table).\n');
  return failed ? 1 : 0;
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  // Exit explicitly: a handle left open by the stack or the browser must not keep the bench alive.
  process.exit(await main());
}
