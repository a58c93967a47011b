import { isMediaFree } from '@/domain/media-lock';
import { describe, expect, it } from 'vitest';
import {
  applyTranslations,
  offersForProvider,
  parseMediaOffers,
  parseSeekCuePoints,
  toMediaItem,
  toPlaylist,
} from './media.mappers';
import { mediaItemSchema } from './media.schemas';
import { getMediaImageUrl } from './media-images';
import * as z from 'zod/mini';

const now = new Date('2024-03-01T12:00:00Z');
const host = 'https://content.test';
const map = (raw: Record<string, unknown>, options: { language?: string; imageLabel?: string } = {}) =>
  toMediaItem(z.parse(mediaItemSchema, { mediaid: 'm1', title: 'Title', ...raw }), { host, now, ...options });

describe('productIds -> mediaOffers (seed 000 §3)', () => {
  it('reads provider:offerId entries; a leading ! marks the premier offer', () => {
    expect(parseMediaOffers('cleeng:S123_456, !cleeng:C789_1,jwp:42')).toEqual([
      { provider: 'cleeng', offerId: 'S123_456', premier: false },
      { provider: 'cleeng', offerId: 'C789_1', premier: true },
      { provider: 'jwp', offerId: '42', premier: false },
    ]);
  });

  it('skips entries without a provider or an offer id', () => {
    expect(parseMediaOffers('nocolon,:S1,cleeng:,,')).toEqual([]);
    expect(parseMediaOffers(undefined)).toEqual([]);
  });

  it('filters to the active integration', () => {
    const offers = parseMediaOffers('!cleeng:S1,jwp:2');
    expect(offersForProvider(offers, 'jwp')).toEqual([{ provider: 'jwp', offerId: '2', premier: false }]);
  });

  it('is derived on the media item', () => {
    expect(map({ productIds: '!cleeng:S9' }).mediaOffers).toEqual([
      { provider: 'cleeng', offerId: 'S9', premier: true },
    ]);
  });
});

describe('series id: three spellings read as one (seed 000 §3)', () => {
  it.each([[{ seriesId: 'ser1' }], [{ seriesPlayListId: 'ser1' }], [{ seriesPlaylistId: 'ser1' }]])(
    '%o',
    (raw) => {
      expect(map(raw).seriesId).toBe('ser1');
    },
  );

  it('prefers seriesId when several are present, and has none when none is', () => {
    expect(map({ seriesId: 'a', seriesPlaylistId: 'b' }).seriesId).toBe('a');
    expect(map({}).seriesId).toBeUndefined();
  });
});

describe('translated fields (seed 000 §3)', () => {
  const raw = {
    title: 'Title',
    'title-nl': 'Titel',
    description: 'Text',
    'description-nl': '',
    'subtitle-de': 'Untertitel',
  };

  it('a field with the language suffix replaces the plain field', () => {
    const item = map(raw, { language: 'nl' });
    expect(item.title).toBe('Titel');
    expect(item.description).toBe('Text');
  });

  it('other languages and no language leave the fields alone', () => {
    expect(map(raw, { language: 'fr' }).title).toBe('Title');
    expect(map(raw).title).toBe('Title');
    expect(map(raw, { language: 'de' }).subtitle).toBe('Untertitel');
  });

  it('applies to playlist envelopes too', () => {
    expect(applyTranslations({ title: 'Films', 'title-nl': 'Films NL' }, 'nl').title).toBe('Films NL');
    const playlist = toPlaylist({ title: 'Films', 'title-nl': 'Speelfilms', playlist: [] }, 'p1', {
      host,
      now,
      language: 'nl',
    });
    expect(playlist.title).toBe('Speelfilms');
  });
});

