import { resolve } from 'node:path';
import { startStack } from './stack.js';

/** `npm start` / `npm run stack`: the stack on one port, persisting to DATA_DIR. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4780);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${process.env.PORT}`);
  const stack = await startStack({
    port,
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    // An empty DIST_DIR serves the stand-ins only, as `npm run dev` does beside the Vite server.
    distDir: process.env.DIST_DIR === '' ? null : resolve(process.env.DIST_DIR ?? 'dist'),
    log: true,
    // A comma-separated list of other origins allowed to call the stack from a browser.
    allowedOrigins: (process.env.STACK_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  });
  process.stdout.write(`Statecast is running at ${stack.url}/\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Failed to stop cleanly on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    console.error(`Port ${process.env.PORT ?? 4780} is in use: set PORT to another port.`);
  else console.error(error);
  process.exit(1);
});
