/**
 * The notifications flow's real side effects (seed 001 §4, §7): the own back end's list, count and
 * mark-read calls for a signed-in viewer, this browser's `read-notifications` for a guest, the
 * realtime channel over Server-Sent Events, and the viewer as the account actor knows it.
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { selectAccountStatus, selectUser, type AccountSnapshot } from '@machines/account/account.selectors';
import { notificationsMachine, realtimeLogic } from '@machines/notifications/notifications.machine';
import { channelEvents, sameViewer } from '@machines/notifications/notifications.rules';
import type {
  AppNotification,
  FirstPage,
  LoadPageInput,
  MarkReadInput,
  NotificationsEvent,
  NotificationsPage,
  RealtimeEvent,
  RealtimeInput,
  Viewer,
} from '@machines/notifications/notifications.types';
import {
  addLocalRead,
  READ_NOTIFICATIONS_EVENT,
  READ_NOTIFICATIONS_KEY,
  readLocalReads,
  type ReadStorage,
} from '@/services/notifications/local-reads';
import type { FetchLike } from '@/services/http/http';
import { createNotificationsClient } from '@/services/notifications/notifications-client';

/** seed 001 §3: the own back end's auth state in local storage, whose `jwt` the calls send. */
const AUTH_STORAGE_KEY = 'auth-storage';

type System = { get(systemId: string): AnyActorRef | undefined };

export type NotificationsDeps = {
  baseUrl: string;
  fetch: FetchLike;
  storage: ReadStorage | null;
  /** Where the browser events go and come from (window); null where there is none. */
  events: EventTarget | null;
  log?: Pick<Console, 'error' | 'warn'>;
};

/**
 * The viewer the account actor (systemId 'account') stands for: null while it restores or loads
 * the user, a guest when signed out or without accounts.
 */
export function viewerOf(snapshot: AccountSnapshot | undefined): Viewer | null {
  if (!snapshot) return { kind: 'guest' };
  const status = selectAccountStatus(snapshot);
  if (status === 'signedOut' || status === 'unavailable') return { kind: 'guest' };
  if (status !== 'signedIn') return null;
  const user = selectUser(snapshot);
  return user ? { kind: 'user', userId: user.id } : null;
}

/** The media of the viewer's favourites, whose `{mediaId}_stream_on_live` events are heard. */
function favoriteMediaIds(system: System): string[] {
  const snapshot = system.get('favorites')?.getSnapshot() as
    { context?: { favorites?: { mediaid: string }[] } } | undefined;
  return (snapshot?.context?.favorites ?? []).map((f) => f.mediaid).slice(0, 50);
}

export function provideNotifications(deps: NotificationsDeps) {
  const client = createNotificationsClient({ baseUrl: deps.baseUrl, fetch: deps.fetch });
  const log = deps.log ?? console;

  const tokenOf = (viewer: Viewer): string | null => {
    if (viewer.kind !== 'user') return null;
    try {
      const stored = JSON.parse(deps.storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
        jwt?: unknown;
      } | null;
      return typeof stored?.jwt === 'string' ? stored.jwt : null;
    } catch {
      return null;
    }
  };

  /** seed 002 §6: a guest's read state is this browser's. */
  const withLocalReads = (viewer: Viewer, items: AppNotification[]): AppNotification[] => {
    if (viewer.kind !== 'guest') return items;
    const read = new Set(readLocalReads(deps.storage));
    return items.map((n) => (read.has(n.id) ? { ...n, read: true } : n));
  };

  const page = async (viewer: Viewer, number: number, limit: number): Promise<NotificationsPage> => {
    const loaded = await client.getPage(number, limit, tokenOf(viewer));
    return { ...loaded, items: withLocalReads(viewer, loaded.items) };
  };

  return notificationsMachine.provide({
    actors: {
      watchViewer: fromCallback<NotificationsEvent>(({ sendBack, system }) => {
        let last: Viewer | null = null;
        const report = (snapshot: AccountSnapshot | undefined) => {
          const viewer = viewerOf(snapshot);
          if (viewer === null || sameViewer(last, viewer)) return;
          last = viewer;
          sendBack({ type: 'VIEWER.CHANGE', viewer });
        };
        const account = system.get('account') as AnyActorRef | undefined;
        report(account?.getSnapshot() as AccountSnapshot | undefined);
        const subscription = account?.subscribe((snapshot: AccountSnapshot) => report(snapshot));
        return () => subscription?.unsubscribe();
      }),
      watchLocalReads: fromCallback<NotificationsEvent>(({ sendBack }) => {
        const target = deps.events;
        if (!target) return () => {};
        const onLocal = (event: Event) => {
          const ids = (event as CustomEvent<unknown>).detail;
          sendBack({
            type: 'LOCAL_READS.CHANGED',
            ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
          });
        };
        // Another tab wrote the list.
        const onStorage = (event: Event) => {
          if ((event as StorageEvent).key !== READ_NOTIFICATIONS_KEY) return;
          sendBack({ type: 'LOCAL_READS.CHANGED', ids: readLocalReads(deps.storage) });
        };
        target.addEventListener(READ_NOTIFICATIONS_EVENT, onLocal);
        target.addEventListener('storage', onStorage);
        return () => {
          target.removeEventListener(READ_NOTIFICATIONS_EVENT, onLocal);
          target.removeEventListener('storage', onStorage);
        };
      }),
      loadFirstPage: fromPromise<FirstPage, { viewer: Viewer }>(async ({ input }) => {
        const [first, count] = await Promise.all([
          page(input.viewer, 1, 10),
          client.getUnreadCount(tokenOf(input.viewer)),
        ]);
        // The server counts every notice as unread for a guest: take off what this browser read.
        const unreadCount =
          input.viewer.kind === 'guest' ? Math.max(0, count - readLocalReads(deps.storage).length) : count;
        return { ...first, unreadCount };
      }),
      loadPage: fromPromise<NotificationsPage, LoadPageInput>(({ input }) =>
        page(input.viewer, input.page, input.limit),
      ),
      markRead: fromPromise<void, MarkReadInput>(async ({ input }) => {
        if (input.viewer.kind === 'guest') {
          addLocalRead(deps.storage, input.id, deps.events);
          return;
        }
        const token = tokenOf(input.viewer);
        if (!token) throw new Error('No session to mark the notification read with');
        await client.markRead(input.id, input.kind, token);
      }),
      realtime: realtimeLogic.provide({
        actors: {
          connect: fromCallback<RealtimeEvent, RealtimeInput>(({ input, sendBack, system }) => {
            const controller = new AbortController();
            void client.stream(
              channelEvents(input.viewer, favoriteMediaIds(system as System)),
              tokenOf(input.viewer),
              controller.signal,
              {
                onOpen: () => sendBack({ type: 'REALTIME.OPEN' }),
                onNotification: (notification) => sendBack({ type: 'REALTIME.NOTIFICATION', notification }),
                onPayment: (payment) => sendBack({ type: 'REALTIME.PAYMENT', payment }),
                onClose: () => sendBack({ type: 'REALTIME.CLOSED' }),
              },
            );
            return () => controller.abort();
          }),
        },
      }),
    },
    actions: {
      logError: (_, { what, error }) => log.error(`Notifications: ${what} failed`, error),
      warn: (_, { message }) => log.warn(message),
    },
  });
}

export type NotificationsLogic = ReturnType<typeof provideNotifications>;
