/** seed 002 §4, §9: the resend countdown starts at 120 s and ticks every second. */
export const RESEND_COUNTDOWN_SECONDS = 120;
export const RESEND_TICK_MS = 1_000;

export type ResendCountdownInput = {
  email: string | null;
  /** What local storage kept from an earlier visit; 120 on a first one. */
  remainingSeconds: number;
};

export type ResendCountdownContext = {
  email: string | null;
  remainingSeconds: number;
  /** The last resend failed (seed 002 §8 'Otp request failed. Please try again.'). */
  failed: boolean;
  /** seed 002 §5: 'Failed to retrieve email from URL.' */
  missingEmail: boolean;
};

export type ResendCountdownEvent = { type: 'RESEND' };

export type ResendCodeInput = { email: string };
