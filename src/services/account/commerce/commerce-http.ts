/**
 * The commerce platform's transport and customer resource (seed 000 §7): JSON with a Bearer JWT,
 * every answer in `{ responseData, errors }` whose first error becomes an `AccountError` with the
 * server's words; a call refused for its token is replayed once after a refresh.
 */
import * as z from 'zod/mini';
import { jsonRequest, parseAnswer, send } from '../../http/http';
import { asAccountNetworkError, relabelServerError, type ServerMessageRemap } from '../account-rules';
import { AccountError, NotLoggedInError, SessionExpiredError, type CustomerConsent } from '../account.types';
import { jwtPayload } from '../jwt';
import { withCallAuth, withSessionReplay, type AccountTransport } from '../session-driver';
import { toCustomerConsent } from './commerce-platform';
import {
  customerConsentsSchema,
  customerSchema,
  envelopeSchema,
  type CommerceCustomer,
} from './commerce.schemas';

export type CommerceCallOptions = {
  body?: unknown;
  /** `gate`: a valid session is needed; a string: use this token (just signed in). */
  auth?: 'gate' | string;
};

export type CommerceHttp = {
  call(method: string, path: string, options?: CommerceCallOptions): Promise<unknown>;
  /** Re-labels a failed call with the seed's mapping, keeping the server's words. */
  remap(error: unknown, map: ServerMessageRemap): never;
  /** Runs a call with the session's token, once more after a refresh when it is refused (seed 001 §4). */
  replay<T>(run: (token: string) => Promise<T>): Promise<T>;
  customerIdOf(token: string): string;
  currentCustomerId(): Promise<{ token: string; id: string }>;
  fetchCustomer(token: string): Promise<CommerceCustomer>;
  patchCustomer(body: Record<string, unknown>): Promise<CommerceCustomer>;
  putConsents(token: string, consents: CustomerConsent[]): Promise<CustomerConsent[]>;
};

export function createCommerceHttp(transport: AccountTransport): CommerceHttp {
  const base = transport.baseUrl.replace(/\/+$/, '');
  const fetchImpl = transport.fetch;

  /** One call: the envelope's first error (or the status) becomes an AccountError with the server's words. */
  async function call(method: string, path: string, options: CommerceCallOptions = {}): Promise<unknown> {
    return withCallAuth(transport.gate, options.auth, (token) => callWith(method, path, options.body, token));
  }

  async function callWith(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
  ): Promise<unknown> {
    const answer = await send(fetchImpl, `${base}${path}`, jsonRequest(method, body, token)).catch(
      asAccountNetworkError,
    );
    const envelope = z.safeParse(envelopeSchema, answer.body);
    const firstError = envelope.success
      ? envelope.data.errors.find((e): e is string => typeof e === 'string')
      : undefined;
    if (!answer.ok || firstError) {
      const message = firstError ?? `Request failed with ${answer.status}`;
      throw new AccountError('server', message, { status: answer.status, serverMessage: message });
    }
    if (!envelope.success)
      throw new AccountError('server', `The ${path} answer is not the platform's envelope`, {
        status: answer.status,
      });
    return envelope.data.responseData;
  }

  const customerIdOf = (token: string): string => {
    const id = jwtPayload(token)?.customerId;
    if (typeof id !== 'string' && typeof id !== 'number')
      throw new SessionExpiredError(undefined, 'Invalid JWT token');
    return String(id);
  };

  async function currentCustomerId(): Promise<{ token: string; id: string }> {
    const token = await transport.gate().accessToken();
    if (!token) throw new NotLoggedInError();
    return { token, id: customerIdOf(token) };
  }

  async function fetchCustomer(token: string): Promise<CommerceCustomer> {
    const data = await call('GET', `/customers/${encodeURIComponent(customerIdOf(token))}`, { auth: token });
    return parseAnswer(customerSchema, data, 'customer');
  }

  async function patchCustomer(body: Record<string, unknown>): Promise<CommerceCustomer> {
    const { id } = await currentCustomerId();
    const data = await call('PATCH', `/customers/${encodeURIComponent(id)}`, { body, auth: 'gate' });
    return parseAnswer(customerSchema, data, 'customer update');
  }

  async function putConsents(token: string, consents: CustomerConsent[]): Promise<CustomerConsent[]> {
    const id = customerIdOf(token);
    const data = await call('PUT', `/customers/${encodeURIComponent(id)}/consents`, {
      auth: token,
      body: { id, consents: consents.map(({ name, version, state }) => ({ name, version, state })) },
    });
    return parseAnswer(customerConsentsSchema, data, 'customer consents').consents.map(toCustomerConsent);
  }

  return {
    call,
    remap: (error, map) => relabelServerError(error, (failed) => map(failed.serverMessage)),
    replay: (run) => withSessionReplay(transport.gate(), run),
    customerIdOf,
    currentCustomerId,
    fetchCustomer,
    patchCustomer,
    putConsents,
  };
}
