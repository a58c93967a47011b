import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StackDatabase } from './database.js';

/** Where numbered migrations live: `NNN-name.sql`, applied in numeric order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  /** File name without `.sql`, e.g. `001-core`; the key recorded in `schema_migrations`. */
  readonly version: string;
  readonly number: number;
  readonly sql: string;
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => {
      const match = /^(\d+)-[a-z0-9-]+\.sql$/.exec(name);
      if (!match) throw new Error(`Migration file name must look like 001-name.sql: ${name}`);
      return {
        version: name.slice(0, -'.sql'.length),
        number: Number(match[1]),
        sql: readFileSync(`${dir}/${name}`, 'utf8'),
      };
    })
    .sort((a, b) => a.number - b.number);
  for (let i = 1; i < migrations.length; i += 1) {
    const [prev, next] = [migrations[i - 1], migrations[i]];
    // Two modules picking the same number would apply in an order that depends on the file system.
    if (prev && next && prev.number === next.number) {
      throw new Error(`Two migrations share number ${next.number}: ${prev.version}, ${next.version}`);
    }
  }
  return migrations;
}

/** Applies the migrations not yet recorded, each in its own transaction; returns their versions. */
export function migrate(
  db: StackDatabase,
  options: { now?: () => number; migrations?: readonly Migration[] } = {},
): string[] {
  const { now = Date.now, migrations = loadMigrations() } = options;
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.all<{ version: string }>('SELECT version FROM schema_migrations').map((r) => r.version),
  );
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
        migration.version,
        new Date(now()).toISOString(),
      ]);
    });
    done.push(migration.version);
  }
  return done;
}
