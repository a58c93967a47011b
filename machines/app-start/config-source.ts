/**
 * Config-source rules of seed 000 §5, pure so that the machine's guards and the actors that expand
 * a source into URLs share one definition.
 */
import type { Settings } from '@/services/config/config.schemas';

/** Storage key of a config source chosen through `app-config` (kept across reloads). */
export const CONFIG_SOURCE_STORAGE_KEY = 'jwapp.config-source';

/** An 8-character lowercase alphanumeric id. */
export function isConfigId(source: string): boolean {
  return /^[a-z0-9]{8}$/.test(source);
}

/** An id or a full http(s) URL. */
export function isValidConfigSource(source: string): boolean {
  if (isConfigId(source)) return true;
  try {
    const url = new URL(source);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where a source is read from: an id from the config host and then its fallback (seed 000 §7), a URL as it is. */
export function configUrls(source: string, hosts: readonly string[]): string[] {
  return isConfigId(source) ? hosts.map((host) => `${host}/apps/configs/${source}.json`) : [source];
}

/** A source named in the URL must equal the default, be listed, or any source must be allowed. */
export function isAllowedConfigSource(source: string, settings: Settings): boolean {
  if (!isValidConfigSource(source)) return false;
  if (settings.UNSAFE_allowAnyConfigSource) return true;
  return source === settings.defaultConfigSource || settings.additionalAllowedConfigSources.includes(source);
}

/** seed 000 §5: settings need a default source or an allowed list, otherwise 'No usable config sources'. */
export function hasUsableConfigSources(settings: Settings): boolean {
  return Boolean(
    settings.defaultConfigSource ||
      settings.additionalAllowedConfigSources.length > 0 ||
      settings.UNSAFE_allowAnyConfigSource,
  );
}

/** Tokens a social sign-in leaves in the URL hash (seed 000 §2). */
export type SocialLoginTokens = { token: string; refreshToken: string; expires: number | null };

/**
 * The `state` of a social sign-in (issue 16): a value this tab stores in session storage under
 * SOCIAL_STATE_KEY when the viewer leaves for the provider, and puts in the address the provider
 * sends the viewer back to (`?social_state=`). Tokens come back only with the same value.
 */
export const SOCIAL_STATE_KEY = 'jwapp.social-state';
export const SOCIAL_STATE_PARAM = 'social_state';

/**
 * Where a provider sends the viewer back to: the app's home with a fresh state, which this tab
 * stores first. Without session storage no state can be kept, and the sign-in will be refused.
 */
export function socialRedirectUrl(
  origin: string,
  session: Pick<Storage, 'setItem'> | null,
  newState: () => string = () => crypto.randomUUID(),
): string {
  const state = newState();
  try {
    session?.setItem(SOCIAL_STATE_KEY, state);
  } catch {
    // Storage refused: the state is still sent, and will not match on return.
  }
  return `${origin}/?${SOCIAL_STATE_PARAM}=${encodeURIComponent(state)}`;
}

/** `search` without the returned social state (`?a=1&social_state=x` → `?a=1`). */
export function withoutSocialState(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SOCIAL_STATE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The state the address came back with, and the one this tab stored (null when none). */
export type SocialStateCheck = { returned: string | null; expected: string | null };

const hasTokens = (hash: string) => Boolean(new URLSearchParams(hash.replace(/^#/, '')).get('token'));

/** Whether the tokens the hash carries belong to a sign-in this tab started. */
export function isSocialStateValid(check: SocialStateCheck | undefined): boolean {
  return Boolean(check?.expected) && check?.returned === check?.expected;
}

/** Tokens in the hash that no sign-in of this tab asked for: dropped, and the viewer told. */
export function isRefusedSocialHash(hash: string, check: SocialStateCheck | undefined): boolean {
  return hasTokens(hash) && !isSocialStateValid(check);
}

export function readSocialLoginHash(hash: string, check?: SocialStateCheck): SocialLoginTokens | null {
  if (!isSocialStateValid(check)) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (!token) return null;
  const expires = Number(params.get('expires'));
  return {
    token,
    refreshToken: params.get('refresh_token') ?? '',
    expires: Number.isFinite(expires) && expires > 0 ? expires : null,
  };
}
