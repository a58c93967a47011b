import type { SnapshotFrom } from 'xstate';
import type { registerMachine } from './register.machine';

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

/** What the registration form shows of its flow (seed 001 §5, seed 002 §5). */
export function selectRegisterForm(snapshot: RegisterSnapshot) {
  const c = snapshot.context;
  return {
    busy: snapshot.hasTag('busy'),
    loading: snapshot.hasTag('loading'),
    failure: c.failure,
    backend: c.backend,
    consents: c.consents,
    consentsUnavailable: c.consentsUnavailable,
    missingConsents: c.missingConsents,
    captchaEnabled: c.captchaEnabled,
    /** What the form says about the captcha: not solved yet, or refused by the platform. */
    captchaError: c.captcha.error,
    /** Changes each time the widget must start over (its token was spent). */
    captchaRound: c.captcha.round,
  };
}
