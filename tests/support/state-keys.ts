import type { StateValue } from 'xstate';

/** Dotted paths of the leaf states in a state value: `{ failed: 'configInvalid' }` -> `['failed.configInvalid']`. */
export function leafStateKeys(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafStateKeys(child).map((leaf) => `${key}.${leaf}`),
  );
}

/** One key per snapshot: the leaf keys joined with ` + ` (several only inside parallel states). */
export function stateKeyOf(value: StateValue): string {
  return leafStateKeys(value).join(' + ');
}

/** Every state node path a value is in, ancestors included: `failed`, `failed.configInvalid`. */
export function activeStatePaths(value: StateValue): string[] {
  const out = new Set<string>();
  for (const leaf of leafStateKeys(value)) {
    const parts = leaf.split('.');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
  }
  return [...out];
}
