import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { StackEnv } from '../../context.js';

/**
 * Error answers of the content host stand-ins: `{ message }`, the field the app's HTTP layer
 * reports (seed 000 §8: the server's message, else 'Request failed with {status}').
 */
export const fail = (c: Context<StackEnv>, status: ContentfulStatusCode, message: string) =>
  c.json({ message }, status);

/**
 * A whole number query parameter: the fallback when absent, null when present but not a whole
 * number from 1 to `max`.
 */
export function wholeNumber(
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number | null {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** The most items one page may hold (the host's own cap; also seed 000 §9's 500). */
export const MAX_PAGE_LIMIT = 500;

export interface Page<T> {
  items: T[];
  page: number;
  pageLimit: number;
  total: number;
  lastPage: number;
}

/** 1-based page `page` of `pageLimit` items. */
export function pageOf<T>(all: readonly T[], page: number, pageLimit: number): Page<T> {
  const start = (page - 1) * pageLimit;
  return {
    items: all.slice(start, start + pageLimit),
    page,
    pageLimit,
    total: all.length,
    lastPage: Math.max(1, Math.ceil(all.length / pageLimit)),
  };
}

/** Comma list from a query value, without blanks or repeats, in the order given. */
export function commaList(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
