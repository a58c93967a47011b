import * as z from 'zod/mini';
import { ApiError, fetchJson, MalformedResponseError, NetworkError, withFallbackHosts } from '../http/http';
import type { AccessModel } from '@/domain/media-lock';
import { configDocumentSchema, type Config, type ConfigIssue } from './config.schemas';

/** Config sources that do not load ('Failed to load the config') or do not validate. */
export class ConfigError extends Error {
  readonly kind: 'config-load' | 'config-invalid';
  readonly issues: ConfigIssue[];
  readonly status: number | null;
  constructor(
    kind: 'config-load' | 'config-invalid',
    detail: string,
    issues: ConfigIssue[] = [],
    status: number | null = null,
  ) {
    super(detail);
    this.name = 'ConfigError';
    this.kind = kind;
    this.issues = issues;
    this.status = status;
  }
}

const accessModels: Record<string, AccessModel> = {
  free: 'AVOD',
  freeauth: 'AUTHVOD',
  authvod: 'AUTHVOD',
  svod: 'SVOD',
};

function valueAt(document: unknown, path: PropertyKey[]): unknown {
  let value = document;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A sentence a config author can act on (zod/mini ships no message locale). */
function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined && issue.code === 'invalid_type') return 'is required';
  if (issue.code === 'invalid_value')
    return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_type')
    return `must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
  return issue.message;
}

function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Validates a config document. The site id is taken from `siteId`, else the document's `id`,
 * else the 8-character id it was loaded by (the hosted platform keys app configs by site).
 */
export function parseConfig(document: unknown, sourceId: string | null): Config {
  const withSiteId =
    document && typeof document === 'object' && !Array.isArray(document)
      ? {
          ...(document as Record<string, unknown>),
          siteId:
            (document as Record<string, unknown>).siteId ??
            (document as Record<string, unknown>).id ??
            sourceId ??
            undefined,
        }
      : document;
  const result = z.safeParse(configDocumentSchema, withSiteId);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: describeIssue(issue, valueAt(withSiteId, issue.path)),
    }));
    throw new ConfigError('config-invalid', 'The config does not match the schema', issues);
  }
  const data = result.data;
  return {
    ...data,
    accessModel: accessModels[data.contentProtection?.accessModel ?? 'free'] ?? 'AVOD',
    isEventSite: isTruthyFlag(data.custom.eventSite),
  };
}

/**
 * Loads and validates a config from the first of `urls` that can be reached (the config host and
 * its fallback, seed 000 §7). `sourceId` is the 8-character id it was asked for, if any.
 */
export async function getConfig(
  urls: string[],
  sourceId: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<Config> {
  let document: unknown;
  try {
    document = await withFallbackHosts(urls, (url) => fetchJson(url, fetchImpl));
  } catch (error) {
    if (error instanceof ApiError) throw new ConfigError('config-load', error.message, [], error.code);
    if (error instanceof NetworkError || error instanceof MalformedResponseError) {
      throw new ConfigError('config-load', error.message);
    }
    throw error;
  }
  return parseConfig(document, sourceId);
}
