import { useSelector } from '@xstate/react';
import { useAccountTranslations } from '@/i18n/use-account-translations';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  selectAccountStatus,
  selectDisplayName,
  selectNotice,
  type AccountSnapshot,
} from '@machines/account/account.selectors';
import type { AccountNotice } from '@machines/account/account.types';
import { UserMenu } from '@/components/ui/user-menu';
import { paths } from '@/app/paths';
import { useAccountActor } from '@/app/account-actor';
import { useStartedApp } from '@/app/providers';
import type { ToastEntry } from '@machines/toasts/toasts.types';
import { toasts } from '@/app/toasts/toasts';

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

  // `navigate` changes with every page: one subscription for the account's life, not one per page.
  const goToLogin = useEffectEvent(() => void navigate(paths.login.getHref()));
  useEffect(() => {
    if (!account) return undefined;
    const subscription = account.on('account.navigate', () => goToLogin());
    return () => subscription.unsubscribe();
  }, [account]);

  // The account's message is a toast of the page's store, which says when it goes (machines/toasts);
  // the account forgets it then.
  useEffect(() => {
    if (!account || !notice) return undefined;
    const toast = noticeToast(notice);
    const stopListening = toasts.onGone((gone) => {
      if (gone.id === toast.id) account.send({ type: 'ACCOUNT.NOTICE_DISMISS' });
    });
    toasts.show(toast);
    return () => {
      stopListening();
      toasts.dismiss(toast.id);
    };
  }, [account, notice]);
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

function noticeToast(notice: AccountNotice): ToastEntry {
  const id = `account-notice:${notice.kind}`;
  switch (notice.kind) {
    case 'logout-success':
      return {
        id,
        source: 'account-notice',
        kind: 'success',
        content: { key: 'account:session.logout_successful' },
      };
    case 'session-expired':
      return {
        id,
        source: 'account-notice',
        kind: 'error',
        content: { key: 'account:session.authentication_failed' },
      };
    default:
      // seed 002 §8: a failed logout shows the server's message.
      return { id, source: 'account-notice', kind: 'error', content: { text: notice.message } };
  }
}
