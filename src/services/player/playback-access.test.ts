import { describe, expect, it } from 'vitest';
import { AccessBlockedError } from '../content/content-errors';
import { checkPlaybackAccess, UnauthorizedError } from './playback-access';

const answering = (status: number) => async (url: string, init?: RequestInit) => {
  expect(init?.method).toBe('HEAD');
  expect(url).toBe('/media/vod/MvThr002/index.m3u8');
  return new Response(null, { status });
};
const request = { url: '/media/vod/MvThr002/index.m3u8', geoBlockingMessage: 'Not from your country.' };

describe('the fetch before playback (seed 000 §8, seed 002 §8)', () => {
  it("turns a 403 into 'access blocked' carrying the item's geo message", async () => {
    const error = await checkPlaybackAccess(answering(403), request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessBlockedError);
    expect(error).toMatchObject({ message: 'access blocked', geoBlockingMessage: 'Not from your country.' });
  });

  it("turns a 401 into 'Unauthorized'", async () => {
    const error = await checkPlaybackAccess(answering(401), request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ message: 'Unauthorized', kind: 'unauthorized' });
  });

  it('leaves every other answer, and no answer, to the player', async () => {
    await expect(checkPlaybackAccess(answering(200), request)).resolves.toBeUndefined();
    await expect(checkPlaybackAccess(answering(404), request)).resolves.toBeUndefined();
    await expect(
      checkPlaybackAccess(() => Promise.reject(new TypeError('Failed to fetch')), request),
    ).resolves.toBeUndefined();
  });
});
