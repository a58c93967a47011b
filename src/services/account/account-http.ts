/**
 * The transport every account back end shares: one request, its status and its body read as JSON
 * when it is JSON. Each implementation turns a failed answer into its typed error, because each
 * back end words its errors differently (seed 000 §7, seed 001 §7).
 */
import * as z from 'zod/mini';
import { MalformedResponseError, NetworkError } from '../http/http-errors';
import { AccountError } from './account.types';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Calls `fetch` through a wrapper: a bare `window.fetch` stored on an object throws "Illegal invocation". */
export const platformFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export type Answer = {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
  /** False when a non-empty body did not parse as JSON. */
  isJson: boolean;
};

/** Sends one request; a transport failure becomes an `AccountError` with code `network`. */
export async function send(fetchImpl: FetchLike, url: string, init: RequestInit = {}): Promise<Answer> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, init);
    text = await response.text();
  } catch (error) {
    const cause = new NetworkError(error instanceof Error ? error.message : String(error));
    throw new AccountError('network', cause.message);
  }
  if (!text.trim()) return { status: response.status, ok: response.ok, body: undefined, isJson: true };
  try {
    return { status: response.status, ok: response.ok, body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { status: response.status, ok: response.ok, body: undefined, isJson: false };
  }
}

/** Parse at the edge (STYLE.md): a body that breaks its schema is a MalformedResponseError. */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, body: unknown, what: string): z.infer<T> {
  const result = z.safeParse(schema, body);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
    throw new MalformedResponseError(`The ${what} response does not match its contract`, issues);
  }
  return result.data;
}

/** `a=1&metadata[x]=2`: the hosted platform takes forms, nested objects as `key[inner]`. */
export function formEncode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>))
        add(`${key}[${inner}]`, innerValue);
      return;
    }
    params.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return params.toString();
}

export const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** The payload of a JWT, unchecked (the app only reads `exp` and ids from its own tokens). */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When a JWT stops being accepted, in milliseconds; null when it carries no `exp`. */
export function jwtExpiresAt(token: string): number | null {
  const exp = jwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
