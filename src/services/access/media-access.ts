import { ApiError } from '../http/http';
import type { ContentClient } from '../content/content-client';
import { getDrmMedia, getMedia, getMediaWithPassport } from '../content/media';
import type { MediaItem } from '@/domain/media.types';
import { generateAccessTokens, refreshAccessTokens, type AccessBridgeClient } from './access-bridge';
import { AccessError } from './access-errors';
import { areAccessTokensExpired, type AccessTokens, type AccessTokensStore } from './access-tokens';

/** What passport-gated media needs: the content host, the access bridge, stored tokens and the viewer. */
export type PassportAccess = {
  content: ContentClient;
  bridge: AccessBridgeClient;
  tokens: AccessTokensStore;
  siteId: string;
  /** The signed-in viewer's token for `generate` (Bearer jwt); none for an anonymous viewer. */
  getJwt: () => string | null | undefined | Promise<string | null | undefined>;
  /** Epoch ms; the clock stored expiries are compared with. */
  now: () => number;
};

/**
 * Refreshes the stored tokens with their refresh token. A refresh that fails clears them, so the
 * next request generates new ones instead of retrying a dead refresh token. Null when there was
 * nothing to refresh or the bridge refused.
 */
export async function renewAccessTokens(access: PassportAccess): Promise<AccessTokens | null> {
  const existing = access.tokens.read();
  if (!existing?.refreshToken) return null;
  try {
    return access.tokens.save(await refreshAccessTokens(access.bridge, access.siteId, existing.refreshToken));
  } catch {
    access.tokens.clear();
    return null;
  }
}

/**
 * Tokens to ask with (seed 000 §4: generated on start for non-AVOD sites): the stored ones while
 * they last, refreshed once expired, generated when there are none. Null when the bridge gives none.
 */
export async function ensureAccessTokens(access: PassportAccess): Promise<AccessTokens | null> {
  const existing = access.tokens.read();
  if (existing && !areAccessTokensExpired(existing, access.now())) return existing;
  if (existing) {
    const renewed = await renewAccessTokens(access);
    if (renewed) return renewed;
  }
  try {
    return access.tokens.save(
      await generateAccessTokens(access.bridge, access.siteId, await access.getJwt()),
    );
  } catch {
    return null;
  }
}

export type PassportMediaParams = { mediaId: string; planId: string; language?: string };

/**
 * Passport-gated media (seed 000 §4, §8): fetch with the passport; on a 403 refresh the tokens
 * once and retry once. No passport at all -> 'Failed to get / generate access tokens and retrieve
 * media.'; a 403 whose refresh fails -> 'Failed to refresh access tokens and retrieve media.'.
 * Every other failure, and a second 403, reaches the caller as it is.
 */
export async function getMediaWithAccess(
  access: PassportAccess,
  params: PassportMediaParams,
): Promise<MediaItem> {
  const request = (passport: string) =>
    getMediaWithPassport(access.content, { siteId: access.siteId, ...params, passport });

  const tokens = await ensureAccessTokens(access);
  if (!tokens) throw new AccessError('generateFailed');
  try {
    return await request(tokens.passport);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 403)) throw error;
    const renewed = await renewAccessTokens(access);
    if (!renewed) throw new AccessError('refreshFailed', { cause: error });
    return request(renewed.passport);
  }
}

export type SignedMediaParams = {
  mediaId: string;
  drmPolicyId?: string;
  language?: string;
  /** Where the token comes from: the entitlement host or the access bridge. Fails with 'Unauthorized'. */
  getToken: () => Promise<string>;
};

/** Signed media (seed 000 §7): the token first, then /v2/media/{id} or /v2/media/{id}/drm/{policyId} with it. */
export async function getSignedMedia(content: ContentClient, params: SignedMediaParams): Promise<MediaItem> {
  const token = await params.getToken();
  const options = { token, language: params.language };
  return params.drmPolicyId
    ? getDrmMedia(content, params.mediaId, params.drmPolicyId, options)
    : getMedia(content, params.mediaId, options);
}
