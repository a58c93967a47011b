import { beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate';
import type { RequestLogEntry } from './request-log.js';
import { createTestStack, useTestStack } from '../testing/test-stack.js';

let time: number;
beforeEach(() => {
  time = Date.UTC(2026, 5, 1, 12);
});
const stack = useTestStack({ now: () => time });

async function requests(query = ''): Promise<{ lastSeq: number; requests: RequestLogEntry[] }> {
  return (await (await stack.request(`/__stack/requests${query}`)).json()) as {
    lastSeq: number;
    requests: RequestLogEntry[];
  };
}

describe('reset', () => {
  it('restores the seed and forgets faults, overrides and clock shifts', async () => {
    stack.ctx.db.run("INSERT INTO stack_meta (key, value) VALUES ('scratch', 'x')");
    await stack.send('POST', '/__stack/faults', { route: '/ip-api/json', status: 500, times: 0 });
    await stack.request('/__stack/settings', { method: 'PUT', body: 'broken' });
    await stack.send('PUT', '/__stack/geo', { countryCode: 'DE' });
    await stack.send('PUT', '/__stack/clock', { offsetMs: 60_000 });

    expect((await stack.send('POST', '/__stack/reset')).status).toBe(204);

    expect(stack.ctx.db.all('SELECT key, value FROM stack_meta')).toEqual([
      { key: 'seeded_at', value: new Date(time).toISOString() },
    ]);
    expect(stack.ctx.db.all('SELECT version FROM schema_migrations')).toEqual(
      loadMigrations().map((m) => ({ version: m.version })),
    );
    expect(await (await stack.request('/__stack/faults')).json()).toEqual({ faults: [] });
    expect(await (await stack.request('/.webapp.ini')).text()).toContain('defaultConfigSource = freeavod');
    expect(await (await stack.request('/ip-api/json')).json()).toMatchObject({ countryCode: 'NL' });
    expect(stack.ctx.clock.now()).toBe(time);
  });

  it('calls each module back so it can drop in-memory state', async () => {
    let resets = 0;
    const local = await createTestStack({ modules: [{ name: 'counter', onReset: () => (resets += 1) }] });
    await local.send('POST', '/__stack/reset');
    expect(resets).toBe(1);
    local.close();
  });
});

describe('request log', () => {
  it('counts calls to a route, method and query included, without the control calls', async () => {
    await stack.request('/apps/configs/freeavod.json?v=1');
    await stack.request('/apps/configs/nothere1.json');
    await stack.request('/.webapp.ini');
    await stack.request('/apps/configs/freeavod.json', { method: 'POST' });

    const all = await requests();
    expect(all.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /apps/configs/freeavod.json 200',
      'GET /apps/configs/nothere1.json 404',
      'GET /.webapp.ini 200',
      'POST /apps/configs/freeavod.json 404',
    ]);
    expect(all.requests[0]).toMatchObject({ query: 'v=1', time });
    expect(all.lastSeq).toBe(4);

    const configs = await requests(`?path=${encodeURIComponent('GET /apps/configs/*.json')}`);
    expect(configs.requests).toHaveLength(2);

    await stack.request('/ip-api/json');
    const since = await requests(`?since=${all.lastSeq}`);
    expect(since.requests.map((r) => r.path)).toEqual(['/ip-api/json']);
  });

  it('records which fault answered, and dropped connections as status 0', async () => {
    const { id } = (await (
      await stack.send('POST', '/__stack/faults', { route: '/ip-api/json', drop: true })
    ).json()) as {
      id: string;
    };
    await stack.request('/ip-api/json').catch(() => undefined);
    expect((await requests()).requests).toEqual([
      expect.objectContaining({ path: '/ip-api/json', status: 0, fault: id }),
    ]);
  });

  it('clears on request while sequence numbers keep counting', async () => {
    await stack.request('/.webapp.ini');
    expect((await stack.send('DELETE', '/__stack/requests')).status).toBe(204);
    const cleared = await requests();
    expect(cleared.requests).toEqual([]);
    await stack.request('/.webapp.ini');
    expect((await requests()).requests.map((r) => r.seq)).toEqual([2]);
  });

  it('prints one line per request when asked to', async () => {
    const lines: string[] = [];
    const local = await createTestStack({ log: (line) => lines.push(line) });
    await local.request('/.webapp.ini');
    await local.request('/apps/configs/nothere1.json');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/\.webapp\.ini 200 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/apps\/configs\/nothere1\.json 404 \d+ms$/);
    local.close();
  });
});

describe('clock', () => {
  it('shifts the stack clock by an offset or to a moment', async () => {
    const shifted = await stack.send('PUT', '/__stack/clock', { offsetMs: 3_600_000 });
    expect(await shifted.json()).toEqual({ now: time + 3_600_000, offsetMs: 3_600_000 });
    await stack.send('PUT', '/__stack/clock', { now: time + 10 });
    expect(stack.ctx.clock.now()).toBe(time + 10);
    time += 5;
    expect(stack.ctx.clock.now()).toBe(time + 10);
    await stack.send('DELETE', '/__stack/clock');
    expect(stack.ctx.clock.now()).toBe(time);
    expect((await stack.send('PUT', '/__stack/clock', { offsetMs: 'soon' })).status).toBe(400);
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON', async () => {
    const res = await stack.request('/v2/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
