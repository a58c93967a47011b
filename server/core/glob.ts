/**
 * Path globs shared by fault injection and the request log filter: `*` stays within one path
 * segment, `**` spans segments. A trailing or inner `/**` also matches zero segments, so
 * `/ip-api/**` covers `/ip-api` itself as well as everything below it.
 */
export function compileGlob(pattern: string): RegExp {
  let source = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i] as string;
    if (pattern.startsWith('/**', i) && (i + 3 === pattern.length || pattern[i + 3] === '/')) {
      source += '(?:/.*)?';
      i += 3;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 2;
    } else if (ch === '*') {
      source += '[^/]*';
      i += 1;
    } else {
      source += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/** A route selector: an optional HTTP method and a path glob. */
export interface RoutePattern {
  /** Upper-case method, or null when the selector matches any method. */
  readonly method: string | null;
  readonly glob: string;
  readonly regex: RegExp;
}

/** Parses `"GET /apps/configs/*.json"` or a bare glob such as `"/ip-api/**"`. */
export function parseRoutePattern(route: string): RoutePattern {
  const trimmed = route.trim();
  const match = /^([A-Za-z]+|\*)\s+(\S+)$/.exec(trimmed);
  const method = match ? (match[1] as string).toUpperCase() : null;
  const glob = match ? (match[2] as string) : trimmed;
  return { method: method === '*' || method === 'ANY' ? null : method, glob, regex: compileGlob(glob) };
}

export function matchesRoute(pattern: RoutePattern, method: string, path: string): boolean {
  if (pattern.method !== null && pattern.method !== method.toUpperCase()) return false;
  return pattern.regex.test(path);
}
