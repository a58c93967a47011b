import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SOCIAL_STATE_PARAM, withoutSocialState } from '@machines/app-start/config-source';
import { ACCOUNT_DIALOG_QUERY_KEY } from '@/app/paths';
import { useStartedApp } from '@/app/providers';
import { useAccountActor } from '@/app/account-actor';
import { showAccountToast } from '@/app/toasts/account-toasts';
import { ACCESS_CHANGED_EVENT, payments } from '@/app/account/page-offers';

const AccountDialogHost = lazy(async () => ({
  default: (await import('./account-dialog-host')).AccountDialogHost,
}));

/**
 * Mounted once by the layout. The dialog, its flows and their forms are a chunk of their own,
 * fetched the first time the page has `?u=` or social sign-in tokens; from then on the host stays, so
 * the dialog can fade out.
 */
export function AccountDialog() {
  const location = useLocation();
  const { socialLogin, socialLoginRefused } = useStartedApp();
  useRefusedSocialSignIn(socialLoginRefused, socialLogin !== null);
  useAccessChanged();
  const wanted = new URLSearchParams(location.search).has(ACCOUNT_DIALOG_QUERY_KEY) || socialLogin !== null;
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogHost />
    </Suspense>
  );
}

/**
 * Issue 16: tokens in the hash that no sign-in of this tab asked for are dropped with 'Login
 * error: …' (seed 002 §8), and the address loses them and the returned state. A returned state
 * without tokens (the viewer cancelled at the provider) is only taken out of the address.
 */
function useRefusedSocialSignIn(refused: boolean, completing: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || completing) return;
    handled.current = true;
    const hasState = new URLSearchParams(location.search).has(SOCIAL_STATE_PARAM);
    if (refused) showAccountToast({ kind: 'error', key: 'social_state_mismatch' });
    if (refused || hasState)
      void navigate(
        { pathname: location.pathname, search: withoutSocialState(location.search) },
        { replace: true },
      );
  }, [refused, completing, location.pathname, location.search, navigate]);
}

/**
 * seed 001 §4: a realtime 'card payment success', 'subscribe success' or 'access revoked' makes
 * the account read its subscriptions again and the open media page ask for its access again, so
 * a payment made elsewhere opens the item (and a revoked one locks it) without a reload.
 */
function useAccessChanged() {
  const account = useAccountActor();
  useEffect(() => {
    const onChanged = () => {
      account?.send({ type: 'ACCOUNT.RELOAD_SUBSCRIPTIONS' });
      payments.markPaid();
    };
    window.addEventListener(ACCESS_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(ACCESS_CHANGED_EVENT, onChanged);
  }, [account]);
}
