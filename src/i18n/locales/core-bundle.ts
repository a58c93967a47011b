import type { CoreResources } from './en';

/**
 * A language's core namespaces (seed 001 §9) from its JSON files, keyed `./<namespace>.json`.
 * English types every key; tests/unit/i18n holds each language to English's keys.
 */
export function coreBundle(files: Record<string, object>): CoreResources {
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [path.replace(/^\.\/(.+)\.json$/, '$1'), texts]),
  ) as CoreResources;
}
