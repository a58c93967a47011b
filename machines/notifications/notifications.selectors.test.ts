import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { notificationsMachine, realtimeLogic } from './notifications.machine';
import {
  selectBadgeText,
  selectBellItems,
  selectHasMore,
  selectIsEmpty,
  selectIsLive,
  selectIsLoading,
  selectIsLoadingMore,
  selectItems,
  selectLoadFailed,
  selectLoadMoreFailed,
  selectOpeningId,
  selectTotal,
  selectUnreadCount,
} from './notifications.selectors';
import type {
  AppNotification,
  FirstPage,
  NotificationsPage,
  RealtimeEvent,
  RealtimeInput,
} from './notifications.types';

const note = (id: string, read = false): AppNotification => ({
  id,
  kind: 'global_notification',
  title: `Notice ${id}`,
  description: '',
  createdAt: '2026-06-01T12:00:00.000Z',
  read,
  item: { type: 'sport', title: 'Swimming', slug: 'swimming' },
  streamId: null,
});

const notes = (from: number, count: number) => Array.from({ length: count }, (_, i) => note(`n${from + i}`));

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The real machine; each list call, page call and mark-read waits for the test to answer it. */
function bell() {
  const firstPages: Deferred<FirstPage>[] = [];
  const pages: Deferred<NotificationsPage>[] = [];
  const marks: Deferred<void>[] = [];
  let channel: ((event: RealtimeEvent) => void) | null = null;
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        loadFirstPage: fromPromise(() => {
          const d = deferred<FirstPage>();
          firstPages.push(d);
          return d.promise;
        }),
        loadPage: fromPromise(() => {
          const d = deferred<NotificationsPage>();
          pages.push(d);
          return d.promise;
        }),
        markRead: fromPromise(() => {
          const d = deferred<void>();
          marks.push(d);
          return d.promise;
        }),
        realtime: realtimeLogic.provide({
          actors: {
            connect: fromCallback<RealtimeEvent, RealtimeInput>(({ sendBack }) => {
              channel = sendBack;
              return () => {};
            }),
          },
        }),
      },
      actions: { logError: () => {}, warn: () => {} },
    }),
    { input: { allowedRedirectOrigins: [] } },
  );
  actor.start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    snap,
    async answerFirst(page: FirstPage | Error) {
      const d = firstPages[firstPages.length - 1]!;
      if (page instanceof Error) d.reject(page);
      else d.resolve(page);
      await flush();
    },
    async answerPage(page: NotificationsPage | Error) {
      const d = pages[pages.length - 1]!;
      if (page instanceof Error) d.reject(page);
      else d.resolve(page);
      await flush();
    },
    marks,
    channel: (event: RealtimeEvent) => channel!(event),
  };
}

const GUEST = { type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } } as const;

