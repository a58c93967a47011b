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
export function missingRequiredConsents(
  consents: readonly Consent[],
  answers: readonly CustomerConsent[],
): string[] {
  return consents
    .filter(
      (c) =>
        c.required &&
        !isAnswered(
          c,
          answers.find((a) => a.name === c.name),
        ),
    )
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

/** seed 001 §5: the captcha shows once consent is given (a required consent ticked) on a site with a captcha key. */
export function captchaShows(
  enabled: boolean,
  consents: readonly Consent[],
  answers: readonly CustomerConsent[],
): boolean {
  return (
    enabled &&
    answers.some((a) => a.state === 'accepted' && consents.find((c) => c.name === a.name)?.required)
  );
}

/** Whether a failed registration was the captcha's doing (the commerce platform names it). */
export const isCaptchaFailure = (serverMessage: string | null | undefined): boolean =>
  /captcha/i.test(serverMessage ?? '');

/** The common provider's tokens last two minutes (seed 001 §5); the form stops offering one after that. */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
