import type { ToastRequest } from '@machines/login/account-failure';
import type { ToastContent } from '@machines/toasts/toasts.types';
import { toasts } from './toasts';

/** The words of the sign-in flows' toasts (seed 002 §8), by the flows' key. */
const keys = {
  otp_sent: 'account:toast.otp_sent',
  otp_request_failed: 'account:toast.otp_request_failed',
  registration_successful: 'account:toast.registration_successful',
  login_error: 'account:toast.login_error',
  social_state_mismatch: 'account:toast.social_state_mismatch',
  otp_verified: 'account:toast.otp_verified',
  email_verified: 'account:toast.email_verified',
  password_updated: 'account:toast.password_updated',
  password_set: 'account:toast.password_set',
  preferences_updated: 'account:toast.preferences_updated',
  user_updated: 'account:toast.user_updated',
  account_deleted: 'account:toast.account_deleted',
  missing_email: 'account:toast.missing_email',
} as const;

const contentOf = (request: ToastRequest): ToastContent =>
  'text' in request ? { text: request.text } : { key: keys[request.key], values: request.values };

/**
 * A toast of the sign-in flows. They outlive the screen that raised them ('Registration
 * successful!' is read on /verify-otp), so they go to the page's store.
 */
export function showAccountToast(request: ToastRequest): void {
  toasts.show({ source: 'account-flows', kind: request.kind, content: contentOf(request) });
}

/** seed 001 §4 Waiting for payment: "on access: success message". */
export function showPaymentToast(key: 'payment.success'): void {
  toasts.show({ source: 'payment', kind: 'success', content: { key: `account:${key}` } });
}
