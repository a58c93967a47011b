import type { PodcastFeed } from './event.data.js';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const duration = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** A podcast's RSS 2.0 feed with the iTunes fields of seed 002 §3 (image href, duration, enclosure). */
export function podcastRss(feed: PodcastFeed, origin: string): string {
  const items = feed.episodes
    .map(
      (episode) => `    <item>
      <guid isPermaLink="false">${escapeXml(episode.id)}</guid>
      <title>${escapeXml(episode.title)}</title>
      <description>${escapeXml(episode.description)}</description>
      <link>${escapeXml(episode.link)}</link>
      <author>${escapeXml(episode.author)}</author>
      <pubDate>${new Date(episode.published).toUTCString()}</pubDate>
      <itunes:image href="${escapeXml(origin + episode.image)}"/>
      <itunes:duration>${duration(episode.durationSeconds)}</itunes:duration>
      <enclosure url="${escapeXml(`${origin}/media/vod/MvDoc001/video.mp4`)}" type="video/mp4" length="0"/>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <description>${escapeXml(feed.description)}</description>
    <link>${escapeXml(origin)}</link>
${items}
  </channel>
</rss>
`;
}
