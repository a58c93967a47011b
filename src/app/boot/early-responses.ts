/**
 * Responses the page asked for before the app's code arrived (early-start.ts), handed over to
 * the app's first request for the same URL. On a slow network the settings and the config are
 * then in, or on their way, when app start asks for them, instead of being asked for only once
 * every chunk has loaded and run (issue 17: one round trip less before the first paint).
 */
const REGISTRY_KEY = '__statecastEarlyResponses';

type Scope = { location: { href: string } } & { [REGISTRY_KEY]?: Map<string, Promise<Response>> };

const absolute = (url: string, scope: Scope) => new URL(url, scope.location.href).href;

function registryOf(scope: Scope): Map<string, Promise<Response>> {
  scope[REGISTRY_KEY] ??= new Map();
  return scope[REGISTRY_KEY];
}

/** Offers the response of an early GET of `url` to the app's first request for it. */
export function offerEarlyResponse(
  url: string,
  response: Promise<Response>,
  scope: Scope = globalThis as never,
) {
  // A failed early request is the app's to see (and report) when it asks; none is left unhandled.
  response.catch(() => undefined);
  registryOf(scope).set(absolute(url, scope), response);
}

function requestOf(input: RequestInfo | URL, init?: RequestInit): { url: string; method: string } {
  if (typeof input === 'string') return { url: input, method: init?.method ?? 'GET' };
  if (input instanceof URL) return { url: input.href, method: init?.method ?? 'GET' };
  return { url: input.url, method: init?.method ?? input.method };
}

/**
 * `fetchImpl`, except that a GET of a URL offered early gets that response, once: a second
 * request (Try again, say) goes to the network. An abort signal still aborts the wait.
 */
export function withEarlyResponses(
  fetchImpl: typeof fetch,
  scope: Scope = globalThis as never,
): typeof fetch {
  return (input, init) => {
    const { url, method } = requestOf(input, init);
    const registry = scope[REGISTRY_KEY];
    const key = registry && method.toUpperCase() === 'GET' ? absolute(url, scope) : null;
    const early = key ? registry?.get(key) : undefined;
    if (!key || !early) return fetchImpl(input, init);
    registry?.delete(key);
    const signal = init?.signal;
    if (!signal) return early;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      early.then(resolve, reject);
    });
  };
}
