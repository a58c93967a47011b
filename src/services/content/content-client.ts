import { env } from '../env';
import { platformFetch, type FetchLike } from '../http/http';

/**
 * How the content host is reached (seed 000 §7). Every fetcher takes one, so a test injects a
 * fake `fetch` and a fixed clock, and the same build can point at a real host.
 */
export type ContentClient = {
  /** Base URL without a trailing slash; '' means the app's own origin (the local stack). */
  host: string;
  fetch: FetchLike;
  /** The clock derived fields (media status) are computed with at parse time. */
  now: () => Date;
};

export function createContentClient(options: Partial<ContentClient> = {}): ContentClient {
  return {
    host: (options.host ?? env.contentHost).replace(/\/+$/, ''),
    fetch: options.fetch ?? platformFetch,
    now: options.now ?? (() => new Date()),
  };
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/**
 * `{host}{path}?{query}`. Empty values are left out, lists are comma-joined (`media_ids=a,b`). A
 * relative result ('' host) is kept relative so it resolves against the app's origin.
 */
export function buildUrl(host: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '') continue;
    search.set(key, text);
  }
  const queryString = search.toString();
  const base = `${host}${path}`;
  if (!queryString) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${queryString}`;
}

/** One path segment, escaped: ids come from URLs and must not change the path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
