/**
 * Reading what the app keeps in the browser's storage, at the edge like any answer (STYLE.md):
 * storage that refuses, a missing key, text that is not JSON or JSON off its schema all read as
 * nothing kept, so a broken entry never stops the app.
 */
import * as z from 'zod/mini';

export function readStoredJson<T>(
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  schema: z.ZodMiniType<T>,
): T | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
