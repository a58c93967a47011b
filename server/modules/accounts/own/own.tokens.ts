import type { Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { JWT_SECRETS, OWN_JWT_TTL_MS, OWN_REFRESH_TOKEN_TTL_MS } from '../constants.js';
import { signJwt, verifyJwt } from '../shared/crypto.js';
import { bearer } from '../shared/http.js';
import { isSessionActive, startSession } from '../shared/sessions.js';
import { findOwnUser, type OwnUserRow } from './own.store.js';

/** `expiresIn` in seconds, `expiresAt` in milliseconds since the epoch. */
export interface OwnAuth {
  jwt: string;
  refreshToken: string;
  expiresIn: number;
  expiresAt: number;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409;

/**
 * The back end's error body (seed 001 §7): `message`, and for field errors an `errors` list whose
 * first entry the app shows. Extra keys (isEmailConfirmed) ride along.
 */
export function ownError(
  c: Context<StackEnv>,
  status: ErrorStatus,
  message: string,
  extra: { errors?: string[]; isEmailConfirmed?: boolean } = {},
): Response {
  return c.json({ message, ...extra }, status);
}

/** A field error: the message also as the only entry of `errors`. */
export const ownFieldError = (c: Context<StackEnv>, message: string, status: ErrorStatus = 400) =>
  ownError(c, status, message, { errors: [message] });

export function ownAuth(ctx: StackContext, userId: number, sessionId: string, refreshToken: string): OwnAuth {
  const now = ctx.clock.now();
  const user = findOwnUser(ctx.db, userId);
  return {
    jwt: signJwt(
      { sub: String(userId), uid: userId, sid: sessionId, email: user?.email },
      JWT_SECRETS.own,
      now,
      OWN_JWT_TTL_MS,
    ),
    refreshToken,
    expiresIn: Math.floor(OWN_JWT_TTL_MS / 1000),
    expiresAt: Math.floor((now + OWN_JWT_TTL_MS) / 1000) * 1000,
  };
}

export function signInOwn(ctx: StackContext, userId: number): OwnAuth {
  const issued = startSession(ctx.db, 'own', userId, ctx.clock.now(), OWN_REFRESH_TOKEN_TTL_MS);
  return ownAuth(ctx, userId, issued.sessionId, issued.refreshToken);
}

export interface OwnSession {
  user: OwnUserRow;
  sessionId: string;
}

/** The user of a valid Bearer JWT, or the 401 that sends the app through refresh and replay. */
export function authenticateOwn(ctx: StackContext, c: Context<StackEnv>): OwnSession | Response {
  const token = bearer(c);
  if (!token) return ownError(c, 401, 'Unauthorized');
  const check = verifyJwt(token, JWT_SECRETS.own, ctx.clock.now());
  if (!check.ok) return ownError(c, 401, check.reason === 'expired' ? 'jwt expired' : 'Invalid token');
  const { uid, sid } = check.payload;
  const user = typeof uid === 'number' ? findOwnUser(ctx.db, uid) : undefined;
  if (!user || !isSessionActive(ctx.db, 'own', sid)) return ownError(c, 401, 'Session has ended');
  return { user, sessionId: sid as string };
}
