import * as z from 'zod/mini';

/**
 * Base URLs of every back end, read once from the build environment. Empty means "same origin",
 * which is how the local stack serves them, so one build can also point at real services.
 */
const envSchema = z.object({
  VITE_CONTENT_HOST: z._default(z.string(), ''),
  VITE_CONTENT_FALLBACK_HOST: z._default(z.string(), ''),
  VITE_BACKEND_URL: z._default(z.string(), ''),
  VITE_BACKEND_FALLBACK_URL: z._default(z.string(), ''),
  VITE_CONFIG_HELP_URL: z._default(z.string(), '/docs/configuration.html'),
  VITE_HOSTED_PLATFORM_URL: z._default(z.string(), '/hosted'),
  VITE_COMMERCE_URL: z._default(z.string(), '/commerce'),
  VITE_CAPTCHA_SCRIPT_URL: z._default(z.string(), '/__captcha/api.js'),
});

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export type Env = {
  contentHost: string;
  contentFallbackHost: string;
  backendUrl: string;
  backendFallbackUrl: string;
  configHelpUrl: string;
  /** Hosted video platform accounts (seed 000 §7). */
  hostedPlatformUrl: string;
  /** Subscription-commerce platform (seed 000 §7). */
  commerceUrl: string;
  /** The captcha provider's script (the local stack's stand-in unless the build names another). */
  captchaScriptUrl: string;
  isDev: boolean;
};

export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.parse(raw);
  return {
    contentHost: trimSlash(parsed.VITE_CONTENT_HOST),
    contentFallbackHost: trimSlash(parsed.VITE_CONTENT_FALLBACK_HOST),
    backendUrl: trimSlash(parsed.VITE_BACKEND_URL),
    backendFallbackUrl: trimSlash(parsed.VITE_BACKEND_FALLBACK_URL),
    configHelpUrl: parsed.VITE_CONFIG_HELP_URL,
    hostedPlatformUrl: trimSlash(parsed.VITE_HOSTED_PLATFORM_URL),
    commerceUrl: trimSlash(parsed.VITE_COMMERCE_URL),
    captchaScriptUrl: parsed.VITE_CAPTCHA_SCRIPT_URL,
    isDev: raw.DEV === true,
  };
}

export const env: Env = parseEnv(import.meta.env as unknown as Record<string, unknown>);
