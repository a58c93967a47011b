import type { Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { HOSTED_ACCESS_TOKEN_TTL_MS, HOSTED_REFRESH_TOKEN_TTL_MS, JWT_SECRETS } from '../constants.js';
import { signJwt, verifyJwt } from '../shared/crypto.js';
import { bearer } from '../shared/http.js';
import { isSessionActive, startSession } from '../shared/sessions.js';
import { findHostedAccount, type HostedAccountRow } from './hosted.store.js';

/** What authenticate and register answer besides the account: `expires` is in seconds. */
export interface HostedTokens {
  access_token: string;
  refresh_token: string;
  expires: number;
}

export function hostedTokens(
  ctx: StackContext,
  accountId: number,
  sessionId: string,
  refreshToken: string,
): HostedTokens {
  const now = ctx.clock.now();
  const accessToken = signJwt(
    { sub: String(accountId), aid: accountId, sid: sessionId },
    JWT_SECRETS.hosted,
    now,
    HOSTED_ACCESS_TOKEN_TTL_MS,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires: Math.floor((now + HOSTED_ACCESS_TOKEN_TTL_MS) / 1000),
  };
}

/** Signs an account in: a new session, its first refresh token and an access token. */
export function signInHosted(ctx: StackContext, accountId: number): HostedTokens {
  const issued = startSession(ctx.db, 'hosted', accountId, ctx.clock.now(), HOSTED_REFRESH_TOKEN_TTL_MS);
  return hostedTokens(ctx, accountId, issued.sessionId, issued.refreshToken);
}

export interface HostedAuth {
  account: HostedAccountRow;
  sessionId: string;
}

/** The platform's error body: `{ code, message, errors? }` with `code` = the HTTP status. */
export function hostedError(
  c: Context<StackEnv>,
  status: 400 | 401 | 403 | 404 | 409 | 422,
  message: string,
  errors?: Record<string, string>,
): Response {
  return c.json({ code: status, message, ...(errors ? { errors } : {}) }, status);
}

/** The signed-in account of a Bearer access token, or the 401 to answer with. */
export function authenticateHosted(ctx: StackContext, c: Context<StackEnv>): HostedAuth | Response {
  const token = bearer(c);
  if (!token) return hostedError(c, 401, 'Access token is missing');
  const check = verifyJwt(token, JWT_SECRETS.hosted, ctx.clock.now());
  if (!check.ok) return hostedError(c, 401, 'Invalid or expired access token');
  const { sid, aid } = check.payload;
  const account = typeof aid === 'number' ? findHostedAccount(ctx.db, aid) : undefined;
  if (!account || !isSessionActive(ctx.db, 'hosted', sid))
    return hostedError(c, 401, 'Invalid or expired access token');
  return { account, sessionId: sid as string };
}
