import * as z from 'zod/mini';
import { fetchJson, MalformedResponseError, withFallbackHosts } from '../http/http';
import { locationUrl } from './location-url';

const ipLookupSchema = z.object({ countryCode: z.string() });

export type Location = { countryCode: string; isChina: boolean };

/** IP lookup at {backend}/ip-api/json with a fallback host (seed 000 §7); CN sets the China flag. */
export async function detectLocation(hosts: string[], fetchImpl: typeof fetch = fetch): Promise<Location> {
  return withFallbackHosts(hosts, async (host) => {
    const body = await fetchJson(locationUrl(host), fetchImpl, { cache: 'no-store' });
    const parsed = z.safeParse(ipLookupSchema, body);
    if (!parsed.success) throw new MalformedResponseError('The IP lookup answered without a country code');
    const countryCode = parsed.data.countryCode.toUpperCase();
    return { countryCode, isChina: countryCode === 'CN' };
  });
}
