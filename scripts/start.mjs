// `npm start`: build the app, then serve it and every back-end stand-in on one port
// (DESIGN.md "Back ends and the local stack"). SKIP_BUILD=1 serves the existing dist/.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

function viteBin() {
  const pkgPath = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(pkgPath, 'utf8'));
  return join(dirname(pkgPath), typeof bin === 'string' ? bin : bin.vite);
}

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (error) => resolve({ code: 1, error }));
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, signal }));
  });
}

if (process.env.SKIP_BUILD !== '1') {
  const result = await run([viteBin(), 'build']);
  if (result.code !== 0) {
    console.error(
      `\nThe app build failed (vite build exited with ${result.signal ?? result.code}); not starting.`,
    );
    process.exit(1);
  }
}

const stack = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

// A terminal's Ctrl-C reaches both processes; forwarding covers `kill <pid of npm start>` too.
// The stack ignores a second signal while it is already stopping.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stack.exitCode === null) stack.kill(signal);
  });
}

// `kill <npm pid>` stops npm without telling this script, which would leave the stack holding
// the port; a changed parent means whoever started us is gone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && stack.exitCode === null) stack.kill('SIGTERM');
}, 1000).unref();

stack.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 0 : 1));
});
