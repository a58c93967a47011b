import { afterEach, describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { startStack, type RunningStack } from '../../stack.js';
import { DEMO_PASSWORD } from '../accounts/demo-data.js';
import { callJson } from '../accounts/test-support.js';

const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);
const VIEWER = 'viewer@statecast.test';

type Page = {
  items: { id: string; read: boolean; _type: string; createdAt: string }[];
  page: number;
  limit: number;
  total: number;
};

const stack = useTestStack({ now: () => BASE });

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) =>
  callJson<T>(stack, method, path, body, token);

async function signIn(email = VIEWER): Promise<{ jwt: string; userId: number }> {
  const res = await call<{ auth: { jwt: string }; user: { id: string } }>('POST', '/auth/login', {
    email,
    password: DEMO_PASSWORD,
    referrer: '1',
  });
  expect(res.status).toBe(200);
  // The own back end answers ids as strings.
  return { jwt: res.body.auth.jwt, userId: Number(res.body.user.id) };
}

/** Reads SSE frames from a streamed answer until `count` named events arrived. */
async function readEvents(res: Response, count: number): Promise<{ event: string; data: unknown }[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

describe('notifications of the own back end (seed 001 §7, §9)', () => {
  it('pages the seeded notices newest first, 10 by default, up to the total', async () => {
    const first = await call<Page>('GET', '/notification/get-all-notifications?page=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 12 });
    expect(first.body.items).toHaveLength(10);
    const times = first.body.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await call<Page>('GET', '/notification/get-all-notifications?page=2&limit=10');
    expect(second.body.items.map((i) => i.id)).toEqual(['ntf-seed-11', 'ntf-seed-12']);
    expect(first.body.items[0]).toEqual({
      id: 'ntf-seed-01',
      _type: 'stream_on_live_notification',
      title: 'Open Water Regatta is live',
      description: 'The final day has started.',
      createdAt: new Date(BASE - 5 * 60_000).toISOString(),
      read: false,
      item: null,
      streamId: 'EvLive01',
    });
    expect(first.body.items[1]?.['item' as never]).toEqual({
      type: 'sport',
      titleAndSlug: { title: 'Swimming', slug: { current: 'swimming' } },
    });
  });

  it('refuses a bad page or limit and a token that is not valid', async () => {
    expect((await call('GET', '/notification/get-all-notifications?page=0')).status).toBe(400);
    expect((await call('GET', '/notification/get-all-notifications?limit=abc')).status).toBe(400);
    expect((await call('GET', '/notification/unread-count', undefined, 'not-a-jwt')).status).toBe(401);
  });

  it('marks one read for the signed-in viewer only and counts the unread (seed 001 §4)', async () => {
    const { jwt } = await signIn();
    expect((await call('GET', '/notification/unread-count', undefined, jwt)).body).toEqual({ count: 12 });
    const read = await call<{ id: string; read: boolean }>(
      'GET',
      '/notification/ntf-seed-02?notificationType=global_notification',
      undefined,
      jwt,
    );
    expect(read).toMatchObject({ status: 200, body: { id: 'ntf-seed-02', read: true } });
    // Marking twice is harmless.
    await call('GET', '/notification/ntf-seed-02', undefined, jwt);
    expect((await call('GET', '/notification/unread-count', undefined, jwt)).body).toEqual({ count: 11 });
    const page = await call<Page>(
      'GET',
      '/notification/get-all-notifications?page=1&limit=10',
      undefined,
      jwt,
    );
    expect(page.body.items.find((i) => i.id === 'ntf-seed-02')?.read).toBe(true);
    // A guest's read state lives in the browser: the server still counts every notice for guests.
    expect((await call('GET', '/notification/unread-count')).body).toEqual({ count: 12 });
  });

  it('needs a token to mark read, a known id and the right type', async () => {
    expect((await call('GET', '/notification/ntf-seed-02')).status).toBe(401);
    const { jwt } = await signIn();
    expect(await call('GET', '/notification/nope', undefined, jwt)).toEqual({
      status: 404,
      body: { message: 'Notification not found' },
    });
    expect(
      (
        await call(
          'GET',
          '/notification/ntf-seed-02?notificationType=stream_on_live_notification',
          undefined,
          jwt,
        )
      ).status,
    ).toBe(400);
  });

  it('keeps a favorite notice for its user alone', async () => {
    const { jwt, userId } = await signIn();
    const published = await call<{ event: string; message: { id: string; streamId: string } }>(
      'POST',
      '/__stack/notifications/publish',
      { kind: 'favorite', email: VIEWER, id: 'fav-1', title: 'Your favourite is live', streamId: 'EvLive01' },
    );
    expect(published).toMatchObject({
      status: 201,
      body: { event: `${userId}_favorite`, message: { id: 'fav-1', streamId: 'EvLive01' } },
    });
    expect((await call('GET', '/notification/unread-count', undefined, jwt)).body).toEqual({ count: 13 });
    expect((await call('GET', '/notification/unread-count')).body).toEqual({ count: 12 });
  });

  it('refuses a publish it cannot place', async () => {
    expect((await call('POST', '/__stack/notifications/publish', { kind: 'global' })).status).toBe(400);
    expect(
      (
        await call('POST', '/__stack/notifications/publish', {
          kind: 'favorite',
          email: 'nobody@x.test',
          title: 't',
        })
      ).status,
    ).toBe(400);
    await call('POST', '/__stack/notifications/publish', { kind: 'global', id: 'dup', title: 'One' });
    expect(
      (await call('POST', '/__stack/notifications/publish', { kind: 'global', id: 'dup', title: 'Two' }))
        .status,
    ).toBe(409);
  });

  it('forgets published notices on reset', async () => {
    await call('POST', '/__stack/notifications/publish', { kind: 'global', title: 'Flash' });
    expect((await call<Page>('GET', '/notification/get-all-notifications')).body.total).toBe(13);
    await stack.send('POST', '/__stack/reset');
    expect((await call<Page>('GET', '/notification/get-all-notifications')).body.total).toBe(12);
  });
});

describe('realtime channel `notification` (seed 001 §4, §7)', () => {
  it('streams globalNotification and stream_on_live to a guest', async () => {
    const res = await stack.request(
      '/realtime/notification?events=globalNotification,EvLive01_stream_on_live',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(res, 3);
    await waitForListeners(1);
    await call('POST', '/__stack/notifications/publish', { kind: 'global', id: 'g1', title: 'Hello' });
    await call('POST', '/__stack/notifications/publish', {
      kind: 'stream_on_live',
      id: 's1',
      mediaId: 'EvLive01',
      title: 'Live',
    });
    const events = await reading;
    expect(events.map((e) => e.event)).toEqual(['ready', 'globalNotification', 'EvLive01_stream_on_live']);
    expect(events[1]?.data).toMatchObject({
      message: {
        id: 'g1',
        title: 'Hello',
        read: false,
        _type: 'global_notification',
        createdAt: new Date(BASE).toISOString(),
      },
    });
    expect(events[2]?.data).toMatchObject({ message: { id: 's1', streamId: 'EvLive01' } });
  });

  it("delivers a user's favorite and payment events to that user only", async () => {
    const { jwt, userId } = await signIn();
    const res = await stack.request(
      `/realtime/notification?events=globalNotification,${userId}_favorite,${userId}_payment`,
      { headers: { authorization: `Bearer ${jwt}` } },
    );
    expect(res.status).toBe(200);
    const reading = readEvents(res, 3);
    await waitForListeners(1);
    const payment = await call<{ delivered: number }>('POST', '/__stack/notifications/publish', {
      kind: 'payment',
      email: VIEWER,
      type: 'requires_action',
      redirectUrl: 'http://localhost/__pay/card',
    });
    expect(payment.body.delivered).toBe(1);
    await call('POST', '/__stack/notifications/publish', {
      kind: 'favorite',
      userId,
      id: 'f1',
      title: 'Fav',
      streamId: 'EvLive01',
    });
    const events = await reading;
    expect(events.slice(1)).toEqual([
      {
        event: `${userId}_payment`,
        data: {
          message: {
            type: 'requires_action',
            createdAt: new Date(BASE).toISOString(),
            redirectUrl: 'http://localhost/__pay/card',
          },
        },
      },
      expect.objectContaining({ event: `${userId}_favorite` }),
    ]);
  });

  it("refuses another user's events, unknown events and a guest's user events", async () => {
    const { jwt, userId } = await signIn();
    const other = await stack.request(`/realtime/notification?events=${userId + 1}_favorite`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(other.status).toBe(403);
    expect((await stack.request('/realtime/notification?events=somethingElse')).status).toBe(401);
    expect((await stack.request(`/realtime/notification?events=${userId}_payment`)).status).toBe(401);
  });

  it('ends open streams on reset, as a restart would', async () => {
    const res = await stack.request('/realtime/notification');
    const reading = readEvents(res, 5);
    await waitForListeners(1);
    await stack.send('POST', '/__stack/reset');
    expect((await reading).map((e) => e.event)).toEqual(['ready']);
    await waitForListeners(0);
  });
});

describe('realtime over a real socket', () => {
  let running: RunningStack;
  afterEach(async () => running?.close());

  it('drops the stream when the stack stops', async () => {
    running = await startStack({ port: 0, dataDir: null });
    const url = `http://127.0.0.1:${running.port}/realtime/notification`;
    const res = await fetch(url);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
    await running.close();
    // The page sees the end of the stream or a broken connection, either way its cue to reconnect.
    const outcome = await (async () => {
      try {
        for (;;) if ((await reader.read()).done) return 'ended';
      } catch {
        return 'broken';
      }
    })();
    expect(['ended', 'broken']).toContain(outcome);
  });
});

async function waitForListeners(count: number) {
  for (let i = 0; i < 50; i += 1) {
    const res = await stack.request('/__stack/notifications/listeners');
    const { listeners } = (await res.json()) as { listeners: unknown[] };
    if (listeners.length === count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never ${count} listeners`);
}
