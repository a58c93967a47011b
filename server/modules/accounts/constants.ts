/**
 * Lifetimes and rules shared by the account stand-ins. Token lifetimes are short enough that a
 * test moves past them with `PUT /__stack/clock` instead of waiting.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The three account back ends; also the `platform` column of the shared tables. */
export type AccountPlatform = 'hosted' | 'commerce' | 'own';

// Hosted platform: an access token for an hour, a rotating refresh token for 30 days.
export const HOSTED_ACCESS_TOKEN_TTL_MS = HOUR_MS;
export const HOSTED_REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

// Commerce platform: a 5-minute JWT so that the shared refresh (seed 000 §4 "Commerce-mode
// session") is exercised in a short test; refresh tokens live 100 days and are single-use.
export const COMMERCE_JWT_TTL_MS = 5 * MINUTE_MS;
export const COMMERCE_REFRESH_TOKEN_TTL_MS = 100 * DAY_MS;

// Own back end: a 15-minute JWT, after which every authenticated route answers 401 so the app's
// refresh-and-replay path (seed 001 §4 "Session refresh") runs.
export const OWN_JWT_TTL_MS = 15 * MINUTE_MS;
export const OWN_REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

/** E-mail codes: six digits (seed 002 §9 "OTP length 6"), valid 10 minutes, used once. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * MINUTE_MS;

/** Reset-password tokens mailed by the hosted and commerce platforms. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/** Minimum password: 8 characters with a lowercase letter and a digit (seed 001 §5, 002 §5). */
export const PASSWORD_MIN_LENGTH = 8;
/** First and last name at most 50 characters (seed 000 §5, §9; 002 §5). */
export const NAME_MAX_LENGTH = 50;

/**
 * HS256 secrets. The stand-ins sign and verify their own tokens; nothing outside the stack
 * trusts them, so fixed values keep tokens valid across a restart of a persisted stack.
 */
export const JWT_SECRETS: Readonly<Record<AccountPlatform, string>> = {
  hosted: 'statecast-local-stack-hosted-accounts',
  commerce: 'statecast-local-stack-commerce-platform',
  own: 'statecast-local-stack-own-backend',
};

/** The hosted platform's client id and the commerce publisher id the committed configs use. */
export const HOSTED_CLIENT_ID = 'sc-hosted-client';
export const COMMERCE_PUBLISHER_ID = '105000001';
