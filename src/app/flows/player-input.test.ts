import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/domain/media.types';
import { parseSeekCuePoints } from '@/services/content/media.mappers';
import {
  adScheduleFor,
  buildPlayerInput,
  toNextItem,
  toPlayerItem,
  type PlayerEnvironment,
} from '@/app/flows/player-input';

const NOW = new Date('2026-06-21T18:00:00Z');

function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    mediaid: 'MvAct002',
    title: 'Copper Run',
    description: '',
    duration: 5880,
    images: [],
    sources: [
      { file: 'https://cdn.test/media/vod/MvAct002/index.m3u8', type: 'application/vnd.apple.mpegurl' },
      { file: 'https://cdn.test/media/vod/MvAct002/video.mp4', type: 'video/mp4' },
    ],
    tracks: [],
    tags: [],
    mediaOffers: [],
    mediaStatus: 'VOD',
    onDemand: false,
    catchupHours: 8,
    scheduleDemo: false,
    seekCuePoints: [],
    cardImage: '',
    backgroundImage: '',
    channelLogoImage: '',
    custom: {},
    ...overrides,
  };
}

/** The live channel LvChan01 with its HLS stream. */
const liveChannel = (overrides: Partial<MediaItem> = {}): MediaItem =>
  mediaItem({
    mediaid: 'LvChan01',
    contentType: 'livechannel',
    sources: [
      { file: 'https://cdn.test/media/live/LvChan01/index.m3u8', type: 'application/vnd.apple.mpegurl' },
    ],
    ...overrides,
  });

const env: PlayerEnvironment = {
  config: { siteId: 'sc-free', adConfig: null, adSchedule: 'AdScHd01', adDeliveryMethod: 'csai' },
  host: 'https://cdn.test',
  support: { nativeHls: true, mse: true, mp4: true },
};

const scheduledEvent = mediaItem({
  mediaid: 'EvSchd01',
  duration: 0,
  contentType: 'liveevent',
  eventState: 'PRE_LIVE',
  scheduledStart: new Date('2026-06-21T20:00:00Z'),
  scheduledEnd: new Date('2026-06-21T22:00:00Z'),
  sources: [
    { file: 'https://cdn.test/media/live/EvSchd01/index.m3u8', type: 'application/vnd.apple.mpegurl' },
  ],
});

