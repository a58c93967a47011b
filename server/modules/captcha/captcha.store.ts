import { randomBytes } from 'node:crypto';
import type { StackContext } from '../../context.js';
import {
  CAPTCHA_LOG_SIZE,
  CAPTCHA_MAX_TOKENS,
  CAPTCHA_SECRET,
  CAPTCHA_SITE_KEY,
  CAPTCHA_TOKEN_TTL_MS,
} from './captcha.constants.js';

declare module '../../context.js' {
  interface StackOverrides {
    /** Every registration on the commerce stand-in must carry a solved captcha (`PUT /__stack/captcha`). */
    captchaRequired?: boolean;
  }
}

/** The error codes of the common provider's siteverify answer. */
export type CaptchaErrorCode =
  | 'missing-input-secret'
  | 'invalid-input-secret'
  | 'missing-input-response'
  | 'invalid-input-response'
  | 'timeout-or-duplicate';

/** What `POST /__captcha/siteverify` answers, in the provider's own field names. */
export type SiteverifyAnswer =
  | { success: true; challenge_ts: string; hostname: string }
  | { success: false; 'error-codes': CaptchaErrorCode[] };

export interface CaptchaVerifyRequest {
  secret: string;
  /** The token the widget handed to the page. */
  response: string;
  remoteip?: string;
}

/** One verification as `GET /__stack/captcha` lists it. */
export interface CaptchaVerification {
  /** Stack clock time of the check. */
  at: number;
  success: boolean;
  errorCodes: CaptchaErrorCode[];
}

interface IssuedToken {
  sitekey: string;
  hostname: string;
  issuedAt: number;
  used: boolean;
}

interface CaptchaStore {
  tokens: Map<string, IssuedToken>;
  verifications: CaptchaVerification[];
}

// In memory, one store per running stack: tokens live two minutes, so nothing is worth
// persisting, and `POST /__stack/reset` forgets them through `clearCaptchaTokens`.
const stores = new WeakMap<StackContext, CaptchaStore>();

function storeOf(ctx: StackContext): CaptchaStore {
  let store = stores.get(ctx);
  if (!store) {
    store = { tokens: new Map(), verifications: [] };
    stores.set(ctx, store);
  }
  return store;
}

/** Forgets every token and verification of this stack. */
export function clearCaptchaTokens(ctx: StackContext): void {
  stores.delete(ctx);
}

export const isKnownSiteKey = (sitekey: string): boolean => sitekey === CAPTCHA_SITE_KEY;

/** Whether the commerce stand-in refuses a registration without a solved captcha. */
export const isCaptchaRequired = (ctx: StackContext): boolean => ctx.overrides.captchaRequired === true;

/**
 * A token for a ticked widget, or null for a site key the provider does not know. `hostname` is
 * the page's host, which siteverify reports back as the real provider does.
 */
export function issueCaptchaToken(
  ctx: StackContext,
  sitekey: string,
  hostname: string,
): { token: string; expiresInMs: number } | null {
  if (!isKnownSiteKey(sitekey)) return null;
  const { tokens } = storeOf(ctx);
  const token = `sc-captcha.${randomBytes(24).toString('base64url')}`;
  tokens.set(token, { sitekey, hostname, issuedAt: ctx.clock.now(), used: false });
  while (tokens.size > CAPTCHA_MAX_TOKENS) {
    const oldest = tokens.keys().next().value;
    if (oldest === undefined) break;
    tokens.delete(oldest);
  }
  return { token, expiresInMs: CAPTCHA_TOKEN_TTL_MS };
}

function check(ctx: StackContext, request: CaptchaVerifyRequest): SiteverifyAnswer {
  const refuse = (code: CaptchaErrorCode): SiteverifyAnswer => ({ success: false, 'error-codes': [code] });
  if (!request.secret) return refuse('missing-input-secret');
  if (request.secret !== CAPTCHA_SECRET) return refuse('invalid-input-secret');
  if (!request.response) return refuse('missing-input-response');
  const issued = storeOf(ctx).tokens.get(request.response);
  if (!issued || !isKnownSiteKey(issued.sitekey)) return refuse('invalid-input-response');
  // Single use: the first check spends the token whatever it finds.
  const spent = issued.used;
  issued.used = true;
  if (spent || ctx.clock.now() - issued.issuedAt > CAPTCHA_TOKEN_TTL_MS)
    return refuse('timeout-or-duplicate');
  return { success: true, challenge_ts: new Date(issued.issuedAt).toISOString(), hostname: issued.hostname };
}

/**
 * The provider's verification, for stand-ins to call directly (the commerce register route) and
 * for `POST /__captcha/siteverify`. Tokens are single-use and last two minutes of the stack clock.
 */
export function verifyCaptchaToken(ctx: StackContext, request: CaptchaVerifyRequest): SiteverifyAnswer {
  const answer = check(ctx, request);
  const { verifications } = storeOf(ctx);
  verifications.unshift({
    at: ctx.clock.now(),
    success: answer.success,
    errorCodes: answer.success ? [] : answer['error-codes'],
  });
  verifications.length = Math.min(verifications.length, CAPTCHA_LOG_SIZE);
  return answer;
}

/** The latest verifications, newest first. */
export function captchaVerifications(ctx: StackContext): readonly CaptchaVerification[] {
  return storeOf(ctx).verifications;
}
