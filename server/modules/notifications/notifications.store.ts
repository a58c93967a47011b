import type { StackDatabase } from '../../db/database.js';

/** seed 001 §3, seed 002 §3: the two kinds of notification. */
export type NotificationType = 'global_notification' | 'stream_on_live_notification';

interface NotificationRow {
  id: string;
  type: NotificationType;
  user_id: number | null;
  title: string;
  description: string;
  item_type: string | null;
  item_title: string | null;
  item_slug: string | null;
  stream_id: string | null;
  created_at: number;
  read: number;
}

/**
 * A notification as the own back end answers it (seed 001 §3, seed 002 §3): `item` carries the
 * target of a global notice (`type` + `titleAndSlug`), `streamId` the media of a live notice.
 */
export interface NotificationJson {
  id: string;
  _type: NotificationType;
  title: string;
  description: string;
  createdAt: string;
  read: boolean;
  item: { type: string; titleAndSlug: { title: string; slug: { current: string } } } | null;
  streamId: string | null;
}

export interface NewNotification {
  id: string;
  type: NotificationType;
  userId: number | null;
  title: string;
  description?: string;
  item?: { type: string; title: string; slug: string } | null;
  streamId?: string | null;
  createdAt: number;
}

/** The rows a viewer sees: everyone's, plus the signed-in user's own. */
const VISIBLE = '(n.user_id IS NULL OR n.user_id = :user)';

function toJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    _type: row.type,
    title: row.title,
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read === 1,
    item:
      row.item_type !== null
        ? {
            type: row.item_type,
            titleAndSlug: { title: row.item_title ?? '', slug: { current: row.item_slug ?? '' } },
          }
        : null,
    streamId: row.stream_id,
  };
}

export function insertNotification(db: StackDatabase, input: NewNotification): NotificationJson {
  db.run(
    `INSERT INTO notifications
       (id, type, user_id, title, description, item_type, item_title, item_slug, stream_id, created_at)
     VALUES (:id, :type, :user, :title, :description, :itemType, :itemTitle, :itemSlug, :streamId, :createdAt)`,
    {
      id: input.id,
      type: input.type,
      user: input.userId,
      title: input.title,
      description: input.description ?? '',
      itemType: input.item?.type ?? null,
      itemTitle: input.item?.title ?? null,
      itemSlug: input.item?.slug ?? null,
      streamId: input.streamId ?? null,
      createdAt: input.createdAt,
    },
  );
  const stored = findNotification(db, input.id, input.userId);
  if (!stored) throw new Error(`Notification ${input.id} was not stored`);
  return stored;
}

/** One notification as `userId` sees it (null: a guest), or undefined when it is not theirs. */
export function findNotification(
  db: StackDatabase,
  id: string,
  userId: number | null,
): NotificationJson | undefined {
  const row = db.get<NotificationRow>(
    `SELECT n.*, EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = :user AND r.notification_id = n.id) AS read
       FROM notifications n WHERE n.id = :id AND ${VISIBLE}`,
    { id, user: userId },
  );
  return row ? toJson(row) : undefined;
}

/** seed 001 §7: a page of notifications, newest first, with the total the viewer can see. */
export function listNotifications(
  db: StackDatabase,
  userId: number | null,
  page: number,
  limit: number,
): { items: NotificationJson[]; page: number; limit: number; total: number } {
  const total =
    db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM notifications n WHERE ${VISIBLE}`, {
      user: userId,
    })?.total ?? 0;
  const rows = db.all<NotificationRow>(
    `SELECT n.*, EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = :user AND r.notification_id = n.id) AS read
       FROM notifications n WHERE ${VISIBLE}
      ORDER BY n.created_at DESC, n.id DESC LIMIT :limit OFFSET :offset`,
    { user: userId, limit, offset: (page - 1) * limit },
  );
  return { items: rows.map(toJson), page, limit, total };
}

/** Unread notifications of a signed-in user; a guest has read nothing as far as the server knows. */
export function unreadCount(db: StackDatabase, userId: number | null): number {
  return (
    db.get<{ count: number }>(
      `SELECT COUNT(*) AS count FROM notifications n WHERE ${VISIBLE}
         AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = :user AND r.notification_id = n.id)`,
      { user: userId },
    )?.count ?? 0
  );
}

export function markRead(db: StackDatabase, userId: number, id: string, now: number): void {
  db.run('INSERT OR IGNORE INTO notification_reads (user_id, notification_id, read_at) VALUES (?, ?, ?)', [
    userId,
    id,
    now,
  ]);
}
