import { describe, expect, it } from 'vitest';
import { createTestStack } from '../../../../server/testing/test-stack';
import {
  createNotificationsClient,
  createSseParser,
  toAppNotification,
} from '@/services/notifications/notifications-client';

describe('notifications client (seed 001 §7)', () => {
  it('splits an event stream into frames, across chunks, skipping comments', () => {
    const frames: { event: string; data: string }[] = [];
    const feed = createSseParser((frame) => frames.push(frame));
    feed(': ping\n\nevent: ready\ndata: {"a"');
    feed(':1}\n\nevent: globalNotification\r\ndata: {"message":1}\r\n\r\n');
    expect(frames).toEqual([
      { event: 'ready', data: '{"a":1}' },
      { event: 'globalNotification', data: '{"message":1}' },
    ]);
  });

  it('reads a notice into the domain type, tolerating missing fields', () => {
    expect(
      toAppNotification({
        id: 7,
        title: 'Hi',
        createdAt: '2026-06-01T12:00:00.000Z',
        _type: 'global_notification',
        item: { type: 'sport', titleAndSlug: { title: 'Judo', slug: { current: 'judo' } } },
      }),
    ).toEqual({
      id: '7',
      kind: 'global_notification',
      title: 'Hi',
      description: '',
      createdAt: '2026-06-01T12:00:00.000Z',
      read: false,
      item: { type: 'sport', title: 'Judo', slug: 'judo' },
      streamId: null,
    });
  });

  it('pages, counts and streams against the local stack', async () => {
    const stack = await createTestStack();
    try {
      const client = createNotificationsClient({
        baseUrl: '',
        fetch: (input, init) => stack.request(input, init),
      });
      const page = await client.getPage(2, 10, null);
      expect(page).toMatchObject({ page: 2, total: 12 });
      expect(page.items).toHaveLength(2);
      expect(await client.getUnreadCount(null)).toBe(12);
      await expect(
        client.markRead('ntf-seed-01', 'stream_on_live_notification', 'bad'),
      ).rejects.toMatchObject({
        name: 'ApiError',
        code: 401,
      });

      const controller = new AbortController();
      const got: string[] = [];
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const done = client.stream(['globalNotification'], null, controller.signal, {
        onOpen: () => opened(),
        onNotification: (n) => {
          got.push(n.title);
          controller.abort();
        },
        onPayment: () => {},
        onClose: () => got.push('closed'),
      });
      await open;
      await stack.send('POST', '/__stack/notifications/publish', { kind: 'global', title: 'Live!' });
      await done;
      expect(got).toEqual(['Live!']);
    } finally {
      stack.close();
    }
  }, 20_000);
});
