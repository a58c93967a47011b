import type { Context } from 'hono';
import type { StackEnv } from '../../../context.js';

export type Body = Record<string, unknown>;

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** `a=1&meta[x]=2&list[]=3` -> `{ a: '1', meta: { x: '2' }, list: ['3'] }`, as form encoders send nested data. */
export function parseForm(text: string): Body {
  const out: Body = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match
      ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)]
      : [key];
    if (path.some((p) => UNSAFE_KEYS.has(p))) continue;
    let node: Body = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const next = path[i + 1];
      if (last) {
        if (part === '') return;
        node[part] = value;
        return;
      }
      if (next === '' && i + 1 === path.length - 1) {
        const list = Array.isArray(node[part]) ? (node[part] as unknown[]) : [];
        list.push(value);
        node[part] = list;
        return;
      }
      const child = node[part];
      node = (node[part] =
        typeof child === 'object' && child !== null && !Array.isArray(child) ? child : {}) as Body;
    });
  }
  return out;
}

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request body as an object, whatever the client sent: JSON or form-encoded (the hosted
 * platform takes forms, the others JSON). A missing or unreadable body is an empty object, so
 * the route's own validation answers with the platform's message.
 */
export async function readBody(c: Context<StackEnv>): Promise<Body> {
  const text = await c.req.text().catch(() => '');
  if (!text.trim()) return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('json') || (!type.includes('form') && /^\s*[{[]/.test(text))) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return parseForm(text);
}

/** A trimmed string field; numbers and booleans are accepted as their text (form posts). */
export function str(body: Body, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A password-like field, not trimmed: surrounding spaces are part of what the user typed. */
export function raw(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function record(body: Body, key: string): Body | undefined {
  const value = body[key];
  return isRecord(value) ? value : undefined;
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearer(c: Context<StackEnv>): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Where links in mails should point: the page that made the request (Origin, then Referer),
 * else the stack itself. In dev the app and the stack sit on different ports.
 */
export function appOrigin(c: Context<StackEnv>): string {
  for (const header of ['origin', 'referer']) {
    const value = c.req.header(header);
    if (!value) continue;
    try {
      return new URL(value).origin;
    } catch {
      // not a URL: try the next source
    }
  }
  return new URL(c.req.url).origin;
}

/** The client's address for `lastUserIp`; absent when a test drives the app in-process. */
export function clientIp(c: Context<StackEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.env?.incoming?.socket.remoteAddress || '127.0.0.1';
}
