import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ACCOUNT_DIALOG_QUERY_KEY } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { useAccountToasts } from './account-toasts';

const AccountDialogHost = lazy(async () => ({ default: (await import('./account-dialog-host')).AccountDialogHost }));

/**
 * Mounted once by the layout. The dialog, its flows and their forms are a chunk of their own,
 * fetched the first time the page has `?u=`, social sign-in tokens, or a toast to show; from then on the
 * host stays, so the dialog can fade out and toasts can outlive their screens.
 */
export function AccountDialog() {
  const location = useLocation();
  const toasts = useAccountToasts();
  const { socialLogin } = useStartedApp();
  const wanted =
    new URLSearchParams(location.search).has(ACCOUNT_DIALOG_QUERY_KEY) || toasts.length > 0 || socialLogin !== null;
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogHost />
    </Suspense>
  );
}
