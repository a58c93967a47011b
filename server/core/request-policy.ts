import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { StackEnv } from '../context.js';
import { compileGlob } from './glob.js';

/**
 * What the stack accepts from a browser. It stands in for back ends that only the app talks to,
 * so a page of another origin gets nothing from it: no CORS grant, no control route, no
 * state-changing call (a cross-site form can post without CORS). JSON back ends refuse other
 * body types (a `text/plain` form post is how a cross-site page fakes JSON), and no body may
 * exceed {@link MAX_BODY_BYTES}.
 */
export interface RequestPolicy {
  /** Origins besides the stack's own that may call it (an embedding page in a test, say). */
  readonly extraOrigins: readonly string[];
  /** Path globs of JSON back ends: a body there must be `application/json` (415 otherwise). */
  readonly jsonPaths: readonly string[];
}

/** 1 MiB: the largest body any stand-in takes is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the request was addressed to (its Host): the app's origin, also behind the dev proxy. */
export function ownOrigin(c: Context<StackEnv>): string {
  return new URL(c.req.url).origin;
}

export function isAllowedOrigin(c: Context<StackEnv>, origin: string, policy: RequestPolicy): boolean {
  return origin === ownOrigin(c) || policy.extraOrigins.includes(origin);
}

/** The page's origin when the browser says it came from elsewhere, else null. */
function foreignOrigin(c: Context<StackEnv>, policy: RequestPolicy): string | null {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return isAllowedOrigin(c, origin, policy) ? null : origin;
  // An opaque origin (sandboxed frame, data: page) or a browser that sent only the fetch site.
  if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') return origin ?? 'cross-site';
  return null;
}

/**
 * Refuses, with 403, any control route (`/__stack/*`) and any state-changing method called from
 * another origin. Requests without an Origin (tests, curl, the dev proxy's own calls) pass.
 */
export function crossOriginGuard(policy: RequestPolicy): MiddlewareHandler<StackEnv> {
  return async (c, next) => {
    const foreign = foreignOrigin(c, policy);
    if (foreign !== null && (c.req.path.startsWith('/__stack') || UNSAFE_METHODS.has(c.req.method))) {
      return c.json({ message: 'Cross-origin request refused by the local stack' }, 403);
    }
    await next();
  };
}

/** 415 for a body on a JSON back end's route that does not say it is JSON. */
export function jsonBodyGuard(policy: RequestPolicy): MiddlewareHandler<StackEnv> {
  const globs = policy.jsonPaths.map(compileGlob);
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method) && globs.some((glob) => glob.test(c.req.path))) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const length = Number(c.req.header('content-length') ?? '0');
      const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
      if (hasBody && type !== 'application/json') {
        return c.json({ message: 'Unsupported content type: this back end takes application/json' }, 415);
      }
    }
    await next();
  };
}

/** 413 for a body over {@link MAX_BODY_BYTES}, read no further than the limit. */
export function bodySizeGuard(): MiddlewareHandler<StackEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'Payload too large' }, 413),
  });
}
