import type {
  AccountBackendKind,
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequest,
} from '@/services/account/account.types';
import type { FlowFailure, ToastRequest } from '../login/account-failure';

export type { FlowFailure, PasswordChangeInput, PasswordResetInput, PasswordResetRequest, ToastRequest };

// --- forgot password: ask for a reset e-mail (link or code) -------------------------------------

export type ForgotPasswordInput = {
  backend: AccountBackendKind;
  /** Known already: the signed-in viewer's address (reset-password, add-password views). */
  email: string | null;
};

export type ForgotPasswordContext = {
  backend: AccountBackendKind;
  email: string;
  /** The own back end's reset token, once the code is sent. */
  token: string | null;
  failure: FlowFailure | null;
};

export type ForgotPasswordEvent = { type: 'FORGOT.SUBMIT'; email: string } | { type: 'FORGOT.EDIT' };

/** The own back end returns the reset token: /reset-password?token=...&email=... (seed 002 §2). */
export type ForgotPasswordOutput = { email: string; token: string | null };

export type RequestResetInput = { email: string };

// --- reset password with an e-mailed code (own back end, seed 002 §2, §4) -------------------

export type ResetPasswordInput = { token: string | null; email: string | null };

export type ResetPasswordContext = {
  token: string | null;
  email: string | null;
  /** The verified code, sent again with the new password. */
  otp: string;
  failure: FlowFailure | null;
  /** No token in the link (seed 001 §5 reset.invalid_link). */
  invalidLink: boolean;
};

export type ResetPasswordEvent =
  | { type: 'RESET.VERIFY'; otp: string }
  | { type: 'RESET.SUBMIT'; password: string }
  | { type: 'RESET.EDIT' };

export type VerifyCodeInput = { token: string; otp: string };

/** seed 002 §4: submitting the new password signs out and goes to /login. */
export type ResetPasswordOutput = { next: 'login' };

// --- change password: reset link, old password, or first password --------------------------

/**
 * seed 001 §4 password change: with a reset token for the e-mail, or with the old password
 * (signed in); seed 002 §5 set password for a social account without one. Neither token nor user
 * is an invalid link (seed 001 §5).
 */
export type ChangePasswordMode = 'token' | 'old-password' | 'set' | 'invalid-link';

export type ChangePasswordInput = {
  mode: ChangePasswordMode;
  email: string | null;
  token: string | null;
  /** seed 002 §8: own back end failures are toasts of the server's message. */
  backend: AccountBackendKind;
};

export type ChangePasswordContext = ChangePasswordInput & { failure: FlowFailure | null };

export type ChangePasswordEvent =
  | { type: 'PASSWORD.SUBMIT'; oldPassword: string; password: string; passwordConfirmation: string }
  | { type: 'PASSWORD.EDIT' };

/** Every variant ends signed out, on the way to the login (seed 001 §4, seed 002 §4). */
export type ChangePasswordOutput = { next: 'login' };

export type SetPasswordInput = { password: string };
