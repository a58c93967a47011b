import { queryOptions } from '@tanstack/react-query';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eventRetry } from '@/services/event/event.queries';
import { fetchText, MalformedResponseError, NetworkError } from '@/services/http/http';
import type { EventClient } from '@/services/event/event-client';
import { feedUrl } from './event-client';

/** seed 002 §3 "Podcast episode": id, title, description, link, author, published date, iTunes image and duration, enclosures. */
export type PodcastEpisode = {
  id: string;
  title: string;
  description: string;
  link: string | null;
  author: string | null;
  /** Milliseconds since the epoch; null when the feed has no readable date. */
  published: number | null;
  image: string | null;
  /** `itunes:duration` as the feed writes it (`hh:mm:ss`, `mm:ss` or seconds). */
  duration: string | null;
  enclosures: { url: string; type: string | null }[];
};

export type PodcastFeed = { title: string | null; episodes: PodcastEpisode[] };

/** The feed is not RSS the screen can read: broken XML, or no channel. */
export class PodcastFeedError extends MalformedResponseError {
  constructor(message: string, issues: string[] = []) {
    super(message, issues);
    this.name = 'PodcastFeedError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Titles such as "2024" or "007" stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'item' || name === 'enclosure',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of an element that may carry attributes (`{ '#text': ... }`) or be missing. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return textOf(value['#text']);
  return null;
}

function attributeOf(value: unknown, name: string): string | null {
  return isNode(value) && typeof value[`@${name}`] === 'string' ? (value[`@${name}`] as string) : null;
}

/**
 * Reads an RSS 2.0 feed with the iTunes fields (seed 002 §3). Broken XML or a document without a
 * channel is a `PodcastFeedError`; items without a title are left out.
 */
export function parsePodcastFeed(xml: string): PodcastFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new PodcastFeedError('The podcast feed is not well-formed XML', [
      `line ${valid.err.line}: ${valid.err.msg}`,
    ]);
  const document: unknown = parser.parse(xml);
  const channel = isNode(document) && isNode(document.rss) ? document.rss.channel : undefined;
  if (!isNode(channel)) throw new PodcastFeedError('The podcast feed has no RSS channel');
  const items = Array.isArray(channel.item) ? channel.item : [];
  const episodes: PodcastEpisode[] = [];
  items.forEach((item: unknown, index) => {
    if (!isNode(item)) return;
    const title = textOf(item.title);
    if (!title) return;
    const link = textOf(item.link);
    const published = Date.parse(textOf(item.pubDate) ?? '');
    episodes.push({
      id: textOf(item.guid) ?? link ?? `${index}`,
      title,
      description: textOf(item.description) ?? '',
      link,
      author: textOf(item.author) ?? textOf(item['itunes:author']),
      published: Number.isNaN(published) ? null : published,
      image: attributeOf(item['itunes:image'], 'href'),
      duration: textOf(item['itunes:duration']),
      enclosures: (Array.isArray(item.enclosure) ? item.enclosure : [])
        .map((enclosure: unknown) => ({
          url: attributeOf(enclosure, 'url') ?? '',
          type: attributeOf(enclosure, 'type'),
        }))
        .filter((enclosure) => enclosure.url !== ''),
    });
  });
  return { title: textOf(channel.title), episodes };
}

/** seed 002 §7: a podcast's RSS feed, fetched from its own URL and parsed in the browser. */
export async function getPodcastFeed(client: EventClient, url: string): Promise<PodcastFeed> {
  return parsePodcastFeed(await fetchText(feedUrl(client, url), client.fetch));
}

/** A podcast's episodes from its RSS feed (seed 002 §7); `url` null when the podcast has no feed. */
export const podcastFeedQuery = (client: EventClient, url: string | null) =>
  queryOptions({
    queryKey: ['event', 'podcast-feed', url] as const,
    queryFn: () => getPodcastFeed(client, url ?? ''),
    enabled: url !== null,
    // A malformed feed does not get better by asking again at once: Try again is the viewer's.
    retry: eventRetry,
    retryDelay: 1_000,
    staleTime: 60_000,
  });

/** The feed's host could not be reached (the viewer's network or the host), not a broken feed. */
export function isFeedUnreachable(error: unknown): boolean {
  return error instanceof NetworkError;
}

export type EpisodeSort = 'date-asc' | 'date-desc' | 'title-asc' | 'title-desc';

/** seed 002 §2: episodes sort by title or by date; date ascending first. Undated episodes go last. */
export function sortEpisodes(
  episodes: readonly PodcastEpisode[],
  sort: EpisodeSort,
  locale?: string,
): PodcastEpisode[] {
  const byTitle = (a: PodcastEpisode, b: PodcastEpisode) =>
    a.title.localeCompare(b.title, locale, { numeric: true, sensitivity: 'base' });
  const sorted = [...episodes];
  switch (sort) {
    case 'title-asc':
      return sorted.sort(byTitle);
    case 'title-desc':
      return sorted.sort((a, b) => byTitle(b, a));
    case 'date-asc':
    case 'date-desc': {
      const direction = sort === 'date-asc' ? 1 : -1;
      return sorted.sort((a, b) => {
        if (a.published === null || b.published === null)
          return (a.published === null ? 1 : 0) - (b.published === null ? 1 : 0);
        return direction * (a.published - b.published);
      });
    }
  }
}
