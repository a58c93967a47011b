/**
 * Picks the site's checkout client (seed 000 §1): the hosted platform's for a hosted account,
 * else the commerce platform's (the event site signs in with its own back end and pays there).
 * Loaded with the account dialog and the account's subscriptions, never on home's first load.
 */
import type { AccountBackendKind } from '../account/account.types';
import type { Config } from '../config/config.schemas';
import type { FetchLike } from '../http/http';
import type { AccessTokenSource } from './checkout-http';
import type { CheckoutService } from './checkout.types';
import { createCommerceCheckout } from './commerce/commerce-checkout';
import { createHostedCheckout } from './hosted/hosted-checkout';

export type CheckoutBackendOptions = {
  urls: { hostedPlatformUrl: string; commerceUrl: string };
  config: Config;
  accessToken: AccessTokenSource;
  fetch?: FetchLike;
};

export function createCheckoutBackend(
  kind: AccountBackendKind | null,
  { urls, config, accessToken, fetch }: CheckoutBackendOptions,
): CheckoutService | null {
  const common = { accessToken, ...(fetch ? { fetch } : {}) };
  switch (kind) {
    case 'hosted': {
      const assetId = config.integrations.jwp?.assetId;
      return typeof assetId === 'number'
        ? createHostedCheckout({ baseUrl: urls.hostedPlatformUrl, assetId, ...common })
        : null;
    }
    case 'commerce':
    case 'own-backend':
      return createCommerceCheckout({ baseUrl: urls.commerceUrl, ...common });
    default:
      return null;
  }
}