describe('the player item of a catalogue item', () => {
  it('plays the HLS source of an on-demand item', () => {
    expect(toPlayerItem(mediaItem(), env, NOW)).toEqual({
      mediaId: 'MvAct002',
      title: 'Copper Run',
      status: 'VOD',
      scheduledStart: null,
      source: { url: 'https://cdn.test/media/vod/MvAct002/index.m3u8', kind: 'hls' },
      live: false,
      geoBlockingMessage: null,
    });
  });

  it('computes the status at the moment handed over (seed 000 §4) and streams events live', () => {
    expect(toPlayerItem(scheduledEvent, env, NOW)).toMatchObject({
      status: 'SCHEDULED',
      scheduledStart: Date.parse('2026-06-21T20:00:00Z'),
      live: true,
    });
    expect(toPlayerItem(scheduledEvent, env, new Date('2026-06-21T20:00:00Z')).status).toBe('LIVE');
  });

  it('puts the known stream parameters on the URL (seed 002 §7)', () => {
    const item = toPlayerItem(
      mediaItem(),
      { ...env, config: { ...env.config, adConfig: 'AdCf01' }, userId: 'u-7', passport: 'pp' },
      NOW,
    );
    expect(item.source?.url).toBe(
      'https://cdn.test/media/vod/MvAct002/index.m3u8?user_id=u-7&ad_config_id=AdCf01&passport=pp',
    );
  });

  it('plays the ad-inserted manifest with server-side ads and asks for no client-side pre-roll', () => {
    const ssai = { ...env, config: { ...env.config, adConfig: 'AdCf01', adDeliveryMethod: 'ssai' as const } };
    expect(toPlayerItem(mediaItem(), ssai, NOW).source?.url).toBe(
      'https://cdn.test/v2/sites/sc-free/media/MvAct002/ssai.m3u8?ad_config_id=AdCf01',
    );
    expect(adScheduleFor(mediaItem(), ssai.config)).toBeNull();
  });

  it("asks the item's own ad schedule before the config's", () => {
    expect(adScheduleFor(mediaItem(), env.config)).toBe('AdScHd01');
    expect(adScheduleFor(mediaItem({ customAdsScheduleId: 'AdScHd02' }), env.config)).toBe('AdScHd02');
    expect(adScheduleFor(mediaItem(), { adSchedule: null, adDeliveryMethod: null })).toBeNull();
  });

  it('marks a scheduled next item, which the player will not play (seed 002 §4)', () => {
    expect(toNextItem(scheduledEvent, NOW)).toEqual({
      mediaId: 'EvSchd01',
      title: 'Copper Run',
      scheduled: true,
    });
    expect(toNextItem(mediaItem({ mediaid: 'MvAct003' }), NOW)?.scheduled).toBe(false);
    expect(toNextItem(null, NOW)).toBeNull();
  });

  it('starts live programmes from their beginning within the catch-up window, on-demand items at the start time', () => {
    const channel = liveChannel({ duration: 0, catchupHours: 4 });
    const programme = {
      start: new Date('2026-06-21T17:00:00Z'),
      end: new Date('2026-06-21T19:00:00Z'),
      fromBeginning: true,
    };
    const input = buildPlayerInput(
      channel,
      null,
      env,
      { autoplay: true, startTime: 99, liveWindow: programme },
      NOW,
    );
    expect(input).toMatchObject({ liveOffset: 3600, startTime: 0, autoplay: true, now: NOW.getTime() });
    // The live source asks for the programme's stretch with the platform's `t` parameter.
    expect(input.item).toMatchObject({
      live: true,
      source: {
        url: 'https://cdn.test/media/live/LvChan01/index.m3u8?t=2026-06-21T17%3A00%3A00Z-2026-06-21T19%3A00%3A00Z',
      },
    });
    // Watched (not from its beginning): the same stretch at its live edge.
    expect(
      buildPlayerInput(
        channel,
        null,
        env,
        { autoplay: true, liveWindow: { ...programme, fromBeginning: false } },
        NOW,
      ).liveOffset,
    ).toBeNull();
    const old = buildPlayerInput(
      channel,
      null,
      env,
      { autoplay: true, liveWindow: { ...programme, start: new Date('2026-06-21T13:00:00Z') } },
      NOW,
    );
    expect(old.liveOffset).toBeNull();
    const film = buildPlayerInput(mediaItem(), null, env, { autoplay: false, startTime: 42 }, NOW);
    expect(film).toMatchObject({ startTime: 42, liveOffset: null, adScheduleId: 'AdScHd01' });
  });

  it('plays an ended programme as its recording, from its start', () => {
    const channel = liveChannel({ duration: 0 });
    const ended = {
      start: new Date('2026-06-21T16:00:00Z'),
      end: new Date('2026-06-21T17:00:00Z'),
      fromBeginning: false,
    };
    const input = buildPlayerInput(channel, null, env, { autoplay: true, liveWindow: ended }, NOW);
    expect(input).toMatchObject({ liveOffset: null, startTime: 0 });
    expect(input.item).toMatchObject({
      live: false,
      source: { url: expect.stringMatching(/\?t=2026-06-21T16%3A00%3A00Z-2026-06-21T17%3A00%3A00Z$/) },
    });
    // An on-demand item ignores a window: it is no live stream.
    expect(toPlayerItem(mediaItem(), env, NOW, ended).source?.url).toBe(
      'https://cdn.test/media/vod/MvAct002/index.m3u8',
    );
  });

  it('keeps server-side ads to on-demand items: a live channel plays its own source', () => {
    const ssai = { ...env, config: { ...env.config, adConfig: 'AdCf01', adDeliveryMethod: 'ssai' as const } };
    const channel = liveChannel();
    expect(toPlayerItem(channel, ssai, NOW).source?.url).toBe(
      'https://cdn.test/media/live/LvChan01/index.m3u8?ad_config_id=AdCf01',
    );
  });
});

describe('seek points (seed 002 §3, §5)', () => {
  it("reads 'name#seconds' and drops entries whose time is not a number", () => {
    expect(
      parseSeekCuePoints('Doors open#0,First round#4,Judges taste#9,Broken entry#soon,Winner announced#16'),
    ).toEqual([
      { name: 'Doors open', seconds: 0 },
      { name: 'First round', seconds: 4 },
      { name: 'Judges taste', seconds: 9 },
      { name: 'Winner announced', seconds: 16 },
    ]);
  });
});
