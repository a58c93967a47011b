import { describe, expect, it } from 'vitest';
import { parseEpgChannels, parseHostedSchedule, parseXmlSchedule } from './epg';
import {
  fakeFetch,
  jsonResponse,
  readPayload,
  readPayloadText,
  testClient,
  TEST_HOST,
} from './fake-fetch.testing';
import { getPlaylist } from './playlists';

/** Every content-host reference payload must parse (DESIGN.md: schemas must accept them). */

async function playlistFrom(name: string, id: string) {
  const { fetch } = fakeFetch(() => jsonResponse(readPayload(name)));
  return getPlaylist(testClient(fetch), id);
}

describe('reference playlists parse into domain playlists', () => {
  it('playlist.json: films with sources, images and string custom params', async () => {
    const playlist = await playlistFrom('playlist.json', 'dGSUzs9o');
    expect(playlist.feedid).toBe('dGSUzs9o');
    expect(playlist.title).toBe('All Films');
    expect(playlist.playlist).toHaveLength(3);
    const [agent, bunny, elephants] = playlist.playlist;
    expect(agent).toMatchObject({
      mediaid: 'uB8aRnu6',
      title: 'Agent 327',
      duration: 231,
      tags: ['movie', 'Action', 'not_tvod_demo'],
    });
    expect(agent?.custom.original_mediaid).toBe('JfDmsRlE');
    expect(bunny).toMatchObject({ requiresSubscription: false, trailerId: 'sQUr0MIH', mediaStatus: 'VOD' });
    expect(bunny?.custom.skipOffset).toBe('490');
    expect(elephants?.requiresSubscription).toBe(true);
    expect(agent?.cardImage).toBe(`${TEST_HOST}/v2/media/uB8aRnu6/images/card.webp?poster_fallback=1`);
    expect(agent?.sources[0]?.file).toBe('https://cdn.jwplayer.com/manifests/uB8aRnu6.m3u8');
    expect(playlist.refetch).toBe(false);
  });

  it('livePlaylist.json: channels with schedule URL, type and catch-up hours (string or default 8)', async () => {
    const playlist = await playlistFrom('livePlaylist.json', 'JSKF03bk');
    expect(playlist.playlist.map((item) => item.mediaid)).toEqual([
      'LEBW145Q',
      'NS2Q213',
      'JDODS53',
      'SDF23CJ',
    ]);
    expect(playlist.playlist[0]).toMatchObject({
      scheduleType: 'jwp',
      scheduleUrl: '/epg/jwChannel.json',
      catchupHours: 7,
      duration: 0,
      tags: ['live'],
    });
    expect(playlist.playlist[1]?.catchupHours).toBe(8);
  });

  it('favorites.json: the items carry their own derived images, which are kept', async () => {
    const playlist = await playlistFrom('favorites.json', 'KKOhckQL');
    expect(playlist.title).toBe('Favorites');
    expect(playlist.description).toBe('');
    expect(playlist.playlist).toHaveLength(3);
    expect(playlist.playlist[0]).toMatchObject({
      cardImage: 'https://cdn.jwplayer.com/v2/media/1TJAvj2S/images/card.webp?poster_fallback=1',
      channelLogoImage:
        'https://cdn.jwplayer.com/v2/media/1TJAvj2S/images/channel_logo.webp?poster_fallback=1',
      backgroundImage: 'https://cdn.jwplayer.com/v2/media/1TJAvj2S/images/background.webp?poster_fallback=1',
    });
    expect(playlist.playlist[0]?.custom.recommendations).toBe(
      'https://cdn.jwplayer.com/v2/playlists/bdH6HTUi?related_media_id=1TJAvj2S',
    );
  });
});

