import type { TestStack } from '../../testing/test-stack.js';
import type { Mail } from './shared/mailbox.js';

/** Small request helpers the account stand-in tests share. */

type Fields = Record<string, string | number | Record<string, string>>;

/** Form-encodes like the hosted platform's clients: nested objects become `key[inner]`. */
export function formBody(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) params.append(`${key}[${inner}]`, innerValue);
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

const authHeader = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export function form(stack: TestStack, method: string, path: string, fields: Fields = {}, token?: string) {
  return stack.request(path, {
    method,
    body: formBody(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...authHeader(token) },
  });
}

export function json(stack: TestStack, method: string, path: string, body?: unknown, token?: string) {
  return stack.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authHeader(token) },
  });
}

/** Sends `body` as JSON and reads the JSON answer, with its status. */
export async function callJson<T = Record<string, unknown>>(
  stack: TestStack,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const res = await json(stack, method, path, body, token);
  return { status: res.status, body: (await res.json()) as T };
}

export async function mailbox(stack: TestStack, to?: string): Promise<Mail[]> {
  const res = await stack.request(`/__stack/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

export async function latestMail(stack: TestStack, to: string): Promise<Mail> {
  const [mail] = await mailbox(stack, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** Moves the stack clock forward by `ms` from where it is now. */
export async function advanceClock(stack: TestStack, ms: number): Promise<void> {
  await stack.send('PUT', '/__stack/clock', { offsetMs: stack.ctx.clock.offsetMs + ms });
}

/** The payload of a JWT, unchecked. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
