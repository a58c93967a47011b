import { bearer, NetworkError, platformFetch, send, type FetchLike } from '../http/http';
import { PaymentsError } from './subscriptions.types';
export type AccessTokenSource = () => Promise<string | null>;

export type PaymentsHttpOptions = { baseUrl: string; accessToken: AccessTokenSource; fetch?: FetchLike };

/** A signed-in call; a failure carries `fallback` (the seed's message) and the server's words. */
export function paymentsHttp(options: PaymentsHttpOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? platformFetch;
  async function token(): Promise<string> {
    const value = await options.accessToken();
    // seed 000 §8 'User not logged in'.
    if (!value) throw new PaymentsError('User not logged in');
    return value;
  }
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);
  return {
    token,
    url,
    async call(
      method: string,
      path: string,
      fallback: string,
      init: { json?: unknown; form?: string } = {},
    ): Promise<{ status: number; body: unknown }> {
      const headers: Record<string, string> = { ...bearer(await token()) };
      let body: string | undefined;
      if (init.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form !== undefined) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = init.form;
      }
      let answer;
      try {
        answer = await send(fetchImpl, url(path), {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
        });
      } catch (error) {
        if (error instanceof NetworkError) throw new PaymentsError(fallback, { serverMessage: null });
        throw error;
      }
      if (!answer.ok)
        throw new PaymentsError(fallback, {
          serverMessage: serverMessageOf(answer.body),
          status: answer.status,
        });
      return { status: answer.status, body: answer.body };
    },
    async raw(path: string, fallback: string): Promise<Response> {
      let response: Response;
      try {
        response = await fetchImpl(url(path), { headers: bearer(await token()) });
      } catch {
        throw new PaymentsError(fallback);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        throw new PaymentsError(fallback, {
          serverMessage: serverMessageOf(parsed),
          status: response.status,
        });
      }
      return response;
    },
  };
}

/** The server's words: `message` (hosted), or the first of `errors` (commerce). */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { message?: unknown; errors?: unknown };
  if (Array.isArray(record.errors)) {
    const first: unknown = record.errors[0];
    if (typeof first === 'string') return first;
  }
  if (record.errors && typeof record.errors === 'object') {
    const first = Object.values(record.errors as Record<string, unknown>).find((v) => typeof v === 'string');
    if (typeof first === 'string') return first;
  }
  return typeof record.message === 'string' ? record.message : null;
}
