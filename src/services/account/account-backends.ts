/**
 * Picks the account back end the started app names (`accountBackend`): hosted platform, commerce
 * platform or the event site's own back end. A site without one (AVOD without integration) has
 * no account service.
 */
import type { Config } from '../config/config.schemas';
import type { FetchLike } from './account-http';
import type { AccountBackendKind, SessionGate } from './account.types';
import { createCommerceAccount } from './commerce/commerce-account';
import { createHostedAccount } from './hosted/hosted-account';
import { createOwnBackendAccount } from './own-backend/own-backend-account';
import type { AccountBackendBundle, SessionDriver } from './session-driver';
import type { KeyValueStorage } from './token-store';

export type AccountBackendUrls = {
  hostedPlatformUrl: string;
  commerceUrl: string;
  backendUrl: string;
};

export type AccountBackendOptions = {
  urls: AccountBackendUrls;
  config: Config;
  storage: KeyValueStorage | null;
  fetch?: FetchLike;
  createGate?: (driver: SessionDriver) => SessionGate;
  now?: () => number;
};

export function createAccountBackend(
  kind: AccountBackendKind | null,
  options: AccountBackendOptions,
): AccountBackendBundle | null {
  const { urls, config, storage, fetch, createGate, now } = options;
  const common = {
    storage,
    ...(fetch ? { fetch } : {}),
    ...(createGate ? { createGate } : {}),
    ...(now ? { now } : {}),
  };
  switch (kind) {
    case 'hosted': {
      const clientId = config.integrations.jwp?.clientId;
      return clientId ? createHostedAccount({ baseUrl: urls.hostedPlatformUrl, clientId, ...common }) : null;
    }
    case 'commerce': {
      const publisherId = config.integrations.cleeng?.id;
      return publisherId
        ? createCommerceAccount({ baseUrl: urls.commerceUrl, publisherId, ...common })
        : null;
    }
    case 'own-backend':
      return createOwnBackendAccount({ baseUrl: urls.backendUrl, ...common });
    default:
      return null;
  }
}
