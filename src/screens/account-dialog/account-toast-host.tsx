import { useEffect } from 'react';
import { useAccountTranslations } from '@/i18n/use-account-translations';
import { useTranslation } from 'react-i18next';
import type { ToastRequest } from '@machines/login/account-failure';
import { ToastRegion, type Toast } from '@/components/ui/toast-region';
import { accountToasts, useAccountToasts } from './account-toasts';

/** seed 002 §8 names the toasts, not how long they stay: long enough to read twice. */
const TOAST_DURATION_MS = 6_000;

const keys = {
  otp_sent: 'account:toast.otp_sent',
  otp_request_failed: 'account:toast.otp_request_failed',
  registration_successful: 'account:toast.registration_successful',
  login_error: 'account:toast.login_error',
  otp_verified: 'account:toast.otp_verified',
  email_verified: 'account:toast.email_verified',
  password_updated: 'account:toast.password_updated',
  password_set: 'account:toast.password_set',
  preferences_updated: 'account:toast.preferences_updated',
  user_updated: 'account:toast.user_updated',
  account_deleted: 'account:toast.account_deleted',
  missing_email: 'account:toast.missing_email',
} as const;

/** The sign-in flows' toasts (seed 002 §8), each gone after a few seconds or when dismissed. */
export function AccountToastHost() {
  const { t } = useTranslation('account');
  useAccountTranslations();
  const toasts = useAccountToasts();

  useEffect(() => {
    if (!toasts.length || typeof window === 'undefined') return;
    const timers = toasts.map((toast) =>
      window.setTimeout(() => accountToasts.dismiss(toast.id), TOAST_DURATION_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts]);

  const messageOf = (request: ToastRequest): string =>
    'text' in request ? request.text : String(t(keys[request.key] as never, (request.values ?? {}) as never));
  const shown: Toast[] = toasts.map(({ id, request }) => ({
    id,
    kind: request.kind,
    message: messageOf(request),
  }));
  return (
    <div className="account-toasts">
      <ToastRegion
        toasts={shown}
        dismissLabel={t('toast.dismiss')}
        onDismiss={(id) => accountToasts.dismiss(id)}
      />
    </div>
  );
}
