import * as z from 'zod/mini';
import { fetchText } from '../http/http';
import { settingsSchema, type Settings } from '../config/config.schemas';
import { parseIni } from './ini';

/** Why the settings file could not be used (seed 000 §8: 'Unable to load .webapp.ini'). */
export class SettingsError extends Error {
  readonly kind = 'settings' as const;
  readonly detail: string;
  constructor(detail: string) {
    super('Unable to load .webapp.ini');
    this.name = 'SettingsError';
    this.detail = detail;
  }
}

export function parseSettings(text: string): Settings {
  const result = z.safeParse(settingsSchema, parseIni(text));
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new SettingsError(detail);
  }
  return result.data;
}

/** Reads /.webapp.ini from the app's own origin. */
export async function getSettings(fetchImpl: typeof fetch = fetch, url = '/.webapp.ini'): Promise<Settings> {
  let text: string;
  try {
    text = await fetchText(url, fetchImpl, { cache: 'no-store' });
  } catch (error) {
    throw new SettingsError(error instanceof Error ? error.message : String(error));
  }
  return parseSettings(text);
}
