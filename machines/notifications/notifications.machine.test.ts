import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { notificationsMachine, realtimeLogic } from './notifications.machine';
import { notificationsRealtimeMachine } from './notifications-realtime.machine';
import { badgeText, channelEvents, reconnectDelayMs, targetOf } from './notifications.rules';
import type {
  AppNotification,
  FirstPage,
  MarkReadInput,
  NotificationsPage,
  RealtimeEvent,
  RealtimeInput,
} from './notifications.types';

const note = (id: string, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'global_notification',
  title: `Notice ${id}`,
  description: '',
  createdAt: '2026-06-01T12:00:00.000Z',
  read: false,
  item: { type: 'sport', title: 'Swimming', slug: 'swimming' },
  streamId: null,
  ...overrides,
});

const first = (count: number, total = count, unreadCount = count): FirstPage => ({
  items: Array.from({ length: count }, (_, i) => note(`n${i + 1}`)),
  page: 1,
  total,
  unreadCount,
});

describe('notification rules (seed 001 §2, §4, §9)', () => {
  it('caps the badge at 99 and hides it at 0', () => {
    expect(badgeText(120)).toBe('99');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(0)).toBeNull();
  });

  it('leads a live notice to /m/{streamId} and a global one to /{type}s/{slug}', () => {
    expect(targetOf(note('a', { kind: 'stream_on_live_notification', streamId: 'EvLive01' }))).toEqual({
      kind: 'media',
      id: 'EvLive01',
    });
    expect(targetOf(note('b'))).toEqual({ kind: 'entity', type: 'sport', slug: 'swimming' });
    expect(targetOf(note('c', { kind: 'stream_on_live_notification', streamId: null }))).toBeNull();
    expect(targetOf(note('d', { item: { type: 'sport', title: 'x', slug: '' } }))).toBeNull();
  });

  it('listens to the events of seed 001 §7', () => {
    expect(channelEvents({ kind: 'guest' }, ['EvLive01'])).toEqual([
      'globalNotification',
      'EvLive01_stream_on_live',
    ]);
    expect(channelEvents({ kind: 'user', userId: '7' })).toEqual([
      'globalNotification',
      '7_favorite',
      '7_payment',
    ]);
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

/**
 * The notifications flow on a stand-in realtime channel: the inputs it was opened with, and
 * `channel.report` to speak for the open channel.
 */
function start(load = vi.fn(async () => first(3)), clock?: SimulatedClock) {
  const realtimeInputs: RealtimeInput[] = [];
  const channel: { report: (event: RealtimeEvent) => void } = { report: () => {} };
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        loadFirstPage: fromPromise(load),
        realtime: realtimeLogic.provide({
          actors: {
            connect: fromCallback<RealtimeEvent, RealtimeInput>(({ input, sendBack }) => {
              realtimeInputs.push(input);
              channel.report = sendBack;
              return () => {};
            }),
          },
        }),
      },
    }),
    { input: { allowedRedirectOrigins: ['http://localhost'] }, ...(clock ? { clock } : {}) },
  );
  actor.start();
  return { actor, load, realtimeInputs, channel };
}

describe('notifications flow', () => {
  it('waits for the viewer, then loads again and reconnects for a new one', async () => {
    const { actor, load, realtimeInputs } = start();
    expect(actor.getSnapshot().matches('awaitingViewer')).toBe(true);
    expect(realtimeInputs).toEqual([]);
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'user', userId: '1' } });
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(realtimeInputs.map((i) => i.viewer.kind)).toEqual(['guest', 'user']);
  });
});

describe('realtime connection', () => {
  it('reconnects after 1 s, 2 s and 4 s, and tells the parent once back', () => {
    const clock = new SimulatedClock();
    let connects = 0;
    const actor = createActor(
      notificationsRealtimeMachine.provide({
        actors: {
          connect: fromCallback<RealtimeEvent, RealtimeInput>(() => {
            connects += 1;
            return () => {};
          }),
        },
      }),
      { input: { viewer: { kind: 'guest' } }, clock },
    );
    actor.start();
    expect(connects).toBe(1);
    actor.send({ type: 'REALTIME.CLOSED' });
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(999);
    expect(connects).toBe(1);
    clock.increment(1);
    expect(connects).toBe(2);
    actor.send({ type: 'REALTIME.CLOSED' });
    clock.increment(1999);
    expect(connects).toBe(2);
    clock.increment(1);
    expect(connects).toBe(3);
    expect(actor.getSnapshot().context.attempts).toBe(2);
  });
});

describe('notifications flow with its realtime child', () => {
  it('adds a live message the channel forwards and raises the count by 1 (seed 001 §4)', async () => {
    const { actor, channel } = start(vi.fn(async () => first(2)));
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    channel.report({ type: 'REALTIME.OPEN' });
    channel.report({ type: 'REALTIME.NOTIFICATION', notification: note('live') });
    expect(actor.getSnapshot().context.unreadCount).toBe(3);
    expect(actor.getSnapshot().context.items.map((n) => n.id)).toEqual(['live', 'n1', 'n2']);
  });
});

