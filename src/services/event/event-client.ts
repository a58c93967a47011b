import * as z from 'zod/mini';
import { env } from '../env';
import { fetchJson, issuesOf, MalformedResponseError, platformFetch, type FetchLike } from '../http/http';

/** The event site's own back end, CMS part (seed 002 §7). */
export type EventClient = {
  /** Base URL without a trailing slash; '' is the app's own origin (the local stack). */
  backendUrl: string;
  fetch: FetchLike;
};

export function createEventClient(options: Partial<EventClient> = {}): EventClient {
  return {
    backendUrl: (options.backendUrl ?? env.backendUrl).replace(/\/+$/, ''),
    fetch: options.fetch ?? platformFetch,
  };
}

/** A detail query (a sport, federation or athlete by slug) found nothing: the screen's not-found message. */
export class EventNotFoundError extends Error {
  readonly kind = 'not-found' as const;
  constructor(
    readonly what: string,
    readonly slug: string,
  ) {
    super(`No ${what} with slug "${slug}"`);
    this.name = 'EventNotFoundError';
  }
}

export type GroqParams = Record<string, string | number | boolean | null>;

/**
 * `GET {backend}/sanity/query-cdn?query=...` with each parameter as `$name=<JSON>`, the way the
 * content management service's HTTP API takes them (seed 002 §7).
 */
export function groqUrl(client: EventClient, query: string, params: GroqParams = {}): string {
  const search = new URLSearchParams({ query });
  for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value));
  return `${client.backendUrl}/sanity/query-cdn?${search.toString()}`;
}

const envelopeSchema = z.object({ result: z.unknown() });

/**
 * Sends one GROQ query and parses its `result` at the edge: HTTP errors are `ApiError`, transport
 * failures `NetworkError`, and an answer that breaks the schema a `MalformedResponseError`
 * listing each broken field.
 */
export async function runQuery<T extends z.ZodMiniType>(
  client: EventClient,
  what: string,
  query: string,
  params: GroqParams,
  schema: T,
): Promise<z.infer<T>> {
  const body = await fetchJson(groqUrl(client, query, params), client.fetch);
  const envelope = z.safeParse(envelopeSchema, body);
  if (!envelope.success)
    throw new MalformedResponseError(`The ${what} answer has no result`, issuesOf(envelope.error));
  const parsed = z.safeParse(schema, envelope.data.result);
  if (!parsed.success)
    throw new MalformedResponseError(
      `The ${what} answer does not match its contract`,
      issuesOf(parsed.error),
    );
  return parsed.data;
}
