import type { SignedIn } from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { FlowFailure, SignedIn, ToastRequest };

/** seed 002 §9: a code has 6 characters. */
export const OTP_LENGTH = 6;

export type OtpInput = {
  /** `email` from the /verify-otp query; null when the link lost it. */
  email: string | null;
};

export type OtpContext = {
  email: string | null;
  failure: FlowFailure | null;
  /** seed 002 §5: 'Failed to retrieve email from URL.' */
  missingEmail: boolean;
};

export type OtpEvent = { type: 'OTP.SUBMIT'; otp: string } | { type: 'OTP.EDIT' };

/** seed 002 §4: verify e-mail success signs the viewer in and goes to /preferences. */
export type OtpOutput = { next: 'preferences' };

export type ConfirmEmailInput = { email: string; otp: string };
