import { useEffect, useMemo } from 'react';
import { useAccountTranslations } from '@/i18n/use-account-translations';
import { useTranslation } from 'react-i18next';
import type { ToastRequest } from '@machines/login/account-failure';
import { usePublishedToasts, type Toast } from '@/app/layout/toast-board';
import { accountToasts, useAccountToasts } from '@/app/toasts/account-toasts';

/** seed 002 §8 names the toasts, not how long they stay: long enough to read twice. */
const TOAST_DURATION_MS = 6_000;

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

/**
 * The sign-in flows' toasts (seed 002 §8), each gone after a few seconds or when dismissed. They
 * are translated here, where the account texts are loaded, and shown by the layout's one toast
 * region with every other feature's.
 */
export function AccountToastHost() {
  const { t } = useTranslation('account');
  useAccountTranslations();
  const requests = useAccountToasts();

  useEffect(() => {
    if (!requests.length || typeof window === 'undefined') return;
    const timers = requests.map((toast) =>
      window.setTimeout(() => accountToasts.dismiss(toast.id), TOAST_DURATION_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [requests]);

  const toasts = useMemo<Toast[]>(() => {
    const messageOf = (request: ToastRequest): string =>
      'text' in request ? request.text : String(t(keys[request.key] as never, (request.values ?? {}) as never));
    return requests.map(({ id, request }) => ({
      id: String(id),
      kind: request.kind,
      message: messageOf(request),
      dismissLabel: t('toast.dismiss'),
    }));
  }, [requests, t]);

  usePublishedToasts('account-flows', toasts, (id) => accountToasts.dismiss(Number(id)));
  return null;
}
