import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from '../http/http';
import { createContentClient, type ContentClient } from './content-client';

/** Test support for the service tests beside it; no app code imports this file. */

export type RecordedCall = { url: string; init: RequestInit | undefined };

/** A fetch that answers with `handler` and records every call. */
export function fakeFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return handler(url, init);
  };
  return { fetch, calls };
}

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const TEST_HOST = 'https://content.test';
export const TEST_NOW = new Date('2024-03-01T12:00:00Z');

export function testClient(fetch: FetchLike, now: Date = TEST_NOW): ContentClient {
  return createContentClient({ host: TEST_HOST, fetch, now: () => now });
}

/**
 * ../shared/reference/payloads from the repository root. Built with `path`, not `new URL(.., import.meta.url)`,
 * which the bundler rewrites to an http URL under the jsdom environment.
 */
const payloadsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference/payloads');

export const readPayloadText = (name: string): string => readFileSync(resolve(payloadsDir, name), 'utf8');
export const readPayload = (name: string): unknown => JSON.parse(readPayloadText(name));

/** The query parameters of a recorded URL. */
export const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(new URL(url, 'https://relative.test').searchParams);
export const pathOf = (url: string): string => new URL(url, 'https://relative.test').pathname;
