import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from '../http/http';
import { CheckoutError } from './checkout.types';

/** The shared reference payloads (jwplayer/ott-web-app test fixtures) the schemas must accept. */
const payloadsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference/payloads');

export const readReferencePayload = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(payloadsDir, name), 'utf8')) as unknown;

export type RecordedRequest = { method: string; path: string; body: unknown; authorization: string | null };

export type Route = (request: RecordedRequest) => { status?: number; body: unknown } | undefined;

/** A fetch answering from a route function and recording every request (body parsed as JSON or form). */
export function scriptedFetch(route: Route) {
  const requests: RecordedRequest[] = [];
  const fetch = (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'https://platform.test');
    const raw = typeof init.body === 'string' ? init.body : null;
    const headers = new Headers(init.headers);
    let body: unknown = null;
    if (raw !== null)
      body = headers.get('Content-Type')?.includes('json')
        ? (JSON.parse(raw) as unknown)
        : Object.fromEntries(new URLSearchParams(raw));
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const answer = route(request) ?? { status: 404, body: { message: 'Not found' } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetch, requests };
}

/** A checkout client on a scripted fetch, and the requests it made. */
export function scriptedService<TService>(route: Route, create: (fetch: FetchLike) => TService) {
  const { fetch, requests } = scriptedFetch(route);
  return { service: create(fetch), requests };
}

/** The CheckoutError a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function checkoutFailure(promise: Promise<unknown>): Promise<CheckoutError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CheckoutError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A JWT whose payload names the commerce customer (the client reads `customerId`). */
export const commerceJwt = (customerId: string) =>
  `e30.${btoa(JSON.stringify({ customerId, exp: 4_102_444_800 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;
