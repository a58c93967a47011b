-- Content host stand-in (server/modules/content). The catalogue itself is generated in code;
-- these tables hold what tests switch and what the access bridge must remember.

-- Items whose media files answer 403, as if the viewer's region were blocked (seed 000 §8).
CREATE TABLE content_geo_blocks (
  media_id TEXT PRIMARY KEY,
  blocked_at TEXT NOT NULL
);

-- Refresh tokens of the access bridge (seed 000 §7). A token is used once: refreshing marks it
-- used and issues a new one, and a used token is refused.
CREATE TABLE content_refresh_tokens (
  token TEXT PRIMARY KEY,
  site_id TEXT NOT NULL,
  subject TEXT,
  plans TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
