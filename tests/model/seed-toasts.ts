import { readFileSync } from 'node:fs';
import { action, type EffectMatcher } from '../support/oracle';

/**
 * The sign-in flows' toasts by the seed's own words (seed 002 §8, §5): an oracle names the
 * message the seed gives ('Otp sent successfully!'), and the matcher finds the toast key whose
 * English text is that message. A machine asking for another key, or a key whose English text
 * is not the seed's message, fails with the message it should have shown.
 */
// Read as a file, not imported: the browser suite's loader (Playwright) imports these fixtures too,
// and Node's loader takes JSON modules only with an import attribute.
const en = JSON.parse(
  readFileSync(new URL('../../src/i18n/locales/en/account.json', import.meta.url), 'utf8'),
) as { toast: Record<string, string> };
const toastTexts = en.toast;

/** The `account:toast.*` key whose English text is this seed message (`{message}` as `{{message}}`). */
export function toastKeyFor(seedMessage: string): string {
  const wanted = seedMessage.replace(/\{(\w+)\}/g, '{{$1}}');
  const key = Object.keys(toastTexts).find((k) => toastTexts[k] === wanted);
  if (!key)
    throw new Error(`seed message ${JSON.stringify(seedMessage)} has no toast text in en/account.json`);
  return key;
}

/** A `showToast` action showing this seed message (translated key), with optional values. */
export function seedToast(
  kind: 'success' | 'error' | 'info',
  seedMessage: string,
  values?: Record<string, string>,
): EffectMatcher {
  const key = toastKeyFor(seedMessage);
  const m = action('showToast', { kind, key, ...(values ? { values } : {}) });
  return { describe: `toast ${kind} '${seedMessage}' (${m.describe})`, test: m.test };
}

/** A `showToast` action showing a server text as it came (seed 002 §8). */
export const serverTextToast = (text: string): EffectMatcher => {
  const m = action('showToast', { kind: 'error', text });
  return { describe: `error toast with the server text '${text}'`, test: m.test };
};

/** Any `showToast` action. */
export const anyToast: EffectMatcher = action('showToast');
