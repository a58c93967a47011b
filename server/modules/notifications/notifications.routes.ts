import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { StackContext, StackEnv } from '../../context.js';
import { bearer } from '../accounts/shared/http.js';
import { findOwnUser, findOwnUserByEmail } from '../accounts/own/own.store.js';
import { authenticateOwn, ownError } from '../accounts/own/own.tokens.js';
import { NotificationHub, type Listener } from './notifications.hub.js';
import {
  findNotification,
  insertNotification,
  listNotifications,
  markRead,
  unreadCount,
  type NotificationType,
} from './notifications.store.js';

/** seed 001 §7, §9: the list call pages by 10 unless told otherwise. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** The events of the `notification` channel (seed 001 §7) plus the payment events of seed 001 §4. */
export const GLOBAL_EVENT = 'globalNotification';
export const favoriteEvent = (userId: number) => `${userId}_favorite`;
export const paymentEvent = (userId: number) => `${userId}_payment`;
export const streamOnLiveEvent = (mediaId: string) => `${mediaId}_stream_on_live`;

/** seed 001 §4: the payment outcomes the channel tells a signed-in viewer about. */
export const PAYMENT_EVENT_TYPES = [
  'payment_failed',
  'subscribe_failed',
  'card_payment_success',
  'subscribe_success',
  'access_revoked',
  'requires_action',
] as const;

const hubs = new WeakMap<StackContext, NotificationHub>();

/** The channel of one stack (created on first use). */
export function notificationHub(ctx: StackContext): NotificationHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new NotificationHub();
    hubs.set(ctx, hub);
  }
  return hub;
}

type Viewer = { userId: number | null } | Response;

/**
 * A guest without an Authorization header; a signed-in user with a valid one. A header that does
 * not hold a valid token is a 401, so the app refreshes and replays as for any other call.
 */
function viewerOf(ctx: StackContext, c: Context<StackEnv>): Viewer {
  if (!bearer(c)) return { userId: null };
  const session = authenticateOwn(ctx, c);
  return session instanceof Response ? session : { userId: session.user.id };
}

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Which of the requested events this viewer may hear; a wrong one is refused with its reason. */
function allowedEvents(
  requested: string[],
  userId: number | null,
): { events: Set<string> } | { error: string } {
  const events = new Set<string>();
  for (const event of requested) {
    const own = /^(\d+)_(favorite|payment)$/.exec(event);
    if (event === GLOBAL_EVENT) events.add(event);
    else if (own) {
      if (userId === null || Number(own[1]) !== userId) return { error: `Not allowed to listen to ${event}` };
      events.add(event);
    } else if (event.endsWith('_stream_on_live') && ID.test(event.slice(0, -'_stream_on_live'.length)))
      events.add(event);
    else return { error: `Unknown event ${event}` };
  }
  return { events };
}

const itemSchema = z.object({ type: z.string().min(1), title: z.string(), slug: z.string() });
const userRef = { email: z.string().optional(), userId: z.coerce.number().int().optional() };
const publishSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('global'),
    id: z.string().optional(),
    title: z.string().min(1),
    description: z.string().optional(),
    item: itemSchema.nullable().optional(),
  }),
  z.object({
    kind: z.literal('favorite'),
    ...userRef,
    id: z.string().optional(),
    title: z.string().min(1),
    description: z.string().optional(),
    streamId: z.string().nullable().optional(),
  }),
  z.object({
    kind: z.literal('stream_on_live'),
    id: z.string().optional(),
    mediaId: z.string().regex(ID),
    title: z.string().min(1),
    description: z.string().optional(),
  }),
  z.object({
    kind: z.literal('payment'),
    ...userRef,
    type: z.enum(PAYMENT_EVENT_TYPES),
    message: z.string().optional(),
    redirectUrl: z.string().optional(),
  }),
]);

export type PublishRequest = z.infer<typeof publishSchema>;

let sequence = 0;
const newId = (now: number) => `ntf-${now.toString(36)}-${(sequence += 1).toString(36)}`;

