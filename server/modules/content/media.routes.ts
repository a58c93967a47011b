import type { StackApp, StackContext } from '../../context.js';
import { getItem, type CatalogueItem } from './catalogue.js';
import { fail } from './http.js';
import { isKnownDrmPolicy, singleItemJson, stableUuid, SVG_TYPE, viewOf } from './media-json.js';
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_LABELS,
  imageWidth,
  isOverlayLabel,
  isPortraitLabel,
  overlaySvg,
  posterSvg,
} from './svg-images.js';
import { verifyToken, type PassportClaims } from './tokens.js';

/**
 * Single media items (seed 000 §7): plain, signed with a media token, with DRM, or through a
 * passport; and their images, drawn on request.
 */

export const MEDIA_NOT_FOUND = 'MediaItem not found';

/** A media token from the access bridge or the entitlement host, valid now, for this item. */
function hasMediaToken(ctx: StackContext, token: string | undefined, mediaId: string): boolean {
  const claims = verifyToken(token, ctx.clock.now());
  return claims?.typ === 'media' && claims.resource === mediaId;
}

/** Overlays (seed 002 §3) exist for the live events. */
const overlayLabels = (item: CatalogueItem): string[] =>
  item.kind === 'liveevent' ? ['overlay-fulltime', 'overlay-4-8'] : [];

const IMAGE_FILE = /^(.+)\.(webp|jpg|jpeg|png|svg)$/;

function svgAnswer(svg: string): Response {
  return new Response(svg, {
    headers: { 'content-type': `${SVG_TYPE}; charset=utf-8`, 'cache-control': 'public, max-age=3600' },
  });
}

export function registerMediaRoutes(app: StackApp, ctx: StackContext): void {
  app.get('/v2/media/:id', (c) => {
    const item = getItem(c.req.param('id'));
    if (!item) return fail(c, 404, MEDIA_NOT_FOUND);
    if (item.protected && !hasMediaToken(ctx, c.req.query('token'), item.id)) {
      return fail(c, 403, 'A valid token is required for this media item');
    }
    return c.json(singleItemJson(item, viewOf(c, ctx)));
  });

  app.get('/v2/media/:id/drm/:policyId', (c) => {
    const item = getItem(c.req.param('id'));
    if (!item) return fail(c, 404, MEDIA_NOT_FOUND);
    if (!isKnownDrmPolicy(c.req.param('policyId'))) return fail(c, 404, 'DRM policy not found');
    // DRM media is always signed.
    if (!hasMediaToken(ctx, c.req.query('token'), item.id)) {
      return fail(c, 403, 'A valid token is required for this media item');
    }
    return c.json(singleItemJson(item, viewOf(c, ctx), c.req.param('policyId')));
  });

  // seed 000 §7: playback with a passport and plan_id; a 403 sends the app to refresh once.
  app.get('/v2/sites/:siteId/media/:id/playback.json', (c) => {
    const claims = verifyToken(c.req.query('passport'), ctx.clock.now());
    const passport = claims?.typ === 'passport' ? (claims as PassportClaims) : null;
    if (!passport || passport.site !== c.req.param('siteId')) {
      return fail(c, 403, 'The passport is missing, expired or for another site');
    }
    const planId = c.req.query('plan_id');
    if (planId && !passport.plans.includes(planId))
      return fail(c, 403, 'The passport does not cover this plan');
    const item = getItem(c.req.param('id'));
    if (!item) return fail(c, 404, MEDIA_NOT_FOUND);
    if (item.protected && !passport.sub) return fail(c, 403, 'This media item needs a signed-in viewer');
    return c.json(singleItemJson(item, viewOf(c, ctx)));
  });

  app.get('/v2/media/:id/images/:file', (c) => {
    const item = getItem(c.req.param('id'));
    const match = IMAGE_FILE.exec(c.req.param('file'));
    if (!item || !match) return fail(c, 404, 'Image not found');
    const asked = match[1] ?? '';
    const has = (label: string) =>
      (IMAGE_LABELS as readonly string[]).includes(label) || overlayLabels(item).includes(label);
    // The image URL rule (seed 000 §7): a missing label falls back to `fallback`, then the poster.
    const fallback = c.req.query('fallback');
    const label = has(asked)
      ? asked
      : fallback && has(fallback)
        ? fallback
        : c.req.query('poster_fallback') === '1'
          ? 'poster'
          : null;
    if (!label) return fail(c, 404, 'Image not found');
    const options = { id: item.id, title: item.title, label, width: imageWidth(c.req.query('width')) };
    return svgAnswer(isOverlayLabel(label) ? overlaySvg(options) : posterSvg(options));
  });

  app.get('/v2/media/:id/:file', (c) => {
    const item = getItem(c.req.param('id'));
    const file = c.req.param('file');
    if (!item) return fail(c, 404, file === 'images.json' ? MEDIA_NOT_FOUND : 'Not found');
    if (file === 'images.json') {
      const { origin } = viewOf(c, ctx);
      const labels = [...IMAGE_LABELS, ...overlayLabels(item)];
      return c.json({
        images: labels.map((label) => {
          const width = DEFAULT_IMAGE_WIDTH;
          const height = Math.round(isPortraitLabel(label) ? (width * 3) / 2 : (width * 9) / 16);
          return {
            id: stableUuid(`image:${item.id}:${label}`),
            label,
            image_url: `${origin}/v2/media/${item.id}/images/${label}.webp`,
            type: SVG_TYPE,
            width,
            height,
          };
        }),
      });
    }
    // The item's main image (`image` and `images[].src`): 16:9 at the width asked.
    if (/^poster\.(?:svg|jpg|jpeg|webp)$/.test(file)) {
      return svgAnswer(
        posterSvg({
          id: item.id,
          title: item.title,
          label: 'poster',
          width: imageWidth(c.req.query('width'), 720),
        }),
      );
    }
    return fail(c, 404, 'Not found');
  });
}
