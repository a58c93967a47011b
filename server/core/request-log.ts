import { matchesRoute, parseRoutePattern } from './glob.js';

/** One handled request, as tests read it back from `GET /__stack/requests`. */
export interface RequestLogEntry {
  readonly seq: number;
  /** Stack clock time when the request arrived. */
  readonly time: number;
  readonly method: string;
  readonly path: string;
  /** Raw query string without the leading `?` (empty when there was none). */
  readonly query: string;
  /** 0 when the connection was dropped by an injected fault. */
  readonly status: number;
  readonly ms: number;
  /** Id of the injected fault that shaped this answer, if any. */
  readonly fault?: string;
}

export interface RequestLogQuery {
  /** Only entries with a larger seq. */
  since?: number;
  /** A route selector as in fault injection: `"GET /v2/**"` or a bare glob. */
  path?: string;
}

/**
 * Ring buffer of recent requests. Sequence numbers keep counting across clears and resets so a
 * test can remember `lastSeq` and ask only for what came after it.
 */
export class RequestLog {
  readonly #capacity: number;
  #entries: RequestLogEntry[] = [];
  #seq = 0;

  constructor(capacity = 2000) {
    this.#capacity = capacity;
  }

  get lastSeq(): number {
    return this.#seq;
  }

  record(entry: Omit<RequestLogEntry, 'seq'>): RequestLogEntry {
    this.#seq += 1;
    const stored: RequestLogEntry = { seq: this.#seq, ...entry };
    this.#entries.push(stored);
    if (this.#entries.length > this.#capacity) this.#entries.splice(0, this.#entries.length - this.#capacity);
    return stored;
  }

  list(query: RequestLogQuery = {}): RequestLogEntry[] {
    const since = query.since ?? 0;
    const pattern = query.path ? parseRoutePattern(query.path) : null;
    return this.#entries.filter(
      (e) => e.seq > since && (pattern === null || matchesRoute(pattern, e.method, e.path)),
    );
  }

  clear(): void {
    this.#entries = [];
  }
}
