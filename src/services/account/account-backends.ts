/**
 * Picks the account back end the started app names (`accountBackend`): hosted platform, commerce
 * platform or the event site's own back end. A site without one (AVOD without integration) has
 * no account service. Each back end is a chunk of its own, and only the active one loads, once
 * the page has painted (issue 17): a site uses one back end, never three.
 */
import type { Config } from '../config/config.schemas';
import type { AccountBackendKind } from './account.types';
import type { AccountBackendBundle, AccountBackendEnvironment } from './session-driver';

export type AccountBackendUrls = {
  hostedPlatformUrl: string;
  commerceUrl: string;
  backendUrl: string;
};

export type AccountBackendOptions = AccountBackendEnvironment & {
  urls: AccountBackendUrls;
  /** Read once the back end's code is in, so that it is the started app's config. */
  config: () => Config | null;
};

/**
 * Settles once the page has painted something (the start screen or home), or at its load event if
 * the browser reports no paint: account code is not what the viewer waits for first.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof window === 'undefined' || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  if (performance.getEntriesByType('paint').length > 0 || document.readyState === 'complete') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.removeEventListener('load', done);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    observer.observe({ type: 'paint', buffered: true });
    window.addEventListener('load', done);
  });
}

/** The active back end's service and session, its code loaded on demand; null without one. */
export async function loadAccountBackend(
  kind: AccountBackendKind | null,
  options: AccountBackendOptions,
): Promise<AccountBackendBundle | null> {
  const { urls, storage, fetch, createGate, now } = options;
  const common = {
    storage,
    ...(fetch ? { fetch } : {}),
    ...(createGate ? { createGate } : {}),
    ...(now ? { now } : {}),
  };
  switch (kind) {
    case 'hosted': {
      const { createHostedAccount } = await import('./hosted/hosted-account');
      const clientId = options.config()?.integrations.jwp?.clientId;
      return clientId ? createHostedAccount({ baseUrl: urls.hostedPlatformUrl, clientId, ...common }) : null;
    }
    case 'commerce': {
      const { createCommerceAccount } = await import('./commerce/commerce-account');
      const publisherId = options.config()?.integrations.cleeng?.id;
      return publisherId
        ? createCommerceAccount({ baseUrl: urls.commerceUrl, publisherId, ...common })
        : null;
    }
    case 'own-backend': {
      const { createOwnBackendAccount } = await import('./own-backend/own-backend-account');
      return options.config() ? createOwnBackendAccount({ baseUrl: urls.backendUrl, ...common }) : null;
    }
    default:
      return null;
  }
}
