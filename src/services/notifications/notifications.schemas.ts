import * as z from 'zod/mini';

/**
 * A notification as the own back end sends it (seed 001 §3, seed 002 §3): id, title, description,
 * createdAt, read, _type, item (type, titleAndSlug), streamId. Optional fields the seeds show on
 * some notices only are tolerated when absent or null.
 */
export const notificationSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  description: z.catch(z.optional(z.nullable(z.string())), null),
  createdAt: z.string(),
  read: z.catch(z.optional(z.boolean()), false),
  _type: z.enum(['stream_on_live_notification', 'global_notification']),
  item: z.optional(
    z.nullable(
      z.looseObject({
        type: z.optional(z.nullable(z.string())),
        titleAndSlug: z.optional(
          z.nullable(
            z.looseObject({
              title: z.optional(z.nullable(z.string())),
              slug: z.optional(z.nullable(z.looseObject({ current: z.optional(z.nullable(z.string())) }))),
            }),
          ),
        ),
      }),
    ),
  ),
  streamId: z.optional(z.nullable(z.string())),
});

export type NotificationDto = z.infer<typeof notificationSchema>;

/** seed 001 §7: GET /notification/get-all-notifications answers items, page, limit, total. */
export const notificationsPageSchema = z.looseObject({
  items: z.array(notificationSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});

/** seed 001 §7: GET /notification/unread-count ("shape not shown"): `{ count }` or a bare number. */
export const unreadCountSchema = z.union([z.looseObject({ count: z.number() }), z.number()]);

/** The message of a broadcast event (seed 001 §7: the payload holds message with createdAt). */
export const broadcastSchema = z.looseObject({ message: z.unknown() });

/** seed 001 §4: the payment events of the channel. */
export const paymentMessageSchema = z.looseObject({
  type: z.enum([
    'payment_failed',
    'subscribe_failed',
    'card_payment_success',
    'subscribe_success',
    'access_revoked',
    'requires_action',
  ]),
  createdAt: z.optional(z.string()),
  message: z.optional(z.nullable(z.string())),
  redirectUrl: z.optional(z.nullable(z.string())),
});
