import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { StackModule, StackEnv } from '../context.js';
import { DATA_DIR } from './paths.js';

export const CONFIGS_DIR = join(DATA_DIR, 'configs');

/** Config ids are 8 lowercase alphanumerics (seed 000 §5); anything else never touches the disk. */
const CONFIG_FILE = /^([a-z0-9]{8})\.json$/;

/**
 * App configs, one committed JSON file per mode. Served byte for byte, so a config can be
 * deliberately invalid (`invalid0`) and the app's own validation is what rejects it.
 */
export const configsModule: StackModule = {
  name: 'configs',
  routes: () => {
    const app = new Hono<StackEnv>();
    app.get('/apps/configs/:file', async (c) => {
      const id = CONFIG_FILE.exec(c.req.param('file'))?.[1];
      const text = id ? await readFile(join(CONFIGS_DIR, `${id}.json`), 'utf8').catch(() => null) : null;
      if (text === null) return c.json({ message: 'Config not found' }, 404);
      return c.body(text, 200, {
        'content-type': 'application/json; charset=UTF-8',
        'cache-control': 'no-cache',
      });
    });
    return app;
  },
};
