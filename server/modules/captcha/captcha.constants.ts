/** Where the captcha provider stand-in lives on the stack. */
export const CAPTCHA_BASE = '/__captcha';

/**
 * The one key pair the provider stand-in knows: the site key goes in an app config
 * (`custom.captchaSiteKey`, seed 001 §3), the secret stays with the back ends that verify.
 */
export const CAPTCHA_SITE_KEY = 'sc-captcha-site-key';
export const CAPTCHA_SECRET = 'sc-captcha-secret';

/** A solved captcha's token lasts two minutes, as the common checkbox captcha's do. */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;

/** How many verifications `GET /__stack/captcha` reports, newest first. */
export const CAPTCHA_LOG_SIZE = 20;

/** Tokens kept for answering `timeout-or-duplicate`; the oldest go first beyond this. */
export const CAPTCHA_MAX_TOKENS = 1000;
