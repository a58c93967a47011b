import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { getJson, pathOf, type PlaylistJson } from './content.testing.js';
import { parseRange } from './media-files.js';

const stack = useTestStack();

const head = (path: string) => stack.request(path, { method: 'HEAD' });

describe('VOD files', () => {
  it('serves the HLS manifest, init segment and media segments with their types', async () => {
    const manifest = await stack.request('/media/vod/MvAct001/index.m3u8');
    expect(manifest.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await manifest.text();
    expect(text).toContain('#EXT-X-ENDLIST');
    const segments = text.split('\n').filter((line) => line.endsWith('.m4s'));
    expect(segments).toHaveLength(5);
    for (const segment of segments) {
      const res = await stack.request(`/media/vod/MvAct001/${segment}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/iso.segment');
    }
    const init = await stack.request('/media/vod/MvAct001/init.mp4');
    expect(init.headers.get('content-type')).toBe('video/mp4');
  });

  it('refuses names outside the stream folder and unknown items', async () => {
    for (const path of [
      '/media/vod/MvAct001/..%2F..%2Fconfigs%2Ffreeavod.json',
      '/media/vod/MvAct001/seg-9.m4s',
      '/media/vod/NoSuch01/index.m3u8',
      '/media/vod/LvChan01/index.m3u8',
      '/media/vod/PgAbout1/index.m3u8',
    ]) {
      expect((await stack.request(path)).status, path).toBe(404);
    }
  });
});

describe('MP4 byte ranges', () => {
  const MP4 = '/media/vod/MvCom001/video.mp4';

  it('answers the whole file with accept-ranges and its length', async () => {
    const res = await stack.request(MP4);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    // An MP4 starts with its ftyp box.
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');
  });

  it('answers a range with 206 and content-range, including open and suffix ranges', async () => {
    const whole = new Uint8Array(await (await stack.request(MP4)).arrayBuffer());
    const size = whole.length;
    const range = async (value: string) => {
      const res = await stack.request(MP4, { headers: { range: value } });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const first = await range('bytes=0-99');
    expect(first.res.status).toBe(206);
    expect(first.res.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.bytes).toEqual(whole.subarray(0, 100));

    const open = await range(`bytes=${size - 10}-`);
    expect(open.res.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(open.bytes).toEqual(whole.subarray(size - 10));

    const suffix = await range('bytes=-16');
    expect(suffix.bytes).toEqual(whole.subarray(size - 16));

    const beyond = await range(`bytes=${size}-`);
    expect(beyond.res.status).toBe(416);
    expect(beyond.res.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('reads Range headers the way RFC 9110 describes', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=10-20', 100)).toEqual({ start: 10, end: 20 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-200', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
  });

  it('serves the advert clip with ranges too', async () => {
    const res = await stack.request('/media/ads/preroll.mp4', { headers: { range: 'bytes=0-7' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
  });
});

describe('geo blocking (seed 000 §8)', () => {
  const source = async (id: string) => {
    const { playlist } = await getJson<PlaylistJson>(stack, `/v2/media/${id}`);
    return pathOf(playlist[0]?.sources[0]?.file ?? '');
  };

  it('answers 403 to HEAD and GET on a blocked item until it is unblocked', async () => {
    const manifest = await source('MvDoc003');
    expect((await head(manifest)).status).toBe(200);

    const put = await stack.request('/__stack/content/geo-block/MvDoc003', { method: 'PUT' });
    expect(await put.json()).toEqual({ mediaId: 'MvDoc003', blocked: true });
    expect((await head(manifest)).status).toBe(403);
    expect((await stack.request(manifest)).status).toBe(403);
    expect((await stack.request('/media/vod/MvDoc003/video.mp4')).status).toBe(403);
    expect((await stack.request('/media/vod/MvDoc003/seg-0.m4s')).status).toBe(403);
    // Only that item: another film is still there.
    expect((await head(await source('MvDoc004'))).status).toBe(200);
    expect(await getJson(stack, '/__stack/content/geo-block')).toEqual({ mediaIds: ['MvDoc003'] });

    await stack.request('/__stack/content/geo-block/MvDoc003', { method: 'DELETE' });
    expect((await head(manifest)).status).toBe(200);
  });

  it('blocks live sources too, and forgets every block on reset', async () => {
    await stack.request('/__stack/content/geo-block/LvChan01', { method: 'PUT' });
    await stack.request('/__stack/content/geo-block/MvThr002', { method: 'PUT' });
    expect((await head('/media/live/LvChan01/index.m3u8')).status).toBe(403);
    expect((await stack.request('/__stack/reset', { method: 'POST' })).ok).toBe(true);
    expect((await head('/media/live/LvChan01/index.m3u8')).status).toBe(200);
    expect((await head(await source('MvThr002'))).status).toBe(200);
    expect(await getJson(stack, '/__stack/content/geo-block')).toEqual({ mediaIds: [] });
  });

  it('refuses to block an unknown item', async () => {
    expect((await stack.request('/__stack/content/geo-block/NoSuch01', { method: 'PUT' })).status).toBe(404);
  });
});

describe('the content control', () => {
  it('lists the catalogue ids for test authors', async () => {
    const summary = await getJson<Record<string, unknown>>(stack, '/__stack/content');
    expect(summary).toMatchObject({
      series: ['SrHarb01', 'SrKitc01'],
      channels: ['LvChan01', 'LvChan02', 'LvChan03'],
      pages: ['PgAbout1', 'PgRules1'],
      protected: ['MvPrm001', 'MvPrm002', 'MvPrm003'],
      events: [
        { id: 'EvSchd01', state: 'PRE_LIVE' },
        { id: 'EvLive01', state: 'LIVE_PUBLISHED' },
        { id: 'EvDone01', state: 'VOD_PUBLIC' },
      ],
    });
  });

  it('lets a fault replace a content route like any stand-in', async () => {
    await stack.send('POST', '/__stack/faults', { route: 'GET /v2/playlists/*', status: 503 });
    expect((await stack.request('/v2/playlists/FeAtUr01')).status).toBe(503);
    expect((await stack.request('/v2/playlists/FeAtUr01')).status).toBe(200);
  });
});
