import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE } from './app.js';
import { StackDatabase } from './db/database.js';
import { prepareDatabase } from './db/seed.js';
import { defaultModules } from './modules/index.js';

/**
 * `npm run stack:reset`: throws away the persisted database and builds a fresh one from the
 * migrations and every module's seed. Stop a running stack first, or it will write its own
 * copy back when it exits.
 */
async function reset(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const file = join(dataDir, DATABASE_FILE);
  rmSync(file, { force: true });
  rmSync(`${file}.tmp`, { force: true });
  const db = await StackDatabase.open({ file });
  prepareDatabase(
    db,
    defaultModules.flatMap((m) => (m.seed ? [m.seed] : [])),
    { now: Date.now },
  );
  db.close();
  console.info(`Reset the local stack database at ${file}`);
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
