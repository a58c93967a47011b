import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { StackContext, StackEnv, StackModule, StackOverrides } from './context.js';
import { createClock } from './core/clock.js';
import { controlRoutes } from './core/control.routes.js';
import { ConnectionDroppedError, faultMiddleware } from './core/fault-middleware.js';
import { FaultRegistry } from './core/faults.js';
import { RequestLog } from './core/request-log.js';
import { requestLogMiddleware } from './core/request-log-middleware.js';
import {
  bodySizeGuard,
  crossOriginGuard,
  isAllowedOrigin,
  jsonBodyGuard,
  type RequestPolicy,
} from './core/request-policy.js';
import { acceptsHtml, isDistFile, registerStaticApp } from './core/static-app.js';
import { StackDatabase } from './db/database.js';
import { prepareDatabase } from './db/seed.js';
import { defaultModules } from './modules/index.js';

/** A module may also be given as a bare sub-app factory. */
export type StackModuleInput = StackModule | ((ctx: StackContext) => Hono<StackEnv>);

export interface CreateStackAppOptions {
  /** Folder holding `stack.sqlite`; null keeps the database in memory. */
  dataDir?: string | null;
  distDir?: string | null;
  /** Prints one line per request. */
  log?: ((line: string) => void) | null;
  /** Base clock; the stack adds any offset a test sets through `/__stack/clock`. */
  now?: () => number;
  /** Stand-ins to mount; defaults to all of them. */
  modules?: readonly StackModuleInput[];
  /** Origins besides the stack's own that may call it from a browser (server/core/request-policy.ts). */
  allowedOrigins?: readonly string[];
}

export interface StackAppHandle {
  app: Hono<StackEnv>;
  ctx: StackContext;
  /** Persists the database and releases it. */
  close(): void;
}

export const DATABASE_FILE = 'stack.sqlite';

function normalise(mod: StackModuleInput, index: number): StackModule {
  return typeof mod === 'function' ? { name: mod.name || `module-${index}`, routes: mod } : mod;
}

/**
 * Assembles the stack from its modules. Order matters: log and compress wrap everything; CORS
 * answers preflights before a fault can eat them; faults sit in front of every stand-in but
 * never in front of the controls or the built app's own files.
 */
export async function createStackApp(options: CreateStackAppOptions = {}): Promise<StackAppHandle> {
  const modules = (options.modules ?? defaultModules).map(normalise);
  const seeders = modules.flatMap((m) => (m.seed ? [m.seed] : []));
  const dataDir = options.dataDir ?? null;
  const distDir = options.distDir ?? null;
  const db = await StackDatabase.open({ file: dataDir === null ? null : join(dataDir, DATABASE_FILE) });
  const clock = createClock(options.now);
  prepareDatabase(db, seeders, clock);

  const policy: RequestPolicy = {
    extraOrigins: options.allowedOrigins ?? [],
    jsonPaths: modules.flatMap((m) => m.jsonPaths ?? []),
  };
  const overrides: StackOverrides = {};
  const ctx: StackContext = {
    db,
    clock,
    faults: new FaultRegistry(),
    requests: new RequestLog(),
    overrides,
    distDir,
    reset() {
      clock.setOffset(0);
      ctx.faults.clear();
      for (const key of Object.keys(overrides)) delete overrides[key as keyof StackOverrides];
      db.wipe();
      prepareDatabase(db, seeders, clock);
      for (const m of modules) m.onReset?.(ctx);
    },
    isAppOrigin: (c, origin) => isAllowedOrigin(c, origin, policy),
  };

  const standins = new Hono<StackEnv>();
  for (const m of modules) {
    if (m.routes) standins.route('/', m.routes(ctx));
    m.register?.(standins, ctx);
  }
  const isStandinRoute = (method: string, path: string): boolean =>
    standins.router.match(method === 'HEAD' ? 'GET' : method, path)[0].length > 0;

  const isExemptFromFaults = (c: Context<StackEnv>): boolean => {
    const { method, path } = c.req;
    if (path === '/__stack' || path.startsWith('/__stack/')) return true;
    if (distDir === null || (method !== 'GET' && method !== 'HEAD') || isStandinRoute(method, path))
      return false;
    return isDistFile(distDir, path) || acceptsHtml(c);
  };

  const app = new Hono<StackEnv>();
  app.use(requestLogMiddleware(ctx, options.log ?? null));
  app.use(
    compress({
      encoding: 'gzip',
      // A gzip stream holds events back until its buffer fills, which would stall realtime
      // channels; anything else can opt out with `cache-control: no-transform`.
      contentTypeFilter: (type) =>
        !type.startsWith('text/event-stream') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
    }),
  );
  // Only the app's own origin (and any the stack was told of) gets a CORS grant; any other page
  // is refused control routes and state-changing calls, and bodies are bounded and typed.
  app.use(
    cors({
      origin: (origin, c) => (origin && isAllowedOrigin(c, origin, policy) ? origin : null),
      credentials: true,
      maxAge: 600,
    }),
  );
  app.use(crossOriginGuard(policy));
  app.use(bodySizeGuard());
  app.use(jsonBodyGuard(policy));
  app.use(faultMiddleware(ctx, isExemptFromFaults));
  app.route('/', controlRoutes(ctx));
  app.route('/', standins);
  if (distDir !== null) registerStaticApp(app, distDir);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ConnectionDroppedError) throw error;
    console.error(error);
    return c.json({ message: 'Internal error in the local stack' }, 500);
  });

  return { app, ctx, close: () => db.close() };
}
