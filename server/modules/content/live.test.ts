import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { CHANNELS } from './catalogue.data.js';
import {
  commonKeys,
  expectKeys,
  getJson,
  HOUR,
  MINUTE,
  pathOf,
  readPayload,
  readPayloadText,
  type MediaJson,
  type PlaylistJson,
} from './content.testing.js';

/** A fixed base clock; tests move it with ctx.clock.setOffset like a browser test would. */
const START = Date.parse('2026-03-14T15:09:26.535Z');

const stack = useTestStack({ now: () => START });

async function event(id: string): Promise<MediaJson> {
  const { playlist } = await getJson<PlaylistJson>(stack, `/v2/media/${id}`);
  if (!playlist[0]) throw new Error('no item');
  return playlist[0];
}

const stateOf = async (id: string) => (await event(id))['VCH.EventState'];

describe('live events (seed 000 §4)', () => {
  it('has one scheduled, one live and one ended event when the stack starts', async () => {
    const scheduled = await event('EvSchd01');
    expect(scheduled).toMatchObject({ contentType: 'liveevent', 'VCH.EventState': 'PRE_LIVE', duration: 0 });
    // Starts in 2 h (from the start of the minute the stack started in).
    expect(Date.parse(String(scheduled['VCH.ScheduledStart'])) - START).toBeGreaterThan(2 * HOUR - MINUTE);
    expect(Date.parse(String(scheduled['VCH.ScheduledStart'])) - START).toBeLessThanOrEqual(2 * HOUR);

    const live = await event('EvLive01');
    expect(live['VCH.EventState']).toBe('LIVE_PUBLISHED');
    expect(START - Date.parse(String(live['VCH.ScheduledStart']))).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(Date.parse(String(live['VCH.ScheduledEnd'])) - START).toBeGreaterThan(2 * HOUR - MINUTE);
    expect(live.sources).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/\/media\/live\/EvLive01\/index\.m3u8$/) }),
    ]);

    const ended = await event('EvDone01');
    expect(ended['VCH.EventState']).toBe('VOD_PUBLIC');
    expect(ended.sources.map((s) => s.type)).toEqual(['application/vnd.apple.mpegurl', 'video/mp4']);
  });

  it('moves the events through their states as the clock moves', async () => {
    stack.ctx.clock.setOffset(2 * HOUR + 5 * MINUTE);
    expect(await stateOf('EvSchd01')).toBe('LIVE_PUBLISHED');
    expect(await stateOf('EvLive01')).toBe('VOD_PUBLIC');
    expect((await event('EvLive01')).sources[0]?.file).toMatch(/\/media\/vod\/EvLive01\/index\.m3u8$/);

    stack.ctx.clock.setOffset(5 * HOUR);
    expect(await stateOf('EvSchd01')).toBe('VOD_PUBLIC');
    expect((await event('EvSchd01')).duration).toBe(2 * 3600);
  });

  it('lays the events out again around the real time after a reset', async () => {
    stack.ctx.clock.setOffset(5 * HOUR);
    expect(await stateOf('EvSchd01')).toBe('VOD_PUBLIC');
    stack.ctx.reset();
    expect(await stateOf('EvSchd01')).toBe('PRE_LIVE');
    expect(await stateOf('EvLive01')).toBe('LIVE_PUBLISHED');
  });
});

