import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import type { Database as SqlJsDatabase, SqlJsStatic, SqlValue } from 'sql.js';

/** A value a statement can bind; booleans are stored as 0 / 1 as SQLite has no boolean type. */
export type SqlParam = SqlValue | boolean;
/** Positional (`?`) or named parameters; a name without a prefix binds `:name` in the SQL. */
export type SqlParams = readonly SqlParam[] | Readonly<Record<string, SqlParam>>;

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

export interface StackDatabaseOptions {
  /** File to load from and persist to; null keeps the database in memory only. */
  file: string | null;
  /** Delay between the last write and the export to disk. */
  persistDelayMs?: number;
}

let sqlJs: Promise<SqlJsStatic> | undefined;

/** sql.js compiles its wasm once per process; every database shares the module. */
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    const wasm = readFileSync(wasmPath);
    return initSqlJs({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
  })();
  return sqlJs;
}

function toBindParams(params: SqlParams | undefined): SqlValue[] | Record<string, SqlValue> | undefined {
  if (params === undefined) return undefined;
  const convert = (v: SqlParam): SqlValue => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  if (Array.isArray(params)) return params.map(convert);
  const named: Record<string, SqlValue> = {};
  for (const [key, value] of Object.entries(params as Record<string, SqlParam>)) {
    named[/^[:@$]/.test(key) ? key : `:${key}`] = convert(value);
  }
  return named;
}

/**
 * The embedded SQLite database behind every stand-in. sql.js keeps the whole database in
 * memory, so durability comes from exporting it to one file shortly after writes and on close;
 * the stack is a single process, so nothing else writes that file meanwhile.
 */
export class StackDatabase {
  readonly file: string | null;
  readonly #sql: SqlJsStatic;
  readonly #persistDelayMs: number;
  #db: SqlJsDatabase;
  #depth = 0;
  #dirty = false;
  #timer: NodeJS.Timeout | undefined;
  #totalChanges = 0;
  #closed = false;

  private constructor(sql: SqlJsStatic, db: SqlJsDatabase, options: StackDatabaseOptions) {
    this.#sql = sql;
    this.#db = db;
    this.file = options.file;
    this.#persistDelayMs = options.persistDelayMs ?? 200;
    this.#configure();
  }

  /** Opens the file if it exists (an absent file starts an empty database). */
  static async open(options: StackDatabaseOptions): Promise<StackDatabase> {
    const sql = await loadSqlJs();
    let data: Uint8Array | null = null;
    if (options.file !== null) {
      try {
        data = readFileSync(options.file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return new StackDatabase(sql, new sql.Database(data), options);
  }

  all<T extends object = Record<string, SqlValue>>(sql: string, params?: SqlParams): T[] {
    const stmt = this.#open().prepare(sql);
    try {
      const bound = toBindParams(params);
      if (bound !== undefined) stmt.bind(bound);
      const rows: T[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject() as T);
      return rows;
    } finally {
      stmt.free();
      this.#noteChanges();
    }
  }

  get<T extends object = Record<string, SqlValue>>(sql: string, params?: SqlParams): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  run(sql: string, params?: SqlParams): RunResult {
    const db = this.#open();
    const bound = toBindParams(params);
    db.run(sql, bound ?? null);
    const changes = db.getRowsModified();
    const lastInsertRowid = Number(db.exec('SELECT last_insert_rowid()')[0]?.values[0]?.[0] ?? 0);
    this.#noteChanges(true);
    return { changes, lastInsertRowid };
  }

  /** Runs a script of several statements (migrations); binds nothing. */
  exec(sql: string): void {
    this.#open().exec(sql);
    this.#noteChanges(true);
  }

  /**
   * Runs `fn` atomically. Nested calls become savepoints so a seed or route helper that opens
   * its own transaction can be called from inside another one.
   */
  transaction<T>(fn: () => T): T {
    const db = this.#open();
    const savepoint = `sp_${this.#depth}`;
    db.exec(this.#depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
    this.#depth += 1;
    try {
      const result = fn();
      if (result instanceof Promise) throw new TypeError('transaction(fn) needs a synchronous fn');
      this.#depth -= 1;
      db.exec(this.#depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
      this.#noteChanges(true);
      return result;
    } catch (error) {
      this.#depth -= 1;
      db.exec(this.#depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      throw error;
    }
  }

  /** Throws away every table and row; the caller migrates and seeds again. */
  wipe(): void {
    if (this.#depth > 0) throw new Error('Cannot wipe the database inside a transaction');
    this.#open().close();
    this.#db = new this.#sql.Database();
    this.#configure();
    this.#noteChanges(true);
  }

  /** Writes the database file now if anything changed since the last write. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.file === null || !this.#dirty || this.#closed) return;
    // An export is refused inside an open write transaction; the commit schedules another.
    if (this.#depth > 0) return;
    const bytes = this.#db.export();
    mkdirSync(dirname(this.file), { recursive: true });
    // Write-then-rename so a crash mid-write never leaves a half-written database behind.
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, this.file);
    this.#dirty = false;
  }

  close(): void {
    if (this.#closed) return;
    this.flush();
    this.#closed = true;
    this.#db.close();
  }

  #open(): SqlJsDatabase {
    if (this.#closed) throw new Error('Database closed');
    return this.#db;
  }

  #configure(): void {
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#totalChanges = this.#readTotalChanges();
  }

  #readTotalChanges(): number {
    return Number(this.#db.exec('SELECT total_changes()')[0]?.values[0]?.[0] ?? 0);
  }

  /** A SELECT can still write (`INSERT ... RETURNING`), so reads compare SQLite's change counter. */
  #noteChanges(force = false): void {
    const total = this.#readTotalChanges();
    if (!force && total === this.#totalChanges) return;
    this.#totalChanges = total;
    this.#dirty = true;
    if (this.file === null || this.#depth > 0) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), this.#persistDelayMs);
    // A pending write must not keep a test process alive; close() flushes explicitly.
    this.#timer.unref();
  }
}
