import type { MediaCardProps, MediaCardTag } from '@/components/ui/media-card';
import { paths } from '@/app/paths';
import { isMediaLocked, type ViewerAccess } from '@/domain/media-lock';
import { getMediaStatus } from '@/domain/media-status';
import type { MediaItem } from '@/domain/media.types';

/** seed 002 §9: card images 320 px wide, 640 px on a featured shelf; the hero 1920 px. */
export const CARD_IMAGE_WIDTH = 320;
export const FEATURED_CARD_IMAGE_WIDTH = 640;
export const HERO_IMAGE_WIDTH = 1920;
/** seed 002 §9: social meta images are 720 px wide. */
export const SOCIAL_IMAGE_WIDTH = 720;

/** The image URL asking for `width` pixels (the content host scales by `width`). */
export function withImageWidth(url: string, width: number): string {
  if (!url || url.startsWith('data:')) return url;
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    parsed.searchParams.set('width', String(width));
    return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

function readCount(value: string | undefined): number | undefined {
  const count = value === undefined ? NaN : Number(value);
  return Number.isInteger(count) && count > 0 ? count : undefined;
}

/**
 * The card's tag (seed 002 §2 "Media card"), first match wins: a series (its episode count when
 * known), an episode label, live (a live status, or a live channel), scheduled with its start,
 * the duration. Pages, hubs and items without a duration carry none.
 */
export function cardTagFor(item: MediaItem, now: Date): MediaCardTag | null {
  if (item.contentType === 'series')
    return { kind: 'series', episodeCount: readCount(item.custom.episodeCount) };
  if (item.contentType === 'episode' && item.episodeNumber !== undefined) {
    return { kind: 'episode', seasonNumber: item.seasonNumber, episodeNumber: item.episodeNumber };
  }
  const status = getMediaStatus(item, now);
  if (status === 'LIVE' || item.contentType === 'livechannel') return { kind: 'live' };
  if (status === 'SCHEDULED') return { kind: 'scheduled', start: item.scheduledStart };
  if (item.duration > 0) return { kind: 'duration', seconds: item.duration };
  return null;
}

/** The images entry of type video/mp4 (seed 002 §3: a motion thumbnail). */
export function motionThumbnailOf(item: Pick<MediaItem, 'images'>): string | undefined {
  return item.images.find((image) => image.type === 'video/mp4')?.src;
}

/**
 * Where a card leads: the item's media page with its title slug and `r` (the list it was opened
 * from). Episodes and live channels open their own page, which sends them on to the series or
 * the guide (seed 002 §2).
 */
export function mediaCardHref(item: Pick<MediaItem, 'mediaid' | 'title'>, playlistId?: string): string {
  return paths.media.getHref(item.mediaid, { title: item.title, playlistId });
}

export type CardOptions = {
  now: Date;
  viewer: ViewerAccess;
  /** The list the card is shown in (`r`). */
  playlistId?: string;
  featured?: boolean;
  /** Overrides the link (series episodes stay on their series page). */
  href?: string;
};

/** A media item as the props of a MediaCard. */
export function toMediaCardProps(item: MediaItem, options: CardOptions): MediaCardProps {
  const featured = options.featured ?? false;
  return {
    title: item.title,
    href: options.href ?? mediaCardHref(item, options.playlistId),
    imageSrc: withImageWidth(item.cardImage, featured ? FEATURED_CARD_IMAGE_WIDTH : CARD_IMAGE_WIDTH),
    tag: cardTagFor(item, options.now),
    locked: isMediaLocked(item, options.viewer),
    motionThumbnailSrc: motionThumbnailOf(item),
    featured,
  };
}
