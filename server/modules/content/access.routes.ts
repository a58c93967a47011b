import type { Context } from 'hono';
import type { StackApp, StackContext, StackEnv } from '../../context.js';
import { getItem, PLANS } from './catalogue.js';
import { fail } from './http.js';
import { bearerOf, newRefreshToken, signToken, subjectOf } from './tokens.js';

/**
 * The access bridge and the token-based entitlement host (seed 000 §7) for protected media.
 *
 * Until the account stand-ins exist, any non-empty bearer token counts as a signed-in viewer;
 * no Authorization header at all is an anonymous viewer (access tokens are generated on start
 * for every non-AVOD site, seed 000 §4).
 */

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** seed 000 §9: access tokens live an hour. */
export const PASSPORT_LIFETIME_MS = HOUR;
export const MEDIA_TOKEN_LIFETIME_MS = HOUR;
const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * HOUR;

type Viewer = { sub: string | null } | 'refused';

/** The viewer an Authorization header names: anonymous without one; refused when malformed. */
function viewerOf(c: Context<StackEnv>): Viewer {
  const header = c.req.header('authorization');
  if (header === undefined) return { sub: null };
  const bearer = bearerOf(header);
  return bearer ? { sub: subjectOf(bearer) } : 'refused';
}

const plansFor = (sub: string | null): string[] => (sub ? [PLANS.free.id, PLANS.auth.id] : [PLANS.free.id]);

function issueAccessTokens(ctx: StackContext, siteId: string, sub: string | null, plans: readonly string[]) {
  const now = ctx.clock.now();
  const passport = signToken(
    {
      typ: 'passport',
      site: siteId,
      sub,
      plans: [...plans],
      exp: Math.floor((now + PASSPORT_LIFETIME_MS) / SECOND),
    },
    now,
  );
  const refreshToken = newRefreshToken();
  ctx.db.run(
    `INSERT INTO content_refresh_tokens (token, site_id, subject, plans, issued_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [refreshToken, siteId, sub, plans.join(','), now, now + REFRESH_TOKEN_LIFETIME_MS],
  );
  return { passport, refresh_token: refreshToken };
}

function mediaToken(ctx: StackContext, mediaId: string, sub: string | null): string {
  const now = ctx.clock.now();
  return signToken(
    { typ: 'media', resource: mediaId, sub, exp: Math.floor((now + MEDIA_TOKEN_LIFETIME_MS) / SECOND) },
    now,
  );
}

/** The entitlement decision: free items for anyone, protected ones for a viewer with credentials. */
function entitlement(ctx: StackContext, assetId: string | undefined, credential: string | null) {
  const item = assetId ? getItem(assetId) : undefined;
  if (!item) return { entitled: false };
  if (item.protected && !credential) return { entitled: false };
  return { entitled: true, token: mediaToken(ctx, item.id, credential ? subjectOf(credential) : null) };
}

async function readBody(c: Context<StackEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return (await c.req.parseBody()) as Record<string, unknown>;
    }
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export function registerAccessRoutes(app: StackApp, ctx: StackContext): void {
  app.put('/v2/sites/:siteId/access/generate', (c) => {
    const viewer = viewerOf(c);
    if (viewer === 'refused') return fail(c, 401, 'Invalid authorization header');
    return c.json(issueAccessTokens(ctx, c.req.param('siteId'), viewer.sub, plansFor(viewer.sub)));
  });

  // Rotation: a refresh token works once; the answer carries the next one.
  app.put('/v2/sites/:siteId/access/refresh', async (c) => {
    const token = text((await readBody(c)).refresh_token);
    if (!token) return fail(c, 400, 'refresh_token is required');
    const now = ctx.clock.now();
    const row = ctx.db.get<{ site_id: string; subject: string | null; plans: string; expires_at: number }>(
      'SELECT site_id, subject, plans, expires_at FROM content_refresh_tokens WHERE token = ? AND used_at IS NULL',
      [token],
    );
    if (!row || row.site_id !== c.req.param('siteId') || row.expires_at <= now) {
      return fail(c, 403, 'The refresh token is invalid, expired or already used');
    }
    const { changes } = ctx.db.run(
      'UPDATE content_refresh_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL',
      [now, token],
    );
    if (changes !== 1) return fail(c, 403, 'The refresh token is invalid, expired or already used');
    return c.json(issueAccessTokens(ctx, row.site_id, row.subject, row.plans.split(',').filter(Boolean)));
  });

  // seed 000 §3 Entitled plan: id, metadata.access_model.
  app.get('/v3/sites/:siteId/entitlements', (c) => {
    const viewer = viewerOf(c);
    if (viewer === 'refused') return fail(c, 401, 'Invalid authorization header');
    const exp = Math.floor(ctx.clock.now() / SECOND) + 365 * 24 * 3600;
    const plans = [PLANS.free, ...(viewer.sub ? [PLANS.auth] : [])].map((plan) => ({
      id: plan.id,
      name: plan.name,
      access_model: plan.access_model,
      access_plan: { id: plan.id, exp },
      metadata: { name: plan.name, access_model: plan.access_model, external_providers: {} },
    }));
    return c.json({ total: plans.length, page: 1, page_length: plans.length, plans });
  });

  // seed 000 §7: authenticated; answer token.
  app.get('/v2/items/jw-media/token', (c) => {
    const bearer = bearerOf(c.req.header('authorization'));
    if (!bearer) return fail(c, 401, 'Authorization is required');
    const mediaId = c.req.query('media_id');
    if (!mediaId) return fail(c, 400, 'media_id is required');
    if (!c.req.query('app_config_id')) return fail(c, 400, 'app_config_id is required');
    if (!getItem(mediaId)) return fail(c, 404, 'MediaItem not found');
    return c.json({ token: mediaToken(ctx, mediaId, subjectOf(bearer)) });
  });

  // The entitlement host (seed 000 §7), at the address a config's custom.entitlementHost names.
  app.post('/apps/entitlement', async (c) => {
    const body = await readBody(c);
    const asset = (body.asset ?? {}) as Record<string, unknown>;
    const credentials = (body.credentials ?? {}) as Record<string, unknown>;
    if (!text(body.provider) || !text(asset.id)) return fail(c, 400, 'provider and asset.id are required');
    return c.json(entitlement(ctx, text(asset.id), text(credentials.token) ?? null));
  });

  // The alternative mode: GET with provider, id, random, drmPolicyId, accessType and a frame header.
  app.get('/apps/entitlement', (c) => {
    if (!c.req.query('provider') || !c.req.query('id')) return fail(c, 400, 'provider and id are required');
    return c.json(entitlement(ctx, c.req.query('id'), bearerOf(c.req.header('authorization'))));
  });
}
