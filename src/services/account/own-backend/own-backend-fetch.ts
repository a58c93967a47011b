/**
 * The own back end's fetch wrapper (seed 001 §7): a Bearer jwt unless authentication is skipped;
 * a non-OK answer throws the parsed JSON body (as an AccountError), or 'Request failed with status
 * {n}' when the body is not JSON; a field-error message is the first entry of `errors`.
 *
 * seed 001 §4 Session refresh: a 401 or 403 to a call made with the session's token goes through
 * the session layer (the backend-session machine), which refreshes once for every call that
 * failed meanwhile, and the call is replayed with the new token.
 */
import * as z from 'zod/mini';
import { bearer, send, type FetchLike } from '../account-http';
import { AccountError, NotLoggedInError, type SessionGate } from '../account.types';
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

export function createOwnBackendFetch(options: {
  baseUrl: string;
  fetch: FetchLike;
  gate: () => SessionGate;
}): OwnBackendFetch {
  const base = options.baseUrl.replace(/\/+$/, '');

  const once = (path: string, method: string, body: unknown, token: string | null) =>
    send(options.fetch, `${base}${path}`, {
      method,
      cache: 'no-store',
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

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
