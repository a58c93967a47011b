/**
 * The own back end's transport (seed 001 §7) on the shared HTTP helper: a Bearer jwt unless
 * authentication is skipped; a non-OK answer throws the parsed JSON body (as an AccountError), or
 * 'Request failed with status {n}' when the body is not JSON; a field-error message is the first
 * entry of `errors`, and a known message is labelled with its error code (seed 002 §8).
 *
 * seed 001 §4 Session refresh: a 401 or 403 to a call made with the session's token goes through
 * the session layer (the backend-session machine), which refreshes once for every call that
 * failed meanwhile, and the call is replayed with the new token.
 */
import * as z from 'zod/mini';
import { jsonRequest, send } from '../../http/http';
import { asAccountNetworkError, relabelServerError, type ErrorLabel } from '../account-rules';
import { AccountError, NotLoggedInError } from '../account.types';
import type { AccountTransport } from '../session-driver';
import { ownErrorSchema } from './own-backend.schemas';

export type OwnAuthMode =
  /** The session's token is needed; without one the call fails with 'User not logged in'. */
  | 'required'
  /** Sent with the session's token when there is one. */
  | 'optional'
  /** Sent without a token (sign-in, register, codes). */
  | 'skip'
  /** Sent with this token (just signed in, or the refresh token). */
  | { token: string };

export type OwnRequest = { method?: string; body?: unknown; auth?: OwnAuthMode };

export type OwnBackendFetch = (path: string, request?: OwnRequest) => Promise<unknown>;

const isRefusal = (status: number) => status === 401 || status === 403;

export function toOwnError(status: number, body: unknown, isJson: boolean): AccountError {
  const parsed = isJson ? z.safeParse(ownErrorSchema, body) : null;
  const data = parsed?.success ? parsed.data : null;
  const fieldErrors = (data?.errors ?? []).filter((e): e is string => typeof e === 'string');
  const serverMessage = data?.message ?? null;
  const message = fieldErrors[0] ?? serverMessage ?? `Request failed with status ${status}`;
  // seed 002 §4: a failed login with an unconfirmed e-mail goes to /verify-otp.
  const code = data?.isEmailConfirmed === false ? 'email-not-confirmed' : 'server';
  return new AccountError(code, message, { status, serverMessage: serverMessage ?? message, fieldErrors });
}

export function createOwnBackendFetch(options: AccountTransport): OwnBackendFetch {
  const base = options.baseUrl.replace(/\/+$/, '');

  const once = (path: string, method: string, body: unknown, token: string | null) =>
    send(options.fetch, `${base}${path}`, { ...jsonRequest(method, body, token), cache: 'no-store' }).catch(
      asAccountNetworkError,
    );

  return async (path, { method = 'GET', body, auth = 'required' } = {}) => {
    let token: string | null = null;
    if (typeof auth === 'object') token = auth.token;
    else if (auth !== 'skip') {
      token = await options.gate().accessToken();
      if (!token && auth === 'required') throw new NotLoggedInError();
    }
    let answer = await once(path, method, body, token);
    if (isRefusal(answer.status) && token && typeof auth !== 'object' && auth !== 'skip') {
      // Throws SessionExpiredError when the refresh fails: the session layer signs out.
      const fresh = await options.gate().reportUnauthorized(token);
      answer = await once(path, method, body, fresh);
    }
    if (!answer.ok) throw toOwnError(answer.status, answer.body, answer.isJson);
    return answer.body;
  };
}

const matches = (message: string | null | undefined, needle: string) =>
  (message ?? '').toLowerCase().includes(needle.toLowerCase());

/** Server messages of seed 002 §8 / the stand-in README that forms show on a field. */
function ownErrorCode(error: AccountError): ErrorLabel | null {
  const m = error.message;
  if (error.status === 409 || matches(m, 'already exists')) return { code: 'user-exists', field: 'email' };
  if (matches(m, 'valid email')) return { code: 'invalid-email', field: 'email' };
  if (matches(m, 'password must be')) return { code: 'invalid-password', field: 'password' };
  if (matches(m, 'old password is incorrect')) return { code: 'old-password-mismatch', field: 'password' };
  if (matches(m, 'incorrect password')) return { code: 'invalid-credentials', field: 'password' };
  if (matches(m, 'reset token')) return { code: 'invalid-reset-token', field: null };
  if (matches(m, 'otp')) return { code: 'server', field: 'otp' };
  return null;
}

/** Labels a failure with the code its message stands for; the message stays the server's. */
export async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    relabelServerError(error, ownErrorCode);
  }
}
