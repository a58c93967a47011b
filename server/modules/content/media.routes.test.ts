import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/test-stack.js';
import { DRM_POLICY_ID } from './catalogue.js';
import {
  errorOf,
  expectKeys,
  getJson,
  pathOf,
  referenceItemKeys,
  type PlaylistJson,
} from './content.testing.js';

const stack = useTestStack();

const bearer = (token = 'viewer-jwt') => ({ headers: { authorization: `Bearer ${token}` } });

async function mediaToken(mediaId: string): Promise<string> {
  const { token } = await getJson<{ token: string }>(
    stack,
    `/v2/items/jw-media/token?app_config_id=svodhost&media_id=${mediaId}`,
    bearer(),
  );
  return token;
}

describe('GET /v2/media/{id}', () => {
  it('answers the item as playlist[0], with the reference item keys', async () => {
    const answer = await getJson<PlaylistJson>(stack, '/v2/media/MvAct002');
    expectKeys(answer, ['title', 'description', 'kind', 'feedid', 'playlist', 'feed_instance_id']);
    expect(answer.playlist).toHaveLength(1);
    const [item] = answer.playlist;
    expectKeys(item, referenceItemKeys('playlist.json'));
    expect(item).toMatchObject({ mediaid: 'MvAct002', feedid: 'MvAct002', genre: 'Action' });
  });

  it('answers 404 MediaItem not found for an unknown id', async () => {
    expect(await errorOf(stack, '/v2/media/NoSuch01')).toEqual({
      status: 404,
      body: { message: 'MediaItem not found' },
    });
  });

  it('points sources at an HLS manifest and an MP4 of the committed streams', async () => {
    const { playlist } = await getJson<PlaylistJson>(stack, '/v2/media/MvDrm003');
    const sources = playlist[0]?.sources ?? [];
    expect(sources.map((s) => s.type)).toEqual(['application/vnd.apple.mpegurl', 'video/mp4']);
    expect(sources.every((s) => typeof s.label === 'string')).toBe(true);
    for (const source of sources)
      expect((await stack.request(pathOf(source.file), { method: 'HEAD' })).status).toBe(200);
  });

  it('carries the special fields: markdown pages, a hub, seek cue points, a geo message, translations', async () => {
    const item = async (id: string) => (await getJson<PlaylistJson>(stack, `/v2/media/${id}`)).playlist[0];
    const rules = await item('PgRules1');
    expect(rules).toMatchObject({ contentType: 'page' });
    expect(rules?.markdown).toMatch(/<script>/);
    expect(rules?.markdown).toMatch(/onerror=/);
    expect(rules?.sources).toEqual([]);
    expect(await item('HubColl1')).toMatchObject({ contentType: 'hub' });
    expect((await item('EvDone01'))?.SeekCuePoints).toMatch(/^[^,]+#\d+(,[^,]+#\w+)+$/);
    expect((await item('MvDoc003'))?.geoBlockingMessage).toMatch(/not available in your region/);
    expect((await item('MvAct001'))?.['title-nl']).toBe('Golfbreker');
    expect(await item('MvCom005')).toMatchObject({ customAdsScheduleId: 'AdScHd02' });
  });

  it('refuses a protected item without a valid media token, and serves it with one (seed 000 §7)', async () => {
    expect((await stack.request('/v2/media/MvPrm001')).status).toBe(403);
    expect((await stack.request('/v2/media/MvPrm001?token=not-a-token')).status).toBe(403);
    // A token for another item does not open this one.
    expect((await stack.request(`/v2/media/MvPrm001?token=${await mediaToken('MvPrm002')}`)).status).toBe(
      403,
    );
    const answer = await getJson<PlaylistJson>(
      stack,
      `/v2/media/MvPrm001?token=${await mediaToken('MvPrm001')}`,
    );
    expect(answer.playlist[0]?.productIds).toMatch(/^!/);
  });

  it('lets a media token expire after an hour', async () => {
    const token = await mediaToken('MvPrm001');
    stack.ctx.clock.setOffset(61 * 60_000);
    expect((await stack.request(`/v2/media/MvPrm001?token=${token}`)).status).toBe(403);
  });

  it('answers the DRM variant with DRM settings on each source, signed only', async () => {
    expect((await stack.request(`/v2/media/MvAct002/drm/${DRM_POLICY_ID}`)).status).toBe(403);
    const token = await mediaToken('MvAct002');
    expect((await stack.request(`/v2/media/MvAct002/drm/NoPolicy?token=${token}`)).status).toBe(404);
    const answer = await getJson<PlaylistJson>(
      stack,
      `/v2/media/MvAct002/drm/${DRM_POLICY_ID}?token=${token}`,
    );
    for (const source of answer.playlist[0]?.sources ?? []) expect(source).toHaveProperty('drm.widevine.url');
  });
});

describe('images', () => {
  it('draws the poster as SVG, 16:9, at the width asked, with the title', async () => {
    const { playlist } = await getJson<PlaylistJson>(stack, '/v2/media/MvCom003');
    const src = playlist[0]?.images.find((i) => i.width === 480)?.src ?? '';
    const res = await stack.request(pathOf(src));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="480" height="270"/);
    expect(svg).toContain('<title>Parking Permit</title>');
  });

  it('follows the image URL rule: labels, 2:3 portrait, fallback and poster fallback', async () => {
    const svg = async (path: string) => {
      const res = await stack.request(path);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
    const card = await svg('/v2/media/MvDrm005/images/card.webp?poster_fallback=1');
    expect(card.type).toMatch(/^image\/svg\+xml/);
    expect(card.text).toMatch(/width="640" height="360"/);
    const portrait = await svg('/v2/media/MvDrm005/images/portrait.webp?width=320');
    expect(portrait.text).toMatch(/width="320" height="480"/);
    const fallback = await svg(
      '/v2/media/MvDrm005/images/shelf-art.webp?poster_fallback=1&fallback=portrait',
    );
    expect(fallback.text).toMatch(/height="960"/);
    const poster = await svg('/v2/media/MvDrm005/images/shelf-art.webp?poster_fallback=1');
    expect(poster.text).toMatch(/width="640" height="360"/);
    expect((await svg('/v2/media/MvDrm005/images/shelf-art.webp')).status).toBe(404);
    expect((await svg('/v2/media/NoSuch01/images/card.webp?poster_fallback=1')).status).toBe(404);
  });

  it('colours an image by its id: the same id twice gives the same picture, another id another', async () => {
    const text = async (id: string) => (await stack.request(`/v2/media/${id}/images/card.webp`)).text();
    const a = await text('MvAct001');
    expect(await text('MvAct001')).toBe(a);
    const colours = (svg: string) => svg.match(/stop-color="[^"]+"/g);
    expect(colours(await text('MvAct002'))).not.toEqual(colours(a));
  });

  it('escapes titles in the SVG', async () => {
    const svg = await (await stack.request('/v2/media/MvDrm001/images/card.webp')).text();
    expect(svg).toContain('Keeper&apos;s');
  });

  it('lists labelled images, with overlays for live events, in images.json', async () => {
    const { images } = await getJson<{ images: { label: string; image_url: string }[] }>(
      stack,
      '/v2/media/EvLive01/images.json',
    );
    expect(images.map((i) => i.label)).toEqual(
      expect.arrayContaining(['card', 'background', 'channel_logo', 'overlay-fulltime']),
    );
    for (const image of images) {
      const res = await stack.request(pathOf(image.image_url));
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('advertising', () => {
  it('answers the ad schedule with a pre-roll pointing at the VAST document', async () => {
    const schedule = await getJson<{ client: string; schedule: { offset: string; tag: string }[] }>(
      stack,
      '/v2/advertising/schedules/AdScHd01.json',
    );
    expect(schedule.client).toBe('vast');
    expect(schedule.schedule).toEqual([expect.objectContaining({ offset: 'pre' })]);
    const vast = await stack.request(pathOf(schedule.schedule[0]?.tag ?? ''));
    expect(vast.headers.get('content-type')).toMatch(/xml/);
    const xml = await vast.text();
    const mediaFile = /<MediaFile[^>]*type="video\/mp4"[^>]*><!\[CDATA\[([^\]]+)\]\]><\/MediaFile>/.exec(
      xml,
    )?.[1];
    expect(mediaFile).toBeDefined();
    const clip = await stack.request(pathOf(mediaFile ?? ''));
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/mp4');
    expect(xml).toContain('<Duration>00:00:05</Duration>');
    expect((await stack.request('/v2/advertising/schedules/NoSuch01.json')).status).toBe(404);
  });

  it('has a second schedule with a mid-roll for the item that names it', async () => {
    const schedule = await getJson<{ schedule: { offset: string }[] }>(
      stack,
      '/v2/advertising/schedules/AdScHd02.json',
    );
    expect(schedule.schedule.map((b) => b.offset)).toEqual(['pre', '50%']);
  });
});

describe('server-side ad insertion (seed 002 §7)', () => {
  const SSAI = '/v2/sites/sc-stitched/media/MvAct002/ssai.m3u8';
  const mediaLines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

  it('stitches the advert segments before the content, with a discontinuity and the content init', async () => {
    const res = await stack.request(`${SSAI}?ad_config_id=AdCnFg01&user_id=u-1&passport=p`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await res.text();
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text.match(/#EXT-X-MAP:URI="[^"]+"/g)).toEqual([
      '#EXT-X-MAP:URI="/media/ads/hls/init.mp4"',
      '#EXT-X-MAP:URI="/media/vod/MvAct002/init.mp4"',
    ]);
    const segments = mediaLines(text);
    expect(segments).toEqual([
      '/media/ads/hls/seg-0.m4s',
      '/media/ads/hls/seg-1.m4s',
      ...[0, 1, 2, 3, 4].map((n) => `/media/vod/MvAct002/seg-${n}.m4s`),
    ]);
    // The 5 s advert, then the 20 s stream; every listed file is served.
    const durations = [...text.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    expect(durations.slice(0, 2).reduce((a, b) => a + b, 0)).toBe(5);
    expect(durations.reduce((a, b) => a + b, 0)).toBe(25);
    for (const path of [...segments, '/media/ads/hls/init.mp4']) {
      const file = await stack.request(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toMatch(/^video\//);
    }
  });

  it('wants a known ad config and a playable on-demand item, and honours geo blocks', async () => {
    expect((await stack.request(SSAI)).status).toBe(400);
    expect((await stack.request(`${SSAI}?ad_config_id=NoSuch01`)).status).toBe(404);
    for (const id of ['NoSuch01', 'LvChan01', 'HubColl1']) {
      expect(
        (await stack.request(`/v2/sites/sc-stitched/media/${id}/ssai.m3u8?ad_config_id=AdCnFg01`)).status,
        id,
      ).toBe(404);
    }
    expect((await stack.request('/media/ads/hls/seg-9.m4s')).status).toBe(404);
    await stack.request('/__stack/content/geo-block/MvAct002', { method: 'PUT' });
    expect((await stack.request(`${SSAI}?ad_config_id=AdCnFg01`)).status).toBe(403);
  });
});
