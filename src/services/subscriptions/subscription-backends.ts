/**
 * Picks the payments page's client (seed 000 §1): the hosted platform's for a hosted account,
 * else the commerce platform's. Loaded by the payments page only, never on home's first load.
 */
import type { AccountBackendKind } from '../account/account.types';
import { createCommercePayments } from './commerce-subscriptions';
import { createHostedPayments } from './hosted-subscriptions';
import type { FetchLike } from '../http/http';
import type { AccessTokenSource } from './payments-http';
import type { PaymentsFeatures, PaymentsService } from './subscriptions.types';

export type PaymentsBackendOptions = {
  urls: { hostedPlatformUrl: string; commerceUrl: string };
  assetId: number | null;
  features: PaymentsFeatures;
  accessToken: AccessTokenSource;
  fetch?: FetchLike;
};

export function createPaymentsBackend(
  kind: AccountBackendKind | null,
  options: PaymentsBackendOptions,
): PaymentsService | null {
  const common = {
    accessToken: options.accessToken,
    features: options.features,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  switch (kind) {
    case 'hosted':
      return options.assetId === null
        ? null
        : createHostedPayments({
            baseUrl: options.urls.hostedPlatformUrl,
            assetId: options.assetId,
            ...common,
          });
    case 'commerce':
    case 'own-backend':
      return createCommercePayments({ baseUrl: options.urls.commerceUrl, ...common });
    default:
      return null;
  }
}