describe('reference programme guides parse', () => {
  it('schedule.json: the 14 valid programmes stay, the 4 invalid ones are dropped (seed 000 §5)', () => {
    const programs = parseHostedSchedule(readPayload('schedule.json'));
    expect(programs).toHaveLength(14);
    const titles = programs.map((program) => program.title);
    expect(titles).not.toContain('Missing id startsAt');
    expect(titles).not.toContain('Invalid startsAt');
    expect(titles).not.toContain('Invalid endsAt');
    expect(programs[0]).toEqual({
      id: '00990617-c229-4d1e-b341-7fe100b36b3c',
      title: 'Peaky Blinders',
      startTime: '2022-07-14T23:50:00.000Z',
      endTime: '2022-07-15T00:55:00.000Z',
      description:
        'A gangster family epic set in 1900s England, centering on a gang who sew razor blades in the peaks of their caps, and their fierce boss Tommy Shelby.',
      cardImage: 'https://www.themoviedb.org/t/p/w1066_and_h600_bestv2/wiE9doxiLwq3WCGamDIOb2PqBqc.jpg',
      backgroundImage: 'https://www.themoviedb.org/t/p/w1066_and_h600_bestv2/wiE9doxiLwq3WCGamDIOb2PqBqc.jpg',
    });
    const empty = programs.find((program) => program.title === 'Empty image and description');
    expect(empty).toMatchObject({ description: undefined, cardImage: undefined });
  });

  it.each([
    ['channel1.json', 33],
    ['channel2.json', 92],
    ['channel4.json', 1],
    ['jwChannel.json', 33],
  ])('%s: every programme is valid (%i)', (name, count) => {
    const programs = parseHostedSchedule(readPayload(name));
    expect(programs).toHaveLength(count);
    for (const program of programs)
      expect(Date.parse(program.endTime)).toBeGreaterThan(Date.parse(program.startTime) - 1);
  });

  it.each(['epgChannels.json', 'epgChannelsUpdate.json'])(
    '%s: channels with programmes and catch-up hours',
    (name) => {
      const channels = parseEpgChannels(readPayload(name));
      expect(channels.map((channel) => channel.id)).toEqual(['channel1', 'channel2']);
      expect(channels[0]).toMatchObject({
        title: 'Channel 1',
        description: 'Description for Channel 1',
        catchupHours: 2,
      });
      expect(channels[0]?.programs[0]).toEqual({
        id: 'program1',
        title: 'Program 1',
        startTime: '2022-07-15T10:00:00.000Z',
        endTime: expect.any(String),
        description: undefined,
        cardImage: undefined,
        backgroundImage: undefined,
      });
    },
  );

  it('epgChannelsUpdate.json adds programmes 5 and 6', () => {
    const channels = parseEpgChannels(readPayload('epgChannelsUpdate.json'));
    expect(channels.map((channel) => channel.programs.map((program) => program.id))).toEqual([
      ['program1', 'program2', 'program5'],
      ['program3', 'program4', 'program6'],
    ]);
  });

  it('viewNexaChannel.xml: all 7 programmes, ids from episode-num, times from yyyyMMddHHmmss +HHMM', () => {
    const programs = parseXmlSchedule(readPayloadText('viewNexaChannel.xml'), { domParser: undefined });
    expect(programs).toHaveLength(7);
    expect(programs[0]).toMatchObject({
      id: '5a66fb0a-7ad7-4429-a736-168862df98e5',
      title: 'Tears of Steel',
      startTime: '2023-11-20T07:30:00.000Z',
      endTime: '2023-11-20T10:50:14.000Z',
      cardImage:
        'https://fueltools-prod01-public.fuelmedia.io/4523afd9-82d5-45ae-9496-786451f2b517/20230330/5a66fb0a-7ad7-4429-a736-168862df98e5/thumbnail_20230330012948467.jpg',
    });
    expect(programs[0]?.description).toMatch(/^Tears of Steel \(code-named Project Mango\)/);
    expect(programs[2]?.title).toBe('Spider Man: Homecoming [Captions]');
  });
});
