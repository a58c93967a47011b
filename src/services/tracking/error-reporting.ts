import { ERROR_REPORT_URL } from './tracking';

/** seed 002 §8: the generic handler's categories and severities. */
export type ErrorCategory =
  'network' | 'authentication' | 'player' | 'api' | 'payment' | 'permission' | 'validation' | 'unknown';
export type ErrorSeverity = 'critical' | 'high' | 'medium' | 'low';

/** Where an error was caught. */
export type ErrorSource = 'boundary' | 'route' | 'handler' | 'window';

export type ClassifiedError = {
  category: ErrorCategory;
  severity: ErrorSeverity;
  /** HTTP status when the error carries one. */
  status: number | null;
  message: string;
  /** seed 002 §8: only network and API errors, never a 4xx except 408. */
  retryable: boolean;
};

type Shape = {
  name?: unknown;
  kind?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  category?: unknown;
};

const CATEGORIES: readonly ErrorCategory[] = [
  'network',
  'authentication',
  'player',
  'api',
  'payment',
  'permission',
  'validation',
  'unknown',
];

function statusOf(e: Shape): number | null {
  for (const value of [e.status, e.code]) {
    if (typeof value === 'number' && value >= 100 && value <= 599) return value;
  }
  return null;
}

function categoryOf(e: Shape, status: number | null): ErrorCategory {
  if (typeof e.category === 'string' && CATEGORIES.includes(e.category as ErrorCategory))
    return e.category as ErrorCategory;
  if (
    e.kind === 'network' ||
    e.name === 'NetworkError' ||
    (e.name === 'TypeError' && /fetch|network/i.test(String(e.message)))
  )
    return 'network';
  if (status === 401) return 'authentication';
  if (status === 403) return 'permission';
  if (status === 402) return 'payment';
  if (status === 400 || status === 422 || e.name === 'ZodError' || e.kind === 'validation')
    return 'validation';
  if (e.kind === 'player' || e.name === 'PlayerError' || e.name === 'MediaError') return 'player';
  if (e.kind === 'payment') return 'payment';
  if (status !== null || e.kind === 'api' || e.kind === 'malformed') return 'api';
  return 'unknown';
}

function severityOf(category: ErrorCategory, status: number | null, source: ErrorSource): ErrorSeverity {
  // A render error that took the page down, or a 5xx: something is broken for everyone.
  if (source === 'boundary' || source === 'route') return 'critical';
  if (category === 'payment' || category === 'authentication') return 'high';
  if (status !== null && status >= 500) return 'high';
  if (category === 'network' || category === 'api' || category === 'player' || category === 'unknown')
    return 'medium';
  return 'low';
}

/** seed 002 §8: retry only network or API errors, and never a 4xx other than 408. */
export function isRetryable(category: ErrorCategory, status: number | null): boolean {
  if (category !== 'network' && category !== 'api') return false;
  if (status !== null && status >= 400 && status < 500) return status === 408;
  return true;
}

/** Sorts any thrown value into a category and severity (seed 002 §8). */
export function classifyError(error: unknown, source: ErrorSource = 'handler'): ClassifiedError {
  const e: Shape = error !== null && typeof error === 'object' ? (error as Shape) : { message: error };
  const status = statusOf(e);
  const category = categoryOf(e, status);
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  return {
    category,
    severity: severityOf(category, status, source),
    status,
    message,
    retryable: isRetryable(category, status),
  };
}

/** One report as the error-reporting service receives it. */
export type ErrorReport = ClassifiedError & {
  source: ErrorSource;
  name: string;
  stack: string | null;
  path: string;
  at: string;
};

export type ErrorReporterDeps = {
  fetch: typeof fetch;
  now: () => number;
  path: () => string;
  log?: (message: string, error: unknown) => void;
  url?: string;
};

/**
 * The error-reporting hook (seed 001 §8, seed 002 §8): logs the error, classifies it and sends it
 * to the reporting service (the local stack's collector). Reports carry no viewer identity, so
 * they do not wait for cookie consent. A report that cannot be sent is only logged.
 */
export function createErrorReporter(deps: ErrorReporterDeps) {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  return {
    report(error: unknown, source: ErrorSource = 'handler'): ClassifiedError {
      const classified = classifyError(error, source);
      log(`[${classified.category}/${classified.severity}] ${classified.message}`, error);
      const e = error instanceof Error ? error : null;
      const report: ErrorReport = {
        ...classified,
        source,
        name: e?.name ?? typeof error,
        stack: e?.stack ?? null,
        path: deps.path(),
        at: new Date(deps.now()).toISOString(),
      };
      void deps
        .fetch(deps.url ?? ERROR_REPORT_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(report),
          keepalive: true,
        })
        .catch(() => undefined);
      return classified;
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

let pageReporter: ErrorReporter | null = null;

/** The page's reporter, made on first use (the error boundary and route errors load it lazily). */
export function reportError(error: unknown, source: ErrorSource = 'handler'): ClassifiedError {
  pageReporter ??= createErrorReporter({
    fetch: (...args) => window.fetch(...args),
    now: () => Date.now(),
    path: () => window.location.pathname,
  });
  return pageReporter.report(error, source);
}
