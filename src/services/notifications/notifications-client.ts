/**
 * The event site's own back end for notifications (seed 001 §7): the list, the unread count, mark
 * read, and the realtime channel `notification` as Server-Sent Events read through `fetch`, so the
 * signed-in viewer's token travels in the Authorization header rather than in the address.
 */
import * as z from 'zod/mini';
import type {
  AppNotification,
  NotificationKind,
  NotificationsPage,
  PaymentMessage,
} from '@/domain/notification.types';
import {
  ApiError,
  bearer,
  MalformedResponseError,
  parseAnswer,
  readAnswer,
  send,
  type Answer,
  type FetchLike,
} from '../http/http';
import {
  broadcastSchema,
  notificationSchema,
  notificationsPageSchema,
  paymentMessageSchema,
  unreadCountSchema,
  type NotificationDto,
} from './notifications.schemas';

export type NotificationsClientOptions = {
  /** `env.backendUrl`; '' is the app's own origin. */
  baseUrl: string;
  fetch: FetchLike;
};

/** Parse at the edge: a notice of the back end becomes the flow's domain type. */
export function toAppNotification(dto: NotificationDto): AppNotification {
  const slug = dto.item?.titleAndSlug?.slug?.current ?? '';
  return {
    id: String(dto.id),
    kind: dto._type,
    title: dto.title,
    description: dto.description ?? '',
    createdAt: dto.createdAt,
    read: dto.read ?? false,
    item: dto.item?.type ? { type: dto.item.type, title: dto.item.titleAndSlug?.title ?? '', slug } : null,
    streamId: dto.streamId ?? null,
  };
}

/** seed 001 §7: a non-OK answer throws the server's message, else "Request failed with status {n}". */
function bodyOf(answer: Answer): unknown {
  if (!answer.isJson) {
    if (answer.ok) throw new MalformedResponseError('The answer is not JSON');
    throw new ApiError(`Request failed with status ${answer.status}`, answer.status);
  }
  if (!answer.ok) {
    const record = (answer.body ?? {}) as { message?: unknown; errors?: unknown };
    const first =
      Array.isArray(record.errors) && typeof record.errors[0] === 'string' ? record.errors[0] : null;
    const message = first ?? (typeof record.message === 'string' ? record.message : null);
    throw new ApiError(message ?? `Request failed with status ${answer.status}`, answer.status);
  }
  return answer.body;
}

export type StreamHandlers = {
  /** The server listens (its `ready` event). */
  onOpen(): void;
  onNotification(notification: AppNotification): void;
  onPayment(payment: PaymentMessage): void;
  /** The stream ended or broke; a refused connection comes here too, with its error. */
  onClose(error?: unknown): void;
};

/** Splits an SSE byte stream into `{ event, data }` frames (the WHATWG event-stream format). */
export function createSseParser(onFrame: (frame: { event: string; data: string }) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon >= 0 ? line.slice(0, colon) : line;
        const value = colon >= 0 ? line.slice(colon + 1).replace(/^ /, '') : '';
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) onFrame({ event, data: data.join('\n') });
    }
  };
}

export function createNotificationsClient(options: NotificationsClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function get(path: string, token: string | null, signal?: AbortSignal): Promise<unknown> {
    const answer = await send(options.fetch, `${base}${path}`, {
      headers: { accept: 'application/json', ...bearer(token) },
      ...(signal ? { signal } : {}),
    });
    return bodyOf(answer);
  }

  return {
    /** seed 001 §7: GET /notification/get-all-notifications?page&limit. */
    async getPage(page: number, limit: number, token: string | null): Promise<NotificationsPage> {
      const body = await get(`/notification/get-all-notifications?page=${page}&limit=${limit}`, token);
      const parsed = parseAnswer(notificationsPageSchema, body, 'notifications');
      return { items: parsed.items.map(toAppNotification), page: parsed.page, total: parsed.total };
    },

    /** seed 001 §7: GET /notification/unread-count. */
    async getUnreadCount(token: string | null): Promise<number> {
      const parsed = parseAnswer(
        unreadCountSchema,
        await get('/notification/unread-count', token),
        'unread count',
      );
      return typeof parsed === 'number' ? parsed : parsed.count;
    },

    /** seed 001 §7: GET /notification/{id}?notificationType= marks it read. */
    async markRead(id: string, kind: NotificationKind, token: string): Promise<void> {
      await get(
        `/notification/${encodeURIComponent(id)}?notificationType=${encodeURIComponent(kind)}`,
        token,
      );
    },

    /**
     * Opens the realtime channel for `events` and reports what arrives until `signal` aborts or
     * the stream ends. Resolves when it is over; never rejects (failures go to `onClose`).
     */
    async stream(
      events: readonly string[],
      token: string | null,
      signal: AbortSignal,
      handlers: StreamHandlers,
    ) {
      let closedWith: unknown;
      try {
        const response = await options.fetch(
          `${base}/realtime/notification?events=${events.map(encodeURIComponent).join(',')}`,
          {
            headers: { accept: 'text/event-stream', ...bearer(token) },
            cache: 'no-store',
            signal,
          },
        );
        if (!response.ok || !response.body) {
          bodyOf(await readAnswer(response));
          throw new ApiError(`Request failed with status ${response.status}`, response.status);
        }
        const parser = createSseParser(({ event, data }) => {
          let body: unknown;
          try {
            body = JSON.parse(data);
          } catch {
            return;
          }
          if (event === 'ready') return handlers.onOpen();
          const message = z.safeParse(broadcastSchema, body);
          if (!message.success) return;
          if (event.endsWith('_payment')) {
            const payment = z.safeParse(paymentMessageSchema, message.data.message);
            if (payment.success)
              handlers.onPayment({
                type: payment.data.type,
                message: payment.data.message ?? null,
                redirectUrl: payment.data.redirectUrl ?? null,
              });
            return;
          }
          const notification = z.safeParse(notificationSchema, message.data.message);
          if (notification.success) handlers.onNotification(toAppNotification(notification.data));
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        // A fetch that ignores its signal once the body streams still ends here.
        signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser(value);
        }
      } catch (error) {
        closedWith = error;
      }
      if (!signal.aborted) handlers.onClose(closedWith);
    },
  };
}

export type NotificationsClient = ReturnType<typeof createNotificationsClient>;
