import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError } from '../http/http';
import { AccessBlockedError } from './content-errors';
import { fakeFetch, jsonResponse, pathOf, queryOf, readPayload, testClient } from './fake-fetch.testing';
import { checkGeoBlocking, getDrmMedia, getMedia, getMediaImages, getMediaWithPassport } from './media';

const onePlaylistItem = (item: Record<string, unknown>) => ({
  feedid: 'f',
  playlist: [{ mediaid: 'm1', title: 'One', ...item }],
});

describe('getMedia: /v2/media/{id} (seed 000 §7)', () => {
  it('asks with the token when given and answers playlist[0] as a domain item', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(onePlaylistItem({ 'title-nl': 'Een' })));
    const item = await getMedia(testClient(fetch), 'm1', { token: 'tok', language: 'nl' });
    expect(calls[0]?.url).toBe('https://content.test/v2/media/m1?token=tok');
    expect(item).toMatchObject({ mediaid: 'm1', title: 'Een', mediaStatus: 'VOD' });
  });

  it('leaves the token out when there is none and escapes the id', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(onePlaylistItem({})));
    await getMedia(testClient(fetch), 'a/b');
    expect(calls[0]?.url).toBe('https://content.test/v2/media/a%2Fb');
  });

  it("an empty playlist is 'MediaItem not found' (seed 000 §8)", async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ playlist: [] }));
    const error = await getMedia(testClient(fetch), 'm1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'MediaItem not found', code: 404 });
  });

  it('an HTTP error carries the server message with the status as code (seed 000 §8)', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'Media not published' }, 404));
    await expect(getMedia(testClient(fetch), 'm1')).rejects.toEqual(new ApiError('Media not published', 404));
  });

  it("an HTTP error without a message reads 'Request failed with {status}'", async () => {
    const { fetch } = fakeFetch(() => new Response('<html>oops</html>', { status: 503 }));
    await expect(getMedia(testClient(fetch), 'm1')).rejects.toMatchObject({
      kind: 'api',
      message: 'Request failed with 503',
      code: 503,
    });
  });

  it.each([
    ['broken JSON', () => new Response('{"playlist":')],
    ['no playlist', () => jsonResponse({ title: 'x' })],
    ['an item without mediaid', () => jsonResponse({ playlist: [{ title: 'no id' }] })],
    ['sources that are not a list', () => jsonResponse({ playlist: [{ mediaid: 'm1', sources: 'x' }] })],
    ['a JSON string', () => jsonResponse('hello')],
  ])('%s is a MalformedResponseError, not a crash', async (_name, answer) => {
    const { fetch } = fakeFetch(answer);
    const error = await getMedia(testClient(fetch), 'm1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).kind).toBe('malformed');
  });

  it('a dropped connection is a NetworkError', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getMedia(testClient(fetch), 'm1')).rejects.toBeInstanceOf(NetworkError);
  });

  it('parses a real catalogue item', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(readPayload('playlist.json')));
    expect((await getMedia(testClient(fetch), 'uB8aRnu6')).title).toBe('Agent 327');
  });
});

describe('signed, DRM and passport media (seed 000 §7)', () => {
  it('DRM media: /v2/media/{id}/drm/{policyId} with the token', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(onePlaylistItem({})));
    await getDrmMedia(testClient(fetch), 'm1', 'pol1', { token: 'tok' });
    expect(calls[0]?.url).toBe('https://content.test/v2/media/m1/drm/pol1?token=tok');
  });

  it('playback: /v2/sites/{siteId}/media/{id}/playback.json with passport and plan_id', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(onePlaylistItem({})));
    await getMediaWithPassport(testClient(fetch), {
      siteId: 'site1',
      mediaId: 'm1',
      passport: 'pass',
      planId: 'plan1',
    });
    expect(pathOf(calls[0]!.url)).toBe('/v2/sites/site1/media/m1/playback.json');
    expect(queryOf(calls[0]!.url)).toEqual({ passport: 'pass', plan_id: 'plan1' });
  });

  it('a refused passport is an ApiError with code 403', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'Forbidden' }, 403));
    await expect(
      getMediaWithPassport(testClient(fetch), { siteId: 's', mediaId: 'm1', passport: 'p', planId: 'x' }),
    ).rejects.toMatchObject({ code: 403, message: 'Forbidden' });
  });
});

describe('media images: /v2/media/{id}/images.json', () => {
  it('reads labelled images and leaves out entries without a label or URL', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({
        images: [
          { label: 'overlay-fulltime', image_url: 'https://img.test/full.png' },
          { label: 'overlay-10-5', src: 'https://img.test/b.png', type: 'image/png' },
          { image_url: 'https://img.test/nolabel.png' },
        ],
      }),
    );
    const images = await getMediaImages(testClient(fetch), 'm1');
    expect(calls[0]?.url).toBe('https://content.test/v2/media/m1/images.json');
    expect(images).toEqual([
      { label: 'overlay-fulltime', url: 'https://img.test/full.png', type: undefined, width: undefined },
      { label: 'overlay-10-5', url: 'https://img.test/b.png', type: 'image/png', width: undefined },
    ]);
  });
});

describe('geo block (seed 000 §8)', () => {
  const item = {
    sources: [{ file: 'https://cdn.test/m1.m3u8' }],
    geoBlockingMessage: 'Not available in your country',
  };

  it("a HEAD on the source that answers 403 is 'access blocked' with the item's geoBlockingMessage", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 403 }));
    const error = await checkGeoBlocking(testClient(fetch), item).catch((e: unknown) => e);
    expect(calls[0]).toMatchObject({ url: 'https://cdn.test/m1.m3u8', init: { method: 'HEAD' } });
    expect(error).toBeInstanceOf(AccessBlockedError);
    expect(error).toMatchObject({
      kind: 'access-blocked',
      message: 'access blocked',
      geoBlockingMessage: 'Not available in your country',
    });
  });

  it('any other answer, or none, is not a geo block', async () => {
    for (const answer of [
      () => new Response(null, { status: 200 }),
      () => new Response(null, { status: 404 }),
    ]) {
      await expect(checkGeoBlocking(testClient(fakeFetch(answer).fetch), item)).resolves.toBeUndefined();
    }
    const offline = fakeFetch(() => Promise.reject(new TypeError('CORS')));
    await expect(checkGeoBlocking(testClient(offline.fetch), item)).resolves.toBeUndefined();
  });

  it('an item without sources is not checked', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 403 }));
    await checkGeoBlocking(testClient(fetch), { sources: [], geoBlockingMessage: undefined });
    expect(calls).toHaveLength(0);
  });
});
