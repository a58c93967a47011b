import { fetchJson, parseAnswer, platformFetch, type FetchLike } from '../http/http';
import { buildUrl, segment } from '../content/content-client';
import {
  accessTokensDocumentSchema,
  entitlementsDocumentSchema,
  mediaTokenDocumentSchema,
} from './access-bridge.schemas';
import { AccessError } from './access-errors';

/** The access bridge (seed 000 §7); its base URL is the settings' apiAccessBridgeUrl. */
export type AccessBridgeClient = { host: string; fetch: FetchLike };

export function createAccessBridgeClient(options: { host: string; fetch?: FetchLike }): AccessBridgeClient {
  return {
    host: options.host.replace(/\/+$/, ''),
    fetch: options.fetch ?? platformFetch,
  };
}

/** A passport and its refresh token as the bridge issues them. */
export type IssuedAccessTokens = { passport: string; refreshToken: string };

function toIssued(body: unknown, what: string): IssuedAccessTokens {
  const document = parseAnswer(accessTokensDocumentSchema, body, what);
  return { passport: document.passport, refreshToken: document.refresh_token };
}

/** PUT /v2/sites/{siteId}/access/generate with Bearer jwt (seed 000 §7); anonymous without one. */
export async function generateAccessTokens(
  client: AccessBridgeClient,
  siteId: string,
  jwt?: string | null,
): Promise<IssuedAccessTokens> {
  const url = buildUrl(client.host, `/v2/sites/${segment(siteId)}/access/generate`);
  const body = await fetchJson(url, client.fetch, {
    method: 'PUT',
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  return toIssued(body, 'access generate');
}

/** PUT /v2/sites/{siteId}/access/refresh with body refresh_token (seed 000 §7). */
export async function refreshAccessTokens(
  client: AccessBridgeClient,
  siteId: string,
  refreshToken: string,
): Promise<IssuedAccessTokens> {
  const url = buildUrl(client.host, `/v2/sites/${segment(siteId)}/access/refresh`);
  const body = await fetchJson(url, client.fetch, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return toIssued(body, 'access refresh');
}

/** Entitled plan (seed 000 §3): id and metadata.access_model. */
export type EntitledPlan = { id: string; accessModel?: string; metadata: Record<string, unknown> };

/** GET /v3/sites/{siteId}/entitlements (seed 000 §7), with Bearer jwt when signed in. */
export async function getEntitledPlans(
  client: AccessBridgeClient,
  siteId: string,
  jwt?: string | null,
): Promise<EntitledPlan[]> {
  const url = buildUrl(client.host, `/v3/sites/${segment(siteId)}/entitlements`);
  const body = await fetchJson(url, client.fetch, { headers: jwt ? { Authorization: `Bearer ${jwt}` } : {} });
  const document = parseAnswer(entitlementsDocumentSchema, body, 'entitlements');
  const plans = Array.isArray(document)
    ? document
    : 'entitled_plans' in document && Array.isArray(document.entitled_plans)
      ? document.entitled_plans
      : 'plans' in document && Array.isArray(document.plans)
        ? document.plans
        : [];
  return plans.map((plan) => ({
    id: plan.id,
    accessModel: plan.metadata.access_model ?? undefined,
    metadata: plan.metadata as Record<string, unknown>,
  }));
}

export type MediaTokenRequest = { appConfigId: string; mediaId: string; jwt: string };

/**
 * GET /v2/items/jw-media/token with app_config_id and media_id, authenticated (seed 000 §7): the
 * token of signed media. Any failure of the call is 'Unauthorized' (seed 000 §8); the transport
 * error stays as the cause. `client` is the host that issues the token (the bridge or the
 * hosted platform's API).
 */
export async function getSignedMediaToken(
  client: AccessBridgeClient,
  request: MediaTokenRequest,
): Promise<string> {
  const url = buildUrl(client.host, '/v2/items/jw-media/token', {
    app_config_id: request.appConfigId,
    media_id: request.mediaId,
  });
  try {
    const body = await fetchJson(url, client.fetch, { headers: { Authorization: `Bearer ${request.jwt}` } });
    const document = parseAnswer(mediaTokenDocumentSchema, body, 'media token');
    return typeof document === 'string' ? document : document.token;
  } catch (error) {
    throw new AccessError('unauthorized', { cause: error });
  }
}