describe('derived fields (seed 000 §3, seed 002 §3)', () => {
  it('reads scheduled start and end from VCH.ScheduledStart / VCH.ScheduledEnd and the status from them', () => {
    const item = map({
      'VCH.EventState': 'PRE_LIVE',
      'VCH.ScheduledStart': '2024-03-01T11:00:00Z',
      'VCH.ScheduledEnd': '2024-03-01T13:00:00Z',
    });
    expect(item.scheduledStart).toEqual(new Date('2024-03-01T11:00:00Z'));
    expect(item.scheduledEnd).toEqual(new Date('2024-03-01T13:00:00Z'));
    expect(item.mediaStatus).toBe('LIVE');
    expect(map({ 'VCH.ScheduledStart': 'not a date' }).scheduledStart).toBeUndefined();
  });

  it('catchupHours defaults to 8 (seed 000 §9) and reads strings', () => {
    expect(map({}).catchupHours).toBe(8);
    expect(map({ catchupHours: '3' }).catchupHours).toBe(3);
    expect(map({ catchupHours: 'x' }).catchupHours).toBe(8);
    expect(map({ catchupHours: '0' }).catchupHours).toBe(8);
  });

  it('reads contentType lowercased, liveChannelsId, markdown, episode and season numbers', () => {
    const item = map({
      contentType: 'LiveEvent',
      liveChannelsId: 'live1',
      markdown: '# Hi',
      episodeNumber: '3',
      seasonNumber: '2',
    });
    expect(item).toMatchObject({
      contentType: 'liveevent',
      liveChannelsId: 'live1',
      markdown: '# Hi',
      episodeNumber: 3,
      seasonNumber: 2,
    });
  });

  it('splits SeekCuePoints name#seconds and skips entries that do not read', () => {
    expect(parseSeekCuePoints('Intro#10, Credits#590.5,broken,#3,Neg#-1')).toEqual([
      { name: 'Intro', seconds: 10 },
      { name: 'Credits', seconds: 590.5 },
    ]);
    expect(map({ SeekCuePoints: 'Goal#61' }).seekCuePoints).toEqual([{ name: 'Goal', seconds: 61 }]);
  });

  it('splits tags and keeps unknown scalars as custom params', () => {
    const item = map({ tags: ' a, b ,,c', sport: 'Ski', variations: {} });
    expect(item.tags).toEqual(['a', 'b', 'c']);
    expect(item.custom).toEqual({ sport: 'Ski' });
  });

  it('free when free is true or requiresSubscription false; hubs always (seed 000 §6)', () => {
    expect(isMediaFree(map({ free: 'true' }))).toBe(true);
    expect(isMediaFree(map({ requiresSubscription: 'false' }))).toBe(true);
    expect(isMediaFree(map({ requiresSubscription: 'true' }))).toBe(false);
    expect(isMediaFree(map({ contentType: 'Hub' }))).toBe(true);
    expect(isMediaFree(map({}))).toBe(false);
  });
});

describe('image URLs (seed 000 §7)', () => {
  it('follow /v2/media/{id}/images/{label}.webp with poster_fallback', () => {
    expect(getMediaImageUrl({ host, mediaId: 'm1', label: 'card' })).toBe(
      'https://content.test/v2/media/m1/images/card.webp?poster_fallback=1',
    );
    expect(getMediaImageUrl({ host: '', mediaId: 'm1', label: 'channel_logo' })).toBe(
      '/v2/media/m1/images/channel_logo.webp?poster_fallback=1',
    );
  });

  it('name the default label as fallback when a custom label is asked for, and a non-default width', () => {
    expect(
      getMediaImageUrl({ host, mediaId: 'm1', label: 'card_wide', fallbackLabel: 'card', width: 1280 }),
    ).toBe(
      'https://content.test/v2/media/m1/images/card_wide.webp?poster_fallback=1&fallback=card&width=1280',
    );
    expect(getMediaImageUrl({ host, mediaId: 'm1', label: 'card', fallbackLabel: 'card', width: 640 })).toBe(
      'https://content.test/v2/media/m1/images/card.webp?poster_fallback=1',
    );
  });

  it('derive card, background and channel logo: own field, then images by label, then the rule', () => {
    const item = map({
      images: [{ src: 'https://img.test/bg.webp', label: 'background' }],
      channelLogoImage: 'https://img.test/logo.png',
    });
    expect(item.cardImage).toBe('https://content.test/v2/media/m1/images/card.webp?poster_fallback=1');
    expect(item.backgroundImage).toBe('https://img.test/bg.webp');
    expect(item.channelLogoImage).toBe('https://img.test/logo.png');
    expect(map({}, { imageLabel: 'card_promo' }).cardImage).toBe(
      'https://content.test/v2/media/m1/images/card_promo.webp?poster_fallback=1&fallback=card',
    );
  });
});
