import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createStackApp, type StackModuleInput } from './app.js';
import type { StackContext } from './context.js';

export interface StartStackOptions {
  /** 0 picks a free port; read it back from the result. */
  port?: number;
  host?: string;
  /** Folder for `stack.sqlite`; null (the default) keeps the database in memory. */
  dataDir?: string | null;
  /** Built app to serve; null (the default) serves the stand-ins only. */
  distDir?: string | null;
  /** true prints request lines to stdout; a function receives them instead. */
  log?: boolean | ((line: string) => void);
  now?: () => number;
  modules?: readonly StackModuleInput[];
  /** Origins besides the stack's own that may call it from a browser. */
  allowedOrigins?: readonly string[];
}

export interface RunningStack {
  /** Base address without a trailing slash, e.g. `http://127.0.0.1:4780`. */
  url: string;
  port: number;
  /** The running stack's state, for tests that inspect the database directly. */
  ctx: StackContext;
  /** Stops listening, drops open connections, persists and closes the database. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the local stack on one port: the built app and every back-end stand-in. */
export async function startStack(opts: StartStackOptions = {}): Promise<RunningStack> {
  const host = opts.host ?? '127.0.0.1';
  const print =
    opts.log === true
      ? (line: string) => process.stdout.write(`${line}\n`)
      : typeof opts.log === 'function'
        ? opts.log
        : null;
  const {
    app,
    ctx,
    close: closeApp,
  } = await createStackApp({
    dataDir: opts.dataDir ?? null,
    distDir: opts.distDir ?? null,
    log: print,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.modules ? { modules: opts.modules } : {}),
    ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}),
  });

  // Without an error handler the adapter would try to answer 500 on a connection an injected
  // fault has just destroyed; returning nothing writes nothing.
  const server = createServer(getRequestListener(app.fetch, { errorHandler: () => undefined }));
  try {
    await listen(server, opts.port ?? 4780, host);
  } catch (error) {
    closeApp();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    ctx,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          try {
            closeApp();
          } catch (closeError) {
            reject(closeError);
            return;
          }
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
