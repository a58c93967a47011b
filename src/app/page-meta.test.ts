// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, documentTitle, serializeStructuredData } from './page-meta';
import { isoDuration, tvSeriesData, videoObjectData } from './structured-data';

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page meta', () => {
  it('titles a page "{title} - {site}", the site alone without one', () => {
    expect(documentTitle('Breakwater', 'Statecast Free')).toBe('Breakwater - Statecast Free');
    expect(documentTitle(undefined, 'Statecast Free')).toBe('Statecast Free');
  });

  it('sets title, description and social meta with a 720x406 image (seed 002 §9), and undoes it', () => {
    const undo = applyPageMeta(
      document,
      { title: 'Breakwater', description: 'A storm.', image: '/card.webp?width=720', type: 'video.movie' },
      'Statecast Free',
    );
    expect(document.title).toBe('Breakwater - Statecast Free');
    const expected = {
      description: 'A storm.',
      'og:title': 'Breakwater - Statecast Free',
      'og:description': 'A storm.',
      'og:type': 'video.movie',
      'og:image': '/card.webp?width=720',
      'og:image:width': '720',
      'og:image:height': '406',
      'twitter:card': 'summary_large_image',
    };
    for (const [key, content] of Object.entries(expected)) expect(meta(key), key).toBe(content);
    undo();
    expect(document.title).toBe('Statecast Free');
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });

  it('restores tags the page found rather than removing them', () => {
    document.head.innerHTML = '<meta name="description" content="The site">';
    const undo = applyPageMeta(document, { description: 'A page' }, 'Site');
    expect(meta('description')).toBe('A page');
    undo();
    expect(meta('description')).toBe('The site');
  });

  it('adds JSON-LD that no string can break out of', () => {
    const undo = applyPageMeta(
      document,
      { title: 'x', structuredData: { '@type': 'VideoObject', name: '</script><script>alert(1)</script>' } },
      'Site',
    );
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({
      name: '</script><script>alert(1)</script>',
    });
    undo();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(serializeStructuredData({ a: '<' })).toBe('{"a":"\\u003c"}');
  });
});

describe('structured data', () => {
  it('ISO 8601 durations', () => {
    expect(isoDuration(6240)).toBe('PT1H44M');
    expect(isoDuration(20)).toBe('PT20S');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('a VideoObject, with a BroadcastEvent for a live event', () => {
    expect(
      videoObjectData(
        { title: 'Breakwater', description: 'A storm.', duration: 6240, pubdate: 1_740_000_000 },
        'https://site.test/m/MvAct001/breakwater',
        'https://site.test/card.webp?width=720',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      '@id': 'https://site.test/m/MvAct001/breakwater',
      url: 'https://site.test/m/MvAct001/breakwater',
      name: 'Breakwater',
      description: 'A storm.',
      thumbnailUrl: ['https://site.test/card.webp?width=720'],
      uploadDate: '2025-02-19T21:20:00.000Z',
      duration: 'PT1H44M',
    });
    const live = videoObjectData(
      {
        title: 'Regatta',
        description: '',
        duration: 0,
        contentType: 'liveevent',
        scheduledStart: new Date('2026-06-01T12:00:00Z'),
        scheduledEnd: new Date('2026-06-01T14:00:00Z'),
      },
      'https://site.test/m/EvLive01',
    );
    expect(live.publication).toEqual({
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      startDate: '2026-06-01T12:00:00.000Z',
      endDate: '2026-06-01T14:00:00.000Z',
    });
    expect(live.description).toBe('Regatta');
  });

  it('a TVSeries', () => {
    expect(
      tvSeriesData(
        { title: 'Harbour Lights', description: 'Saltmere.', seasonCount: 3, episodeCount: 39 },
        'u',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      '@id': 'u',
      url: 'u',
      name: 'Harbour Lights',
      description: 'Saltmere.',
      numberOfSeasons: 3,
      numberOfEpisodes: 39,
    });
  });
});
