import { fetchJson, parseAnswer, platformFetch, type FetchLike } from '../http/http';
import { buildUrl } from '../content/content-client';
import { AccessError } from './access-errors';
import { entitlementAnswerSchema } from './entitlement-host.schemas';

/** The token-based entitlement host (seed 000 §1, §7); `url` is the config's custom.entitlementHost. */
export type EntitlementHostClient = { url: string; fetch: FetchLike };

export function createEntitlementHostClient(options: {
  url: string;
  fetch?: FetchLike;
}): EntitlementHostClient {
  return { url: options.url, fetch: options.fetch ?? platformFetch };
}

/** The asset asked for (seed 000 §7): id, drmPolicyId, params, accessType. */
export type EntitlementAsset = {
  id: string;
  drmPolicyId?: string;
  params?: Record<string, string>;
  accessType?: string;
};

export type EntitlementRequest = {
  provider: string;
  /** The viewer's credential token (`credentials.token`). */
  token: string;
  asset: EntitlementAsset;
};

/** Header the GET variant names the embedding frame with (seed 000 §7 "a frame header"). */
export const ENTITLEMENT_FRAME_HEADER = 'frame';

export type EntitlementGetRequest = {
  provider: string;
  id: string;
  drmPolicyId?: string;
  accessType?: string;
  /** Cache-buster; a fixed value in tests. */
  random?: string;
  /** The frame the request comes from, sent in the frame header. */
  frame: string;
};

/** seed 000 §7: the answer needs `entitled: true` and a token, else 'Unauthorized'. */
async function entitlementToken(call: () => Promise<unknown>): Promise<string> {
  let answer;
  try {
    answer = parseAnswer(entitlementAnswerSchema, await call(), 'entitlement');
  } catch (error) {
    // seed 000 §8: a failed token call is 'Unauthorized' as well.
    throw new AccessError('unauthorized', { cause: error });
  }
  if (answer.entitled !== true || !answer.token) throw new AccessError('unauthorized');
  return answer.token;
}

/** POST with body provider, credentials.token, asset {id, drmPolicyId, params, accessType}. */
export function requestEntitlementToken(
  client: EntitlementHostClient,
  request: EntitlementRequest,
): Promise<string> {
  return entitlementToken(() =>
    fetchJson(client.url, client.fetch, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        provider: request.provider,
        credentials: { token: request.token },
        asset: {
          id: request.asset.id,
          drmPolicyId: request.asset.drmPolicyId,
          params: request.asset.params ?? {},
          accessType: request.asset.accessType,
        },
      }),
    }),
  );
}

/** The alternative mode: GET with provider, id, random, drmPolicyId, accessType and a frame header. */
export function requestEntitlementTokenByGet(
  client: EntitlementHostClient,
  request: EntitlementGetRequest,
): Promise<string> {
  const url = buildUrl(client.url, '', {
    provider: request.provider,
    id: request.id,
    random: request.random ?? Math.random().toString(36).slice(2),
    drmPolicyId: request.drmPolicyId,
    accessType: request.accessType,
  });
  return entitlementToken(() =>
    fetchJson(url, client.fetch, { headers: { [ENTITLEMENT_FRAME_HEADER]: request.frame } }),
  );
}
