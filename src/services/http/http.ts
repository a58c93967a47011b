/**
 * The one HTTP helper of every client: how a request is sent, how its failure is typed and how its
 * body is parsed at the edge (STYLE.md) into a domain type, so machines branch on `kind` and never
 * see raw JSON. Each client words a failed answer its own way (seed 000 §7, seed 001 §7) on top
 * of these; only streams and status probes (SSE, HEAD) read a `Response` themselves.
 */
import * as z from 'zod/mini';

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

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Calls `fetch` through a wrapper: a bare `window.fetch` stored on an object throws "Illegal invocation". */
export const platformFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

const transportFailure = (error: unknown) =>
  new NetworkError(error instanceof Error ? error.message : String(error));

/** One exchange: the response and its body as text; no answer at all is a NetworkError. */
async function exchange(fetchImpl: FetchLike, url: string, init?: RequestInit) {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw transportFailure(error);
  }
  return { response, text: await textOf(response) };
}

async function textOf(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw transportFailure(error);
  }
}

export type Answer = {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
  /** False when a non-empty body did not parse as JSON. */
  isJson: boolean;
};

function answerOf(response: Response, text: string): Answer {
  if (!text.trim()) return { status: response.status, ok: response.ok, body: undefined, isJson: true };
  try {
    return { status: response.status, ok: response.ok, body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { status: response.status, ok: response.ok, body: undefined, isJson: false };
  }
}

/**
 * Sends one request and reads whatever came back, a failed status included: the caller words the
 * failure. Only a transport failure throws (NetworkError).
 */
export async function send(fetchImpl: FetchLike, url: string, init: RequestInit = {}): Promise<Answer> {
  const { response, text } = await exchange(fetchImpl, url, init);
  return answerOf(response, text);
}

/** The answer of a response read elsewhere (a stream that was refused, say). */
export async function readAnswer(response: Response): Promise<Answer> {
  return answerOf(response, await textOf(response));
}

function messageFromBody(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (Array.isArray(record.errors) && typeof record.errors[0] === 'string') return record.errors[0];
  }
  return null;
}

/** GET a resource and return its text; HTTP errors become ApiError, transport failures NetworkError. */
export async function fetchText(
  url: string,
  fetchImpl: FetchLike = fetch,
  init?: RequestInit,
): Promise<string> {
  const { response, text } = await exchange(fetchImpl, url, init);
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
export async function fetchJson(
  url: string,
  fetchImpl: FetchLike = fetch,
  init?: RequestInit,
): Promise<unknown> {
  const text = await fetchText(url, fetchImpl, init);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedResponseError(`The response of ${url} is not valid JSON`);
  }
}

/** Parse at the edge (STYLE.md): a body that breaks its schema is a MalformedResponseError. */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, body: unknown, what: string): z.infer<T> {
  const result = z.safeParse(schema, body);
  if (!result.success)
    throw new MalformedResponseError(
      `The ${what} response does not match its contract`,
      issuesOf(result.error),
    );
  return result.data;
}

/** Each broken rule of a schema as `path: message`. */
export function issuesOf(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

/** `a=1&metadata[x]=2`: form bodies, nested objects as `key[inner]`, arrays as JSON. */
export function formEncode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>))
        add(`${key}[${inner}]`, innerValue);
      return;
    }
    params.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return params.toString();
}

export const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** A JSON request with a Bearer token: the body, when there is one, as JSON and labelled so. */
export const jsonRequest = (method: string, body: unknown, token: string | null): RequestInit => ({
  method,
  headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Try each base URL in turn, moving on only when the previous one could not be reached or failed on its side. */
export async function withFallbackHosts<T>(
  hosts: string[],
  attempt: (host: string) => Promise<T>,
): Promise<T> {
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
