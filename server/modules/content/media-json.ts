import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import { DRM_POLICY_ID, type CatalogueItem } from './catalogue.js';
import { HLS_TYPE, MP4_TYPE, streamInfo } from './media-files.js';
import { contentState, eventTiming, playsLive } from './state.js';

/**
 * Media items in the content host's shape (the reference playlist, live playlist and favorites
 * payloads): the platform's own keys first, custom params as top-level string fields after them.
 * Addresses are absolute on the origin the request came in on, as the real host's are, so an app
 * served by the stack or by the dev server's proxy gets addresses that work from the browser.
 */

export interface View {
  origin: string;
  now: number;
  anchor: number;
}

export function viewOf(c: Context<StackEnv>, ctx: StackContext): View {
  return { origin: new URL(c.req.url).origin, now: ctx.clock.now(), anchor: contentState(ctx).anchor };
}

/** Widths the host lists in `images` (the reference payloads list the same ones). */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 1280, 1920] as const;
export const SVG_TYPE = 'image/svg+xml';

export const posterUrl = (origin: string, id: string, width: number): string =>
  `${origin}/v2/media/${id}/poster.svg?width=${width}`;

/** The image URL rule (seed 000 §7). */
export const labelImageUrl = (origin: string, id: string, label: string): string =>
  `${origin}/v2/media/${id}/images/${label}.webp?poster_fallback=1`;

export interface MediaJsonOptions {
  /** The list the item is answered in (a playlist id, or the item's own id for a single item). */
  feedid: string;
  /** Watchlist answers carry the derived image fields and a recommendations link (favorites.json). */
  watchlist?: boolean;
  /** Sources carry DRM settings for this policy (`/v2/media/{id}/drm/{policyId}`). */
  drmPolicyId?: string;
}

function sources(
  item: CatalogueItem,
  view: View,
  drmPolicyId: string | undefined,
): Record<string, unknown>[] {
  if (!item.stream) return [];
  const base = `${view.origin}/media`;
  const drm = drmPolicyId
    ? {
        drm: {
          // The committed streams are clear: a player never asks these, the app reads them.
          widevine: { url: `${view.origin}/v2/media/${item.id}/drm/${drmPolicyId}/widevine` },
          playready: { url: `${view.origin}/v2/media/${item.id}/drm/${drmPolicyId}/playready` },
        },
      }
    : {};
  if (playsLive(item, view.anchor, view.now)) {
    return [{ file: `${base}/live/${item.id}/index.m3u8`, type: HLS_TYPE, label: 'Live', ...drm }];
  }
  const info = streamInfo(item.stream);
  return [
    { file: `${base}/vod/${item.id}/index.m3u8`, type: HLS_TYPE, label: 'Auto', ...drm },
    {
      file: `${base}/vod/${item.id}/video.mp4`,
      type: MP4_TYPE,
      height: 360,
      width: 640,
      label: '360p',
      bitrate: Math.round((info.mp4Size * 8) / info.duration),
      filesize: info.mp4Size,
      framerate: 25,
      ...drm,
    },
  ];
}

function images(item: CatalogueItem, view: View): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = IMAGE_WIDTHS.map((width) => ({
    src: posterUrl(view.origin, item.id, width),
    width,
    type: SVG_TYPE,
  }));
  if (item.motionThumbnail && item.stream) {
    list.push({ src: `${view.origin}/media/vod/${item.id}/video.mp4`, width: 640, type: MP4_TYPE });
  }
  return list;
}

/** One media item as the content host answers it. */
export function mediaJson(
  item: CatalogueItem,
  view: View,
  options: MediaJsonOptions,
): Record<string, unknown> {
  const { origin } = view;
  const timing = eventTiming(item, view.anchor, view.now);
  const duration = timing
    ? timing.state === 'VOD_PUBLIC'
      ? (item.event?.fullDuration ?? 0)
      : 0
    : item.duration;
  const json: Record<string, unknown> = {
    title: item.title,
    mediaid: item.id,
    link: `${origin}/m/${item.id}`,
    image: posterUrl(origin, item.id, 720),
    images: images(item, view),
    feedid: options.feedid,
    duration,
    pubdate: item.pubdate,
    description: item.description,
    tags: item.tags.join(','),
    sources: sources(item, view, options.drmPolicyId),
    tracks: [],
    variations: {},
  };
  if (item.genre) json.genre = item.genre;
  if (item.rating) json.rating = item.rating;
  for (const [key, value] of Object.entries(item.custom)) {
    json[key] = key === 'scheduleUrl' ? `${origin}${value}` : value;
  }
  if (timing) {
    json['VCH.EventState'] = timing.state;
    json['VCH.ScheduledStart'] = new Date(timing.start).toISOString();
    json['VCH.ScheduledEnd'] = new Date(timing.end).toISOString();
  }
  if (options.watchlist) {
    json.cardImage = labelImageUrl(origin, item.id, 'card');
    json.channelLogoImage = labelImageUrl(origin, item.id, 'channel_logo');
    json.backgroundImage = labelImageUrl(origin, item.id, 'background');
    json.recommendations = `${origin}/v2/playlists/ReCoMm01?related_media_id=${item.id}`;
  }
  return json;
}

/** A stable id in the form of a UUID, from any text (feed instances, programme ids). */
export function stableUuid(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The envelope of a single item (`/v2/media/{id}`, playback.json): answer playlist[0]. */
export function singleItemJson(
  item: CatalogueItem,
  view: View,
  drmPolicyId?: string,
): Record<string, unknown> {
  return {
    title: item.title,
    description: item.description,
    kind: 'Single Item',
    feedid: item.id,
    playlist: [mediaJson(item, view, { feedid: item.id, drmPolicyId })],
    feed_instance_id: stableUuid(`single:${item.id}`),
  };
}

export const isKnownDrmPolicy = (policyId: string): boolean => policyId === DRM_POLICY_ID;
