// `npm run dev`: the local stack on STACK_PORT (stand-ins only) plus the Vite dev server on PORT,
// which forwards back-end paths to the stack (vite.config.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const stackPort = process.env.STACK_PORT ?? '4791';
const vitePort = process.env.PORT ?? '5780';

function viteBin() {
  const pkgPath = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(pkgPath, 'utf8'));
  return join(dirname(pkgPath), typeof bin === 'string' ? bin : bin.vite);
}

const children = new Set();
let stopping = false;
let exitCode = 0;

function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

function start(name, args, env, onLine) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['inherit', onLine ? 'pipe' : 'inherit', 'inherit'],
  });
  children.add(child);
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  child.on('exit', (code, signal) => {
    children.delete(child);
    // One half without the other is not a working dev setup: stop both.
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping.`);
      exitCode = code || 1;
      stopAll();
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

let viteStarted = false;
// The stack's own "running at" line names the stack port, which is not where to open the app,
// so its lines are prefixed and Vite (started once the stack listens) prints the address to use.
start('stack', ['--import', 'tsx', 'server/main.ts'], { PORT: stackPort, DIST_DIR: '' }, (line) => {
  process.stdout.write(`[stack] ${line}\n`);
  if (!viteStarted && line.startsWith('Statecast is running at')) {
    viteStarted = true;
    start('vite', [viteBin(), '--port', vitePort, '--strictPort'], { STACK_PORT: stackPort });
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

// `kill <npm pid>` stops npm without telling this script; a changed parent means it is gone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) stopAll();
}, 1000).unref();
