import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { StackContext, StackEnv } from '../context.js';
import { MALFORMED_JSON_BODY, type Fault } from './faults.js';

/**
 * Thrown after an injected fault destroyed the socket. The app's error handler rethrows it so
 * nothing is written (and nothing compressed) for that request, and an in-process
 * `app.request(...)` rejects the way `fetch` does on a dropped connection.
 */
export class ConnectionDroppedError extends Error {
  readonly faultId: string;

  constructor(faultId: string) {
    super(`Connection dropped by injected fault ${faultId}`);
    this.name = 'ConnectionDroppedError';
    this.faultId = faultId;
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function sleep(ms: number): Promise<void> {
  // The global setTimeout, so tests with fake timers control injected delays.
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function guessContentType(body: string): string {
  try {
    JSON.parse(body);
    return 'application/json';
  } catch {
    return 'text/plain; charset=UTF-8';
  }
}

function faultResponse(c: Context<StackEnv>, fault: Fault): Response {
  const { status = 200, body, contentType } = fault.spec;
  c.header('x-stack-fault', fault.id);
  if (body === undefined || NULL_BODY_STATUSES.has(status)) return c.body(null, status as StatusCode);
  const text = body === 'malformed' ? MALFORMED_JSON_BODY : body;
  const type = contentType ?? (body === 'malformed' ? 'application/json' : guessContentType(body));
  return c.body(text, status as ContentfulStatusCode, { 'content-type': type });
}

/**
 * Applies the oldest matching injected fault (DESIGN.md "Back ends and the local stack"):
 * wait, then drop the connection, answer in place of the route, or let the route answer late.
 */
export function faultMiddleware(
  ctx: StackContext,
  isExempt: (c: Context<StackEnv>) => boolean,
): MiddlewareHandler<StackEnv> {
  return async (c, next) => {
    if (isExempt(c)) return next();
    const fault = ctx.faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    c.set('faultId', fault.id);
    const { delayMs, drop, status, body } = fault.spec;
    if (delayMs) await sleep(delayMs);
    if (drop) {
      c.env?.incoming?.socket.destroy();
      throw new ConnectionDroppedError(fault.id);
    }
    if (status === undefined && body === undefined) return next();
    return faultResponse(c, fault);
  };
}
