import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestStack } from '../testing/test-stack.js';
import { ConnectionDroppedError } from './fault-middleware.js';

const stack = useTestStack();
afterEach(() => {
  vi.useRealTimers();
});

async function addFault(spec: Record<string, unknown>): Promise<string> {
  const res = await stack.send('POST', '/__stack/faults', spec);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function activeFaults(): Promise<{ id: string; remaining: number | null; hits: number }[]> {
  return ((await (await stack.request('/__stack/faults')).json()) as { faults: [] }).faults;
}

describe('fault injection', () => {
  it('answers with the injected status instead of the route, then lets the route answer again', async () => {
    const id = await addFault({ route: '/ip-api/json', status: 503 });
    const failed = await stack.request('/ip-api/json');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('x-stack-fault')).toBe(id);
    expect(await failed.text()).toBe('');
    expect(await activeFaults()).toEqual([]);
    expect((await stack.request('/ip-api/json')).status).toBe(200);
  });

  it('sends a given body as is, JSON typed when it parses, status 200 when only a body is given', async () => {
    await addFault({ route: '/apps/configs/*.json', body: '{"message":"Config is gone"}', status: 410 });
    const gone = await stack.request('/apps/configs/freeavod.json');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toBe('application/json');
    expect(await gone.json()).toEqual({ message: 'Config is gone' });

    await addFault({ route: '/.webapp.ini', body: 'defaultConfigSource = nowhere1' });
    const swapped = await stack.request('/.webapp.ini');
    expect(swapped.status).toBe(200);
    expect(swapped.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await swapped.text()).toBe('defaultConfigSource = nowhere1');
  });

  it('sends a truncated JSON document for a malformed body', async () => {
    await addFault({ route: '/ip-api/**', body: 'malformed' });
    const res = await stack.request('/ip-api/json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('delays the real answer when only a delay is given', async () => {
    vi.useFakeTimers();
    await addFault({ route: 'GET /ip-api/json', delayMs: 500 });
    let settled = false;
    const pending = Promise.resolve(stack.request('/ip-api/json')).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ countryCode: 'NL' });
    expect(await activeFaults()).toEqual([]);
  });

  it('delays, then fails, when a delay comes with a status', async () => {
    vi.useFakeTimers();
    await addFault({ route: '/ip-api/json', delayMs: 1000, status: 500 });
    const pending = Promise.resolve(stack.request('/ip-api/json'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).status).toBe(500);
  });

  it('drops the connection (in-process, the request rejects)', async () => {
    await addFault({ route: '/ip-api/json', drop: true });
    await expect(stack.request('/ip-api/json')).rejects.toBeInstanceOf(ConnectionDroppedError);
    expect((await stack.request('/ip-api/json')).status).toBe(200);
  });

  it('applies to as many requests as `times` says, and to all with `times: 0`', async () => {
    await addFault({ route: '/ip-api/json', status: 500, times: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await stack.request('/ip-api/json')).status);
    expect(statuses).toEqual([500, 500, 500, 200]);

    const forever = await addFault({ route: '/ip-api/json', status: 502, times: 0 });
    for (let i = 0; i < 5; i += 1) expect((await stack.request('/ip-api/json')).status).toBe(502);
    expect(await activeFaults()).toEqual([
      expect.objectContaining({ id: forever, remaining: null, hits: 5 }),
    ]);
  });

  it('lists remaining counts and clears one fault or all of them', async () => {
    const a = await addFault({ route: '/a', status: 500, times: 2 });
    const b = await addFault({ route: '/b', status: 500 });
    await stack.request('/a');
    expect(await activeFaults()).toEqual([
      expect.objectContaining({ id: a, route: '/a', status: 500, times: 2, remaining: 1, hits: 1 }),
      expect.objectContaining({ id: b, remaining: 1, hits: 0 }),
    ]);
    expect((await stack.send('DELETE', `/__stack/faults/${a}`)).status).toBe(204);
    expect((await stack.send('DELETE', `/__stack/faults/${a}`)).status).toBe(404);
    expect((await activeFaults()).map((f) => f.id)).toEqual([b]);
    expect((await stack.send('DELETE', '/__stack/faults')).status).toBe(204);
    expect(await activeFaults()).toEqual([]);
  });

  it('matches the method when the route names one, and globs over the path', async () => {
    await addFault({ route: 'POST /apps/configs/*.json', status: 500 });
    expect((await stack.request('/apps/configs/freeavod.json')).status).toBe(200);
    expect((await stack.request('/apps/configs/freeavod.json', { method: 'POST' })).status).toBe(500);

    await addFault({ route: 'GET /apps/configs/*.json', status: 418, times: 0 });
    expect((await stack.request('/apps/configs/svodhost.json')).status).toBe(418);
    expect((await stack.request('/apps/configs/nested/x.json')).status).toBe(404);
    expect((await stack.request('/.webapp.ini')).status).toBe(200);
  });

  it('never faults the controls themselves', async () => {
    await addFault({ route: '/**', status: 500, times: 0 });
    expect((await stack.request('/ip-api/json')).status).toBe(500);
    expect((await stack.request('/__stack/faults')).status).toBe(200);
    expect((await stack.send('DELETE', '/__stack/faults')).status).toBe(204);
    expect((await stack.request('/ip-api/json')).status).toBe(200);
  });

  it('refuses an invalid fault with 400', async () => {
    expect((await stack.send('POST', '/__stack/faults', { route: '/x' })).status).toBe(400);
    expect((await stack.send('POST', '/__stack/faults', { status: 500 })).status).toBe(400);
    expect((await stack.request('/__stack/faults', { method: 'POST', body: '{nope' })).status).toBe(400);
  });
});