describe('live HLS', () => {
  async function playlistText(id = 'LvChan01') {
    const res = await stack.request(`/media/live/${id}/index.m3u8`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    return res.text();
  }
  const sequenceOf = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);

  it('is a sliding window of four 4 s segments without an end', async () => {
    const text = await playlistText();
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(text.match(/#EXTINF:4\.0+,/g)).toHaveLength(4);
    expect(text).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(sequenceOf(text)).toBe(Math.floor(START / 4000) - 4);
  });

  it('advances the media sequence with the clock and marks the loop wrap with a discontinuity', async () => {
    const before = sequenceOf(await playlistText());
    stack.ctx.clock.setOffset(8000);
    const after = await playlistText();
    expect(sequenceOf(after)).toBe(before + 2);
    // 5 segments loop: a window of 4 always crosses or touches a wrap within two steps.
    const windows = [after];
    stack.ctx.clock.setOffset(12000);
    windows.push(await playlistText());
    expect(windows.some((w) => w.includes('#EXT-X-DISCONTINUITY\n'))).toBe(true);
    for (const w of windows) {
      const discontinuitySequence = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(w)?.[1]);
      expect(discontinuitySequence).toBe(Math.floor(sequenceOf(w) / 5));
    }
  });

  it('serves the segments it lists', async () => {
    const text = await playlistText('LvChan02');
    const segment = text.split('\n').find((line) => line.endsWith('.m4s'));
    const res = await stack.request(`/media/live/LvChan02/${segment}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/iso.segment');
    expect((await stack.request('/media/live/LvChan02/init.mp4')).status).toBe(200);
    expect((await stack.request('/media/live/MvAct001/index.m3u8')).status).toBe(404);
  });

  it('names each segment by its sequence number, behind which is the loop segment of that moment', async () => {
    const text = await playlistText('LvChan01');
    const names = text.split('\n').filter((line) => line.endsWith('.m4s'));
    const first = sequenceOf(text);
    expect(names).toEqual([0, 1, 2, 3].map((i) => `seg-${first + i}.m4s`));
    const live = new Uint8Array(
      await (await stack.request(`/media/live/LvChan01/${names[0]}`)).arrayBuffer(),
    );
    const vod = new Uint8Array(
      await (await stack.request(`/media/vod/MvAct001/seg-${first % 5}.m4s`)).arrayBuffer(),
    );
    expect(live).toEqual(vod);
    expect((await stack.request('/media/live/LvChan01/seg-x.m4s')).status).toBe(404);
  });

  describe('time shift with t (start, or start-end)', () => {
    const SEGMENT = 4000;
    const current = Math.floor(START / SEGMENT);
    const iso = (ms: number) => new Date(ms).toISOString();
    const extinfs = (text: string) => text.match(/#EXTINF:/g)?.length ?? 0;
    const shifted = (id: string, t: string) =>
      stack.request(`/media/live/${id}/index.m3u8?t=${encodeURIComponent(t)}`);

    it('reaches back to a start within the catch-up window and stays live', async () => {
      const start = (current - 30) * SEGMENT;
      const text = await (await shifted('LvChan01', iso(start))).text();
      expect(sequenceOf(text)).toBe(current - 30);
      expect(extinfs(text)).toBe(30);
      expect(text).not.toContain('#EXT-X-ENDLIST');
      expect(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(text)?.[1]).toBe(iso(start));
      // A programme still on air: the range grows to the live edge, not beyond.
      const running = await (await shifted('LvChan01', `${iso(start)}-${iso(START + 60_000)}`)).text();
      expect(extinfs(running)).toBe(30);
      expect(running).not.toContain('#EXT-X-ENDLIST');
    });

    it('serves an ended programme as a recording, and keeps at least the live window', async () => {
      const start = (current - 60) * SEGMENT;
      const end = (current - 45) * SEGMENT;
      const text = await (await shifted('LvChan02', `${iso(start)}-${iso(end)}`)).text();
      expect(sequenceOf(text)).toBe(current - 60);
      expect(extinfs(text)).toBe(15);
      expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
      // Fifteen segments of a five-segment loop: a discontinuity at every wrap after the first segment.
      const wraps = Array.from({ length: 14 }, (_, i) => current - 59 + i).filter((k) => k % 5 === 0);
      expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(wraps.length);
      expect(Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)?.[1])).toBe(
        Math.floor((current - 60) / 5),
      );
      // A start a moment ago still gets the full window; a start ahead is the plain live edge.
      expect(extinfs(await (await shifted('LvChan02', iso(START - 1000))).text())).toBe(4);
      expect(sequenceOf(await (await shifted('LvChan02', iso(START + HOUR))).text())).toBe(current - 4);
      // Zone-less times are UTC, as the platform writes them.
      const bare = await (await shifted('LvChan02', iso(start).replace(/\.000Z$/, ''))).text();
      expect(sequenceOf(bare)).toBe(current - 60);
    });

    it('clamps to the catch-up hours, refuses what it cannot read and what is gone', async () => {
      // Lanternfish Docs keeps 4 h; ten hours back starts at its window.
      const clamped = await (await shifted('LvChan02', iso(START - 10 * HOUR))).text();
      expect(sequenceOf(clamped)).toBe(Math.floor((START - 4 * HOUR) / SEGMENT));
      // Events and channels without catch-up hours keep the default 8.
      const event = await (await shifted('EvLive01', iso(START - 10 * HOUR))).text();
      expect(sequenceOf(event)).toBe(Math.floor((START - 8 * HOUR) / SEGMENT));
      const gone = await shifted('LvChan02', `${iso(START - 6 * HOUR)}-${iso(START - 5 * HOUR)}`);
      expect(gone.status).toBe(410);
      for (const bad of ['yesterday', `${iso(START - HOUR)}-${iso(START - 2 * HOUR)}`, '2026-03-14']) {
        expect((await shifted('LvChan01', bad)).status, bad).toBe(400);
      }
    });
  });
});

describe('programme guides', () => {
  const channelItem = async (id: string) =>
    (await getJson<PlaylistJson>(stack, '/v2/playlists/LiVeTv01')).playlist.find(
      (i) => i.mediaid === id,
    ) as MediaJson;

  type Programme = {
    id: string;
    title: string;
    startTime: string;
    endTime: string;
    chapterPointCustomProperties: unknown[];
  };

  it('answers the hosted JSON guide in the reference schedule shape, around now', async () => {
    const item = await channelItem('LvChan01');
    const programmes = await getJson<Programme[]>(stack, pathOf(String(item.scheduleUrl)));
    const keys = commonKeys(readPayload<Record<string, unknown>[]>('channel1.json'));
    for (const programme of programmes) {
      expectKeys(programme, keys);
      expect(new Date(programme.startTime).getTime()).toBeLessThan(new Date(programme.endTime).getTime());
    }
    const now = START;
    expect(
      programmes.filter((p) => Date.parse(p.startTime) <= now && Date.parse(p.endTime) > now),
    ).toHaveLength(1);
    expect(Date.parse(programmes[0]?.startTime ?? '')).toBeLessThanOrEqual(now - 8 * HOUR);
    expect(Date.parse(programmes.at(-1)?.endTime ?? '')).toBeGreaterThanOrEqual(now + 12 * HOUR);
    // Consecutive, no gaps.
    for (let i = 1; i < programmes.length; i += 1)
      expect(programmes[i]?.startTime).toBe(programmes[i - 1]?.endTime);
  });

  it('keeps a programme id and time as the clock moves', async () => {
    const before = await getJson<Programme[]>(stack, '/apps/epg/LvChan01.json');
    stack.ctx.clock.setOffset(3 * HOUR);
    const after = await getJson<Programme[]>(stack, '/apps/epg/LvChan01.json');
    const current = before.find((p) => Date.parse(p.startTime) <= START && Date.parse(p.endTime) > START);
    expect(after.find((p) => p.id === current?.id)).toEqual(current);
  });

  it('wants the API-KEY header on the channel with a schedule token (seed 000 §7)', async () => {
    const item = await channelItem('LvChan02');
    const url = pathOf(String(item.scheduleUrl));
    expect((await stack.request(url)).status).toBe(401);
    expect((await stack.request(url, { headers: { 'API-KEY': 'wrong' } })).status).toBe(401);
    const token = String(item.scheduleToken);
    expect(token).toBe(CHANNELS[1]?.scheduleToken);
    const programmes = await getJson<Programme[]>(stack, url, { headers: { 'API-KEY': token } });
    expect(programmes.length).toBeGreaterThan(10);
  });

  /** The XML programme rules of seed 000 §5, read the way a guide reader reads the document. */
  function readXmlGuide(xml: string) {
    const programmes = [...xml.matchAll(/<programme\b([^>]*)>([\s\S]*?)<\/programme>/g)].map(
      ([, attrs = '', body = '']) => {
        const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
        const child = (name: string) =>
          new RegExp(`<${name}\\b[^>]*>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(body);
        const text = (name: string) => {
          const match = child(name);
          return match ? (match[1] ?? match[2] ?? '') : undefined;
        };
        return {
          start: attr('start'),
          stop: attr('stop'),
          title: text('title'),
          episodeNum: text('episode-num'),
          body,
        };
      },
    );
    return { root: /<tv\b/.test(xml), programmes };
  }

  it('answers the XML guide with programmes that follow the seed 000 §5 rules', async () => {
    const item = await channelItem('LvChan03');
    expect(item.scheduleType).toBe('viewnexa');
    const res = await stack.request(pathOf(String(item.scheduleUrl)));
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    const guide = readXmlGuide(xml);
    expect(guide.root).toBe(true);
    expect(guide.programmes.length).toBeGreaterThan(10);
    const format = /^\d{14} \+0000$/;
    for (const p of guide.programmes) {
      expect(p.start).toMatch(format);
      expect(p.stop).toMatch(format);
      expect(p.title?.trim()).toBeTruthy();
      expect(p.episodeNum?.trim()).toBeTruthy();
    }
    const ids = guide.programmes.map((p) => p.episodeNum);
    expect(new Set(ids).size).toBe(ids.length);
    const toMs = (t = '') =>
      Date.UTC(
        +t.slice(0, 4),
        +t.slice(4, 6) - 1,
        +t.slice(6, 8),
        +t.slice(8, 10),
        +t.slice(10, 12),
        +t.slice(12, 14),
      );
    expect(guide.programmes.filter((p) => toMs(p.start) <= START && toMs(p.stop) > START)).toHaveLength(1);
  });

  it('uses the elements of the reference XML guide', async () => {
    const reference = readXmlGuide(readPayloadText('viewNexaChannel.xml')).programmes[0]?.body ?? '';
    const elements = (body: string) =>
      [...new Set([...body.matchAll(/<([a-z-]+)[\s>/]/g)].map((m) => m[1]))].sort();
    const ours =
      readXmlGuide(await (await stack.request('/apps/epg/LvChan03.xml')).text()).programmes[0]?.body ?? '';
    expect(elements(ours)).toEqual(expect.arrayContaining(elements(reference)));
  });

  it('answers 404 for an unknown guide or the wrong format', async () => {
    expect((await stack.request('/apps/epg/LvChan03.json')).status).toBe(404);
    expect((await stack.request('/apps/epg/NoSuch01.json')).status).toBe(404);
  });
});
