import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadMigrations } from './db/migrate';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './core/request-policy';
import { startStack, type RunningStack } from './stack.js';

const running: RunningStack[] = [];
const temps: string[] = [];

async function start(opts: Parameters<typeof startStack>[0] = {}): Promise<RunningStack> {
  const stack = await startStack({ port: 0, dataDir: null, ...opts });
  running.push(stack);
  return stack;
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'statecast-stack-'));
  temps.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A raw GET, so the test sees the bytes on the wire rather than what fetch decodes. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function addFault(stack: RunningStack, spec: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${stack.url}/__stack/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(res.status).toBe(201);
}

describe('startStack', () => {
  it('listens on a free port and serves the stand-ins over HTTP', async () => {
    const stack = await start();
    expect(stack.port).toBeGreaterThan(0);
    expect(stack.url).toBe(`http://127.0.0.1:${stack.port}`);
    const res = await fetch(`${stack.url}/.webapp.ini`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('defaultConfigSource = freeavod');
  });

  it('drops the connection for a drop fault, so fetch rejects', async () => {
    const stack = await start();
    await addFault(stack, { route: 'GET /apps/configs/*.json', drop: true });
    await expect(fetch(`${stack.url}/apps/configs/freeavod.json`)).rejects.toThrow();
    expect((await fetch(`${stack.url}/apps/configs/freeavod.json`)).status).toBe(200);
  });

  it('sends a malformed body that fails JSON parsing', async () => {
    const stack = await start();
    await addFault(stack, { route: '/apps/configs/**', status: 500, body: 'malformed' });
    const res = await fetch(`${stack.url}/apps/configs/freeavod.json`);
    expect(res.status).toBe(500);
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('gzips what it can when the client accepts it', async () => {
    const stack = await start();
    const { headers, body } = await rawGet(`${stack.url}/apps/configs/freeavod.json`, {
      'accept-encoding': 'gzip',
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toMatchObject({ id: 'freeavod' });
    const plain = await rawGet(`${stack.url}/apps/configs/freeavod.json`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never gzips event streams, which must flush event by event', async () => {
    const stack = await start({
      modules: [
        {
          name: 'events',
          register: (app) => {
            app.get('/events', (c) =>
              c.body(`data: ${'x'.repeat(2000)}\n\n`, 200, { 'content-type': 'text/event-stream' }),
            );
          },
        },
      ],
    });
    const { headers } = await rawGet(`${stack.url}/events`, { 'accept-encoding': 'gzip' });
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('grants CORS to its own origin only, also on injected answers', async () => {
    const stack = await start();
    const own = stack.url;
    const res = await fetch(`${stack.url}/ip-api/json`, { headers: { origin: own } });
    expect(res.headers.get('access-control-allow-origin')).toBe(own);
    const preflight = await fetch(`${stack.url}/ip-api/json`, {
      method: 'OPTIONS',
      headers: {
        origin: own,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    await addFault(stack, { route: '/ip-api/json', status: 500 });
    const failed = await fetch(`${stack.url}/ip-api/json`, { headers: { origin: own } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe(own);

    const foreign = await fetch(`${stack.url}/ip-api/json`, { headers: { origin: 'http://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('grants the origins it was told of', async () => {
    const stack = await start({ allowedOrigins: ['http://embed.test:5790'] });
    const res = await fetch(`${stack.url}/ip-api/json`, { headers: { origin: 'http://embed.test:5790' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://embed.test:5790');
  });

  it('refuses control routes and state-changing calls from another origin (issue 16 case 7)', async () => {
    const stack = await start();
    const evil = { origin: 'http://evil.test' };
    const reset = await fetch(`${stack.url}/__stack/reset`, { method: 'POST', headers: evil });
    expect(reset.status).toBe(403);
    const settings = await fetch(`${stack.url}/__stack/settings`, {
      method: 'PUT',
      headers: { ...evil, 'content-type': 'text/plain' },
      body: '[general]\nUNSAFE_allowAnyConfigSource = true\n',
    });
    expect(settings.status).toBe(403);
    const read = await fetch(`${stack.url}/__stack/requests`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(403);
    // A cross-site form post to a back end never reaches it.
    const form = await fetch(`${stack.url}/auth/login`, {
      method: 'POST',
      headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&password=x',
    });
    expect(form.status).toBe(403);
    // The same calls without a foreign origin (tests, the app itself) pass.
    expect((await fetch(`${stack.url}/__stack/reset`, { method: 'POST' })).status).toBe(204);
    expect(
      (await fetch(`${stack.url}/__stack/reset`, { method: 'POST', headers: { origin: stack.url } })).status,
    ).toBe(204);
  });

  it('takes only JSON on JSON back ends: a text/plain login is 415', async () => {
    const stack = await start();
    const body = JSON.stringify({ email: 'vera@statecast.test', password: 'secret123' });
    const plain = await fetch(`${stack.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(plain.status).toBe(415);
    const commerce = await fetch(`${stack.url}/commerce/auths`, { method: 'POST', body });
    expect(commerce.status).toBe(415);
    const json = await fetch(`${stack.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
    });
    expect(json.status).not.toBe(415);
    // The hosted platform takes forms, as the real one does.
    const hosted = await fetch(`${stack.url}/hosted/accounts/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a%40b.test&password=x&grant_type=password',
    });
    expect(hosted.status).not.toBe(415);
  });

  it('refuses a body over 1 MiB with 413 without reading it all', async () => {
    const stack = await start();
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const res = await fetch(`${stack.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: big }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Payload too large' });
  });

  it('persists the database to the data folder and reloads it', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    first.ctx.db.run("INSERT INTO stack_meta (key, value) VALUES ('visits', '1')");
    await first.close();
    expect(existsSync(join(dataDir, 'stack.sqlite'))).toBe(true);

    const second = await start({ dataDir });
    expect(second.ctx.db.get('SELECT value FROM stack_meta WHERE key = ?', ['visits'])).toEqual({
      value: '1',
    });
    expect(second.ctx.db.all('SELECT version FROM schema_migrations')).toEqual(
      loadMigrations().map((m) => ({ version: m.version })),
    );
  });

  it('reports a busy port', async () => {
    const first = await start();
    await expect(startStack({ port: first.port, dataDir: null })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });

  it('can be closed twice', async () => {
    const stack = await startStack({ port: 0, dataDir: null });
    await stack.close();
    await expect(stack.close()).resolves.toBeUndefined();
  });
});

describe('serving the built app', () => {
  function makeDist(): string {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Statecast</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'x.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    return dist;
  }

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const stack = await start({ distDir: makeDist() });
    const asset = await fetch(`${stack.url}/assets/x.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log');

    const robots = await fetch(`${stack.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    const home = await fetch(`${stack.url}/`, { headers: { accept: 'text/html' } });
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<div id="root">');
  });

  it('gzips assets for clients that accept it', async () => {
    const stack = await start({ distDir: makeDist() });
    const { headers, body } = await rawGet(`${stack.url}/assets/x.js`, { 'accept-encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(body).toString('utf8')).toContain('console.log');
  });

  it('answers page requests for client routes with index.html', async () => {
    const stack = await start({ distDir: makeDist() });
    const page = await fetch(`${stack.url}/m/abc123/some-title?r=1`, {
      headers: { accept: 'text/html,*/*' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const missingAsset = await fetch(`${stack.url}/assets/gone.js`, { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    const api = await fetch(`${stack.url}/apps/configs/nothere1.json`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Config not found' });
  });

  it('keeps faults away from the app files but not from stand-ins', async () => {
    const stack = await start({ distDir: makeDist() });
    await addFault(stack, { route: '/**', status: 500, times: 0 });
    expect((await fetch(`${stack.url}/assets/x.js`)).status).toBe(200);
    expect((await fetch(`${stack.url}/account`, { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await fetch(`${stack.url}/.webapp.ini`)).status).toBe(500);
    expect((await fetch(`${stack.url}/images/logo.svg`)).status).toBe(500);
  });

  it('says plainly when the app has not been built', async () => {
    const stack = await start({ distDir: join(tempDir(), 'dist') });
    const page = await fetch(`${stack.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toMatch(/npm run build/);
    expect((await fetch(`${stack.url}/.webapp.ini`)).status).toBe(200);
  });
});
