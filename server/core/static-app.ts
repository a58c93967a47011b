import { readFile, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { StackApp, StackEnv } from '../context.js';

/** Vite fingerprints everything under `assets/`, so those files never change under a name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files must be revalidated so a new build shows up at once. */
export const REVALIDATE_CACHE = 'no-cache';

export function acceptsHtml(c: Context<StackEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** True when the path names a regular file of the built app. */
export function isDistFile(distDir: string, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.split('/').includes('..')) return false;
  try {
    return statSync(join(distDir, decoded)).isFile();
  } catch {
    return false;
  }
}

/** serveStatic with a cache policy on hits; a miss falls through to the next handler. */
function serveWithCache(root: string, cacheControl: string): MiddlewareHandler<StackEnv> {
  // The root goes in through the rewrite rather than `root`, which warns once at start-up when
  // dist/ does not exist yet; a later build is picked up without a restart either way.
  const serve = serveStatic<StackEnv>({ rewriteRequestPath: (path) => join(root, path) });
  return async (c, next) => {
    let missed = false;
    const res = await serve(c, async () => {
      missed = true;
    });
    if (missed || !(res instanceof Response)) return next();
    res.headers.set('cache-control', cacheControl);
    return res;
  };
}

/**
 * Serves the built app after every stand-in had its chance: hashed assets cached for a year,
 * other files revalidated, and any other page request answered with index.html so client-side
 * routes survive a reload.
 */
export function registerStaticApp(app: StackApp, distDir: string): void {
  const root = resolve(distDir);
  app.get('/assets/*', serveWithCache(root, IMMUTABLE_CACHE));
  app.get('*', serveWithCache(root, REVALIDATE_CACHE));
  app.get('*', async (c, next) => {
    if (!acceptsHtml(c)) return next();
    const index = join(root, 'index.html');
    const exists = await stat(index).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) {
      return c.text(`The app is not built (no ${index}). Run \`npm run build\`, then reload.`, 503, {
        'cache-control': REVALIDATE_CACHE,
      });
    }
    return c.html(await readFile(index, 'utf8'), 200, { 'cache-control': REVALIDATE_CACHE });
  });
}
