/**
 * Typed failures at the service boundary. Every response is either parsed into a domain type or
 * turned into one of these, so machines branch on `kind` and never see raw JSON.
 */

/** An HTTP error answer (seed 000 §8): the server's message or 'Request failed with {status}'. */
export class ApiError extends Error {
  readonly kind = 'api' as const;
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The request never got an answer (offline, dropped connection, DNS). */
export class NetworkError extends Error {
  readonly kind = 'network' as const;
  constructor(message = 'Network request failed') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** An answer arrived but its body is not what the contract says (broken JSON, wrong shape). */
export class MalformedResponseError extends Error {
  readonly kind = 'malformed' as const;
  readonly issues: string[];
  constructor(message: string, issues: string[] = []) {
    super(message);
    this.name = 'MalformedResponseError';
    this.issues = issues;
  }
}

export type ServiceError = ApiError | NetworkError | MalformedResponseError;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

function messageFromBody(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (Array.isArray(record.errors) && typeof record.errors[0] === 'string') return record.errors[0];
  }
  return null;
}

/** GET a resource and return its text; HTTP errors become ApiError, transport failures NetworkError. */
export async function fetchText(url: string, fetchImpl: FetchLike = fetch, init?: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    let message: string | null = null;
    try {
      message = messageFromBody(JSON.parse(text));
    } catch {
      // A non-JSON error body carries no message: the status line says it all.
    }
    throw new ApiError(message ?? `Request failed with ${response.status}`, response.status);
  }
  return text;
}

/** GET JSON; a body that is not JSON is a MalformedResponseError. */
export async function fetchJson(url: string, fetchImpl: FetchLike = fetch, init?: RequestInit): Promise<unknown> {
  const text = await fetchText(url, fetchImpl, init);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedResponseError(`The response of ${url} is not valid JSON`);
  }
}

/** Try each base URL in turn, moving on only when the previous one could not be reached or failed on its side. */
export async function withFallbackHosts<T>(hosts: string[], attempt: (host: string) => Promise<T>): Promise<T> {
  const unique = [...new Set(hosts)];
  let lastError: unknown = new NetworkError('No host to ask');
  for (const host of unique) {
    try {
      return await attempt(host);
    } catch (error) {
      lastError = error;
      const retriable = error instanceof NetworkError || (error instanceof ApiError && error.code >= 500);
      if (!retriable) throw error;
    }
  }
  throw lastError;
}

/**
 * seed 002 §8's categories of a failed load, as a viewer is told about it: not found only for a
 * 404; a missing connection; a session to sign in again (401); no permission (403); anything else
 * the server or its answer got wrong (5xx, another 4xx, a malformed body).
 */
export type LoadFailureCategory = 'not-found' | 'network' | 'authentication' | 'permission' | 'server';

export function loadFailureCategory(error: unknown): LoadFailureCategory {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    if (error.code === 404) return 'not-found';
    if (error.code === 401) return 'authentication';
    if (error.code === 403) return 'permission';
  }
  return 'server';
}
