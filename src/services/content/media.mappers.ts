import { getMediaImageUrl, imageLabels } from './media-images';
import { getMediaStatus, isPlaylistLive } from '@/domain/media-status';
import type { MediaItemDocument, PlaylistDocument } from './media.schemas';
import type { MediaItem, MediaOffer, Playlist, SeekCuePoint } from '@/domain/media.types';

/** seed 000 §3, §9: catch-up window of a live channel when the item names none. */
export const DEFAULT_CATCHUP_HOURS = 8;

export type MediaMapOptions = {
  /** Content host base URL, for the image URL rule. */
  host: string;
  /** The moment the status is computed for (injected, never read from the system clock here). */
  now: Date;
  /** Language of translated fields: `title-nl` replaces `title` when `language` is 'nl' (seed 000 §3). */
  language?: string;
  /** A shelf's own card image label; the default label becomes its fallback. */
  imageLabel?: string;
};

// --- Reading loosely typed custom params -------------------------------------------------------

function readString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function readText(value: unknown): string | undefined {
  const text = readString(value)?.trim();
  return text ? text : undefined;
}

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

function readDate(value: unknown): Date | undefined {
  const text = readText(value);
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// --- Derived fields ----------------------------------------------------------------------------

/** `productIds` (seed 000 §3): comma list of `provider:offerId`; a leading `!` marks the premier offer. */
export function parseMediaOffers(productIds: string | undefined): MediaOffer[] {
  if (!productIds) return [];
  return productIds.split(',').flatMap((entry) => {
    const trimmed = entry.trim();
    const premier = trimmed.startsWith('!');
    const body = premier ? trimmed.slice(1) : trimmed;
    const separator = body.indexOf(':');
    if (separator < 0) return [];
    const provider = body.slice(0, separator).trim();
    const offerId = body.slice(separator + 1).trim();
    return provider && offerId ? [{ provider, offerId, premier }] : [];
  });
}

/** The offers of one integration (`cleeng`, `jwp`): the ones that integration can sell. */
export function offersForProvider(offers: readonly MediaOffer[], provider: string): MediaOffer[] {
  return offers.filter((offer) => offer.provider === provider);
}

/** `SeekCuePoints` (seed 002 §3): comma list of `name#seconds`; entries that do not read are skipped. */
export function parseSeekCuePoints(value: string | undefined): SeekCuePoint[] {
  if (!value) return [];
  return value.split(',').flatMap((entry) => {
    const separator = entry.lastIndexOf('#');
    if (separator < 0) return [];
    const name = entry.slice(0, separator).trim();
    const seconds = readNumber(entry.slice(separator + 1));
    return name && seconds !== undefined && seconds >= 0 ? [{ name, seconds }] : [];
  });
}

export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * Translated fields (seed 000 §3): a field with the language suffix (`title-nl`) replaces the
 * plain field when it has text. Without a language, or without a translation, nothing changes.
 */
export function applyTranslations<T extends Record<string, unknown>>(
  record: T,
  language: string | undefined,
): T {
  if (!language) return record;
  const suffix = `-${language}`;
  const translated: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(record)) {
    if (key.length > suffix.length && key.endsWith(suffix) && readText(value)) {
      translated[key.slice(0, -suffix.length)] = value;
    }
  }
  return translated as T;
}

/** Keys the mapper reads into named fields; every other scalar key stays a custom param. */
const mappedKeys = new Set([
  'mediaid',
  'title',
  'description',
  'synopsis',
  'subtitle',
  'duration',
  'pubdate',
  'feedid',
  'link',
  'image',
  'images',
  'sources',
  'tracks',
  'tags',
  'genre',
  'rating',
  'trailerId',
  'free',
  'requiresSubscription',
  'productIds',
  'contentType',
  'seasonNumber',
  'episodeNumber',
  'seriesId',
  'seriesPlayListId',
  'seriesPlaylistId',
  'VCH.EventState',
  'VCH.ScheduledStart',
  'VCH.ScheduledEnd',
  'VCH.OnDemand',
  'geoBlockingMessage',
  'scheduleUrl',
  'scheduleToken',
  'scheduleType',
  'catchupHours',
  'scheduleDemo',
  'liveChannelsId',
  'SeekCuePoints',
  'markdown',
  'customAdsScheduleId',
  'cardImage',
  'backgroundImage',
  'channelLogoImage',
]);

function customParams(record: Record<string, unknown>, exclude: ReadonlySet<string>): Record<string, string> {
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (exclude.has(key)) continue;
    const text = readString(value);
    if (text !== undefined) custom[key] = text;
  }
  return custom;
}

/**
 * A derived image (seed 000 §3): the item's own field when the catalogue sets one, else an
 * `images` entry with the label, else the image URL rule.
 */
