-- Notifications of the event site's own back end (seed 001 §3, §7; seed 002 §3):
-- server/modules/notifications. A row with user_id NULL is for every viewer (global notices and
-- live streams); a row with a user id is that own-backend user's alone ({userId}_favorite).
-- Read state is kept per signed-in user; guests keep theirs in the browser (seed 001 §4).
-- Times are milliseconds since the epoch on the stack clock.

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('global_notification', 'stream_on_live_notification')),
  user_id INTEGER,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  item_type TEXT,
  item_title TEXT,
  item_slug TEXT,
  stream_id TEXT,
  created_at INTEGER NOT NULL
);

CREATE INDEX notifications_by_time ON notifications (created_at DESC, id DESC);

CREATE TABLE notification_reads (
  user_id INTEGER NOT NULL,
  notification_id TEXT NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  read_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, notification_id)
);
