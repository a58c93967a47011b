import type { Consent, CustomerConsent } from '@/services/account/account.types';

/** Whether one answer gives what a required consent or field asks for. */
function isAnswered(consent: Consent, answer: CustomerConsent | undefined): boolean {
  if (!answer) return false;
  if (consent.type === 'checkbox') return answer.state === 'accepted';
  return answer.value !== null && answer.value !== '' && answer.value !== false;
}

/**
 * seed 000 §5: registration requires the terms consent; required consents not ticked are
 * reported by name (seed 001 §5: registration.consents_error).
 */
export function missingRequiredConsents(consents: readonly Consent[], answers: readonly CustomerConsent[]): string[] {
  return consents
    .filter((c) => c.required && !isAnswered(c, answers.find((a) => a.name === c.name)))
    .map((c) => c.name);
}

/** The answers a new form starts with: defaults of the publisher, nothing ticked otherwise. */
export function initialConsentAnswers(consents: readonly Consent[]): CustomerConsent[] {
  return consents.map((c) => ({
    name: c.name,
    version: c.version,
    state: c.type === 'checkbox' && c.enabledByDefault ? 'accepted' : 'declined',
    value: c.type === 'checkbox' ? c.enabledByDefault : (c.defaultValue ?? null),
  }));
}
