import { Hono } from 'hono';
import { z } from 'zod';
import type { StackContext, StackEnv } from '../context.js';
import { faultSpecSchema } from './faults.js';

const clockSchema = z.union([
  z.object({ offsetMs: z.number().int() }),
  z.object({ now: z.number().int().nonnegative() }),
]);

async function readJson(c: { req: { json(): Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * The stack's own controls under `/__stack` (faults, reset, request log, clock). Tests drive
 * the stand-ins only through these and the real back-end contracts, never by reaching into
 * the process.
 */
export function controlRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();

  app.get('/__stack/health', (c) => c.json({ ok: true, now: ctx.clock.now() }));

  app.post('/__stack/faults', async (c) => {
    const parsed = faultSpecSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ message: 'Invalid fault', issues: parsed.error.issues }, 400);
    const fault = ctx.faults.add(parsed.data);
    return c.json({ id: fault.id }, 201);
  });
  app.get('/__stack/faults', (c) => c.json({ faults: ctx.faults.list() }));
  app.delete('/__stack/faults', (c) => {
    ctx.faults.clear();
    return c.body(null, 204);
  });
  app.delete('/__stack/faults/:id', (c) =>
    ctx.faults.remove(c.req.param('id')) ? c.body(null, 204) : c.json({ message: 'Fault not found' }, 404),
  );

  app.post('/__stack/reset', (c) => {
    ctx.reset();
    return c.body(null, 204);
  });

  app.get('/__stack/requests', (c) => {
    const sinceParam = c.req.query('since');
    const since = sinceParam === undefined ? undefined : Number(sinceParam);
    if (since !== undefined && !Number.isFinite(since))
      return c.json({ message: 'since must be a number' }, 400);
    const path = c.req.query('path');
    return c.json({
      lastSeq: ctx.requests.lastSeq,
      requests: ctx.requests.list({ ...(since !== undefined ? { since } : {}), ...(path ? { path } : {}) }),
    });
  });
  app.delete('/__stack/requests', (c) => {
    ctx.requests.clear();
    return c.body(null, 204);
  });

  // Shifting the stack's clock lets a browser test expire tokens or reach a scheduled start
  // without waiting for it.
  app.get('/__stack/clock', (c) => c.json({ now: ctx.clock.now(), offsetMs: ctx.clock.offsetMs }));
  app.put('/__stack/clock', async (c) => {
    const parsed = clockSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ message: 'Send { offsetMs } or { now }' }, 400);
    const body = parsed.data;
    ctx.clock.setOffset(
      'offsetMs' in body ? body.offsetMs : body.now - (ctx.clock.now() - ctx.clock.offsetMs),
    );
    return c.json({ now: ctx.clock.now(), offsetMs: ctx.clock.offsetMs });
  });
  app.delete('/__stack/clock', (c) => {
    ctx.clock.setOffset(0);
    return c.body(null, 204);
  });

  return app;
}
