import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackDatabase } from './database.js';
import { loadMigrations, migrate } from './migrate.js';
import { prepareDatabase, type Seeder } from './seed.js';

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'statecast-db-'));
  temps.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('stack database', () => {
  it('reads typed rows with positional and named parameters', async () => {
    const db = await StackDatabase.open({ file: null });
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, active INTEGER)');
    const { lastInsertRowid, changes } = db.run('INSERT INTO t (name, active) VALUES (?, ?)', ['a', true]);
    expect({ lastInsertRowid, changes }).toEqual({ lastInsertRowid: 1, changes: 1 });
    db.run('INSERT INTO t (name, active) VALUES (:name, :active)', { name: 'b', active: false });
    expect(db.all<{ name: string; active: number }>('SELECT name, active FROM t ORDER BY id')).toEqual([
      { name: 'a', active: 1 },
      { name: 'b', active: 0 },
    ]);
    expect(db.get<{ name: string }>('SELECT name FROM t WHERE id = $id', { $id: 2 })?.name).toBe('b');
    expect(db.get('SELECT name FROM t WHERE id = 99')).toBeUndefined();
    db.close();
  });

  it('rolls a failed transaction back, nested ones to their savepoint', async () => {
    const db = await StackDatabase.open({ file: null });
    db.exec('CREATE TABLE t (name TEXT UNIQUE)');
    expect(() =>
      db.transaction(() => {
        db.run("INSERT INTO t VALUES ('a')");
        db.run("INSERT INTO t VALUES ('a')");
      }),
    ).toThrow();
    expect(db.all('SELECT * FROM t')).toEqual([]);

    db.transaction(() => {
      db.run("INSERT INTO t VALUES ('outer')");
      expect(() => db.transaction(() => db.run("INSERT INTO t VALUES ('outer')"))).toThrow();
    });
    expect(db.all('SELECT name FROM t')).toEqual([{ name: 'outer' }]);
    db.close();
  });

  it('persists to its file on close and loads it again', async () => {
    const file = join(tempDir(), 'nested', 'stack.sqlite');
    const db = await StackDatabase.open({ file });
    db.exec('CREATE TABLE t (v TEXT)');
    db.run("INSERT INTO t VALUES ('kept')");
    db.close();
    expect(existsSync(file)).toBe(true);

    const again = await StackDatabase.open({ file });
    expect(again.all('SELECT v FROM t')).toEqual([{ v: 'kept' }]);
    again.close();
  });

  it('writes shortly after the last write, not on every write', async () => {
    vi.useFakeTimers();
    try {
      const file = join(tempDir(), 'stack.sqlite');
      const db = await StackDatabase.open({ file, persistDelayMs: 200 });
      db.exec('CREATE TABLE t (v INTEGER)');
      await vi.advanceTimersByTimeAsync(150);
      db.run('INSERT INTO t VALUES (1)');
      await vi.advanceTimersByTimeAsync(150);
      expect(existsSync(file)).toBe(false);
      await vi.advanceTimersByTimeAsync(50);
      expect(existsSync(file)).toBe(true);
      db.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('wipes everything so a reset can migrate and seed from scratch', async () => {
    const db = await StackDatabase.open({ file: null });
    db.exec('CREATE TABLE t (v INTEGER)');
    db.wipe();
    expect(db.all("SELECT name FROM sqlite_master WHERE type = 'table'")).toEqual([]);
    db.close();
  });
});

describe('migrations', () => {
  it('applies pending migrations once, in numeric order', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, '002-second.sql'), 'CREATE TABLE second (id INTEGER);');
    writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE first (id INTEGER);');
    writeFileSync(join(dir, 'notes.txt'), 'not a migration');
    const db = await StackDatabase.open({ file: null });

    expect(migrate(db, { migrations: loadMigrations(dir) })).toEqual(['001-first', '002-second']);
    expect(migrate(db, { migrations: loadMigrations(dir) })).toEqual([]);

    writeFileSync(join(dir, '010-tenth.sql'), 'CREATE TABLE tenth (id INTEGER);');
    expect(migrate(db, { migrations: loadMigrations(dir) })).toEqual(['010-tenth']);
    expect(
      db
        .all<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
        .map((r) => r.version),
    ).toEqual(['001-first', '002-second', '010-tenth']);
    db.close();
  });

  it('leaves no trace of a migration that fails', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, '001-broken.sql'), 'CREATE TABLE ok (id INTEGER); CREATE TABLE ok (id INTEGER);');
    const db = await StackDatabase.open({ file: null });
    expect(() => migrate(db, { migrations: loadMigrations(dir) })).toThrow();
    expect(db.all("SELECT name FROM sqlite_master WHERE name = 'ok'")).toEqual([]);
    expect(db.all('SELECT * FROM schema_migrations')).toEqual([]);
    db.close();
  });

  it('refuses two migrations with one number and badly named files', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '003-a.sql'), '');
    writeFileSync(join(dir, '003-b.sql'), '');
    expect(() => loadMigrations(dir)).toThrow(/share number 3/);
    const other = tempDir();
    writeFileSync(join(other, 'Core.sql'), '');
    expect(() => loadMigrations(other)).toThrow(/001-name\.sql/);
  });

  it('ships a core migration with the stack meta table', async () => {
    const db = await StackDatabase.open({ file: null });
    prepareDatabase(db, [], { now: () => Date.UTC(2026, 0, 1) });
    expect(db.all('SELECT key, value FROM stack_meta')).toEqual([
      { key: 'seeded_at', value: '2026-01-01T00:00:00.000Z' },
    ]);
    db.close();
  });

  it('runs module seeders after the core seed and tolerates running them twice', async () => {
    const db = await StackDatabase.open({ file: null });
    const seed: Seeder = (d) => {
      d.exec('CREATE TABLE IF NOT EXISTS pets (name TEXT PRIMARY KEY)');
      d.run("INSERT OR IGNORE INTO pets VALUES ('rex')");
    };
    prepareDatabase(db, [seed], { now: Date.now });
    prepareDatabase(db, [seed], { now: Date.now });
    expect(db.all('SELECT name FROM pets')).toEqual([{ name: 'rex' }]);
    expect(db.all('SELECT key FROM stack_meta')).toHaveLength(1);
    db.close();
  });
});
