import { describe, expect, it } from 'vitest';
import { mediaItemFrom } from '@/app/testing/catalogue.testing';
import {
  cardTagFor,
  mediaCardHref,
  motionThumbnailOf,
  toMediaCardProps,
  withImageWidth,
} from '@/components/catalogue/media-card-model';

const now = new Date('2026-06-01T12:00:00Z');
const item = (raw: Record<string, unknown> = {}) =>
  mediaItemFrom({ mediaid: 'MvAct001', title: 'Breakwater', ...raw }, now);

describe('card tag (seed 002 §2 "Media card")', () => {
  it('a series shows its episode count, or "Series" when the count is unknown', () => {
    expect(cardTagFor(item({ contentType: 'series', episodeCount: '39' }), now)).toEqual({
      kind: 'series',
      episodeCount: 39,
    });
    expect(cardTagFor(item({ contentType: 'series' }), now)).toEqual({
      kind: 'series',
      episodeCount: undefined,
    });
  });

  it('an episode shows its label S{season}:E{episode}', () => {
    expect(
      cardTagFor(
        item({ contentType: 'episode', seasonNumber: '1', episodeNumber: '2', duration: 2880 }),
        now,
      ),
    ).toEqual({ kind: 'episode', seasonNumber: 1, episodeNumber: 2 });
  });

  it('a live event on air, and a live channel, show Live', () => {
    const onAir = item({
      contentType: 'liveevent',
      'VCH.EventState': 'LIVE_PUBLISHED',
      'VCH.ScheduledStart': '2026-06-01T11:30:00Z',
      'VCH.ScheduledEnd': '2026-06-01T14:00:00Z',
    });
    expect(cardTagFor(onAir, now)).toEqual({ kind: 'live' });
    expect(cardTagFor(item({ contentType: 'livechannel' }), now)).toEqual({ kind: 'live' });
  });

  it('a scheduled event shows Scheduled with its start', () => {
    const scheduled = item({
      contentType: 'liveevent',
      'VCH.EventState': 'PRE_LIVE',
      'VCH.ScheduledStart': '2026-06-01T14:00:00Z',
      'VCH.ScheduledEnd': '2026-06-01T16:00:00Z',
    });
    expect(cardTagFor(scheduled, now)).toEqual({
      kind: 'scheduled',
      start: new Date('2026-06-01T14:00:00Z'),
    });
  });

  it('status follows the clock: the same event is live once its start has passed', () => {
    const event = item({
      'VCH.EventState': 'PRE_LIVE',
      'VCH.ScheduledStart': '2026-06-01T14:00:00Z',
      'VCH.ScheduledEnd': '2026-06-01T16:00:00Z',
    });
    expect(cardTagFor(event, new Date('2026-06-01T15:00:00Z'))).toEqual({ kind: 'live' });
  });

  it('anything else shows its duration; pages and hubs without one show no tag', () => {
    expect(cardTagFor(item({ duration: 6240 }), now)).toEqual({ kind: 'duration', seconds: 6240 });
    expect(cardTagFor(item({ contentType: 'page' }), now)).toBeNull();
    expect(cardTagFor(item({ contentType: 'hub' }), now)).toBeNull();
  });
});

describe('card image and link', () => {
  it('asks the image at the card width (seed 002 §9: 320, 640 featured)', () => {
    expect(withImageWidth('/v2/media/m1/images/card.webp?poster_fallback=1', 320)).toBe(
      '/v2/media/m1/images/card.webp?poster_fallback=1&width=320',
    );
    expect(withImageWidth('https://cdn.test/v2/media/m1/poster.jpg?width=720', 640)).toBe(
      'https://cdn.test/v2/media/m1/poster.jpg?width=640',
    );
    expect(withImageWidth('', 320)).toBe('');
  });

  it('links to the media page with the title slug and the list it was opened from', () => {
    expect(mediaCardHref(item(), 'MoViEs01')).toBe('/m/MvAct001/breakwater?r=MoViEs01');
    expect(mediaCardHref(item())).toBe('/m/MvAct001/breakwater');
  });

  it('takes the images entry of type video/mp4 as the motion thumbnail', () => {
    const withMotion = item({
      images: [
        { src: '/poster.svg', width: 320, type: 'image/svg+xml' },
        { src: '/media/vod/m1/video.mp4', width: 640, type: 'video/mp4' },
      ],
    });
    expect(motionThumbnailOf(withMotion)).toBe('/media/vod/m1/video.mp4');
    expect(motionThumbnailOf(item())).toBeUndefined();
  });

  it('puts it together, the lock decided by the access rules', () => {
    const props = toMediaCardProps(item({ duration: 6240, productIds: 'cleeng:S1' }), {
      now,
      viewer: { accessModel: 'AVOD', isSignedIn: false, hasSubscription: false },
      playlistId: 'MoViEs01',
      featured: true,
    });
    expect(props).toMatchObject({
      title: 'Breakwater',
      href: '/m/MvAct001/breakwater?r=MoViEs01',
      tag: { kind: 'duration', seconds: 6240 },
      locked: true,
      featured: true,
    });
    expect(props.imageSrc).toContain('width=640');
  });
});
