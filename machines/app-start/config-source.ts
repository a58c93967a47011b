/**
 * Config-source rules of seed 000 §5, pure so that the machine's guards and the actors that expand
 * a source into URLs share one definition.
 */
import type { Settings } from '@/services/config/config.schemas';

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

export function readSocialLoginHash(hash: string): SocialLoginTokens | null {
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