export function notificationRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  const hub = notificationHub(ctx);

  // seed 001 §7: GET /notification/get-all-notifications?page&limit -> items, page, limit, total.
  app.get('/notification/get-all-notifications', (c) => {
    const viewer = viewerOf(ctx, c);
    if (viewer instanceof Response) return viewer;
    const page = positiveInt(c.req.query('page'), 1);
    const limit = positiveInt(c.req.query('limit'), NOTIFICATIONS_PAGE_SIZE);
    if (page === null || limit === null || limit > 100)
      return ownError(c, 400, 'page and limit must be positive whole numbers (limit at most 100)');
    return c.json(listNotifications(ctx.db, viewer.userId, page, limit));
  });

  // seed 001 §7: GET /notification/unread-count -> { count } (a guest: every notice is unread here).
  app.get('/notification/unread-count', (c) => {
    const viewer = viewerOf(ctx, c);
    if (viewer instanceof Response) return viewer;
    return c.json({ count: unreadCount(ctx.db, viewer.userId) });
  });

  // seed 001 §7: GET /notification/{id}?notificationType= marks it read for the signed-in user.
  app.get('/notification/:notificationId', (c) => {
    const session = authenticateOwn(ctx, c);
    if (session instanceof Response) return session;
    const id = c.req.param('notificationId');
    const found = findNotification(ctx.db, id, session.user.id);
    if (!found) return ownError(c, 404, 'Notification not found');
    const type = c.req.query('notificationType');
    if (type !== undefined && type !== found._type)
      return ownError(c, 400, `notificationType must be ${found._type}`);
    markRead(ctx.db, session.user.id, id, ctx.clock.now());
    return c.json({ ...found, read: true });
  });

  // The realtime channel `notification` (seed 001 §7) as Server-Sent Events: each broadcast event
  // is an SSE event of that name whose data is `{ message }`. `events` names what to hear.
  app.get('/realtime/notification', (c) => {
    const viewer = viewerOf(ctx, c);
    if (viewer instanceof Response) return viewer;
    const requested = (c.req.query('events') ?? GLOBAL_EVENT).split(',').filter(Boolean);
    const allowed = allowedEvents(requested, viewer.userId);
    if ('error' in allowed) return ownError(c, viewer.userId === null ? 401 : 403, allowed.error);
    c.header('cache-control', 'no-cache, no-transform');
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const listener: Listener = {
        events: allowed.events,
        userId: viewer.userId,
        deliver: (event, data) => {
          void stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => finish());
        },
        close: () => finish(),
      };
      const remove = hub.add(listener);
      stream.onAbort(() => finish());
      const heartbeat = setInterval(() => {
        void stream.write(': ping\n\n').catch(() => finish());
      }, HEARTBEAT_MS);
      heartbeat.unref?.();
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ events: [...allowed.events] }) });
        await ended;
      } finally {
        clearInterval(heartbeat);
        remove();
      }
    });
  });

  // Control: publish a message, so tests and demos raise the badge in an open page.
  app.post('/__stack/notifications/publish', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const parsed = publishSchema.safeParse(body);
    if (!parsed.success) return c.json({ message: 'Invalid notification', issues: parsed.error.issues }, 400);
    const request = parsed.data;
    const now = ctx.clock.now();

    let userId: number | null = null;
    if (request.kind === 'favorite' || request.kind === 'payment') {
      const user =
        request.userId !== undefined
          ? findOwnUser(ctx.db, request.userId)
          : request.email
            ? findOwnUserByEmail(ctx.db, request.email)
            : undefined;
      if (!user)
        return c.json({ message: 'Unknown user: give the email or userId of an own back-end user' }, 400);
      userId = user.id;
    }

    if (request.kind === 'payment') {
      const event = paymentEvent(userId as number);
      const message = {
        type: request.type,
        createdAt: new Date(now).toISOString(),
        ...(request.message !== undefined ? { message: request.message } : {}),
        ...(request.redirectUrl !== undefined ? { redirectUrl: request.redirectUrl } : {}),
      };
      return c.json({ event, message, delivered: hub.broadcast(event, message) }, 201);
    }

    const id = request.id ?? newId(now);
    if (findNotification(ctx.db, id, userId)) return c.json({ message: `Notification ${id} exists` }, 409);
    const type: NotificationType =
      request.kind === 'global' ? 'global_notification' : 'stream_on_live_notification';
    const message = insertNotification(ctx.db, {
      id,
      type,
      userId,
      title: request.title,
      description: request.description ?? '',
      item: request.kind === 'global' ? (request.item ?? null) : null,
      streamId:
        request.kind === 'stream_on_live'
          ? request.mediaId
          : request.kind === 'favorite'
            ? (request.streamId ?? null)
            : null,
      createdAt: now,
    });
    const event =
      request.kind === 'global'
        ? GLOBAL_EVENT
        : request.kind === 'stream_on_live'
          ? streamOnLiveEvent(request.mediaId)
          : favoriteEvent(userId as number);
    return c.json({ event, message, delivered: hub.broadcast(event, message) }, 201);
  });

  // Control: who is listening now (a test waits for the page before it publishes).
  app.get('/__stack/notifications/listeners', (c) => c.json({ listeners: hub.list() }));

  return app;
}
