import { queryOptions } from '@tanstack/react-query';
import { MEDIA_RETRY } from '../content/media.queries';
import { getEntitledPlans, type AccessBridgeClient } from './access-bridge';
import { AccessError } from './access-errors';
import { getMediaWithAccess, type PassportAccess, type PassportMediaParams } from './media-access';

export const accessKeys = {
  all: ['access'] as const,
  /** Viewer-specific: invalidate on sign-in and sign-out. */
  entitlements: (siteId: string) => ['access', 'entitlements', siteId] as const,
  /** Under `media` so invalidating a media item reaches its passport-gated copy too. */
  media: ({ mediaId, planId, language }: PassportMediaParams) =>
    ['media', mediaId, { planId, language, access: 'passport' }] as const,
};

export function entitledPlansQueryOptions(client: AccessBridgeClient, siteId: string, jwt: string | null) {
  return queryOptions({
    queryKey: accessKeys.entitlements(siteId),
    queryFn: () => getEntitledPlans(client, siteId, jwt),
  });
}

/**
 * Passport-gated media. The refresh-once rule runs inside the fetch; access failures are final
 * (retrying cannot change the viewer's rights), other failures follow the media retry (seed 002 §7).
 */
export function mediaWithAccessQueryOptions(access: PassportAccess, params: PassportMediaParams) {
  return queryOptions({
    queryKey: accessKeys.media(params),
    queryFn: () => getMediaWithAccess(access, params),
    retry: (failureCount, error) => !(error instanceof AccessError) && failureCount < MEDIA_RETRY.count,
    retryDelay: MEDIA_RETRY.delayMs,
  });
}