describe('notifications flow, the cases the model paths do not reach', () => {
  const pending = <T>() => {
    let resolve: (value: T) => void = () => {};
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };
  const silentRealtime = realtimeLogic.provide({
    actors: { connect: fromCallback<RealtimeEvent, RealtimeInput>(() => () => {}) },
  });

  function startFlow(
    load: () => Promise<FirstPage>,
    more: () => Promise<NotificationsPage> = () => new Promise(() => {}),
  ) {
    const warn = vi.fn();
    const navigated: unknown[] = [];
    const markReads: MarkReadInput[] = [];
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadFirstPage: fromPromise(load),
          loadPage: fromPromise(more),
          markRead: fromPromise<void, MarkReadInput>(({ input }) => {
            markReads.push(input);
            return new Promise(() => {});
          }),
          realtime: silentRealtime,
        },
        actions: { warn },
      }),
      { input: { allowedRedirectOrigins: [] } },
    );
    actor.on('notifications.navigate', (event) => navigated.push(event.target));
    actor.start();
    return { actor, warn, navigated, markReads };
  }
  const ids = (actor: { getSnapshot(): { context: { items: AppNotification[] } } }) =>
    actor.getSnapshot().context.items.map((n) => n.id);

  it('ignores a read list from this browser before the viewer is known (seed 001 §4, §6)', () => {
    const { actor } = startFlow(async () => first(3));
    actor.send({ type: 'LOCAL_READS.CHANGED', ids: ['n1'] });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('awaitingViewer');
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
  });

  it('does nothing for a click on a notice no longer listed: no mark-read, navigation or warning (seed 001 §4)', async () => {
    const { actor, warn, navigated, markReads } = startFlow(async () => first(3));
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    actor.send({ type: 'NOTIFICATIONS.OPEN', id: 'gone' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true);
    expect(markReads).toEqual([]);
    expect(navigated).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts a live message held during the first load once, and a read one not as unread (seed 001 §4)', async () => {
    const page = pending<FirstPage>();
    const { actor } = startFlow(() => page.promise);
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    // n1 is on the first page already; r arrives read.
    actor.send({ type: 'REALTIME.NOTIFICATION', notification: note('n1') });
    actor.send({ type: 'REALTIME.NOTIFICATION', notification: note('r', { read: true }) });
    page.resolve(first(3));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    expect(ids(actor)).toEqual(['r', 'n1', 'n2', 'n3']);
    expect(actor.getSnapshot().context.total).toBe(4);
    expect(actor.getSnapshot().context.unreadCount).toBe(3);
  });

  it('adds the same live message once, whether the list is shown, loading more or marking one read (seed 001 §4)', async () => {
    const { actor } = startFlow(async () => first(2, 5));
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    const live = (id: string) => ({ type: 'REALTIME.NOTIFICATION', notification: note(id) }) as const;

    actor.send(live('a'));
    actor.send(live('a'));
    expect(ids(actor)).toEqual(['a', 'n1', 'n2']);
    expect(actor.getSnapshot().context.unreadCount).toBe(3);

    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    expect(actor.getSnapshot().matches({ active: 'loadingMore' })).toBe(true);
    actor.send(live('b'));
    actor.send(live('b'));
    expect(ids(actor)).toEqual(['b', 'a', 'n1', 'n2']);
    expect(actor.getSnapshot().context.unreadCount).toBe(4);

    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'user', userId: '1' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    actor.send({ type: 'NOTIFICATIONS.OPEN', id: 'n1' });
    expect(actor.getSnapshot().matches({ active: 'marking' })).toBe(true);
    actor.send(live('c'));
    actor.send(live('c'));
    expect(ids(actor)).toEqual(['c', 'n1', 'n2']);
    expect(actor.getSnapshot().context.unreadCount).toBe(3);
  });

  it('reloads the list when its realtime child is back after a drop (seed 001 §4: nothing published meanwhile is lost)', async () => {
    const clock = new SimulatedClock();
    const { actor, load, channel } = start(
      vi.fn(async () => first(2)),
      clock,
    );
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    channel.report({ type: 'REALTIME.OPEN' });
    expect(load).toHaveBeenCalledTimes(1);
    channel.report({ type: 'REALTIME.CLOSED' });
    clock.increment(1000);
    channel.report({ type: 'REALTIME.OPEN' });
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('reloads the first page when the channel is back while loading more or after a failed load (seed 001 §4)', async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch');
      return first(2, 5);
    });
    const { actor } = startFlow(load);
    actor.send({ type: 'VIEWER.CHANGE', viewer: { kind: 'guest' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true));
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    expect(actor.getSnapshot().matches({ active: 'loadingMore' })).toBe(true);
    fail = true;
    actor.send({ type: 'REALTIME.RECONNECTED' });
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'failed' })).toBe(true));
    fail = false;
    actor.send({ type: 'REALTIME.RECONNECTED' });
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