function derivedImage(
  record: Record<string, unknown>,
  images: MediaItemDocument['images'],
  field: 'cardImage' | 'backgroundImage' | 'channelLogoImage',
  label: string,
  options: MediaMapOptions & { customLabel?: string },
): string {
  const own = readText(record[field]);
  if (own) return own;
  const wanted = options.customLabel ?? label;
  const labelled =
    images.find((image) => image.label === wanted) ?? images.find((image) => image.label === label);
  if (labelled) return labelled.src;
  return getMediaImageUrl({
    host: options.host,
    mediaId: readString(record.mediaid) ?? '',
    label: wanted,
    fallbackLabel: options.customLabel ? label : undefined,
  });
}

/** Raw media item -> domain media item with every derived field of seed 000 §3. */
export function toMediaItem(document: MediaItemDocument, options: MediaMapOptions): MediaItem {
  const record = applyTranslations(document as Record<string, unknown>, options.language);
  const item: MediaItem = {
    mediaid: document.mediaid,
    title: readString(record.title) ?? '',
    description: readString(record.description) ?? '',
    synopsis: readText(record.synopsis),
    subtitle: readText(record.subtitle),
    duration: readNumber(record.duration) ?? 0,
    pubdate: readNumber(record.pubdate),
    feedid: readText(record.feedid),
    link: readText(record.link),
    image: readText(record.image),
    images: document.images.map(({ src, width, type, label }) => ({ src, width, type, label })),
    sources: document.sources.map(({ file, type, label, width, height, drm }) => ({
      file,
      type,
      label,
      width,
      height,
      drm,
    })),
    tracks: document.tracks.map(({ file, kind, label }) => ({ file, kind, label })),
    tags: splitTags(readString(record.tags)),
    genre: readText(record.genre),
    rating: readText(record.rating),
    trailerId: readText(record.trailerId),
    free: readBoolean(record.free),
    requiresSubscription: readBoolean(record.requiresSubscription),
    productIds: readText(record.productIds),
    mediaOffers: parseMediaOffers(readText(record.productIds)),
    contentType: readText(record.contentType)?.toLowerCase(),
    seasonNumber: readNumber(record.seasonNumber),
    episodeNumber: readNumber(record.episodeNumber),
    // seed 000 §3: three spellings of one field.
    seriesId:
      readText(record.seriesId) ?? readText(record.seriesPlayListId) ?? readText(record.seriesPlaylistId),
    eventState: readText(record['VCH.EventState']),
    scheduledStart: readDate(record['VCH.ScheduledStart']),
    scheduledEnd: readDate(record['VCH.ScheduledEnd']),
    mediaStatus: 'VOD',
    onDemand: readBoolean(record['VCH.OnDemand']) ?? false,
    geoBlockingMessage: readText(record.geoBlockingMessage),
    scheduleUrl: readText(record.scheduleUrl),
    scheduleToken: readText(record.scheduleToken),
    scheduleType: readText(record.scheduleType)?.toLowerCase(),
    catchupHours: readCatchupHours(record.catchupHours),
    scheduleDemo: readBoolean(record.scheduleDemo) ?? false,
    liveChannelsId: readText(record.liveChannelsId),
    seekCuePoints: parseSeekCuePoints(readText(record.SeekCuePoints)),
    markdown: readText(record.markdown),
    customAdsScheduleId: readText(record.customAdsScheduleId),
    cardImage: derivedImage(record, document.images, 'cardImage', imageLabels.card, {
      ...options,
      customLabel: options.imageLabel,
    }),
    backgroundImage: derivedImage(
      record,
      document.images,
      'backgroundImage',
      imageLabels.background,
      options,
    ),
    channelLogoImage: derivedImage(
      record,
      document.images,
      'channelLogoImage',
      imageLabels.channelLogo,
      options,
    ),
    custom: customParams(record, mappedKeys),
  };
  item.mediaStatus = getMediaStatus(item, options.now);
  return item;
}

/** seed 000 §3, §9: catchupHours defaults to 8 when missing, zero or not a number. */
function readCatchupHours(value: unknown): number {
  const hours = readNumber(value);
  return hours !== undefined && hours > 0 ? hours : DEFAULT_CATCHUP_HOURS;
}

const playlistKeys = new Set([
  'feedid',
  'title',
  'description',
  'kind',
  'links',
  'playlist',
  'feed_instance_id',
]);

/** Raw playlist envelope -> domain playlist. `fallbackId` names it when the answer carries no feedid. */
export function toPlaylist(
  document: PlaylistDocument,
  fallbackId: string,
  options: MediaMapOptions,
): Playlist {
  const record = applyTranslations(document as Record<string, unknown>, options.language);
  const playlist = document.playlist.map((item) => toMediaItem(item, options));
  return {
    feedid: document.feedid ?? fallbackId,
    title: readString(record.title) ?? '',
    description: readString(record.description) ?? '',
    kind: document.kind,
    playlist,
    contentType: readText(record.contentType)?.toLowerCase(),
    cardImageAspectRatio: readText(record.cardImageAspectRatio),
    shelfImageAspectRatio: readText(record.shelfImageAspectRatio),
    links: document.links
      ? { first: document.links.first, last: document.links.last, next: document.links.next }
      : undefined,
    refetch: isPlaylistLive(playlist),
    custom: customParams(record, playlistKeys),
  };
}
