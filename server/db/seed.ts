import type { StackDatabase } from './database.js';
import { migrate } from './migrate.js';

export interface SeedContext {
  /** The stack clock, so seeded dates (schedules, expiries) sit relative to the stack's now. */
  now(): number;
}

/**
 * Fills a module's tables with its starting rows. Seeders run after every migration and on each
 * start, so they must be idempotent: `INSERT OR IGNORE`, or check before inserting.
 */
export type Seeder = (db: StackDatabase, ctx: SeedContext) => void;

export const seedCore: Seeder = (db, ctx) => {
  db.run("INSERT OR IGNORE INTO stack_meta (key, value) VALUES ('seeded_at', ?)", [
    new Date(ctx.now()).toISOString(),
  ]);
};

/** Runs the core seed and then each module's, all or nothing. */
export function seedDatabase(db: StackDatabase, seeders: readonly Seeder[], ctx: SeedContext): void {
  db.transaction(() => {
    seedCore(db, ctx);
    for (const seed of seeders) seed(db, ctx);
  });
}

/** Brings any database (new, persisted, or just wiped) up to the current schema and seed. */
export function prepareDatabase(db: StackDatabase, seeders: readonly Seeder[], ctx: SeedContext): void {
  migrate(db, { now: ctx.now });
  seedDatabase(db, seeders, ctx);
}
