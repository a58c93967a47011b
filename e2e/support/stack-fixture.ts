import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { startStack } from '../../server/stack';

/** A fault injected on one route of the local stack (`POST /__stack/faults`). */
export interface Fault {
  /** Method and path glob, e.g. `GET /apps/configs/*.json`. */
  route: string;
  status?: number;
  delayMs?: number;
  /** `"malformed"` sends a body that does not parse; any other string is sent as is. */
  body?: 'malformed' | (string & {});
  /** Drop the connection without an answer. */
  drop?: boolean;
  /** How many matching requests the fault applies to (all when left out). */
  times?: number;
}

/** One request the stack answered (`GET /__stack/requests`). */
export interface StackRequest {
  seq: number;
  /** Stack clock time when the request arrived. */
  time: number;
  method: string;
  path: string;
  /** Raw query string without the `?` (empty when there was none). */
  query: string;
  /** 0 when an injected fault dropped the connection. */
  status: number;
  ms: number;
  /** Id of the injected fault that shaped the answer, if any. */
  fault?: string;
}

/** The stack a worker runs, with typed helpers for its control routes. */
export interface Stack {
  url: string;
  port: number;
  /** Serves `ini` as `/.webapp.ini` until reset. */
  setSettings(ini: string): Promise<void>;
  resetSettings(): Promise<void>;
  /** Makes the geo lookup answer this ISO country code. */
  setGeo(countryCode: string): Promise<void>;
  resetGeo(): Promise<void>;
  /** Returns the fault's id. */
  fault(f: Fault): Promise<string>;
  clearFaults(): Promise<void>;
  /** Back to the seeded state (settings, geo, faults, clock, data) and an empty request log. */
  reset(): Promise<void>;
  /**
   * Requests answered since the test started (or the last `reset()`), optionally only those matching a path glob
   * (`/v2/**`) or a route selector (`GET /apps/configs/*.json`).
   */
  requests(pathGlob?: string): Promise<StackRequest[]>;
  /**
   * Sends a notice down the realtime channel (`POST /__stack/notifications/publish`): a global
   * one, a favourite going live or a payment event; answers how many listeners it reached.
   */
  publishNotice(body: Record<string, unknown>): Promise<{ delivered: number }>;
  /** The pages listening on the realtime channel now, each with its signed-in user or `null`. */
  noticeListeners(): Promise<{ userId: number | null }[]>;
}

interface WorkerFixtures {
  stack: Stack;
}

interface TestFixtures {
  /** Set with `test.use({ allowPageErrors: true })` in tests that expect uncaught page errors. */
  allowPageErrors: boolean;
  /** Uncaught errors of every page in the test's browser context, in order. */
  pageErrors: Error[];
  /** Resets the stack before each test (automatic). */
  resetStack: void;
  /**
   * The cookie banner and the app prompts already answered, as for a returning visitor (consent
   * declined, both prompts dismissed), so they stay out of tests about something else. Set with
   * `test.use({ promptsAnswered: false })` in tests of the banner and prompts themselves.
   */
  promptsAnswered: boolean;
}

// `E2E_RUN=<name>` (see scripts/e2e.mjs) gives a run its own build, so runs can go side by side.
const distDir = fileURLToPath(
  new URL(
    process.env.E2E_RUN ? `../../.e2e-runs/${process.env.E2E_RUN}/dist/` : '../../dist/',
    import.meta.url,
  ),
);

function buildStackClient(
  url: string,
  port: number,
  close: () => Promise<void>,
): Stack & { close(): Promise<void> } {
  async function call(method: string, path: string, body?: string, contentType?: string): Promise<Response> {
    const response = await fetch(`${url}${path}`, {
      method,
      ...(body === undefined ? {} : { body, headers: { 'content-type': contentType ?? 'text/plain' } }),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return response;
  }
  const json = (value: unknown) => JSON.stringify(value);

  return {
    url,
    port,
    close,
    async setSettings(ini) {
      await call('PUT', '/__stack/settings', ini, 'text/plain; charset=utf-8');
    },
    async resetSettings() {
      await call('DELETE', '/__stack/settings');
    },
    async setGeo(countryCode) {
      await call('PUT', '/__stack/geo', json({ countryCode }), 'application/json');
    },
    async resetGeo() {
      await call('DELETE', '/__stack/geo');
    },
    async fault(f) {
      const response = await call('POST', '/__stack/faults', json(f), 'application/json');
      const { id } = (await response.json()) as { id: string | number };
      return String(id);
    },
    async clearFaults() {
      await call('DELETE', '/__stack/faults');
    },
    async reset() {
      await call('POST', '/__stack/reset');
      // The stack keeps its request log across resets; a test reads only its own requests.
      await call('DELETE', '/__stack/requests');
    },
    async requests(pathGlob) {
      const query = pathGlob === undefined ? '' : `?path=${encodeURIComponent(pathGlob)}`;
      const response = await call('GET', `/__stack/requests${query}`);
      const { requests } = (await response.json()) as { requests: StackRequest[] };
      return requests;
    },
    async publishNotice(body) {
      const response = await call('POST', '/__stack/notifications/publish', json(body), 'application/json');
      expect(response.status, 'a published notice').toBe(201);
      return (await response.json()) as { delivered: number };
    },
    async noticeListeners() {
      const response = await call('GET', '/__stack/notifications/listeners');
      const { listeners } = (await response.json()) as { listeners: { userId: number | null }[] };
      return listeners;
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    // Playwright reads the fixtures a fixture needs from the first parameter's destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!existsSync(`${distDir}index.html`)) {
        throw new Error(
          `The built app is missing (${distDir}index.html). Build it first: \`npx vite build\`, ` +
            'or run the browser tests with `npm run test:e2e`, which builds before testing.',
        );
      }
      const handle = await startStack({ port: 0, dataDir: null, distDir, log: false });
      const stack = buildStackClient(handle.url.replace(/\/+$/, ''), handle.port, () => handle.close());
      try {
        await use(stack);
      } finally {
        await stack.close();
      }
    },
    // Starting the stack is not part of any one test's time.
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },

  resetStack: [
    async ({ stack }, use) => {
      await stack.reset();
      await use();
    },
    { auto: true },
  ],

  allowPageErrors: [false, { option: true }],

  promptsAnswered: [true, { option: true }],

  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use([]);
  },

  // Listening on the context covers every page of the test (a second tab included), not only
  // the default one.
  context: async ({ context, allowPageErrors, pageErrors, promptsAnswered, baseURL }, use) => {
    if (promptsAnswered && baseURL) {
      // src/app/flows/consent.actors.ts: the consent cookie and the prompts' dismissed flags.
      await context.addCookies([{ name: 'cookies.consent', value: 'declined', url: baseURL }]);
      await context.addInitScript(() => {
        try {
          localStorage.setItem('statecast.app-download-dismissed', '1');
          localStorage.setItem('statecast.chrome-prompt-dismissed', '1');
        } catch {
          // about:blank has no storage.
        }
      });
    }
    context.on('weberror', (webError) => {
      pageErrors.push(webError.error());
    });
    await use(context);
    if (!allowPageErrors && pageErrors.length > 0) {
      const list = pageErrors.map((error, i) => `  ${i + 1}. ${error.stack ?? error.message}`).join('\n');
      throw new Error(
        `${pageErrors.length} uncaught page error(s) during the test:\n${list}\n` +
          '(Use `test.use({ allowPageErrors: true })` where errors are expected.)',
      );
    }
  },
});

export { expect };
