import { Hono } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import {
  clearTracking,
  trackingState,
  TRACKING_KEEP,
  type CollectedErrorReport,
  type CollectedEvent,
} from './tracking.store.js';

type Body = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function viewerOf(value: unknown): CollectedEvent['viewer'] | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return undefined;
  const v = value as Body;
  const id = str(v.id);
  const name = str(v.name);
  const email = str(v.email);
  return id !== null && name !== null && email !== null ? { id, name, email } : undefined;
}

async function readBody(text: Promise<string>): Promise<Body | null> {
  try {
    const parsed: unknown = JSON.parse(await text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

const keepLast = <T>(list: T[]) => {
  if (list.length > TRACKING_KEEP) list.splice(0, list.length - TRACKING_KEEP);
};

/** The marketing and analytics stand-in scripts: they mark the page, nothing more. */
function standInScript(kind: 'analytics' | 'marketing'): string {
  return `(function () {
  var src = document.currentScript && document.currentScript.src;
  var id = src ? new URL(src).searchParams.get('id') : null;
  window.statecastScripts = window.statecastScripts || {};
  window.statecastScripts[${JSON.stringify(kind)}] = { id: id };
})();
`;
}

/**
 * The tracking collector (`POST /__tracking/collect`), the error-reporting service
 * (`POST /__tracking/errors`), the analytics and marketing stand-in scripts, and
 * `GET`/`DELETE /__stack/tracking` for tests.
 */
export function trackingRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();

  app.post('/__tracking/collect', async (c) => {
    const body = await readBody(c.req.text());
    const kind = body?.kind;
    const path = str(body?.path);
    const viewer = viewerOf(body?.viewer);
    if (!body || (kind !== 'page_view' && kind !== 'click') || path === null || viewer === undefined)
      return c.json({ error: 'invalid-event', message: 'Expected { kind: page_view | click, path, viewer }' }, 400);
    if (kind === 'click' && str(body.target) === null)
      return c.json({ error: 'invalid-event', message: 'A click needs a target' }, 400);
    const state = trackingState(ctx);
    state.seq += 1;
    state.events.push({
      seq: state.seq,
      receivedAt: ctx.clock.now(),
      kind,
      path,
      ...(kind === 'click' ? { target: str(body.target) ?? '' } : {}),
      viewer,
      visitorId: str(body.visitorId),
      at: str(body.at),
    });
    keepLast(state.events);
    return c.body(null, 204);
  });

  app.post('/__tracking/errors', async (c) => {
    const body = await readBody(c.req.text());
    const category = str(body?.category);
    const severity = str(body?.severity);
    if (!body || category === null || severity === null)
      return c.json({ error: 'invalid-report', message: 'Expected { category, severity, message }' }, 400);
    const state = trackingState(ctx);
    state.seq += 1;
    const report: CollectedErrorReport = {
      seq: state.seq,
      receivedAt: ctx.clock.now(),
      category,
      severity,
      message: str(body.message) ?? '',
      source: str(body.source) ?? 'handler',
      status: typeof body.status === 'number' ? body.status : null,
      retryable: body.retryable === true,
      path: str(body.path) ?? '',
    };
    state.errors.push(report);
    keepLast(state.errors);
    return c.body(null, 204);
  });

  for (const kind of ['analytics', 'marketing'] as const) {
    app.get(`/__tracking/${kind}.js`, (c) =>
      c.body(standInScript(kind), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      }),
    );
  }

  app.get('/__stack/tracking', (c) => {
    const { events, errors } = trackingState(ctx);
    return c.json({ events, errors });
  });

  app.delete('/__stack/tracking', (c) => {
    clearTracking(ctx);
    return c.body(null, 204);
  });

  return app;
}
