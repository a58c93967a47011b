import { Hono } from 'hono';
import { z } from 'zod';
import type { GeoAnswer, StackModule, StackEnv } from '../context.js';

/** Names for the countries tests switch between; other codes answer with the code as name. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  CN: 'China',
  NL: 'Netherlands',
  US: 'United States',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
};

export const DEFAULT_GEO: GeoAnswer = { countryCode: 'NL', country: 'Netherlands' };

const geoSchema = z.object({ countryCode: z.string().regex(/^[A-Za-z]{2}$/) });

/**
 * The IP lookup the app calls to learn the viewer's country (seed 000 §7). Failure is made with
 * fault injection, not here, so every failure mode is available without a special case.
 */
export const geoModule: StackModule = {
  name: 'geo',
  routes: (ctx) => {
    const app = new Hono<StackEnv>();
    app.get('/ip-api/json', (c) => {
      const geo = ctx.overrides.geo ?? DEFAULT_GEO;
      return c.json({
        status: 'success',
        countryCode: geo.countryCode,
        country: geo.country,
        query: '127.0.0.1',
      });
    });
    app.put('/__stack/geo', async (c) => {
      const parsed = geoSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ message: 'Send { "countryCode": "XX" }' }, 400);
      const countryCode = parsed.data.countryCode.toUpperCase();
      ctx.overrides.geo = { countryCode, country: COUNTRY_NAMES[countryCode] ?? countryCode };
      return c.json(ctx.overrides.geo);
    });
    app.delete('/__stack/geo', (c) => {
      delete ctx.overrides.geo;
      return c.body(null, 204);
    });
    return app;
  },
};
