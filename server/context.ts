import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { StackClock } from './core/clock.js';
import type { FaultRegistry } from './core/faults.js';
import type { RequestLog } from './core/request-log.js';
import type { StackDatabase } from './db/database.js';
import type { Seeder } from './db/seed.js';

/** A country the IP lookup stand-in answers with (seed 000 §7). */
export interface GeoAnswer {
  countryCode: string;
  country: string;
}

/**
 * Answers tests swap in at run time. `POST /__stack/reset` empties this object, so every field
 * is optional and absent means "the default". A module that needs its own override adds a field
 * by interface merging:
 *
 * ```ts
 * declare module '../context.js' {
 *   interface StackOverrides { mailboxDisabled?: boolean }
 * }
 * ```
 */
export interface StackOverrides {
  /** Replacement text of `/.webapp.ini`. */
  settings?: string;
  geo?: GeoAnswer;
}

/** Everything a stand-in route needs; one per running stack. */
export interface StackContext {
  readonly db: StackDatabase;
  readonly clock: StackClock;
  readonly faults: FaultRegistry;
  readonly requests: RequestLog;
  readonly overrides: StackOverrides;
  /** Folder of the built app, or null when the stack serves only stand-ins (tests, dev). */
  readonly distDir: string | null;
  /** Wipes the database back to its seed and forgets every fault, override and clock shift. */
  reset(): void;
  /** The app's own origin or one the stack was told of (server/core/request-policy.ts). */
  isAppOrigin(c: Context<StackEnv>, origin: string): boolean;
}

/**
 * Hono environment of the stack. Bindings are the Node request and response; they are absent
 * when a test drives the app in-process with `app.request(...)`.
 */
export interface StackEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Set by the fault middleware when an injected fault answered or delayed the request. */
    faultId?: string;
  };
}

export type StackApp = Hono<StackEnv>;

/**
 * One stand-in back end (or one piece of the stack). Give either `routes` (a sub-app mounted at
 * the root) or `register` (adds routes to the shared stand-in app), plus optional seed and
 * reset hooks. Its tables come from a numbered file in `server/db/migrations/`.
 */
export interface StackModule {
  readonly name: string;
  readonly routes?: (ctx: StackContext) => StackApp;
  readonly register?: (app: StackApp, ctx: StackContext) => void;
  readonly seed?: Seeder;
  /** Forget in-memory state kept outside the database (queues, caches) on `POST /__stack/reset`. */
  readonly onReset?: (ctx: StackContext) => void;
  /** Path globs of JSON back ends: a body sent there must be `application/json` (415 otherwise). */
  readonly jsonPaths?: readonly string[];
}