describe('notifications selectors', () => {
  it('seed 001 §2, §4: before the viewer is known and while the first page loads, the list is loading, not empty', async () => {
    const b = bell();
    expect(selectIsLoading(b.snap())).toBe(true);
    expect(selectIsEmpty(b.snap())).toBe(false);
    expect(selectHasMore(b.snap())).toBe(false);
    expect(selectLoadFailed(b.snap())).toBe(false);
    expect(selectBadgeText(b.snap())).toBeNull();
    expect(selectIsLive(b.snap())).toBe(false);
    b.actor.send(GUEST);
    expect(selectIsLoading(b.snap())).toBe(true);
    expect(selectIsEmpty(b.snap())).toBe(false);
    expect(selectIsLive(b.snap())).toBe(false);
    b.channel({ type: 'REALTIME.OPEN' });
    expect(selectIsLive(b.snap())).toBe(true);
  });

  it('seed 001 §2, §9: the badge caps at 99, the bell lists at most 9; seed 002 §2: Load more until the total is loaded', async () => {
    const b = bell();
    b.actor.send(GUEST);
    await b.answerFirst({ items: notes(1, 10), page: 1, total: 25, unreadCount: 120 });
    const s = b.snap();
    expect(selectIsLoading(s)).toBe(false);
    expect(selectUnreadCount(s)).toBe(120);
    expect(selectBadgeText(s)).toBe('99');
    expect(selectItems(s).map((n) => n.id)).toEqual(notes(1, 10).map((n) => n.id));
    expect(selectBellItems(s).map((n) => n.id)).toEqual([
      'n1',
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
      'n8',
      'n9',
    ]);
    expect(selectTotal(s)).toBe(25);
    expect(selectHasMore(s)).toBe(true);
    expect(selectIsEmpty(s)).toBe(false);
    expect(selectIsLoadingMore(s)).toBe(false);
    expect(selectLoadMoreFailed(s)).toBe(false);
    expect(selectOpeningId(s)).toBeNull();

    b.actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    expect(selectIsLoadingMore(b.snap())).toBe(true);
    expect(selectIsLoading(b.snap())).toBe(false);
    await b.answerPage(new Error('offline'));
    expect(selectIsLoadingMore(b.snap())).toBe(false);
    expect(selectLoadMoreFailed(b.snap())).toBe(true);
    expect(selectHasMore(b.snap())).toBe(true);

    b.actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    await b.answerPage({ items: notes(11, 10), page: 2, total: 25 });
    expect(selectLoadMoreFailed(b.snap())).toBe(false);
    expect(selectItems(b.snap())).toHaveLength(20);
    expect(selectHasMore(b.snap())).toBe(true);
    b.actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    await b.answerPage({ items: notes(21, 5), page: 3, total: 25 });
    expect(selectItems(b.snap())).toHaveLength(25);
    expect(selectHasMore(b.snap())).toBe(false);
  });

  it('seed 001 §2: a badge shows the exact count below the cap and nothing at 0; seed 002 §2: No notifications', async () => {
    const few = bell();
    few.actor.send(GUEST);
    await few.answerFirst({ items: [note('a'), note('b', true)], page: 1, total: 2, unreadCount: 1 });
    expect(selectBadgeText(few.snap())).toBe('1');
    expect(selectBellItems(few.snap()).map((n) => n.id)).toEqual(['a', 'b']);
    expect(selectHasMore(few.snap())).toBe(false);
    expect(selectIsEmpty(few.snap())).toBe(false);

    const none = bell();
    none.actor.send(GUEST);
    await none.answerFirst({ items: [], page: 1, total: 0, unreadCount: 0 });
    expect(selectIsEmpty(none.snap())).toBe(true);
    expect(selectHasMore(none.snap())).toBe(false);
    expect(selectBadgeText(none.snap())).toBeNull();
    expect(selectIsLoading(none.snap())).toBe(false);
  });

  it('a first page that fails shows the failure, neither loading nor empty', async () => {
    const b = bell();
    b.actor.send(GUEST);
    await b.answerFirst(new Error('offline'));
    expect(selectLoadFailed(b.snap())).toBe(true);
    expect(selectIsLoading(b.snap())).toBe(false);
    expect(selectIsEmpty(b.snap())).toBe(false);
    expect(selectHasMore(b.snap())).toBe(false);
    b.actor.send({ type: 'NOTIFICATIONS.RETRY' });
    expect(selectLoadFailed(b.snap())).toBe(false);
    expect(selectIsLoading(b.snap())).toBe(true);
  });

  it('seed 002 §4: clicking an unread item marks it read, then navigates (the item being opened is known meanwhile)', async () => {
    const b = bell();
    b.actor.send(GUEST);
    await b.answerFirst({ items: [note('a'), note('b')], page: 1, total: 2, unreadCount: 2 });
    b.actor.send({ type: 'NOTIFICATIONS.OPEN', id: 'b' });
    expect(selectOpeningId(b.snap())).toBe('b');
    b.marks[0]!.resolve();
    await flush();
    expect(selectOpeningId(b.snap())).toBeNull();
    expect(selectUnreadCount(b.snap())).toBe(1);
    expect(selectBadgeText(b.snap())).toBe('1');
  });
});
