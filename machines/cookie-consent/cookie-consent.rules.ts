import type { LoadableScript, ScriptSetting, TrackingSettings } from './cookie-consent.types';

/** seed 001 §2, seed 002 §2: the policy pages never show the consent banner. */
export const CONSENT_EXEMPT_PATHS: readonly string[] = ['/privacy-policy', '/cookies-policy'];

export function isConsentExemptPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return CONSENT_EXEMPT_PATHS.includes(path);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The scripts named in the config's `custom` block (docs/decisions.md "Cookie consent"):
 * `analyticsId` + `analyticsScript`, `marketingId` + `marketingScript`.
 */
export function trackingSettingsFrom(custom: Readonly<Record<string, unknown>> | null | undefined): TrackingSettings {
  const c = custom ?? {};
  return {
    analytics: { id: text(c.analyticsId), src: text(c.analyticsScript) },
    marketing: { id: text(c.marketingId), src: text(c.marketingScript) },
  };
}

const complete = (kind: LoadableScript['kind'], s: ScriptSetting): LoadableScript[] =>
  s.id && s.src ? [{ kind, id: s.id, src: s.src }] : [];

/** seed 001 §4: a script loads only when its id and its script both exist. */
export function loadableScripts(settings: TrackingSettings): LoadableScript[] {
  return [...complete('analytics', settings.analytics), ...complete('marketing', settings.marketing)];
}
