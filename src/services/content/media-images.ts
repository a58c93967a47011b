import { buildUrl, segment } from './content-client';

/** Image labels of the derived images (seed 000 §3). */
export const imageLabels = {
  card: 'card',
  background: 'background',
  channelLogo: 'channel_logo',
} as const;

/** The width the content host serves when none is asked for. */
const DEFAULT_IMAGE_WIDTH = 640;

export type MediaImageUrlOptions = {
  host: string;
  mediaId: string;
  label: string;
  /** The label to use when `label` has no image (a shelf's own label falls back to the default one). */
  fallbackLabel?: string;
  width?: number;
};

/**
 * Image URL rule (seed 000 §7): `/v2/media/{id}/images/{label}.webp` with `poster_fallback=1`
 * (the poster when the label has no image) and `fallback={label}` when a custom label is asked for.
 */
export function getMediaImageUrl({
  host,
  mediaId,
  label,
  fallbackLabel,
  width,
}: MediaImageUrlOptions): string {
  return buildUrl(host, `/v2/media/${segment(mediaId)}/images/${segment(label)}.webp`, {
    poster_fallback: 1,
    fallback: fallbackLabel && fallbackLabel !== label ? fallbackLabel : undefined,
    width: width && width !== DEFAULT_IMAGE_WIDTH ? width : undefined,
  });
}
