/**
 * The hosted platform's transport (seed 000 §7): form-encoded requests with a Bearer access token,
 * a call refused for its token replayed once after a refresh, and a failed answer as an
 * `AccountError` with the generic message of seed 000 §8 and the server's own words beside it.
 */
import * as z from 'zod/mini';
import { bearer, formEncode, parseAnswer, send } from '../../http/http';
import { asAccountNetworkError, relabelServerError, type ServerMessageRemap } from '../account-rules';
import { AccountError } from '../account.types';
import { withCallAuth, type AccountTransport } from '../session-driver';
import { HOSTED_MESSAGES } from './hosted-platform';
import { hostedAccountSchema, hostedErrorSchema, type HostedAccount } from './hosted.schemas';

export type HostedCallOptions = {
  form?: Record<string, unknown>;
  auth?: 'gate' | string;
  /** The generic message of seed 000 §8 this call fails with. */
  failure: string;
};

export type HostedHttp = {
  call(method: string, path: string, options: HostedCallOptions): Promise<unknown>;
  /** Re-labels a failed call with the seed's mapping, keeping the server's words. */
  remap(error: unknown, map: ServerMessageRemap): never;
  fetchAccount(auth: 'gate' | string): Promise<HostedAccount>;
  putAccount(fields: Record<string, unknown>): Promise<HostedAccount>;
};

export function createHostedHttp(transport: AccountTransport): HostedHttp {
  const base = transport.baseUrl.replace(/\/+$/, '');
  const fetchImpl = transport.fetch;

  async function call(method: string, path: string, options: HostedCallOptions): Promise<unknown> {
    return withCallAuth(transport.gate, options.auth, (token) => callWith(method, path, options, token));
  }

  async function callWith(
    method: string,
    path: string,
    { form, failure }: HostedCallOptions,
    token: string | null,
  ): Promise<unknown> {
    const answer = await send(fetchImpl, `${base}${path}`, {
      method,
      headers: {
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...bearer(token),
      },
      ...(form ? { body: formEncode(form) } : {}),
    }).catch(asAccountNetworkError);
    if (!answer.ok) {
      const parsed = z.safeParse(hostedErrorSchema, answer.body);
      const serverMessage =
        (parsed.success ? parsed.data.message : undefined) ?? `Request failed with ${answer.status}`;
      const fieldErrors =
        parsed.success && parsed.data.errors && typeof parsed.data.errors === 'object'
          ? Object.values(parsed.data.errors as Record<string, unknown>).filter(
              (e): e is string => typeof e === 'string',
            )
          : [];
      throw new AccountError('server', failure, { status: answer.status, serverMessage, fieldErrors });
    }
    return answer.body;
  }

  async function fetchAccount(auth: 'gate' | string): Promise<HostedAccount> {
    const body = await call('GET', '/accounts', { auth, failure: HOSTED_MESSAGES.getUser });
    return parseAnswer(hostedAccountSchema, body, 'account');
  }

  async function putAccount(fields: Record<string, unknown>): Promise<HostedAccount> {
    const body = await call('PUT', '/accounts', {
      form: fields,
      auth: 'gate',
      failure: HOSTED_MESSAGES.updateUser,
    });
    return parseAnswer(hostedAccountSchema, body, 'account update');
  }

  return {
    call,
    remap: (error, map) => relabelServerError(error, (failed) => map(failed.serverMessage)),
    fetchAccount,
    putAccount,
  };
}
