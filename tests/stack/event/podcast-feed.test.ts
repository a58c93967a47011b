import { describe, expect, it } from 'vitest';
import { podcastRss } from '../../../server/modules/event/event.rss';
import {
  parsePodcastFeed,
  PodcastFeedError,
  sortEpisodes,
  type PodcastEpisode,
} from '@/app/data/event-podcast-feed';
import { isoDuration, readEpisodeSort } from '@/screens/event/podcast-screen';
import { readPodcastSort, sortPodcasts } from '@/screens/event/podcasts-screen';
import type { Podcast } from '@/app/data/event-client';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const anchor = Date.UTC(2026, 10, 26, 12);

/** The newest episode, read back field by field: what the feed carries besides its image and length. */
const recap = {
  id: 'b',
  title: 'Recap #2',
  description: 'Second <b>one</b>',
  link: 'https://p.example/2',
  author: 'Games',
  published: anchor,
};

/** The stand-in's own feed writer, so the parser reads what the stack serves. */
const feed = podcastRss(
  {
    title: 'Road to the Games',
    description: 'The podcast & more',
    episodes: [
      { ...recap, image: '/p.svg', durationSeconds: 3_725 },
      {
        id: 'a',
        title: 'Preview #1',
        description: 'First',
        link: 'https://p.example/1',
        author: 'Games',
        published: anchor - WEEK,
        image: '/p.svg',
        durationSeconds: 900,
      },
      {
        id: 'c',
        title: 'Interview #10',
        description: '',
        link: 'https://p.example/10',
        author: 'Games',
        published: anchor + WEEK,
        image: '/p.svg',
        durationSeconds: 60,
      },
    ],
  },
  'https://games.example',
);

describe('parsePodcastFeed (seed 002 §3 podcast episode)', () => {
  it('reads every episode field of the RSS the stack serves', () => {
    const parsed = parsePodcastFeed(feed);
    expect(parsed.title).toBe('Road to the Games');
    expect(parsed.episodes).toHaveLength(3);
    expect(parsed.episodes[0]).toEqual({
      ...recap,
      image: 'https://games.example/p.svg',
      duration: '01:02:05',
      enclosures: [{ url: 'https://games.example/media/vod/MvDoc001/video.mp4', type: 'video/mp4' }],
    });
  });

  it('refuses broken XML and documents without a channel', () => {
    expect(() => parsePodcastFeed('<rss><channel><item><title>Half')).toThrow(PodcastFeedError);
    expect(() => parsePodcastFeed('<html><body>Not a feed</body></html>')).toThrow('no RSS channel');
    expect(() => parsePodcastFeed('')).toThrow(PodcastFeedError);
  });

  it('keeps one-item feeds, numeric titles as text, and leaves out items without a title', () => {
    const parsed = parsePodcastFeed(
      '<rss version="2.0"><channel><title>2024</title><item><title>007</title><guid>x</guid></item><item><description>untitled</description></item></channel></rss>',
    );
    expect(parsed.title).toBe('2024');
    expect(
      parsed.episodes.map((episode) => [episode.id, episode.title, episode.published, episode.link]),
    ).toEqual([['x', '007', null, null]]);
  });

  it('an empty channel has no episodes', () => {
    expect(parsePodcastFeed('<rss><channel><title>Quiet</title></channel></rss>').episodes).toEqual([]);
  });
});

describe('sortEpisodes (seed 002 §2: by title or date, date ascending first)', () => {
  const episodes = parsePodcastFeed(feed).episodes;
  const titles = (list: PodcastEpisode[]) => list.map((episode) => episode.title);

  it('sorts by date both ways and by title both ways, numbers in titles as numbers', () => {
    expect(titles(sortEpisodes(episodes, 'date-asc'))).toEqual(['Preview #1', 'Recap #2', 'Interview #10']);
    expect(titles(sortEpisodes(episodes, 'date-desc'))).toEqual(['Interview #10', 'Recap #2', 'Preview #1']);
    expect(titles(sortEpisodes(episodes, 'title-asc', 'en'))).toEqual([
      'Interview #10',
      'Preview #1',
      'Recap #2',
    ]);
    expect(titles(sortEpisodes(episodes, 'title-desc', 'en'))).toEqual([
      'Recap #2',
      'Preview #1',
      'Interview #10',
    ]);
    expect(titles(episodes)).toEqual(['Recap #2', 'Preview #1', 'Interview #10']);
  });

  it('puts undated episodes last whichever way dates run', () => {
    const undated = { ...episodes[0]!, id: 'u', title: 'Undated', published: null };
    expect(titles(sortEpisodes([undated, ...episodes], 'date-asc')).at(-1)).toBe('Undated');
    expect(titles(sortEpisodes([undated, ...episodes], 'date-desc')).at(-1)).toBe('Undated');
  });

  it('reads the order from the query string, date ascending otherwise', () => {
    expect(readEpisodeSort(new URLSearchParams('sort=title-desc'))).toBe('title-desc');
    expect(readEpisodeSort(new URLSearchParams('sort=nonsense'))).toBe('date-asc');
    expect(readEpisodeSort(new URLSearchParams())).toBe('date-asc');
  });

  it('turns the iTunes duration into an ISO duration', () => {
    expect(isoDuration('01:02:05')).toBe('PT1H2M5S');
    expect(isoDuration('15:00')).toBe('PT0H15M0S');
    expect(isoDuration('3725')).toBe('PT1H2M5S');
    expect(isoDuration('1:2:3:4')).toBeNull();
    expect(isoDuration('soon')).toBeNull();
  });
});

describe('sortPodcasts (seed 002 §2: title A-Z or Z-A)', () => {
  const podcast = (title: string): Podcast => ({
    _id: title,
    titleAndSlug: { title, slug: { current: title.toLowerCase() } },
  });
  const list = [podcast('inside'), podcast('Athlete'), podcast('Road')];
  it('sorts case-insensitively both ways, from ?sort=', () => {
    expect(sortPodcasts(list, 'asc', 'en').map((p) => p._id)).toEqual(['Athlete', 'inside', 'Road']);
    expect(sortPodcasts(list, 'desc', 'en').map((p) => p._id)).toEqual(['Road', 'inside', 'Athlete']);
    expect(readPodcastSort(new URLSearchParams('sort=desc'))).toBe('desc');
    expect(readPodcastSort(new URLSearchParams('sort=asc'))).toBe('asc');
    expect(readPodcastSort(new URLSearchParams())).toBe('asc');
  });
});
