import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { paths } from '@/app/paths';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useAccount } from '@/app/account/account-runtime';

type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** The page a guard sent the viewer away from, to return to after signing in. */
export function originOf(location: Location): string | null {
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login.getHref()) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export type RequireSignInProps = {
  /** seed 002 §6: /profile sends to /login remembering the origin; the user area sends to /. */
  redirectTo: 'login' | 'home';
  children?: ReactNode;
};

/** A route guard: renders its routes for a signed-in viewer only (seed 002 §2, §6). */
export function RequireSignIn({ redirectTo, children }: RequireSignInProps) {
  const { status } = useAccount();
  const location = useLocation();
  const { t } = useTranslation('common');
  // The stored session is still being restored: neither in nor out yet.
  if (status === 'restoring') return <LoadingIndicator label={t('loading')} />;
  if (status !== 'signedIn') {
    return redirectTo === 'login' ? (
      <Navigate
        to={paths.login.getHref()}
        replace
        state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
      />
    ) : (
      <Navigate to={paths.home.getHref()} replace />
    );
  }
  return children ?? <Outlet />;
}
