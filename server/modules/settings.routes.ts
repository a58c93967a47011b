import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { StackModule, StackEnv } from '../context.js';
import { DATA_DIR } from './paths.js';

/** The settings file the app reads first (seed 000 §3 "Settings file"). */
export const DEFAULT_SETTINGS = readFileSync(join(DATA_DIR, 'webapp.ini'), 'utf8');

export const settingsModule: StackModule = {
  name: 'settings',
  routes: (ctx) => {
    const app = new Hono<StackEnv>();
    app.get('/.webapp.ini', (c) =>
      c.text(ctx.overrides.settings ?? DEFAULT_SETTINGS, 200, { 'cache-control': 'no-cache' }),
    );
    app.get('/__stack/settings', (c) => c.text(ctx.overrides.settings ?? DEFAULT_SETTINGS));
    // Raw text in, so a test can also serve a broken file (seed 000 §8 "settings invalid").
    app.put('/__stack/settings', async (c) => {
      ctx.overrides.settings = await c.req.text();
      return c.body(null, 204);
    });
    app.delete('/__stack/settings', (c) => {
      delete ctx.overrides.settings;
      return c.body(null, 204);
    });
    return app;
  },
};
