import { useSelector } from '@xstate/react';
import { useAccountTranslations } from '@/i18n/use-account-translations';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  selectAccountStatus,
  selectDisplayName,
  selectNotice,
  type AccountSnapshot,
} from '@machines/account/account.selectors';
import type { AccountNotice } from '@machines/account/account.types';
import type { Toast } from '@/components/ui/toast-region';
import { UserMenu } from '@/components/ui/user-menu';
import { paths } from '@/app/paths';
import { useAccountActor } from '@/app/account-actor';
import { useStartedApp } from '@/app/providers';
import { usePublishedToasts } from '@/app/layout/toast-board';

/** How long an account message stays before it goes by itself. */
const NOTICE_MS = 6000;

const selectStatus = (snapshot: AccountSnapshot | undefined) =>
  snapshot ? selectAccountStatus(snapshot) : 'unavailable';
const selectName = (snapshot: AccountSnapshot | undefined) => (snapshot ? selectDisplayName(snapshot) : null);
const selectCurrentNotice = (snapshot: AccountSnapshot | undefined) =>
  snapshot ? selectNotice(snapshot) : null;


export type AccountChrome = {
  /** Signed in (or signing out): the header shows the user menu instead of Sign in / Sign up. */
  signedIn: boolean;
  userMenu: ReactNode;
};

/**
 * What the layout shows of the account: the user menu while signed in, the account's messages
 * ('Logout successful!', 'Authentication failed - please log in again.') in the layout's toast
 * region, and the move to /login the account asks for after a logout or a failed refresh
 * (seed 001 §4).
 */
export function useAccountChrome(): AccountChrome {
  const account = useAccountActor();
  useAccountTranslations(Boolean(account));
  const { accountBackend } = useStartedApp();
  const status = useSelector(account, selectStatus);
  const name = useSelector(account, selectName);
  const notice = useSelector(account, selectCurrentNotice);
  const navigate = useNavigate();
  const { t } = useTranslation(['account', 'user']);

  useEffect(() => {
    if (!account) return undefined;
    const subscription = account.on('account.navigate', () => {
      void navigate(paths.login.getHref());
    });
    return () => subscription.unsubscribe();
  }, [account, navigate]);

  useEffect(() => {
    if (!account || !notice) return undefined;
    const timer = window.setTimeout(() => account.send({ type: 'ACCOUNT.NOTICE_DISMISS' }), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [account, notice]);

  const toasts = useMemo<Toast[]>(() => (notice ? [toastOf(notice, t)] : []), [notice, t]);
  usePublishedToasts('account-notice', toasts, () => account?.send({ type: 'ACCOUNT.NOTICE_DISMISS' }));
  const signedIn = status === 'signedIn' || status === 'loggingOut';

  return {
    signedIn,
    userMenu: signedIn ? (
      <UserMenu
        name={name}
        accountHref={
          accountBackend === 'own-backend' ? paths.profile.getHref() : paths.user.myAccount.getHref()
        }
        label={t('user:account_menu.label')}
        logOutLabel={t('user:account_menu.log_out')}
        busy={status === 'loggingOut'}
        onLogOut={() => account?.send({ type: 'ACCOUNT.LOGOUT' })}
      />
    ) : null,
  };
}

type Translate = ReturnType<typeof useTranslation<['account', 'user']>>['t'];

function toastOf(notice: AccountNotice, t: Translate): Toast {
  const dismissLabel = t('account:toast.dismiss');
  switch (notice.kind) {
    case 'logout-success':
      return { id: notice.kind, kind: 'success', message: t('account:session.logout_successful'), dismissLabel };
    case 'session-expired':
      return { id: notice.kind, kind: 'error', message: t('account:session.authentication_failed'), dismissLabel };
    default:
      // seed 002 §8: a failed logout shows the server's message.
      return { id: notice.kind, kind: 'error', message: notice.message, dismissLabel };
  }
}
