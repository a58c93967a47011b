import type { AccountPlatform } from '../constants.js';
import type { SocialProvider } from '../demo-data.js';

/** Address of the stand-in provider page, `GET /__stack/social/{provider}`. */
export function socialPageUrl(
  stackOrigin: string,
  provider: SocialProvider,
  params: { platform: Extract<AccountPlatform, 'hosted' | 'own'>; redirect?: string; state?: string },
): string {
  const url = new URL(`/__stack/social/${provider}`, stackOrigin);
  url.searchParams.set('platform', params.platform);
  if (params.redirect) url.searchParams.set('redirect', params.redirect);
  if (params.state) url.searchParams.set('state', params.state);
  return url.toString();
}

/**
 * The hosted platform's social `state`: base64 of JSON `{ client_id, redirect }`, which the
 * app builds. Standard and URL-safe alphabets are both accepted.
 */
export function decodeSocialState(state: string): { clientId: string; redirect: string } | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(state, 'base64').toString('utf8'));
    if (typeof json !== 'object' || json === null) return null;
    const { client_id: clientId, redirect } = json as Record<string, unknown>;
    if (typeof redirect !== 'string' || !redirect) return null;
    return { clientId: typeof clientId === 'string' ? clientId : '', redirect };
  } catch {
    return null;
  }
}
