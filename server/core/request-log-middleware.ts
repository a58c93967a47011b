import type { MiddlewareHandler } from 'hono';
import type { StackContext, StackEnv } from '../context.js';
import { ConnectionDroppedError } from './fault-middleware.js';

/**
 * Times every request, prints one line for it and keeps stand-in calls in the ring buffer.
 * Control calls (`/__stack/*`) are printed but not kept, so a test counting calls to a route
 * never counts its own bookkeeping.
 */
export function requestLogMiddleware(
  ctx: StackContext,
  print: ((line: string) => void) | null,
): MiddlewareHandler<StackEnv> {
  return async (c, next) => {
    const started = performance.now();
    const time = ctx.clock.now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } catch (error) {
      status = error instanceof ConnectionDroppedError ? 0 : 500;
      throw error;
    } finally {
      const ms = Math.round(performance.now() - started);
      const { method, path } = c.req;
      print?.(`${method} ${path} ${status === 0 ? 'dropped' : status} ${ms}ms`);
      if (!path.startsWith('/__stack/')) {
        const url = c.req.url;
        const q = url.indexOf('?');
        const fault = c.get('faultId');
        ctx.requests.record({
          time,
          method,
          path,
          query: q === -1 ? '' : url.slice(q + 1),
          status,
          ms,
          ...(fault ? { fault } : {}),
        });
      }
    }
  };
}
