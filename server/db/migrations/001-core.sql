-- Facts about the stack itself (when it was seeded, ...). schema_migrations is created by the
-- runner in server/db/migrate.ts so that this file can be recorded in it.
CREATE TABLE stack_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
