import { describe, expect, it } from 'vitest';
import { detectLocation } from './location';

const respond = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('detectLocation (seed 000 §7)', () => {
  it('sets the China flag for CN', async () => {
    await expect(detectLocation([''], () => respond({ countryCode: 'cn' }))).resolves.toEqual({
      countryCode: 'CN',
      isChina: true,
    });
    await expect(detectLocation([''], () => respond({ countryCode: 'NL' }))).resolves.toEqual({
      countryCode: 'NL',
      isChina: false,
    });
  });

  it('asks the fallback host when the first fails', async () => {
    const asked: string[] = [];
    const fetchImpl = (url: string) => {
      asked.push(url);
      return url.startsWith('https://a') ? respond({ message: 'down' }, 503) : respond({ countryCode: 'DE' });
    };
    await expect(
      detectLocation(['https://a', 'https://b'], fetchImpl as typeof fetch),
    ).resolves.toMatchObject({
      countryCode: 'DE',
    });
    expect(asked).toEqual(['https://a/ip-api/json', 'https://b/ip-api/json']);
  });

  it('rejects an answer without a country code', async () => {
    await expect(detectLocation([''], () => respond({ status: 'fail' }))).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
